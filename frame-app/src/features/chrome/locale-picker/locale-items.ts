/**
 * The picker's items (chrome-and-consent §3 "Country/locale item"), their search (§5 "Country search") and the
 * rules of §2: the 'tw' flag variant under CN, language links only for a country with more than one language,
 * and the link a choice leads to. Pure functions; names come from Intl.DisplayNames (issue #10).
 */
import { LOCALE_ENTRY_SUFFIX, LOCALE_PICKER_COUNTRIES } from '@travel/contract';
import { currentCountryOf, displayName, flagCodeFor } from './locale-names.ts';

export { currentCountryOf, displayName, flagCodeFor, flagSrc } from './locale-names.ts';

/** One language of a country (§3 languageLinks entry; `languageName` added for the search). */
export interface LanguageLink {
  /** What the link shows: the language's name in that language, e.g. `Français`. */
  text: string;
  /** BCP 47 tag, e.g. `fr-CH`. */
  locale: string;
  /** The entry address of the locale, `/p/{partnerId}/in?cc=ch&lc=fr` (a real link, e.g. for a new tab). */
  href: string;
  /** Where the frame goes when the link is chosen here (frame path with basename, see {@link localeLinkPath}). */
  dataHref: string;
  /** Whether this is the frame's current locale. */
  active: boolean;
  /** ISO 4217 code of the country's usual currency. */
  currencyCode: string;
  /** Language name in its own language, e.g. `français`. */
  languageNativeName: string;
  /** Language name in the current locale, e.g. `French`. */
  languageName: string;
}

/** A country of the picker (§3 Country/locale item). */
export interface CountryLocaleItem {
  /** What the item shows: the country's name in the current locale, e.g. `Germany`. */
  text: string;
  /** The country's default locale (its first language), e.g. `de-DE`. */
  locale: string;
  /** Flag code the image is loaded by (`de`, or `tw-hant`, see {@link flagCodeFor}). */
  flag: string;
  href: string;
  dataHref: string;
  /** Whether the current locale is one of this country's. */
  active: boolean;
  /** Default language's name in its own language, e.g. `Deutsch`. */
  languageNativeName: string;
  /** Country name in the default language, e.g. `Deutschland`. */
  countryNativeName: string;
  /** Default language's name in the current locale, e.g. `German`. */
  languageName: string;
  /** Country name in the current locale (same as `text`). */
  countryName: string;
  /** ISO 3166-1 alpha-2, upper case, e.g. `DE`. */
  countryCode: string;
  /** Every language of the country, in the country's order (one entry for a single-language country); a search may narrow it. */
  languageLinks: LanguageLink[];
  /** Whether the country has more than one language (counted before a search narrows `languageLinks`). */
  multilingual: boolean;
}

/** What the items depend on. */
export interface LocaleItemsContext {
  /** The frame's current locale tag, e.g. `en-US` (names are given in it; the active item is found by it). */
  currentTag: string;
  /** The frame base `/p/{partnerId}` (router basename). */
  basename: string;
  /** The frame path with basename, e.g. `/p/demo/flights/JFK-LHR/2026-12-01?sort=price`. */
  currentPath: string;
  /** Whether a choice keeps the current page (KEEP_PATH_ON_LOCALE_CHANGE). */
  keepPath: boolean;
}

/**
 * Where choosing a locale takes the frame (§2 "navigates to that locale's link, optionally appending the current
 * path without its first segment ... (one note reading says without its first two segments)"). Reading chosen:
 * the first TWO segments. Our frame addresses are `/p/{partnerId}/{vertical}/...`; the two segments `p/{partnerId}`
 * are the site base that a locale link replaces (there is one base per partner, shared by every locale, since the
 * locale is app state), and what follows (vertical and search) is kept, because our routes are not translated.
 * The one-segment reading would drop the vertical and leave a path no route matches. With `keepPath` off the
 * link is the front door `{basename}/`. The query string is kept with the path.
 */
export function localeLinkPath(currentPath: string, basename: string, keepPath: boolean): string {
  if (!keepPath) return `${basename}/`;
  const [pathname = '', search = ''] = currentPath.split(/(?=\?)/, 2);
  const suffix = pathname.split('/').filter(Boolean).slice(2).join('/');
  return `${basename}/${suffix}${search}`;
}

/** The entry address of a locale (§5): `{basename}/in?cc={cc}&lc={lc}`, lower case. */
export function entryHref(basename: string, countryCode: string, languageCode: string): string {
  return `${basename}${LOCALE_ENTRY_SUFFIX}?cc=${countryCode.toLowerCase()}&lc=${languageCode.toLowerCase()}`;
}

/**
 * Every offered country as a picker item, sorted by its name in the current locale (Intl.Collator). Names: in the
 * current locale (`countryName`, `languageName`) and in the item's own language (`countryNativeName`,
 * `languageNativeName`). Spec: §3 fields, §2 flags and links.
 */
export function buildLocaleItems(ctx: LocaleItemsContext): CountryLocaleItem[] {
  const { currentTag } = ctx;
  const currentCountry = currentCountryOf(currentTag);
  const dataHref = localeLinkPath(ctx.currentPath, ctx.basename, ctx.keepPath);
  const items = LOCALE_PICKER_COUNTRIES.map((country): CountryLocaleItem => {
    const languageLinks = country.languages.map((language): LanguageLink => {
      const locale = `${language}-${country.countryCode}`;
      return {
        text: capitalize(displayName(language, 'language', language), language),
        locale,
        href: entryHref(ctx.basename, country.countryCode, language),
        dataHref,
        active: locale === currentTag,
        currencyCode: country.currencyCode,
        languageNativeName: displayName(language, 'language', language),
        languageName: displayName(currentTag, 'language', language),
      };
    });
    const first = languageLinks[0] as LanguageLink;
    const defaultLanguage = country.languages[0];
    const countryName = displayName(currentTag, 'region', country.countryCode);
    return {
      text: countryName,
      locale: first.locale,
      flag: flagCodeFor(country.countryCode, currentCountry),
      href: first.href,
      dataHref,
      active: languageLinks.some((l) => l.active),
      languageNativeName: first.languageNativeName,
      countryNativeName: displayName(defaultLanguage, 'region', country.countryCode),
      languageName: first.languageName,
      countryName,
      countryCode: country.countryCode,
      languageLinks,
      multilingual: languageLinks.length > 1,
    };
  });
  const collator = new Intl.Collator(currentTag);
  return items.sort((a, b) => collator.compare(a.text, b.text));
}

function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * Whether a country shows language links (§2, §5 "language links expand only when more than one exists"): when it
 * has more than one language (also when a search shows only one of them, so the link still names its language).
 * A single-language country is one link itself.
 */
export function hasLanguageLinks(item: CountryLocaleItem): boolean {
  return item.multilingual;
}

/** §5 normalisation: trimmed, lower case (locale-independent). */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

function countryMatches(item: CountryLocaleItem, q: string): boolean {
  return [item.text, item.languageNativeName, item.countryNativeName, item.languageName, item.countryName, item.countryCode, item.locale].some((field) =>
    field.toLowerCase().includes(q),
  );
}

function linkMatches(link: LanguageLink, q: string): boolean {
  return [link.text, link.languageNativeName, link.languageName, link.locale].some((field) => field.toLowerCase().includes(q));
}

/**
 * The items a search shows (§5 "Country search: case-insensitive, trimmed; matches text, native and plain language
 * and country names, country code, locale"). An empty (or blank) query shows everything. A country whose own
 * fields match shows with all its languages; otherwise it shows with only the language links that match (by text,
 * native or plain language name, or locale), or not at all. Order is kept.
 */
export function filterLocaleItems(items: readonly CountryLocaleItem[], query: string): CountryLocaleItem[] {
  const q = normalizeQuery(query);
  if (q === '') return [...items];
  const shown: CountryLocaleItem[] = [];
  for (const item of items) {
    if (countryMatches(item, q)) {
      shown.push(item);
      continue;
    }
    const links = item.languageLinks.filter((link) => linkMatches(link, q));
    if (links.length > 0) shown.push({ ...item, languageLinks: links });
  }
  return shown;
}
