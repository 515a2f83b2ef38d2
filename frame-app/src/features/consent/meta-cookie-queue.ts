/**
 * Meta cookie saves, queued and sent one after another (chrome-and-consent §4 "Meta cookie saves are queued and sent
 * one after another"; §7 PUT /i/api/cookies/v2/meta/{name}; §9 meta cookies).
 */
import type { MetaCookieName } from '@travel/contract';
import { logger } from '../../state/index.ts';
import { putMetaCookie } from './api.ts';

/** Sends one meta cookie save; resolves when it is done. */
export type MetaCookieSender = (name: MetaCookieName, value: string | undefined) => Promise<unknown>;

/** A queue that runs each save only after the previous one settled (a failure is logged and the queue goes on). */
export interface MetaCookieQueue {
  /** Queues `name` = `value` (undefined deletes); resolves when this save settled (never rejects). */
  enqueue(name: MetaCookieName, value: string | undefined): Promise<void>;
}

/** Creates a queue over `send` (default: the PUT call). */
export function createMetaCookieQueue(send: MetaCookieSender = putMetaCookie): MetaCookieQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    enqueue(name, value) {
      tail = tail.then(async () => {
        try {
          await send(name, value);
        } catch (error) {
          logger.warn(`meta cookie ${name} not saved`, error);
        }
      });
      return tail;
    },
  };
}

/** The frame's one queue. */
export const metaCookieQueue: MetaCookieQueue = createMetaCookieQueue();
