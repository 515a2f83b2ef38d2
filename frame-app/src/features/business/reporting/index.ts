/**
 * The reporting page `/business/stats` (issue #26 "Reporting"; core-and-business §6): the public entry the business
 * routes (../routes.ts) import. Re-exports only (an entry with statements of its own would sit in the routes chunk);
 * the page, its charts and recharts load lazily with the page.
 */
export { BUSINESS_STATS_ROUTE_PATH, reportingRouteModules } from './paths.ts';
