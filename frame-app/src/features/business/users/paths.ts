/**
 * The pages' paths, apart from ./constants.ts: the app's route table (on the first page) imports them, and a module
 * shared with the lazily loaded pages would bring the pages' constants onto the first page too.
 */

/** The users page (contract ADMIN_PAGES row `users`). */
export const BUSINESS_USERS_ROUTE_PATH = '/business/users/manage';
/** The invitations hub (contract ADMIN_PAGES row `invitations`; account-business-header-and-trips §2 paths). */
export const BUSINESS_INVITATIONS_ROUTE_PATH = '/business/invitations';
