/**
 * Currency module constants (chrome-and-consent §2 Currency picker, §6, §7; issue #10 "converted on the server
 * from a dated exchange-rate table shipped with the product").
 */

/** The offline inventory prices in US dollars; every other currency is converted from it (issue #10). */
export const INVENTORY_BASE_CURRENCY = 'USD';

/** Reference currency of the rate tables: each table gives units of currency per 1 EUR (ECB reference rates). */
export const RATE_TABLE_BASE_CURRENCY = 'EUR';

/** Environment variable naming an extra folder of rate tables (the operator command writes there when set). */
export const RATES_DIR_ENV = 'CURRENCY_RATES_DIR';

/**
 * "Most-used" currencies shown before all currencies (§9 "Most-used currencies list shown before all currencies").
 * The spec does not name them: the ones travellers on KAYAK-class sites pick most, in that order.
 */
export const TOP_CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY'] as const;

/** Currency shown when nothing is stored and the frame's currency is unsupported. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * ISO 4217 minor-unit digits of the currencies whose minor unit is not 2 (JPY, KRW, ISK have none). Amounts
 * are integers of minor units; converted prices are rounded to whole major units (at least 1).
 */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW', 'ISK']);

/** A locale that writes each currency's own name (nativeName, §3); currencies not listed use English. */
export const CURRENCY_NATIVE_LOCALES: Readonly<Record<string, string>> = {
  USD: 'en-US', EUR: 'de-DE', GBP: 'en-GB', CAD: 'fr-CA', AUD: 'en-AU', CHF: 'de-CH', SEK: 'sv-SE', NOK: 'nb-NO',
  DKK: 'da-DK', JPY: 'ja-JP', INR: 'hi-IN', BRL: 'pt-BR', MXN: 'es-MX',
};

/** Session-only currencies older than this are pruned (the longest session lifetime, remember-me's 30 days). */
export const SESSION_PREFERENCE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
