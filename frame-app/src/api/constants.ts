/** Constants of the HTTP client. */

/** Form-token poll interval while another caller fetches it (account-business-header-and-trips §7). */
export const FORM_TOKEN_POLL_INTERVAL_MS = 100;

/**
 * How long a caller waits for another caller's form-token request before giving up. Not shown in the spec;
 * 10 s matches a slow mobile round trip with headroom.
 */
export const FORM_TOKEN_POLL_TIMEOUT_MS = 10_000;

/** Invalid-session reload at most once per 10 minutes (core-and-business §8, §9). */
export const INVALID_SESSION_RELOAD_INTERVAL_MS = 600_000;

/** localStorage key of the last invalid-session reload (epoch ms). Business-specific key (core-and-business §8). */
export const INVALID_SESSION_LAST_RELOAD_KEY = 'business.invalidSession.lastReload';

/** Two-factor verification page (core-and-business §2); `redir` holds the path to return to. */
export const TWO_FACTOR_VERIFY_PATH = '/business/verify';

/** Path fragments of bot/captcha pages that a redirected reply lands on (chrome-and-consent §8). */
export const CAPTCHA_PATH_MARKERS = ['/bots', '/captcha'] as const;

/** Marker header on calls the frame relays for the host (bridge `ajax`); defined once in the contract. */
export { BRIDGE_RELAY_HEADER } from '@travel/contract';
