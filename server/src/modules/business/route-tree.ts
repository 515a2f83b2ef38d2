/**
 * The business route tree: one encapsulated Fastify plugin under `/i/api/business` (account-business-header-and-trips
 * §7 "Business me", "Company (base /i/api/business/company/v1/)", issue reporting, impersonation) whose hook guards
 * every business route, as fastify/demo's autohooks do for a folder (issue #24; ARCHITECTURE.md "Business edition").
 *
 * Every route registered inside must declare `config: { auth: { business: { permissions?, features?, flag? } } }`
 * (registration throws otherwise, so a business route can never be open by omission); the tree marks it
 * `config.businessTree`, which the global access hook requires of every business declaration. Per request, after the
 * global hooks (session: the principal; access: 401 INVALID_SESSION when not signed in), this hook answers:
 * 1. 403 FORBIDDEN - the signed-in account has no active business profile (a consumer, a deactivated profile, an
 *    expired guest, a deleted company). Core-and-business §6's "without a business profile passes every check" is a
 *    UI rule and never opens a business route.
 * 2. 403 MISSING_TWO_FACTOR_AUTHENTICATION - the two-factor rule fails (./two-factor.ts; the frame sends the user to
 *    /business/verify?redir={path}, core-and-business §8). Only the two-factor routes themselves skip this step: they
 *    declare `config.twoFactor: 'exempt'`, and registration throws when a route outside {@link TWO_FACTOR_ROUTE_PREFIX}
 *    declares it, so every other business route keeps failing closed.
 * 3. 403 FORBIDDEN - the route's company flag is off (the page does not exist for this company).
 * 4. 403 FORBIDDEN - the route's permissions/features are not met (access module checkBusinessRequirement: at least
 *    one of each non-empty list).
 * Ids of another company's rows answer 404 NOT_FOUND: every service call takes the caller's company id
 * (`request.actor`) and every repository query filters by it.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BusinessActor } from '@travel/contract';
import { AppError } from '../../errors.ts';
import { checkBusinessRequirement, isBusinessRouteAuth, isValidBusinessRequirement } from '../access/plugin.ts';
import type { BookingForTarget, BusinessPrincipal } from '../access/principal.ts';
import { twoFactorSatisfied } from './two-factor.ts';

/** URL prefix of the business route tree. */
export const BUSINESS_API_PREFIX = '/i/api/business';

/** The only paths (relative to the tree) whose routes may declare `config.twoFactor: 'exempt'`: enrolment and verification. */
export const TWO_FACTOR_ROUTE_PREFIX = '/me/v1/twoFactor/';

declare module 'fastify' {
  interface FastifyRequest {
    /** On business routes: the caller as an actor (who acts; for whom, when booking for or impersonating someone). */
    businessActor: BusinessActor | null;
  }
  interface FastifyContextConfig {
    /**
     * `'exempt'`: the business route answers a business profile that has not passed two-factor (enrolment and
     * verification routes only, under TWO_FACTOR_ROUTE_PREFIX; modules/business/route-tree.ts).
     */
    twoFactor?: 'exempt';
  }
}

/** The actor of a business principal (issue #24 "pass services an actor instead of a bare account id"). */
export function actorOf(accountId: string, business: BusinessPrincipal, bookingFor?: BookingForTarget): BusinessActor {
  return {
    accountId, profileId: business.profileId, companyId: business.companyId, permissions: business.permissions,
    // Booking for another traveler (booking-for.ts, issue #25): the actor acts for the traveler's profile.
    ...(bookingFor ? { onBehalfOf: { profileId: bookingFor.profileId, mode: 'book' as const } } : {}),
  };
}

/**
 * The business principal and actor of a request on the tree (the hook guarantees both).
 * @throws AppError 403 FORBIDDEN when called outside the tree on a caller without a business profile
 */
export function businessCaller(request: FastifyRequest): { business: BusinessPrincipal; actor: BusinessActor } {
  const p = request.principal;
  if (p.kind !== 'account' || !p.business || !request.businessActor) throw new AppError(403, 'FORBIDDEN', 'This needs a business profile');
  return { business: p.business, actor: request.businessActor };
}

/**
 * Checks a request on the tree (steps 1-4 of the module docstring). Exported for the unit test of the order.
 * @throws AppError 403 FORBIDDEN or MISSING_TWO_FACTOR_AUTHENTICATION
 */
export function guardBusinessRequest(request: FastifyRequest): void {
  const auth: unknown = request.routeOptions.config.auth;
  const principal = request.principal;
  // The global access hook already answered 401 for visitors; a business declaration is certain (onRoute checked it).
  if (principal.kind !== 'account' || !isBusinessRouteAuth(auth)) throw new AppError(401, 'INVALID_SESSION', 'Sign in to use this');
  const business = principal.business;
  if (!business) throw new AppError(403, 'FORBIDDEN', 'This needs a business profile');
  if (request.routeOptions.config.twoFactor !== 'exempt' && !twoFactorSatisfied(business)) throw new AppError(403, 'MISSING_TWO_FACTOR_AUTHENTICATION', 'Verify with your second factor first');
  const requirement = auth.business;
  if (requirement.flag !== undefined && !business.flags[requirement.flag]) throw new AppError(403, 'FORBIDDEN', 'This is not enabled for your company');
  if (!checkBusinessRequirement(business, requirement)) throw new AppError(403, 'FORBIDDEN', 'Your business role does not allow this');
  request.businessActor = actorOf(principal.account.id, business, principal.bookingFor);
}

/**
 * Registers `routes` inside the business route tree (prefix {@link BUSINESS_API_PREFIX}).
 * @param app the root app (after installSessionHooks and installAccessControl)
 * @param routes plugins that register business routes; each route's path is relative to the prefix
 * @throws at registration, when a route inside the tree lacks a valid business declaration
 */
export async function registerBusinessTree(app: FastifyInstance, routes: readonly FastifyPluginAsync[]): Promise<void> {
  await app.register(fp(async (root) => {
    root.decorateRequest('businessActor', null);
  }, { name: 'business-actor-decorator' }));
  await app.register(async (tree) => {
    tree.addHook('onRoute', (route) => {
      const auth: unknown = route.config?.auth;
      if (!isBusinessRouteAuth(auth) || !isValidBusinessRequirement(auth.business)) {
        throw new Error(`Business route ${String(route.method)} ${route.url} must declare config.auth = { business: { ... } }`);
      }
      if (route.config?.twoFactor !== undefined && !(route.config.twoFactor === 'exempt' && route.url.startsWith(`${BUSINESS_API_PREFIX}${TWO_FACTOR_ROUTE_PREFIX}`))) {
        throw new Error(`Business route ${String(route.method)} ${route.url} may not be exempt from two-factor (only ${TWO_FACTOR_ROUTE_PREFIX}*)`);
      }
      route.config = { ...route.config, businessTree: true };
    });
    tree.addHook('onRequest', async (request) => {
      guardBusinessRequest(request);
    });
    for (const plugin of routes) await tree.register(plugin);
  }, { prefix: BUSINESS_API_PREFIX });
}
