/**
 * What the profile pages (`/profile/account`, profile-page.tsx, and `/profile/{section}`, profile-dashboard-page.tsx;
 * account-business-header-and-trips §2 "Paths and links") share: the signed-in account's data read by their route
 * loaders, and the page-side rules for a signed-out visitor and for a change of account.
 *
 * - {@link loadAccountData}: the auth state first, so a signed-out visitor makes no account call (a 401
 *   INVALID_SESSION would make the api client reload the page, core-and-business §8); then the profile (a 401 all
 *   the same, signed out meanwhile, counts as signed out) and, settled in parallel, the travelers, the bookings, the
 *   passkeys and the linked identities. Failures are logged and left to the page (each part is a {@link Settled}).
 * - {@link useAccountPageSync}: opens the sign-in dialog for a signed-out visitor, and loads again once per change of
 *   account (after a sign-in, 'Add another account' or a switch), not in a loop when the server keeps answering
 *   otherwise (e.g. an expired session whose 401 reload is held back).
 */
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { AUTH_STATE_PATH, AuthStateSchema, type AccountProfileReply, type AuthState, type Booking, type LinkedIdentitiesReply, type PasskeySummary, type SavedTraveler } from '@travel/contract';
import { ApiRequestError, apiClient } from '../../../api/index.ts';
import { settle, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { useAuthState } from '../../chrome/index.ts';
import { fetchAccountBookings, fetchProfile, fetchSavedTravelers } from '../menu/account-menu-calls.ts';
import { fetchPasskeys } from '../passkeys/passkey-calls.ts';
import { useSendSignInEvent } from '../sign-in/sign-in-atoms.ts';
import { fetchLinkedIdentities } from '../social/social-calls.ts';

/** The signed-in account's data: null when signed out. */
export type AccountData = {
  profile: Settled<AccountProfileReply>;
  travelers: Settled<SavedTraveler[]>;
  bookings: Settled<Booking[]>;
  passkeys: Settled<PasskeySummary[]>;
  linked: Settled<LinkedIdentitiesReply>;
} | null;

function isSignedOut(outcome: Settled<unknown>): boolean {
  return !outcome.ok && outcome.error instanceof ApiRequestError && outcome.error.status === 401;
}

/**
 * Loads the signed-in account's data for a profile page's route loader (see the module docstring).
 * @param signal the loader request's signal (an aborted load logs nothing)
 * @returns null when signed out; otherwise every part settled (never rejects)
 */
export async function loadAccountData(signal: AbortSignal): Promise<AccountData> {
  const auth = await settle(apiClient.get(AUTH_STATE_PATH, AuthStateSchema, { signal }));
  if (auth.ok && !auth.value.loggedInSession) return null;
  const profile = await settle(fetchProfile());
  if (isSignedOut(profile)) return null;
  const [travelers, bookings, passkeys, linked] = await Promise.all([
    settle(fetchSavedTravelers(signal)),
    settle(fetchAccountBookings().then((r) => r.bookings)),
    settle(fetchPasskeys(signal)),
    settle(fetchLinkedIdentities(signal)),
  ]);
  for (const outcome of [profile, travelers, bookings, passkeys, linked]) if (!outcome.ok && !signal.aborted) logger.warn('account page data failed', outcome.error);
  return { profile, travelers, bookings, passkeys, linked };
}

/** What {@link useAccountPageSync} tells the page. */
export interface AccountPageSync {
  /** The frame's auth state; undefined until it has loaded (render nothing yet), null when it could not be read. */
  auth: AuthState | null | undefined;
  signedIn: boolean;
  /** True while the loaded data belongs to another account (or to none): show it inert and busy. */
  stale: boolean;
  revalidate: () => void;
}

/**
 * The page side of a profile page: signed-out visitors get the sign-in dialog; data loaded for another account is
 * loaded again, once per change of account (see the module docstring).
 * @param data the route loader's {@link AccountData}
 */
export function useAccountPageSync(data: AccountData): AccountPageSync {
  const auth = useAuthState();
  const send = useSendSignInEvent();
  const { revalidate, state } = useRevalidator();
  const signedIn = auth?.loggedInSession === true;
  const signedInAs = auth?.userInfoState.accountEmail?.email;
  const loadedAs = data?.profile.ok ? data.profile.value.email : null;
  const stale = signedIn ? loadedAs !== signedInAs : data !== null;

  const reloadedFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const key = signedIn ? (signedInAs ?? '') : null;
    if (stale && state === 'idle' && auth !== undefined && reloadedFor.current !== key) {
      reloadedFor.current = key;
      void revalidate();
    }
  }, [stale, state, revalidate, auth, signedIn, signedInAs]);
  useEffect(() => {
    if (auth && !auth.loggedInSession) send({ type: 'SHOW' });
  }, [auth, send]);
  return { auth, signedIn, stale, revalidate: () => void revalidate() };
}
