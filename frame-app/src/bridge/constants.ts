/** Constants of the frame side of the bridge. */

/** Frame resize throttle: height messages at most once per 16 ms, leading and trailing (core-and-business §9). */
export const RESIZE_THROTTLE_MS = 16;

/**
 * Frame resize init lock, 128 ms (core-and-business §9). The spec does not say who applies it; the host
 * SDK uses it to hold the iframe's initial size while the frame boots. The frame reports from its first
 * measurement and does not wait for it.
 */
export const RESIZE_INIT_LOCK_MS = 128;

/** Height poll interval when ResizeObserver is unavailable (core-and-business §9 "default poll interval 32 ms"). */
export const DEFAULT_POLL_INTERVAL_MS = 32;

/** Path of the metrics call; `{metricType}` is appended (core-and-business §7). */
export const METRICS_PATH_PREFIX = '/i/api/affiliate/ui/metrics/v1/';

/** Log line of a failed relayed call (core-and-business §8 "Frame ajax relay failure: logged as an ajax call error"). */
export const AJAX_CALL_ERROR_LOG = 'ajax call error';

/**
 * Headers a host may not set on a relayed call: the client's own headers and ones the browser controls.
 * Everything else the host passes is forwarded.
 */
export const RELAY_RESERVED_HEADERS = [
  'x-csrf',
  'x-requested-with',
  'x-bridge-relay',
  'cookie',
  'host',
  'origin',
  'referer',
  'content-length',
  'content-type',
] as const;
