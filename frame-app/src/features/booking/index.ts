/**
 * Booking feature: hotel details (page type `details`), booking (offer refresh, travelers, payment),
 * confirmation and guest manage-booking pages.
 *
 * The app wires the routes with `createBookingRoutes(lazyRoute)` (a feature cannot import app/, so the
 * app's lazy loader with retries and the first-render signal is passed in).
 */
export { hotelDetailsPagePath, bookingPath, confirmationPath, manageBookingPath } from './paths.ts';
export type { HotelStay } from './paths.ts';
export {
  BOOKING_ROUTE_PATH,
  CONFIRMATION_ROUTE_PATH,
  HOTEL_DETAILS_ROUTE_PATH,
  MANAGE_BOOKING_ROUTE_PATH,
  MAX_TRAVELER_AGE_YEARS,
  MIN_TRAVELER_AGE_YEARS,
} from './constants.ts';
/**
 * Alias of {@link hotelDetailsPagePath} under the name the issue uses. Note: the contract's
 * `hotelDetailsPath(hotelId)` builds the API path (`/i/api/hotels/v1/:hotelId`); this one the page path.
 */
export { hotelDetailsPagePath as hotelDetailsPath } from './paths.ts';
export { cancelBookingLazily } from './cancel-lazily.ts';
export { bookingRouteModules, createBookingRoutes } from './route-modules.ts';
export type { BookingRouteModule, WrapLazy } from './route-modules.ts';
