// @vitest-environment node
/**
 * The demo partner page's server sends its built files compressed by negotiation and caches them by name
 * (issue #23, "What must hold": compression and caching). The build is a fixture folder compressed by the real
 * build step (scripts/compress-assets.ts), so the test does not depend on `npm run build` having run.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../scripts/compress-assets.ts';
import { buildDemoHostApp, HASHED_FILE_CACHE_CONTROL, PAGE_CACHE_CONTROL } from './server.ts';

const SCRIPT = readFileSync(resolve('node_modules/react/cjs/react.production.js'));
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo partner page</title></head><body>${'<p>Plan your next trip with us.</p>'.repeat(60)}<script type="module" src="/assets/main-BO2eKAeW.js"></script></body></html>`;

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'demo-host-compress-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'main-BO2eKAeW.js'), SCRIPT);
  await compressAssets([dist]);
  app = await buildDemoHostApp({ frameOrigin: 'http://localhost:8080', distDir: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('demo host compression and caching', () => {
  it('a hashed script comes as its build-time brotli file, decodes to the script, immutable for a year', async () => {
    const res = await app.inject({ url: '/assets/main-BO2eKAeW.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(HASHED_FILE_CACHE_CONTROL);
    expect(res.rawPayload.equals(readFileSync(join(dist, 'assets', 'main-BO2eKAeW.js.br')))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).equals(SCRIPT)).toBe(true);
  });

  it('the page at / comes gzip-compressed to a gzip-only client and is revalidated, not immutable', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(PAGE);
  });

  it('a client without Accept-Encoding gets the files as they are', async () => {
    const res = await app.inject({ url: '/assets/main-BO2eKAeW.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(SCRIPT)).toBe(true);
  });
});
