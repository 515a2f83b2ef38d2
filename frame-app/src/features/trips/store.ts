/**
 * The trips store on the frame side (issue #12; account-business-header-and-trips §4 "Trips store and drawer", §7,
 * §8 "Trips store reload failure"): one app-wide copy of `GET /trips/api/store` in jotai atoms, shared by the
 * header's trips control and drawer, the save controls and the trips pages.
 *
 * - Loaded by {@link useTripsStore} (first mount), again after every sign-in (signedInEventAtom), again when the
 *   browser tab becomes visible (state/tab-visibility.ts, as the auth state does), when the drawer opens, and on {@link reloadTripsStoreAtom}
 *   after a change.
 * - A reload failing with 403 reloads the page (the session or form token is no longer valid); any other failure
 *   is logged and the last good store stays.
 * - The drawer opens and closes through published events ({@link tripsDrawerEventAtom}).
 */
import { useEffect } from 'react';
import { atom, useAtomValue, useStore, type Getter, type Setter } from 'jotai';
import type { TripsStoreReply } from '@travel/contract';
import { ApiRequestError, HttpStatusError } from '../../api/index.ts';
import { logger, onTabVisible, signedInEventAtom } from '../../state/index.ts';
import type * as TripsApi from './api.ts';

/** The last loaded store (null before the first load succeeds). */
export const tripsStoreAtom = atom<TripsStoreReply | null>(null);

/** Whether a store load is in flight (for loading states). */
export const tripsStoreLoadingAtom = atom(false);

/**
 * Whether the latest store load failed (true until a later load succeeds). A page shows its "could not load" state from
 * this, not from having seen {@link tripsStoreLoadingAtom} go by: a load that starts and fails between two renders
 * (offline, a quick error) never shows as loading, and the page stayed on "Loading your trips…" for good.
 */
export const tripsStoreLoadFailedAtom = atom(false);

/** Replaces the page: a 403 on the store means the session is gone (account-business-header-and-trips §8). */
export const pageReload = { reload: (): void => window.location.reload() };

/**
 * The number of the latest store load, per frame store: a load that is no longer the latest neither writes its outcome
 * nor ends the loading state. Per store, not per module, so one store's loads never make another's stale (tests run
 * many frame stores in one module graph).
 */
const loadSeqAtom = atom(0);

/**
 * api.ts (and the contract's trips schemas) load with the first store load: only a signed-in account loads the store,
 * so a visitor's first page does not carry them (issue #23 "First page budget"). Once loaded, a load calls it at once
 * (no extra asynchronous step before its request).
 */
let tripsApi: typeof TripsApi | undefined;
async function loadTripsApi(): Promise<typeof TripsApi> {
  tripsApi = await import('./api.ts');
  return tripsApi;
}

async function load(get: Getter, set: Setter): Promise<TripsStoreReply | null> {
  const seq = get(loadSeqAtom) + 1;
  set(loadSeqAtom, seq);
  set(tripsStoreLoadingAtom, true);
  try {
    const reply = await (tripsApi ?? (await loadTripsApi())).fetchTripsStore();
    // A slower older load never overwrites a newer one.
    if (seq === get(loadSeqAtom)) {
      set(tripsStoreAtom, reply);
      set(tripsStoreLoadFailedAtom, false);
    }
    return reply;
  } catch (error) {
    const status = error instanceof ApiRequestError || error instanceof HttpStatusError ? error.status : undefined;
    if (status === 403) pageReload.reload();
    else logger.warn('trips store reload failed', error);
    if (seq === get(loadSeqAtom)) set(tripsStoreLoadFailedAtom, true);
    return get(tripsStoreAtom);
  } finally {
    if (seq === get(loadSeqAtom)) set(tripsStoreLoadingAtom, false);
  }
}

/** Write (no argument) to load the store again; resolves with the store (the previous one when the load failed). */
export const reloadTripsStoreAtom = atom(null, (get, set) => load(get, set));

/** A published drawer event (account-business-header-and-trips §4: the drawer opens and closes through events). */
export interface TripsDrawerEvent {
  id: number;
  type: 'open' | 'close';
}
const drawerEventValueAtom = atom<TripsDrawerEvent | null>(null);
/**
 * The latest drawer event; write 'open' or 'close' to publish one. Opening also reloads the store, so the drawer
 * and the header's cart count show what changed on other pages (a booking from the cart, a share) since the last load.
 */
export const tripsDrawerEventAtom = atom(
  (get) => get(drawerEventValueAtom),
  (get, set, type: 'open' | 'close') => {
    set(drawerEventValueAtom, { id: (get(drawerEventValueAtom)?.id ?? 0) + 1, type });
    if (type === 'open' && get(tripsStoreAtom)?.loggedIn) void load(get, set);
  },
);
/** Whether the trips drawer is open (follows the published events). */
export const tripsDrawerOpenAtom = atom((get) => get(drawerEventValueAtom)?.type === 'open');

const mountedStores = new WeakSet<object>();

/**
 * The trips store, loading it on first use and keeping it fresh (tab visible again, after sign-in). Returns null
 * until the first load. Safe to call from many components: the listeners are installed once per frame store.
 */
export function useTripsStore(): TripsStoreReply | null {
  const store = useStore();
  useEffect(() => {
    if (mountedStores.has(store)) return;
    mountedStores.add(store);
    void store.set(reloadTripsStoreAtom);
    // The tab visible again (state/tab-visibility.ts, shared with the auth state): notifications, cart and trips follow.
    onTabVisible(store, () => void store.set(reloadTripsStoreAtom));
    const unsubscribe = store.sub(signedInEventAtom, () => void store.set(reloadTripsStoreAtom));
    // Installed for the life of the frame store (the app's); no cleanup, so every component shares one set.
    void unsubscribe;
  }, [store]);
  return useAtomValue(tripsStoreAtom);
}
