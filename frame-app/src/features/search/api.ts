/**
 * Calls of the search feature the front door makes (autocomplete, friendly URLs), through the one HTTP client (X-CSRF,
 * zod-parsed replies, error policy). The results pages' searches are in results-api.ts, loaded with those pages.
 */
import {
  AirportAutocompleteResponseSchema,
  FRIENDLY_SEARCH_URL_PATH,
  FriendlySearchUrlResponseSchema,
  LOCATION_AUTOCOMPLETE_PATH,
  LocationAutocompleteResponseSchema,
  type Airport,
  type Location,
  type LocationKind,
  type Vertical,
} from '@travel/contract';
import { apiClient } from '../../api/index.ts';
import { AIRPORT_AUTOCOMPLETE_LIMIT, AIRPORT_AUTOCOMPLETE_PATH, LOCATION_AUTOCOMPLETE_LIMIT } from './constants.ts';

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
