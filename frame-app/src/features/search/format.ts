/**
 * Formatting of flight data with Intl: times in each airport's own time zone, day offsets, money in the
 * offer's currency (amountMinor / 10^fractionDigits of that currency: 2 for USD, 0 for JPY).
 */
import type { Money } from '@travel/contract';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `dt|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `nf|${locale}|${currency}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    cache.set(key, f);
  }
  return f;
}

/** Clock time of a UTC instant in an IANA time zone, e.g. `7:05 PM` (en-US) or `19:05` (de-DE). */
export function formatLocalTime(isoInstant: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(isoInstant));
}

/** Calendar date (`YYYY-MM-DD`) of a UTC instant in a time zone. */
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

/** Fraction digits Intl uses for a currency (USD 2, JPY 0, …). */
export function currencyFractionDigits(currency: string, locale = 'en'): number {
  return currencyFormat(locale, currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Money in minor units formatted in its currency, e.g. `{ amountMinor: 45678, currency: 'USD' }` -> `$456.78`. */
export function formatMoney(money: Money, locale: string): string {
  const format = currencyFormat(locale, money.currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amountMinor / 10 ** digits);
}

/** Splits minutes into whole hours and remaining minutes. */
export function splitDuration(totalMinutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** A `YYYY-MM-DD` calendar date formatted without time-zone shifts, e.g. `Sun, Jun 1`. */
export function formatCalendarDate(isoDate: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
