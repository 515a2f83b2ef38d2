/**
 * Business two-factor in the frame (issue #24 "Business two-factor"): the verification page /business/verify with
 * enrolment, recovery codes and verification. The public entry the app imports.
 */
export { createBusinessVerifyRoutes } from './routes.ts';
export { BUSINESS_VERIFY_ROUTE_PATH, BUSINESS_HOME_PATH } from './constants.ts';
export { safeBusinessRedir } from './redir.ts';
