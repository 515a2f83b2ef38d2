/**
 * Constants of the email flows (issue #9 "Email"). The spec gives no lifetimes or limits; these follow OWASP's
 * Forgot Password and Authentication cheat sheets.
 */

/** Random bytes of a mailed link's token (base64url: 43 characters). */
export const EMAIL_TOKEN_BYTES = 32;
/** A forgot-password link works this long, ms (60 min). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** An account confirmation link works this long, ms (48 h). */
export const CONFIRM_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
/** A sign-in code works this long, ms (10 min). */
export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes typed against one sign-in code before it is void (a new one must be asked for). */
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;

/** Mails (any purpose) to one address per window; past it no mail is sent, and the reply does not say so. */
export const MAILS_PER_ADDRESS_MAX = 5;
/** Mails (any purpose) to one account per window. */
export const MAILS_PER_ACCOUNT_MAX = 10;
/** Window of the per-address and per-account mail counters, ms (1 h). */
export const MAIL_WINDOW_MS = 60 * 60 * 1000;
/** Forgot-password and code-send calls from one client address (IPv6 /64) per window before 429 RATE_LIMITED. */
export const EMAIL_CALLS_PER_IP_MAX = 30;
/** Window of the per-client-address call counter, ms (1 h). */
export const EMAIL_CALLS_PER_IP_WINDOW_MS = 60 * 60 * 1000;
/** Code tries from one client address per window before code verify answers 429 RATE_LIMITED (each counted before it is checked, issue #22). */
export const CODE_FAILURES_PER_IP_MAX = 30;
/** Window of the per-address wrong-code counter, ms (15 min). */
export const CODE_FAILURES_PER_IP_WINDOW_MS = 15 * 60 * 1000;

/** rate_limit_counters key prefixes (the address and account parts are SHA-256 digests, no email in clear). */
export const MAIL_ADDRESS_COUNTER_PREFIX = 'MAIL_TO';
export const MAIL_ACCOUNT_COUNTER_PREFIX = 'MAIL_ACCOUNT';
export const EMAIL_CALLS_IP_COUNTER_PREFIX = 'EMAIL_CALLS_IP';
export const CODE_FAILURES_IP_COUNTER_PREFIX = 'CODE_FAIL_IP';

/** Name of the HMAC key of mailed tokens and codes in `server_secrets` (created once, shared by every process). */
export const EMAIL_TOKEN_KEY_NAME = 'email-token-key';
