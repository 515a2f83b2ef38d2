/**
 * Locale and currency of the frame (core-and-business §3 Locale). The host passes `locale` and `currency`
 * in the frame URL; the server embeds them in the bootstrap. Both are app state: writing {@link localeAtom}
 * (a locale or currency picker, a host message) re-renders text and prices in place, without remounting
 * the frame (issue #8 "the locale and currency are state the app can change without remounting the frame").
 */
import { atom } from 'jotai';
import { CurrencyCodeSchema, LocaleTagSchema } from '@travel/contract';
import { bootstrapAtom } from './bootstrap.ts';

/** Frame locale: BCP 47 tag for formatting (e.g. `de-DE`) plus the currency prices are shown in. */
export interface FrameLocale {
  /** Full tag used by Intl formatters, e.g. `en-US`. */
  tag: string;
  /** Language part, e.g. `en`. */
  shortLanguageCode: string;
  /** Country part when given, e.g. `US`. */
  countryCode: string | undefined;
  /** ISO 4217 code, e.g. `USD`. */
  currency: string;
}

/** A change of locale and/or currency; a field left out keeps its current value. */
export interface FrameLocaleChange {
  /** BCP 47 tag as the contract's LocaleTagSchema accepts it, e.g. `de-DE` or `ja`. */
  tag?: string;
  /** ISO 4217 code, e.g. `EUR`. */
  currency?: string;
}

/** Splits `en-US` into its parts. */
export function toFrameLocale(tag: string, currency: string): FrameLocale {
  const [language = 'en', country] = tag.split('-');
  return { tag, shortLanguageCode: language, countryCode: country, currency };
}

/** What was changed after start-up; empty until then (the bootstrap's locale and currency apply). */
const localeChangeAtom = atom<FrameLocaleChange>({});

/**
 * The frame's locale and currency: the bootstrap's, overridden by what was written since.
 * Write `{ tag?, currency? }` to change either; readers (the IntlProvider, price formatting) re-render.
 * @throws ZodError on write when `tag` is not a locale tag (LocaleTagSchema) or `currency` not an ISO 4217 code.
 */
export const localeAtom = atom(
  (get): FrameLocale => {
    const bootstrap = get(bootstrapAtom);
    const change = get(localeChangeAtom);
    return toFrameLocale(change.tag ?? bootstrap.locale, change.currency ?? bootstrap.currency);
  },
  (get, set, change: FrameLocaleChange) => {
    const next: FrameLocaleChange = { ...get(localeChangeAtom) };
    if (change.tag !== undefined) next.tag = LocaleTagSchema.parse(change.tag);
    if (change.currency !== undefined) next.currency = CurrencyCodeSchema.parse(change.currency);
    set(localeChangeAtom, next);
  },
);
