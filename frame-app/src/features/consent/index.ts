/**
 * Consent feature (issue #13; chrome-and-consent §1, §2, §4, §5, §7, §9): the public entry the app imports.
 * Parts: the consent root with the category banner and the other consent surfaces; the industry (IAB TCF) dialog
 * and `__tcfapi` (industry/); the data-sharing dialog with Global Privacy Control (data-sharing/); the privacy pages.
 */

export { ConsentRoot } from './consent-root.tsx';
export { CookieNoticeSlot } from './cookie-notice-slot.tsx';
export { createConsentRoutes } from './routes.ts';
export { PRIVACY_ROUTE_PATH, PRIVACY_MANAGE_ROUTE_PATH } from './constants.ts';
