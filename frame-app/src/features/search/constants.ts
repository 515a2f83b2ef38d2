/** Constants of the flight search feature. Where the spec shows no value, the choice is documented here. */
import type { Vertical } from '@travel/contract';

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

/** Default hotel stay: check-in today + 14, check-out today + 16 (two nights, a KAYAK-class default). */
export const DEFAULT_CHECK_IN_OFFSET_DAYS = 14;
export const DEFAULT_CHECK_OUT_OFFSET_DAYS = 16;
/** Default hotel guests and rooms (contract defaults: 2 guests, 1 room). */
export const DEFAULT_HOTEL_GUESTS = 2;
export const DEFAULT_HOTEL_ROOMS = 1;
/** Default car rental: pick-up today + 14, drop-off today + 17 (three days); driver aged 30 (contract default). */
export const DEFAULT_PICK_UP_OFFSET_DAYS = 14;
export const DEFAULT_DROP_OFF_OFFSET_DAYS = 17;
export const DEFAULT_DRIVER_AGE_YEARS = 30;
/** Default train date: today + 14; one passenger. */
export const DEFAULT_TRAIN_OFFSET_DAYS = 14;
export const DEFAULT_TRAIN_PASSENGERS = 1;
/** Default package: depart today + 14, return today + 21, two travelers (contract default). */
export const DEFAULT_PACKAGE_TRAVELERS = 2;
/** Location autocomplete (GET /i/api/locations/v1/autocomplete): suggestions per query (contract allows 1-20). */
export const LOCATION_AUTOCOMPLETE_LIMIT = 8;

/**
 * Friendly search URL (chrome-and-consent §4, §7; account-business-header-and-trips §7): switching vertical on
 * a results page converts the search through FriendlySearchUrlAction when enabled and both verticals are listed.
 */
export const FRIENDLY_SEARCH_URL_ENABLED = true;
/** Verticals taking part in the friendly search URL conversion (all five by default). */
export const FRIENDLY_SEARCH_URL_VERTICALS: readonly Vertical[] = ['flights', 'hotels', 'cars', 'trains', 'packages'];

/** Results route patterns per vertical (relative to the basename; shapes of the contract's results-urls.ts). */
export const RESULTS_ROUTE_PATHS: Readonly<Record<Vertical, string>> = {
  flights: RESULTS_ROUTE_PATH,
  hotels: '/hotels/:cityId/:checkIn/:checkOut',
  cars: '/cars/:location/:pickUpDate/:dropOffDate',
  trains: '/trains/:route/:date',
  packages: '/packages/:route/:departDate/:returnDate',
};

/** Route path (inside the basename) of the airport suggestions resource route, query `q` (read with `useFetcher`). */
export const AIRPORT_SUGGESTIONS_ROUTE_PATH = '/_data/airports';
/** Route path of the place suggestions resource route, query `q` and `kinds` (comma-separated). */
export const LOCATION_SUGGESTIONS_ROUTE_PATH = '/_data/locations';

/** The User Timing mark set once, when the first search form's handlers are attached (bench/first-page.ts reads it). */
export const SEARCH_FORM_INTERACTIVE_MARK = 'search-form-interactive';

/**
 * Latest selectable search date in the date pickers: today + 365 days, the server's limit (server
 * search/results.ts MAX_DAYS_AHEAD: "more than 365 days ahead" is a VALIDATION_ERROR).
 */
export const MAX_SEARCH_DAYS_AHEAD = 365;
