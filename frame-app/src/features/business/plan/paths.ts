/**
 * The plan pages' paths, apart from the pages: the app's route table (on the first page) imports them through
 * ../index.ts, so this file imports nothing.
 */

/** The Biz+ upgrade page (contract ADMIN_PAGES row `bizPlusUpgrade`; core-and-business §6). */
export const BIZ_PLUS_UPGRADE_ROUTE_PATH = '/business/biz-plus-upgrade';
/**
 * The page the Biz+ confirmation email's link opens (server company-calls.ts LINK_PATHS.bizPlus; the token is in the
 * fragment, `#token=`, never sent to a server by the browser).
 */
export const BIZ_PLUS_CONFIRM_ROUTE_PATH = '/business/biz-plus-upgrade/confirm';
/**
 * The page the company deletion email's link opens (server company-calls.ts LINK_PATHS.deletion
 * `/business/company/delete/{confirmationCode}/{requestTime}/{token}`, reached through mailed-links.ts's redirect to
 * `/p/{partner}/business/...`).
 */
export const COMPANY_DELETION_CONFIRM_ROUTE_PATH = '/business/company/delete/:confirmationCode/:requestTime/:token';
/** The admin page whose rule guards the deletion page: company general (COMPANY_SETTINGS_MANAGEMENT), where it is asked for. */
export const COMPANY_DELETION_GUARD_PATH = '/business/company/general';
