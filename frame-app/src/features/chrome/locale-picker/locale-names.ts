/**
 * What the header's country/language picker trigger shows (chrome-and-consent §2): names from Intl.DisplayNames,
 * the current country and its flag. Apart from the picker's items (locale-items.ts, which re-exports these) so the
 * trigger, on every page, brings only these (issue #23 "First page budget").
 */
import { flagImagePath, LOCALE_PICKER_COUNTRIES } from '@travel/contract';
import { TW_HANT_FLAG_CODE } from './constants.ts';

const displayNames = new Map<string, Intl.DisplayNames>();

/** Intl.DisplayNames for a locale and type, cached; `code` itself when the runtime has no name. */
export function displayName(locale: string, type: 'region' | 'language', code: string): string {
  const key = `${locale}|${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type, fallback: 'code' });
    displayNames.set(key, names);
  }
  return names.of(code) ?? code;
}

/**
 * Flag code for a country (§2): the lower-case country code, except 'tw' while the current country is CN, which
 * gets the traditional-Chinese variant {@link TW_HANT_FLAG_CODE} (served by the product as a neutral flag without
 * national symbols). The offered countries include neither CN nor TW today (no Chinese catalogue), so the rule
 * only matters for a host locale such as `zh-CN` plus a future TW entry; it is kept and tested.
 */
export function flagCodeFor(countryCode: string, currentCountryCode: string | undefined): string {
  const code = countryCode.toLowerCase();
  return code === 'tw' && currentCountryCode?.toUpperCase() === 'CN' ? TW_HANT_FLAG_CODE : code;
}

/** Image URL of a flag code, e.g. `/images/flags/de.svg` (same origin as the frame). */
export function flagSrc(flagCode: string): string {
  return flagImagePath(flagCode);
}

/** The current country: the tag's region, else the first offered country of its language (`ja` -> `JP`). */
export function currentCountryOf(tag: string): string | undefined {
  const [language = '', region] = tag.split('-');
  if (region) return region.toUpperCase();
  return LOCALE_PICKER_COUNTRIES.find((c) => (c.languages as readonly string[]).includes(language))?.countryCode;
}
