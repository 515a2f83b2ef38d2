/**
 * Rate limits per session and per client address (issue #6 finding 4), built on @fastify/rate-limit
 * with the database store of store.ts, so every server process shares the counters.
 *
 * A route names the limits it counts against in its options: `config: { rateLimits: ['PAYMENT_SESSION',
 * 'PAYMENT_IP'] }` (names and what each counts by in constants.ts; max and window from
 * `config.rateLimits`). The plugin is registered with `global: false`, and one limiter per name is made
 * with its `createRateLimit()`: the plugin's route-level `config.rateLimit` and `rateLimit()` handler
 * apply one limit per request (a second handler on the same request is skipped), while these routes need
 * two (session and address). An `onRequest` hook added to each such route (after the session hook, so
 * `request.session` is known; before the body is parsed, so refused requests cost little) counts the
 * request against every applicable limit at once:
 * - session limits count requests carrying a live session (a SHA-256 of the session id is the key, so
 *   the table never holds a usable session id); requests without one count by address only;
 * - address limits count every request by `request.ip` (IPv6 masked to its /64);
 * - `SESSION_IP` counts only requests that will create a session (no live session yet);
 * - account limits count requests of a signed-in account by its id (visitors skip them);
 * - bearer limits count requests a bearer-token scope authenticated, by the token's id (modules/scim: per SCIM token).
 * Every counted request counts, including refused ones. When any limit is over its max the request is
 * refused with 429 `{ errors: [{ code: 'RATE_LIMITED', description }] }`, `Retry-After` (seconds until
 * the last exceeded window ends) and `Cache-Control: no-store`; the handler never runs (no charge, no
 * lookup, no session). A store failure answers 500 (fail closed: a payment is never let through
 * unlimited).
 */
import { createHash } from 'node:crypto';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimit } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { rateLimited } from '../../errors.ts';
import { RATE_LIMIT_IPV6_SUBNET, RATE_LIMIT_KEY_KINDS, RATE_LIMIT_SESSION_HASH_CHARS, type RateLimitKeyKind, type RateLimitName } from './constants.ts';
import { createDatabaseRateLimitStore } from './store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Limits this route counts against (see modules/rate-limit/plugin.ts); absent: not limited. */
    rateLimits?: readonly RateLimitName[];
  }
  interface FastifyRequest {
    /** The id of the API bearer token a scope authenticated this request with (modules/scim), for `bearer` limits; else null. */
    bearerCredentialId: string | null;
  }
}

export interface RateLimitsOptions {
  db: Kysely<Database>;
  /** Clock, epoch ms (buildApp's `now`). */
  now: () => number;
  /** `config.rateLimitsEnabled`: when false nothing is installed and no route is limited. */
  enabled: boolean;
  /** `config.rateLimits`: max and window per limit name; every name of RATE_LIMIT_KEY_KINDS must be present. */
  limits: Readonly<Record<string, RateLimit>>;
}

type CheckRateLimit = ReturnType<FastifyInstance['createRateLimit']>;

interface Limiter {
  name: RateLimitName;
  kind: RateLimitKeyKind;
  check: CheckRateLimit;
}

/** The counter key part for a session: base64url SHA-256 of its id, shortened. */
function sessionKey(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, RATE_LIMIT_SESSION_HASH_CHARS);
}

function applies(kind: RateLimitKeyKind, request: FastifyRequest): boolean {
  if (kind === 'session') return request.session !== null;
  if (kind === 'address-new-session') return request.session === null;
  if (kind === 'account') return request.principal.kind === 'account';
  if (kind === 'bearer') return request.bearerCredentialId !== null;
  return true;
}

/**
 * Counts the request against each applicable limiter and refuses it when one is exceeded.
 * @throws RateLimitedError 429 RATE_LIMITED (the error handler sends its Retry-After)
 */
async function enforce(limiters: readonly Limiter[], request: FastifyRequest): Promise<void> {
  const applicable = limiters.filter((l) => applies(l.kind, request));
  if (applicable.length === 0) return;
  const results = await Promise.all(applicable.map((l) => l.check(request)));
  const exceeded: RateLimitName[] = [];
  let retryAfterS = 0;
  results.forEach((r, i) => {
    if (r.isAllowed || !r.isExceeded) return;
    exceeded.push(applicable[i]!.name);
    retryAfterS = Math.max(retryAfterS, r.ttlInSeconds);
  });
  if (exceeded.length === 0) return;
  retryAfterS = Math.max(1, retryAfterS);
  request.log.info({ rateLimits: exceeded, retryAfterS }, 'rate limit exceeded');
  // Retry-After comes from the error (errors.ts rateLimited), Cache-Control: no-store with every error reply (security-headers.ts).
  throw rateLimited(retryAfterS * 1000, `Too many requests: try again in ${retryAfterS} seconds`);
}

/**
 * Installs the rate limits (issue #6 finding 4). Call on the root instance after the session hooks and
 * before the routes are registered (an `onRoute` hook adds the check to every route declaring
 * `config.rateLimits`).
 * @param app the root Fastify instance
 * @param opts database, clock, `enabled` and the configured limits
 * @throws Error when a limit name has no configuration
 */
export async function installRateLimits(app: FastifyInstance, opts: RateLimitsOptions): Promise<void> {
  app.decorateRequest('bearerCredentialId', null);
  if (!opts.enabled) return;
  await app.register(fastifyRateLimit, { global: false, store: createDatabaseRateLimitStore(opts.db, opts.now, app.log) });

  const limiters = new Map<RateLimitName, Limiter>();
  for (const [name, kind] of Object.entries(RATE_LIMIT_KEY_KINDS) as [RateLimitName, RateLimitKeyKind][]) {
    const limit = opts.limits[name];
    if (!limit) throw new Error(`Invalid server configuration: rate limit ${name} is not configured`);
    const keyGenerator =
      kind === 'session'
        ? (request: FastifyRequest) => `${name}:${sessionKey(request.session?.id ?? '')}`
        : kind === 'account'
          ? (request: FastifyRequest) => `${name}:${request.principal.kind === 'account' ? request.principal.account.id : ''}`
          : kind === 'bearer'
            ? (request: FastifyRequest) => `${name}:${request.bearerCredentialId ?? ''}`
            : (request: FastifyRequest) => `${name}:${normalizeIP(request.ip, RATE_LIMIT_IPV6_SUBNET)}`;
    limiters.set(name, { name, kind, check: app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator }) });
  }

  app.addHook('onRoute', (route) => {
    const names = route.config?.rateLimits;
    if (!names || names.length === 0) return;
    const routeLimiters = names.map((name) => {
      const limiter = limiters.get(name);
      if (!limiter) throw new Error(`${route.method} ${route.url}: unknown rate limit ${name}`);
      return limiter;
    });
    const hook: onRequestHookHandler = async (request) => enforce(routeLimiters, request);
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    // A new array (never a push): the HEAD route Fastify derives from a GET shares the GET's options.
    route.onRequest = [...existing, hook];
  });
}
