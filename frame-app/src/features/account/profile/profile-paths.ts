/**
 * The profile pages' paths and queries inside the basename (account-business-header-and-trips §2 "Paths and links"),
 * apart from the route table (account-menu-routes.ts) so the pages it loads can import them without a cycle.
 */

/** Path of the account page (§2 "/profile/account"). */
export const PROFILE_ACCOUNT_ROUTE_PATH = '/profile/account';

/** Path of the profile dashboard, the default section of `/profile/{section}` (§2). */
export const PROFILE_ROUTE_PATH = '/profile';

/** The profile section shown by `/profile` (§2 "default section: dashboard"). */
export const PROFILE_DEFAULT_SECTION = 'dashboard';

/** The account page's query asking to add an email address (§2 "/profile/account?addEmail=true"; see profile-page.tsx). */
export const ADD_EMAIL_PARAM = 'addEmail';
