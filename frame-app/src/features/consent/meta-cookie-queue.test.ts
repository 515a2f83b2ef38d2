/** Meta cookie saves are queued and sent one after another (chrome-and-consent §4). */
import { describe, expect, it, vi } from 'vitest';
import { createMetaCookieQueue } from './meta-cookie-queue.ts';

describe('meta cookie queue', () => {
  it('starts a save only after the previous one settled, failed ones included', async () => {
    const events: string[] = [];
    const pending: (() => void)[] = [];
    const queue = createMetaCookieQueue((name, value) => {
      events.push(`start ${name}=${value ?? '(delete)'}`);
      return new Promise<void>((resolve, reject) => pending.push(() => (name === 'HIDE_COOKIES_MESSAGE' ? reject(new Error('503')) : resolve())));
    });
    const a = queue.enqueue('HIDE_COOKIES_MESSAGE', undefined);
    const b = queue.enqueue('HIDE_COOKIES_MESSAGE_NP', 'true');
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toEqual(['start HIDE_COOKIES_MESSAGE=(delete)']);
    pending.shift()!();
    await a;
    await vi.waitFor(() => expect(events).toEqual(['start HIDE_COOKIES_MESSAGE=(delete)', 'start HIDE_COOKIES_MESSAGE_NP=true']));
    pending.shift()!();
    await b;
  });
});
