/**
 * Session and form-token constants. Spec: core-and-business §4 (Form token), §7 (POST
 * {service-root}/run/formtoken), §9 (session token header X-CSRF).
 */

/** Session cookie name. */
export const SESSION_COOKIE_NAME = 'sid';
/** Sliding session lifetime: each authenticated use extends expiry to now + 24 h, ms. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Lifetime of a signed-in session with remember-me (`sticky`, account-business-header-and-trips §7 login), ms:
 * the cookie's Max-Age and the sliding expiry. The spec does not give it; 30 days is what KAYAK-class products keep
 * a remembered sign-in. Without remember-me the cookie has no Max-Age (it ends with the browser session) and the
 * server-side expiry stays {@link SESSION_TTL_MS}.
 */
export const STICKY_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Expiry is only re-written when it moved by at least this much, ms (limits writes). */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** Random bytes in a session id and in a form token (base64url encoded: 43 chars). */
export const SESSION_ID_BYTES = 32;
export const CSRF_TOKEN_BYTES = 32;
/** Expired sessions are purged at most this often, ms. */
export const EXPIRED_SESSION_PURGE_INTERVAL_MS = 10 * 60 * 1000;
/** HTTP methods that need the X-CSRF header. */
export const CSRF_PROTECTED_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
