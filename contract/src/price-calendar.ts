/**
 * Price calendars (issue #11 "The date range picker shows the cheapest price per day for flights and hotels where the
 * inventory can tell it (a price calendar), and flexible dates (+-3 days) for flights"): for a run of consecutive
 * first dates, the cheapest offer the search would list for that date, with the rest of the query unchanged.
 *
 * - Flights: departure dates `from` .. `from + days - 1`; a round trip keeps its length (`tripLength` days from the
 *   departure to the return), a one-way has none. The price is the total for the whole party, as on the results page.
 * - Hotels: check-in dates; each stay lasts `nights`. The price is the stay's total, as on the results page.
 * A date the search would refuse (in the past, more than 365 days ahead) or with nothing on sale has no price (null).
 *
 * zod/mini, as every schema the front door parses (contract/README.md "First page schemas").
 */
import { z } from 'zod/mini';
import { CurrencyCodeSchema } from './locale.ts';
import { CabinClassSchema, IataCodeSchema, IsoDateSchema, MAX_HOTEL_NIGHTS, MAX_HOTEL_ROOMS, MAX_TRAVELERS } from './search-basics.ts';

/** GET: cheapest flight per departure date. */
export const FLIGHT_PRICE_CALENDAR_PATH = '/i/api/flights/v1/price-calendar';
/** GET: cheapest hotel stay per check-in date. */
export const HOTEL_PRICE_CALENDAR_PATH = '/i/api/hotels/v1/price-calendar';

/** Most dates one calendar request covers (two calendar months and a bit: what a two-month picker shows). */
export const MAX_PRICE_CALENDAR_DAYS = 62;
/** Days either side of the chosen departure a flexible-dates search compares (issue #11: +-3 days). */
export const FLEXIBLE_DATES_DAYS = 3;

const DaysSchema = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PRICE_CALENDAR_DAYS)), 42);

/** Query of {@link FLIGHT_PRICE_CALENDAR_PATH}. */
export const FlightPriceCalendarQuerySchema = z
  .object({
    origin: IataCodeSchema,
    destination: IataCodeSchema,
    /** First departure date of the run. */
    from: IsoDateSchema,
    days: DaysSchema,
    /** Round trip: days from departure to return (0: same day). Absent: one way. */
    tripLength: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(365))),
    adults: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_TRAVELERS)), 1),
    cabin: z._default(CabinClassSchema, 'economy'),
    currency: z._default(CurrencyCodeSchema, 'USD'),
  })
  .check(z.refine((q) => q.origin !== q.destination, { path: ['destination'], message: 'Destination must differ from origin' }));
export type FlightPriceCalendarQuery = z.infer<typeof FlightPriceCalendarQuerySchema>;

/** Query of {@link HOTEL_PRICE_CALENDAR_PATH}. */
export const HotelPriceCalendarQuerySchema = z.object({
  destination: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  /** First check-in date of the run. */
  from: IsoDateSchema,
  days: DaysSchema,
  nights: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_HOTEL_NIGHTS)), 1),
  guests: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_TRAVELERS)), 2),
  rooms: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_HOTEL_ROOMS)), 1),
  currency: z._default(CurrencyCodeSchema, 'USD'),
});
export type HotelPriceCalendarQuery = z.infer<typeof HotelPriceCalendarQuerySchema>;

/** One date of a price calendar: the cheapest total in minor units of the reply's currency, null when none. */
export const PriceCalendarDaySchema = z.object({ date: IsoDateSchema, minPriceMinor: z.nullable(z.number().check(z.int(), z.nonnegative())) });
export type PriceCalendarDay = z.infer<typeof PriceCalendarDaySchema>;

/** Reply of both calendars: one entry per date of the run, in order. */
export const PriceCalendarResponseSchema = z.object({ currency: CurrencyCodeSchema, days: z.array(PriceCalendarDaySchema) });
export type PriceCalendarResponse = z.infer<typeof PriceCalendarResponseSchema>;
