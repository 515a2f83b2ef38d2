/**
 * Request-wide session handling: resolves the `sid` cookie into `request.session`, loads the caller into
 * `request.principal` (once per request; a visitor until sign-in exists, see modules/access/principal.ts) and
 * enforces the form token (X-CSRF) on every POST/PUT/PATCH/DELETE except routes configured
 * `config: { csrf: 'exempt' }` (the form-token call itself; OIDC callbacks later), and on the few GETs configured
 * `config: { csrf: 'required' }` because they change state (the account switch, the passkey autofill challenge). A
 * request that matched no route has no route configuration and is never exempt.
 * Spec: core-and-business §4 (form token sent with every request), §8 (INVALID_SESSION), §9 (X-CSRF).
 *
 * Outcomes for a protected method: a `sid` cookie naming an unknown/expired session -> 401
 * INVALID_SESSION; no session, or a missing/wrong X-CSRF -> 403 CSRF_TOKEN_INVALID.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@travel/contract';
import { AppError } from '../../errors.ts';
import { VISITOR_PRINCIPAL, type Principal } from '../access/principal.ts';
import { CSRF_PROTECTED_METHODS, SESSION_COOKIE_NAME, SESSION_TTL_MS, STICKY_SESSION_TTL_MS } from './constants.ts';
import type { SessionRecord, SessionService } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session named by the `sid` cookie, or null. */
    session: SessionRecord | null;
    /** True when a `sid` cookie named an unknown or expired session. */
    sessionCookieStale: boolean;
  }
  interface FastifyContextConfig {
    /**
     * `'exempt'`: POST/PUT/PATCH/DELETE without X-CSRF are accepted (only calls that cannot have a token yet).
     * `'required'`: X-CSRF is checked whatever the method (a GET that changes or stores state, as the spec makes it a GET).
     */
    csrf?: 'exempt' | 'required';
    /**
     * `true`: the route sends public built files (the frame's assets, the host SDK) and never reads the session: no
     * session lookup, the caller stays a visitor (issue #23: a front-door load fetches about 80 assets, and each one
     * looked up the session and, signed in, loaded the account's principal).
     */
    publicFiles?: true;
  }
}

/**
 * Sets the `sid` cookie: HttpOnly; Secure; SameSite=None; Partitioned; Path=/, so it works inside the partner's
 * cross-site iframe (CHIPS). Max-Age: 24 h for an anonymous session; none for a signed-in session without
 * remember-me (ends with the browser session); 30 days with remember-me (issue #9 "sticky decides the cookie lifetime").
 */
export function setSessionCookie(reply: FastifyReply, session: SessionRecord): void {
  const maxAgeMs = session.sticky === null ? SESSION_TTL_MS : session.sticky ? STICKY_SESSION_TTL_MS : undefined;
  reply.setCookie(SESSION_COOKIE_NAME, session.id, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'none',
    partitioned: true,
    ...(maxAgeMs === undefined ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  });
}

/**
 * Loads the principal of a signed-in session (the business module's `createPrincipalLoader`: the account and its
 * business profile in one query); called once per request,
 * only for sessions marked signed in (`sticky !== null`). Returns the visitor when no usable account is signed in.
 */
export type PrincipalLoader = (session: SessionRecord) => Promise<Principal>;

const PRINCIPAL = Symbol('principal');

/**
 * Adds the session decorators and the onRequest hooks (cookie plugin must be registered first).
 * @param loadPrincipal loads the signed-in account of a signed-in session (none: every caller is a visitor)
 */
export function installSessionHooks(app: FastifyInstance, sessions: SessionService, loadPrincipal?: PrincipalLoader): void {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionCookieStale', false);
  // Fastify refuses object defaults on requests: the principal lives under a symbol, read as a visitor until set.
  app.decorateRequest('principal', {
    getter(this: FastifyRequest & { [PRINCIPAL]?: Principal }) {
      return this[PRINCIPAL] ?? VISITOR_PRINCIPAL;
    },
    setter(this: FastifyRequest & { [PRINCIPAL]?: Principal }, value: Principal) {
      this[PRINCIPAL] = value;
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.publicFiles) return;
    const lookup = await sessions.resolve(request.cookies[SESSION_COOKIE_NAME]);
    request.session = lookup.session;
    request.sessionCookieStale = lookup.stale;
    // The signed-in account with its business profile, once per request (modules/business/principal-loader.ts).
    request.principal = lookup.session && lookup.session.sticky !== null && loadPrincipal ? await loadPrincipal(lookup.session) : VISITOR_PRINCIPAL;
    if (lookup.session && lookup.touched) setSessionCookie(reply, lookup.session);
  });

  app.addHook('onRequest', async (request) => {
    const mode = request.is404 ? undefined : request.routeOptions.config.csrf;
    if (mode === 'exempt' || (mode !== 'required' && !CSRF_PROTECTED_METHODS.has(request.method))) return;
    if (request.session === null) {
      if (request.sessionCookieStale) throw new AppError(401, 'INVALID_SESSION', 'The session is unknown or has expired');
      throw new AppError(403, 'CSRF_TOKEN_INVALID', 'No session: request a form token first');
    }
    const presented = request.headers[CSRF_HEADER.toLowerCase()];
    if (!sessions.tokenMatches(request.session, typeof presented === 'string' ? presented : undefined)) {
      throw new AppError(403, 'CSRF_TOKEN_INVALID', `Missing or wrong ${CSRF_HEADER} header`);
    }
  });
}
