/**
 * Package search: a round-trip flight plus a hotel stay at the destination, with a bundle discount.
 * Units: minor units; `price` = flight + hotel - discount (total for all travelers and rooms).
 * Nights = returnDate - departDate (check-in on the departure date).
 */
import { z } from 'zod';
import { CurrencyCodeSchema } from './locale.ts';
import { CabinClassSchema, FlightOfferSchema, IataCodeSchema, IsoDateSchema, MAX_TRAVELERS, MoneySchema } from './flights.ts';
import { calendarDaysBetween, HotelOfferSchema, MAX_HOTEL_NIGHTS, MAX_HOTEL_ROOMS } from './hotels.ts';
import { csvParam, FacetsSchema, OptionalMinorAmountParamSchema, PagingQueryShape, PriceRangeSchema } from './offer-common.ts';
import { CityLocationSchema, OfferBaseSchema } from './verticals.ts';

export const PackageSortSchema = z.enum(['price', 'rating']);
export type PackageSort = z.infer<typeof PackageSortSchema>;

/**
 * GET /i/api/packages/v1/search query. `origin`: IATA airport; `destination`: GeoNames city id or IATA
 * code (the city it serves). Cross-field: returnDate after departDate, at most 30 nights, rooms <= travelers.
 */
export const PackageSearchQuerySchema = z
  .object({
    origin: IataCodeSchema,
    destination: z.string().trim().regex(/^([A-Za-z]{3}|\d{1,10})$/, 'Expected a city id or an IATA airport code').transform((s) => s.toUpperCase()),
    departDate: IsoDateSchema,
    returnDate: IsoDateSchema,
    travelers: z.coerce.number().int().min(1).max(MAX_TRAVELERS).default(2),
    rooms: z.coerce.number().int().min(1).max(MAX_HOTEL_ROOMS).default(1),
    cabin: z._default(CabinClassSchema, 'economy'),
    currency: z._default(CurrencyCodeSchema, 'USD'),
    sort: PackageSortSchema.default('price'),
    /** Filter: hotel stars. */
    stars: csvParam(z.coerce.number().int().min(1).max(5)),
    /** Filter: flight stops (outbound and inbound). */
    stops: csvParam(z.coerce.number().int().min(0).max(2)),
    priceMin: OptionalMinorAmountParamSchema,
    priceMax: OptionalMinorAmountParamSchema,
    ...PagingQueryShape,
  })
  .superRefine((q, ctx) => {
    const nights = calendarDaysBetween(q.departDate, q.returnDate);
    if (nights <= 0) ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Return date must be after the departure date' });
    else if (nights > MAX_HOTEL_NIGHTS) ctx.addIssue({ code: 'custom', path: ['returnDate'], message: `At most ${MAX_HOTEL_NIGHTS} nights` });
    if (q.rooms > q.travelers) ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'Every room needs at least one traveler' });
    if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'priceMax must not be below priceMin' });
    }
  });
export type PackageSearchQuery = z.infer<typeof PackageSearchQuerySchema>;
export type PackageSearchQueryInput = z.input<typeof PackageSearchQuerySchema>;

export const PackageOfferSchema = OfferBaseSchema.extend({
  vertical: z.literal('packages'),
  flight: FlightOfferSchema,
  hotel: HotelOfferSchema,
  /** Flight + hotel bought separately. */
  priceBeforeDiscount: MoneySchema,
  discount: MoneySchema,
  /** Bundle discount, whole percent (8-15). */
  discountPercent: z.number().int().min(0).max(100),
  nights: z.number().int().positive(),
  travelers: z.number().int().positive(),
});
export type PackageOffer = z.infer<typeof PackageOfferSchema>;

/** Reply of GET /i/api/packages/v1/search. Facets: `stars`, `stops` (max of outbound/inbound stops). */
export const PackageSearchResponseSchema = z.object({
  query: z.object({
    origin: z.string(),
    destination: z.string(),
    departDate: z.string(),
    returnDate: z.string(),
    travelers: z.number().int(),
    rooms: z.number().int(),
    cabin: CabinClassSchema,
    currency: CurrencyCodeSchema,
    sort: PackageSortSchema,
  }),
  city: CityLocationSchema,
  total: z.number().int().nonnegative(),
  offers: z.array(PackageOfferSchema),
  facets: FacetsSchema,
  priceRange: PriceRangeSchema,
});
export type PackageSearchResponse = z.infer<typeof PackageSearchResponseSchema>;

export const PACKAGE_SEARCH_PATH = '/i/api/packages/v1/search';
