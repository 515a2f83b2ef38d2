/**
 * Constants of the site module (issue #10; account-business-header-and-trips §3, §7, §9).
 */

/** Name of the first-party marketing id cookie (account-business-header-and-trips §7 "Marketing id"). */
export const KMKID_COOKIE_NAME = 'kmkid';
/** Lifetime of the marketing id cookie, seconds (one year: the spec gives none; the usual for a marketing id). */
export const KMKID_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Random bytes of a new marketing id (base64url: 22 characters). */
export const KMKID_BYTES = 16;

/**
 * Main items the navigation drawer shows before "Show more" (account-business-header-and-trips §3
 * drawerNavigationState.numMainItemsShown; chrome-and-consent §9: 5 visible items per group by default).
 */
export const DRAWER_NUM_MAIN_ITEMS_SHOWN = 5;

/**
 * Feedback answers one session may send per window (the survey launcher's form; issue #10 "a server route storing
 * feedback with rate limit"). Counted from the stored answers, so every server process sees the same count.
 */
export const SURVEY_FEEDBACK_MAX_PER_SESSION = 3;
/** Window of {@link SURVEY_FEEDBACK_MAX_PER_SESSION}, ms (24 h). */
export const SURVEY_FEEDBACK_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Characters of the base64url SHA-256 kept as a session hash / obfuscated user id (22 chars = 132 bits). */
export const HASH_CHARS = 22;
