// @vitest-environment node
/**
 * Compression and caching of everything the product origin sends (issue #23, "What must hold" and "Done when"):
 * built files go out as their build-time brotli/gzip siblings byte for byte, hashed names are immutable, and API
 * replies over 1 KB are compressed by negotiation. The "build" here is a fixture folder compressed by the real
 * build step (scripts/compress-assets.ts), so the test does not depend on `npm run build` having run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ErrorEnvelopeSchema } from '@travel/contract';
import { compressAssets } from '../../scripts/compress-assets.ts';
import { createHarness, flightSearchUrl, isoDateInDays, type Harness } from '../test/harness.ts';
import { DYNAMIC_BROTLI_OPTIONS, IMMUTABLE_BODY_COMPRESSION, immutableBody } from './compression.ts';
import { HEALTHZ_PATH } from './modules/health/routes.ts';
import { IMMUTABLE_CACHE_CONTROL } from './static-files.ts';

/** A real minified library as the asset body: compresses like the frame's chunks do. */
const LIBRARY_JS = fs.readFileSync(path.resolve('node_modules/react/cjs/react.production.js'));
const HASHED_ASSET = 'vendor-C9t88a6_.js';
const SMALL_ASSET = 'tiny-AbCd1234.js';
const UNHASHED_ASSET = 'hand-placed.js';
/** The frame page over 1 KB, as the real build's is (one modulepreload a chunk), with the bootstrap placeholder. */
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frame</title><!--frame-bootstrap-->${Array.from(
  { length: 20 },
  (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-AbCd12${String(i).padStart(2, '0')}.js">`,
).join('')}</head><body><div id="root"></div><script type="module" src="/assets/${HASHED_ASSET}"></script></body></html>`;

let h: Harness;
let sdkDir: string;
let assetsDir: string;

beforeAll(async () => {
  sdkDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-sdk-compress-'));
  fs.writeFileSync(path.join(sdkDir, 'host-sdk.iife.js'), LIBRARY_JS);
  h = await createHarness({ config: { hostSdkDistDir: sdkDir } });
  assetsDir = path.join(h.config.frameDistDir, 'assets');
  fs.writeFileSync(path.join(h.config.frameDistDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(assetsDir, HASHED_ASSET), LIBRARY_JS);
  fs.writeFileSync(path.join(assetsDir, UNHASHED_ASSET), LIBRARY_JS);
  fs.writeFileSync(path.join(assetsDir, SMALL_ASSET), 'export const tiny = 1;\n');
  await compressAssets([h.config.frameDistDir, sdkDir]);
});
afterAll(async () => {
  await h.close();
  fs.rmSync(sdkDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  h.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

describe('built files (frame assets, host SDK)', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
  ])('Accept-Encoding %s -> Content-Encoding %s, the build-time file, decoding to the asset byte for byte', async (accept, expected) => {
    const res = await get(`/assets/${HASHED_ASSET}`, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const onDisk = fs.readFileSync(path.join(assetsDir, `${HASHED_ASSET}.${expected === 'br' ? 'br' : 'gz'}`));
    expect(res.rawPayload.equals(onDisk)).toBe(true);
    expect(decoded(res).equals(LIBRARY_JS)).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(LIBRARY_JS.length / 2);
  });

  it('a client without Accept-Encoding gets the file itself, still with Vary: Accept-Encoding', async () => {
    const res = await get(`/assets/${HASHED_ASSET}`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(LIBRARY_JS)).toBe(true);
  });

  it('a hashed name is immutable for a year; an unhashed one is revalidated', async () => {
    expect((await get(`/assets/${HASHED_ASSET}`, 'br')).headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect((await get(`/assets/${HASHED_ASSET}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const unhashed = await get(`/assets/${UNHASHED_ASSET}`, 'br');
    expect(unhashed.headers['content-encoding']).toBe('br');
    expect(unhashed.headers['cache-control']).toBe('no-cache');
  });

  it('a file under 1 KB has no compressed sibling and is not compressed per request either', async () => {
    expect(fs.existsSync(path.join(assetsDir, `${SMALL_ASSET}.br`))).toBe(false);
    const res = await get(`/assets/${SMALL_ASSET}`, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export const tiny = 1;\n');
  });

  it('the host SDK comes compressed, readable cross-origin, with a short revalidating cache', async () => {
    const res = await get('/sdk/host-sdk.iife.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(decoded(res).equals(LIBRARY_JS)).toBe(true);
  });
});

describe('the frame page (rendered per request)', () => {
  it('is compressed on the fly, never cached, and decodes to the page with its bootstrap', async () => {
    const res = await get('/p/demo/', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['cache-control']).not.toContain('immutable');
    const html = decoded(res).toString('utf8');
    expect(html).toContain('<script id="frame-bootstrap" type="application/json">');
    expect(html).toContain(`/assets/${HASHED_ASSET}`);
  });
});

describe('API replies', () => {
  const searchUrl = flightSearchUrl({ origin: 'JFK', destination: 'LHR', departDate: isoDateInDays(30), adults: 1 });

  it('a flight search (over 1 KB) comes brotli- or gzip-compressed and decodes to the same JSON', async () => {
    const plain = await get(searchUrl);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json<unknown>();
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const res = await get(searchUrl, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(res).toString('utf8'))).toEqual(expected);
    }
  });

  it('a repeated flight search (a reply shared in its quote window) gets the same compressed bytes, each coding decoding to the JSON', async () => {
    const url = flightSearchUrl({ origin: 'SFO', destination: 'NRT', departDate: isoDateInDays(45), returnDate: isoDateInDays(52), adults: 2 });
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    const firstBr = await get(url, 'gzip, deflate, br, zstd');
    const firstGzip = await get(url, 'gzip');
    for (const [res, again, encoding] of [[firstBr, await get(url, 'br'), 'br'], [firstGzip, await get(url, 'gzip'), 'gzip']] as const) {
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(again.headers['content-encoding']).toBe(encoding);
      expect(again.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(again.headers['content-length'])).toBe(again.rawPayload.length);
      expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
      expect(decoded(again).equals(plain.rawPayload)).toBe(true);
    }
    // And a client without Accept-Encoding still gets the identity bytes after the compressed forms were kept.
    expect((await get(url)).rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('an immutable body is compressed once per coding; any other payload every time', () => {
    const compressors = IMMUTABLE_BODY_COMPRESSION.zlib as Record<'brotliCompressSync' | 'gzipSync', (b: Buffer, o: object) => Buffer>;
    const text = JSON.stringify({ offers: Array.from({ length: 200 }, (_, i) => ({ id: `offer-${i}`, price: i * 7 })) });
    const body = immutableBody(text);
    const br = compressors.brotliCompressSync(body, DYNAMIC_BROTLI_OPTIONS);
    expect(compressors.brotliCompressSync(body, DYNAMIC_BROTLI_OPTIONS)).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(text);
    const gzip = compressors.gzipSync(body, {});
    expect(compressors.gzipSync(body, {})).toBe(gzip);
    expect(zlib.gunzipSync(gzip).toString('utf8')).toBe(text);
    const other = Buffer.from(text);
    expect(compressors.brotliCompressSync(other, DYNAMIC_BROTLI_OPTIONS)).not.toBe(compressors.brotliCompressSync(other, DYNAMIC_BROTLI_OPTIONS));
  });

  it('a reply under 1 KB is sent as it is', async () => {
    const res = await get(HEALTHZ_PATH, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('an error reply keeps the contract envelope whatever the client accepts', async () => {
    const res = await get(`${searchUrl.split('?')[0]}?origin=JFK`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(JSON.parse(decoded(res).toString('utf8'))).errors[0]?.code).toBe('VALIDATION_ERROR');
  });
});
