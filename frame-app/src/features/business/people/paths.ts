/**
 * The people pages' paths, apart from their modules: the app's route table (on the first page) imports them through
 * ../index.ts, so this file stays a pair of strings (a module shared with the lazily loaded pages would bring the
 * pages' constants onto the first page too).
 */

/** The groups page (contract ADMIN_PAGES row `groups`: USER_MANAGEMENT or SENIORITY_MANAGEMENT). */
export const BUSINESS_GROUPS_ROUTE_PATH = '/business/users/groups';
/** The roles page (contract ADMIN_PAGES row `roles`: ROLE_MANAGEMENT and the company's `roles` flag). */
export const BUSINESS_ROLES_ROUTE_PATH = '/business/users/roles';
