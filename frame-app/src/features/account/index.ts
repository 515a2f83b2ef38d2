/**
 * Accounts and sign-in (issue #9; core-and-business §2, §4, §9; account-business-header-and-trips §2-§5): the sign-in
 * dialog's state machine (pure), its app-wide atom and the dialog shell; later the account menu and profile.
 */
export {
  initialSignInState,
  isOpen as isSignInOpen,
  showBack as showSignInBack,
  showClose as showSignInClose,
  transition as signInTransition,
  SIGN_IN_VIEWS,
  type SignInEffect,
  type SignInEvent,
  type SignInIntent,
  type SignInShowView,
  type SignInState,
  type SignInTransition,
  type SignInView,
  type SocialProvider,
} from './sign-in/sign-in-machine.ts';
export { SignInDialogLoader } from './sign-in/sign-in-dialog-loader.tsx';
export { SignInHost } from './sign-in/sign-in-host.tsx';
export { ConfirmAccountPrompt } from './sign-in/confirm-account-prompt.tsx';
export { AccountControls, accountLabelOf } from './menu/account-controls.tsx';
export type { SignInDialogProps } from './sign-in/sign-in-dialog.tsx';
export { signInStateAtom, sendSignInEventAtom, useSendSignInEvent } from './sign-in/sign-in-atoms.ts';
export {
  SIGN_IN_DIALOG_ANIMATION_MS,
  SIGN_IN_DIALOG_EXTRA_SMALL_MAX_HEIGHT_PERCENT,
  SIGN_IN_DIALOG_MAX_WIDTH_PX,
  SIGN_IN_DIALOG_MEDIUM_MOBILE_MAX_WIDTH_PX,
} from './constants.ts';
export { ReturningUserPrompt, rememberSignedIn } from './sign-in/returning-user-prompt.tsx';
export { useSavedTravelers, SAVED_TRAVELERS_ROUTE_PATH } from './travelers/travelers-data.ts';
export { travelerName } from './travelers/travelers-name.ts';
export { createAccountRoutes, PROFILE_ACCOUNT_ROUTE_PATH } from './menu/account-menu-routes.ts';
export type { SavedTravelerPickerProps } from './travelers/travelers-picker.tsx';
export { SavedTravelerPicker } from './travelers/travelers-picker-lazy.ts';
export { GoogleOneTap, type GoogleOneTapProps } from './social/google-one-tap.tsx';
