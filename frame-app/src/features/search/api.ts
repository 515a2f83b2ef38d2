/** Calls of the search feature, through the one HTTP client. */
import {
  AirportAutocompleteResponseSchema,
  FlightSearchResponseSchema,
  type Airport,
  type FlightSearchResponse,
} from '@travel/contract';
import { apiClient } from '../../api/index.ts';
import { AIRPORT_AUTOCOMPLETE_LIMIT, AIRPORT_AUTOCOMPLETE_PATH, FLIGHT_SEARCH_PATH } from './constants.ts';
import type { FlightSearchParams } from './search-url.ts';

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
 * GET /i/api/flights/v1/search?origin&destination&departDate&returnDate&adults&currency&sort[&cabin] -
 * offers already sorted by `sort`; prices in minor units of `currency`.
 * @throws the api client's errors (ApiRequestError carries the server's VALIDATION_ERROR descriptions)
 */
export function searchFlights(params: FlightSearchParams, currency: string, signal?: AbortSignal): Promise<FlightSearchResponse> {
  return apiClient.get(FLIGHT_SEARCH_PATH, FlightSearchResponseSchema, {
    query: {
      origin: params.origin,
      destination: params.destination,
      departDate: params.departDate,
      returnDate: params.returnDate,
      adults: params.adults,
      currency,
      sort: params.sort,
      cabin: params.cabin,
    },
    ...(signal ? { signal } : {}),
  });
}
