/** Constants of the frame side of the bridge. */
import { BRIDGE_RELAY_HEADER, RESIZE_POLL_INTERVAL_MS } from '@travel/contract';

/**
 * Resize timings shared with the host SDK, defined once in the contract (core-and-business §9): throttle
 * 16 ms (height messages at most once per window, leading and trailing) and init lock 128 ms (applied by the
 * host SDK; the frame reports from its first measurement and does not wait for it).
 */
export { RESIZE_THROTTLE_MS, RESIZE_INIT_LOCK_MS } from '@travel/contract';

/** Height poll interval when ResizeObserver is unavailable (core-and-business §9 "default poll interval 32 ms"). */
export const DEFAULT_POLL_INTERVAL_MS = RESIZE_POLL_INTERVAL_MS;

/** Log line of a failed relayed call (core-and-business §8 "Frame ajax relay failure: logged as an ajax call error"). */
export const AJAX_CALL_ERROR_LOG = 'ajax call error';

/**
 * Headers a host may not set on a relayed call: the client's own headers and ones the browser controls.
 * Everything else the host passes is forwarded.
 */
export const RELAY_RESERVED_HEADERS = [
  'x-csrf',
  'x-requested-with',
  BRIDGE_RELAY_HEADER.toLowerCase(),
  'cookie',
  'host',
  'origin',
  'referer',
  'content-length',
  'content-type',
] as const;
