/**
 * Shared options of the built files the product origin serves with @fastify/static (frame assets under
 * `/assets/`, host SDK under `/sdk/`; issue #23, "What must hold": compression and caching).
 *
 * - Content negotiation: `preCompressed: true` sends the build's `<file>.br` or `<file>.gz`
 *   (scripts/compress-assets.ts) to a client that accepts it, with `Content-Encoding` and, on every reply
 *   (the identity fallback too), `Vary: Accept-Encoding`.
 * - Caching by name: a content-hashed name (`name-HASH.ext`, Vite's output) never changes content, so it is
 *   {@link IMMUTABLE_CACHE_CONTROL}; any other name gets the caller's revalidating policy.
 */
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
