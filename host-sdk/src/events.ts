/**
 * Types of the events a mounted frame emits. Spec: core-and-business §7 (outgoing actions: height,
 * reload, display-spinner, hide-spinner, record-load-success, enableRework), plus `route` (issue #8).
 */
import type { IncomingMessage, OutgoingAction, OutgoingMessage, OutgoingMessageOf } from '@travel/contract';

/** One message that crossed the bridge, for logging. `at` is `Date.now()` (ms since the epoch). */
export type BridgeLogEntry =
  | { direction: 'to-frame'; message: IncomingMessage; at: number }
  | { direction: 'from-frame'; message: OutgoingMessage; at: number };

/** A frame -> host message that failed validation and was not acted on. */
export interface DroppedMessage {
  /** Why, e.g. `$.height: below minimum 0`. */
  reason: string;
  /** What the frame sent, as received. */
  data: unknown;
}

/**
 * Why the frame did not load (the `error` event):
 * - `blocked`: the frame never connected the bridge within the load timeout. Usually the product refused to be
 *   framed on this page (CSP `frame-ancestors`: the page's origin is not in the partner's allowed origins, or the
 *   partner id is unknown), or the product origin could not be reached.
 * - `unknown-partner`: the product does not know the partner id: its page for an unknown partner (frameable
 *   anywhere, it holds no data) posts `{ travelFrameLoadError: 'unknown-partner' }` to the partner page, and the
 *   SDK reports it at once instead of waiting for the timeout.
 * - `timeout`: the bridge connected but the frame did not report that it loaded (`record-load-success` or
 *   `hide-spinner`) within the load timeout.
 */
export type LoadErrorReason = 'blocked' | 'unknown-partner' | 'timeout';

/** Payload of the `error` event. */
export interface LoadError {
  reason: LoadErrorReason;
  /** The frame page's URL, the one the fallback's link opens in a new tab. */
  url: string;
}

/**
 * Event name -> payload. One event per outgoing action (payload: that message, validated), plus
 * `bridge-message` (every valid message in both directions), `dropped` (invalid frame messages),
 * `ready` (the bridge connected; emitted again after every reconnect) and `error` (the frame did not load
 * within the mount's `loadTimeoutMs`; emitted at most once per load, i.e. again only after a reload).
 */
export type FrameEventMap = { [A in OutgoingAction]: OutgoingMessageOf<A> } & {
  'bridge-message': BridgeLogEntry;
  dropped: DroppedMessage;
  ready: undefined;
  error: LoadError;
};

export type FrameEventName = keyof FrameEventMap;
export type FrameEventHandler<K extends FrameEventName> = (payload: FrameEventMap[K]) => void;
