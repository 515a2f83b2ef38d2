/** Constants of the flight search feature. Where the spec shows no value, the choice is documented here. */

/** Default departure: today + 14 days (brief for the front door; KAYAK-class default of "two weeks out"). */
export const DEFAULT_DEPART_OFFSET_DAYS = 14;
/** Default return: today + 21 days (a one-week trip). */
export const DEFAULT_RETURN_OFFSET_DAYS = 21;
/** Airport autocomplete debounce after the last keystroke. */
export const AIRPORT_AUTOCOMPLETE_DEBOUNCE_MS = 150;
/** Characters typed before suggestions are fetched. */
export const AIRPORT_AUTOCOMPLETE_MIN_CHARS = 2;
/** Suggestions requested per query (contract AirportAutocompleteQuerySchema allows 1-20). */
export const AIRPORT_AUTOCOMPLETE_LIMIT = 8;
/** Travelers per search: 1 to 9 (contract MAX_TRAVELERS). */
export const MIN_TRAVELERS = 1;
/** Show "Only N seats left" at or below this many seats. */
export const LOW_SEATS_THRESHOLD = 3;
/** Results page path pattern (route param `route` is `JFK-LHR`). */
export const RESULTS_ROUTE_PATH = '/flights/:route/:departDate/:returnDate?';

export const AIRPORT_AUTOCOMPLETE_PATH = '/i/api/airports/v1/autocomplete';
export const FLIGHT_SEARCH_PATH = '/i/api/flights/v1/search';
