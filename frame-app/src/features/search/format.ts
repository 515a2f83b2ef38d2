/**
 * Formatting of flight data with Intl: times in each airport's own time zone, day offsets, money in the
 * offer's currency (amountMinor / 10^fractionDigits of that currency: 2 for USD, 0 for JPY).
 */
import { dateTimeFormat } from '../../ui/format.ts';

export { currencyFractionDigits, dayOffset, formatMoney, localDateOf, formatTimeInZone as formatLocalTime } from '../../ui/format.ts';

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
