// @vitest-environment jsdom
/**
 * The frame's trips store (account-business-header-and-trips §4 "Trips store and drawer", §8 "Trips store reload
 * failure"): a 403 reloads the page, other failures are logged and keep the last store; opening the drawer reloads.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFetchStub, jsonResponse as json } from '../../../test/test-http.ts';
import { TEST_BOOTSTRAP } from '../../../test/test-fixtures.ts';
import { createFrameStore, logger } from '../../state/index.ts';
import { pageReload, reloadTripsStoreAtom, tripsDrawerEventAtom, tripsDrawerOpenAtom, tripsStoreAtom } from './store.ts';

const api = createFetchStub();
const SIGNED_IN = { loggedIn: true, trips: [], cart: { events: [] }, notifications: [], wishlist: [], savedResults: [] };
const storeCalls = () => api.fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/trips/api/store').length;

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('trips store reload', () => {
  it('keeps the store it loaded', async () => {
    api.handler = () => json(SIGNED_IN);
    const store = createFrameStore(TEST_BOOTSTRAP);
    await store.set(reloadTripsStoreAtom);
    expect(store.get(tripsStoreAtom)).toMatchObject({ loggedIn: true });
  });

  it('reloads the page when the store answers 403, and does not log it as a failure', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    api.handler = () => json({ errors: [{ code: 'CSRF_TOKEN_INVALID', description: 'Invalid form token' }] }, 403);
    await createFrameStore(TEST_BOOTSTRAP).set(reloadTripsStoreAtom);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalledWith('trips store reload failed', expect.anything());
  });

  it('logs any other failure and keeps the last good store', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const store = createFrameStore(TEST_BOOTSTRAP);
    api.handler = () => json(SIGNED_IN);
    await store.set(reloadTripsStoreAtom);
    api.handler = () => json({ errors: [{ code: 'INTERNAL_ERROR', description: 'boom' }] }, 500);
    await store.set(reloadTripsStoreAtom);
    expect(reload).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('trips store reload failed', expect.anything());
    expect(store.get(tripsStoreAtom)).toMatchObject({ loggedIn: true });
  });

  it('opens and closes the drawer through published events; opening reloads a signed-in store', async () => {
    api.handler = () => json(SIGNED_IN);
    const store = createFrameStore(TEST_BOOTSTRAP);
    await store.set(reloadTripsStoreAtom);
    expect(storeCalls()).toBe(1);
    store.set(tripsDrawerEventAtom, 'open');
    expect(store.get(tripsDrawerOpenAtom)).toBe(true);
    await vi.waitFor(() => expect(storeCalls()).toBe(2));
    store.set(tripsDrawerEventAtom, 'close');
    expect(store.get(tripsDrawerOpenAtom)).toBe(false);
    expect(storeCalls()).toBe(2);
  });
});
