/**
 * Outgoing bridge messages (frame -> host), core-and-business §7: validated with OutgoingMessageSchema, and
 * queued until the penpal connection is up, then flushed in order.
 */
import { OutgoingMessageSchema, type OutgoingMessage } from '@travel/contract';
import { logger, type Logger } from '../state/index.ts';

/** Delivers one message to the host (the remote `receive`). */
export type Deliver = (message: OutgoingMessage) => Promise<unknown> | unknown;

/** A send function plus the switch that connects it. */
export interface OutgoingChannel {
  /** Validates and sends (or queues) a message. Invalid messages are logged and dropped. */
  send(message: OutgoingMessage): void;
  /** Connects the channel: queued messages are delivered in order, later ones immediately. */
  attach(deliver: Deliver): void;
  readonly connected: boolean;
}

/** Creates an unconnected channel. */
export function createOutgoingChannel(log: Pick<Logger, 'warn' | 'error'> = logger): OutgoingChannel {
  const queue: OutgoingMessage[] = [];
  let deliver: Deliver | undefined;

  function deliverNow(target: Deliver, message: OutgoingMessage): void {
    try {
      void Promise.resolve(target(message)).catch((error: unknown) => log.warn('bridge send failed', message.action, error));
    } catch (error) {
      log.warn('bridge send failed', message.action, error);
    }
  }

  return {
    send(message) {
      const parsed = OutgoingMessageSchema.safeParse(message);
      if (!parsed.success) {
        log.error('invalid outgoing bridge message', message, parsed.error.issues);
        return;
      }
      if (deliver) deliverNow(deliver, parsed.data);
      else queue.push(parsed.data);
    },
    attach(target) {
      deliver = target;
      for (const message of queue.splice(0)) deliverNow(target, message);
    },
    get connected() {
      return deliver !== undefined;
    },
  };
}
