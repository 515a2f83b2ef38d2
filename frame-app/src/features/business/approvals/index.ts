/**
 * The approval pages (issue #25 "Approvals"; core-and-business §6): the public entry the business routes (../routes.ts)
 * import. Each page is a react-router route module (`Component` + `loader`) loaded lazily behind the hub's guard; only
 * the paths and the importers are reached from the first page.
 */
export { APPROVAL_SETTINGS_ROUTE_PATH, APPROVERS_ROUTE_PATH, TRIPS_TO_APPROVE_ROUTE_PATH, TRIPS_TO_BOOK_ROUTE_PATH } from './paths.ts';

/** Lazy importers of the page modules. */
export const approvalsRouteModules = {
  settings: () => import('./settings-page.tsx'),
  approvers: () => import('./approvers-page.tsx'),
  tripsToApprove: () => import('./trips-to-approve-page.tsx'),
  tripsToBook: () => import('./trips-to-book-page.tsx'),
};
