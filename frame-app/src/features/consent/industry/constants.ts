/**
 * Industry consent (IAB TCF) constants (issue #13; chrome-and-consent §2 "Industry consent dialog", §9).
 */
import type { CookieCategoryKey } from '@travel/contract';

/**
 * Placeholder CMP id, written into TC strings and reported by `__tcfapi` when the server's bootstrap carries none
 * (issue #22: cmp-id.ts). IAB-assigned ids start at 2 (0 and 1 are invalid); the product is not a registered CMP, so
 * an operator registers with the IAB and sets its id in the server's TCF_CMP_ID (README "Consent"). 300 is for
 * development and tests only.
 */
export const TCF_CMP_ID = 300;
/** CMP version written into every TC string and reported by `__tcfapi`; bump when the dialog's texts or flow change. */
export const TCF_CMP_VERSION = 1;
/** `__tcfapi` API version (§9 "Industry consent API: __tcfapi version 2"). */
export const TCF_API_VERSION = 2;
/** Name of the hidden iframe other frames look for to find the CMP (`__tcfapiLocator`, TCF CMP API v2). */
export const TCF_LOCATOR_NAME = '__tcfapiLocator';

/**
 * Where @iabtechlabtcf/core's GVL loads `archives/vendor-list-v{N}.json` (same origin as the frame; contract
 * IABTCF_VENDOR_LIST_VERSION_PATH). The version comes from initialPrefs, so the TC string carries exactly the vendor
 * list and TCF policy version the server checks.
 */
export const TCF_GVL_BASE_URL = '/i/api/iabtcf/v1/';

/** Dialog max width, px (§2 "max width 680", §9). */
export const INDUSTRY_DIALOG_MAX_WIDTH_PX = 680;
/** Dialog max height as a share of the visible frame region (§2 "max height 90%", §9). */
export const INDUSTRY_DIALOG_MAX_HEIGHT_SHARE = 0.9;
/** The vendor filter's list max height, px (§9 "vendor filter max height 220px"). */
export const VENDOR_FILTER_MAX_HEIGHT_PX = 220;

/** The non-industry categories of the processing tab (§2); strictlyNecessary is locked on (§5). */
export const INDUSTRY_COOKIE_CATEGORIES = ['strictlyNecessary', 'functional', 'advertising', 'analytical'] as const satisfies readonly CookieCategoryKey[];
/** The categories a visitor may switch (every one but strictlyNecessary). */
export const OPTIONAL_COOKIE_CATEGORIES = ['functional', 'advertising', 'analytical'] as const satisfies readonly CookieCategoryKey[];
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];

/**
 * The TCF purposes each optional cookie category of the banner stands for (issue #22). chrome-and-consent §2 puts the
 * four categories beside the purposes in the industry dialog but does not map one onto the other; the choice (in line
 * with state/consent-status.ts ANALYTICS_TCF_PURPOSES and ADVERTISING_TCF_PURPOSES):
 * - every optional category needs purpose 1 "Store and/or access information on a device" (they all set cookies);
 * - advertising: 2 "Use limited data to select advertising", 3 "Create profiles for personalised advertising",
 *   4 "Use profiles to select personalised advertising", 7 "Measure advertising performance"; the IAB vendors and
 *   the additional (Google AC) vendors are the advertising partners, so they are consented only with advertising;
 * - analytical: 8 "Measure content performance", 9 "Understand audiences through statistics or combinations of data
 *   from different sources", 10 "Develop and improve services";
 * - functional: 5 "Create profiles to personalise content", 6 "Use profiles to select personalised content",
 *   11 "Use limited data to select content".
 * A purpose of no accepted category is refused, and its legitimate interest objected to (nothing non-essential runs on
 * a rejected category); so the banner's "Accept all" is the dialog's accept all and "No, thanks" its reject all.
 */
export const CATEGORY_TCF_PURPOSES: Readonly<Record<OptionalCookieCategory, readonly number[]>> = {
  functional: [1, 5, 6, 11],
  advertising: [1, 2, 3, 4, 7],
  analytical: [1, 8, 9, 10],
};

/** Duration display units (§9 "Duration display splits seconds into years (365 days), days, hours, minutes, seconds"). */
export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
export const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;
export const SECONDS_PER_YEAR = 365 * SECONDS_PER_DAY;

/** Estimated height of a closed vendor row, px (the virtualiser measures real rows; this only seeds the scroll size). */
export const VENDOR_ROW_ESTIMATE_PX = 52;
/** Rows rendered above and below the visible ones in the vendors tab. */
export const VENDOR_ROW_OVERSCAN = 6;

/** Logged (with the error) when saving the industry consent fails (§8 "consent save is logged only"). */
export const INDUSTRY_SAVE_FAILED_LOG = 'Failed to save industry consent';
/** Logged when the dialog's data (prefs, stored consent, vendor list) cannot be loaded. */
export const INDUSTRY_LOAD_FAILED_LOG = 'Failed to load the industry consent dialog';
