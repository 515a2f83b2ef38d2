// @vitest-environment node
/**
 * Server-side relay allow-list (issue #6 item 7): a rule matches whole path segments, so the demo partner's
 * `/i/api/flights/v1/search` rule does not let a relayed call reach `/i/api/flights/v1/searchXYZ`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { isRelayAllowed } from './service.ts';

const partner: Partner = {
  id: 'demo',
  name: 'Demo',
  allowedOrigins: ['http://127.0.0.1:5173'],
  defaultBrand: 'default',
  relayAllowList: [
    { method: 'GET', pathPrefix: '/i/api/flights/v1/search' },
    { method: 'POST', pathPrefix: '/i/api/affiliate/ui/metrics/v1/' },
  ],
};

describe('isRelayAllowed', () => {
  it.each([
    ['GET', '/i/api/flights/v1/search', true],
    ['HEAD', '/i/api/flights/v1/search', true],
    ['GET', '/i/api/flights/v1/search/x', true],
    ['GET', '/i/api/flights/v1/searchXYZ', false],
    ['GET', '/i/api/flights/v1/search-admin', false],
    ['POST', '/i/api/affiliate/ui/metrics/v1/click', true],
    ['POST', '/i/api/affiliate/ui/metrics/v1X/click', false],
    ['POST', '/i/api/flights/v1/search', false],
  ])('%s %s -> %s', (method, path, allowed) => {
    expect(isRelayAllowed(partner, method, path)).toBe(allowed);
  });
});

describe('relayed requests over the app', () => {
  let h: Harness;
  let sid = '';
  beforeAll(async () => {
    h = await createHarness();
    const frame = await h.app.inject({ method: 'GET', url: '/p/demo/' });
    const found = /sid=([^;]+)/.exec(String(frame.headers['set-cookie']))?.[1];
    // Without a session there is no partner and every relay is refused: the test below would pass for nothing.
    if (!found) throw new Error('the frame page set no session cookie');
    sid = found;
  });
  afterAll(async () => {
    await h.close();
  });

  it('the allowed path itself is relayed for the partner session (control for the next test)', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/i/api/flights/v1/search?origin=JFK', cookies: { sid }, headers: { 'x-bridge-relay': '1' } });
    expect(r.statusCode).not.toBe(403);
  });

  it('a longer sibling of an allowed path is RELAY_FORBIDDEN', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/i/api/flights/v1/searchXYZ?origin=JFK', cookies: { sid }, headers: { 'x-bridge-relay': '1' } });
    expect(r.statusCode).toBe(403);
    expect(r.json().errors[0].code).toBe('RELAY_FORBIDDEN');
  });
});
