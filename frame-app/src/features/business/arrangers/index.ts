/**
 * The traveler's side of booking on behalf (issue #25): the public entry the business routes (../routes.ts) import.
 * Each page is a react-router route module (`Component` + `loader`) loaded lazily with its own guard in its loader;
 * only the paths and the importers are reached from the route table.
 */
export { TRAVEL_ARRANGERS_ROUTE_PATH, TRIP_REQUESTS_ROUTE_PATH } from './paths.ts';

/** Lazy importers of the page modules. */
export const arrangersRouteModules = {
  travelArrangers: () => import('./arrangers-page.tsx'),
  tripRequests: () => import('./trip-requests-page.tsx'),
};
