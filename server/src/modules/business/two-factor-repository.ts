/**
 * The business two-factor tables (migration 0019; business module): `business_two_factor` (one authenticator per
 * profile), `business_recovery_codes` (hashed codes), `business_two_factor_sessions` (which session's account proved
 * its factor). Every query of a profile's rows takes the company id and filters by it (ARCHITECTURE.md "Every business
 * query is scoped by company id"). Timestamps are ISO 8601 UTC strings.
 *
 * `business_two_factor.secret` is stored sealed (./secret-box.ts, AES-256-GCM, `v1:<iv>:<ciphertext>:<tag>`, bound to
 * the row's profile id): the functions that read or write it take the {@link SecretBox} (./two-factor-secrets.ts) and
 * hand callers the base32 secret. A plaintext row from before encryption is read as is and sealed on that first read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isSealed, type SecretBox } from './secret-box.ts';

type Db = Kysely<Database>;

/** A profile's authenticator row, its secret opened. */
export interface AuthenticatorRow {
  /** The TOTP secret, base32 (opened; the column holds it sealed). */
  secret: string;
  status: 'pending' | 'active';
  lastUsedStep: number | null;
}

/** A stored secret as it is in the column (sealed, or plaintext from before encryption), with its row's ids. */
export interface StoredSecretRow {
  companyId: string;
  profileId: string;
  secret: string;
}

/**
 * The profile's authenticator, pending or active, or undefined. A plaintext secret (a row from before encryption) is
 * sealed now, with a conditional update (a concurrent reader's seal or a re-enrolment wins; the value returned is the
 * same secret either way).
 * @throws SecretBoxError (secret-box.ts) when the stored secret does not open: the key is wrong, or the value was
 *   altered or copied from another row
 */
export async function findAuthenticator(db: Db, box: SecretBox, companyId: string, profileId: string): Promise<AuthenticatorRow | undefined> {
  const row = await db.selectFrom('business_two_factor').select(['secret', 'status', 'last_used_step'])
    .where('company_id', '=', companyId).where('profile_id', '=', profileId).executeTakeFirst();
  if (!row) return undefined;
  let secret: string;
  if (isSealed(row.secret)) {
    secret = box.open(row.secret, profileId);
  } else {
    secret = row.secret;
    await sealPlaintextSecret(db, box, { companyId, profileId, secret });
  }
  return { secret, status: row.status, lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step) };
}

/**
 * Seals one plaintext secret in place, only if the row still holds that plaintext (idempotent; never overwrites a
 * sealed value or a newer enrolment).
 * @returns whether this call sealed it
 */
export async function sealPlaintextSecret(db: Db, box: SecretBox, row: StoredSecretRow): Promise<boolean> {
  if (isSealed(row.secret)) return false;
  const r = await db.updateTable('business_two_factor').set({ secret: box.seal(row.secret, row.profileId) })
    .where('company_id', '=', row.companyId).where('profile_id', '=', row.profileId).where('secret', '=', row.secret)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Every row whose secret is still plaintext (not `v<n>:...`), across companies: the start-up step's work list. Unscoped. */
export async function listPlaintextSecrets(db: Db): Promise<StoredSecretRow[]> {
  const rows = await db.selectFrom('business_two_factor').select(['company_id', 'profile_id', 'secret'])
    .where('secret', 'not like', 'v%:%').orderBy('profile_id').execute();
  return rows.filter((r) => !isSealed(r.secret)).map((r) => ({ companyId: r.company_id, profileId: r.profile_id, secret: r.secret }));
}

/** Up to `limit` sealed secrets, newest first, across companies: what the start-up key check tries to open. Unscoped. */
export async function sampleSealedSecrets(db: Db, limit: number): Promise<StoredSecretRow[]> {
  const rows = await db.selectFrom('business_two_factor').select(['company_id', 'profile_id', 'secret'])
    .where('secret', 'like', 'v%:%').orderBy('created_at', 'desc').orderBy('profile_id').limit(limit).execute();
  return rows.filter((r) => isSealed(r.secret)).map((r) => ({ companyId: r.company_id, profileId: r.profile_id, secret: r.secret }));
}

/**
 * Stores a pending authenticator (enrolment started), replacing a pending one; an active one is left as it is. The
 * secret is sealed here.
 * @param row.secret the new TOTP secret, base32
 * @returns false when the profile already has an active authenticator
 */
export async function savePendingAuthenticator(db: Db, box: SecretBox, row: { companyId: string; profileId: string; secret: string; nowIso: string }): Promise<boolean> {
  const sealed = box.seal(row.secret, row.profileId);
  const r = await db.insertInto('business_two_factor')
    .values({ profile_id: row.profileId, company_id: row.companyId, secret: sealed, status: 'pending', last_used_step: null, created_at: row.nowIso, confirmed_at: null })
    .onConflict((oc) => oc.column('profile_id').doUpdateSet({ secret: sealed, created_at: row.nowIso })
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
  const before = await trx.selectFrom('business_two_factor').select('status')
    .where('company_id', '=', r.companyId).where('profile_id', '=', r.profileId).executeTakeFirst();
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
