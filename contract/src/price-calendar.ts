/**
 * Price calendars (issue #11 "The date range picker shows the cheapest price per day for flights and hotels where the
 * inventory can tell it (a price calendar), and flexible dates (+-3 days) for flights"): for a run of consecutive
 * first dates, the cheapest offer the search would list for that date, with the rest of the query unchanged.
 *
 * - Flights: departure dates `from` .. `from + days - 1`; a round trip keeps its length (`tripLength` days from the
 *   departure to the return), a one-way has none. The price is the total for the whole party, as on the results page.
 * - Hotels: check-in dates; each stay lasts `nights`. The price is the stay's total, as on the results page.
 * A date the search would refuse (in the past, more than 365 days ahead) or with nothing on sale has no price (null).
 */
import { z } from 'zod';
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

const DaysSchema = z.coerce.number().int().min(1).max(MAX_PRICE_CALENDAR_DAYS).default(42);

/** Query of {@link FLIGHT_PRICE_CALENDAR_PATH}. */
export const FlightPriceCalendarQuerySchema = z
  .object({
    origin: IataCodeSchema,
    destination: IataCodeSchema,
    /** First departure date of the run. */
    from: IsoDateSchema,
    days: DaysSchema,
    /** Round trip: days from departure to return (0: same day). Absent: one way. */
    tripLength: z.coerce.number().int().min(0).max(365).optional(),
    adults: z.coerce.number().int().min(1).max(MAX_TRAVELERS).default(1),
    cabin: CabinClassSchema.default('economy'),
    currency: CurrencyCodeSchema.default('USD'),
  })
  .refine((q) => q.origin !== q.destination, { path: ['destination'], message: 'Destination must differ from origin' });
export type FlightPriceCalendarQuery = z.infer<typeof FlightPriceCalendarQuerySchema>;

/** Query of {@link HOTEL_PRICE_CALENDAR_PATH}. */
export const HotelPriceCalendarQuerySchema = z.object({
  destination: z.string().trim().min(1).max(100),
  /** First check-in date of the run. */
  from: IsoDateSchema,
  days: DaysSchema,
  nights: z.coerce.number().int().min(1).max(MAX_HOTEL_NIGHTS).default(1),
  guests: z.coerce.number().int().min(1).max(MAX_TRAVELERS).default(2),
  rooms: z.coerce.number().int().min(1).max(MAX_HOTEL_ROOMS).default(1),
  currency: CurrencyCodeSchema.default('USD'),
});
export type HotelPriceCalendarQuery = z.infer<typeof HotelPriceCalendarQuerySchema>;

/** One date of a price calendar: the cheapest total in minor units of the reply's currency, null when none. */
export const PriceCalendarDaySchema = z.object({ date: IsoDateSchema, minPriceMinor: z.number().int().nonnegative().nullable() });
export type PriceCalendarDay = z.infer<typeof PriceCalendarDaySchema>;

/** Reply of both calendars: one entry per date of the run, in order. */
export const PriceCalendarResponseSchema = z.object({ currency: CurrencyCodeSchema, days: z.array(PriceCalendarDaySchema) });
export type PriceCalendarResponse = z.infer<typeof PriceCalendarResponseSchema>;
