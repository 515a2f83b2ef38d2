// @vitest-environment node
/** Build-time compression (issue #23): which files get `.br`/`.gz` siblings, and that they decode to the file. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressAssets } from './compress-assets.ts';

const TEXT = '.result { display: grid; gap: 8px; }\n'.repeat(200);
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'compress-assets-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string) => join(dir, name);

describe('compressAssets', () => {
  it('writes brotli and gzip siblings that decode to each text file, in sub-folders too', async () => {
    writeFileSync(file('assets/results-AbCd1234.css'), TEXT);
    writeFileSync(file('index.html'), `<!doctype html>${TEXT}`);
    const summary = await compressAssets([dir]);
    expect(summary.compressed).toBe(2);
    expect(brotliDecompressSync(readFileSync(file('assets/results-AbCd1234.css.br'))).toString()).toBe(TEXT);
    expect(gunzipSync(readFileSync(file('assets/results-AbCd1234.css.gz'))).toString()).toBe(TEXT);
    expect(existsSync(file('index.html.br'))).toBe(true);
    expect(summary.brotliBytes).toBeLessThan(summary.originalBytes / 10);
  });

  it('skips files under 1 KB, incompressible data, formats already compressed and source maps', async () => {
    writeFileSync(file('assets/tiny-AbCd1234.js'), 'export {};\n');
    writeFileSync(file('assets/noise-AbCd1234.js'), randomBytes(4096));
    writeFileSync(file('assets/inter-AbCd1234.woff2'), TEXT);
    writeFileSync(file('assets/main-AbCd1234.js.map'), TEXT);
    const summary = await compressAssets([dir]);
    expect(summary.compressed).toBe(0);
    for (const name of ['assets/tiny-AbCd1234.js', 'assets/noise-AbCd1234.js', 'assets/inter-AbCd1234.woff2', 'assets/main-AbCd1234.js.map']) {
      expect(existsSync(file(`${name}.br`)), name).toBe(false);
      expect(existsSync(file(`${name}.gz`)), name).toBe(false);
    }
  });

  it('removes a stale sibling of a file that no longer qualifies, so no server sends an old variant', async () => {
    writeFileSync(file('app.js'), TEXT);
    await compressAssets([dir]);
    expect(existsSync(file('app.js.br'))).toBe(true);
    writeFileSync(file('app.js'), 'export {};\n');
    await compressAssets([dir]);
    expect(existsSync(file('app.js.br'))).toBe(false);
    expect(existsSync(file('app.js.gz'))).toBe(false);
  });

  it('refuses a folder that does not exist (build first)', async () => {
    await expect(compressAssets([join(dir, 'missing')])).rejects.toThrow(/run the build first/);
  });
});
