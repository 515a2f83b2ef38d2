/**
 * Locale and currency. Spec: core-and-business §3 (Locale: shortLanguageCode, countryCode, currency).
 *
 * zod/mini, as every schema the front door parses (contract/README.md "First page schemas").
 */
import { z } from 'zod/mini';

/** ISO 4217 currency code, e.g. `USD`. */
export const CurrencyCodeSchema = z.string().check(z.regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code such as USD'));
export type CurrencyCode = z.infer<typeof CurrencyCodeSchema>;

/** BCP 47 locale tag as the host passes it, e.g. `en-US`, `de-DE`. */
export const LocaleTagSchema = z.string().check(z.regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'Expected a locale such as en-US'));
export type LocaleTag = z.infer<typeof LocaleTagSchema>;

/** Currencies the built-in inventory prices in (static offline reference rates, see server inventory). */
export const SUPPORTED_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'NOK', 'DKK', 'JPY', 'INR', 'BRL', 'MXN'] as const;
export const SupportedCurrencySchema = z.enum(SUPPORTED_CURRENCIES);
export type SupportedCurrency = z.infer<typeof SupportedCurrencySchema>;

/** Locale entity of core-and-business §3. `formatString` is an ICU-like pattern, e.g. `¤#,##0.00`. */
export const LocaleSchema = z.object({
  shortLanguageCode: z.string().check(z.minLength(2), z.maxLength(3)),
  countryCode: z.string().check(z.length(2)),
  currency: z.object({ code: CurrencyCodeSchema, formatString: z.string() }),
});
export type Locale = z.infer<typeof LocaleSchema>;
