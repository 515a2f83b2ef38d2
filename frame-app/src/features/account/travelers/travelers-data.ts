/**
 * The signed-in user's saved travelers for other features (the booking form's picker; issue #9 "The booking form offers
 * the signed-in user's saved travelers"), read through the `/_data/saved-travelers` resource route with a shared
 * fetcher (the frame's one mechanism for server state). A signed-out visitor gets [] without any call. The auth state
 * is read from the header's shared fetcher without starting a load of its own (the header always loads it).
 */
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { AuthState, SavedTraveler } from '@travel/contract';
import { AUTH_STATE_FETCHER_KEY } from '../../chrome/index.ts';

/** Path of the saved travelers resource route (inside the basename). */
export const SAVED_TRAVELERS_ROUTE_PATH = '/_data/saved-travelers';
/** The fetcher key every reader shares. */
const SAVED_TRAVELERS_FETCHER_KEY = 'saved-travelers';

/**
 * The saved travelers of the signed-in account, the preferred one first: [] while signed out, unknown or loading.
 * Loads again when the signed-in account changes.
 */
export function useSavedTravelers(): SavedTraveler[] {
  const auth = useFetcher<AuthState | null>({ key: AUTH_STATE_FETCHER_KEY }).data;
  const email = auth?.loggedInSession ? (auth.userInfoState.accountEmail?.email ?? null) : null;
  const { load, state, data } = useFetcher<SavedTraveler[]>({ key: SAVED_TRAVELERS_FETCHER_KEY });
  useEffect(() => {
    if (email !== null && state === 'idle') void load(`${SAVED_TRAVELERS_ROUTE_PATH}?account=${encodeURIComponent(email)}`);
    // Once per signed-in account: `state` and `data` are left out on purpose (a reload per render would loop).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email]);
  return email !== null && data ? data : [];
}
