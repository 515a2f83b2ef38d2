/**
 * Constants shared by the frame, the host SDK and the server, defined once here (issue #8 "Contract": the
 * relay header and the resize timings). Plain values, no zod, so any side can import them cheaply.
 *
 * The host SDK keeps its own copies (its one-file build may not import contract values, see
 * .dependency-cruiser.cjs `host-sdk-uses-contract-types-only`); host-sdk/src/constants.test.ts asserts they
 * equal these.
 */

/**
 * Marker header the frame's ajax relay adds to calls it makes for the host (bridge `ajax`); the server then
 * checks the call against the session partner's relay allow-list (issue #2 §3). Any value counts; the frame
 * sends `1`. HTTP header names are case-insensitive; Node lower-cases them on receipt.
 */
export const BRIDGE_RELAY_HEADER = 'X-Bridge-Relay';

/**
 * Frame resize throttle: height messages are sent, and applied by the host, at most once per 16 ms, leading
 * and trailing (core-and-business §9 "Frame resize: throttle 16 ms").
 */
export const RESIZE_THROTTLE_MS = 16;

/**
 * Frame resize init lock, 128 ms (core-and-business §9 "init lock 128 ms"): after the bridge connects (and
 * after every reconnect) the host coalesces heights and applies only the last one when the lock ends. The
 * frame reports from its first measurement and does not wait for it.
 */
export const RESIZE_INIT_LOCK_MS = 128;

/**
 * Interval of the frame's fallback height polling where ResizeObserver is unavailable, 32 ms
 * (core-and-business §9 "default poll interval 32 ms").
 */
export const RESIZE_POLL_INTERVAL_MS = 32;

/**
 * Key of the one message the product's load-error pages post to the embedding page (`window.parent`,
 * targetOrigin `'*'`), outside the penpal bridge because no frame app runs on those pages:
 * `{ [FRAME_LOAD_ERROR_KEY]: reason }`, e.g. `{ travelFrameLoadError: 'unknown-partner' }`. The host SDK
 * checks that the message comes from its iframe's window and the product origin, then reports `reason` as
 * its load error at once instead of waiting for its load timeout (issue #8).
 */
export const FRAME_LOAD_ERROR_KEY = 'travelFrameLoadError';

/**
 * Load-error reason posted by the product's 404 page for an unknown partner id (or one that is not a valid
 * partner id): `/p/{partnerId}/...` names no registered partner.
 */
export const FRAME_LOAD_ERROR_UNKNOWN_PARTNER = 'unknown-partner';
