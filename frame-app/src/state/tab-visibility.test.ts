// @vitest-environment jsdom
/** The app-wide "tab visible again" event (issue #22): one document listener per store, only for `visible`. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { onTabVisible } from './tab-visibility.ts';

function setVisibility(state: DocumentVisibilityState): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('onTabVisible', () => {
  it('calls every listener of the store when the tab becomes visible, not when it is hidden, until unsubscribed', () => {
    const store = createStore();
    const trips = vi.fn();
    const auth = vi.fn();
    const stopTrips = onTabVisible(store, trips);
    onTabVisible(store, auth);
    setVisibility('hidden');
    expect(trips).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(trips).toHaveBeenCalledTimes(1);
    expect(auth).toHaveBeenCalledTimes(1);
    stopTrips();
    setVisibility('visible');
    expect(trips).toHaveBeenCalledTimes(1);
    expect(auth).toHaveBeenCalledTimes(2);
  });

  it('installs one document listener per store', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const store = createStore();
    onTabVisible(store, () => undefined);
    onTabVisible(store, () => undefined);
    expect(add.mock.calls.filter(([type]) => type === 'visibilitychange')).toHaveLength(1);
  });
});
