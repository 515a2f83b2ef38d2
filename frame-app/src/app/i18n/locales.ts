/**
 * The seven languages the frame ships catalogues for (issue #10 "Localisation": English, German, French,
 * Spanish, Italian, Japanese and Korean) and how a frame locale such as `de-AT` picks one of them.
 */

/** Catalogue locales: BCP 47 language subtags; English is `catalogs/en.json`, every other locale a folder `catalogs/<locale>/` of part files. */
export const CATALOGUE_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'ja', 'ko'] as const;
export type CatalogueLocale = (typeof CATALOGUE_LOCALES)[number];

/** Locale whose messages are the source text (`defaultMessage` of every descriptor). */
export const DEFAULT_LOCALE: CatalogueLocale = 'en';

function isCatalogueLocale(value: string): value is CatalogueLocale {
  return (CATALOGUE_LOCALES as readonly string[]).includes(value);
}

/**
 * The catalogue for a frame locale tag: an exact match (`ja` -> `ja`), else the tag's language
 * (`de-AT`, `de-CH` -> `de`; matched case-insensitively, `_` accepted for `-`), else English for a
 * language without a catalogue (`pt-BR` -> `en`) or a tag that is not a locale at all.
 */
export function catalogueLocaleFor(tag: string): CatalogueLocale {
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0] ?? '';
  } catch {
    return DEFAULT_LOCALE;
  }
  const lower = canonical.toLowerCase();
  if (isCatalogueLocale(lower)) return lower;
  const language = lower.split('-')[0] ?? '';
  return isCatalogueLocale(language) ? language : DEFAULT_LOCALE;
}
