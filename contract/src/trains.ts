/**
 * Train search and offers between cities 50-1200 km apart in the same country or on a rail-connected
 * region (Europe, East Asia, the North American corridor).
 * Units: prices minor units (total for all passengers); durations minutes; distances km; instants UTC,
 * show them in the station's `timeZone`.
 */
import { z } from 'zod';
import { CurrencyCodeSchema } from './locale.ts';
import { IsoDateSchema, MAX_TRAVELERS, MoneySchema } from './flights.ts';
import { csvParam, FacetsSchema, OfferConditionsSchema, HourParamSchema, OptionalMinorAmountParamSchema, PagingQueryShape, PriceRangeSchema } from './offer-common.ts';
import { CityIdSchema, OfferBaseSchema } from './verticals.ts';

export const TrainSortSchema = z.enum(['price', 'duration', 'departure']);
export type TrainSort = z.infer<typeof TrainSortSchema>;

export const TrainClassSchema = z.enum(['standard', 'first']);
export type TrainClass = z.infer<typeof TrainClassSchema>;

/** GET /i/api/trains/v1/search query; origin and destination are GeoNames city ids. */
export const TrainSearchQuerySchema = z
  .object({
    origin: CityIdSchema,
    destination: CityIdSchema,
    date: IsoDateSchema,
    passengers: z.coerce.number().int().min(1).max(MAX_TRAVELERS).default(1),
    currency: z._default(CurrencyCodeSchema, 'USD'),
    sort: TrainSortSchema.default('price'),
    /** Filter: number of changes (0, 1, 2). */
    changes: csvParam(z.coerce.number().int().min(0).max(2)),
    /** Filter: travel class; keeps the trains that sell any of the listed classes (issue #11). */
    trainClass: csvParam(TrainClassSchema),
    /** Filter: operator codes as in the `operators` facet. */
    operators: csvParam(z.string().max(40)),
    /** Filter: departure window, local hours 0-24. */
    departFrom: HourParamSchema,
    departTo: HourParamSchema,
    priceMin: OptionalMinorAmountParamSchema,
    priceMax: OptionalMinorAmountParamSchema,
    ...PagingQueryShape,
  })
  .superRefine((q, ctx) => {
    if (q.origin === q.destination) ctx.addIssue({ code: 'custom', path: ['destination'], message: 'Destination must differ from origin' });
    if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'priceMax must not be below priceMin' });
    }
    if (q.departFrom !== undefined && q.departTo !== undefined && q.departFrom > q.departTo) {
      ctx.addIssue({ code: 'custom', path: ['departTo'], message: 'departTo must not be before departFrom' });
    }
  });
export type TrainSearchQuery = z.infer<typeof TrainSearchQuerySchema>;
export type TrainSearchQueryInput = z.input<typeof TrainSearchQuerySchema>;

export const TrainStationSchema = z.object({
  cityId: z.number().int().positive(),
  cityName: z.string(),
  /** Generated station name, e.g. "Lyon Central". */
  name: z.string(),
  countryCode: z.string().length(2),
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TrainStation = z.infer<typeof TrainStationSchema>;

/**
 * One class of a train as a bookable fare (issue #11 "one card per train with its classes"): `id` is that
 * class's own offer id (refresh and book it like any offer id), `price` the total for all passengers in minor
 * units, `seatsLeft` the seats still sold in that class, `conditions` its fare rules.
 */
export const TrainClassFareSchema = z.object({
  trainClass: TrainClassSchema,
  id: z.string().min(1),
  price: MoneySchema,
  seatsLeft: z.number().int().nonnegative(),
  conditions: OfferConditionsSchema,
});
export type TrainClassFare = z.infer<typeof TrainClassFareSchema>;

/**
 * A train offer. In a search reply each offer is one train (trainNumber + departureAt) carrying the fields of
 * its cheapest class (`id`, `price`, `trainClass`, `seatsLeft`, `conditions`) plus `classes`, every class still
 * on sale in class order (standard first). A refreshed or booked offer is one class and has no `classes`.
 */
export const TrainOfferSchema = OfferBaseSchema.extend({
  vertical: z.literal('trains'),
  /** Invented operator. */
  operator: z.object({ code: z.string(), name: z.string() }),
  trainNumber: z.string(),
  trainClass: TrainClassSchema,
  origin: TrainStationSchema,
  destination: TrainStationSchema,
  departureAt: z.iso.datetime(),
  arrivalAt: z.iso.datetime(),
  durationMinutes: z.number().int().positive(),
  changes: z.number().int().min(0).max(2),
  /** Great-circle distance between the cities, km (rounded). */
  distanceKm: z.number().int().nonnegative(),
  passengers: z.number().int().positive(),
  seatsLeft: z.number().int().nonnegative(),
  /** The train's classes on sale, standard first (search replies; absent on a refreshed or booked offer). */
  classes: z.array(TrainClassFareSchema).min(1).optional(),
});
export type TrainOffer = z.infer<typeof TrainOfferSchema>;

/**
 * Reply of GET /i/api/trains/v1/search: one offer per train (see {@link TrainOfferSchema}); `total`, paging,
 * sorting and the price filter count and compare trains by their cheapest class. Facets (disjunctive counts of
 * trains): `changes` ('0'|'1'|'2'), `trainClass` (trains selling that class), `operators`, `departureTime`
 * (morning/afternoon/evening/night). `priceRange` spans the trains' cheapest classes. An empty `offers` with
 * `routeAvailable: false` means no rail link is modelled between the two cities.
 */
export const TrainSearchResponseSchema = z.object({
  query: z.object({ origin: z.number().int(), destination: z.number().int(), date: z.string(), passengers: z.number().int(), currency: CurrencyCodeSchema, sort: TrainSortSchema }),
  routeAvailable: z.boolean(),
  total: z.number().int().nonnegative(),
  offers: z.array(TrainOfferSchema),
  facets: FacetsSchema,
  priceRange: PriceRangeSchema,
  operatorNames: z.record(z.string(), z.string()),
});
export type TrainSearchResponse = z.infer<typeof TrainSearchResponseSchema>;

export const TRAIN_SEARCH_PATH = '/i/api/trains/v1/search';
