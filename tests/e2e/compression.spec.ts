/**
 * Issue #23 ("What must hold": compression and caching), in Chromium: the partner page and the frame inside it
 * load as before, and every script and stylesheet of 1 KB or more arrives brotli-compressed (the build's `.br`
 * file), hashed ones cacheable for a year.
 */
import { expect, test, type Response } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { DEMO_ORIGIN, PRODUCT_ORIGIN } from './ports.ts';

/** Files under this size are sent as they are (scripts/compress-assets.ts MIN_COMPRESS_BYTES). */
const MIN_COMPRESSED_BYTES = 1024;

test('the frame loads through the partner page with its scripts and styles brotli-compressed', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const demo = new DemoHostPage(page);
  await demo.open();
  await expect(demo.frame.getByRole('button', { name: 'Search', exact: true })).toBeVisible();

  const assets = responses.filter((r) => /\/assets\/[^/]+\.(js|css)$/.test(new URL(r.url()).pathname));
  const origins = new Set(assets.map((r) => new URL(r.url()).origin));
  expect(origins).toEqual(new Set([DEMO_ORIGIN, PRODUCT_ORIGIN]));
  const uncompressed: string[] = [];
  for (const response of assets) {
    const headers = await response.allHeaders();
    expect(headers.vary ?? '', response.url()).toMatch(/accept-encoding/i);
    expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
    const decodedBytes = (await response.body()).length;
    if (decodedBytes >= MIN_COMPRESSED_BYTES && headers['content-encoding'] !== 'br') uncompressed.push(`${response.url()} (${decodedBytes} B)`);
  }
  expect(uncompressed).toEqual([]);
  // The frame page itself is rendered per request and compressed on the fly once it is 1 KB or more (the
  // front door's page is about 1 KB since its scripts merged into one chunk: under the threshold it goes as it is).
  const framePage = responses.find((r) => r.url().startsWith(`${PRODUCT_ORIGIN}/p/demo/`) && r.request().resourceType() === 'document');
  expect(framePage, 'the frame page response').toBeDefined();
  const frameHeaders = (await framePage?.allHeaders()) ?? {};
  const frameBytes = (await framePage?.body())?.length ?? 0;
  expect(frameHeaders['content-encoding']).toBe(frameBytes >= MIN_COMPRESSED_BYTES ? 'br' : undefined);
});
