/**
 * The results pages' searches (issue #11; issue #25: replies parsed with the contract's policy-aware schemas, so a
 * business traveler's offers keep their `policy` verdicts). Apart from api.ts so that the front door's first page
 * carries neither these calls nor the result and policy schemas: only the lazily loaded results pages import this.
 */
import {
  CAR_SEARCH_PATH,
  HOTEL_SEARCH_PATH,
  PACKAGE_SEARCH_PATH,
  PolicyCarSearchResponseSchema,
  PolicyFlightSearchResponseSchema,
  PolicyHotelSearchResponseSchema,
  PolicyPackageSearchResponseSchema,
  PolicyTrainSearchResponseSchema,
  TRAIN_SEARCH_PATH,
  resultsUrlToApiQuery,
  type CarResultsUrl,
  type FlightResultsUrl,
  type HotelResultsUrl,
  type PackageResultsUrl,
  type PolicyCarSearchResponse,
  type PolicyFlightSearchResponse,
  type PolicyHotelSearchResponse,
  type PolicyPackageSearchResponse,
  type PolicyTrainSearchResponse,
  type TrainResultsUrl,
} from '@travel/contract';
import { apiClient } from '../../api/index.ts';
import { FLIGHT_SEARCH_PATH } from './constants.ts';

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
