/**
 * The support page's path, apart from ./constants.ts: the app's route table (on the first page) imports it through
 * ../index.ts, and a module shared with the lazily loaded page would bring the page's constants onto the first page.
 */

/**
 * The business support page (issue #24 "impersonation support", "issue report", "contactAccountManager";
 * account-business-header-and-trips §7 Issue reporting, Impersonation). Reading: the spec gives these calls no path
 * and no admin hub page; every business user reports issues, so the page is a plain business route, not a hub page.
 */
export const BUSINESS_SUPPORT_ROUTE_PATH = '/business/support';
