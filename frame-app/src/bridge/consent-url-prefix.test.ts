// @vitest-environment jsdom
/**
 * The frame accepts a consent url prefix only when it is https, or http on localhost / 127.0.0.1 / [::1]
 * (issue #6 item 7): anything else is a VALIDATION_ERROR naming the rule and the stored prefix is unchanged.
 */
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_URL_PREFIX_MESSAGE } from '@travel/contract';
import { consentAtom, createFrameStore } from '../state/index.ts';
import { TEST_BOOTSTRAP } from '../../test/test-fixtures.ts';
import { createIncomingHandler } from './incoming.ts';

function setup() {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const receive = createIncomingHandler({
    api: {} as never,
    store,
    relayAllowList: [],
    origin: 'http://localhost:8080',
    log: { warn: vi.fn(), error: vi.fn() },
  });
  return { store, receive };
}

describe('consent-url-prefix message', () => {
  it('stores an https prefix and a localhost http prefix', async () => {
    const t = setup();
    await expect(t.receive({ action: 'consent-url-prefix', prefix: 'https://partner.example/consent/' })).resolves.toEqual({ ok: true });
    expect(t.store.get(consentAtom).urlPrefix).toBe('https://partner.example/consent/');
    await expect(t.receive({ action: 'consent-url-prefix', prefix: 'http://localhost:5173/consent/' })).resolves.toEqual({ ok: true });
    expect(t.store.get(consentAtom).urlPrefix).toBe('http://localhost:5173/consent/');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://evil.example/consent/'])('refuses %j and keeps the stored prefix', async (prefix) => {
    const t = setup();
    await t.receive({ action: 'consent-url-prefix', prefix: 'https://partner.example/consent/' });
    const reply = await t.receive({ action: 'consent-url-prefix', prefix });
    expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    expect(reply.ok === false && reply.error.description).toContain(CONSENT_URL_PREFIX_MESSAGE);
    expect(t.store.get(consentAtom).urlPrefix).toBe('https://partner.example/consent/');
  });
});
