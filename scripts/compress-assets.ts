/**
 * Build-time compression (issue #23, "What must hold": compression and caching): writes `<file>.br` (brotli
 * quality 11) and `<file>.gz` (gzip level 9) next to every compressible file of the built folders, so the servers
 * (`@fastify/static` with `preCompressed: true`: server/src/modules/frame/routes.ts, host-sdk/routes.ts,
 * demo-host/server.ts) send them by content negotiation without compressing anything per request.
 *
 * Compressible: text formats by extension ({@link COMPRESSIBLE_EXTENSIONS}: scripts, styles, HTML, SVG, JSON, text,
 * XML). Already-compressed formats (woff2, png, jpg, webp) are never touched. The offline map (world-atlas
 * TopoJSON) is bundled by Vite as a JavaScript chunk under `assets/`, so it is covered as a `.js` file. Source maps
 * are skipped: the servers never serve them (issue #6 item 7).
 * A file under {@link MIN_COMPRESS_BYTES} gets no sibling (one packet either way; the saving does not pay for the
 * `Content-Encoding` bookkeeping), nor does a variant that would not be smaller than the file. A stale sibling of a
 * file that no longer qualifies is removed, so a server never sends an old variant of a rebuilt file.
 *
 * Usage: `npx tsx scripts/compress-assets.ts [dir...]` (default: dist/frame, dist/demo-host, dist/host-sdk; a
 * missing folder is an error). `npm run build` runs it last. Compression runs on libuv's thread pool (async zlib),
 * {@link COMPRESS_CONCURRENCY} files at a time.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Folders `npm run build` writes (vite.config.ts for the frame and the demo page, host-sdk/scripts/build.ts). */
export const DEFAULT_DIRS: readonly string[] = ['frame', 'demo-host', 'host-sdk'].map((name) =>
  fileURLToPath(new URL(`../dist/${name}`, import.meta.url)),
);

/** File name endings compressed at build time (lower case, with the dot). */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest'];

/** Smallest file given compressed siblings, bytes (the servers' dynamic threshold is the same: server/src/compression.ts). */
export const MIN_COMPRESS_BYTES = 1024;

/** Brotli quality for build-time files: the maximum, paid once per build and saved on every download. */
export const BUILD_BROTLI_QUALITY = 11;

/** Gzip level for build-time files: the maximum. */
export const BUILD_GZIP_LEVEL = 9;

/** Files compressed at once: enough to keep the thread pool (4 threads by default) busy on any core count. */
export const COMPRESS_CONCURRENCY = Math.max(4, os.availableParallelism());

/** Encodings written, with their file suffix (the suffixes @fastify/static's `preCompressed` looks for). */
const SUFFIXES = { br: '.br', gzip: '.gz' } as const;

/** What {@link compressAssets} did. Sizes in bytes. */
export interface CompressSummary {
  /** Compressible files seen (at or over the threshold or not). */
  candidates: number;
  /** Files that got at least one sibling. */
  compressed: number;
  /** Sum of the sizes of the files that got siblings. */
  originalBytes: number;
  /** Sum of the `.br` sizes written. */
  brotliBytes: number;
  /** Sum of the `.gz` sizes written. */
  gzipBytes: number;
  /** Wall time, milliseconds. */
  elapsedMs: number;
}

/** True for a file name this script compresses (by extension; never a source map or an existing variant). */
export function isCompressible(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return COMPRESSIBLE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function writeOrRemove(file: string, data: Buffer | null): Promise<void> {
  if (data) await fs.writeFile(file, data);
  else await fs.rm(file, { force: true });
}

/** Compresses one file; returns the sizes written (null: not smaller, no sibling). */
async function compressFile(file: string): Promise<{ size: number; br: number | null; gz: number | null }> {
  const data = await fs.readFile(file);
  if (data.length < MIN_COMPRESS_BYTES) {
    await Promise.all([writeOrRemove(file + SUFFIXES.br, null), writeOrRemove(file + SUFFIXES.gzip, null)]);
    return { size: data.length, br: null, gz: null };
  }
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BUILD_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: BUILD_GZIP_LEVEL }),
  ]);
  const keptBr = br.length < data.length ? br : null;
  const keptGz = gz.length < data.length ? gz : null;
  await Promise.all([writeOrRemove(file + SUFFIXES.br, keptBr), writeOrRemove(file + SUFFIXES.gzip, keptGz)]);
  return { size: data.length, br: keptBr?.length ?? null, gz: keptGz?.length ?? null };
}

/**
 * Writes `.br` and `.gz` siblings for every compressible file (recursively) under each folder.
 * @param dirs folders to walk (absolute or relative to the working directory)
 * @returns totals (bytes, milliseconds)
 * @throws Error when a folder does not exist (run the build first), or on any I/O error
 */
export async function compressAssets(dirs: readonly string[] = DEFAULT_DIRS): Promise<CompressSummary> {
  const started = performance.now();
  const files: string[] = [];
  for (const dir of dirs) {
    const stat = await fs.stat(dir).catch(() => null);
    if (!stat?.isDirectory()) throw new Error(`compress-assets: ${dir} is not a folder; run the build first`);
    files.push(...(await listFiles(dir)).filter((f) => isCompressible(path.basename(f))));
  }
  const summary: CompressSummary = { candidates: files.length, compressed: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0, elapsedMs: 0 };
  // Largest first, so one big file (the map, the vendor chunk) does not finish alone at the end.
  const sizes = new Map(await Promise.all(files.map(async (f) => [f, (await fs.stat(f)).size] as const)));
  const queue = [...files].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const result = await compressFile(file);
      if (result.br === null && result.gz === null) continue;
      summary.compressed += 1;
      summary.originalBytes += result.size;
      summary.brotliBytes += result.br ?? 0;
      summary.gzipBytes += result.gz ?? 0;
    }
  };
  await Promise.all(Array.from({ length: COMPRESS_CONCURRENCY }, worker));
  summary.elapsedMs = performance.now() - started;
  return summary;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2).map((d) => path.resolve(d)) : DEFAULT_DIRS;
  compressAssets(dirs).then(
    (s) =>
      console.log(
        `compress-assets: ${s.compressed} of ${s.candidates} files, ${s.originalBytes} B -> ${s.brotliBytes} B brotli, ${s.gzipBytes} B gzip in ${Math.round(s.elapsedMs)} ms`,
      ),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
