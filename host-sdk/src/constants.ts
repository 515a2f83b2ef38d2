/**
 * Host-side frame constants. Spec: core-and-business §9 ("Frame resize: throttle 16 ms, init lock 128 ms,
 * default poll interval 32 ms").
 *
 * The resize timings are defined once in the contract (contract/src/constants.ts); these are copies because
 * the SDK's one-file build may not import contract values (lint rule host-sdk-uses-contract-types-only).
 * constants.test.ts asserts they stay equal.
 */

/** The host applies a frame height at most once per this many ms; the trailing (latest) value is always applied. */
export const RESIZE_THROTTLE_MS = 16;

/**
 * For this many ms after the bridge connects (and after every reconnect), heights are coalesced and only
 * the last one is applied when the lock ends, so the first route's layout passes do not make the frame flicker.
 */
export const INIT_LOCK_MS = 128;

/** Interval of the frame's fallback height polling (where ResizeObserver is unavailable), ms. Shared figure. */
export const DEFAULT_POLL_INTERVAL_MS = 32;

/**
 * Height given to the iframe before the frame reports its own, CSS px (spec: "not shown"; chosen so the
 * loading overlay has room to show). Never less than the mount's `minHeightPx`.
 */
export const INITIAL_FRAME_HEIGHT_PX = 320;

/** Default iframe `title` (its accessible name). */
export const DEFAULT_FRAME_TITLE = 'Travel search';

/** Default accessible name of the loading overlay. */
export const DEFAULT_LOADING_LABEL = 'Loading';

/**
 * Default of the mount's `loadTimeoutMs`: how long the host waits, from mounting (or a reload), for the frame to
 * connect and report it has loaded (`record-load-success` or `hide-spinner`) before it emits `error` and shows
 * the fallback, ms (spec: "not shown"; issue #8 asks for a visible failure within 10 s on a page whose origin
 * the partner does not allow).
 */
export const DEFAULT_LOAD_TIMEOUT_MS = 10_000;

/** Default text of the load-failure fallback (`role="alert"`). */
export const DEFAULT_FALLBACK_TEXT = 'Travel search could not be loaded here.';

/** Default text of the fallback's link, which opens the product in a new tab. */
export const DEFAULT_FALLBACK_LINK_TEXT = 'Open it in a new tab';

/**
 * The host sends the frame its visible region (the `scroll` action) at most once per this many ms while the page
 * scrolls or resizes; the last position is always sent (spec: "not shown").
 */
export const SCROLL_THROTTLE_MS = 50;

/**
 * Key of the plain postMessage the product's page for an unknown partner sends to its parent:
 * `{ travelFrameLoadError: 'unknown-partner' }` (a copy of contract `FRAME_LOAD_ERROR_KEY`; constants.test.ts).
 */
export const FRAME_LOAD_ERROR_KEY = 'travelFrameLoadError';
