/**
 * Who is calling: the principal the session hook (modules/session/hooks.ts) loads once per request into
 * `request.principal`. Spec: core-and-business §6 (user kinds: a visitor, a signed-in traveller, business users
 * with permissions and features); issue #8 ("The session carries a principal").
 *
 * A session with a signed-in password account (modules/accounts, issue #9) gives the `account` kind; business
 * profiles will add `business` without changing any route: routes declare `config.auth` (see ./plugin.ts) and
 * the access hook reads the principal.
 */
import type { AccessSubject, Feature, Permission } from '@travel/contract';

/** A signed-in account's business profile: what the access rule (contract `hasAccess`) looks at. */
export interface BusinessPrincipal {
  profileId: string;
  permissions: readonly Permission[];
  features: readonly Feature[];
}

/** The caller: a visitor (not signed in), or a signed-in account, with its business profile when it has one. */
export type Principal =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'account'; readonly account: { readonly id: string }; readonly business?: BusinessPrincipal };

/** The one visitor principal (immutable, shared by every anonymous request). */
export const VISITOR_PRINCIPAL: Principal = Object.freeze({ kind: 'visitor' });

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, loaded by the session hook before any other hook or handler runs (a visitor until then). */
    principal: Principal;
  }
}

/**
 * The principal as the access rule sees it: a visitor and an account without a business profile have
 * `business: null` (they pass every permission/feature check of core-and-business §6).
 */
export function accessSubjectOf(principal: Principal): AccessSubject {
  if (principal.kind === 'account' && principal.business) {
    return { business: { permissions: principal.business.permissions, features: principal.business.features } };
  }
  return { business: null };
}
