/** Constants of the site-wide extras (account-business-header-and-trips §4, §9; core-and-business §9). */

/** A page-top announcement clears after this long, ms (account-business-header-and-trips §9). */
export const ANNOUNCEMENT_CLEAR_MS = 3000;

/** Snow: shown at most once per day (account-business-header-and-trips §9), after this much idle time, ms. */
export const SNOW_IDLE_MS = 10_000;
/** localStorage key holding the day (YYYY-MM-DD, local time) snow last fell. */
export const SNOW_LAST_SHOWN_KEY = 'site-extras.snow.last-shown';
/**
 * The snow season (the spec says only "snow animation"; which days it runs is ours): from 1 December to 6 January
 * inclusive (month 1-12, day of month), in the visitor's local time. `SNOW_ENABLED` switches it off entirely.
 */
export const SNOW_SEASON = { from: { month: 12, day: 1 }, to: { month: 1, day: 6 } } as const;
export const SNOW_ENABLED = true;
/** How long the snow falls before it is removed, ms. */
export const SNOW_DURATION_MS = 8000;
/** Flakes drawn. */
export const SNOW_FLAKES = 40;

/**
 * The survey launcher shows after the visitor has been this long on the site, seconds (account-business-header-and-
 * trips §9 "Survey form appears after a default 10 (units not shown)": read as seconds).
 */
export const SURVEY_LAUNCHER_DELAY_S = 10;
/**
 * The survey launcher's chunk loads when the browser is idle, at the latest this long after the page rendered, ms
 * (a results page under load may have no idle period for long; issue #22).
 */
export const SURVEY_LAUNCHER_IDLE_TIMEOUT_MS = 2000;
/**
 * Pages without the survey (account-business-header-and-trips §9: checkout, confirmation and booking-receipt pages):
 * the booking page `/book/:offerId`, the confirmation `/booking/confirmation/:reference` and the booking receipt
 * `/manage-booking`. Path prefixes inside the basename.
 */
export const SURVEY_EXCLUDED_PATH_PREFIXES: readonly string[] = ['/book/', '/booking/confirmation/', '/manage-booking'];

/** Ad-block check: chance per session, percent (account-business-header-and-trips §4, §9: default 1). */
export const AD_BLOCK_CHECK_PROBABILITY_PERCENT = 1;
/** Whether the ad-block check runs at all ("when enabled", §4). */
export const AD_BLOCK_CHECK_ENABLED = true;
/** sessionStorage key marking that this session already decided (ran or skipped) the check: at most once a session. */
export const AD_BLOCK_CHECKED_KEY = 'site-extras.ad-block.checked';

/** localStorage key of the marketing id the frame last got from the server (the next sync's suggestedKmkid). */
export const KMKID_STORAGE_KEY = 'site-extras.kmkid';

/** sessionStorage key prefix of a dismissed site-wide message (`{prefix}{id}`). */
export const SITE_MESSAGE_DISMISSED_KEY_PREFIX = 'site-extras.message.dismissed.';

/** Default scroll animation, ms, and scroll offsets, px (core-and-business §9), for "scroll to" helpers of the chrome. */
export const SCROLL_ANIMATION_MS = 300;
export const SCROLL_OFFSET_PX = 20;
export const SCROLL_OFFSET_ALTERNATE_PX = 80;
/** Header heights, px (account-business-header-and-trips §9: mobile 80, or 62 by default; desktop default 80). */
export const HEADER_HEIGHT_PX = 80;
export const MOBILE_HEADER_HEIGHT_DEFAULT_PX = 62;
