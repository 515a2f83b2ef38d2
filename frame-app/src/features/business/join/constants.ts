/**
 * Constants of the invitation join page (issue #24 "invites a user (mail in the outbox), that user accepts and signs
 * in"; contract business-admin.ts BUSINESS_INVITATION_PAGE_PATH).
 */

/** Name of the token in the URL fragment (`#token=`, what the mail sends) or, also accepted, the query (`?token=`). */
export const JOIN_TOKEN_PARAM = 'token';
/** Where the page goes after joining: the business home (the admin hub root; two-factor enrolment comes first). */
export const BUSINESS_HOME_AFTER_JOIN_PATH = '/business';
/** Reason of the page's sign-in request (state/sign-in-request.ts, for logs). */
export const JOIN_SIGN_IN_REASON = 'business-join';
