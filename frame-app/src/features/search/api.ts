/** Calls of the search feature, through the one HTTP client (X-CSRF, zod-parsed replies, error policy). */
import {
  AirportAutocompleteResponseSchema,
  CAR_SEARCH_PATH,
  PolicyCarSearchResponseSchema,
  FRIENDLY_SEARCH_URL_PATH,
  PolicyFlightSearchResponseSchema,
  FriendlySearchUrlResponseSchema,
  HOTEL_SEARCH_PATH,
  PolicyHotelSearchResponseSchema,
  LOCATION_AUTOCOMPLETE_PATH,
  LocationAutocompleteResponseSchema,
  PACKAGE_SEARCH_PATH,
  PolicyPackageSearchResponseSchema,
  TRAIN_SEARCH_PATH,
  PolicyTrainSearchResponseSchema,
  resultsUrlToApiQuery,
  type Airport,
  type CarResultsUrl,
  type PolicyCarSearchResponse,
  type FlightResultsUrl,
  type PolicyFlightSearchResponse,
  type HotelResultsUrl,
  type PolicyHotelSearchResponse,
  type Location,
  type LocationKind,
  type PackageResultsUrl,
  type PolicyPackageSearchResponse,
  type TrainResultsUrl,
  type PolicyTrainSearchResponse,
  type Vertical,
} from '@travel/contract';
import { apiClient } from '../../api/index.ts';
import { AIRPORT_AUTOCOMPLETE_LIMIT, AIRPORT_AUTOCOMPLETE_PATH, FLIGHT_SEARCH_PATH, LOCATION_AUTOCOMPLETE_LIMIT } from './constants.ts';

/**
 * GET /i/api/airports/v1/autocomplete?q=&limit= - airports matching a code, city or name.
 * @throws the api client's errors (ApiRequestError, HttpStatusError, AbortError)
 */
export async function fetchAirports(q: string, signal?: AbortSignal): Promise<Airport[]> {
  const reply = await apiClient.get(AIRPORT_AUTOCOMPLETE_PATH, AirportAutocompleteResponseSchema, {
    query: { q, limit: AIRPORT_AUTOCOMPLETE_LIMIT },
    ...(signal ? { signal } : {}),
  });
  return reply.airports;
}

/**
 * GET /i/api/locations/v1/autocomplete?q=&kinds=&limit= - cities (GeoNames) and/or airports, best first.
 * @throws the api client's errors
 */
export async function fetchLocations(q: string, kinds: readonly LocationKind[], signal?: AbortSignal, limit = LOCATION_AUTOCOMPLETE_LIMIT): Promise<Location[]> {
  const reply = await apiClient.get(LOCATION_AUTOCOMPLETE_PATH, LocationAutocompleteResponseSchema, {
    query: { q, kinds: kinds.join(','), limit },
    ...(signal ? { signal } : {}),
  });
  return reply.locations;
}

/** `limit`/`offset` of a results page (paging.ts); absent: the server's default page. */
export interface SearchPage {
  limit: number;
  offset: number;
}

function options(signal: AbortSignal | undefined, query: Record<string, string>, page: SearchPage | undefined) {
  const paged = page ? { ...query, limit: String(page.limit), offset: String(page.offset) } : query;
  return { query: paged, ...(signal ? { signal } : {}) };
}

/**
 * GET /i/api/flights/v1/search with the query of a flight results URL (`resultsUrlToApiQuery`) plus `currency`:
 * the server filters, sorts, counts facets (disjunctive) and returns `page` (limit/offset) of the list.
 * @throws the api client's errors (ApiRequestError carries the server's VALIDATION_ERROR descriptions)
 */
export function searchFlights(results: FlightResultsUrl, currency: string, signal?: AbortSignal, page?: SearchPage): Promise<PolicyFlightSearchResponse> {
  return apiClient.get(FLIGHT_SEARCH_PATH, PolicyFlightSearchResponseSchema, options(signal, { ...resultsUrlToApiQuery(results), currency }, page));
}

/** GET /i/api/hotels/v1/search for a hotel results URL (see {@link searchFlights}). */
export function searchHotels(results: HotelResultsUrl, currency: string, signal?: AbortSignal, page?: SearchPage): Promise<PolicyHotelSearchResponse> {
  return apiClient.get(HOTEL_SEARCH_PATH, PolicyHotelSearchResponseSchema, options(signal, { ...resultsUrlToApiQuery(results), currency }, page));
}

/** GET /i/api/cars/v1/search for a car results URL (see {@link searchFlights}). */
export function searchCars(results: CarResultsUrl, currency: string, signal?: AbortSignal, page?: SearchPage): Promise<PolicyCarSearchResponse> {
  return apiClient.get(CAR_SEARCH_PATH, PolicyCarSearchResponseSchema, options(signal, { ...resultsUrlToApiQuery(results), currency }, page));
}

/** GET /i/api/trains/v1/search for a train results URL (see {@link searchFlights}). */
export function searchTrains(results: TrainResultsUrl, currency: string, signal?: AbortSignal, page?: SearchPage): Promise<PolicyTrainSearchResponse> {
  return apiClient.get(TRAIN_SEARCH_PATH, PolicyTrainSearchResponseSchema, options(signal, { ...resultsUrlToApiQuery(results), currency }, page));
}

/** GET /i/api/packages/v1/search for a package results URL (see {@link searchFlights}). */
export function searchPackages(results: PackageResultsUrl, currency: string, signal?: AbortSignal, page?: SearchPage): Promise<PolicyPackageSearchResponse> {
  return apiClient.get(PACKAGE_SEARCH_PATH, PolicyPackageSearchResponseSchema, options(signal, { ...resultsUrlToApiQuery(results), currency }, page));
}

/**
 * POST (form-encoded, X-CSRF) /s/horizon/common/layout/FriendlySearchUrlAction (chrome-and-consent §7):
 * the results URL of `conversionVertical` equivalent to `searchUrlToConvert`, or null when there is none.
 * @throws the api client's errors
 */
export async function resolveFriendlySearchUrl(originalVertical: Vertical, conversionVertical: Vertical, searchUrlToConvert: string): Promise<string | null> {
  const form = new URLSearchParams({ originalVertical, conversionVertical, searchUrlToConvert });
  const reply = await apiClient.post(FRIENDLY_SEARCH_URL_PATH, form, FriendlySearchUrlResponseSchema);
  return reply.convertedUrl;
}
