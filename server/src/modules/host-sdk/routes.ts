/**
 * GET /sdk/* - the built host SDK (`host-sdk.iife.js` for a `<script>` tag, `index.js` for ES modules),
 * so a partner page loads it from the product origin (README "Embedding it on your site").
 * File names are not content-hashed (partners link a stable URL), so caching is short and revalidating
 * ({@link HOST_SDK_CACHE_CONTROL}); CORS is open because the files are public code that an ES module import from
 * the partner's origin must be allowed to read. Files go out as the build's brotli or gzip sibling when the client
 * accepts it (`preCompressed`, `Vary: Accept-Encoding`; issue #23). Source maps (`*.map`, left by a local
 * `SOURCEMAPS=1` build) are never served (issue #6 item 7).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { cacheControlByName } from '../../static-files.ts';
import { HOST_SDK_CACHE_CONTROL } from './constants.ts';

export const hostSdkRoutes: FastifyPluginAsync<{ hostSdkDistDir: string }> = async (app, opts) => {
  const cacheByName = cacheControlByName(HOST_SDK_CACHE_CONTROL);
  await app.register(fastifyStatic, {
    root: opts.hostSdkDistDir,
    prefix: '/sdk/',
    index: false,
    wildcard: true,
    decorateReply: false,
    preCompressed: true,
    // Set by name below (a hashed file, should the build ever write one, is immutable), not by @fastify/send.
    cacheControl: false,
    allowedPath: (pathName) => !pathName.includes('..') && !/\.map$/i.test(pathName),
    // @fastify/static 10 hands the Fastify reply (not the raw response) to setHeaders.
    setHeaders: (reply: FastifyReply, sentPath: string) => {
      cacheByName(reply, sentPath);
      reply.headers({
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
        'x-content-type-options': 'nosniff',
      });
    },
  });
};
