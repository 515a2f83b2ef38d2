/**
 * Queries of the travel policy tables (migration 0024 `business_travel_policies`). Every query takes the company id.
 * Versions count per (company, vertical) across scopes; {@link insertPolicyVersion} takes the next one and relies on
 * the unique index (company_id, vertical, version) when two processes race (the loser retries, see the service).
 */
import type { Kysely, Selectable } from 'kysely';
import type { PolicyVertical } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { BusinessTravelPoliciesTable } from '../../db/business-policy-tables.ts';

/** A stored row, with the editor's display name (account name, else email; null when the profile is gone). */
export type PolicyRow = Selectable<BusinessTravelPoliciesTable> & { updated_by_name: string | null };

/** The policy rows joined to their editor's name. */
function rowsWithEditor(db: Kysely<Database>, companyId: string) {
  return db.selectFrom('business_travel_policies as t')
    .leftJoin('business_profiles as p', (j) => j.onRef('p.id', '=', 't.updated_by_profile_id').onRef('p.company_id', '=', 't.company_id'))
    .leftJoin('accounts as a', 'a.id', 'p.account_id')
    .selectAll('t')
    .select((eb) => eb.fn.coalesce('a.name', 'a.email').as('updated_by_name'))
    .where('t.company_id', '=', companyId);
}

/**
 * The newest versions of one scope (`groupId` null = the company default), newest first.
 * @param limit how many (1 = the current policy)
 */
export async function scopeVersions(db: Kysely<Database>, companyId: string, vertical: PolicyVertical, groupId: number | null, limit: number): Promise<PolicyRow[]> {
  let q = rowsWithEditor(db, companyId).where('t.vertical', '=', vertical);
  q = groupId === null ? q.where('t.group_id', 'is', null) : q.where('t.group_id', '=', groupId);
  return q.orderBy('t.version', 'desc').limit(limit).execute();
}

/**
 * The current rows (newest version) of the company default and of `groupId` (when not null), for every vertical or
 * one: at most two rows per vertical. Two indexed queries whatever the history's length.
 */
export async function currentRows(db: Kysely<Database>, companyId: string, groupId: number | null, vertical?: PolicyVertical): Promise<PolicyRow[]> {
  let latest = db.selectFrom('business_travel_policies')
    .select(['vertical', 'group_id', (eb) => eb.fn.max('version').as('version')])
    .where('company_id', '=', companyId)
    .where((eb) => (groupId === null ? eb('group_id', 'is', null) : eb.or([eb('group_id', 'is', null), eb('group_id', '=', groupId)])));
  if (vertical) latest = latest.where('vertical', '=', vertical);
  const heads = await latest.groupBy(['vertical', 'group_id']).execute();
  if (heads.length === 0) return [];
  const wanted = new Set(heads.map((h) => `${h.vertical}:${Number(h.version)}`));
  const rows = await rowsWithEditor(db, companyId).where('t.version', 'in', heads.map((h) => Number(h.version))).execute();
  return rows.filter((r) => wanted.has(`${r.vertical}:${r.version}`));
}

/**
 * Inserts the next version of a scope's policy.
 * @param db the write transaction
 * @returns the stored row (without the editor's name)
 * @throws the driver's unique violation when a concurrent insert took the same version (retry)
 */
export async function insertPolicyVersion(
  db: Kysely<Database>,
  row: { companyId: string; vertical: PolicyVertical; groupId: number | null; documentJson: string; profileId: string; at: string },
): Promise<Selectable<BusinessTravelPoliciesTable>> {
  const max = await db.selectFrom('business_travel_policies')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('company_id', '=', row.companyId).where('vertical', '=', row.vertical)
    .executeTakeFirst();
  const version = Number(max?.version ?? 0) + 1;
  return db.insertInto('business_travel_policies').values({
    company_id: row.companyId, vertical: row.vertical, group_id: row.groupId, version, document_json: row.documentJson,
    updated_by_profile_id: row.profileId, created_at: row.at,
  }).returningAll().executeTakeFirstOrThrow();
}

/** A group of the company (null when it has none of that id: another company's or a deleted one). */
export async function findCompanyGroup(db: Kysely<Database>, companyId: string, groupId: number): Promise<{ id: number; name: string } | null> {
  const row = await db.selectFrom('business_groups').select(['id', 'name']).where('company_id', '=', companyId).where('id', '=', groupId).executeTakeFirst();
  return row ?? null;
}

/** A profile's group in its company; undefined when the company has no such profile. */
export async function profileGroup(db: Kysely<Database>, companyId: string, profileId: string): Promise<{ groupId: number | null } | undefined> {
  const row = await db.selectFrom('business_profiles').select('group_id').where('company_id', '=', companyId).where('id', '=', profileId).executeTakeFirst();
  return row ? { groupId: row.group_id } : undefined;
}
