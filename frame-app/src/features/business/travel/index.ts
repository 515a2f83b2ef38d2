/**
 * The business travel views (issue #26 part 3): the public entry the business routes (../routes.ts) and the business
 * entry (../index.ts) import. Pages are react-router route modules loaded lazily; the front door's activity gate is
 * tiny and loads its feed only for a business user whose company has COMPANY_TRAVEL_ACTIVITY.
 */
export { TRAVELER_TRACKER_ROUTE_PATH, TRIPS_DASHBOARD_ROUTE_PATH } from './paths.ts';

/** Lazy importers of the page modules. */
export const travelRouteModules = {
  tracker: () => import('./tracker-page.tsx'),
  tripsDashboard: () => import('./trips-dashboard-page.tsx'),
};
