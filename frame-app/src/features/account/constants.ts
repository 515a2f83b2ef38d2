/** Constants of the account feature (issue #9). */

/** Sign-in dialog max width, px (core-and-business §9). Mirrored in sign-in-dialog.module.css (a test checks). */
export const SIGN_IN_DIALOG_MAX_WIDTH_PX = 480;

/** Sign-in dialog max width on medium mobile screens, px (core-and-business §9). */
export const SIGN_IN_DIALOG_MEDIUM_MOBILE_MAX_WIDTH_PX = 640;

/** Sign-in dialog max height on extra-small screens, percent of the visible region (core-and-business §9). */
export const SIGN_IN_DIALOG_EXTRA_SMALL_MAX_HEIGHT_PERCENT = 98;

/** Sign-in dialog open/close animation, ms (core-and-business §9). */
export const SIGN_IN_DIALOG_ANIMATION_MS = 250;

/**
 * Breakpoints, px (the spec names "narrow", "medium mobile" and "extra-small" screens without widths; these are the
 * usual phone/tablet breakpoints): below {@link NARROW_SCREEN_MAX_WIDTH_PX}+1 the dialog is a bottom sheet
 * (core-and-business §2); medium mobile is from {@link MEDIUM_MOBILE_MIN_WIDTH_PX} to the narrow limit; extra-small
 * is below {@link MEDIUM_MOBILE_MIN_WIDTH_PX}.
 */
export const NARROW_SCREEN_MAX_WIDTH_PX = 767;
export const MEDIUM_MOBILE_MIN_WIDTH_PX = 576;

/** The sign-in methods the dialog can offer besides email and password. */
export interface SignInMethods {
  passkey: boolean;
  social: boolean;
  emailCode: boolean;
  passwordReset: boolean;
}

/**
 * What the product offers today (issue #9 is built in slices): only email and password work end to end, so the
 * dialog does not show controls that would lead nowhere. Each flag turns on with its flow (passkeys, Google/Apple/
 * Naver pop-ups, email codes and the forgot-password mail).
 */
export const AVAILABLE_SIGN_IN_METHODS: SignInMethods = { passkey: true, social: true, emailCode: true, passwordReset: true };

/**
 * Delay before the returning-user sign-in prompt fires on the front door, ms (account-business-header-and-trips §4, §9:
 * "configurable (value not shown)"; 5 s lets the visitor see the page first). `ReturningUserPrompt` takes `delayMs`.
 */
export const RETURNING_USER_PROMPT_DELAY_MS = 5000;

/** How often the frame checks whether the social pop-up was closed before it answered, ms (a choice: not in the spec). */
export const SOCIAL_POPUP_CLOSED_POLL_MS = 500;

/**
 * Google library load delay before One Tap is offered on the front door, ms (account-business-header-and-trips §9:
 * default 2500 ms; the spec's 250 ms of server-side mode does not apply: One Tap is off in that mode).
 */
export const GOOGLE_LOAD_DELAY_MS = 2500;

/** After a One Tap sign-in the page reloads after this delay, ms, unless a callback is given (§4 Google One Tap, §9). */
export const ONE_TAP_RELOAD_DELAY_MS = 300;
