/**
 * Vitest setup of the `frame` project, which runs its files without isolation (vitest.config.ts): one jsdom document
 * per worker is shared by every file. After each file, unmount what it rendered with Testing Library (Vitest runs
 * without globals, so Testing Library's automatic cleanup is off and several files never call `cleanup`) and empty
 * the document, so no tree, portal or live region of one file is found by the next one's queries (a leftover
 * `role="alert"` made a `findByRole('alert')` of booking-page.test.tsx time out). Within a file nothing changes.
 *
 * Animation frames get their own implementation too ({@link installAnimationFrames}).
 */
import { afterAll } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * `requestAnimationFrame` / `cancelAnimationFrame` with one timeout (about 16 ms) per callback, instead of jsdom's.
 * jsdom runs every callback from one interval, started through the global `setInterval` of the moment when the first
 * pending callback is asked for. A file that fakes `setInterval` but not animation frames (test/fake-timeouts.ts) and
 * ends with a callback pending leaves that interval on a fake clock that is then thrown away: no frame ever ran again
 * in the worker's shared document, and a later file waiting for one failed (the booking form focuses its first
 * invalid field in a frame: booking-page.test.tsx and business-booking-fields.test.tsx, only in some file orders).
 * Here a frame lost with a fake clock loses only its own callback. The frames still pending when a file ends are
 * dropped once its tree is unmounted (see below; jsdom's own timers end with their window, these would not), and a
 * frame never runs in a document other than the one it was asked for in.
 * @returns drops the pending frames
 */
function installAnimationFrames(win: Window): () => void {
  const pending = new Map<number, ReturnType<typeof setTimeout>>();
  let last = 0;
  win.requestAnimationFrame = (callback) => {
    const handle = ++last;
    const askedIn = globalThis.document;
    pending.set(handle, setTimeout(() => {
      pending.delete(handle);
      if (globalThis.document === askedIn) callback(performance.now());
    }, 1000 / 60));
    return handle;
  };
  win.cancelAnimationFrame = (handle) => {
    clearTimeout(pending.get(handle));
    pending.delete(handle);
  };
  return () => {
    for (const timeout of pending.values()) clearTimeout(timeout);
    pending.clear();
  };
}

const dropPendingFrames = typeof window !== 'undefined' ? installAnimationFrames(window) : undefined;

afterAll(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  dropPendingFrames?.();
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
});
