/**
 * Locale and currency of the frame (core-and-business §3 Locale). The host passes `locale` and `currency`
 * in the frame URL; the server embeds them in the bootstrap.
 */
import { atom } from 'jotai';
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

/** Splits `en-US` into its parts. */
export function toFrameLocale(tag: string, currency: string): FrameLocale {
  const [language = 'en', country] = tag.split('-');
  return { tag, shortLanguageCode: language, countryCode: country, currency };
}

export const localeAtom = atom<FrameLocale>((get) => {
  const bootstrap = get(bootstrapAtom);
  return toFrameLocale(bootstrap.locale, bootstrap.currency);
});
