/**
 * Building blocks shared by the search contracts of every vertical (imports only zod, so flights.ts can
 * use them without a cycle): offer conditions, facets, price range, list-valued query parameters, paging.
 * Units: money in minor units; hours are local hours of day 0-24.
 */
import { z } from 'zod';

/** Booking conditions of an offer. `cancellationDeadline` (UTC instant) is set only for refundable offers. */
export const OfferConditionsSchema = z.object({
  refundable: z.boolean(),
  cancellationDeadline: z.iso.datetime().optional(),
  /** Human-readable fine print (English; the frame may show it as is). */
  notes: z.array(z.string()),
});
export type OfferConditions = z.infer<typeof OfferConditionsSchema>;

/**
 * Counts per filter value, disjunctive (issue #11): a value's count is the number of offers the query would
 * return with that value ticked, i.e. for facet F the offers passing every active filter except F's own
 * (for a facet whose ticked values must all hold, such as hotel amenities, F's own filter too). Every value
 * of the unfiltered result is listed, with 0 when other filters exclude it. E.g.
 * `{ stops: { '0': 12, '1': 5 }, airlines: { BA: 7 } }`. Keys per vertical are documented on each
 * search response schema.
 */
export const FacetsSchema = z.record(z.string(), z.record(z.string(), z.number().int().nonnegative()));
export type Facets = z.infer<typeof FacetsSchema>;

/** Lowest and highest total price over the unfiltered result (minor units); null when there are no offers. */
export const PriceRangeSchema = z
  .object({ minMinor: z.number().int().nonnegative(), maxMinor: z.number().int().nonnegative(), currency: z.string() })
  .nullable();
export type PriceRange = z.infer<typeof PriceRangeSchema>;

/**
 * A list-valued query parameter: `stars=4,5` or repeated `stars=4&stars=5` (both accepted); empty
 * items are dropped; absent means "no filter".
 */
export function csvParam<T extends z.core.SomeType>(item: T) {
  return z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(','));
    const cleaned = parts.map((s) => s.trim()).filter((s) => s !== '');
    return cleaned.length === 0 ? undefined : cleaned;
  }, z.array(item).optional());
}

/** Optional non-negative integer query parameter (e.g. a price bound in minor units). */
export const OptionalMinorAmountParamSchema = z.coerce.number().int().nonnegative().optional();

/**
 * Paging of result lists: `limit` 1-200 (default 50), `offset` >= 0 (default 0). The response's `total` counts
 * the filtered list; the frame's results pages ask for RESULTS_PAGE_SIZE (20) at a time ("Show more results").
 */
export const PagingQueryShape = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
};

/** Hour of day as a query parameter, 0-24 (24 = end of day). Used for departure-time windows (local time). */
export const HourParamSchema = z.coerce.number().int().min(0).max(24).optional();

