/**
 * Size budgets of what a partner's visitor downloads (issue #23 "First page budget", "Host SDK at most 6 KB gzip").
 * The last step of `npm run build` (also `npx tsx scripts/check-budgets.ts` on a built tree).
 *
 * The front door's first page (`/p/{partner}/`, any brand, English) is read from the frame build's Vite manifest
 * (dist/frame/.vite/manifest.json): the entry's static-import closure plus the closure of every module the first
 * page imports dynamically before the search form sets its `search-form-interactive` mark
 * ({@link FIRST_PAGE_DYNAMIC_IMPORTS}; a module the build merged into the entry chunk has no manifest entry and
 * costs nothing more). Each file is counted at its size on the wire to a browser accepting brotli: the `.br` file next
 * to it when the build wrote one, the file itself under 1 KB (sent uncompressed), else brotli quality 11 of the file. Prints every file with its bytes, then the totals of JS, CSS and fonts.
 *
 * Exits 1, with one line per broken budget, when the first page's JS exceeds {@link FIRST_PAGE_JS_BROTLI_BUDGET_BYTES}
 * or {@link FIRST_PAGE_JS_REQUEST_BUDGET} requests, its CSS + fonts exceed {@link FIRST_PAGE_CSS_FONTS_BROTLI_BUDGET_BYTES},
 * or dist/host-sdk/host-sdk.iife.js exceeds {@link SDK_IIFE_GZIP_BUDGET_BYTES} gzip -9 (a separate line, so
 * either budget can be seen failing on its own). Exits 2 when a build output is missing.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { MIN_COMPRESS_BYTES } from './compress-assets.ts';

/**
 * First page JavaScript on the wire, brotli bytes: issue #23's budget, 130 KB (133,120 B), which the build enforces.
 * How the first page came down to it (from 172,891 B): one catalogue loader per locale; the front door's schemas in
 * zod/mini with their own copy of zod's core (vite.config.ts `zodMiniOwnCopy`, contract/README.md "First page
 * schemas"); modules split where the first page used part of them; React Hook Form behind a deferred binding
 * (frame-app/src/ui/form-binding.ts); react-router's and react-intl's components declared pure in the build
 * (vite.config.ts `pureLibraryComponents`); CSS module class names without Vite's line-number suffix; then the
 * bridge (penpal, the bridge messages' schemas) loaded once the first route has rendered (frame-app/src/app/
 * host-bridge.ts) and every page route but the front door's patched in after the first page, with the preload lists
 * of their chunks (frame-app/src/app/later-routes.tsx). What is on it now: react-dom (~55 KB), react-router (~24 KB),
 * zod/mini's core copy (~6 KB), formatjs and react-intl (~6 KB), jotai, and the front door's own code.
 */
export const FIRST_PAGE_JS_BROTLI_BUDGET_BYTES = 130 * 1024;
/** JavaScript requests of the first page before the search form is interactive (issue #23). */
export const FIRST_PAGE_JS_REQUEST_BUDGET = 12;
/**
 * First page CSS and fonts on the wire, brotli bytes. The issue leaves it to us: today the front door's CSS is
 * about 8 KB brotli and it loads no web font (brand fonts are system stacks), so 16 KB leaves room for one
 * subset brand font without letting the CSS double unnoticed.
 */
export const FIRST_PAGE_CSS_FONTS_BROTLI_BUDGET_BYTES = 16 * 1024;
/** Host SDK IIFE, `gzip -9` bytes (issue #23: 6 KB; host-sdk/src/built-package.test.ts holds the same budget). */
export const SDK_IIFE_GZIP_BUDGET_BYTES = 6 * 1024;

/**
 * Manifest keys (paths relative to frame-app/) of the modules the front door imports dynamically before its
 * search form is interactive: the front door route module. (The chrome's footer, and the root layout's account and
 * consent parts, are imported once the first route has rendered: frame-app/src/app/root-layout.tsx.)
 */
export const FIRST_PAGE_DYNAMIC_IMPORTS = ['src/features/search/front-door-page.tsx'];

/** One chunk of a Vite manifest (the fields this script reads). */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The files of the first page, relative to the build's output folder, by kind. */
export interface FirstPageFiles {
  js: string[];
  css: string[];
  fonts: string[];
}

const FONT_FILE = /\.(woff2?|ttf|otf)$/;

/**
 * The files the front door loads before its form is interactive: the entry chunks and `dynamicImports` present in
 * the manifest, with their static imports (recursively), their CSS and the fonts among their assets.
 * Throws when the manifest has no entry chunk.
 */
export function firstPageFiles(manifest: Manifest, dynamicImports: readonly string[] = FIRST_PAGE_DYNAMIC_IMPORTS): FirstPageFiles {
  const roots = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (roots.length === 0) throw new Error('the manifest has no entry chunk');
  const pending = [...roots, ...dynamicImports.filter((key) => key in manifest)];
  const seen = new Set<string>();
  const files: FirstPageFiles = { js: [], css: [], fonts: [] };
  const add = (list: string[], file: string): void => {
    if (!list.includes(file)) list.push(file);
  };
  for (let key = pending.shift(); key !== undefined; key = pending.shift()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    if (chunk.file.endsWith('.js')) add(files.js, chunk.file);
    for (const css of chunk.css ?? []) add(files.css, css);
    for (const asset of chunk.assets ?? []) if (FONT_FILE.test(asset)) add(files.fonts, asset);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * Bytes of `file` on the wire to a browser that accepts brotli: its prebuilt `.br` sibling if there is one; a file
 * under {@link MIN_COMPRESS_BYTES} as it is (the build gives it no sibling and the server sends it uncompressed);
 * else brotli q11 of it (a tree built without the compression step).
 */
export function brotliBytes(file: string): number {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  const data = readFileSync(file);
  if (data.length < MIN_COMPRESS_BYTES) return data.length;
  return brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** A line of the report: bytes right-aligned, then the file. */
function row(bytes: number, label: string): string {
  return `${bytes.toLocaleString('en-US').padStart(9)} B  ${label}`;
}

/** Runs the check on a built repository; returns the process exit code (0 ok, 1 over budget, 2 missing build). */
export function checkBudgets(repo: string, log: (line: string) => void = console.log): number {
  const frameDir = path.join(repo, 'dist/frame');
  const manifestPath = path.join(frameDir, '.vite/manifest.json');
  const sdkPath = path.join(repo, 'dist/host-sdk/host-sdk.iife.js');
  for (const needed of [manifestPath, sdkPath]) {
    if (!existsSync(needed)) {
      log(`check-budgets: ${path.relative(repo, needed)} is missing; run \`npm run build\` first`);
      return 2;
    }
  }
  const files = firstPageFiles(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
  const failures: string[] = [];
  const total = (kind: keyof FirstPageFiles): number => {
    let sum = 0;
    for (const file of files[kind]) {
      const bytes = brotliBytes(path.join(frameDir, file));
      sum += bytes;
      log(row(bytes, file));
    }
    return sum;
  };
  log('Front door first page (brotli):');
  const js = total('js');
  const css = total('css');
  const fonts = total('fonts');
  log(row(js, `JS, ${files.js.length} requests (budget ${FIRST_PAGE_JS_BROTLI_BUDGET_BYTES.toLocaleString('en-US')} B, ${FIRST_PAGE_JS_REQUEST_BUDGET} requests)`));
  log(row(css, `CSS, ${files.css.length} requests`));
  log(row(fonts, `fonts, ${files.fonts.length} requests`));
  log(row(css + fonts, `CSS + fonts (budget ${FIRST_PAGE_CSS_FONTS_BROTLI_BUDGET_BYTES.toLocaleString('en-US')} B)`));
  log(row(js + css + fonts, 'total'));
  if (js > FIRST_PAGE_JS_BROTLI_BUDGET_BYTES) failures.push(`FIRST PAGE JS OVER BUDGET: ${js} B brotli > ${FIRST_PAGE_JS_BROTLI_BUDGET_BYTES} B`);
  if (files.js.length > FIRST_PAGE_JS_REQUEST_BUDGET) failures.push(`FIRST PAGE JS REQUESTS OVER BUDGET: ${files.js.length} > ${FIRST_PAGE_JS_REQUEST_BUDGET}`);
  if (css + fonts > FIRST_PAGE_CSS_FONTS_BROTLI_BUDGET_BYTES) failures.push(`FIRST PAGE CSS + FONTS OVER BUDGET: ${css + fonts} B brotli > ${FIRST_PAGE_CSS_FONTS_BROTLI_BUDGET_BYTES} B`);
  const sdk = gzipSync(readFileSync(sdkPath), { level: 9 }).length;
  log(row(sdk, `host-sdk.iife.js gzip -9 (budget ${SDK_IIFE_GZIP_BUDGET_BYTES.toLocaleString('en-US')} B)`));
  if (sdk > SDK_IIFE_GZIP_BUDGET_BYTES) failures.push(`HOST SDK OVER BUDGET: host-sdk.iife.js ${sdk} B gzip -9 > ${SDK_IIFE_GZIP_BUDGET_BYTES} B`);
  for (const failure of failures) log(failure);
  return failures.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const repo = path.resolve(import.meta.dirname, '..');
  process.exitCode = checkBudgets(repo);
  // The build's last output (scripts/build-state.ts): only a build within its budgets counts as complete.
  const stamp = path.join(repo, 'dist/.build-complete');
  if (process.exitCode === 0) writeFileSync(stamp, `${new Date().toISOString()}\n`);
  else rmSync(stamp, { force: true });
}
