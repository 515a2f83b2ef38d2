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
 * - Immutable reply bodies ({@link immutableBody}: a flight search reply shared by identical searches, issue #23
 *   "API") are compressed once per coding and the compressed bytes kept with the body, on routes that opt in with
 *   `compress:` {@link IMMUTABLE_BODY_COMPRESSION}. The plugin still negotiates (same codings, threshold and
 *   `Vary`); only the bytes come from the kept copy, identical to what compressing again would give.
 * - Server-sent events would never be compressed (the plugin's default types exclude `text/event-stream`); the
 *   server has none today.
 * - Request bodies are not decompressed (`globalDecompression: false`): no client sends compressed bodies, and
 *   inflating them would let a small upload expand past the body limit's intent.
 */
import zlib from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
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

/**
 * Routes that send built files through @fastify/static with their build-time `.br`/`.gz`: the frame's `/assets/*` (its
 * own route, `reply.sendFile`) and the host SDK's `/sdk/*` (the plugin's wildcard route).
 */
export const PRECOMPRESSED_ROUTE_URLS: readonly string[] = ['/assets/*', '/sdk/*'];

/** The brotli parameters of dynamic replies (also used by bench/compression.ts). */
export const DYNAMIC_BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/** @fastify/compress's options for dynamic replies (installCompression; the base of route-level options too). */
const DYNAMIC_COMPRESSION_OPTIONS = {
  threshold: DYNAMIC_COMPRESSION_THRESHOLD_BYTES,
  encodings: [...DYNAMIC_ENCODINGS],
  brotliOptions: DYNAMIC_BROTLI_OPTIONS,
  zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
} satisfies FastifyCompressOptions;

/** Compressed forms of {@link immutableBody} buffers by coding, kept while the body lives. */
const compressedForms = new WeakMap<Buffer, { br?: Buffer; gzip?: Buffer }>();

/**
 * The UTF-8 bytes of `text` as a reply body that never changes: on a route with {@link IMMUTABLE_BODY_COMPRESSION}
 * its brotli and gzip forms are computed on the first request that negotiates each, then reused. The caller keeps
 * the returned Buffer as long as the body may be sent again (and must not write to it); nothing else is retained.
 * @param text the reply, e.g. a JSON document
 * @returns a new Buffer; send it as the payload (Fastify writes Buffers as they are)
 */
export function immutableBody(text: string): Buffer {
  const body = Buffer.from(text, 'utf8');
  compressedForms.set(body, {});
  return body;
}

/**
 * `compress` then keeps the result with an {@link immutableBody} (other payloads: compressed every time).
 * @returns the compressed bytes
 */
function compressedOnce(body: Buffer, coding: 'br' | 'gzip', compress: (b: Buffer) => Buffer): Buffer {
  const forms = compressedForms.get(body);
  if (forms === undefined) return compress(body);
  return (forms[coding] ??= compress(body));
}

/**
 * Largest body compressed in the request's own turn on an {@link IMMUTABLE_BODY_COMPRESSION} route, bytes
 * (@fastify/compress `syncThreshold`; its default on a 2-core machine is 8 KB, when bigger bodies go through a zlib
 * stream): the kept compressed forms are only reached on that synchronous path. It covers a flight search reply
 * (about 25-40 KB whatever its `limit`); brotli at {@link DYNAMIC_BROTLI_QUALITY} costs such a reply well under a
 * millisecond once, and nothing afterwards.
 */
export const IMMUTABLE_BODY_SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/**
 * Route-level `compress` option for routes whose 200 replies may be {@link immutableBody} buffers: the same codings,
 * threshold and levels as every dynamic reply, with the synchronous compressors reusing kept forms.
 */
export const IMMUTABLE_BODY_COMPRESSION: FastifyCompressOptions = {
  ...DYNAMIC_COMPRESSION_OPTIONS,
  syncThreshold: IMMUTABLE_BODY_SYNC_COMPRESSION_MAX_BYTES,
  // Only the synchronous compressors are replaced (the plugin takes the rest, streams included, from node:zlib).
  zlib: {
    brotliCompressSync: (body: Buffer, options: zlib.BrotliOptions) => compressedOnce(body, 'br', (b) => zlib.brotliCompressSync(b, options)),
    gzipSync: (body: Buffer, options: zlib.ZlibOptions) => compressedOnce(body, 'gzip', (b) => zlib.gzipSync(b, options)),
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
  await app.register(fastifyCompress, { ...DYNAMIC_COMPRESSION_OPTIONS, globalDecompression: false });
}
