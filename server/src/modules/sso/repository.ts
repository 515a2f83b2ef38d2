/**
 * The sso module's tables (migration 0034): `sso_configurations`, `sso_transactions` (with the hand-off),
 * `sso_saml_assertions` (replay cache) and `sso_session_proofs`. Every query of a company's configurations takes the
 * company id and filters by it, so another company's id reads and changes nothing (the service answers 404). The
 * sign-in queries find their row by a hash of a one-time value (start token, state / RelayState, hand-off code) and
 * change it in the same statement that checks it is unused and unexpired, so two concurrent uses cannot both pass
 * (several server processes share these rows). Times are ISO 8601 UTC.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SsoConfigurationRow, SsoConfigurationsTable, SsoTransactionRow, SsoTransactionsTable } from '../../db/sso-tables.ts';

type Db = Kysely<Database>;

/** The company's configurations, oldest first. */
export async function listConfigurations(db: Db, companyId: string): Promise<SsoConfigurationRow[]> {
  return db.selectFrom('sso_configurations').selectAll().where('company_id', '=', companyId).orderBy('created_at').orderBy('id').execute();
}

/** The company's configuration, or undefined (another company's id included). */
export async function findConfiguration(db: Db, companyId: string, id: string): Promise<SsoConfigurationRow | undefined> {
  return db.selectFrom('sso_configurations').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
}

/** A configuration by id whatever its company (sign-in: the transaction names it), or undefined. */
export async function findConfigurationForSignIn(db: Db, id: string): Promise<SsoConfigurationRow | undefined> {
  return db.selectFrom('sso_configurations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The company's ACTIVE configurations, oldest first. */
export async function listActiveConfigurations(db: Db, companyId: string): Promise<SsoConfigurationRow[]> {
  return db.selectFrom('sso_configurations').selectAll().where('company_id', '=', companyId).where('active', '=', 1).orderBy('created_at').orderBy('id').execute();
}

export async function insertConfiguration(db: Db, row: SsoConfigurationsTable): Promise<void> {
  await db.insertInto('sso_configurations').values(row).execute();
}

/** Replaces the company's configuration's columns. @returns whether it existed */
export async function updateConfiguration(db: Db, companyId: string, id: string, patch: Partial<Omit<SsoConfigurationsTable, 'id' | 'company_id' | 'created_at'>>): Promise<boolean> {
  const r = await db.updateTable('sso_configurations').set(patch).where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes the company's configuration (its transactions, proofs and replay entries cascade). @returns whether it existed */
export async function deleteConfiguration(db: Db, companyId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('sso_configurations').where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function insertTransaction(db: Db, row: SsoTransactionsTable): Promise<void> {
  await db.insertInto('sso_transactions').values(row).execute();
}

/**
 * Marks the unexpired, not yet redirected transaction redirected, recording its state and browser hashes (single use of
 * the start token). @returns the transaction, or undefined when unknown, used or expired
 */
export async function redirectTransaction(
  db: Db, id: string, set: { state_hash: string; browser_hash: string; redirected_at: string; expires_at: string }, nowIso: string,
): Promise<SsoTransactionRow | undefined> {
  return db.updateTable('sso_transactions').set(set)
    .where('id', '=', id).where('redirected_at', 'is', null).where('expires_at', '>', nowIso)
    .returningAll().executeTakeFirst();
}

/** Records the SAML AuthnRequest ID's hash on the redirected transaction (node-saml's cache provider `saveAsync`). */
export async function setRequestIdHash(db: Db, id: string, requestIdHash: string): Promise<void> {
  await db.updateTable('sso_transactions').set({ request_id_hash: requestIdHash }).where('id', '=', id).execute();
}

/** Whether the transaction holds this AuthnRequest ID hash, unexpired (the cache provider's `getAsync`). */
export async function hasRequestIdHash(db: Db, id: string, requestIdHash: string, nowIso: string): Promise<boolean> {
  const row = await db.selectFrom('sso_transactions').select('id')
    .where('id', '=', id).where('request_id_hash', '=', requestIdHash).where('expires_at', '>', nowIso).executeTakeFirst();
  return !!row;
}

/** Forgets the transaction's AuthnRequest ID (it answers once; the cache provider's `removeAsync`). */
export async function clearRequestIdHash(db: Db, id: string): Promise<void> {
  await db.updateTable('sso_transactions').set({ request_id_hash: null }).where('id', '=', id).execute();
}

/** Completes the redirected, unexpired transaction with this state hash (single use). @returns it, or undefined */
export async function completeTransaction(db: Db, stateHash: string, nowIso: string): Promise<SsoTransactionRow | undefined> {
  return db.updateTable('sso_transactions').set({ completed_at: nowIso })
    .where('state_hash', '=', stateHash).where('completed_at', 'is', null).where('redirected_at', 'is not', null).where('expires_at', '>', nowIso)
    .returningAll().executeTakeFirst();
}

/** Stores the hand-off of a verified identity on the completed transaction. */
export async function setHandoff(db: Db, id: string, h: { handoff_hash: string; handoff_identity_json: string; handoff_expires_at: string }): Promise<void> {
  await db.updateTable('sso_transactions').set(h).where('id', '=', id).execute();
}

/**
 * Uses a hand-off code: it must be unused, unexpired and of the transaction started by `sessionId`; marks it used in
 * the same statement. @returns the transaction, or undefined
 */
export async function useHandoff(db: Db, handoffHash: string, sessionId: string, nowIso: string): Promise<SsoTransactionRow | undefined> {
  return db.updateTable('sso_transactions').set({ handoff_used_at: nowIso })
    .where('handoff_hash', '=', handoffHash).where('session_id', '=', sessionId).where('kind', '=', 'popup')
    .where('handoff_used_at', 'is', null).where('handoff_expires_at', '>', nowIso)
    .returningAll().executeTakeFirst();
}

/** Deletes transactions past their expiry and past their hand-off's, and spent replay entries (housekeeping on each start). */
export async function deleteExpired(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('sso_transactions').where('expires_at', '<=', nowIso)
    .where((eb) => eb.or([eb('handoff_expires_at', 'is', null), eb('handoff_expires_at', '<=', nowIso)])).execute();
  await db.deleteFrom('sso_saml_assertions').where('expires_at', '<=', nowIso).execute();
}

/** Records a SAML assertion's use. @returns false when it was used already (a replay) */
export async function recordAssertion(db: Db, row: { id_hash: string; configuration_id: string; expires_at: string; created_at: string }): Promise<boolean> {
  const inserted = await db.insertInto('sso_saml_assertions').values(row).onConflict((oc) => oc.column('id_hash').doNothing()).returning('id_hash').executeTakeFirst();
  return !!inserted;
}

/** Records that the session's account signed in through a configuration (replacing an older proof of the pair). */
export async function insertSessionProof(db: Db, row: { session_id: string; account_id: string; company_id: string; configuration_id: string; mfa_asserted: number; signed_in_at: string }): Promise<void> {
  await db.insertInto('sso_session_proofs').values(row)
    .onConflict((oc) => oc.columns(['session_id', 'account_id']).doUpdateSet({
      company_id: row.company_id, configuration_id: row.configuration_id, mfa_asserted: row.mfa_asserted, signed_in_at: row.signed_in_at,
    }))
    .execute();
}
