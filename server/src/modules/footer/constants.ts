/** Constants of the footer module (chrome-and-consent §2 "Footer", §6, §7). */

/** Browser cache lifetime of the social icons and brand logos, seconds (spec: not shown; they change only with a release). */
export const FOOTER_IMAGE_MAX_AGE_S = 86_400;

/** Where signed-out visitors manage data sharing (chrome-and-consent §2 routes, §6). */
export const MANAGE_PRIVACY_SIGNED_OUT_PATH = '/privacy/manage';
/** Where signed-in users manage data sharing (chrome-and-consent §2 routes, §6). */
export const MANAGE_PRIVACY_SIGNED_IN_PATH = '/profile/account';
/** The privacy-preferences link (chrome-and-consent §2: labelled like the individual cookie categories). */
export const PRIVACY_PREFERENCES_PATH = '/privacy#preferences';
/** The privacy policy (chrome-and-consent §2 routes). */
export const PRIVACY_POLICY_PATH = '/privacy';
/** The terms of use (chrome-and-consent §2 routes). */
export const TERMS_OF_USE_PATH = '/actual-terms-of-use';
/** The explanatory CCPA anchor (chrome-and-consent §2 routes). */
export const CCPA_PATH = '/privacy#ccpa';

/**
 * The policy sent with every served SVG: nothing inside may load or run anything even when opened directly.
 * `style-src 'unsafe-inline'` only for presentation attributes.
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
