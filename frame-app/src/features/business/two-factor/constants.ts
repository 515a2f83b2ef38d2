/**
 * Business two-factor constants (issue #24 "Business two-factor"; core-and-business §1 paths, §8
 * MISSING_TWO_FACTOR_AUTHENTICATION; account-business-header-and-trips §2 paths, §4 "Auth verify").
 */
import { TWO_FACTOR_VERIFY_PATH } from '../../../api/index.ts';

/** The verification page (core-and-business §1 `/business/verify?redir={path}`); the API client navigates here. */
export const BUSINESS_VERIFY_ROUTE_PATH = TWO_FACTOR_VERIFY_PATH;
/** Query parameter holding the path to return to (core-and-business §1). */
export const REDIR_PARAM = 'redir';
/** Where the page goes when `redir` is missing or refused: the business home (the admin hub root). */
export const BUSINESS_HOME_PATH = '/business';
