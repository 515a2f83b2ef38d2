// @vitest-environment jsdom
/**
 * setConsentUrlPrefix with a URL the contract refuses (`javascript:`, `data:`, http on another host; issue #6
 * item 7) rejects with a BridgeError VALIDATION_ERROR stating the rule. The fake frame below answers like the
 * real one (frame-app/src/bridge/incoming.ts): it validates with contract IncomingMessageSchema and replies
 * `{ ok: false, error }` with the prettified issues; only valid prefixes are accepted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CONSENT_URL_PREFIX_MESSAGE, IncomingMessageSchema } from '@travel/contract';

const frame = vi.hoisted(() => ({ accepted: [] as unknown[] }));

vi.mock('./bridge-link.ts', () => ({
  linkBridge: vi.fn(() => ({
    promise: Promise.resolve({
      receive: async (message: unknown) => {
        const parsed = IncomingMessageSchema.safeParse(message);
        if (!parsed.success) return { ok: false, error: { code: 'VALIDATION_ERROR', description: z.prettifyError(parsed.error) } };
        frame.accepted.push(parsed.data);
        return { ok: true };
      },
    }),
    destroy: vi.fn(),
  })),
}));

import { BridgeError, mount, type FrameHandle } from './index.ts';

let handle: FrameHandle;
/** What the frame accepted besides the visible-region updates the SDK sends on its own (`scroll`). */
const acceptedPrefixes = () => frame.accepted.filter((m) => (m as { action: string }).action !== 'scroll');
beforeEach(() => {
  frame.accepted.length = 0;
  const container = document.createElement('div');
  document.body.appendChild(container);
  handle = mount(container, { partnerId: 'demo', frameOrigin: 'http://localhost:8080' });
});
afterEach(() => {
  handle.destroy();
  document.body.innerHTML = '';
});

describe('setConsentUrlPrefix', () => {
  it.each(['https://partner.example/consent/', 'http://localhost:5173/consent/', 'http://127.0.0.1:5173/c/', 'http://[::1]/c/'])('%s is accepted by the frame', async (url) => {
    await handle.setConsentUrlPrefix(url);
    expect(acceptedPrefixes()).toEqual([{ action: 'consent-url-prefix', prefix: url }]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://evil.example/consent/', 'not a url'])('%j rejects with a BridgeError VALIDATION_ERROR naming the rule', async (url) => {
    const error = await handle.setConsentUrlPrefix(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((error as BridgeError).description).toContain(CONSENT_URL_PREFIX_MESSAGE);
    expect(acceptedPrefixes()).toEqual([]);
  });
});
