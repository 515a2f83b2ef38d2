/**
 * Queries of the company-call tables (migration 0020). Every query of a company's rows takes the company id and filters
 * by it (another company's id reads and changes nothing; the services answer 404). The unscoped ones say so: a logo by
 * its content ref (served publicly, like any image URL), an impersonation by the caller's own session, and an
 * account's leads (a consumer has no company yet).
 * Timestamps are ISO 8601 UTC strings.
 */
import type { Kysely, Updateable } from 'kysely';
import type {
  BusinessImpersonationsTable, BusinessLeadsTable, BusinessOnboardingTable, CompanyPreferencesTable, CompanyTierUpgradesTable,
} from '../../db/business-company-tables.ts';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

// --- onboarding ---------------------------------------------------------------------------------

export async function findOnboarding(db: Db, companyId: string, profileId: string) {
  return db.selectFrom('business_onboarding').selectAll().where('company_id', '=', companyId).where('profile_id', '=', profileId).executeTakeFirst();
}

/** Inserts or updates the profile's onboarding row. */
export async function upsertOnboarding(
  db: Db, companyId: string, profileId: string, patch: Partial<Pick<BusinessOnboardingTable, 'setup_version' | 'setup_at' | 'task_grid_dismissed_at' | 'language'>> & { keywords_json?: string }, nowIso: string,
): Promise<void> {
  await db.insertInto('business_onboarding')
    .values({ profile_id: profileId, company_id: companyId, setup_version: null, setup_at: null, task_grid_dismissed_at: null, language: null, ...patch, updated_at: nowIso })
    .onConflict((oc) => oc.column('profile_id').doUpdateSet({ ...patch, updated_at: nowIso }).where('business_onboarding.company_id', '=', companyId))
    .execute();
}

export async function listTaskStatuses(db: Db, companyId: string, profileId: string) {
  return db.selectFrom('business_task_statuses').select(['task_id', 'status']).where('company_id', '=', companyId).where('profile_id', '=', profileId).execute();
}

export async function upsertTaskStatus(db: Db, companyId: string, profileId: string, taskId: string, status: 'TODO' | 'DONE' | 'SKIPPED', nowIso: string): Promise<void> {
  await db.insertInto('business_task_statuses')
    .values({ company_id: companyId, profile_id: profileId, task_id: taskId, status, updated_at: nowIso })
    .onConflict((oc) => oc.columns(['profile_id', 'task_id']).doUpdateSet({ status, updated_at: nowIso }).where('business_task_statuses.company_id', '=', companyId))
    .execute();
}

/** How many profiles and pending or accepted invitations the company has (the INVITE_USERS task). */
export async function countPeople(db: Db, companyId: string): Promise<{ profiles: number; invitations: number }> {
  const p = await db.selectFrom('business_profiles').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
  const i = await db.selectFrom('business_invitations').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId)
    .where('status', 'in', ['pending', 'accepted']).executeTakeFirstOrThrow();
  return { profiles: Number(p.n), invitations: Number(i.n) };
}

// --- preferences --------------------------------------------------------------------------------

export async function findPreferences(db: Db, companyId: string) {
  return db.selectFrom('company_preferences').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

export type PreferencesPatch = Partial<Omit<Updateable<CompanyPreferencesTable>, 'company_id' | 'updated_at'>>;

export async function upsertPreferences(db: Db, companyId: string, patch: PreferencesPatch, nowIso: string): Promise<void> {
  await db.insertInto('company_preferences')
    .values({ company_id: companyId, ...patch, updated_at: nowIso } as never)
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...patch, updated_at: nowIso }))
    .execute();
}

// --- tier upgrades ------------------------------------------------------------------------------

/** Inserts an upgrade request; returns its id. */
export async function insertTierUpgrade(db: Db, row: Omit<CompanyTierUpgradesTable, 'id' | 'email_clicked_at' | 'completed_at'> & { completed_at?: string | null }): Promise<number> {
  const r = await db.insertInto('company_tier_upgrades').values({ email_clicked_at: null, completed_at: null, ...row }).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function latestTierUpgrade(db: Db, companyId: string) {
  return db.selectFrom('company_tier_upgrades').selectAll().where('company_id', '=', companyId).orderBy('id', 'desc').executeTakeFirst();
}

export async function findTierUpgradeByToken(db: Db, companyId: string, tokenHash: string) {
  return db.selectFrom('company_tier_upgrades').selectAll().where('company_id', '=', companyId).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function updateTierUpgrade(db: Db, companyId: string, id: number, patch: Updateable<CompanyTierUpgradesTable>): Promise<void> {
  await db.updateTable('company_tier_upgrades').set(patch).where('company_id', '=', companyId).where('id', '=', id).execute();
}

/** Cancels the company's open upgrade requests (a new request replaces them). */
export async function cancelOpenTierUpgrades(db: Db, companyId: string): Promise<void> {
  await db.updateTable('company_tier_upgrades').set({ status: 'CANCELLED' }).where('company_id', '=', companyId)
    .where('status', 'in', ['AWAITING_EMAIL_CONFIRMATION', 'REQUESTED']).execute();
}

// --- deletion -----------------------------------------------------------------------------------

export async function insertDeletionRequest(db: Db, r: { code: string; companyId: string; profileId: string; requestTimeMs: number; nowIso: string }): Promise<void> {
  await db.insertInto('company_deletion_requests').values({
    confirmation_code: r.code, company_id: r.companyId, requested_by_profile_id: r.profileId, request_time_ms: r.requestTimeMs, used_at: null, created_at: r.nowIso,
  }).execute();
}

export async function findDeletionRequest(db: Db, companyId: string, code: string) {
  return db.selectFrom('company_deletion_requests').selectAll().where('company_id', '=', companyId).where('confirmation_code', '=', code).executeTakeFirst();
}

/** Marks the request used and the company deleted (its email domains freed); false when the request was already used. */
export async function deleteCompanyByRequest(db: Db, companyId: string, code: string, nowIso: string): Promise<boolean> {
  const used = await db.updateTable('company_deletion_requests').set({ used_at: nowIso }).where('company_id', '=', companyId)
    .where('confirmation_code', '=', code).where('used_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) return false;
  await db.updateTable('companies').set({ deleted_at: nowIso, updated_at: nowIso }).where('id', '=', companyId).where('deleted_at', 'is', null).execute();
  await db.deleteFrom('company_email_domains').where('company_id', '=', companyId).execute();
  await db.updateTable('business_impersonations').set({ ended_at: nowIso }).where('company_id', '=', companyId).where('ended_at', 'is', null).execute();
  return true;
}

// --- confirmations ------------------------------------------------------------------------------

export async function insertConfirmation(db: Db, r: { tokenHash: string; companyId: string; profileId: string; purpose: 'company' | 'profile'; expiresAt: string; nowIso: string }): Promise<void> {
  await db.insertInto('company_confirmations').values({
    token_hash: r.tokenHash, company_id: r.companyId, profile_id: r.profileId, purpose: r.purpose, expires_at: r.expiresAt, used_at: null, created_at: r.nowIso,
  }).execute();
}

/** Marks an unused, unexpired confirmation of the company used; returns it, or undefined. */
export async function useConfirmation(db: Db, companyId: string, tokenHash: string, nowIso: string) {
  const row = await db.selectFrom('company_confirmations').selectAll().where('company_id', '=', companyId).where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null).where('expires_at', '>', nowIso).executeTakeFirst();
  if (!row) return undefined;
  const r = await db.updateTable('company_confirmations').set({ used_at: nowIso }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0 ? row : undefined;
}

// --- logos --------------------------------------------------------------------------------------

export async function insertLogo(db: Db, r: { ref: string; companyId: string; contentType: 'image/jpeg' | 'image/png' | 'image/gif'; bytes: Buffer; nowIso: string }): Promise<void> {
  await db.insertInto('company_logos')
    .values({ ref: r.ref, company_id: r.companyId, content_type: r.contentType, size_bytes: r.bytes.length, bytes: r.bytes, created_at: r.nowIso })
    .onConflict((oc) => oc.column('ref').doNothing())
    .execute();
}

/** A logo by its ref (unscoped: logo URLs are public images, content-addressed and unguessable). Only live companies' logos. */
export async function findLogoUnscoped(db: Db, ref: string) {
  return db.selectFrom('company_logos as l').innerJoin('companies as c', 'c.id', 'l.company_id')
    .select(['l.content_type', 'l.bytes', 'l.size_bytes']).where('l.ref', '=', ref).where('c.deleted_at', 'is', null).executeTakeFirst();
}

/** Deletes the company's logos other than `keepRef` (null: all of them). */
export async function deleteOtherLogos(db: Db, companyId: string, keepRef: string | null): Promise<void> {
  let q = db.deleteFrom('company_logos').where('company_id', '=', companyId);
  if (keepRef !== null) q = q.where('ref', '!=', keepRef);
  await q.execute();
}

// --- impersonation ------------------------------------------------------------------------------

export async function insertImpersonation(db: Db, row: Omit<BusinessImpersonationsTable, 'ended_at'>): Promise<void> {
  await db.insertInto('business_impersonations').values({ ...row, ended_at: null }).execute();
}

/** The session's open impersonation (unscoped by company: the session is the caller's own). */
export async function findOpenImpersonationBySession(db: Db, sessionId: string) {
  return db.selectFrom('business_impersonations').selectAll().where('session_id', '=', sessionId).where('ended_at', 'is', null).executeTakeFirst();
}

export async function endImpersonation(db: Db, companyId: string, id: string, nowIso: string): Promise<boolean> {
  const r = await db.updateTable('business_impersonations').set({ ended_at: nowIso }).where('company_id', '=', companyId).where('id', '=', id).where('ended_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function endCompanyImpersonations(db: Db, companyId: string, nowIso: string): Promise<void> {
  await db.updateTable('business_impersonations').set({ ended_at: nowIso }).where('company_id', '=', companyId).where('ended_at', 'is', null).execute();
}

export async function insertAudit(db: Db, r: {
  impersonationId: string; companyId: string; impersonatorAccountId: string; targetAccountId: string; mode: string; action: string; statusCode: number; nowIso: string;
}): Promise<void> {
  await db.insertInto('business_impersonation_audit').values({
    impersonation_id: r.impersonationId, company_id: r.companyId, impersonator_account_id: r.impersonatorAccountId, target_account_id: r.targetAccountId,
    mode: r.mode, action: r.action, status_code: r.statusCode, created_at: r.nowIso,
  }).execute();
}

export async function listAudit(db: Db, companyId: string, impersonationId: string) {
  return db.selectFrom('business_impersonation_audit').selectAll().where('company_id', '=', companyId).where('impersonation_id', '=', impersonationId).orderBy('id').execute();
}

/** The target of an impersonation: a profile of the company, with its account (for the swapped principal). */
export async function findPrincipalRowOfProfile(db: Db, companyId: string, profileId: string) {
  return db.selectFrom('business_profiles as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('companies as c', (j) => j.onRef('c.id', '=', 'p.company_id').on('c.deleted_at', 'is', null))
    .innerJoin('business_roles as r', (j) => j.onRef('r.id', '=', 'p.role_id').onRef('r.company_id', '=', 'p.company_id'))
    .select([
      'a.id as account_id', 'a.email', 'a.name as account_name', 'a.confirmed_at as account_confirmed_at', 'a.disabled',
      'p.id as profile_id', 'p.status', 'p.guest_expires_at',
      'c.id as company_id', 'c.name as company_name', 'c.logo_ref', 'c.plan_tier', 'c.booking_mode', 'c.feature_switches_json', 'c.flags_json', 'c.multi_room_bookings',
      'c.confirmed_at as company_confirmed_at', 'p.kind', 'p.business_mode', 'p.two_factor_enabled', 'p.confirmed_at as profile_confirmed_at',
      'r.id as role_id', 'r.builtin_role', 'r.name as role_name', 'r.permissions_json',
    ])
    .where('p.company_id', '=', companyId)
    .where('p.id', '=', profileId)
    .executeTakeFirst();
}

// --- reports ------------------------------------------------------------------------------------

export async function insertReport(db: Db, r: {
  id: string; companyId: string; profileId: string; kind: 'issue' | 'accountManager'; summary: string; description: string; topic: string | null; bookingNumber: string | null; nowIso: string;
}): Promise<void> {
  await db.insertInto('business_issue_reports').values({
    id: r.id, company_id: r.companyId, profile_id: r.profileId, kind: r.kind, summary: r.summary, description: r.description, topic: r.topic,
    booking_number: r.bookingNumber, created_at: r.nowIso,
  }).execute();
}

export async function insertAttachment(db: Db, r: { reportId: string; companyId: string; filename: string; contentType: string; bytes: Buffer; nowIso: string }): Promise<void> {
  await db.insertInto('business_attachments').values({
    report_id: r.reportId, company_id: r.companyId, filename: r.filename, content_type: r.contentType, size_bytes: r.bytes.length, bytes: r.bytes, created_at: r.nowIso,
  }).execute();
}

// --- leads (an account's, unscoped by company: a consumer has none yet) -------------------------

export async function insertLead(db: Db, row: Omit<BusinessLeadsTable, 'demo_state' | 'payload_json'> & { demo_state?: 'notRequested' | 'requested' | 'postponed'; payload_json?: string }): Promise<void> {
  await db.insertInto('business_leads').values(row).execute();
}

/** Moves every demo lead of the account in state `from` to `to`; returns how many moved. */
export async function moveDemoLeads(db: Db, accountId: string, from: 'notRequested' | 'requested' | 'postponed', to: 'notRequested' | 'requested' | 'postponed', nowIso: string): Promise<number> {
  const r = await db.updateTable('business_leads').set({ demo_state: to, updated_at: nowIso }).where('account_id', '=', accountId).where('kind', '=', 'demo')
    .where('demo_state', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** A profile of the company by its account's email, with its confirmation (undefined for another company's people). */
export async function findProfileByEmail(db: Db, companyId: string, email: string) {
  return db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.confirmed_at', 'p.traveler_details_json', 'a.email'])
    .where('p.company_id', '=', companyId).where('a.email', '=', email).executeTakeFirst();
}
