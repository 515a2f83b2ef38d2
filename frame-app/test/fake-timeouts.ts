/**
 * Fake timeouts for the kit's unit tests (the spec's delays) that work with Testing Library and user-event under
 * Vitest: Testing Library's async wrapper waits with a real-looking `setTimeout(0)` and advances it only through a
 * global `jest.advanceTimersByTime`; Vitest has no `jest` global, so a faked `setTimeout` would never fire there.
 * Test-only helper (imported by `*.test.tsx` only).
 */
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** Fakes timeouts and intervals (not React's scheduler) and lets Testing Library advance them. */
export function useFakeTimeouts(): void {
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/** Back to real timers. */
export function useRealTimeouts(): void {
  vi.useRealTimers();
  delete (globalThis as { jest?: unknown }).jest;
}

/** A user-event session whose waits advance the fake clock. */
export function fakeClockUser() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}
