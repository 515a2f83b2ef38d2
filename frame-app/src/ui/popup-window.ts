/**
 * First-party pop-up windows of the product origin (account-business-header-and-trips §2 pop-up paths, §9 social pop-up
 * 500x640): the social sign-in, company single sign-on (issue #27) and the single sign-on page's "Test sign-in" open
 * one. A pop-up must be opened synchronously inside the click that asked for it (pop-up blockers allow only that): open
 * it on `about:blank` with {@link openBlankPopup}, then send it to its URL once known ({@link popupEnvironment}
 * `navigate`). Tests replace {@link popupEnvironment}'s functions (a window's location cannot be faked).
 */
import { SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_WIDTH_PX } from '@travel/contract';

/** The name of the sign-in pop-up (one at a time: a second click reuses it). */
export const SIGN_IN_POPUP_NAME = 'travel-social-sign-in';

/** `window.open` features of the pop-up: 500x640 (§9), centred on the screen. */
export function popupFeatures(screenLike: { availWidth: number; availHeight: number } = window.screen): string {
  const left = Math.max(0, Math.round((screenLike.availWidth - SOCIAL_POPUP_WIDTH_PX) / 2));
  const top = Math.max(0, Math.round((screenLike.availHeight - SOCIAL_POPUP_HEIGHT_PX) / 2));
  return `popup=yes,width=${SOCIAL_POPUP_WIDTH_PX},height=${SOCIAL_POPUP_HEIGHT_PX},left=${left},top=${top}`;
}

/** How pop-ups are opened and sent to their URL (tests replace these). */
export const popupEnvironment = {
  open: (url: string, name: string, features: string): Window | null => window.open(url, name, features),
  navigate: (popup: Window, url: string): void => {
    popup.location.href = url;
  },
};

/**
 * Opens the sign-in pop-up on `about:blank`, 500x640, by name ({@link SIGN_IN_POPUP_NAME}). Synchronous: call it inside
 * the click. @returns null when the browser blocked it
 */
export function openBlankPopup(): Window | null {
  return popupEnvironment.open('about:blank', SIGN_IN_POPUP_NAME, popupFeatures());
}
