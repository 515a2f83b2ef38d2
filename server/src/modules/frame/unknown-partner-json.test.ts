// @vitest-environment node
/**
 * The unknown-partner frame page (issue #22): a client asking for JSON (`Accept: application/json` preferred over
 * HTML) gets the contract's error envelope, 404 UNKNOWN_PARTNER, as application/json; browsers (their Accept puts
 * text/html first), `*\/*` and no Accept keep the HTML page any site may frame.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const CHROMIUM_NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';

describe('unknown partner', () => {
  it.each([
    ['application/json', '/p/nobody/'],
    ['application/json, text/plain, */*', '/p/nobody/flights/search?origin=JFK'],
    ['application/problem+json, application/json;q=0.9, text/html;q=0.5', '/p/Not_A%20Partner!/'],
  ])('Accept: %s -> 404 JSON envelope', async (accept, url) => {
    const r = await h.app.inject({ method: 'GET', url, headers: { accept } });
    expect(r.statusCode).toBe(404);
    expect(String(r.headers['content-type'])).toMatch(/^application\/json/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers.vary).toMatch(/accept/i);
    expect(r.headers['set-cookie']).toBeUndefined();
    expect(ErrorEnvelopeSchema.parse(r.json())).toEqual({ errors: [{ code: 'UNKNOWN_PARTNER', description: 'This travel search is not available on this site.' }] });
  });

  it.each([['a browser navigation', CHROMIUM_NAVIGATION], ['*/*', '*/*'], ['HTML preferred', 'text/html, application/json;q=0.5'], ['no Accept', undefined]])(
    '%s keeps the HTML page',
    async (_label, accept) => {
      const r = await h.app.inject({ method: 'GET', url: '/p/nobody/', headers: accept === undefined ? {} : { accept } });
      expect(r.statusCode).toBe(404);
      expect(String(r.headers['content-type'])).toMatch(/^text\/html/);
      expect(r.headers.vary).toMatch(/accept/i);
      expect(r.body).toContain('<h1>This travel search is not available on this site.</h1>');
    },
  );

  it('a known partner still serves the frame page to a JSON client', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/p/demo/', headers: { accept: 'application/json' } });
    expect(r.statusCode).toBe(200);
    expect(String(r.headers['content-type'])).toMatch(/^text\/html/);
  });
});
