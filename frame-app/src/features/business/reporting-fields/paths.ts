/** The trip reporting fields page's path (contract ADMIN_PAGES row `tripReportingFields`; core-and-business §6). */
export const TRIP_REPORTING_FIELDS_ROUTE_PATH = '/business/trip-reporting-fields';

/** Lazy importer of the page module (exports `Component` and `loader`). */
export const reportingFieldsRouteModule = () => import('./reporting-fields-page.tsx');
