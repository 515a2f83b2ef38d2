// @vitest-environment node
/**
 * Issue #22 item 5: with a tile URL configured (MAP_TILE_URL) the hotel maps draw real tiles, so the frame page
 * must hand the template to the frame and its CSP must allow the tile origin; without one, nothing external.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { FrameBootstrapSchema } from '@travel/contract';
import { loadConfig } from '../../config.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { createSiteService } from '../site/service.ts';

function bootstrapOf(html: string) {
  const m = /<script id="frame-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!m?.[1]) throw new Error('no bootstrap script');
  return FrameBootstrapSchema.parse(JSON.parse(m[1]));
}
const imgSrcOf = (csp: unknown) => (String(csp).split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'img-src') ?? []).slice(1);

const harnesses: Harness[] = [];
afterAll(async () => {
  await Promise.all(harnesses.map((x) => x.close()));
});

describe('hotel map tiles (MAP_TILE_URL)', () => {
  it('a configured tile template reaches the frame and its origin (with {s} as a wildcard) is in img-src', async () => {
    const mapTiles = { urlTemplate: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example Tiles' };
    const h = await createHarness({ config: { mapTiles } });
    harnesses.push(h);
    const r = await h.app.inject({ method: 'GET', url: '/p/demo/' });
    expect(r.statusCode).toBe(200);
    expect(imgSrcOf(r.headers['content-security-policy'])).toEqual(["'self'", 'data:', 'https://*.tiles.example.org']);
    expect(bootstrapOf(r.body).mapTiles).toEqual(mapTiles);
  });

  it('without one the frame gets no template and img-src stays own origin only', async () => {
    const h = await createHarness();
    harnesses.push(h);
    const r = await h.app.inject({ method: 'GET', url: '/p/demo/' });
    expect(imgSrcOf(r.headers['content-security-policy'])).toEqual(["'self'", 'data:']);
    expect(bootstrapOf(r.body).mapTiles).toBeUndefined();
  });

  it('reads MAP_TILE_URL and MAP_TILE_ATTRIBUTION, and refuses a template that is not https or lacks {z}/{x}/{y}', () => {
    expect(loadConfig({ MAP_TILE_URL: 'https://tile.example.com:8443/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'Example' }).mapTiles).toEqual({
      urlTemplate: 'https://tile.example.com:8443/{z}/{x}/{y}.png',
      attribution: 'Example',
    });
    expect(loadConfig({}).mapTiles).toBeUndefined();
    expect(() => loadConfig({ MAP_TILE_URL: 'http://tile.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tile.example.com/tiles.png' })).toThrow(/MAP_TILE_URL/);
    expect(loadConfig({ MAP_TILE_URL: 'http://localhost:9000/{z}/{x}/{y}.png' }).mapTiles?.urlTemplate).toBe('http://localhost:9000/{z}/{x}/{y}.png');
  });
});

describe('site message in the frame page (issue #22: no late message bar)', () => {
  it('the bootstrap carries the message of the page locale only', async () => {
    const h = await createHarness();
    harnesses.push(h);
    const site = createSiteService(h.db);
    await site.addMessage({ text: 'Wartung heute Nacht', locale: 'de', partnerId: 'demo' });
    const de = bootstrapOf((await h.app.inject({ method: 'GET', url: '/p/demo/?locale=de-DE' })).body);
    expect(de.siteMessage).toMatchObject({ text: 'Wartung heute Nacht' });
    const en = bootstrapOf((await h.app.inject({ method: 'GET', url: '/p/demo/?locale=en-US' })).body);
    expect(en.siteMessage).toBeNull();
  });
});
