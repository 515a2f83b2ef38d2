/**
 * Consent feature constants (issue #13; chrome-and-consent §2, §4, §8, §9).
 */
import type { CookieCategoryKey } from '@travel/contract';

/** Compact width of the data-transfer disclaimer, px (§9). */
export const DISCLAIMER_COMPACT_WIDTH_PX = 324;
/** Compact width of the consent (category) banner, px (§9). */
export const CONSENT_BANNER_COMPACT_WIDTH_PX = 356;
/** Banner and dialogs never exceed this share of the visible frame height (§9 "max height 90 percent"). */
export const CONSENT_MAX_HEIGHT_SHARE = 0.9;

/** Optional categories the banner offers as toggles (§2 "Category selection"); strictlyNecessary is locked on (§5). */
export const BANNER_OPTIONAL_CATEGORIES = ['functional', 'advertising', 'analytical'] as const satisfies readonly CookieCategoryKey[];

/** Logged when a category has no cookies to show (§8). */
export const EMPTY_COOKIE_DETAILS_LOG = 'cookieCategoryDetails is empty';

/** Metric type of the page view tracked after consent is accepted (§4 "track a page view"). */
export const PAGE_VIEW_METRIC_TYPE = 'page-view';

/** Frame storage key remembering that this browser was shown the cookie notice (LogCookiesConsentAction isRepeat). */
export const COOKIE_NOTICE_SHOWN_KEY = 'consent.cookieNotice.shown';

/**
 * Frame storage key remembering that this browser closed the cookie notice: then its row is not kept for it while the
 * provider answers (cookie-notice-slot.tsx; the provider's `messageVisible` still decides whether it shows).
 */
export const COOKIE_NOTICE_CLOSED_KEY = 'consent.cookieNotice.closed';

/** Meta cookie values (§9): the two "hide" cookies are set to 'true'; HIDE_COOKIES_MESSAGE is only deleted. */
export const META_COOKIE_TRUE = 'true';

/** Path of the privacy page (footer "Privacy", the "Privacy preferences" link is `/privacy#preferences`). */
export const PRIVACY_ROUTE_PATH = '/privacy';
/** Path where a signed-out visitor manages data sharing (§6). */
export const PRIVACY_MANAGE_ROUTE_PATH = '/privacy/manage';
/** Hash of the privacy page that opens the category banner in privacy-preferences mode. */
export const PRIVACY_PREFERENCES_HASH = '#preferences';
