/**
 * The host SDK keeps its own copies of the shared resize timings: its one-file build may not import contract
 * values (.dependency-cruiser.cjs `host-sdk-uses-contract-types-only`, 6 KB gzip budget). This test keeps the copies
 * equal to the one definition in the contract (issue #8 "Constants shared by frame, SDK and server are defined
 * once"); tests may import contract values.
 */
import { describe, expect, it } from 'vitest';
import {
  FRAME_LOAD_ERROR_KEY as CONTRACT_FRAME_LOAD_ERROR_KEY,
  RESIZE_INIT_LOCK_MS as CONTRACT_INIT_LOCK_MS,
  RESIZE_POLL_INTERVAL_MS,
  RESIZE_THROTTLE_MS as CONTRACT_THROTTLE_MS,
} from '@travel/contract';
import { DEFAULT_POLL_INTERVAL_MS, FRAME_LOAD_ERROR_KEY, INIT_LOCK_MS, RESIZE_THROTTLE_MS } from './constants.ts';

describe('host SDK constants equal the contract', () => {
  it('resize throttle, init lock and poll interval', () => {
    expect(RESIZE_THROTTLE_MS).toBe(CONTRACT_THROTTLE_MS);
    expect(INIT_LOCK_MS).toBe(CONTRACT_INIT_LOCK_MS);
    expect(DEFAULT_POLL_INTERVAL_MS).toBe(RESIZE_POLL_INTERVAL_MS);
  });

  it("the key of the unknown-partner page's message", () => {
    expect(FRAME_LOAD_ERROR_KEY).toBe(CONTRACT_FRAME_LOAD_ERROR_KEY);
  });
});
