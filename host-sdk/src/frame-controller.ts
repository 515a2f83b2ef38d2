/**
 * The host side's message-handling core, independent of the bridge transport (bridge-link.ts) so it can be tested alone:
 * it validates what the frame sends, drives the iframe's height and the loading overlay, and emits events.
 * Spec: core-and-business §7 (outgoing actions), §9 (frame resize: throttle 16 ms, init lock 128 ms).
 */
import type { BridgeReply, OutgoingMessage } from '@travel/contract';
import { INIT_LOCK_MS, RESIZE_THROTTLE_MS } from './constants.ts';
import type { Emitter } from './emitter.ts';
import type { FrameEventMap } from './events.ts';
import { validate, type MessageRules } from './validate.ts';
import outgoingRulesJson from './generated/outgoing-message.rules.json';

/** The rules generated from contract `OutgoingMessageSchema` (host-sdk/scripts/generate-schema.ts). */
export const OUTGOING_MESSAGE_RULES = outgoingRulesJson as unknown as MessageRules;

export interface FrameControllerOptions {
  /** The frame element whose `style.height` is driven. */
  iframe: HTMLIFrameElement;
  /** The loading overlay; shown and hidden through its `hidden` property. */
  overlay: HTMLElement;
  /** Where events go (one emitter per mount). */
  emitter: Emitter<FrameEventMap>;
  /** Heights below this are raised to it, CSS px. */
  minHeightPx: number;
  /** Log dropped messages with console.debug. */
  debug: boolean;
  /** Called for a valid `reload` message (after the event is emitted). */
  onReload: () => void;
}

/** What {@link createFrameController} returns. */
export interface FrameController {
  /**
   * Handles one message from the frame (the host's bridge `receive` method). Invalid messages are dropped:
   * emitted as `dropped`, logged when debugging, answered `{ ok: false, error: VALIDATION_ERROR }` and
   * never acted on. Valid ones are emitted as `bridge-message`, acted on, then emitted under their action.
   */
  receive(data: unknown): BridgeReply;
  /** Requests a frame height in CSS px, subject to the init lock and the throttle. */
  setHeight(heightPx: number): void;
  /** Starts (or restarts) the INIT_LOCK_MS window during which heights are coalesced. */
  startInitLock(): void;
  /** Shows the loading overlay. */
  showSpinner(): void;
  /** Hides the loading overlay. */
  hideSpinner(): void;
  /** Stops every timer; later messages are refused and nothing more is applied. */
  destroy(): void;
}

/**
 * Creates the core that drives one iframe from frame -> host messages.
 *
 * Sizing: `height` messages set `iframe.style.height` (never below `minHeightPx`), shrinking as well as
 * growing. At most one height is applied per RESIZE_THROTTLE_MS (the first at once, then one per window);
 * the latest value is always applied at the end of a window. During INIT_LOCK_MS after `startInitLock()`
 * (called on every bridge connection) heights are only remembered, and the last is applied when the lock
 * ends. The iframe's own size is never read, so applying a height cannot feed back into the next one.
 */
export function createFrameController(o: FrameControllerOptions): FrameController {
  const { emitter, overlay } = o;
  let pending: number | null = null;
  let applied: number | null = null;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let lock: ReturnType<typeof setTimeout> | undefined;
  let destroyed = false;

  const flush = (): void => {
    if (pending === null) return;
    const px = Math.max(o.minHeightPx, pending);
    pending = null;
    if (px !== applied) o.iframe.style.height = `${(applied = px)}px`;
    throttle = setTimeout(() => {
      throttle = undefined;
      if (lock === undefined) flush();
    }, RESIZE_THROTTLE_MS);
  };

  const setHeight = (heightPx: number): void => {
    if (destroyed) return;
    pending = heightPx;
    if (lock === undefined && throttle === undefined) flush();
  };

  const showSpinner = (): void => void (overlay.hidden = false);
  const hideSpinner = (): void => void (overlay.hidden = true);

  return {
    receive(data) {
      const reason = destroyed ? 'handle destroyed' : validate(OUTGOING_MESSAGE_RULES, data);
      if (reason !== null) {
        if (o.debug) console.debug('[travel-host-sdk] dropped frame message:', reason, data);
        emitter.emit('dropped', { reason, data });
        return { ok: false, error: { code: 'VALIDATION_ERROR', description: `Invalid message: ${reason}` } };
      }
      const message = data as OutgoingMessage;
      emitter.emit('bridge-message', { direction: 'from-frame', message, at: Date.now() });
      const action = message.action;
      if (action === 'height') setHeight(message.height);
      else if (action === 'display-spinner') showSpinner();
      else if (action === 'hide-spinner' || action === 'record-load-success') hideSpinner();
      // The union is discriminated by `action`: the map type guarantees payload and event agree.
      (emitter.emit as (event: string, payload: OutgoingMessage) => void)(action, message);
      if (action === 'reload') o.onReload();
      return { ok: true };
    },
    setHeight,
    startInitLock() {
      if (destroyed) return;
      clearTimeout(lock);
      lock = setTimeout(() => {
        lock = undefined;
        if (throttle === undefined) flush();
      }, INIT_LOCK_MS);
    },
    showSpinner,
    hideSpinner,
    destroy() {
      destroyed = true;
      clearTimeout(lock);
      clearTimeout(throttle);
      pending = null;
    },
  };
}
