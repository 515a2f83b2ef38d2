/**
 * Formatting for the booking pages with Intl: money in its own currency (minor units / 10^digits of that
 * currency: 2 for USD, 0 for JPY), calendar dates without time-zone shifts, clock times in a given zone,
 * coordinates in degrees.
 */
import { dateTimeFormat as dateFormat, numberFormat } from '../../ui/format.ts';

export { formatMoney, formatTimeInZone, localDateOf } from '../../ui/format.ts';

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
