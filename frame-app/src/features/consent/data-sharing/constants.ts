/**
 * Constants of the data-sharing opt-out dialog (issue #13).
 */

/** Optimistic switch updates are sent this long after the last toggle, ms (chrome-and-consent §9 "update debounce 250 ms"). */
export const DATA_SHARING_UPDATE_DEBOUNCE_MS = 250;

/** Widest the dialog gets, CSS px (chrome-and-consent §9 "Data-sharing dialog max width 400"; kept in data-sharing.module.css). */
export const DATA_SHARING_DIALOG_MAX_WIDTH_PX = 400;

/** Where a signed-out visitor manages data sharing (chrome-and-consent §2 routes, §6). */
export const PRIVACY_MANAGE_PATH = '/privacy/manage';

/** Where a signed-in user manages data sharing (chrome-and-consent §2 routes, §6). */
export const PROFILE_ACCOUNT_PATH = '/profile/account';
