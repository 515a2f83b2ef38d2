/**
 * Locale module services (chrome-and-consent §2 "Country/language picker", §5 entry address):
 * - flag images by code from the flag-icons package (MIT), read once and kept in memory;
 * - the entry address `{base}/in?{query}`: which parameters survive and where it redirects.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FlagCodeSchema, LOCALE_ENTRY_PARAM_MAX_LENGTH, LOCALE_ENTRY_PARAMS, LocaleChoiceSchema, offeredLocaleTag, type LocaleChoice } from '@travel/contract';
import { FLAG_ICONS_4X3_DIR, TW_HANT_FLAG_CODE, TW_HANT_FLAG_SVG } from './constants.ts';

/** Reads flag SVGs by code. */
export interface FlagStore {
  /** The SVG text of a flag (`de`, `tw-hant`), or null for a code that is malformed or has no flag. */
  get(code: string): Promise<string | null>;
}

/** Folder of the flag-icons 4:3 SVGs in the installed package. */
export function defaultFlagDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('flag-icons/package.json')), FLAG_ICONS_4X3_DIR);
}

/**
 * A flag store over `dir` (default {@link defaultFlagDir}). The code is validated (FlagCodeSchema: two lower-case
 * letters or `tw-hant`) before any file is touched, so no path can be built from user input; found files are cached
 * for the process's life, misses are not (a code is at most 2 letters: at most 676 entries).
 */
export function createFlagStore(dir: string = defaultFlagDir()): FlagStore {
  const cache = new Map<string, string>([[TW_HANT_FLAG_CODE, TW_HANT_FLAG_SVG]]);
  return {
    async get(code) {
      if (!FlagCodeSchema.safeParse(code).success) return null;
      const known = cache.get(code);
      if (known !== undefined) return known;
      try {
        const svg = await fs.readFile(path.join(dir, `${code}.svg`), 'utf8');
        cache.set(code, svg);
        return svg;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Where the entry address `/p/{partnerId}/in?{query}` sends the visitor (§5): the partner's front door
 * `/p/{partnerId}/` with `locale` set from `cc` (country) and `lc` (language) when they name an offered locale
 * (LOCALE_PICKER_COUNTRIES; `lc` missing: the country's default language), plus the other whitelisted parameters
 * (`a`, `ai`, `id`, `brand`, `currency`) as given. A parameter outside LOCALE_ENTRY_PARAMS, repeated, empty or
 * longer than LOCALE_ENTRY_PARAM_MAX_LENGTH is dropped; an unknown cc/lc pair drops the locale (the frame then
 * starts in its default locale). `partnerId` must already be a valid partner id (it is put in the path encoded).
 */
export function entryRedirectPath(partnerId: string, query: Readonly<Record<string, unknown>>): string {
  const single = (name: string): string | undefined => {
    const value = query[name];
    return typeof value === 'string' && value !== '' && value.length <= LOCALE_ENTRY_PARAM_MAX_LENGTH ? value : undefined;
  };
  const out = new URLSearchParams();
  for (const name of LOCALE_ENTRY_PARAMS) {
    if (name === 'cc' || name === 'lc') continue;
    const value = single(name);
    if (value !== undefined) out.set(name, value);
  }
  const cc = single('cc');
  const tag = cc === undefined ? null : offeredLocaleTag(cc, single('lc'));
  if (tag !== null) out.set('locale', tag);
  const search = out.toString();
  return `/p/${encodeURIComponent(partnerId)}/${search ? `?${search}` : ''}`;
}

/**
 * The frame's start locale from the visitor's stored choice (the `locale_choice` cookie; frame-app locale-choice.ts
 * explains the rule): the stored tag when the frame URL's `locale` parameter (`hostTag`, undefined when absent) is the
 * one stored with it. A choice stored under another parameter is stale: `forget` says to clear the cookie, because
 * the host's newer explicit word wins. Without a parameter (the frame reloading a page it navigated to) nothing is
 * read or forgotten: the frame's history entry remembers its locale.
 * @returns `tag` null when the stored choice does not apply
 */
export function startupLocaleChoice(cookie: string | undefined, hostTag: unknown): { tag: string | null; forget: boolean } {
  if (typeof hostTag !== 'string') return { tag: null, forget: false };
  const stored = parseLocaleChoice(cookie);
  if (!stored) return { tag: null, forget: false };
  return stored.hostTag === hostTag ? { tag: stored.tag, forget: false } : { tag: null, forget: true };
}

/** The locale choice in a cookie value, or null when it is missing or not a valid LocaleChoice. */
export function parseLocaleChoice(cookie: string | undefined): LocaleChoice | null {
  if (cookie === undefined) return null;
  try {
    const parsed = LocaleChoiceSchema.safeParse(JSON.parse(cookie));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
