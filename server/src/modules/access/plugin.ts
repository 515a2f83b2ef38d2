/**
 * Who may call each route, declared next to its schema and checked by one hook before the handler.
 * Spec: core-and-business §6 (user kinds, permissions, features, the access rule); issue #8 ("Server: who is
 * calling, and may they"); ARCHITECTURE.md ("Server routes declare who may call them").
 *
 * A route says what it needs in its options: `config: { auth: 'visitor' }` (anyone), `config: { auth: 'account' }`
 * (a signed-in account) or `config: { auth: { permissions: [...], features: [...] } }` (a signed-in account that
 * passes the contract's `hasAccess`: at least one of each non-empty list; an account without a business profile
 * passes, core-and-business §6). {@link installAccessControl} adds:
 * - an `onRoute` hook (install it before any route is registered) that records every route in
 *   `app.routeAccessTable` (route-table.test.ts sweeps it) and gives the routes that plugins make
 *   ({@link PLUGIN_ROUTE_DECLARATIONS}) their declaration;
 * - an `onRequest` hook (after the session hook, which loads `request.principal`) that refuses:
 *   - a route without a valid declaration: 500 INTERNAL_ERROR, logged at error level - it fails closed,
 *     never silently open (a requirement object with no non-empty list counts as no declaration);
 *   - `'account'` or a requirement, when the caller is not signed in: 401 INVALID_SESSION (the frame reloads
 *     and shows the signed-out state, core-and-business §8). Choice: a permission/feature requirement also
 *     needs a signed-in account - a visitor has no business profile, but no business route is for visitors;
 *   - a requirement the signed-in account does not meet: 403 FORBIDDEN.
 * Requests that matched no route (`request.is404`) are left to the 404 handler.
 *
 * Business routes (issue #24) declare `config: { auth: { business: { permissions?, features?, flag? } } }` instead:
 * core-and-business §6's "a user without a business profile passes every check" is a rule for what the UI shows and
 * must never open a business route. Such a route must sit in the business route tree (modules/business/route-tree.ts,
 * which marks its routes `config.businessTree`); this hook answers 401 INVALID_SESSION when the caller is not signed
 * in and 500 when a business declaration is found outside the tree (fail closed). The tree's own hook then requires
 * a business profile (403 FORBIDDEN), its two-factor state (403 MISSING_TWO_FACTOR_AUTHENTICATION), the declared
 * company flag (403 FORBIDDEN) and finally {@link checkBusinessRequirement} (403 FORBIDDEN).
 *
 * API routes called with a bearer token instead of a session (issue #27: SCIM provisioning, modules/scim) declare
 * `config: { auth: { bearer: '<scope>' } }`: no session or account is involved, so this hook only requires that the
 * route sits in the scope that authenticates that token (the scope marks its routes `config.bearerScope`, as the
 * business tree marks its own; a bearer declaration anywhere else answers 500, fail closed). The scope's own hook
 * refuses a missing, unknown or revoked token before the handler runs.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { CompanyFlagSchema, hasAccess, type AccessRequirement, type CompanyFlag } from '@travel/contract';
import { AppError } from '../../errors.ts';
import { accessSubjectOf } from './principal.ts';

/**
 * What a business route needs beyond a business profile of the caller's company: at least one of `permissions` and
 * of `features` (each when non-empty, contract hasAccess) and the company `flag` on. `{}`: any business profile.
 */
export interface BusinessRequirement extends AccessRequirement {
  flag?: CompanyFlag;
}

/** A route's access declaration (`config.auth`). `{ bearer }`: a bearer-token API scope (see the module docstring). */
export type RouteAuth = 'visitor' | 'account' | AccessRequirement | { business: BusinessRequirement } | { bearer: BearerScope };

/** The bearer-token API scopes (their tokens and the scope that checks them). */
export type BearerScope = 'scim';

/** One registered route (one entry per method) and the configuration it was registered with. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  config: Readonly<Record<string, unknown>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (modules/access/plugin.ts). Required: a route without it is refused. */
    auth?: RouteAuth;
  }
  interface FastifyInstance {
    /** Every route registered after installAccessControl, with its configuration (for the route-table test). */
    routeAccessTable: readonly RouteAccessEntry[];
  }
  interface FastifyContextConfig {
    /** Set by the business route tree on its routes (modules/business/route-tree.ts); never set it by hand. */
    businessTree?: true;
    /** Set by a bearer-token API scope on its routes (modules/scim/routes.ts); never set it by hand. */
    bearerScope?: BearerScope;
  }
}

/**
 * The allow-list of routes that plugins register without taking route configuration (@fastify/static has no
 * `config` option). A route listed here that carries no `config.auth` of its own gets `auth`, and `publicFiles`
 * when set (session/hooks.ts: the route never reads the session).
 */
export const PLUGIN_ROUTE_DECLARATIONS: readonly { methods: readonly string[]; url: string; auth: RouteAuth; publicFiles?: true; reason: string }[] = [
  { methods: ['GET', 'HEAD'], url: '/sdk/*', auth: 'visitor', publicFiles: true, reason: '@fastify/static: the built host SDK (modules/host-sdk/routes.ts), public code' },
];

function nonEmptyList(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string');
}

/**
 * True for `'visitor'`, `'account'`, or an object with only `permissions`/`features` string lists, at least
 * one of them non-empty (an empty requirement would open the route to every signed-in account by accident).
 */
export function isValidRouteAuth(auth: unknown): auth is RouteAuth {
  if (auth === 'visitor' || auth === 'account') return true;
  if (typeof auth !== 'object' || auth === null || Array.isArray(auth)) return false;
  if ('business' in auth) return Object.keys(auth).length === 1 && isValidBusinessRequirement((auth as { business: unknown }).business);
  if ('bearer' in auth) return isBearerRouteAuth(auth);
  const keys = Object.keys(auth);
  if (keys.length === 0 || keys.some((k) => k !== 'permissions' && k !== 'features')) return false;
  const { permissions, features } = auth as Record<string, unknown>;
  if (permissions !== undefined && !Array.isArray(permissions)) return false;
  if (features !== undefined && !Array.isArray(features)) return false;
  return nonEmptyList(permissions) || nonEmptyList(features);
}

/** True for a business requirement: only `permissions`/`features` string lists (may be empty) and a known `flag`. */
export function isValidBusinessRequirement(value: unknown): value is BusinessRequirement {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { permissions, features, flag, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return false;
  const list = (v: unknown) => v === undefined || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
  return list(permissions) && list(features) && (flag === undefined || CompanyFlagSchema.safeParse(flag).success);
}

/** Whether a route declaration is a bearer-token one (`{ bearer: 'scim' }`). */
export function isBearerRouteAuth(auth: unknown): auth is { bearer: BearerScope } {
  return typeof auth === 'object' && auth !== null && Object.keys(auth).length === 1 && (auth as { bearer?: unknown }).bearer === 'scim';
}

/** Whether a route declaration is a business one (`{ business: ... }`). */
export function isBusinessRouteAuth(auth: unknown): auth is { business: BusinessRequirement } {
  return typeof auth === 'object' && auth !== null && 'business' in auth;
}

/**
 * The access rule for a business route, strict: the caller HAS a business profile (the tree checked it), so
 * "without a business profile passes" never applies. At least one of each non-empty list (contract hasAccess).
 */
export function checkBusinessRequirement(business: { permissions: readonly string[]; features: readonly string[] }, requirement: BusinessRequirement): boolean {
  return hasAccess({ business: business as NonNullable<Parameters<typeof hasAccess>[0]['business']> }, requirement);
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((m) => String(m).toUpperCase());
}

/**
 * Checks the caller against the route's declaration.
 * @throws AppError 500 INTERNAL_ERROR (no valid declaration), 401 INVALID_SESSION (not signed in), 403 FORBIDDEN
 */
function checkAccess(request: FastifyRequest): void {
  if (request.is404) return;
  const auth: unknown = request.routeOptions.config.auth;
  if (!isValidRouteAuth(auth)) {
    request.log.error({ method: request.method, route: request.routeOptions.url }, 'Route has no valid access declaration (config.auth): refused');
    throw new AppError(500, 'INTERNAL_ERROR', 'This route has no access rule configured');
  }
  if (auth === 'visitor') return;
  if (isBearerRouteAuth(auth)) {
    // The bearer scope's own hook checks the token next; outside that scope the declaration opens nothing.
    if (request.routeOptions.config.bearerScope !== auth.bearer) {
      request.log.error({ method: request.method, route: request.routeOptions.url }, 'Bearer route outside its bearer scope: refused');
      throw new AppError(500, 'INTERNAL_ERROR', 'This route has no access rule configured');
    }
    return;
  }
  const principal = request.principal;
  if (principal.kind !== 'account') throw new AppError(401, 'INVALID_SESSION', 'Sign in to use this');
  if (auth === 'account') return;
  if (isBusinessRouteAuth(auth)) {
    // The business route tree's hook checks the profile, two-factor, flag and requirement next.
    if (request.routeOptions.config.businessTree !== true) {
      request.log.error({ method: request.method, route: request.routeOptions.url }, 'Business route outside the business route tree: refused');
      throw new AppError(500, 'INTERNAL_ERROR', 'This route has no access rule configured');
    }
    return;
  }
  if (!hasAccess(accessSubjectOf(principal), auth)) throw new AppError(403, 'FORBIDDEN', 'Your business profile does not allow this');
}

/**
 * Installs the route recorder and the access check. Call it after the session hooks (which set
 * `request.principal`) and before registering any route.
 */
export function installAccessControl(app: FastifyInstance): void {
  const table: RouteAccessEntry[] = [];
  app.decorate('routeAccessTable', table);

  app.addHook('onRoute', (route) => {
    const methods = methodsOf(route);
    if (route.config?.auth === undefined) {
      const listed = PLUGIN_ROUTE_DECLARATIONS.find((d) => d.url === route.url && methods.every((m) => d.methods.includes(m)));
      if (listed) route.config = { ...route.config, auth: listed.auth, ...(listed.publicFiles ? { publicFiles: listed.publicFiles } : {}) };
    }
    const config: Record<string, unknown> = { ...route.config };
    if (!isValidRouteAuth(config.auth)) {
      app.log.error({ methods, route: route.url }, 'Route registered without a valid access declaration (config.auth): every request will be refused');
    }
    for (const method of methods) table.push({ method, url: route.url, config });
  });

  app.addHook('onRequest', async (request) => {
    checkAccess(request);
  });
}
