/**
 * Helpers shared by the search services of every vertical: facet counts over the unfiltered result,
 * price range, paging, date checks and local-time bands.
 */
import type { Facets, Money, PriceRange } from '@travel/contract';
import { validationError } from '../../errors.ts';
import { daysBetween, utcDate, utcToZonedParts } from '../../inventory/offline/geo-time.ts';

/** Furthest travel date accepted by every vertical, days after today (UTC). */
export const MAX_DAYS_AHEAD = 365;

/** Counts offers per value of each facet (an offer may add to several values of one facet). */
export function countFacets<T>(offers: readonly T[], facets: Record<string, (o: T) => string | readonly string[]>): Facets {
  const out: Facets = {};
  for (const [name, fn] of Object.entries(facets)) {
    const counts: Record<string, number> = {};
    for (const o of offers) {
      const v = fn(o);
      for (const key of typeof v === 'string' ? [v] : new Set(v)) counts[key] = (counts[key] ?? 0) + 1;
    }
    out[name] = counts;
  }
  return out;
}

/** Lowest and highest price of a list (null when empty). */
export function priceRangeOf(offers: readonly { price: Money }[]): PriceRange {
  if (offers.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const o of offers) {
    min = Math.min(min, o.price.amountMinor);
    max = Math.max(max, o.price.amountMinor);
  }
  return { minMinor: min, maxMinor: max, currency: offers[0]?.price.currency ?? 'USD' };
}

/** True when `amount` is within the optional inclusive bounds. */
export function inPriceBounds(amount: number, min: number | undefined, max: number | undefined): boolean {
  return (min === undefined || amount >= min) && (max === undefined || amount <= max);
}

/** `limit` items from `offset`. */
export function page<T>(list: readonly T[], limit: number, offset: number): T[] {
  return list.slice(offset, offset + limit);
}

/** Stable tie-break on ids. */
export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Checks a travel date against today (UTC) and the booking horizon.
 * @throws AppError 400 VALIDATION_ERROR on `field` ("... is in the past" / "more than 365 days ahead")
 */
export function checkTravelDate(field: string, date: string, nowMs: number, label: string): void {
  const today = utcDate(nowMs);
  if (date < today) throw validationError(field, `The ${label} is in the past`);
  if (daysBetween(today, date) > MAX_DAYS_AHEAD) throw validationError(field, `The ${label} is more than ${MAX_DAYS_AHEAD} days ahead`);
}

/** Local hour (0-23, with minutes as a fraction) of a UTC instant in a zone. */
export function localHour(isoUtc: string, timeZone: string): number {
  const p = utcToZonedParts(Date.parse(isoUtc), timeZone);
  return p.hour + p.minute / 60;
}

/** Departure time band of a local hour: night 00-05, morning 05-12, afternoon 12-18, evening 18-24. */
export function timeBand(hour: number): 'night' | 'morning' | 'afternoon' | 'evening' {
  return hour < 5 ? 'night' : hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
}

/** True when the local hour is inside [from, to] (hours 0-24; undefined bounds are open). */
export function inHourWindow(hour: number, from: number | undefined, to: number | undefined): boolean {
  return (from === undefined || hour >= from) && (to === undefined || hour <= to);
}
