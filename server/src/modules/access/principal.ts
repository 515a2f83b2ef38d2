/**
 * Who is calling: the principal the session hook (modules/session/hooks.ts) loads once per request into
 * `request.principal`. Spec: core-and-business §6 (user kinds: a visitor, a signed-in traveller, business users
 * with permissions and features); issue #8 ("The session carries a principal"); issue #24 (the business principal).
 *
 * A session with a signed-in account gives the `account` kind. The business module's loader
 * (modules/business/principal-loader.ts) reads, in one query, the account, its active business profile, its
 * company, role permissions, features (tier + switches), company flags and two-factor state into `business`; the
 * auth-state reply is built from this object, so the frame and the server never disagree.
 */
import type {
  AccessSubject, BookingMode, BuiltInRole, BusinessTier, CompanyFlag, Feature, Permission,
} from '@travel/contract';

/** A signed-in account's business profile, its company and what it may do. */
export interface BusinessPrincipal {
  profileId: string;
  companyId: string;
  companyName: string;
  /** The company's uploaded logo key, or null (the header shows the product logo). */
  companyLogoRef: string | null;
  /** The role's row id (business_roles) and its built-in name, or null for a custom role. */
  roleId: number;
  builtInRole: BuiltInRole | null;
  roleName: string;
  permissions: readonly Permission[];
  /** The company's features: its tier's plus its switches (contract featuresOf). */
  features: readonly Feature[];
  /** Every company flag with its value (defaults filled in; contract companyFlagsOf). */
  flags: Readonly<Record<CompanyFlag, boolean>>;
  planTier: BusinessTier;
  bookingMode: BookingMode;
  /** The company's multiRoomBookings switch: off, the business side books one room per hotel booking (hotel-rooms-policy.ts). */
  multiRoomBookings: boolean;
  /** The account-type toggle: true on the business side, false on the personal side (account-business-header-and-trips §4). */
  businessMode: boolean;
  /** A member, or a guest whose access ends at `guestExpiresAt` (expired guests get no business principal at all). */
  profileKind: 'member' | 'guest';
  profileConfirmed: boolean;
  companyConfirmed: boolean;
  /**
   * Two-factor state (modules/business/two-factor.ts decides whether it is satisfied): `enrolled` the account has a
   * second factor; `verified` this session's account proved it (business_two_factor_sessions, migration 0019);
   * `ssoAsserted` the session was signed in through the company's identity provider, which asserted two-factor
   * (issue #27: modules/sso records the sign-in; the provider asserted multi-factor or the company trusts it).
   */
  twoFactor: { readonly enrolled: boolean; readonly verified: boolean; readonly ssoAsserted: boolean };
  /**
   * What the profile's effective travel policy depends on, read in the principal's one query (issue #25 bench "the
   * policy must add under 10 % at p95"): see {@link TravelPolicyScope}. Absent when the principal was built another way
   * (impersonation, test fixtures): the policy is then read from the database without the cache.
   */
  travelPolicyScope?: TravelPolicyScope;
}

/**
 * The key of a traveler's effective travel policy (modules/business/travel-policy-cache.ts): the profile's group
 * (null: none) and the company's policy stamp, the number of policy versions it has stored. Policy rows are
 * append-only (every save inserts one, migration 0024), so the stamp grows with every committed save, in whatever
 * order concurrent saves commit: a stamp read in this request names exactly the policies a fresh read would give.
 */
export interface TravelPolicyScope {
  readonly groupId: number | null;
  readonly policyStamp: number;
}

/**
 * A signed-in account: its id, plus (when the session's loader read them in its one query) its email, name and whether
 * the email is confirmed, which the auth state shows.
 */
export interface AccountIdentity {
  readonly id: string;
  readonly email?: string;
  readonly name?: string | null;
  readonly confirmed?: boolean;
}

/** The caller: a visitor (not signed in), or a signed-in account, with its business profile when it has one. */
export type Principal =
  | { readonly kind: 'visitor' }
  | {
    readonly kind: 'account'; readonly account: AccountIdentity; readonly business?: BusinessPrincipal; readonly impersonator?: Impersonator;
    /** The traveler this business caller books for on this session (modules/business/booking-for.ts), absent for oneself. */
    readonly bookingFor?: BookingForTarget;
  };

/**
 * The traveler an arranger books for (issue #25; account-business-header-and-trips §4): their profile and account, how
 * the booked-for card names them, whether a guest. Set on the principal by the business module's booking-for hook after
 * the policy `trip.bookFor` passed for this request.
 */
export interface BookingForTarget {
  readonly profileId: string;
  readonly accountId: string;
  readonly email: string;
  readonly accountName: string;
  readonly roleName: string;
  readonly guest: boolean;
  /** The traveler's group (their travel policy's scope, {@link TravelPolicyScope}), when the loader read it. */
  readonly groupId?: number | null;
}

/**
 * Who is really acting while a support user impersonates the principal's account (modules/business/impersonation.ts):
 * the principal is the impersonated person (their permissions, their company), and this names the support user, the
 * mode (book or view, account-business-header-and-trips §4) and the impersonation whose audit rows record each action.
 */
export interface Impersonator {
  readonly impersonationId: string;
  readonly accountId: string;
  readonly profileId: string;
  readonly email: string;
  readonly mode: 'book' | 'view';
}

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
