// @vitest-environment node
/**
 * The built host SDK as partners get it (issue #8 "The host SDK as a real package"): builds it afresh into a
 * temporary folder with host-sdk/scripts/build.ts (what `npm run build` runs), then checks
 *   - the IIFE's gzip -9 size is within the 6 KB (6144-byte) budget (issue #23);
 *   - package.json's exports/main/module/types/files point at files that exist, and the ES module loads;
 *   - index.d.ts is one self-contained file: no `@travel/*` aliases, no relative imports, and every package it
 *     imports is a dependency of the package (zod, at the repository's range);
 *   - a tiny consumer TypeScript project that depends on the package (copied into its node_modules, zod beside it
 *     as npm would install it) compiles with strict, skipLibCheck false, under moduleResolution bundler and node16,
 *     and fails when the types are missing or broken.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../..', import.meta.url));
const TSX = path.join(REPO, 'node_modules/tsx/dist/cli.mjs');
const TSC = path.join(REPO, 'node_modules/typescript/bin/tsc');

/** IIFE budget, bytes of `gzip -9` output (issue #23: 6 KB with every feature). */
const IIFE_GZIP_BUDGET_BYTES = 6 * 1024;

interface Manifest {
  name: string;
  type: string;
  main: string;
  module: string;
  types: string;
  files: string[];
  exports: Record<string, string | Record<string, string>>;
  dependencies: Record<string, string>;
}

let tmp: string;
let pkgDir: string;
let manifest: Manifest;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'host-sdk-package-'));
  pkgDir = path.join(tmp, 'package');
  await run(process.execPath, [TSX, path.join(REPO, 'host-sdk/scripts/build.ts'), pkgDir], { cwd: REPO });
  manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as Manifest;
}, 180_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('built host SDK', () => {
  it(`IIFE is at most ${IIFE_GZIP_BUDGET_BYTES} bytes gzip -9`, () => {
    const size = gzipSync(readFileSync(path.join(pkgDir, 'host-sdk.iife.js')), { level: 9 }).length;
    console.log(`host-sdk.iife.js: ${size} bytes gzip -9 (budget ${IIFE_GZIP_BUDGET_BYTES})`);
    expect(size).toBeLessThanOrEqual(IIFE_GZIP_BUDGET_BYTES);
  });

  it('package.json: ESM package whose exports, main, module, types and files exist', () => {
    expect(manifest).toMatchObject({ name: '@travel/host-sdk', type: 'module', main: './index.js', module: './index.js', types: './index.d.ts' });
    expect(manifest.exports['.']).toEqual({ types: './index.d.ts', import: './index.js', default: './index.js' });
    const targets = [manifest.main, manifest.module, manifest.types, ...Object.values(manifest.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)))];
    for (const target of [...targets, ...manifest.files]) expect(existsSync(path.join(pkgDir, target)), target).toBe(true);
    for (const file of ['index.js', 'index.d.ts', 'host-sdk.iife.js']) expect(manifest.files).toContain(file);
  });

  it('the ES module loads and exports mount', async () => {
    const sdk = (await import(pathToFileURL(path.join(pkgDir, 'index.js')).href)) as Record<string, unknown>;
    expect(typeof sdk.mount).toBe('function');
    expect(typeof sdk.BridgeError).toBe('function');
    expect(sdk.DEFAULT_LOAD_TIMEOUT_MS).toBe(10_000);
  });

  it('index.d.ts is one self-contained file: no path aliases, no relative imports, only declared dependencies', () => {
    const dts = readFileSync(path.join(pkgDir, 'index.d.ts'), 'utf8');
    expect(dts).not.toMatch(/@travel\//);
    const specifiers = [...dts.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|reference\s+(?:path|types)=/g)].map(
      (m) => m[1] ?? m[2] ?? m[0],
    );
    // A specifier's package: `zod/mini` is the `zod` package, `@scope/name/sub` the `@scope/name` package.
    const packageOf = (s: string): string => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/');
    expect(specifiers.filter((s) => !Object.keys(manifest.dependencies).includes(packageOf(s)))).toEqual([]);
    const root = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const [name, range] of Object.entries(manifest.dependencies)) expect(range, name).toBe(root.dependencies[name]);
  });
});

describe('a TypeScript project consuming the package', () => {
  const CONSUMER = `
import { mount, BridgeError, DEFAULT_LOAD_TIMEOUT_MS, type FrameHandle, type LoadError, type LoadErrorReason,
  type MountOptions, type SearchSubmit, type OutgoingMessage } from '@travel/host-sdk';

const options: MountOptions = { partnerId: 'demo', frameOrigin: 'https://travel.example', brand: 'momondo', loadTimeoutMs: DEFAULT_LOAD_TIMEOUT_MS };
const handle: FrameHandle = mount('#travel-frame', options);
handle.on('error', (e: LoadError) => {
  const reason: LoadErrorReason = e.reason;
  const url: string = e.url;
  console.log(reason, url);
});
handle.on('height', (m) => {
  const px: number = m.height;
  console.log(px);
});
handle.on('record-load-success', (m) => console.log(m.loadTimeMs.toFixed(0)));
handle.on('bridge-message', (entry) => {
  if (entry.direction === 'from-frame') {
    const message: OutgoingMessage = entry.message;
    console.log(message.action);
  }
});
const query: SearchSubmit = { vertical: 'hotels', destination: 'Paris' };
handle.submitSearch(query).catch((error: unknown) => {
  if (error instanceof BridgeError) console.log(error.code, error.field);
});
// @ts-expect-error not an event of the handle
handle.on('no-such-event', () => undefined);
// @ts-expect-error loadTimeoutMs is a number of ms
mount('#x', { partnerId: 'demo', frameOrigin: 'https://travel.example', loadTimeoutMs: '10s' });
export {};
`;

  /** Writes a consumer project using `moduleResolution`, with the built package (and zod) in its node_modules. */
  function consumer(name: string, moduleResolution: 'bundler' | 'node16', packageDir: string = pkgDir): string {
    const dir = path.join(tmp, name);
    mkdirSync(path.join(dir, 'node_modules/@travel'), { recursive: true });
    cpSync(packageDir, path.join(dir, 'node_modules/@travel/host-sdk'), { recursive: true });
    // What `npm install @travel/host-sdk` adds beside it: its dependencies.
    for (const dep of Object.keys(manifest.dependencies)) symlinkSync(path.join(REPO, 'node_modules', dep), path.join(dir, 'node_modules', dep), 'dir');
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'partner-site', private: true, type: 'module' }));
    writeFileSync(path.join(dir, 'main.ts'), CONSUMER);
    const module = moduleResolution === 'node16' ? 'node16' : 'esnext';
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'es2022', module, moduleResolution, lib: ['es2022', 'dom'], types: [],
          strict: true, skipLibCheck: false, noEmit: true,
        },
        files: ['main.ts'],
      }),
    );
    return dir;
  }

  const compile = (dir: string) => run(process.execPath, [TSC, '-p', path.join(dir, 'tsconfig.json')], { cwd: dir });

  it.each(['bundler', 'node16'] as const)('compiles with strict and skipLibCheck false (moduleResolution %s)', async (resolution) => {
    await expect(compile(consumer(`consumer-${resolution}`, resolution))).resolves.toBeDefined();
  }, 120_000);

  it('fails to compile when the types are missing or broken', async () => {
    const missing = path.join(tmp, 'package-without-types');
    cpSync(pkgDir, missing, { recursive: true });
    rmSync(path.join(missing, 'index.d.ts'));
    const noTypes = await compile(consumer('consumer-missing-types', 'bundler', missing)).catch((e: { stdout: string }) => e);
    expect((noTypes as { stdout: string }).stdout).toMatch(/TS7016|Could not find a declaration file/);

    const broken = path.join(tmp, 'package-broken-types');
    cpSync(pkgDir, broken, { recursive: true });
    writeFileSync(path.join(broken, 'index.d.ts'), `${readFileSync(path.join(pkgDir, 'index.d.ts'), 'utf8')}\nexport declare const oops: NoSuchType;\n`);
    const brokenTypes = await compile(consumer('consumer-broken-types', 'bundler', broken)).catch((e: { stdout: string }) => e);
    expect((brokenTypes as { stdout: string }).stdout).toMatch(/index\.d\.ts\(\d+,\d+\): error TS\d+: .*NoSuchType/);
  }, 120_000);
});
