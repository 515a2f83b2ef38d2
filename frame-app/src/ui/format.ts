/**
 * Locale-aware formatting shared by every feature, with Intl formatters cached per locale and options.
 * Money is in minor units of its currency (amountMinor / 10^fractionDigits: 2 for USD, 0 for JPY);
 * instants are ISO UTC strings shown in a given IANA zone; calendar dates are `YYYY-MM-DD` without
 * time-zone shifts.
 */
import type { Money } from '@travel/contract';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** A cached Intl.NumberFormat for `locale` and `options`. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `nf|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** A cached Intl.DateTimeFormat for `locale` and `options`. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `dt|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in the shown locale (issue #22 item 9: "Paris, France" stayed English in German): the
 * ISO 3166-1 alpha-2 `code` through `Intl.DisplayNames` (`FR` -> "Frankreich" in de-DE), or `fallback` (the
 * server's English name) when the runtime has no name for it or the code is not a region code.
 */
export function countryName(code: string, locale: string, fallback: string): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return names?.of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Fraction digits Intl uses for a currency (USD 2, JPY 0, …). */
export function currencyFractionDigits(currency: string, locale = 'en'): number {
  return numberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Money in minor units formatted in its currency, e.g. `{ amountMinor: 85200, currency: 'USD' }` -> `$852.00`. */
export function formatMoney(money: Money, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency: money.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amountMinor / 10 ** digits);
}

/** Clock time of a UTC instant in an IANA time zone, e.g. `7:05 PM` (en-US) or `19:05` (de-DE). */
export function formatTimeInZone(isoInstant: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(isoInstant));
}

/** Calendar date (`YYYY-MM-DD`) of a UTC instant in an IANA time zone. */
export function localDateOf(isoInstant: string, timeZone: string): string {
  return dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(isoInstant));
}

/**
 * Whole days between the departure's local date (origin zone) and the arrival's local date (destination
 * zone): 0 same day, 1 next day ("+1"), -1 for arrivals on the previous calendar day.
 */
export function dayOffset(departureAt: string, departureZone: string, arrivalAt: string, arrivalZone: string): number {
  const a = Date.parse(`${localDateOf(departureAt, departureZone)}T00:00:00Z`);
  const b = Date.parse(`${localDateOf(arrivalAt, arrivalZone)}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/**
 * An arrival time in the arrival airport's zone with the next-day marker the results cards show ("8:20 AM +1"), for
 * the places that write times as text (booking, confirmation and manage-booking summaries, package cards), so a
 * "+1" reads the same on every page (issue #11).
 */
export function arrivalTimeText(departureAt: string, departureZone: string, arrivalAt: string, arrivalZone: string, locale: string): string {
  const time = formatTimeInZone(arrivalAt, arrivalZone, locale);
  const days = dayOffset(departureAt, departureZone, arrivalAt, arrivalZone);
  return days === 0 ? time : `${time} ${days > 0 ? '+' : '−'}${Math.abs(days)}`;
}
