/**
 * The reporting page's path and lazy importer, apart from its module (the business routes, ../routes.ts, import these;
 * nothing of the page, its charts or recharts may come along). Contract ADMIN_PAGES row `reporting` (REPORTING_VIEW,
 * feature REPORTING); core-and-business §6 `/business/stats`; account-business-header-and-trips §2 "Reporting".
 */

/** Reporting (ADMIN_PAGES `reporting`). */
export const BUSINESS_STATS_ROUTE_PATH = '/business/stats';

/** Lazy importer of the page's route module (`Component` + `loader`). */
export const reportingRouteModules = {
  stats: () => import('./reporting-page.tsx'),
};
