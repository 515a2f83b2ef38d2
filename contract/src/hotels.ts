/**
 * Hotel search, hotel details (rooms and rates) and hotel offers.
 * Spec: core-and-business §1 (search), account-business-header-and-trips §2 (page types: results, details).
 *
 * Units: prices in minor units of `currency`; `price` of an offer is the total stay (all nights, all
 * rooms); `pricePerNight` is the average per night for all rooms; distances km; ratings 0-10.
 * Dates are calendar dates local to the hotel (`YYYY-MM-DD`).
 */
import { z } from 'zod';
import { CurrencyCodeSchema } from './locale.ts';
import { IsoDateSchema, MAX_TRAVELERS, MoneySchema } from './flights.ts';
import { MAX_HOTEL_ROOMS, MAX_GUESTS_PER_ROOM, MAX_HOTEL_NIGHTS } from './search-basics.ts';
import { csvParam, FacetsSchema, OptionalMinorAmountParamSchema, PagingQueryShape, PriceRangeSchema } from './offer-common.ts';
import { CityLocationSchema, OfferBaseSchema } from './verticals.ts';

export { MAX_HOTEL_ROOMS, MAX_GUESTS_PER_ROOM, MAX_HOTEL_NIGHTS } from './search-basics.ts';

export const HotelSortSchema = z.enum(['price', 'rating', 'distance', 'stars']);
export type HotelSort = z.infer<typeof HotelSortSchema>;

/** Amenities a generated hotel can have (a fixed list; labels are the frame's i18n job). */
export const HOTEL_AMENITIES = [
  'wifi', 'breakfast', 'parking', 'pool', 'gym', 'spa', 'restaurant', 'bar', 'air_conditioning',
  'airport_shuttle', 'pet_friendly', 'family_rooms', 'ev_charging', 'accessible', 'kitchen',
] as const;
export const HotelAmenitySchema = z.enum(HOTEL_AMENITIES);
export type HotelAmenity = z.infer<typeof HotelAmenitySchema>;

export const HotelRateTypeSchema = z.enum(['refundable', 'non_refundable']);
export type HotelRateType = z.infer<typeof HotelRateTypeSchema>;

export const HotelRoomTypeSchema = z.enum(['standard', 'double', 'family', 'suite']);
export type HotelRoomType = z.infer<typeof HotelRoomTypeSchema>;

/** Days between two `YYYY-MM-DD` dates (pure; no time zone). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * GET /i/api/hotels/v1/search query.
 * `destination`: a GeoNames city id (`2643743`), an IATA airport code in upper case (`LHR`: the city the
 * airport serves), or a city name (`London`, `London, GB`: the most populous match).
 * Cross-field checks: checkOut after checkIn, at most 30 nights, rooms <= guests <= 4 per room, priceMin <= priceMax.
 * Past dates and unknown destinations are checked by the server (they need "today" and data).
 */
export const HotelSearchQuerySchema = z
  .object({
    destination: z.string().trim().min(1, 'Choose a destination').max(100),
    checkIn: IsoDateSchema,
    checkOut: IsoDateSchema,
    guests: z.coerce.number().int().min(1).max(MAX_TRAVELERS).default(2),
    rooms: z.coerce.number().int().min(1).max(MAX_HOTEL_ROOMS).default(1),
    currency: z._default(CurrencyCodeSchema, 'USD'),
    sort: HotelSortSchema.default('price'),
    /** Filter: star ratings, e.g. `stars=4,5`. */
    stars: csvParam(z.coerce.number().int().min(1).max(5)),
    /** Filter: every listed amenity must be present. */
    amenities: csvParam(HotelAmenitySchema),
    /** Filter: neighbourhood names as in the `neighbourhoods` facet. */
    neighbourhoods: csvParam(z.string().max(60)),
    /** Filter: lowest guest rating, 0-10. */
    minRating: z.coerce.number().min(0).max(10).optional(),
    /** Filter: total stay price bounds, minor units (inclusive). */
    priceMin: OptionalMinorAmountParamSchema,
    priceMax: OptionalMinorAmountParamSchema,
    /** Filter: only hotels with a free-cancellation rate. */
    freeCancellation: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
    ...PagingQueryShape,
  })
  .superRefine((q, ctx) => {
    const nights = calendarDaysBetween(q.checkIn, q.checkOut);
    if (nights <= 0) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Check-out must be after check-in' });
    else if (nights > MAX_HOTEL_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `At most ${MAX_HOTEL_NIGHTS} nights` });
    if (q.rooms > q.guests) ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'Every room needs at least one guest' });
    else if (q.guests > q.rooms * MAX_GUESTS_PER_ROOM) ctx.addIssue({ code: 'custom', path: ['rooms'], message: `At most ${MAX_GUESTS_PER_ROOM} guests per room` });
    if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'priceMax must not be below priceMin' });
    }
  });
export type HotelSearchQuery = z.infer<typeof HotelSearchQuerySchema>;
export type HotelSearchQueryInput = z.input<typeof HotelSearchQuerySchema>;

/**
 * A neighbourhood of a city's hotels, for the hotel maps (issue #22 item 5: "give the map something a person can
 * orient by"): its name (as in the `neighbourhoods` facet), where to put its label (decimal degrees: the centroid of
 * its hotels, so the label sits among the hotels it names) and how many of the city's hotels lie there.
 */
export const HotelDistrictSchema = z.object({
  name: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  hotelCount: z.number().int().nonnegative(),
});
export type HotelDistrict = z.infer<typeof HotelDistrictSchema>;

/** A hotel as listed in results. `hotelId` is stable (`h{cityId}-{n}`). */
export const HotelSummarySchema = z.object({
  hotelId: z.string(),
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  /** Guest rating 6.0-9.8 (one decimal). */
  rating: z.number().min(0).max(10),
  reviewCount: z.number().int().nonnegative(),
  neighbourhood: z.string(),
  /** Straight-line distance from the city centre, km (one decimal). */
  distanceFromCentreKm: z.number().nonnegative(),
  latitude: z.number(),
  longitude: z.number(),
  amenities: z.array(HotelAmenitySchema),
  cityId: z.number().int().positive(),
  cityName: z.string(),
  countryCode: z.string().length(2),
  /**
   * The hotel chain (brand) the hotel belongs to, e.g. "Northstar Hotels"; null for an independent hotel; absent when
   * the supplier does not say (and on offers stored before chains were known). Travel policy's preferred chains judge
   * it (issue #25); the cards and details show it.
   */
  chain: z.string().min(1).max(60).nullable().optional(),
});
export type HotelSummary = z.infer<typeof HotelSummarySchema>;

/**
 * A bookable hotel rate: one room type and rate type for the searched dates, rooms and guests.
 * In search results each hotel appears once, with its cheapest rate.
 */
export const HotelOfferSchema = OfferBaseSchema.extend({
  vertical: z.literal('hotels'),
  hotel: HotelSummarySchema,
  roomType: HotelRoomTypeSchema,
  roomName: z.string(),
  rateType: HotelRateTypeSchema,
  breakfastIncluded: z.boolean(),
  checkIn: IsoDateSchema,
  checkOut: IsoDateSchema,
  nights: z.number().int().positive(),
  rooms: z.number().int().positive(),
  guests: z.number().int().positive(),
  /** Average room rate per night for all rooms, before taxes and fees, minor units. */
  pricePerNight: MoneySchema,
  /**
   * Taxes and fees of the stay (occupancy, city and tourism taxes), minor units: `price` = nights x
   * `pricePerNight` + `taxesAndFees` (issue #11). Absent only on offers quoted before taxes were shown
   * separately (bookings stored then), whose `price` is nights x `pricePerNight`.
   */
  taxesAndFees: MoneySchema.optional(),
  /** Rooms of this type still available (1-8 before bookings). */
  roomsLeft: z.number().int().nonnegative(),
});
export type HotelOffer = z.infer<typeof HotelOfferSchema>;

/**
 * Reply of GET /i/api/hotels/v1/search. `offers` are filtered, sorted and paged; `facets` count
 * disjunctively (offer-common.ts FacetsSchema; amenities, which must all hold, over their own filter too): `stars` ('1'..'5'), `amenities` (amenity -> hotels), `neighbourhoods`
 * (name -> hotels), `freeCancellation` ('true' -> hotels with a refundable rate).
 */
export const HotelSearchResponseSchema = z.object({
  query: z.object({
    destination: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    guests: z.number().int(),
    rooms: z.number().int(),
    currency: CurrencyCodeSchema,
    sort: HotelSortSchema,
  }),
  city: CityLocationSchema,
  /** The city's hotel neighbourhoods, most hotels first (issue #22); absent when the supplier has none. */
  districts: z.array(HotelDistrictSchema).optional(),
  total: z.number().int().nonnegative(),
  offers: z.array(HotelOfferSchema),
  facets: FacetsSchema,
  priceRange: PriceRangeSchema,
});
export type HotelSearchResponse = z.infer<typeof HotelSearchResponseSchema>;

/** GET /i/api/hotels/v1/:hotelId query: the stay to price (same checks as the search). */
export const HotelDetailsQuerySchema = z
  .object({
    checkIn: IsoDateSchema,
    checkOut: IsoDateSchema,
    guests: z.coerce.number().int().min(1).max(MAX_TRAVELERS).default(2),
    rooms: z.coerce.number().int().min(1).max(MAX_HOTEL_ROOMS).default(1),
    currency: z._default(CurrencyCodeSchema, 'USD'),
  })
  .superRefine((q, ctx) => {
    const nights = calendarDaysBetween(q.checkIn, q.checkOut);
    if (nights <= 0) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Check-out must be after check-in' });
    else if (nights > MAX_HOTEL_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `At most ${MAX_HOTEL_NIGHTS} nights` });
    if (q.rooms > q.guests) ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'Every room needs at least one guest' });
  });
export type HotelDetailsQuery = z.infer<typeof HotelDetailsQuerySchema>;
export type HotelDetailsQueryInput = z.input<typeof HotelDetailsQuerySchema>;

/** One room type with its rates (each rate is a bookable offer). */
export const HotelRoomSchema = z.object({
  roomType: HotelRoomTypeSchema,
  name: z.string(),
  description: z.string(),
  /** Guests one room sleeps. */
  maxGuests: z.number().int().positive(),
  bedType: z.string(),
  sizeSqm: z.number().int().positive(),
  rates: z.array(HotelOfferSchema),
});
export type HotelRoom = z.infer<typeof HotelRoomSchema>;

/**
 * Photo placeholder: no photos ship with the offline inventory. `url` is null; the frame draws a
 * placeholder with `caption` and a colour derived from `seed`.
 */
export const HotelPhotoSchema = z.object({ url: z.string().nullable(), caption: z.string(), seed: z.number().int().nonnegative() });
export type HotelPhoto = z.infer<typeof HotelPhotoSchema>;

/** Reply of GET /i/api/hotels/v1/:hotelId. Rooms whose capacity cannot hold the guests are omitted. */
export const HotelDetailsResponseSchema = z.object({
  hotel: HotelSummarySchema.extend({
    description: z.string(),
    address: z.string(),
    /** Local check-in / check-out times, `HH:mm`. */
    checkInTime: z.string(),
    checkOutTime: z.string(),
    photos: z.array(HotelPhotoSchema),
  }),
  city: CityLocationSchema,
  /** The city's hotel neighbourhoods, most hotels first (issue #22); absent when the supplier has none. */
  districts: z.array(HotelDistrictSchema).optional(),
  query: z.object({ checkIn: z.string(), checkOut: z.string(), guests: z.number().int(), rooms: z.number().int(), currency: CurrencyCodeSchema }),
  rooms: z.array(HotelRoomSchema),
});
export type HotelDetailsResponse = z.infer<typeof HotelDetailsResponseSchema>;

export const HOTEL_SEARCH_PATH = '/i/api/hotels/v1/search';
/** Path pattern of hotel details; use {@link hotelDetailsPath}. */
export const HOTEL_DETAILS_PATH = '/i/api/hotels/v1/:hotelId';
export function hotelDetailsPath(hotelId: string): string {
  return `/i/api/hotels/v1/${encodeURIComponent(hotelId)}`;
}
