/**
 * Accounts and sign-in (issue #9; core-and-business §2, §4, §9; account-business-header-and-trips §2-§5): the sign-in
 * dialog's state machine (pure) and, later, the dialog shell, account menu and profile.
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
} from './sign-in-machine.ts';
