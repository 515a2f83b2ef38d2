/** Public entry of the trips module (owner of `trips` and `trip_events`). */
export { createTripsService, type BookedTripInput, type TripsService } from './service.ts';
