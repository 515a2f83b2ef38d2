/**
 * Country/language picker (chrome-and-consent §2 "Country/language picker", §3 Country/locale item, §5 entry
 * address, §7 business setLanguage): the countries and languages the product offers, the flag image path, the
 * entry address `{base}/in?{query}` and the business call. Shared by the frame (the picker) and the server (the
 * flag images and the entry address).
 */
import { z } from 'zod';
import { LocaleTagSchema } from './locale.ts';

/**
 * Countries the picker offers, each with its languages (BCP 47 language subtags, the first is the country's
 * default) and the currency a traveller there usually pays in (§3 languageLinks.currencyCode; ISO 4217).
 * Only languages the frame has a message catalogue for (en de fr es it ja ko: issue #10 "Localisation").
 * A country with more than one language shows language links (§2, §5).
 */
export const LOCALE_PICKER_COUNTRIES = [
  { countryCode: 'US', languages: ['en', 'es'], currencyCode: 'USD' },
  { countryCode: 'GB', languages: ['en'], currencyCode: 'GBP' },
  { countryCode: 'IE', languages: ['en'], currencyCode: 'EUR' },
  { countryCode: 'CA', languages: ['en', 'fr'], currencyCode: 'CAD' },
  { countryCode: 'AU', languages: ['en'], currencyCode: 'AUD' },
  { countryCode: 'NZ', languages: ['en'], currencyCode: 'NZD' },
  { countryCode: 'IN', languages: ['en'], currencyCode: 'INR' },
  { countryCode: 'SG', languages: ['en'], currencyCode: 'SGD' },
  { countryCode: 'ZA', languages: ['en'], currencyCode: 'ZAR' },
  { countryCode: 'DE', languages: ['de'], currencyCode: 'EUR' },
  { countryCode: 'AT', languages: ['de'], currencyCode: 'EUR' },
  { countryCode: 'CH', languages: ['de', 'fr', 'it'], currencyCode: 'CHF' },
  { countryCode: 'FR', languages: ['fr'], currencyCode: 'EUR' },
  { countryCode: 'BE', languages: ['fr', 'de'], currencyCode: 'EUR' },
  { countryCode: 'LU', languages: ['fr', 'de'], currencyCode: 'EUR' },
  { countryCode: 'ES', languages: ['es'], currencyCode: 'EUR' },
  { countryCode: 'MX', languages: ['es'], currencyCode: 'MXN' },
  { countryCode: 'AR', languages: ['es'], currencyCode: 'ARS' },
  { countryCode: 'CO', languages: ['es'], currencyCode: 'COP' },
  { countryCode: 'CL', languages: ['es'], currencyCode: 'CLP' },
  { countryCode: 'PE', languages: ['es'], currencyCode: 'PEN' },
  { countryCode: 'IT', languages: ['it'], currencyCode: 'EUR' },
  { countryCode: 'JP', languages: ['ja'], currencyCode: 'JPY' },
  { countryCode: 'KR', languages: ['ko'], currencyCode: 'KRW' },
] as const satisfies readonly { countryCode: string; languages: readonly string[]; currencyCode: string }[];

export type LocalePickerCountry = (typeof LOCALE_PICKER_COUNTRIES)[number];

/**
 * The offered locale tag (`de-CH`) for a country code and optional language code (any case), or null when the
 * country is not offered or does not offer that language. Without a language: the country's default language.
 */
export function offeredLocaleTag(countryCode: string, languageCode?: string): string | null {
  const country = LOCALE_PICKER_COUNTRIES.find((c) => c.countryCode === countryCode.toUpperCase());
  if (!country) return null;
  const languages: readonly string[] = country.languages;
  const language = languageCode === undefined ? languages[0] : languages.find((l) => l === languageCode.toLowerCase());
  return language === undefined ? null : `${language}-${country.countryCode}`;
}

/** Path prefix of the flag images the product serves (§2 "Country flags load from an images path by country code as an svg"). */
export const FLAG_IMAGES_PATH = '/images/flags';

/**
 * Flag codes the server serves: an ISO 3166-1 alpha-2 code in lower case (`de`), or the `tw-hant` variant (the
 * flag shown for 'tw' when the current country is CN, §2).
 */
export const FlagCodeSchema = z.string().regex(/^(?:[a-z]{2}|tw-hant)$/, 'Expected a lower-case country code such as de');

/** Path of a flag image, e.g. `/images/flags/de.svg`. */
export function flagImagePath(flagCode: string): string {
  return `${FLAG_IMAGES_PATH}/${flagCode}.svg`;
}

/** Path of the entry address below a frame base (§5 "Entry address is {base}/in?{query}"); base is `/p/{partnerId}`. */
export const LOCALE_ENTRY_SUFFIX = '/in';

/**
 * Query parameters the entry address keeps (§5: a, ai, id, cc, lc "and others"): `a`, `ai`, `id` (affiliate and
 * campaign ids, passed on to the front door), `cc` and `lc` (country and language: the locale), and `brand` and
 * `currency` (the frame's own look and prices). Every other parameter is dropped.
 */
export const LOCALE_ENTRY_PARAMS = ['a', 'ai', 'id', 'cc', 'lc', 'brand', 'currency'] as const;

/** Longest value kept for a whitelisted entry parameter, in characters; longer values are dropped. */
export const LOCALE_ENTRY_PARAM_MAX_LENGTH = 100;

/** The entry address's raw query: lenient, since a bad value is dropped rather than refused. */
export const LocaleEntryQuerySchema = z.record(z.string(), z.unknown());

/** Business locale call (§7): `POST` with {@link SetBusinessLanguageRequestSchema}, then the page reloads. */
export const BUSINESS_SET_LANGUAGE_PATH = '/i/api/business/v1/legalEntities/user/setLanguage';

/** Body of the business locale call: `localeCode` in underscore form, e.g. `de_DE` (§7). */
export const SetBusinessLanguageRequestSchema = z.object({ localeCode: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'Expected a locale code such as de_DE') });
export type SetBusinessLanguageRequest = z.infer<typeof SetBusinessLanguageRequestSchema>;

/** `de-DE` -> `de_DE` (§7 "localeCode (underscore form)"). */
export function underscoreLocaleCode(tag: string): string {
  return tag.replace(/-/g, '_');
}

/**
 * The visitor's locale choice for the browser session (chrome-and-consent §2 "reload after saving the locale"):
 * `GET` -> {@link LocaleChoiceReplySchema}; `PUT` {@link LocaleChoiceSchema} -> 204; `DELETE` -> 204. Kept in a
 * partitioned session cookie, so it lasts for the browser session on this partner's site only.
 */
export const LOCALE_CHOICE_PATH = '/i/api/locale/v1/choice';

/** A choice: the chosen tag and the frame URL's `locale` parameter (the host's word) when it was made, null without one. */
export const LocaleChoiceSchema = z.object({ tag: LocaleTagSchema, hostTag: z.nullable(LocaleTagSchema) });
export type LocaleChoice = z.infer<typeof LocaleChoiceSchema>;

/** Reply of `GET` {@link LOCALE_CHOICE_PATH}: the choice, null when none was made (or the cookie is unreadable). */
export const LocaleChoiceReplySchema = z.object({ choice: LocaleChoiceSchema.nullable() });
export type LocaleChoiceReply = z.infer<typeof LocaleChoiceReplySchema>;
