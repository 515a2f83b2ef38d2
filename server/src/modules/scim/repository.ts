/**
 * Queries of the scim module: its own tables (migration 0035: `scim_tokens`, `scim_users`, `scim_groups`) and the
 * read-only joins that page and filter SCIM lists in SQL (ARCHITECTURE.md "Admin lists page and aggregate in SQL"):
 * a company's business profiles with their account's email and name, and its groups (declared shared reads in
 * modules/table-ownership.test.ts; every write to them goes through the business and accounts modules' services).
 * Every query of a company's rows takes the company id; the token lookup by hash is the one that finds the company.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ScimTokenRow } from '../../db/scim-tables.ts';

type Db = Kysely<Database>;

/**
 * Most ids one statement binds: a group of thousands of members stays far below SQLite's (32,766) and PostgreSQL's
 * (65,535) bound-parameter limits when its ids go in slices of this size.
 */
export const IDS_PER_STATEMENT = 500;

/** `ids` in slices of {@link IDS_PER_STATEMENT}. */
export function slices<T>(ids: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) out.push(ids.slice(i, i + IDS_PER_STATEMENT));
  return out;
}

/** A new random SCIM id (16 bytes, base64url: 22 characters). */
export function newScimId(): string {
  return randomBytes(16).toString('base64url');
}

// ---------------------------------------------------------------------------------------------
// Tokens

export async function insertToken(db: Db, row: Pick<ScimTokenRow, 'id' | 'company_id' | 'name' | 'token_hash' | 'token_hint' | 'created_by_profile_id' | 'created_at'>): Promise<void> {
  await db.insertInto('scim_tokens').values({ ...row, last_used_at: null, revoked_at: null, revoked_by_profile_id: null }).execute();
}

/** The company's tokens not revoked, newest first, with the creator's name (else email) when their profile still exists. */
export async function listActiveTokens(db: Db, companyId: string) {
  return db.selectFrom('scim_tokens as t')
    .leftJoin('business_profiles as p', (j) => j.onRef('p.id', '=', 't.created_by_profile_id').onRef('p.company_id', '=', 't.company_id'))
    .leftJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['t.id', 't.name', 't.token_hint', 't.created_at', 't.last_used_at', 'a.name as creator_name', 'a.email as creator_email'])
    .where('t.company_id', '=', companyId).where('t.revoked_at', 'is', null)
    .orderBy('t.created_at', 'desc').orderBy('t.id')
    .execute();
}

export async function countActiveTokens(db: Db, companyId: string): Promise<number> {
  const row = await db.selectFrom('scim_tokens').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('company_id', '=', companyId).where('revoked_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The live (not revoked) token with this hash, whatever its company (unscoped: it is how the company is found). */
export async function findLiveTokenByHashUnscoped(db: Db, tokenHash: string): Promise<ScimTokenRow | undefined> {
  return db.selectFrom('scim_tokens').selectAll().where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).executeTakeFirst();
}

/** Revokes a live token of the company. @returns the revoked row's name, or undefined when there is none */
export async function revokeToken(db: Db, companyId: string, id: string, byProfileId: string, at: string): Promise<string | undefined> {
  const row = await db.updateTable('scim_tokens').set({ revoked_at: at, revoked_by_profile_id: byProfileId })
    .where('company_id', '=', companyId).where('id', '=', id).where('revoked_at', 'is', null)
    .returning('name').executeTakeFirst();
  return row?.name;
}

/** Records a use of the token, at most once per `sinceIso` (a write per request would be one per call). */
export async function touchToken(db: Db, id: string, at: string, sinceIso: string): Promise<void> {
  await db.updateTable('scim_tokens').set({ last_used_at: at }).where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sinceIso)])).execute();
}

// ---------------------------------------------------------------------------------------------
// Users

/** Filters of a user list (each optional; `email` lower-cased by the caller). */
export interface UserFilter {
  scimId?: string;
  email?: string;
  externalId?: string;
  active?: boolean;
  /** Members of this business group. */
  groupId?: number;
  /** These profiles only. */
  profileIds?: readonly string[];
}

function userQuery(db: Db, companyId: string, f: UserFilter) {
  let q = db.selectFrom('business_profiles as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .leftJoin('scim_users as s', 's.profile_id', 'p.id')
    .leftJoin('business_groups as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.company_id', '=', 'p.company_id'))
    .where('p.company_id', '=', companyId)
    .where('p.kind', '=', 'member')
    .where('s.deleted_at', 'is', null);
  if (f.scimId !== undefined) q = q.where('s.id', '=', f.scimId);
  if (f.email !== undefined) q = q.where('a.email', '=', f.email);
  if (f.externalId !== undefined) q = q.where('s.external_id', '=', f.externalId);
  if (f.active !== undefined) q = q.where('p.status', '=', f.active ? 'active' : 'deactivated');
  if (f.groupId !== undefined) q = q.where('p.group_id', '=', f.groupId);
  if (f.profileIds !== undefined) q = q.where('p.id', 'in', f.profileIds.length > 0 ? [...f.profileIds] : ['']);
  return q;
}

const USER_COLUMNS = [
  'p.id as profile_id', 'p.account_id', 'p.status', 'p.group_id', 'p.manager_profile_id', 'p.created_at as profile_created_at', 'p.updated_at as profile_updated_at',
  'a.email', 'a.name as account_name', 'g.name as group_name',
  's.id as scim_id', 's.external_id', 's.given_name', 's.family_name', 's.display_name', 's.created_at as scim_created_at', 's.updated_at as scim_updated_at',
] as const;

/** One user of a SCIM list or lookup (the profile, its account, its SCIM row when it has one, its group's name). */
export type ScimUserJoinRow = Awaited<ReturnType<typeof findUsers>>[number];

/** The company's users matching `f`, in creation order, `limit` from `offset` (SQL paging; no total). */
export async function findUsers(db: Db, companyId: string, f: UserFilter, page: { offset: number; limit: number }) {
  return userQuery(db, companyId, f).select([...USER_COLUMNS]).orderBy('p.created_at').orderBy('p.id').offset(page.offset).limit(page.limit).execute();
}

/** How many of the company's users match `f` (counted in SQL). */
export async function countUsers(db: Db, companyId: string, f: UserFilter): Promise<number> {
  const row = await userQuery(db, companyId, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Gives these profiles of the company a SCIM id when they have none (on first sight: people invited or seeded before
 * the directory was connected), in one statement; concurrent calls agree (`on conflict (profile_id) do nothing`).
 * @returns profile id -> SCIM id, for every given profile that has a row (deleted ones included)
 */
export async function ensureUserIds(db: Db, companyId: string, profileIds: readonly string[], at: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const ids of slices([...new Set(profileIds)])) {
    await db.insertInto('scim_users')
      .values(ids.map((profileId) => ({
        id: newScimId(), company_id: companyId, profile_id: profileId, external_id: null, given_name: null, family_name: null, display_name: null,
        deleted_at: null, created_at: at, updated_at: at,
      })))
      .onConflict((oc) => oc.column('profile_id').doNothing())
      .execute();
    const rows = await db.selectFrom('scim_users').select(['id', 'profile_id']).where('company_id', '=', companyId).where('profile_id', 'in', ids).execute();
    for (const r of rows) out.set(r.profile_id, r.id);
  }
  return out;
}

/** The SCIM row of a profile (deleted or not), scoped by company. */
export async function findUserRowByProfile(db: Db, companyId: string, profileId: string) {
  return db.selectFrom('scim_users').selectAll().where('company_id', '=', companyId).where('profile_id', '=', profileId).executeTakeFirst();
}

/** SCIM ids -> profile ids of the company's live (not deleted) users; unknown ids are left out. */
export async function profilesOfUserIds(db: Db, companyId: string, scimIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const ids of slices([...new Set(scimIds)])) {
    const rows = await db.selectFrom('scim_users').select(['id', 'profile_id']).where('company_id', '=', companyId).where('id', 'in', ids).where('deleted_at', 'is', null).execute();
    for (const r of rows) out.set(r.id, r.profile_id);
  }
  return out;
}

/** Whether another live user of the company has this externalId. */
export async function userExternalIdTaken(db: Db, companyId: string, externalId: string, exceptProfileId: string | null): Promise<boolean> {
  let q = db.selectFrom('scim_users').select('id').where('company_id', '=', companyId).where('external_id', '=', externalId);
  if (exceptProfileId !== null) q = q.where('profile_id', '!=', exceptProfileId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The SCIM attributes a user's row keeps. */
export interface UserRowFields {
  external_id: string | null;
  given_name: string | null;
  family_name: string | null;
  display_name: string | null;
}

/**
 * Writes a profile's SCIM row: a new id and the fields when it is (re)created by POST (a deleted row comes back with a
 * new id), or the fields when it is changed. @returns the row's SCIM id
 */
export async function upsertUserRow(db: Db, companyId: string, profileId: string, fields: UserRowFields, at: string, opts: { newId?: string } = {}): Promise<string> {
  const existing = await findUserRowByProfile(db, companyId, profileId);
  if (!existing) {
    const id = opts.newId ?? newScimId();
    await db.insertInto('scim_users').values({ id, company_id: companyId, profile_id: profileId, ...fields, deleted_at: null, created_at: at, updated_at: at }).execute();
    return id;
  }
  const id = opts.newId ?? existing.id;
  await db.updateTable('scim_users')
    .set({ ...fields, id, deleted_at: null, updated_at: at, ...(opts.newId ? { created_at: at } : {}) })
    .where('company_id', '=', companyId).where('profile_id', '=', profileId).execute();
  return id;
}

/** Marks the user deleted (the id answers 404 from now on) and frees its externalId. */
export async function markUserDeleted(db: Db, companyId: string, scimId: string, at: string): Promise<void> {
  await db.updateTable('scim_users').set({ deleted_at: at, external_id: null, updated_at: at }).where('company_id', '=', companyId).where('id', '=', scimId).execute();
}

/** Stamps the users' rows as changed (group membership changes show in their `meta.lastModified`). */
export async function touchUsers(db: Db, companyId: string, profileIds: readonly string[], at: string): Promise<void> {
  for (const ids of slices(profileIds)) {
    await db.updateTable('scim_users').set({ updated_at: at }).where('company_id', '=', companyId).where('profile_id', 'in', ids).execute();
  }
}

// ---------------------------------------------------------------------------------------------
// Groups

/** Filters of a group list (each optional). */
export interface GroupFilter {
  scimId?: string;
  /** Case-insensitive (RFC 7643 §4.2: displayName is not caseExact). */
  displayName?: string;
  externalId?: string;
  /** Groups holding the profile. */
  memberProfileId?: string;
}

function groupQuery(db: Db, companyId: string, f: GroupFilter) {
  let q = db.selectFrom('business_groups as g').leftJoin('scim_groups as sg', 'sg.group_id', 'g.id').where('g.company_id', '=', companyId);
  if (f.scimId !== undefined) q = q.where('sg.id', '=', f.scimId);
  if (f.displayName !== undefined) q = q.where(sql`lower(g.name)`, '=', f.displayName.toLowerCase());
  if (f.externalId !== undefined) q = q.where('sg.external_id', '=', f.externalId);
  if (f.memberProfileId !== undefined) {
    const profileId = f.memberProfileId;
    q = q.where((eb) => eb.exists(eb.selectFrom('business_profiles as mp').select('mp.id')
      .whereRef('mp.group_id', '=', 'g.id').where('mp.company_id', '=', companyId).where('mp.id', '=', profileId)));
  }
  return q;
}

const GROUP_COLUMNS = ['g.id as group_id', 'g.name', 'g.created_at as group_created_at', 'sg.id as scim_id', 'sg.external_id', 'sg.updated_at as scim_updated_at'] as const;

export type ScimGroupJoinRow = Awaited<ReturnType<typeof findGroups>>[number];

/** The company's groups matching `f`, in creation order, `limit` from `offset`. */
export async function findGroups(db: Db, companyId: string, f: GroupFilter, page: { offset: number; limit: number }) {
  return groupQuery(db, companyId, f).select([...GROUP_COLUMNS]).orderBy('g.id').offset(page.offset).limit(page.limit).execute();
}

export async function countGroups(db: Db, companyId: string, f: GroupFilter): Promise<number> {
  const row = await groupQuery(db, companyId, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Gives these groups of the company a SCIM id when they have none (see {@link ensureUserIds}). @returns group id -> SCIM id */
export async function ensureGroupIds(db: Db, companyId: string, groupIds: readonly number[], at: string): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const ids of slices([...new Set(groupIds)])) {
    await db.insertInto('scim_groups')
      .values(ids.map((groupId) => ({ id: newScimId(), company_id: companyId, group_id: groupId, external_id: null, created_at: at, updated_at: at })))
      .onConflict((oc) => oc.column('group_id').doNothing())
      .execute();
    const rows = await db.selectFrom('scim_groups').select(['id', 'group_id']).where('company_id', '=', companyId).where('group_id', 'in', ids).execute();
    for (const r of rows) out.set(Number(r.group_id), r.id);
  }
  return out;
}

/** Writes a group's SCIM row (insert, or update of externalId and the change time). */
export async function upsertGroupRow(db: Db, companyId: string, groupId: number, externalId: string | null, at: string): Promise<string> {
  const existing = await db.selectFrom('scim_groups').select('id').where('company_id', '=', companyId).where('group_id', '=', groupId).executeTakeFirst();
  if (existing) {
    await db.updateTable('scim_groups').set({ external_id: externalId, updated_at: at }).where('company_id', '=', companyId).where('group_id', '=', groupId).execute();
    return existing.id;
  }
  const id = newScimId();
  await db.insertInto('scim_groups').values({ id, company_id: companyId, group_id: groupId, external_id: externalId, created_at: at, updated_at: at }).execute();
  return id;
}

/** Whether another group of the company has this externalId. */
export async function groupExternalIdTaken(db: Db, companyId: string, externalId: string, exceptGroupId: number | null): Promise<boolean> {
  let q = db.selectFrom('scim_groups').select('id').where('company_id', '=', companyId).where('external_id', '=', externalId);
  if (exceptGroupId !== null) q = q.where('group_id', '!=', exceptGroupId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The live SCIM users (profile id, account email and name) in these groups of the company, by group. */
export async function groupMembers(db: Db, companyId: string, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db.selectFrom('business_profiles as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .leftJoin('scim_users as s', 's.profile_id', 'p.id')
    .select(['p.group_id', 'p.id as profile_id', 'a.email', 'a.name', 's.display_name'])
    .where('p.company_id', '=', companyId).where('p.kind', '=', 'member').where('p.group_id', 'in', [...new Set(groupIds)]).where('s.deleted_at', 'is', null)
    .orderBy('p.created_at').orderBy('p.id')
    .execute();
}
