/**
 * Reply compression (issue #23, "What must hold": compression and caching).
 *
 * - Dynamic replies (API JSON, the frame's per-request index.html, error envelopes) of at least
 *   {@link DYNAMIC_COMPRESSION_THRESHOLD_BYTES} are compressed by @fastify/compress, brotli or gzip by the
 *   request's Accept-Encoding (brotli first), with `Vary: Accept-Encoding`. A request without Accept-Encoding
 *   (e.g. `app.inject` in tests) gets the identity body. Brotli runs at a low quality
 *   ({@link DYNAMIC_BROTLI_QUALITY}): bench/compression.ts measures its CPU cost per flight search reply.
 * - Built files (`/assets/*`, `/sdk/*`: {@link PRECOMPRESSED_ROUTE_URLS}) are never compressed per request: the
 *   build writes their `.br`/`.gz` siblings (scripts/compress-assets.ts) and @fastify/static sends them
 *   (`preCompressed`). A built file without siblings (under 1 KB, or one compression does not shrink) goes out as
 *   it is, rather than being compressed again on every request.
 * - Server-sent events would never be compressed (the plugin's default types exclude `text/event-stream`); the
 *   server has none today.
 * - Request bodies are not decompressed (`globalDecompression: false`): no client sends compressed bodies, and
 *   inflating them would let a small upload expand past the body limit's intent.
 */
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smallest dynamic reply compressed, bytes: under it the saving is a few hundred bytes inside one packet. */
export const DYNAMIC_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality of dynamic replies (0-11). 4 is @fastify/compress's default and Cloudflare's choice for
 * on-the-fly compression: a flight search reply compresses about as small as gzip 9 at a fraction of quality
 * 11's CPU (bench/compression.ts prints microseconds per reply for 4, 5 and gzip).
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

/** Gzip level of dynamic replies (zlib's default): for clients without brotli. */
export const DYNAMIC_GZIP_LEVEL = 6;

/** Content codings offered for dynamic replies, in order of preference (no zstd: not produced at build time either). */
export const DYNAMIC_ENCODINGS = ['br', 'gzip'] as const;

/** Routes of @fastify/static serving built files with their build-time `.br`/`.gz` (frame and host-sdk modules). */
export const PRECOMPRESSED_ROUTE_URLS: readonly string[] = ['/assets/*', '/sdk/*'];

/** The brotli parameters of dynamic replies (also used by bench/compression.ts). */
export const DYNAMIC_BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/**
 * Registers @fastify/compress for every route registered afterwards, except {@link PRECOMPRESSED_ROUTE_URLS}.
 * Call it once on the root instance, before the routes.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook (added just below), which reads `compress: false`.
  app.addHook('onRoute', (route) => {
    if (PRECOMPRESSED_ROUTE_URLS.includes(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: DYNAMIC_COMPRESSION_THRESHOLD_BYTES,
    encodings: [...DYNAMIC_ENCODINGS],
    brotliOptions: DYNAMIC_BROTLI_OPTIONS,
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
    globalDecompression: false,
  });
}
