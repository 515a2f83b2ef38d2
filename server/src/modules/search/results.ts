/**
 * Helpers shared by the search services of every vertical: filtering with disjunctive facet counts (issue #11),
 * price range, paging, date checks and local-time bands.
 */
import type { Facets, Money, PriceRange } from '@travel/contract';
import { validationError } from '../../errors.ts';
import { daysBetween, utcDate, utcToZonedParts } from '../../inventory/offline/geo-time.ts';

/** Furthest travel date accepted by every vertical, days after today (UTC). */
export const MAX_DAYS_AHEAD = 365;

/** One facet of {@link filterWithFacets}. */
export interface FacetSpec<T> {
  /** The facet value(s) of an offer (an offer may add to several values of one facet, each once). */
  values(o: T): string | readonly string[];
  /** The active filter on this facet (undefined: not filtered on it). */
  filter?: ((o: T) => boolean) | undefined;
  /**
   * How the facet's checked values combine. 'any' (the default; stars, stops, airlines...): an offer passes
   * with any checked value, so ticking one more value widens the list and a value's count ignores this
   * facet's own filter. 'all' (hotel amenities: every checked one must be present): ticking one more narrows
   * the list, so its counts are taken over offers that also pass this facet's filter.
   */
  combine?: 'any' | 'all';
}

/**
 * Filters offers and counts facets the way travel sites do (disjunctive faceting, issue #11): the count shown
 * beside a value is the number of results the user would get by ticking it. For facet F that is the number of
 * offers passing every active filter except F's own (and `rest`, the filters that are not facets: price,
 * rating, duration), per value of F. Values present in the unfiltered result are always listed (0 when
 * another filter excludes them all), so a checkbox does not disappear when another filter is applied.
 * @param offers the unfiltered result
 * @param specs facet name -> values and active filter
 * @param rest the remaining active filters (always applied, to the list and to every count)
 * @returns the filtered offers (input order) and the counts
 */
export function filterWithFacets<T>(offers: readonly T[], specs: Record<string, FacetSpec<T>>, rest: (o: T) => boolean = () => true): { filtered: T[]; facets: Facets } {
  const entries = Object.entries(specs);
  const facets: Facets = Object.fromEntries(entries.map(([name]) => [name, {} as Record<string, number>]));
  const filtered: T[] = [];
  for (const o of offers) {
    const restOk = rest(o);
    const passes = entries.map(([, spec]) => spec.filter === undefined || spec.filter(o));
    const failed = passes.reduce((n, ok) => n + (ok ? 0 : 1), 0);
    if (restOk && failed === 0) filtered.push(o);
    entries.forEach(([name, spec], i) => {
      const counts = facets[name] as Record<string, number>;
      const v = spec.values(o);
      const keys = typeof v === 'string' ? [v] : new Set(v);
      // Counted when every other filter passes; an 'all' facet's own filter must pass too.
      const counted = restOk && (failed === 0 || (failed === 1 && !passes[i] && spec.combine !== 'all'));
      for (const key of keys) counts[key] = (counts[key] ?? 0) + (counted ? 1 : 0);
    });
  }
  return { filtered, facets };
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

/**
 * The cheapest and median price of one search's whole unfiltered result (before filters and paging), minor units of
 * the search's currency. Issue #25: a flight policy's max price may be relative to "the cheapest or median fare of the
 * search"; the median of an even count is the lower of the two middle prices (a fare that exists in the result).
 */
export interface SearchPriceStats {
  cheapestMinor: number;
  medianMinor: number;
}

/** Which prices of a reply a {@link SearchPriceStats} describes: the offers' own, or a package's flight or hotel part. */
export type PriceStatsPart = 'offers' | 'flight' | 'hotel';

/**
 * Price statistics kept beside replies (not in them: a consumer's reply stays as it was, and a frozen shared reply is
 * never touched), computed on first use only: a consumer's search never sorts its prices.
 */
const priceStatsByReply = new WeakMap<object, Map<PriceStatsPart, () => SearchPriceStats | null>>();

/** Cheapest and lower median of prices (minor units); null for none. */
export function priceStatsOfPrices(prices: readonly number[]): SearchPriceStats | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  return { cheapestMinor: sorted[0]!, medianMinor: sorted[Math.floor((sorted.length - 1) / 2)]! };
}

/**
 * Keeps, beside `reply`, how to compute the {@link SearchPriceStats} of `part` from the search's unfiltered prices
 * (read lazily, once, by {@link priceStatsOf}). Call it where the reply is built, with the offers before filtering.
 * @returns `reply` itself (frozen or not)
 */
export function recordPriceStats<R extends object>(reply: R, part: PriceStatsPart, prices: () => readonly number[]): R {
  let parts = priceStatsByReply.get(reply);
  if (!parts) priceStatsByReply.set(reply, (parts = new Map()));
  let memo: SearchPriceStats | null | undefined;
  parts.set(part, () => (memo === undefined ? (memo = priceStatsOfPrices(prices())) : memo));
  return reply;
}

/** The {@link SearchPriceStats} recorded for `reply`'s `part`, or null when none were recorded (or there were no offers). */
export function priceStatsOf(reply: object, part: PriceStatsPart = 'offers'): SearchPriceStats | null {
  return priceStatsByReply.get(reply)?.get(part)?.() ?? null;
}
