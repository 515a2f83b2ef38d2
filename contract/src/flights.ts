/**
 * Flight search: query, offers and the airport autocomplete.
 * Spec: core-and-business §1 (search), issue #2 §5 (flight search API, airport autocomplete).
 *
 * Units: prices in minor units of `currency` (cents for USD, yen for JPY); durations in minutes;
 * instants are ISO 8601 UTC strings; each airport carries its IANA time zone so clients show local times.
 */
import { z } from 'zod';
import { CurrencyCodeSchema } from './locale.ts';
import { IataCodeSchema, IsoDateSchema, CabinClassSchema, MAX_TRAVELERS, MAX_FLIGHT_LEGS, MIN_CHILD_AGE_YEARS, MAX_CHILD_AGE_YEARS, FlightLegParamSchema } from './search-basics.ts';
import { csvParam, FacetsSchema, HourParamSchema, OfferConditionsSchema, OptionalMinorAmountParamSchema, PagingQueryShape, PriceRangeSchema } from './offer-common.ts';

/** The search primitives the front door shares with the flight calls (search-basics.ts, issue #23). */
export { IataCodeSchema, IsoDateSchema, CabinClassSchema, MAX_TRAVELERS, MAX_FLIGHT_DAYS_AHEAD, MAX_FLIGHT_LEGS, MIN_CHILD_AGE_YEARS, MAX_CHILD_AGE_YEARS, PASSENGER_FARE_SHARE, FlightLegParamSchema, flightLegParam, daysAhead, seatsOf } from './search-basics.ts';
export type { CabinClass, FlightLeg } from './search-basics.ts';

/** `departure`: outbound departure instant, earliest first. */
export const FlightSortSchema = z.enum(['price', 'duration', 'departure']);
export type FlightSort = z.infer<typeof FlightSortSchema>;



/**
 * GET /i/api/flights/v1/search query. `returnDate` absent means one-way.
 * Passengers: `adults` (1-9), `children` (ages 2-17, `children=5,9`), `infantsOnLap` and `infantsInSeat`
 * (under 2); at most 9 travelers in all and at most one lap infant per adult.
 * Multi-city: the first leg is `origin`/`destination`/`departDate`, further legs are `legs=LHR-CDG-2026-12-05,…`
 * (up to {@link MAX_FLIGHT_LEGS} legs in all, no `returnDate`, dates in order, each leg to another airport).
 * Past-date and 365-day checks need "today" and live on the server (and the frame's form, same rule
 * {@link daysAhead} / {@link MAX_FLIGHT_DAYS_AHEAD}).
 */
export const FlightSearchQuerySchema = z
  .object({
    origin: IataCodeSchema,
    destination: IataCodeSchema,
    departDate: IsoDateSchema,
    returnDate: z.optional(IsoDateSchema),
    adults: z.coerce.number().int().min(1).max(MAX_TRAVELERS).default(1),
    /** Ages of the children (2-17), one per child, e.g. `children=5,9`. */
    children: csvParam(z.coerce.number().int().min(MIN_CHILD_AGE_YEARS).max(MAX_CHILD_AGE_YEARS)),
    infantsOnLap: z.coerce.number().int().min(0).max(MAX_TRAVELERS).default(0),
    infantsInSeat: z.coerce.number().int().min(0).max(MAX_TRAVELERS).default(0),
    /** Further legs of a multi-city trip (see above). */
    legs: csvParam(FlightLegParamSchema),
    cabin: z._default(CabinClassSchema, 'economy'),
    currency: z._default(CurrencyCodeSchema, 'USD'),
    sort: FlightSortSchema.default('price'),
    /** Filter: number of stops of the outbound (and inbound), e.g. `stops=0,1`; 2 means 2 or more. */
    stops: csvParam(z.coerce.number().int().min(0).max(2)),
    /** Filter: operating carrier IATA codes, e.g. `airlines=BA,AA` (an offer matches when all its carriers are listed). */
    airlines: csvParam(z.string().regex(/^[A-Z0-9]{2}$/, 'Expected a two-character airline code')),
    /** Filter: outbound departure window in the origin airport's local time, hours 0-24 (`departFrom=6&departTo=12`). */
    departFrom: HourParamSchema,
    departTo: HourParamSchema,
    /** Filter: total price bounds, minor units of `currency` (inclusive). */
    priceMin: OptionalMinorAmountParamSchema,
    priceMax: OptionalMinorAmountParamSchema,
    /** Filter: longest total duration (outbound + inbound), minutes. */
    maxDurationMinutes: z.coerce.number().int().positive().optional(),
    ...PagingQueryShape,
  })
  .superRefine((q, ctx) => {
    if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'priceMax must not be below priceMin' });
    }
    if (q.departFrom !== undefined && q.departTo !== undefined && q.departFrom > q.departTo) {
      ctx.addIssue({ code: 'custom', path: ['departTo'], message: 'departTo must not be before departFrom' });
    }
    if (q.origin === q.destination) {
      ctx.addIssue({ code: 'custom', path: ['destination'], message: 'Destination must differ from origin' });
    }
    if (q.returnDate !== undefined && q.returnDate < q.departDate) {
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Return date must not be before the departure date' });
    }
    const travelers = q.adults + (q.children?.length ?? 0) + q.infantsOnLap + q.infantsInSeat;
    if (travelers > MAX_TRAVELERS) ctx.addIssue({ code: 'custom', path: ['adults'], message: `At most ${MAX_TRAVELERS} travelers in one search` });
    if (q.infantsOnLap > q.adults) ctx.addIssue({ code: 'custom', path: ['infantsOnLap'], message: 'At most one infant on a lap per adult' });
    if (q.legs !== undefined) {
      if (q.returnDate !== undefined) ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'A multi-city search has no return date' });
      if (q.legs.length + 1 > MAX_FLIGHT_LEGS) ctx.addIssue({ code: 'custom', path: ['legs'], message: `At most ${MAX_FLIGHT_LEGS} flights` });
      let previous = q.departDate;
      q.legs.forEach((leg, i) => {
        if (leg.origin === leg.destination) ctx.addIssue({ code: 'custom', path: ['legs', i, 'destination'], message: 'Destination must differ from origin' });
        if (leg.departDate < previous) ctx.addIssue({ code: 'custom', path: ['legs', i, 'departDate'], message: 'A flight must not depart before the previous one' });
        previous = leg.departDate;
      });
    }
  });
export type FlightSearchQuery = z.infer<typeof FlightSearchQuerySchema>;
export type FlightSearchQueryInput = z.input<typeof FlightSearchQuerySchema>;

export const AirportSchema = z.object({
  code: z.string().length(3),
  name: z.string(),
  city: z.string(),
  countryCode: z.string().length(2),
  countryName: z.string(),
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Airport = z.infer<typeof AirportSchema>;

export const AirlineSchema = z.object({ code: z.string().min(2).max(3), name: z.string() });
export type Airline = z.infer<typeof AirlineSchema>;

/** One flown leg. `departureAt`/`arrivalAt` are UTC instants; show them in the airport's `timeZone`. */
export const FlightSegmentSchema = z.object({
  carrier: AirlineSchema,
  flightNumber: z.string(),
  origin: AirportSchema,
  destination: AirportSchema,
  departureAt: z.iso.datetime(),
  arrivalAt: z.iso.datetime(),
  durationMinutes: z.number().int().positive(),
});
export type FlightSegment = z.infer<typeof FlightSegmentSchema>;

/** One direction of a trip: segments plus derived totals (duration includes connections). */
export const ItinerarySchema = z.object({
  segments: z.array(FlightSegmentSchema).min(1),
  durationMinutes: z.number().int().positive(),
  stops: z.number().int().min(0),
});
export type Itinerary = z.infer<typeof ItinerarySchema>;

/** Money in minor units of an ISO currency. */
export const MoneySchema = z.object({ amountMinor: z.number().int().nonnegative(), currency: CurrencyCodeSchema });
export type Money = z.infer<typeof MoneySchema>;

/**
 * Bags included in a fare, per passenger with a seat: `checked` bags (23 kg each) and `cabin` bags (one
 * carry-on; a personal item under the seat always comes on top).
 */
export const BaggageAllowanceSchema = z.object({ checked: z.number().int().min(0), cabin: z.number().int().min(0) });
export type BaggageAllowance = z.infer<typeof BaggageAllowanceSchema>;

export const FlightOfferSchema = z.object({
  id: z.string(),
  supplierRef: z.string(),
  price: MoneySchema,
  expiresAt: z.iso.datetime(),
  cabin: CabinClassSchema,
  outbound: ItinerarySchema,
  inbound: ItinerarySchema.optional(),
  /** Multi-city: every leg in order (`outbound` is the first); absent for one-way and round trips. */
  legs: z.array(ItinerarySchema).min(2).max(MAX_FLIGHT_LEGS).optional(),
  /** Bags included per passenger (fare information); always present in server replies. */
  baggage: BaggageAllowanceSchema.optional(),
  seatsLeft: z.number().int().min(1),
  /** Always 'flights' in server replies (optional only for older fixtures). */
  vertical: z.literal('flights').optional(),
  /** Booking conditions; always present in server replies (optional only for older fixtures). */
  conditions: OfferConditionsSchema.optional(),
});
export type FlightOffer = z.infer<typeof FlightOfferSchema>;

/** Reply of GET /i/api/flights/v1/search: offers already sorted by `query.sort`. */
export const FlightSearchResponseSchema = z.object({
  query: z.object({
    origin: z.string(),
    destination: z.string(),
    departDate: z.string(),
    returnDate: z.string().optional(),
    adults: z.number().int(),
    children: z.array(z.number().int()).optional(),
    infantsOnLap: z.number().int().optional(),
    infantsInSeat: z.number().int().optional(),
    legs: z.array(z.object({ origin: z.string(), destination: z.string(), departDate: z.string() })).optional(),
    cabin: CabinClassSchema,
    currency: CurrencyCodeSchema,
    sort: FlightSortSchema,
  }),
  offers: z.array(FlightOfferSchema),
  /**
   * Disjunctive counts (offer-common.ts FacetsSchema): `stops` ('0' | '1' | '2'), `airlines` (IATA code -> offers
   * with that carrier), `departureTime` ('morning' 05-12, 'afternoon' 12-18, 'evening' 18-24, 'night' 00-05 local).
   * Always present in server replies.
   */
  facets: FacetsSchema.optional(),
  priceRange: PriceRangeSchema.optional(),
  /** Offers matching the filters (before paging); `offers` holds `limit` of them from `offset`. */
  total: z.number().int().nonnegative().optional(),
  /** Carrier names for the `airlines` facet keys. */
  airlineNames: z.record(z.string(), z.string()).optional(),
});
export type FlightSearchResponse = z.infer<typeof FlightSearchResponseSchema>;

/** GET /i/api/airports/v1/autocomplete?q=&limit= : matches IATA code, city or airport name. */
export const AirportAutocompleteQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type at least one character').max(64),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type AirportAutocompleteQuery = z.infer<typeof AirportAutocompleteQuerySchema>;

export const AirportAutocompleteResponseSchema = z.object({ airports: z.array(AirportSchema) });
export type AirportAutocompleteResponse = z.infer<typeof AirportAutocompleteResponseSchema>;
