/**
 * Formatting for the booking pages with Intl: money in its own currency (minor units / 10^digits of that
 * currency: 2 for USD, 0 for JPY), calendar dates without time-zone shifts, clock times in a given zone,
 * coordinates in degrees.
 */
import type { Money } from '@travel/contract';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `nf|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `dt|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** Money in minor units formatted in its currency, e.g. `{ amountMinor: 85200, currency: 'USD' }` -> `$852.00`. */
export function formatMoney(money: Money, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency: money.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amountMinor / 10 ** digits);
}

/** A `YYYY-MM-DD` calendar date, e.g. `Sat, Jun 1, 2030` (no time-zone shift). */
export function formatCalendarDate(isoDate: string, locale: string): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  return dateFormat(locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
}

/** A local wall-clock `YYYY-MM-DDTHH:mm` (car desks), e.g. `Sat, Jun 1, 2030, 10:00 AM`. */
export function formatLocalDateTime(local: string, locale: string): string {
  const d = new Date(`${local}:00Z`);
  if (Number.isNaN(d.getTime())) return local;
  return dateFormat(locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(d);
}

/** Clock time of a UTC instant in an IANA zone, e.g. `7:05 PM`. */
export function formatTimeInZone(isoInstant: string, timeZone: string, locale: string): string {
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(isoInstant));
}

/** Calendar date (`YYYY-MM-DD`) of a UTC instant in an IANA zone. */
export function localDateOf(isoInstant: string, timeZone: string): string {
  return dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(isoInstant));
}

/** A UTC instant as a date and time in the viewer's zone, e.g. `Jun 1, 2030, 11:00 PM`. */
export function formatInstant(isoInstant: string, locale: string): string {
  return dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(isoInstant));
}

/**
 * A latitude or longitude in decimal degrees with hemisphere, 4 decimals (about 11 m), e.g.
 * `51.5074° N`, `0.1278° W`.
 */
export function formatCoordinate(value: number, axis: 'latitude' | 'longitude', locale: string): string {
  const hemisphere = axis === 'latitude' ? (value >= 0 ? 'N' : 'S') : value >= 0 ? 'E' : 'W';
  const digits = numberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(Math.abs(value));
  return `${digits}° ${hemisphere}`;
}

/** A plain number with up to `maxDigits` fraction digits, e.g. `1.2`. */
export function formatNumber(value: number, locale: string, maxDigits = 1): string {
  return numberFormat(locale, { maximumFractionDigits: maxDigits }).format(value);
}
