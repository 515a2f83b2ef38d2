/**
 * Auth state (core-and-business §3 Auth state, §4; §6 default booking mode TRAVELER_ONLY).
 * Accounts are not implemented yet: every visitor is signed out and may sign in.
 */
import type { AuthState } from '@travel/contract';

/** The signed-out auth state: no user, no business profile, empty feature/permission lists. */
export function signedOutAuthState(): AuthState {
  return {
    loggedInSession: false,
    allowSignIn: true,
    newUser: false,
    unconfirmedAccount: false,
    guidebookEnabled: false,
    userInfoState: { accountEmail: null, accountName: null, userImgUrl: null, userDisplayEmail: null },
    businessState: {
      businessMode: false,
      businessProfile: null,
      bookingMode: 'TRAVELER_ONLY',
      features: [],
      permissions: [],
      currentTraveler: null,
      currentTravelerInfoState: null,
    },
  };
}
