/**
 * Public entry of the trips module (owner of `trips`, `trip_events`, shares, notifications, wishlist and trips
 * settings). Other modules import from here, never from repository.ts (dependency-cruiser). The ports (ports.ts) are
 * what trips needs from accounts and booking; app.ts wires them.
 */
export { createTripsService, type AccountBookingInput, type BookedTripInput, type TripBookingSteps, type TripsService, type TripsServiceDeps } from './service.ts';
export { newFullTripId } from './placement.ts';
export { seasonOf } from './presentation.ts';
export { summarize } from './offer-summary.ts';
export type { TripOrderReference, TripOrderReferences, TripsAccount, TripsAccountDirectory } from './ports.ts';
export { tripsRoutes } from './routes.ts';
export { createTripDestinationEvents, type BookedDestinationEvent, type DestinationEventsQuery, type TripDestinationEvents } from './destination-events.ts';
