// @vitest-environment jsdom
/**
 * The `frame` project's shared document keeps running animation frames after a file faked its timeouts
 * (reset-shared-document.ts installAnimationFrames): a frame asked for on the fake clock and never run must not stop
 * the frames of the files after it (the booking form focuses its first invalid field in one).
 */
import { expect, it } from 'vitest';
import { useFakeTimeouts, useRealTimeouts } from './fake-timeouts.ts';

it('runs a frame asked for after a fake clock was thrown away with a frame pending', async () => {
  useFakeTimeouts();
  requestAnimationFrame(() => {});
  useRealTimeouts();
  const ran = await new Promise<boolean>((resolve) => {
    requestAnimationFrame(() => resolve(true));
    setTimeout(() => resolve(false), 1_000);
  });
  expect(ran).toBe(true);
});
