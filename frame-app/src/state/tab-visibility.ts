/**
 * "The tab is visible again" as one app-wide event (issue #22; account-business-header-and-trips §4 "Trips store and
 * drawer": the store is loaded again when the browser tab becomes visible). While the visitor was in another tab,
 * another page may have changed what the frame shows: the email confirmed from the mail's link, a trip shared with
 * them, a trip saved elsewhere. Everything that must follow such changes (the trips store with its notifications and
 * cart, the auth state with `unconfirmedAccount`) listens here instead of installing its own `visibilitychange`
 * listener, so they all refresh on the same occasions.
 */
import { atom } from 'jotai';
import type { FrameStore } from './store.ts';

const tabVisibleValueAtom = atom(0);

/**
 * Counts the times the frame's document became visible again (`visibilitychange` to `visible`). Read it to re-render
 * on the event; subscribe with {@link onTabVisible}, which also installs the document listener.
 */
export const tabVisibleEventAtom = atom(
  (get) => get(tabVisibleValueAtom),
  (get, set) => set(tabVisibleValueAtom, get(tabVisibleValueAtom) + 1),
);

const installed = new WeakMap<FrameStore, Document>();

/**
 * Calls `listener` each time the tab becomes visible again. The one `visibilitychange` listener per store (on
 * `doc`, default the frame's document) is installed on first use and kept for the store's life (the app's).
 * @returns unsubscribes `listener`
 */
export function onTabVisible(store: FrameStore, listener: () => void, doc: Document = document): () => void {
  if (installed.get(store) !== doc) {
    installed.set(store, doc);
    doc.addEventListener('visibilitychange', () => {
      if (doc.visibilityState === 'visible') store.set(tabVisibleEventAtom);
    });
  }
  return store.sub(tabVisibleEventAtom, listener);
}
