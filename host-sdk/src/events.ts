/**
 * Types of the events a mounted frame emits. Spec: core-and-business §7 (outgoing actions: height,
 * reload, display-spinner, hide-spinner, record-load-success, enableRework).
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
 * Event name -> payload. One event per outgoing action (payload: that message, validated), plus
 * `bridge-message` (every valid message in both directions), `dropped` (invalid frame messages) and
 * `ready` (the bridge connected; emitted again after every reconnect).
 */
export type FrameEventMap = { [A in OutgoingAction]: OutgoingMessageOf<A> } & {
  'bridge-message': BridgeLogEntry;
  dropped: DroppedMessage;
  ready: undefined;
};

export type FrameEventName = keyof FrameEventMap;
export type FrameEventHandler<K extends FrameEventName> = (payload: FrameEventMap[K]) => void;
