/**
 * Constants of the business feature (issue #24). Spec: account-business-header-and-trips §2 "Paths and links", §7
 * ("Company (base /i/api/business/company/v1/)", "Business me"); core-and-business §6 (admin hub under `/business`).
 */

/**
 * The admin hub's root inside the frame (core §6): the contract's ADMIN_HUB_PATH, written out (business-access.test.ts
 * checks they agree) because the route table on the first page reads it, and importing it from the contract would
 * bundle the contract's whole admin page table into the first page.
 */
export const BUSINESS_HUB_ROUTE_PATH = '/business';

/** Onboarding pages (account §2 paths; §4 "Onboarding progress"): not admin hub pages, every business profile may open them. */
export const BUSINESS_ONBOARDING_PATHS = {
  getStarted: '/business/get-started',
  tasks: '/business/tasks',
  companyTasks: '/business/tasks/company',
} as const;

/** GET (the company) and PUT (its editable fields) of account §7 "Company": the base path, trailing slash included. */
export const COMPANY_API_PATH = '/i/api/business/company/v1/';

/** GET: the side the account-type toggle switches to and where to go after (account §4, §7 Business me). Query `redir`. */
export const BUSINESS_TOGGLE_URL_API_PATH = '/i/api/business/me/v1/businessToggleUrl';

/** POST `{ accountType }`: switches the session to the personal or the business side (account §4 account-type toggle). */
export const ACCOUNT_TYPE_API_PATH = '/i/api/business/me/v1/accountType';

/** Reason the business pages give with their sign-in request (state signInRequestAtom; for logs). */
export const BUSINESS_SIGN_IN_REASON = 'business';

/** Longest company name the general page accepts, characters (the contract's CompanyUpdateSchema `name` max). */
export const COMPANY_NAME_MAX_LENGTH = 200;
