/**
 * Loads the caller of a signed-in session into `request.principal` in ONE query per request (issue #24 "one query per
 * request at most"; ARCHITECTURE.md "Identity"): the session's selected, enabled account, and - when it has an active
 * business profile of a live company (a guest only until it expires) - that profile with its company, role
 * permissions, features (tier + switches), company flags, the multiRoomBookings switch, two-factor state, and the key
 * of the profile's effective travel policy (its group and the company's policy stamp: travel-policy-cache.ts).
 * Spec: core-and-business §3 (auth state businessState), §6 (permissions, features, user kinds, two-factor);
 * account-business-header-and-trips §3.
 *
 * A deactivated profile, an expired guest or a deleted company leaves a plain account principal: that person is a
 * consumer again (their personal side works; every business route answers 403 FORBIDDEN).
 */
import { sql, type Kysely } from 'kysely';
import {
  BuiltInRoleSchema, FeatureSwitchesSchema, PermissionSchema, companyFlagsOf, featuresOf, permissionsOfRole, type Permission,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { VISITOR_PRINCIPAL, type BusinessPrincipal, type Principal } from '../access/principal.ts';
import type { SessionRecord } from '../session/service.ts';
import { jsonObject } from './json-column.ts';


/** A custom role's stored permissions, unknown names dropped (core-and-business §5 "Unknown permission names ... ignored"). */
export function customRolePermissions(json: string | null): Permission[] {
  let list: unknown;
  try {
    list = JSON.parse(json ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return PermissionSchema.options.filter((p) => list.includes(p));
}

/** The row the principal query returns. */
interface PrincipalRow {
  account_id: string;
  email: string;
  account_name: string | null;
  account_confirmed_at: string | null;
  profile_id: string | null;
  company_id: string | null;
  company_name: string | null;
  logo_ref: string | null;
  plan_tier: 'biz' | 'bizPlus' | 'enterprise' | null;
  booking_mode: 'TRAVELER_ONLY' | 'TRAVELER_OR_TRAVEL_MANAGER' | null;
  feature_switches_json: string | null;
  flags_json: string | null;
  multi_room_bookings: number | null;
  company_confirmed_at: string | null;
  kind: 'member' | 'guest' | null;
  business_mode: number | null;
  two_factor_enabled: number | null;
  two_factor_verified_at: string | null;
  profile_confirmed_at: string | null;
  role_id: number | null;
  builtin_role: string | null;
  role_name: string | null;
  permissions_json: string | null;
  /** The profile's group and the company's policy stamp (count of its stored policy versions); absent from other queries. */
  group_id?: number | null;
  policy_stamp?: number | string | null;
  /** 1: this session's account signed in through its company's SSO, which counts as two-factor (issue #27); absent from other queries. */
  sso_two_factor?: number | string | null;
}

/** Most distinct column texts each {@link parsedByText} memo keeps (roles, tiers with switches, company flags). */
const PARSED_COLUMNS_MAX = 512;

/**
 * `parse(text)` memoized by the text itself, frozen and shared (bounded, oldest dropped first). Keyed by the column's
 * content, read from the database with the principal on every request, so it can never be stale: a role, switch or
 * flag changed through any server process is a new text, parsed on the next request (issue #25 bench: parsing the
 * role's permissions, the features and the flags on every request was 1-6 % of a search).
 */
function parsedByText<T>(parse: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      value = Object.freeze(parse(text));
      if (known.size >= PARSED_COLUMNS_MAX) known.delete(known.keys().next().value as string);
      known.set(text, value);
    }
    return value;
  };
}

/** A custom role's permissions by its stored JSON. */
const customPermissionsOf = parsedByText((json) => customRolePermissions(json));
/** A company's features by its tier and stored switches (`tier` + NUL + JSON). */
const companyFeaturesOf = parsedByText((key) => {
  const cut = key.indexOf('\u0000');
  const switches = FeatureSwitchesSchema.safeParse(jsonObject(key.slice(cut + 1)));
  return featuresOf(key.slice(0, cut) as BusinessPrincipal['planTier'], switches.success ? switches.data : {});
});
/** A company's flags by their stored JSON. */
const companyFlagsByText = parsedByText((json) => companyFlagsOf(jsonObject(json)));

/** Builds the business part of the principal from the joined row (null when the row has no usable profile). */
export function businessPrincipalOf(row: PrincipalRow): BusinessPrincipal | undefined {
  if (row.profile_id === null || row.company_id === null || row.company_name === null || row.role_id === null) return undefined;
  const builtIn = BuiltInRoleSchema.safeParse(row.builtin_role);
  return Object.freeze({
    profileId: row.profile_id,
    companyId: row.company_id,
    companyName: row.company_name,
    companyLogoRef: row.logo_ref,
    roleId: Number(row.role_id),
    builtInRole: builtIn.success ? builtIn.data : null,
    roleName: row.role_name ?? '',
    permissions: builtIn.success ? permissionsOfRole(builtIn.data) : customPermissionsOf(row.permissions_json ?? '[]'),
    features: companyFeaturesOf(`${row.plan_tier ?? 'biz'}\u0000${row.feature_switches_json ?? '{}'}`),
    flags: companyFlagsByText(row.flags_json ?? '{}'),
    planTier: row.plan_tier ?? 'biz',
    bookingMode: row.booking_mode ?? 'TRAVELER_ONLY',
    multiRoomBookings: Number(row.multi_room_bookings) === 1,
    businessMode: Number(row.business_mode) === 1,
    profileKind: row.kind ?? 'member',
    profileConfirmed: row.profile_confirmed_at !== null,
    companyConfirmed: row.company_confirmed_at !== null,
    // verified: this session's account proved its factor (business_two_factor_sessions, migration 0019).
    // ssoAsserted: this session's account signed in through its company's active SSO configuration, whose provider
    // asserted multi-factor or which the company trusts as two-factor (sso_session_proofs, migration 0034; issue #27).
    twoFactor: Object.freeze({
      enrolled: Number(row.two_factor_enabled) === 1, verified: row.two_factor_verified_at !== null, ssoAsserted: Number(row.sso_two_factor ?? 0) === 1,
    }),
    ...(row.policy_stamp !== undefined && row.policy_stamp !== null
      ? { travelPolicyScope: Object.freeze({ groupId: row.group_id ?? null, policyStamp: Number(row.policy_stamp) }) }
      : {}),
  });
}

/**
 * Creates the session hook's principal loader.
 * @param db database
 * @param now clock, epoch ms (a guest's expiry is compared with it)
 * @returns `(session) => Principal`: one SELECT joining session_accounts, accounts, business_profiles, companies,
 *   business_roles and business_two_factor_sessions (this session's two-factor proof), sso_session_proofs and
 *   sso_configurations (this session's company SSO sign-in, issue #27), with the company's travel
 *   policy stamp (a count over an index of business_travel_policies); the visitor when the session has no selected,
 *   enabled account
 */
export function createPrincipalLoader(db: Kysely<Database>, now: () => number = Date.now): (session: SessionRecord) => Promise<Principal> {
  return async (session) => {
    const nowIso = new Date(now()).toISOString();
    const row = await db
      .selectFrom('session_accounts as sa')
      .innerJoin('accounts as a', 'a.id', 'sa.account_id')
      .leftJoin('business_profiles as p', (j) =>
        j.onRef('p.account_id', '=', 'a.id')
          .on('p.status', '=', 'active')
          .on((eb) => eb.or([eb('p.guest_expires_at', 'is', null), eb('p.guest_expires_at', '>', nowIso)])))
      .leftJoin('companies as c', (j) => j.onRef('c.id', '=', 'p.company_id').on('c.deleted_at', 'is', null))
      .leftJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'p.role_id').onRef('r.company_id', '=', 'p.company_id'))
      .leftJoin('business_two_factor_sessions as tfs', (j) => j.onRef('tfs.session_id', '=', 'sa.session_id').onRef('tfs.account_id', '=', 'a.id'))
      // Company SSO (issue #27): this session's SSO proof and its configuration, still active (the sso module's rows).
      .leftJoin('sso_session_proofs as ssp', (j) => j.onRef('ssp.session_id', '=', 'sa.session_id').onRef('ssp.account_id', '=', 'a.id'))
      .leftJoin('sso_configurations as ssc', (j) => j.onRef('ssc.id', '=', 'ssp.configuration_id').on('ssc.active', '=', 1))
      .select([
        'a.id as account_id', 'a.email', 'a.name as account_name', 'a.confirmed_at as account_confirmed_at',
        // The profile counts only with its live company: a deleted company's profile reads as none.
        sql<string | null>`case when c.id is null then null else p.id end`.as('profile_id'),
        'c.id as company_id', 'c.name as company_name', 'c.logo_ref', 'c.plan_tier', 'c.booking_mode', 'c.feature_switches_json', 'c.flags_json', 'c.multi_room_bookings',
        'c.confirmed_at as company_confirmed_at', 'p.kind', 'p.business_mode', 'p.two_factor_enabled', 'tfs.verified_at as two_factor_verified_at',
        'p.confirmed_at as profile_confirmed_at',
        'r.id as role_id', 'r.builtin_role', 'r.name as role_name', 'r.permissions_json',
        // The key of the traveler's effective travel policy (access/principal.ts TravelPolicyScope), so a search's
        // verdicts read no policy row while it is cached (travel-policy-cache.ts). Evaluated for business rows only.
        'p.group_id',
        sql<number | string | null>`case when c.id is null then null else (select count(*) from business_travel_policies tp where tp.company_id = c.id) end`.as('policy_stamp'),
        sql<number>`case when ssc.id is not null and ssp.company_id = p.company_id and (ssp.mfa_asserted = 1 or ssc.trust_provider_mfa = 1) then 1 else 0 end`.as('sso_two_factor'),
      ])
      .where('sa.session_id', '=', session.id)
      .where('sa.selected', '=', 1)
      .where('a.disabled', '=', 0)
      .executeTakeFirst();
    if (!row) return VISITOR_PRINCIPAL;
    const business = businessPrincipalOf(row as PrincipalRow);
    const account = Object.freeze({ id: row.account_id, email: row.email, name: row.account_name, confirmed: row.account_confirmed_at !== null });
    return Object.freeze(business ? { kind: 'account' as const, account, business } : { kind: 'account' as const, account });
  };
}
