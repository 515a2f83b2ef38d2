/**
 * Headers on every reply (issue #6 item 7): `X-Content-Type-Options: nosniff` everywhere (API JSON, frame
 * pages, static assets, the host SDK, redirects, errors), and `Cache-Control: no-store` on every error reply
 * (status >= 400: the error envelope must never be cached by a browser or a shared proxy, e.g. a 401 or a 404
 * that would outlive the fault). Success replies keep the caching their route chose.
 *
 * Replies written before Fastify's hooks run (parser and router errors) set the same headers themselves
 * (errors.ts ERROR_REPLY_HEADERS).
 */
import type { FastifyInstance } from 'fastify';
import { ERROR_REPLY_HEADERS, FALLBACK_RETRY_AFTER_S } from './errors.ts';

/**
 * Adds the onSend hook. Call it on the root instance before any route or plugin is registered, so every
 * route (and the 404 handler) inherits it.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', ERROR_REPLY_HEADERS['x-content-type-options']);
    if (reply.statusCode >= 400) reply.headers(ERROR_REPLY_HEADERS);
    // Every 429 says when to come back (issue #22); limits throw rateLimited() (errors.ts), which sets the real value.
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) {
      request.log.warn({ url: request.url }, '429 without Retry-After: sending the fallback');
      reply.header('Retry-After', String(FALLBACK_RETRY_AFTER_S));
    }
    return payload;
  });
}
