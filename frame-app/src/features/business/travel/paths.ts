/**
 * Paths of the business travel pages (issue #26 part 3), apart from their modules (the route table on the first page
 * imports them through ./index.ts).
 */

/** The traveler tracker (contract ADMIN_PAGES `travelerTracker`: TRAVEL_TRACKER, REPORTING and the company's switch). */
export const TRAVELER_TRACKER_ROUTE_PATH = '/business/traveler-tracker';
/** Company trips (contract BUSINESS_MENU_ENTRIES `tripsDashboard`: TRIPS_DASHBOARD and TRAVEL_TRACKER or REPORTING_VIEW). */
export const TRIPS_DASHBOARD_ROUTE_PATH = '/business/trips-dashboard';
