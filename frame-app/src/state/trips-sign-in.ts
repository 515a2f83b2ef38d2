/**
 * The trips sign-in close event (core-and-business §4 "Sign-in dialog": closing from the trips soft gate publishes a
 * trips sign-in close event carrying the result id; §4 "Save to trips" and §9 session storage: the marker
 * `trips.sign-in.closed` tells later saves not to ask again this session). The account feature publishes it; the
 * trips feature (issue #12) listens to {@link tripsSignInCloseAtom} and reads {@link hasClosedTripsSignIn}.
 */
import { atom } from 'jotai';
import { frameSessionStorage } from './frame-storage.ts';

/** Session-storage key of the marker set when the visitor dismisses the trips sign-in (core-and-business §9). */
export const TRIPS_SIGN_IN_CLOSED_KEY = 'trips.sign-in.closed';

/** One published close of the trips soft gate; `id` increases so two closes are two events. */
export interface TripsSignInCloseEvent {
  id: number;
  /** The result the visitor wanted to save, or null when the gate was opened without one. */
  resultId: string | null;
}

const closeValueAtom = atom<TripsSignInCloseEvent | null>(null);

/**
 * The latest trips sign-in close (null before the first). Write a result id (or null) to publish one: the marker
 * is stored in the frame's session storage first (state/frame-storage.ts: a partitioned cookie where the browser
 * denies the cross-site frame its Web Storage).
 */
export const tripsSignInCloseAtom = atom(
  (get) => get(closeValueAtom),
  (get, set, resultId: string | null) => {
    frameSessionStorage().setItem(TRIPS_SIGN_IN_CLOSED_KEY, '1');
    set(closeValueAtom, { id: (get(closeValueAtom)?.id ?? 0) + 1, resultId });
  },
);

/** Whether the visitor dismissed the trips sign-in this session (the `trips.sign-in.closed` marker). */
export function hasClosedTripsSignIn(): boolean {
  return frameSessionStorage().getItem(TRIPS_SIGN_IN_CLOSED_KEY) !== null;
}
