/**
 * Shared options of the built files the product origin serves with @fastify/static (frame assets under
 * `/assets/`, host SDK under `/sdk/`; issue #23, "What must hold": compression and caching).
 *
 * - Content negotiation: `preCompressed: true` sends the build's `<file>.br` or `<file>.gz`
 *   (scripts/compress-assets.ts) to a client that accepts it, with `Content-Encoding` and, on every reply
 *   (the identity fallback too), `Vary: Accept-Encoding`.
 * - Caching by name: a content-hashed name (`name-HASH.ext`, Vite's output) never changes content, so it is
 *   {@link IMMUTABLE_CACHE_CONTROL}; any other name gets the caller's revalidating policy.
 * - Names: the frame's assets are served by exact name from {@link fileListing} (about 800 files, where the
 *   plugin's own check read the folder on every request); the host SDK's few files keep the plugin's wildcard route.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** Lifetime of a content-hashed file, seconds (one year, the longest HTTP caches honour). */
export const HASHED_FILE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Cache-Control of a content-hashed file: any cache may keep it a year and never revalidate it. */
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${HASHED_FILE_MAX_AGE_S}, immutable`;

/**
 * A content-hashed file name: Vite/rolldown's `[name]-[hash].[ext]`, hash of 8 base64url characters
 * (e.g. `vendor-C9t88a6_.js`, `chrome-BqYlIfTt.css`).
 */
export const HASHED_FILE_NAME = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/** Suffixes of the precompressed siblings @fastify/static may send instead of a file. */
const ENCODED_SUFFIX = /\.(br|gz)$/;

/**
 * The name a client asked for, from the path @fastify/static sent (which may be its `.br`/`.gz` sibling).
 * @param sentPath file system path handed to `setHeaders`
 */
export function requestedFileName(sentPath: string): string {
  return path.basename(sentPath).replace(ENCODED_SUFFIX, '');
}

/** True when the (requested) file name carries a content hash. */
export function isHashedFileName(fileName: string): boolean {
  return HASHED_FILE_NAME.test(fileName);
}

/**
 * A `setHeaders` for @fastify/static (with `cacheControl: false`): immutable for hashed names, `revalidating`
 * otherwise.
 * @param revalidating Cache-Control for names without a hash (e.g. `no-cache`)
 */
export function cacheControlByName(revalidating: string): (reply: FastifyReply, sentPath: string) => void {
  return (reply, sentPath) => {
    reply.header('cache-control', isHashedFileName(requestedFileName(sentPath)) ? IMMUTABLE_CACHE_CONTROL : revalidating);
  };
}

/** Shortest time between two reads of a folder by {@link fileListing} for names it did not hold, ms. */
export const FILE_LISTING_REFRESH_MS = 1_000;

/** The file names of one folder, for serving files by their exact name (see {@link fileListing}). */
export interface FileListing {
  /** True when the folder holds a file (not a folder) of exactly this name, in this case. */
  has(name: string): Promise<boolean>;
}

/**
 * The names of the files directly in `dir` (not in its sub-folders), read on first use and read again, at most every
 * `refreshMs`, when asked for a name it does not hold: a build written while the server runs is served without a
 * restart. A folder that cannot be read holds no names (a missing build: every name is unknown until it exists).
 *
 * Why (issue #23): a name served only when the folder holds it, byte for byte, is what @fastify/static's wildcard
 * route checks with a `readdir` of the whole folder on every request, so that a case-insensitive file system cannot
 * serve one file under two spellings. The frame's assets folder holds about 800 files: that `readdir` was 5 s of
 * the server's 29 s of CPU over 21 journeys, about 2.4 ms per asset (server CPU profile, 1 Dec 2026).
 * @param dir absolute path of the folder
 * @param opts.refreshMs default {@link FILE_LISTING_REFRESH_MS}; opts.now: clock in ms (tests)
 */
export function fileListing(dir: string, opts: { refreshMs?: number; now?: () => number } = {}): FileListing {
  const refreshMs = opts.refreshMs ?? FILE_LISTING_REFRESH_MS;
  const now = opts.now ?? Date.now;
  let names: Set<string> | null = null;
  let readAt = 0;
  let reading: Promise<Set<string>> | null = null;
  const read = (): Promise<Set<string>> =>
    (reading ??= readdir(dir, { withFileTypes: true })
      .then(
        (entries) => new Set(entries.filter((e) => e.isFile()).map((e) => e.name)),
        () => new Set<string>(),
      )
      .then((read) => {
        names = read;
        readAt = now();
        reading = null;
        return read;
      }));
  return {
    async has(name) {
      const known = names ?? (await read());
      if (known.has(name)) return true;
      if (now() - readAt < refreshMs) return false;
      return (await read()).has(name);
    },
  };
}
