/**
 * Save to trips for a signed-out visitor (issue #12; core-and-business §3 "Saved-for-later trip data", §4 "Save to
 * trips", §9 session storage keys).
 *
 * A signed-out visitor who presses "Save" is asked to sign in first (the sign-in dialog's trips soft gate) and the
 * result is kept under session storage `tripSaveLater` ({@link TripSaveLaterSchema}: `resultData` { resultId,
 * vertical } and `savingState` { isSaved, default false }). The request is skipped when the visitor already
 * dismissed the trips sign-in this session (marker `trips.sign-in.closed`) or while the trips drawer is open.
 *
 * A listener per frame store ({@link installTripsSaveLater}) then:
 * - right after a successful sign-in (signedInEventAtom, a `store.sub` outside React rendering, so it runs even
 *   while the signed-in page is still suspended), and whenever the trips store says the visitor is signed in
 *   (a frame reloaded after the sign-in), saves the pending result once, clears the key and reloads the trips
 *   store, so its save control shows "Saved";
 * - drops the pending result when the trips soft gate is closed (tripsSignInCloseAtom).
 *
 * The frame's storage is partitioned under the partner's site and may refuse reads and writes: that is logged and
 * the flow continues (the result is then simply not saved after the sign-in).
 */
import { useEffect } from 'react';
import { useStore } from 'jotai';
import { TRIP_SAVE_LATER_KEY, TripSaveLaterSchema, type TripSaveLater, type Vertical } from '@travel/contract';
import type { FrameStore } from '../../state/index.ts';
import { frameSessionStorage, hasClosedTripsSignIn, logger, signInRequestAtom, signedInEventAtom, tripsSignInCloseAtom } from '../../state/index.ts';
import { saveResult } from './api.ts';
import { reloadTripsStoreAtom, tripsDrawerOpenAtom, tripsStoreAtom } from './store.ts';

/** Sign-in request reason of the save control (for logs). */
export const SAVE_TO_TRIPS_SIGN_IN_REASON = 'saveToTrips';

/**
 * Saved-for-later data of a result (core-and-business §3): its id and vertical, `savingState.isSaved` false.
 * @throws ZodError for an empty or over-long result id or an unknown vertical
 */
export function tripSaveLaterOf(resultId: string, vertical: Vertical): TripSaveLater {
  return TripSaveLaterSchema.parse({ resultData: { resultId, vertical } });
}

/** The pending result under `tripSaveLater`, or null (none, unreadable storage, or data not of the schema). */
export function readTripSaveLater(): TripSaveLater | null {
  const raw = frameSessionStorage().getItem(TRIP_SAVE_LATER_KEY);
  if (raw === null) return null;
  try {
    const parsed = TripSaveLaterSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: dropped below
  }
  logger.warn('dropped an unreadable pending trips save');
  clearTripSaveLater();
  return null;
}

/** Stores `data` under `tripSaveLater` (replacing any pending result); false when storage refused it (logged). */
export function writeTripSaveLater(data: TripSaveLater): boolean {
  const storage = frameSessionStorage();
  const value = JSON.stringify(TripSaveLaterSchema.parse(data));
  storage.setItem(TRIP_SAVE_LATER_KEY, value);
  if (storage.getItem(TRIP_SAVE_LATER_KEY) === value) return true;
  logger.warn('could not store the pending trips save');
  return false;
}

/** Removes `tripSaveLater` (storage errors are logged). */
export function clearTripSaveLater(): void {
  frameSessionStorage().removeItem(TRIP_SAVE_LATER_KEY);
}

/** What {@link requestSaveAfterSignIn} did: asked the visitor to sign in, or skipped asking (§4 "Save to trips"). */
export type SaveAfterSignInOutcome = 'requested' | 'skipped';

/**
 * A signed-out press on "Save" (core-and-business §4 "Save to trips"): unless the trips drawer is open or the
 * visitor already dismissed the trips sign-in (`trips.sign-in.closed`), keeps the result under `tripSaveLater`
 * and publishes a sign-in request that opens the dialog on its trips soft gate for `resultId`.
 */
export function requestSaveAfterSignIn(store: FrameStore, resultId: string, vertical: Vertical): SaveAfterSignInOutcome {
  if (store.get(tripsDrawerOpenAtom) || hasClosedTripsSignIn()) return 'skipped';
  writeTripSaveLater(tripSaveLaterOf(resultId, vertical));
  store.set(signInRequestAtom, { reason: SAVE_TO_TRIPS_SIGN_IN_REASON, tripsSoftGate: { resultId } });
  return 'requested';
}

/**
 * Saves the pending result, if any: the key is cleared first (so two sign-in events never save twice), then
 * POST /trips/api/events/save and a trips store reload. A failed save is logged (the visitor can press "Save"
 * again; the card stays "Save"). Resolves true when a result was saved.
 */
export async function savePendingResult(store: FrameStore): Promise<boolean> {
  const pending = readTripSaveLater();
  if (!pending || pending.savingState.isSaved) {
    if (pending) clearTripSaveLater();
    return false;
  }
  clearTripSaveLater();
  try {
    await saveResult(pending.resultData.resultId);
  } catch (error) {
    logger.warn('could not save the pending result to trips after sign-in', error);
    return false;
  }
  await store.set(reloadTripsStoreAtom);
  return true;
}

const installed = new WeakSet<FrameStore>();

/**
 * Installs the save-later listeners on a frame store, once per store (later calls do nothing): a sign-in saves the
 * pending result, a trips store that says "signed in" saves it too (a frame reloaded after the sign-in), closing
 * the trips soft gate drops it. Called by every save control ({@link useTripsSaveLater}); the app layout may call
 * it as well so a pending result is saved on pages without a save control. The listeners live as long as the store.
 */
export function installTripsSaveLater(store: FrameStore): void {
  if (installed.has(store)) return;
  installed.add(store);
  store.sub(signedInEventAtom, () => void savePendingResult(store));
  store.sub(tripsStoreAtom, () => {
    if (store.get(tripsStoreAtom)?.loggedIn === true && readTripSaveLater()) void savePendingResult(store);
  });
  store.sub(tripsSignInCloseAtom, () => clearTripSaveLater());
  // A frame that starts signed in with a pending result (a reload after the sign-in): saved once the store says so.
  if (store.get(tripsStoreAtom)?.loggedIn === true && readTripSaveLater()) void savePendingResult(store);
}

/**
 * Installs {@link installTripsSaveLater} on the frame store of the calling component (once per store). Every save
 * control calls it; the app layout may call it too so a pending result is saved on any page.
 */
export function useTripsSaveLater(): void {
  const store = useStore();
  useEffect(() => installTripsSaveLater(store), [store]);
}
