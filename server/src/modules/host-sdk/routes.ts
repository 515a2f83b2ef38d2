/**
 * GET /sdk/* - the built host SDK (`host-sdk.iife.js` for a `<script>` tag, `index.js` for ES modules),
 * so a partner page loads it from the product origin (README "Embedding it on your site").
 * File names are not content-hashed, so caching is short; CORS is open because the files are public
 * code that an ES module import from the partner's origin must be allowed to read. Source maps (`*.map`, left
 * by a local `SOURCEMAPS=1` build) are never served (issue #6 item 7).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HOST_SDK_MAX_AGE_S } from './constants.ts';

export const hostSdkRoutes: FastifyPluginAsync<{ hostSdkDistDir: string }> = async (app, opts) => {
  await app.register(fastifyStatic, {
    root: opts.hostSdkDistDir,
    prefix: '/sdk/',
    index: false,
    wildcard: true,
    decorateReply: false,
    cacheControl: true,
    maxAge: HOST_SDK_MAX_AGE_S * 1000,
    allowedPath: (pathName) => !pathName.includes('..') && !/\.map$/i.test(pathName),
    // @fastify/static 10 hands the Fastify reply (not the raw response) to setHeaders.
    setHeaders: (reply: unknown) => {
      (reply as FastifyReply).headers({
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
        'x-content-type-options': 'nosniff',
      });
    },
  });
};
