/**
 * Auth state (core-and-business §3 Auth state, §4; §6 default booking mode TRAVELER_ONLY).
 * A visitor gets the signed-out state; a signed-in account (modules/accounts) its own, without a business profile
 * until business accounts exist.
 */
import { signedInAuthState, signedOutAuthState } from '@travel/contract';

/** Both states are built by the contract (shared with the frame and its tests). */
export { signedInAuthState, signedOutAuthState };

