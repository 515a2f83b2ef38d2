/**
 * Constants of the booking feature. Where the spec shows no value, the choice is documented here.
 */

/** Youngest traveler, whole years at the travel date (core-and-business §5 "age 18-110 by default", §9). */
export const MIN_TRAVELER_AGE_YEARS = 18;
/** Oldest traveler, whole years at the travel date (core-and-business §5, §9). */
export const MAX_TRAVELER_AGE_YEARS = 110;

/** Most travelers on one booking (contract CreateBookingRequestSchema: 1-9). */
export const MAX_BOOKING_TRAVELERS = 9;

/** Route paths (relative to the router basename `/p/{partnerId}`). */
export const HOTEL_DETAILS_ROUTE_PATH = '/hotels/details/:hotelId';
export const BOOKING_ROUTE_PATH = '/book/:offerId';
export const CONFIRMATION_ROUTE_PATH = '/booking/confirmation/:reference';
export const MANAGE_BOOKING_ROUTE_PATH = '/manage-booking';

/** Default guests and rooms of the hotel details page when the query omits them (as the hotel results URL). */
export const DEFAULT_HOTEL_GUESTS = 2;
export const DEFAULT_HOTEL_ROOMS = 1;

/**
 * The documented approved test card of the built-in payment adapter (server/src/payments/test-card-adapter.ts,
 * server/BOOKING.md), shown as a hint under "Card number" outside production builds.
 */
export const TEST_CARD_NUMBER_DISPLAY = '4242 4242 4242 4242';

/**
 * Whether to show the test-card hint: in every non-production build (vite dev server, tests), and in a
 * production build only when built with `VITE_SHOW_TEST_CARD_HINT=true` (e.g. a staging demo). Documented
 * choice: the frame cannot see which payment adapter the server runs, so the build decides.
 */
export const SHOW_TEST_CARD_HINT: boolean = !import.meta.env.PROD || import.meta.env.VITE_SHOW_TEST_CARD_HINT === 'true';

/**
 * Dialling codes for the "Country code" default and the ISO country stored with the phone
 * (Traveler.phoneCountryCode / phoneCountryCodeISO, core-and-business §3). Keyed by ISO 3166-1 alpha-2.
 * A code shared by several countries (+1, +7, +44 ...) maps back to the first country listed for it
 * unless the frame locale's country has that code.
 */
export const DIALLING_CODES: Readonly<Record<string, string>> = {
  US: '1', CA: '1', GB: '44', IE: '353', FR: '33', DE: '49', ES: '34', IT: '39', NL: '31', BE: '32', CH: '41', AT: '43',
  PT: '351', SE: '46', NO: '47', DK: '45', FI: '358', PL: '48', CZ: '420', GR: '30', TR: '90', RU: '7', UA: '380',
  AU: '61', NZ: '64', JP: '81', KR: '82', CN: '86', HK: '852', SG: '65', IN: '91', TH: '66', MY: '60', ID: '62',
  PH: '63', AE: '971', SA: '966', IL: '972', EG: '20', ZA: '27', NG: '234', KE: '254', MX: '52', BR: '55', AR: '54',
  CL: '56', CO: '57', PE: '51',
};

/**
 * Route path (inside the basename) of the booking lookup resource route, query `reference` and `email`: read with
 * `useFetcher` by the confirmation page, whose email comes from navigation state a route loader cannot see.
 */
export const BOOKING_LOOKUP_ROUTE_PATH = '/_data/booking';
