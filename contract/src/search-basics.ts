/**
 * The search primitives every vertical and the front door share: verticals, IATA codes, dates, cabins, traveler,
 * room and driver-age limits, flight legs in their query form. Spec: core-and-business §1 (search); issue #3, #11.
 *
 * Apart from flights.ts, hotels.ts, cars.ts and verticals.ts (which re-export them) for issue #23 "First page
 * budget": the front door's bridge messages, price calendar and results URLs use these, and a module the first
 * page imports from brings onto the first page every schema of that module any later page uses (the offer and
 * search reply schemas of every vertical). Import them from here inside the contract.
 *
 * Written with `zod/mini` like every schema the front door parses (see contract/README.md "First page schemas"):
 * wrap them functionally elsewhere (`z.optional(IsoDateSchema)`, not `IsoDateSchema.optional()`).
 */
import { z } from 'zod/mini';

/** The search verticals. */
export const VERTICALS = ['flights', 'hotels', 'cars', 'trains', 'packages'] as const;
export const VerticalSchema = z.enum(VERTICALS);
export type Vertical = z.infer<typeof VerticalSchema>;

/** IATA location code, three letters; accepted in any case, normalised to upper case. */
export const IataCodeSchema = z.pipe(
  z.string().check(z.trim(), z.regex(/^[A-Za-z]{3}$/, 'Expected a three-letter IATA code such as JFK')),
  z.transform((s: string) => s.toUpperCase()),
);

/** Calendar date `YYYY-MM-DD` (no time zone: a travel date is local to its airport). */
export const IsoDateSchema = z.iso.date('Expected a date as YYYY-MM-DD');

export const CabinClassSchema = z.enum(['economy', 'premium', 'business', 'first']);
export type CabinClass = z.infer<typeof CabinClassSchema>;

/** Most travelers in one search (issue #3 names the limit of 9): adults, children and infants together. */
export const MAX_TRAVELERS = 9;
/** Furthest travel date a flight search accepts, days after today (UTC on the server); airlines sell about a year ahead. */
export const MAX_FLIGHT_DAYS_AHEAD = 365;
/** Most legs of a multi-city search (issue #11, KAYAK allows up to 5; 6 on some sites). */
export const MAX_FLIGHT_LEGS = 5;
/** Youngest and oldest age of a child passenger, years at travel (under 2 is an infant; 18 and over an adult). */
export const MIN_CHILD_AGE_YEARS = 2;
export const MAX_CHILD_AGE_YEARS = 17;
/**
 * Share of the adult fare each passenger type pays (issue #11; IATA-style: a child and an infant with its own
 * seat pay the child fare, an infant on an adult's lap pays 10 % and has no seat).
 */
export const PASSENGER_FARE_SHARE = { adult: 1, child: 0.75, infantInSeat: 0.75, infantOnLap: 0.1 } as const;

/** One further leg of a multi-city search in its query form: `LHR-CDG-2026-12-05` (origin, destination, date). */
export const FlightLegParamSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.regex(/^[A-Za-z]{3}-[A-Za-z]{3}-\d{4}-\d{2}-\d{2}$/, 'Expected a leg as ORIGIN-DESTINATION-YYYY-MM-DD, e.g. LHR-CDG-2026-12-05')),
    z.transform((s: string) => ({ origin: s.slice(0, 3).toUpperCase(), destination: s.slice(4, 7).toUpperCase(), departDate: s.slice(8) })),
  ),
  z.object({ origin: z.string(), destination: z.string(), departDate: IsoDateSchema }),
);
/** One leg of a flight search: from, to and its departure date. */
export interface FlightLeg {
  origin: string;
  destination: string;
  departDate: string;
}

/** `leg` in its query form (`LHR-CDG-2026-12-05`), the inverse of {@link FlightLegParamSchema}. */
export function flightLegParam(leg: FlightLeg): string {
  return `${leg.origin}-${leg.destination}-${leg.departDate}`;
}

/**
 * Whole days from `today` to `date` (both `YYYY-MM-DD`, no time zone), the measure of the 365-day rule
 * ({@link MAX_FLIGHT_DAYS_AHEAD}); the server passes today's UTC date, the frame the traveller's local one.
 */
export function daysAhead(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Seats a party takes: everyone but the infants on a lap. */
export function seatsOf(p: { adults: number; children?: readonly number[] | undefined; infantsInSeat?: number | undefined }): number {
  return p.adults + (p.children?.length ?? 0) + (p.infantsInSeat ?? 0);
}

/** Most rooms in one hotel search. */
export const MAX_HOTEL_ROOMS = 5;
/**
 * Most guests in one room (issue #11: "9 guests in 1 room is refused at the form with the reason"): the
 * largest room type the inventory sells (family room) sleeps 4, as on KAYAK-class sites.
 */
export const MAX_GUESTS_PER_ROOM = 4;
/** Longest stay in one search, nights. */
export const MAX_HOTEL_NIGHTS = 30;

/** Driver age limits (inclusive) and the age under which a young-driver fee applies. */
export const MIN_DRIVER_AGE_YEARS = 18;
export const MAX_DRIVER_AGE_YEARS = 99;
export const YOUNG_DRIVER_AGE_YEARS = 25;
