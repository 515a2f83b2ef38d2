/**
 * Headers on every reply (issue #6 item 7): `X-Content-Type-Options: nosniff` everywhere (API JSON, frame
 * pages, static assets, the host SDK, redirects, errors), and `Cache-Control: no-store` on every error reply
 * (status >= 400: the error envelope must never be cached by a browser or a shared proxy, e.g. a 401 or a 404
 * that would outlive the fault). Success replies keep the caching their route chose.
 *
 * Replies written before Fastify's hooks run (parser and router errors) set the same headers themselves
 * (errors.ts ERROR_REPLY_HEADERS).
 *
 * `Strict-Transport-Security` (issue #22) on every reply when the product is served over https on a real host
 * ({@link hstsHeaderValue}): browsers then refuse plain http for it (no downgrade, no cookie sent over http).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { ERROR_REPLY_HEADERS, FALLBACK_RETRY_AFTER_S } from './errors.ts';

/** Hosts HSTS is never sent for: a browser would pin them to https for every local project on that name. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The `Strict-Transport-Security` value for this configuration, or null for none: none when `hstsMaxAgeS` is 0,
 * the public origin is not https, or its host is loopback (http://localhost development, https://localhost test
 * certificates). Otherwise `max-age=<hstsMaxAgeS>`, plus `; includeSubDomains` when configured.
 * @param config `publicOrigin`, `hstsMaxAgeS` (seconds), `hstsIncludeSubDomains` (HSTS_* in config.ts)
 */
export function hstsHeaderValue(config: Pick<ServerConfig, 'publicOrigin' | 'hstsMaxAgeS' | 'hstsIncludeSubDomains'>): string | null {
  const url = new URL(config.publicOrigin);
  if (config.hstsMaxAgeS === 0 || url.protocol !== 'https:' || LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost')) return null;
  return `max-age=${config.hstsMaxAgeS}${config.hstsIncludeSubDomains ? '; includeSubDomains' : ''}`;
}

/**
 * Adds the onSend hook. Call it on the root instance before any route or plugin is registered, so every
 * route (and the 404 handler) inherits it.
 * @param hsts the Strict-Transport-Security value ({@link hstsHeaderValue}); null: not sent
 */
export function installSecurityHeaders(app: FastifyInstance, hsts: string | null = null): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', ERROR_REPLY_HEADERS['x-content-type-options']);
    if (hsts !== null) reply.header('strict-transport-security', hsts);
    if (reply.statusCode >= 400) reply.headers(ERROR_REPLY_HEADERS);
    // Every 429 says when to come back (issue #22); limits throw rateLimited() (errors.ts), which sets the real value.
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) {
      request.log.warn({ url: request.url }, '429 without Retry-After: sending the fallback');
      reply.header('Retry-After', String(FALLBACK_RETRY_AFTER_S));
    }
    return payload;
  });
}
