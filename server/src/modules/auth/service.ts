/**
 * Auth state (core-and-business §3 Auth state, §4; §6 default booking mode TRAVELER_ONLY).
 * A visitor gets the signed-out state; a signed-in account (modules/accounts) its own, without a business profile
 * until business accounts exist.
 */
import { signedOutAuthState, type AccountSwitcherItem, type AuthState } from '@travel/contract';

export { signedOutAuthState };

/**
 * The auth state of a signed-in password account (account-business-header-and-trips §3 Auth state): loggedInSession
 * true, userInfoState with the email; `accountName` is the account's name, or its email while it has none (the
 * header shows it, and a name starting with '+' would mean a phone-number avatar, §5). `unconfirmedAccount` is true
 * while the account's email is not confirmed (`confirmed` false; §4 "An unconfirmed account shows confirm-account").
 * @param account the signed-in account's normalised email, name and (when known) whether its email is confirmed
 * @param switcherItems the session's accounts for the account switcher (§3 accountSwitcherItems; default none)
 */
export function signedInAuthState(account: { email: string; name: string | null; confirmed?: boolean }, switcherItems: AccountSwitcherItem[] = []): AuthState {
  const state = signedOutAuthState();
  return {
    ...state,
    accountSwitcherItems: switcherItems,
    loggedInSession: true,
    unconfirmedAccount: account.confirmed === false,
    userInfoState: { accountEmail: { email: account.email }, accountName: account.name ?? account.email, userImgUrl: null, userDisplayEmail: account.email },
  };
}
