/**
 * The business user search: POST /i/api/business/users/v2/findUsers (account-business-header-and-trips §3 "User search
 * result", "User search modes"; §7 Users; issue #25 "all twelve search modes of §3 implemented as real filters").
 *
 * Every mode is a SQL filter over the caller's company's ACTIVE profiles (members, and guests whose access has not
 * expired; enabled accounts), as the contract's USER_SEARCH_MODES docstring defines it; `query` matches email or name,
 * `filters` narrow by group, role, kind and excluded emails; paging and the total (`count(*) over ()`) are SQL. "Holds P"
 * is decided in SQL too: a built-in role holds P when the contract's BUILT_IN_ROLES says so (the list of such roles is a
 * bound parameter), a custom role when its JSON permission list contains `"P"`.
 *
 * Who may search which mode: contract USER_SEARCH_MODE_PERMISSIONS (403 FORBIDDEN otherwise). `eventInvitees` for a
 * caller without a directory permission is a look-up (contract USER_SEARCH_MODES docstring): {@link inviteeLookup}.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  BOOK_FOR_PERMISSIONS, BuiltInRoleSchema, EVENT_INVITEE_LOOKUP_MIN_CHARS, maySearchUsers, permissionsOfRole, splitAccountName, USER_DIRECTORY_PERMISSIONS,
  USER_SEARCH_LIMIT_HEADER, type BusinessActor, type FindUsersQuery, type Permission, type UserSearchPage,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';

type Db = Kysely<Database>;
/** The tables of the search query, aliased. */
type SearchEb = ExpressionBuilder<Database & { p: Database['business_profiles']; a: Database['accounts']; r: Database['business_roles'] }, 'p' | 'a' | 'r'>;

/** A LIKE pattern matching `text` anywhere, with `%`, `_` and `\` escaped (use with `escape '\'`). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The built-in roles that hold at least one of `permissions` (contract BUILT_IN_ROLES). */
export function builtInRolesHolding(permissions: readonly Permission[]): string[] {
  return BuiltInRoleSchema.options.filter((role) => permissionsOfRole(role).some((p) => permissions.includes(p)));
}

/** SQL: the profile's role (alias `r`) holds at least one of `permissions` (built-in by the contract's table, custom by its JSON list). */
function roleHolds(eb: SearchEb, permissions: readonly Permission[]): Expression<SqlBool> {
  const builtIns = builtInRolesHolding(permissions);
  const custom = permissions.map((p) => eb(sql`coalesce(r.permissions_json, '')`, 'like', `%"${p}"%`));
  return eb.or([...(builtIns.length > 0 ? [eb('r.builtin_role', 'in', builtIns)] : []), ...custom]);
}

/**
 * The SQL of `travelersForTravelArranger` for `actor` (policy `trip.bookFor` in SQL, never the actor): see the contract.
 * @returns a condition over `p` (false when the actor holds no book-for permission)
 */
function bookableBy(eb: SearchEb, actor: BusinessActor): Expression<SqlBool> {
  const holds = (p: Permission) => actor.permissions.includes(p);
  const notSelf = eb('p.id', '<>', actor.profileId);
  if (holds('TRIP_EVENT_BOOK_FOR_ALL')) return notSelf;
  const member = eb('p.kind', '=', 'member');
  const any: Expression<SqlBool>[] = [];
  if (holds('TRIP_EVENT_BOOK_FOR_GUEST')) any.push(eb('p.kind', '=', 'guest'));
  if (holds('TRIP_EVENT_BOOK_FOR_OTHER')) any.push(eb.and([member, eb('p.manager_profile_id', '=', actor.profileId)]));
  if (holds('TRIP_EVENT_BOOK_FOR_EXPLICIT')) {
    any.push(eb.and([member, eb.exists(eb.selectFrom('business_profile_arrangers as pa').select('pa.traveler_profile_id')
      .whereRef('pa.traveler_profile_id', '=', 'p.id').where('pa.company_id', '=', actor.companyId).where('pa.arranger_profile_id', '=', actor.profileId))]));
  }
  if (holds('TRIP_EVENT_BOOK_FOR_ALL_ALLOWING')) any.push(eb.and([member, eb('p.allows_any_arranger', '=', 1)]));
  return any.length === 0 ? sql<SqlBool>`1 = 0` : eb.and([notSelf, eb.or(any)]);
}

/** The condition of a search mode (contract USER_SEARCH_MODES), over `p`, `a`, `r`. */
function modeCondition(eb: SearchEb, mode: FindUsersQuery['searchMode'], actor: BusinessActor, nowIso: string): Expression<SqlBool> {
  const member = eb('p.kind', '=', 'member');
  const guest = eb('p.kind', '=', 'guest');
  // Profiles that point at `p` (its travelers, its guests), live now.
  const liveOthers = () => eb.selectFrom('business_profiles as x').select('x.id')
    .where('x.company_id', '=', actor.companyId).where('x.status', '=', 'active')
    .where((x) => x.or([x('x.guest_expires_at', 'is', null), x('x.guest_expires_at', '>', nowIso)]));
  switch (mode) {
    case 'all':
    case 'filtered':
    case 'eventInvitees':
      return sql<SqlBool>`1 = 1`;
    case 'admins':
      return eb.and([member, roleHolds(eb, ['COMPANY_SETTINGS_MANAGEMENT'])]);
    case 'travelersForTravelArranger':
      return bookableBy(eb, actor);
    case 'potentialTravelArrangers':
      return eb.and([member, roleHolds(eb, BOOK_FOR_PERMISSIONS)]);
    case 'approvers':
      return eb.and([member, eb.or([
        roleHolds(eb, ['TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL']),
        eb.exists(liveOthers().whereRef('x.approver_profile_id', '=', 'p.id')),
      ])]);
    case 'travelManagers':
      return eb.and([member, roleHolds(eb, ['TRAVEL_POLICY_MANAGEMENT'])]);
    case 'sponsoredGuests':
      return eb.and([guest, eb('p.sponsor_profile_id', '=', actor.profileId)]);
    case 'guestSponsors':
      return eb.and([member, eb.exists(liveOthers().whereRef('x.sponsor_profile_id', '=', 'p.id').where('x.kind', '=', 'guest'))]);
    case 'guests':
      return guest;
    case 'potentialCustomApprovers':
      return eb.and([member, roleHolds(eb, ['TRIP_EVENT_APPROVAL_PROCESSING', 'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL', 'TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT'])]);
    case 'potentialRuleCustomApprovers':
      return eb.and([member, roleHolds(eb, ['TRIP_EVENT_APPROVAL_PROCESSING', 'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL'])]);
  }
}

/**
 * `eventInvitees` asked by a caller who holds no directory permission (an event organiser with EVENT_EDIT: every
 * traveler): the query narrowed to a look-up (issue #26: an organiser finds the colleagues to invite without reading
 * the whole directory). Returns the query to run, or null when the answer is nobody (query too short, a later page).
 */
function inviteeLookup(actor: BusinessActor, query: FindUsersQuery): FindUsersQuery | null | undefined {
  if (query.searchMode !== 'eventInvitees' || USER_DIRECTORY_PERMISSIONS.some((p) => actor.permissions.includes(p))) return undefined;
  if (query.query.length < EVENT_INVITEE_LOOKUP_MIN_CHARS || query.page > 0) return null;
  const filters = query.filters.excludeEmails ? { excludeEmails: query.filters.excludeEmails } : {};
  return { ...query, filters, size: Math.min(query.size, USER_SEARCH_LIMIT_HEADER) };
}

/**
 * Searches the caller's company (contract FindUsersRequestSchema, already parsed).
 * @param actor the caller (company, profile, permissions)
 * @param nowIso the time a guest's access is compared with
 * @returns one page: results ordered by email (then profile id), the total matching
 * @throws AppError 403 FORBIDDEN when the caller may not search with the mode (contract USER_SEARCH_MODE_PERMISSIONS)
 */
export async function findUsers(db: Db, actor: BusinessActor, asked: FindUsersQuery, nowIso: string): Promise<UserSearchPage> {
  if (!maySearchUsers(actor.permissions, asked.searchMode)) throw new AppError(403, 'FORBIDDEN', `Your business role may not search ${asked.searchMode}`);
  const lookup = inviteeLookup(actor, asked);
  if (lookup === null) return { page: asked.page, size: asked.size, total: 0, users: [] };
  const query = lookup ?? asked;
  let q = db.selectFrom('business_profiles as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'p.role_id').onRef('r.company_id', '=', 'p.company_id'))
    .leftJoin('business_groups as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.company_id', '=', 'p.company_id'))
    .select(['a.email', 'a.name', 'r.name as role_name', 'g.name as group_name', 'p.kind', sql<number | string>`count(*) over ()`.as('total')])
    .where('p.company_id', '=', actor.companyId)
    .where('p.status', '=', 'active')
    .where('a.disabled', '=', 0)
    .where((eb) => eb.or([eb('p.guest_expires_at', 'is', null), eb('p.guest_expires_at', '>', nowIso)]))
    .where((eb) => modeCondition(eb as unknown as SearchEb, query.searchMode, actor, nowIso));
  if (query.query) {
    const pattern = containsPattern(query.query);
    q = q.where((eb) => eb.or([
      eb(sql`lower(a.email)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(coalesce(a.name, ''))`, 'like', sql`${pattern} escape '\\'`),
    ]));
  }
  const f = query.filters;
  if (f.groupIds && f.groupIds.length > 0) q = q.where('p.group_id', 'in', f.groupIds);
  if (f.roleIds && f.roleIds.length > 0) q = q.where('p.role_id', 'in', f.roleIds);
  if (f.kind) q = q.where('p.kind', '=', f.kind);
  if (f.excludeEmails && f.excludeEmails.length > 0) q = q.where(sql`lower(a.email)`, 'not in', f.excludeEmails.map((e) => e.toLowerCase()));
  const rows = await q.orderBy('a.email').orderBy('p.id').offset(query.page * query.size).limit(query.size).execute();
  return {
    page: query.page,
    size: query.size,
    total: Number(rows[0]?.total ?? 0),
    users: rows.map((row) => ({
      email: row.email,
      ...splitAccountName(row.name),
      role: { roleName: lookup ? '' : row.role_name },
      profileImageUrl: null,
      customData: { staffClassDescription: lookup ? null : (row.group_name ?? null) },
      guest: row.kind === 'guest',
    })),
  };
}
