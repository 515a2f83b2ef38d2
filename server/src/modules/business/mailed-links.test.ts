/**
 * The business links mailed to people open the frame's page of the configured partner (mailed-links.ts): an invitation
 * link `{PUBLIC_ORIGIN}/business/join#token=...` is requested as `/business/join` (the fragment stays in the browser)
 * and answers 302 to `/p/demo/business/join`, the query kept, never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('mailed business links', () => {
  it.each([
    ['/business/join', '/p/demo/business/join'],
    ['/business/company/delete/abc/1764000000000/tok?x=1', '/p/demo/business/company/delete/abc/1764000000000/tok?x=1'],
    ['/business', '/p/demo/business'],
  ])('GET %s answers 302 to %s', async (url, location) => {
    const r = await h.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe(location);
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('the redirect stays on the product origin whatever the path', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/business//evil.example/x' });
    expect(r.headers.location).toBe('/p/demo/business//evil.example/x');
  });
});
