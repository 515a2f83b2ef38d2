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
