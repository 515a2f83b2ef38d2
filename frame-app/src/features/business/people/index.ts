/**
 * The admin hub's groups and roles pages (issue #24 "Admin hub": groups, roles; core-and-business §6 admin hub pages
 * `groups` and `roles`): the public entry the business routes (../index.ts) import. Each page is a react-router route
 * module (`Component` + `loader`), loaded lazily through {@link peopleRouteModules} behind the hub's guard; only the
 * paths (./paths.ts) and the importers are reached from the first page.
 */
export { BUSINESS_GROUPS_ROUTE_PATH, BUSINESS_ROLES_ROUTE_PATH } from './paths.ts';

/** Lazy importers of the page modules (each exports `Component` and `loader`). */
export const peopleRouteModules = {
  groups: () => import('./groups-page.tsx'),
  roles: () => import('./roles-page.tsx'),
};
