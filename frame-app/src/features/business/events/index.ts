/**
 * The event hub (issue #26 "Event hub (`/business/events`)"; core-and-business §5, §6): the public entry the business
 * routes (../routes.ts) import. The page is a react-router route module (`Component` + `loader`) loaded lazily behind
 * the hub's guard; only the path and the importer are reached from here.
 */
export { EVENT_HUB_ROUTE_PATH } from './paths.ts';

/** Lazy importers of the page modules. */
export const eventsRouteModules = {
  hub: () => import('./event-hub-page.tsx'),
};
