/** The header's currency picker trigger (chrome-and-consent §2). Placeholder until the picker lands. */
export function CurrencyPickerTrigger() {
  return null;
}
