/**
 * The invitation join page `/business/join#token=` (issue #24 "that user accepts and signs in"): the public entry the
 * app imports.
 */
export { createBusinessJoinRoutes } from './routes.ts';
export type { BusinessJoinRouteModule, BusinessJoinWrapLazy } from './routes.ts';
export { BUSINESS_JOIN_ROUTE_PATH } from './paths.ts';
