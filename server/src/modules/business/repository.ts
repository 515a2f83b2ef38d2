/**
 * The business module's tables (migration 0018): companies and their domains, offices, legal entities, memberships;
 * roles, groups, business profiles and invitations. Every query of a company's rows takes the company id and filters
 * by it, so an id of another company reads nothing and changes nothing (the service answers 404). The only queries
 * not scoped by a company are those that FIND the company: a profile by its account (the principal) and an email
 * domain's owner; they are named `...Unscoped` or say so.
 * Timestamps are ISO 8601 UTC strings.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BusinessProfileRow, BusinessRoleRow, CompanyRow } from '../../db/business-tables.ts';

type Db = Kysely<Database>;

/** A new company row (defaults for tier, mode, JSON columns). */
export interface NewCompany {
  id: string;
  name: string;
  planTier?: 'biz' | 'bizPlus' | 'enterprise';
  bookingMode?: 'TRAVELER_ONLY' | 'TRAVELER_OR_TRAVEL_MANAGER';
  flagsJson?: string;
  featureSwitchesJson?: string;
  confirmedAt?: string | null;
  nowIso: string;
}

export async function insertCompany(db: Db, c: NewCompany): Promise<void> {
  await db
    .insertInto('companies')
    .values({
      id: c.id, name: c.name, created_at: c.nowIso, updated_at: c.nowIso, confirmed_at: c.confirmedAt ?? null, logo_ref: null, deleted_at: null,
      ...(c.planTier ? { plan_tier: c.planTier } : {}),
      ...(c.bookingMode ? { booking_mode: c.bookingMode } : {}),
      ...(c.flagsJson ? { flags_json: c.flagsJson } : {}),
      ...(c.featureSwitchesJson ? { feature_switches_json: c.featureSwitchesJson } : {}),
    })
    .execute();
}

/** The company, unless deleted. */
export async function findCompany(db: Db, companyId: string): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Columns of a company that PUT and the settings calls change. */
export type CompanyPatch = Partial<Pick<CompanyRow, 'name' | 'booking_mode' | 'settings_json' | 'flags_json' | 'feature_switches_json' | 'plan_tier' | 'logo_ref' | 'multi_room_bookings' | 'confirmed_at'>>;

/** Updates the company's columns; returns false when no live company has that id. */
export async function updateCompany(db: Db, companyId: string, patch: CompanyPatch, nowIso: string): Promise<boolean> {
  const r = await db.updateTable('companies').set({ ...patch, updated_at: nowIso }).where('id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The company's email domains, sorted. */
export async function listEmailDomains(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.selectFrom('company_email_domains').select('domain').where('company_id', '=', companyId).orderBy('domain').execute();
  return rows.map((r) => r.domain);
}

/** Which of `domains` another company holds (unscoped by design: it is how a clash is found). */
export async function domainsHeldByOthers(db: Db, companyId: string, domains: readonly string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db.selectFrom('company_email_domains').select('domain').where('domain', 'in', domains).where('company_id', '!=', companyId).execute();
  return rows.map((r) => r.domain);
}

/** Replaces the company's email domains (run it in a transaction with the check above). */
export async function replaceEmailDomains(db: Db, companyId: string, domains: readonly string[], nowIso: string): Promise<void> {
  await db.deleteFrom('company_email_domains').where('company_id', '=', companyId).execute();
  if (domains.length > 0) await db.insertInto('company_email_domains').values(domains.map((domain) => ({ domain, company_id: companyId, created_at: nowIso }))).execute();
}

export async function listOffices(db: Db, companyId: string) {
  return db.selectFrom('company_offices').select(['id', 'name', 'address', 'city', 'country_code']).where('company_id', '=', companyId).orderBy('id').execute();
}

export async function insertOffice(db: Db, companyId: string, o: { name: string; address?: string; city?: string; countryCode?: string }, nowIso: string): Promise<number> {
  const r = await db
    .insertInto('company_offices')
    .values({ company_id: companyId, name: o.name, address: o.address ?? '', city: o.city ?? '', country_code: o.countryCode ?? '', created_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function listLegalEntities(db: Db, companyId: string) {
  return db.selectFrom('company_legal_entities').select(['id', 'name', 'registration_number', 'country_code']).where('company_id', '=', companyId).orderBy('id').execute();
}

export async function insertLegalEntity(db: Db, companyId: string, e: { name: string; registrationNumber?: string; countryCode?: string }, nowIso: string): Promise<number> {
  const r = await db
    .insertInto('company_legal_entities')
    .values({ company_id: companyId, name: e.name, registration_number: e.registrationNumber ?? '', country_code: e.countryCode ?? '', created_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function listMemberships(db: Db, companyId: string) {
  return db.selectFrom('company_memberships').select(['id', 'program', 'vendor_code', 'membership_number']).where('company_id', '=', companyId).orderBy('id').execute();
}

export async function insertMembership(db: Db, companyId: string, m: { program: string; vendorCode?: string; membershipNumber: string }, nowIso: string): Promise<number> {
  const r = await db
    .insertInto('company_memberships')
    .values({ company_id: companyId, program: m.program, vendor_code: m.vendorCode ?? '', membership_number: m.membershipNumber, created_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Inserts one built-in role row; returns its id. */
export async function insertBuiltInRole(db: Db, companyId: string, builtinRole: string, name: string, nowIso: string): Promise<number> {
  const r = await db
    .insertInto('business_roles')
    .values({ company_id: companyId, builtin_role: builtinRole, name, permissions_json: null, permission_set_key: null, created_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Inserts a custom role; the unique (company, permission_set_key) and (company, name) constraints refuse duplicates. */
export async function insertCustomRole(db: Db, companyId: string, r: { name: string; permissionsJson: string; permissionSetKey: string }, nowIso: string): Promise<number> {
  const row = await db
    .insertInto('business_roles')
    .values({ company_id: companyId, builtin_role: null, name: r.name, permissions_json: r.permissionsJson, permission_set_key: r.permissionSetKey, created_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listRoles(db: Db, companyId: string): Promise<BusinessRoleRow[]> {
  return db.selectFrom('business_roles').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
}

export async function findRole(db: Db, companyId: string, roleId: number): Promise<BusinessRoleRow | undefined> {
  return db.selectFrom('business_roles').selectAll().where('company_id', '=', companyId).where('id', '=', roleId).executeTakeFirst();
}

/** The company's row of a built-in role. */
export async function findBuiltInRole(db: Db, companyId: string, builtinRole: string): Promise<BusinessRoleRow | undefined> {
  return db.selectFrom('business_roles').selectAll().where('company_id', '=', companyId).where('builtin_role', '=', builtinRole).executeTakeFirst();
}

export async function insertGroup(db: Db, companyId: string, name: string, nowIso: string): Promise<number> {
  const r = await db.insertInto('business_groups').values({ company_id: companyId, name, created_at: nowIso }).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function listGroups(db: Db, companyId: string) {
  return db.selectFrom('business_groups').select(['id', 'name']).where('company_id', '=', companyId).orderBy('name').execute();
}

export async function findGroup(db: Db, companyId: string, groupId: number) {
  return db.selectFrom('business_groups').select(['id', 'name']).where('company_id', '=', companyId).where('id', '=', groupId).executeTakeFirst();
}

/** A new business profile. */
export interface NewProfile {
  id: string;
  accountId: string;
  companyId: string;
  roleId: number;
  groupId?: number | null;
  managerProfileId?: string | null;
  approverProfileId?: string | null;
  kind?: 'member' | 'guest';
  guestExpiresAt?: string | null;
  sponsorProfileId?: string | null;
  twoFactorEnabled?: boolean;
  confirmedAt?: string | null;
  nowIso: string;
}

export async function insertProfile(db: Db, p: NewProfile): Promise<void> {
  await db
    .insertInto('business_profiles')
    .values({
      id: p.id, account_id: p.accountId, company_id: p.companyId, role_id: p.roleId, group_id: p.groupId ?? null,
      manager_profile_id: p.managerProfileId ?? null, approver_profile_id: p.approverProfileId ?? null, kind: p.kind ?? 'member',
      guest_expires_at: p.guestExpiresAt ?? null, sponsor_profile_id: p.sponsorProfileId ?? null, two_factor_enabled: p.twoFactorEnabled ? 1 : 0,
      confirmed_at: p.confirmedAt ?? null, created_at: p.nowIso, updated_at: p.nowIso,
    })
    .execute();
}

/** A profile of the company (any status). */
export async function findProfile(db: Db, companyId: string, profileId: string): Promise<BusinessProfileRow | undefined> {
  return db.selectFrom('business_profiles').selectAll().where('company_id', '=', companyId).where('id', '=', profileId).executeTakeFirst();
}

/** The profile of an account, whatever its company (unscoped: it is how the caller's company is found). */
export async function findProfileByAccountUnscoped(db: Db, accountId: string): Promise<BusinessProfileRow | undefined> {
  return db.selectFrom('business_profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** Columns of a profile that the user pages change. */
export type ProfilePatch = Partial<Pick<BusinessProfileRow, 'role_id' | 'group_id' | 'manager_profile_id' | 'approver_profile_id' | 'status' | 'business_mode' | 'two_factor_enabled' | 'confirmed_at' | 'traveler_details_json' | 'guest_expires_at'>>;

/** Updates a profile of the company; false when the company has no such profile. */
export async function updateProfile(db: Db, companyId: string, profileId: string, patch: ProfilePatch, nowIso: string): Promise<boolean> {
  const r = await db.updateTable('business_profiles').set({ ...patch, updated_at: nowIso }).where('company_id', '=', companyId).where('id', '=', profileId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** One profile of the company with its account's email and name and its role; undefined for another company's id. */
export async function findProfileWithAccount(db: Db, companyId: string, profileId: string) {
  return db
    .selectFrom('business_profiles as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'p.role_id').onRef('r.company_id', '=', 'p.company_id'))
    .select([
      'p.id', 'p.company_id', 'p.kind', 'p.status', 'p.group_id', 'p.guest_expires_at', 'p.manager_profile_id', 'p.approver_profile_id', 'p.sponsor_profile_id',
      'a.email', 'a.name', 'r.id as role_id', 'r.name as role_name', 'r.builtin_role',
    ])
    .where('p.company_id', '=', companyId)
    .where('p.id', '=', profileId)
    .executeTakeFirst();
}

/**
 * One page of the company's profiles with their account's email and name and the total (`count(*) over ()`: paged
 * and counted in SQL, ARCHITECTURE.md "Admin lists page and aggregate in SQL").
 */
export async function listProfiles(db: Db, companyId: string, page: { offset: number; limit: number }) {
  const rows = await db
    .selectFrom('business_profiles as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'p.role_id').onRef('r.company_id', '=', 'p.company_id'))
    .select(['p.id', 'p.kind', 'p.status', 'p.group_id', 'p.guest_expires_at', 'a.email', 'a.name', 'r.id as role_id', 'r.name as role_name', 'r.builtin_role'])
    .select(sql<number>`count(*) over ()`.as('total'))
    .where('p.company_id', '=', companyId)
    .orderBy('a.email')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** A new invitation (token stored as its HMAC). */
export interface NewInvitation {
  id: string;
  companyId: string;
  email: string;
  kind: 'member' | 'guest';
  roleId: number;
  groupId: number | null;
  invitedByProfileId: string | null;
  tokenHash: string;
  expiresAt: string;
  nowIso: string;
}

export async function insertInvitation(db: Db, i: NewInvitation): Promise<void> {
  await db
    .insertInto('business_invitations')
    .values({
      id: i.id, company_id: i.companyId, email: i.email, kind: i.kind, role_id: i.roleId, group_id: i.groupId, invited_by_profile_id: i.invitedByProfileId,
      token_hash: i.tokenHash, expires_at: i.expiresAt, created_at: i.nowIso, accepted_at: null,
    })
    .execute();
}

export async function listInvitations(db: Db, companyId: string) {
  return db.selectFrom('business_invitations').select(['id', 'email', 'kind', 'role_id', 'group_id', 'status', 'expires_at', 'created_at', 'accepted_at'])
    .where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function findInvitation(db: Db, companyId: string, invitationId: string) {
  return db.selectFrom('business_invitations').selectAll().where('company_id', '=', companyId).where('id', '=', invitationId).executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------------------------
// The admin hub (issue #24 "Admin hub": users, invitations, guests, groups, roles, company rows, homepage messages).
// Every function takes the company id and filters by it, except the two named `...Unscoped` (an invitation found by
// its token: the invitee has no profile yet, so no company is known before it is found).
// ---------------------------------------------------------------------------------------------------------------

/** A LIKE pattern matching `text` anywhere, with `%`, `_` and `\` escaped (use with `escape '\'`). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Filters of {@link listAdminUsers}. */
export interface AdminUserFilter {
  query?: string | undefined;
  status?: 'active' | 'deactivated' | 'all' | undefined;
  kind?: 'member' | 'guest' | undefined;
  offset: number;
  limit: number;
}

function adminUserQuery(db: Db, companyId: string) {
  return db
    .selectFrom('business_profiles as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'p.role_id').onRef('r.company_id', '=', 'p.company_id'))
    .leftJoin('business_groups as g', (j) => j.onRef('g.id', '=', 'p.group_id').onRef('g.company_id', '=', 'p.company_id'))
    .select([
      'p.id', 'p.account_id', 'p.kind', 'p.status', 'p.group_id', 'p.guest_expires_at', 'p.sponsor_profile_id', 'a.email', 'a.name', 'r.id as role_id', 'r.name as role_name',
      'r.builtin_role', 'r.permissions_json', 'g.name as group_name',
    ])
    .where('p.company_id', '=', companyId);
}

/** One row of the admin user lists. */
export type AdminUserRow = Awaited<ReturnType<typeof findAdminUser>> & object;

/**
 * One page of the company's users (profiles with their account's email and name, role and group), searched by email
 * or name (case-insensitive substring), ordered by email, with the total matching (`count(*) over ()`, in SQL).
 */
export async function listAdminUsers(db: Db, companyId: string, f: AdminUserFilter) {
  let q = adminUserQuery(db, companyId).select(sql<number | string>`count(*) over ()`.as('total'));
  if (f.status !== undefined && f.status !== 'all') q = q.where('p.status', '=', f.status);
  if (f.kind !== undefined) q = q.where('p.kind', '=', f.kind);
  if (f.query) {
    const pattern = containsPattern(f.query);
    q = q.where((eb) => eb.or([
      eb(sql`lower(a.email)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(coalesce(a.name, ''))`, 'like', sql`${pattern} escape '\\'`),
    ]));
  }
  const rows = await q.orderBy('a.email').orderBy('p.id').offset(f.offset).limit(f.limit).execute();
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** One user of the company (same columns as the list), or undefined for another company's id. */
export async function findAdminUser(db: Db, companyId: string, profileId: string) {
  return adminUserQuery(db, companyId).where('p.id', '=', profileId).executeTakeFirst();
}

/** The company's profile of the account with `email` (any status), if any. */
export async function findProfileIdByEmail(db: Db, companyId: string, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('p.id')
    .where('p.company_id', '=', companyId).where(sql`lower(a.email)`, '=', email.toLowerCase()).executeTakeFirst();
  return row?.id;
}

/** How many active member profiles of the company hold the built-in COMPANY_ADMIN role. */
export async function countActiveCompanyAdmins(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('business_profiles as p')
    .innerJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'p.role_id').onRef('r.company_id', '=', 'p.company_id'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('p.company_id', '=', companyId).where('p.status', '=', 'active').where('p.kind', '=', 'member').where('r.builtin_role', '=', 'COMPANY_ADMIN')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes a profile of the company (a guest's deletion); false when the company has no such profile. */
export async function deleteProfile(db: Db, companyId: string, profileId: string): Promise<boolean> {
  const r = await db.deleteFrom('business_profiles').where('company_id', '=', companyId).where('id', '=', profileId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The company's roles with how many active profiles hold each (aggregated in SQL). */
export async function listRolesWithCounts(db: Db, companyId: string) {
  const rows = await db
    .selectFrom('business_roles as r')
    .leftJoin('business_profiles as p', (j) => j.onRef('p.role_id', '=', 'r.id').onRef('p.company_id', '=', 'r.company_id').on('p.status', '=', 'active'))
    .select(['r.id', 'r.name', 'r.builtin_role', 'r.permissions_json', 'r.permission_set_key'])
    .select((eb) => eb.fn.count<number | string>('p.id').as('member_count'))
    .where('r.company_id', '=', companyId)
    .groupBy(['r.id', 'r.name', 'r.builtin_role', 'r.permissions_json', 'r.permission_set_key'])
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), member_count: Number(r.member_count) }));
}

/** Renames a custom role and replaces its permissions; false when the company has no such custom role. */
export async function updateCustomRole(db: Db, companyId: string, roleId: number, r: { name: string; permissionsJson: string; permissionSetKey: string }): Promise<boolean> {
  const res = await db.updateTable('business_roles').set({ name: r.name, permissions_json: r.permissionsJson, permission_set_key: r.permissionSetKey })
    .where('company_id', '=', companyId).where('id', '=', roleId).where('builtin_role', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** How many profiles (any status) hold the role. */
export async function countProfilesWithRole(db: Db, companyId: string, roleId: number): Promise<number> {
  const row = await db.selectFrom('business_profiles').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('company_id', '=', companyId).where('role_id', '=', roleId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes a custom role (its pending invitations go with it: foreign key cascade); false when there is none. */
export async function deleteCustomRole(db: Db, companyId: string, roleId: number): Promise<boolean> {
  const r = await db.deleteFrom('business_roles').where('company_id', '=', companyId).where('id', '=', roleId).where('builtin_role', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The company's groups with how many profiles are in each (aggregated in SQL), by name. */
export async function listGroupsWithCounts(db: Db, companyId: string) {
  const rows = await db
    .selectFrom('business_groups as g')
    .leftJoin('business_profiles as p', (j) => j.onRef('p.group_id', '=', 'g.id').onRef('p.company_id', '=', 'g.company_id'))
    .select(['g.id', 'g.name'])
    .select((eb) => eb.fn.count<number | string>('p.id').as('member_count'))
    .where('g.company_id', '=', companyId)
    .groupBy(['g.id', 'g.name'])
    .orderBy('g.name')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, memberCount: Number(r.member_count) }));
}

/** Whether the company has another group (or role) named `name` (case-insensitive), other than `exceptId`. */
export async function nameTaken(db: Db, table: 'business_groups' | 'business_roles', companyId: string, name: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom(table).select('id').where('company_id', '=', companyId).where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function renameGroup(db: Db, companyId: string, groupId: number, name: string): Promise<boolean> {
  const r = await db.updateTable('business_groups').set({ name }).where('company_id', '=', companyId).where('id', '=', groupId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes a group after taking its profiles and invitations out of it (run in a transaction); false when there is none. */
export async function deleteGroup(db: Db, companyId: string, groupId: number, nowIso: string): Promise<boolean> {
  await db.updateTable('business_profiles').set({ group_id: null, updated_at: nowIso }).where('company_id', '=', companyId).where('group_id', '=', groupId).execute();
  await db.updateTable('business_invitations').set({ group_id: null }).where('company_id', '=', companyId).where('group_id', '=', groupId).execute();
  const r = await db.deleteFrom('business_groups').where('company_id', '=', companyId).where('id', '=', groupId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function updateOffice(db: Db, companyId: string, id: number, o: { name: string; address: string; city: string; countryCode: string }): Promise<boolean> {
  const r = await db.updateTable('company_offices').set({ name: o.name, address: o.address, city: o.city, country_code: o.countryCode })
    .where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteOffice(db: Db, companyId: string, id: number): Promise<boolean> {
  const r = await db.deleteFrom('company_offices').where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function updateLegalEntity(db: Db, companyId: string, id: number, e: { name: string; registrationNumber: string; countryCode: string }): Promise<boolean> {
  const r = await db.updateTable('company_legal_entities').set({ name: e.name, registration_number: e.registrationNumber, country_code: e.countryCode })
    .where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteLegalEntity(db: Db, companyId: string, id: number): Promise<boolean> {
  const r = await db.deleteFrom('company_legal_entities').where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function updateMembership(db: Db, companyId: string, id: number, m: { program: string; vendorCode: string; membershipNumber: string }): Promise<boolean> {
  const r = await db.updateTable('company_memberships').set({ program: m.program, vendor_code: m.vendorCode, membership_number: m.membershipNumber })
    .where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteMembership(db: Db, companyId: string, id: number): Promise<boolean> {
  const r = await db.deleteFrom('company_memberships').where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Adds one email domain to the company (the primary key refuses a domain any company holds: check first). */
export async function insertEmailDomain(db: Db, companyId: string, domain: string, nowIso: string): Promise<void> {
  await db.insertInto('company_email_domains').values({ domain, company_id: companyId, created_at: nowIso }).onConflict((oc) => oc.column('domain').doNothing()).execute();
}

export async function deleteEmailDomain(db: Db, companyId: string, domain: string): Promise<boolean> {
  const r = await db.deleteFrom('company_email_domains').where('company_id', '=', companyId).where('domain', '=', domain).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** A new invitation with its guest access length (migration 0021). */
export async function insertAdminInvitation(db: Db, i: NewInvitation & { guestAccessDays: number | null }): Promise<void> {
  await db
    .insertInto('business_invitations')
    .values({
      id: i.id, company_id: i.companyId, email: i.email, kind: i.kind, role_id: i.roleId, group_id: i.groupId, invited_by_profile_id: i.invitedByProfileId,
      token_hash: i.tokenHash, expires_at: i.expiresAt, created_at: i.nowIso, accepted_at: null, guest_access_days: i.guestAccessDays,
    })
    .execute();
}

function invitationQuery(db: Db, companyId: string) {
  return db
    .selectFrom('business_invitations as i')
    .innerJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'i.role_id').onRef('r.company_id', '=', 'i.company_id'))
    .select([
      'i.id', 'i.email', 'i.kind', 'i.role_id', 'i.group_id', 'i.status', 'i.expires_at', 'i.created_at', 'i.accepted_at', 'i.guest_access_days',
      'r.name as role_name', 'r.builtin_role',
    ])
    .where('i.company_id', '=', companyId);
}

/**
 * The company's invitations with their role, newest first; `status` filters in SQL (`expired`: pending and past its
 * expiry at `nowIso`; `pending`: pending and not yet expired).
 */
export async function listAdminInvitations(db: Db, companyId: string, status: 'pending' | 'accepted' | 'expired' | 'revoked' | undefined, nowIso: string) {
  let q = invitationQuery(db, companyId);
  if (status === 'pending') q = q.where('i.status', '=', 'pending').where('i.expires_at', '>', nowIso);
  else if (status === 'expired') q = q.where('i.status', '=', 'pending').where('i.expires_at', '<=', nowIso);
  else if (status !== undefined) q = q.where('i.status', '=', status);
  return q.orderBy('i.created_at', 'desc').orderBy('i.id').limit(1000).execute();
}

/** One invitation of the company with its role. */
export async function findAdminInvitation(db: Db, companyId: string, invitationId: string) {
  return invitationQuery(db, companyId).where('i.id', '=', invitationId).executeTakeFirst();
}

/** The company's pending, unexpired invitation of `email`, if any. */
export async function findLiveInvitationByEmail(db: Db, companyId: string, email: string, nowIso: string): Promise<string | undefined> {
  const row = await db.selectFrom('business_invitations').select('id').where('company_id', '=', companyId).where('email', '=', email)
    .where('status', '=', 'pending').where('expires_at', '>', nowIso).executeTakeFirst();
  return row?.id;
}

/** Gives a pending invitation a new token and expiry (the old link stops working); false unless it is pending. */
export async function renewInvitationToken(db: Db, companyId: string, invitationId: string, tokenHash: string, expiresAt: string): Promise<boolean> {
  const r = await db.updateTable('business_invitations').set({ token_hash: tokenHash, expires_at: expiresAt })
    .where('company_id', '=', companyId).where('id', '=', invitationId).where('status', '=', 'pending').executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Revokes a pending invitation; false unless it is pending. */
export async function revokeInvitation(db: Db, companyId: string, invitationId: string): Promise<boolean> {
  const r = await db.updateTable('business_invitations').set({ status: 'revoked' })
    .where('company_id', '=', companyId).where('id', '=', invitationId).where('status', '=', 'pending').executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The invitation whose token hashes to `tokenHash`, with its live company's name and its inviter's name and email (null when the inviter's profile is gone; unscoped: the token finds the company). */
export async function findInvitationByTokenHashUnscoped(db: Db, tokenHash: string) {
  return db
    .selectFrom('business_invitations as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    // Who sent it (the join page names them): the inviter's profile of the same company and its account, if still there.
    .leftJoin('business_profiles as ip', (j) => j.onRef('ip.id', '=', 'i.invited_by_profile_id').onRef('ip.company_id', '=', 'i.company_id'))
    .leftJoin('accounts as ia', 'ia.id', 'ip.account_id')
    .selectAll('i')
    .select(['c.name as company_name', 'ia.name as inviter_name', 'ia.email as inviter_email'])
    .where('i.token_hash', '=', tokenHash)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Spends a pending, unexpired invitation (single use: a conditional update); false when it was not pending or has expired. */
export async function markInvitationAccepted(db: Db, companyId: string, invitationId: string, nowIso: string): Promise<boolean> {
  const r = await db.updateTable('business_invitations').set({ status: 'accepted', accepted_at: nowIso })
    .where('company_id', '=', companyId).where('id', '=', invitationId).where('status', '=', 'pending').where('expires_at', '>', nowIso).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The company's homepage messages, newest first (`activeOnly`: the front door's). */
export async function listHomepageMessages(db: Db, companyId: string, activeOnly: boolean) {
  let q = db.selectFrom('business_homepage_messages').select(['id', 'text', 'active', 'created_at', 'updated_at']).where('company_id', '=', companyId);
  if (activeOnly) q = q.where('active', '=', 1);
  const rows = await q.orderBy('id', 'desc').execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function countHomepageMessages(db: Db, companyId: string): Promise<number> {
  const row = await db.selectFrom('business_homepage_messages').select((eb) => eb.fn.countAll<number | string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertHomepageMessage(db: Db, companyId: string, m: { text: string; active: boolean; createdByProfileId: string }, nowIso: string): Promise<number> {
  const r = await db.insertInto('business_homepage_messages')
    .values({ company_id: companyId, text: m.text, active: m.active ? 1 : 0, created_by_profile_id: m.createdByProfileId, created_at: nowIso, updated_at: nowIso })
    .returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateHomepageMessage(db: Db, companyId: string, id: number, m: { text: string; active: boolean }, nowIso: string): Promise<boolean> {
  const r = await db.updateTable('business_homepage_messages').set({ text: m.text, active: m.active ? 1 : 0, updated_at: nowIso })
    .where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteHomepageMessage(db: Db, companyId: string, id: number): Promise<boolean> {
  const r = await db.deleteFrom('business_homepage_messages').where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
