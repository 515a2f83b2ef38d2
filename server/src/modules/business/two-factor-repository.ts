/**
 * The business two-factor tables (migration 0019; business module): `business_two_factor` (one authenticator per
 * profile), `business_recovery_codes` (hashed codes), `business_two_factor_sessions` (which session's account proved
 * its factor). Every query of a profile's rows takes the company id and filters by it (ARCHITECTURE.md "Every business
 * query is scoped by company id"). Timestamps are ISO 8601 UTC strings.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

/** A profile's authenticator row. */
export interface AuthenticatorRow {
  secret: string;
  status: 'pending' | 'active';
  lastUsedStep: number | null;
}

/** The profile's authenticator, pending or active, or undefined. */
export async function findAuthenticator(db: Db, companyId: string, profileId: string): Promise<AuthenticatorRow | undefined> {
  const row = await db.selectFrom('business_two_factor').select(['secret', 'status', 'last_used_step'])
    .where('company_id', '=', companyId).where('profile_id', '=', profileId).executeTakeFirst();
  return row && { secret: row.secret, status: row.status, lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step) };
}

/**
 * Stores a pending authenticator (enrolment started), replacing a pending one; an active one is left as it is.
 * @returns false when the profile already has an active authenticator
 */
export async function savePendingAuthenticator(db: Db, row: { companyId: string; profileId: string; secret: string; nowIso: string }): Promise<boolean> {
  const r = await db.insertInto('business_two_factor')
    .values({ profile_id: row.profileId, company_id: row.companyId, secret: row.secret, status: 'pending', last_used_step: null, created_at: row.nowIso, confirmed_at: null })
    .onConflict((oc) => oc.column('profile_id').doUpdateSet({ secret: row.secret, created_at: row.nowIso })
      .where('business_two_factor.status', '=', 'pending').where('business_two_factor.company_id', '=', row.companyId))
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/**
 * Activates the pending authenticator with its first accepted step, marks the profile enrolled
 * (`two_factor_enabled = 1`) and replaces its recovery codes. Run it in a transaction.
 * @returns false when no pending authenticator was there (a concurrent confirm won)
 */
export async function activateAuthenticator(
  trx: Db, a: { companyId: string; profileId: string; step: number; codeHashes: readonly string[]; nowIso: string },
): Promise<boolean> {
  const r = await trx.updateTable('business_two_factor').set({ status: 'active', last_used_step: a.step, confirmed_at: a.nowIso })
    .where('company_id', '=', a.companyId).where('profile_id', '=', a.profileId).where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return false;
  await trx.updateTable('business_profiles').set({ two_factor_enabled: 1, updated_at: a.nowIso })
    .where('company_id', '=', a.companyId).where('id', '=', a.profileId).execute();
  await replaceRecoveryCodes(trx, a);
  return true;
}

/** Replaces the profile's recovery codes by `codeHashes` (none used). */
export async function replaceRecoveryCodes(db: Db, a: { companyId: string; profileId: string; codeHashes: readonly string[]; nowIso: string }): Promise<void> {
  await db.deleteFrom('business_recovery_codes').where('company_id', '=', a.companyId).where('profile_id', '=', a.profileId).execute();
  if (a.codeHashes.length === 0) return;
  await db.insertInto('business_recovery_codes')
    .values(a.codeHashes.map((h) => ({ profile_id: a.profileId, company_id: a.companyId, code_hash: h, used_at: null, created_at: a.nowIso })))
    .execute();
}

/**
 * Records `step` as the last used step of the active authenticator, only if it is newer than the stored one (atomic:
 * two requests presenting the same code cannot both win).
 * @returns false when the step is not newer (replay) or the authenticator is not active
 */
export async function claimStep(db: Db, companyId: string, profileId: string, step: number): Promise<boolean> {
  const r = await db.updateTable('business_two_factor').set({ last_used_step: step })
    .where('company_id', '=', companyId).where('profile_id', '=', profileId).where('status', '=', 'active')
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Spends an unused recovery code (atomic: a code works once even under concurrent requests).
 * @returns false when no unused code has this hash
 */
export async function spendRecoveryCode(db: Db, companyId: string, profileId: string, codeHash: string, nowIso: string): Promise<boolean> {
  const r = await db.updateTable('business_recovery_codes').set({ used_at: nowIso })
    .where('company_id', '=', companyId).where('profile_id', '=', profileId).where('code_hash', '=', codeHash).where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** How many unused recovery codes the profile has. */
export async function countRecoveryCodesLeft(db: Db, companyId: string, profileId: string): Promise<number> {
  const row = await db.selectFrom('business_recovery_codes').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId).where('profile_id', '=', profileId).where('used_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records that the session's account proved its second factor now (idempotent: a later proof moves the time). */
export async function markSessionVerified(db: Db, sessionId: string, accountId: string, nowIso: string): Promise<void> {
  await db.insertInto('business_two_factor_sessions').values({ session_id: sessionId, account_id: accountId, verified_at: nowIso })
    .onConflict((oc) => oc.columns(['session_id', 'account_id']).doUpdateSet({ verified_at: nowIso }))
    .execute();
}

/**
 * An admin's reset of a lost authenticator (admin-users.ts `resetTwoFactor`): deletes the profile's authenticator
 * (pending or active) and recovery codes, marks the profile not enrolled (`two_factor_enabled = 0`), forgets every
 * session's proof of the profile's account (so a session already verified asks again), and records the reset in
 * `business_two_factor_resets` (migration 0022). Run it in a transaction. Scoped by company id.
 * @returns whether an active authenticator was there
 */
export async function resetTwoFactor(
  trx: Db, r: { companyId: string; profileId: string; accountId: string; resetByProfileId: string; nowIso: string },
): Promise<boolean> {
  const before = await findAuthenticator(trx, r.companyId, r.profileId);
  const hadAuthenticator = before?.status === 'active';
  await trx.deleteFrom('business_two_factor').where('company_id', '=', r.companyId).where('profile_id', '=', r.profileId).execute();
  await trx.deleteFrom('business_recovery_codes').where('company_id', '=', r.companyId).where('profile_id', '=', r.profileId).execute();
  await trx.updateTable('business_profiles').set({ two_factor_enabled: 0, updated_at: r.nowIso })
    .where('company_id', '=', r.companyId).where('id', '=', r.profileId).execute();
  await trx.deleteFrom('business_two_factor_sessions').where('account_id', '=', r.accountId).execute();
  await trx.insertInto('business_two_factor_resets').values({
    company_id: r.companyId, profile_id: r.profileId, reset_by_profile_id: r.resetByProfileId, had_authenticator: hadAuthenticator ? 1 : 0, reset_at: r.nowIso,
  }).execute();
  return hadAuthenticator;
}
