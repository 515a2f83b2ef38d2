/** The header's country/language picker trigger (chrome-and-consent §2). Placeholder until the picker lands. */
export function LocalePickerTrigger() {
  return null;
}
