/**
 * The settings pages' paths (issue #24 "Admin hub": homepage messages, integrations, account permissions, payment
 * options; core-and-business §6 table), apart from the pages' constants: the app's route table (on the first page)
 * imports them, so this module holds nothing else.
 */

/** Homepage messages (contract ADMIN_PAGES row `homepageMessages`). */
export const BUSINESS_HOMEPAGE_MESSAGES_ROUTE_PATH = '/business/policy/messages';
/** Integrations (row `integrations`). */
export const BUSINESS_INTEGRATIONS_ROUTE_PATH = '/business/integrations';
/** Account permissions (row `accountPermissions`). */
export const BUSINESS_ACCOUNT_PERMISSIONS_ROUTE_PATH = '/business/account-permissions';
/** Payment options (row `paymentMethods`). */
export const BUSINESS_PAYMENT_OPTIONS_ROUTE_PATH = '/business/payment-options';
