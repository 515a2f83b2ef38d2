/** Public entry of the trips module (owner of `trips`, `trip_events`, shares, notifications, wishlist and trips settings). */
export { createTripsService, newFullTripId, seasonOf, type AccountBookingInput, type BookedTripInput, type TripsService } from './service.ts';
export { tripsRoutes } from './routes.ts';
