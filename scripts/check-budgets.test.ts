import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBudgets, FIRST_PAGE_JS_BROTLI_BUDGET_BYTES, SDK_IIFE_GZIP_BUDGET_BYTES, firstPageFiles, type Manifest } from './check-budgets.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/index-a.css'] },
  '_runtime.js': { file: 'assets/runtime-b.js' },
  'src/features/chrome/footer/footer.tsx': { file: 'assets/footer-c.js', imports: ['_runtime.js', '_shared.js'], css: ['assets/footer-c.css'] },
  '_shared.js': { file: 'assets/shared-d.js', assets: ['assets/brand-e.woff2', 'assets/logo-f.svg'] },
  'src/features/search/flight-results-page.tsx': { file: 'assets/results-g.js', imports: ['_later.js'] },
  '_later.js': { file: 'assets/later-h.js' },
};

describe('firstPageFiles', () => {
  it('takes the entry and the first-page dynamic imports with their static imports, CSS and fonts, once each', () => {
    expect(firstPageFiles(manifest, ['src/features/chrome/footer/footer.tsx'])).toEqual({
      js: ['assets/index-a.js', 'assets/footer-c.js', 'assets/runtime-b.js', 'assets/shared-d.js'],
      css: ['assets/index-a.css', 'assets/footer-c.css'],
      fonts: ['assets/brand-e.woff2'],
    });
  });

  it('costs nothing for a first-page module the build merged into the entry chunk (no manifest entry)', () => {
    expect(firstPageFiles(manifest, ['src/features/search/front-door-page.tsx']).js).toEqual(['assets/index-a.js', 'assets/runtime-b.js']);
  });

  it('throws without an entry chunk', () => {
    expect(() => firstPageFiles({ '_runtime.js': { file: 'assets/runtime-b.js' } })).toThrow(/no entry chunk/);
  });
});

describe('checkBudgets (the last step of npm run build)', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A built tree whose entry script and SDK are `jsBytes` / `sdkBytes` of incompressible bytes. */
  function builtTree(jsBytes: number, sdkBytes: number): string {
    const repo = mkdtempSync(path.join(tmpdir(), 'budgets-'));
    made.push(repo);
    mkdirSync(path.join(repo, 'dist/frame/.vite'), { recursive: true });
    mkdirSync(path.join(repo, 'dist/frame/assets'), { recursive: true });
    mkdirSync(path.join(repo, 'dist/host-sdk'), { recursive: true });
    writeFileSync(path.join(repo, 'dist/frame/.vite/manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-a.js', isEntry: true } }));
    writeFileSync(path.join(repo, 'dist/frame/assets/index-a.js'), randomBytes(jsBytes));
    writeFileSync(path.join(repo, 'dist/host-sdk/host-sdk.iife.js'), randomBytes(sdkBytes));
    return repo;
  }

  it('passes a first page just under 130 KB on the wire and an SDK under 6 KB gzip', () => {
    const lines: string[] = [];
    expect(checkBudgets(builtTree(FIRST_PAGE_JS_BROTLI_BUDGET_BYTES - 1_000, 4_000), (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toMatch(/JS, 1 requests/);
  });

  it('fails the build when the first page JS exceeds 130 KB brotli on the wire', () => {
    const lines: string[] = [];
    expect(checkBudgets(builtTree(FIRST_PAGE_JS_BROTLI_BUDGET_BYTES + 1_000, 4_000), (line) => lines.push(line))).toBe(1);
    expect(lines.join('\n')).toMatch(/FIRST PAGE JS OVER BUDGET/);
  });

  it('fails the build when the SDK exceeds 6 KB gzip, on its own line', () => {
    const lines: string[] = [];
    expect(checkBudgets(builtTree(10_000, SDK_IIFE_GZIP_BUDGET_BYTES + 500), (line) => lines.push(line))).toBe(1);
    expect(lines.join('\n')).toMatch(/HOST SDK OVER BUDGET/);
    expect(lines.join('\n')).not.toMatch(/FIRST PAGE JS OVER/);
  });

  it('says to build first when the build is missing', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'budgets-'));
    made.push(repo);
    const lines: string[] = [];
    expect(checkBudgets(repo, (line) => lines.push(line))).toBe(2);
    expect(lines[0]).toMatch(/run `npm run build` first/);
  });
});
