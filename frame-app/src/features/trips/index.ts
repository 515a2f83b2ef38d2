/**
 * Trips feature (issue #12): the public entry other features and the app import. Each part adds its own exports
 * in its own section below.
 */
// --- store and calls (shared)
export { tripsStoreAtom, reloadTripsStoreAtom, tripsDrawerEventAtom, tripsDrawerOpenAtom, useTripsStore } from './store.ts';

// --- save control, save-later (search cards, hotel details)
export { SaveControl, isSavedIn } from './save-control.tsx';
export type { SaveControlProps, SaveControlTarget } from './save-control.tsx';
export { useTripsSaveLater, installTripsSaveLater, readTripSaveLater, tripSaveLaterOf } from './save-later.ts';

// --- header: trips control, drawer, cart, notifications
export { TripsHeaderControls } from './trips-header.tsx';

// --- pages: /trips, trip page, wishlist
export { createTripsRoutes, tripsBookingHandle, tripsRouteModules, tripPagePath, TRIPS_ROUTE_PATH, TRIP_ROUTE_PATH } from './routes.ts';
export type { TripsBookingCalls, TripsRouteModule, TripsWrapLazy } from './routes.ts';
