/**
 * A currency's name and symbol in the frame's locale (Intl), for the header's currency picker trigger and the picker
 * (currency-model.ts). Apart from the picker's rules so the trigger, on every page, brings only these (issue #23
 * "First page budget").
 */

/** Name of `code` in `locale` (Intl.DisplayNames type 'currency'), the code itself when the runtime has none. */
export function currencyNameIn(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The narrow symbol of `code` in `locale` (e.g. "$", "€", "¥"), the code when Intl has none. */
export function currencySymbolIn(locale: string, code: string): string {
  try {
    const part = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}
