/** Tables `social_identities`, `social_transactions` and `social_handoffs` (migration 0009). Times are ISO 8601 UTC. */
import type { Kysely } from 'kysely';
import type { Database, SocialHandoffRow, SocialIdentityRow, SocialTransactionsTable } from '../../db/database.ts';

type Provider = SocialIdentityRow['provider'];

/** @returns the identity with this issuer and subject, or undefined */
export async function findIdentity(db: Kysely<Database>, issuer: string, subject: string): Promise<SocialIdentityRow | undefined> {
  return db.selectFrom('social_identities').selectAll().where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
}

/** @returns the account's linked identities, oldest first */
export async function listIdentities(db: Kysely<Database>, accountId: string): Promise<SocialIdentityRow[]> {
  return db.selectFrom('social_identities').selectAll().where('account_id', '=', accountId).orderBy('linked_at').execute();
}

/**
 * Links an identity to an account. @returns `linked`, `taken` (this identity belongs to another account, or the
 * account already has another identity of this provider) or `already` (this identity is already this account's)
 */
export async function insertIdentity(db: Kysely<Database>, row: SocialIdentityRow): Promise<'linked' | 'taken' | 'already'> {
  const existing = await findIdentity(db, row.issuer, row.subject);
  if (existing) return existing.account_id === row.account_id ? 'already' : 'taken';
  const inserted = await db.insertInto('social_identities').values(row).onConflict((oc) => oc.doNothing()).returning('subject').executeTakeFirst();
  return inserted ? 'linked' : 'taken';
}

/** Removes the account's identity of `provider`. @returns whether one was removed */
export async function deleteIdentity(db: Kysely<Database>, accountId: string, provider: Provider): Promise<boolean> {
  const rows = await db.deleteFrom('social_identities').where('account_id', '=', accountId).where('provider', '=', provider).returning('subject').execute();
  return rows.length > 0;
}

/** Inserts a pop-up transaction (its id is the start token's hash). */
export async function insertTransaction(db: Kysely<Database>, row: SocialTransactionsTable): Promise<void> {
  await db.insertInto('social_transactions').values(row).execute();
}

/**
 * Marks the unexpired, not yet redirected transaction as redirected and records its state, nonce and browser
 * hashes (single use of the start token). @returns the transaction, or undefined when unknown, used or expired
 */
export async function redirectTransaction(
  db: Kysely<Database>,
  id: string,
  set: { state_hash: string; nonce_hash: string; browser_hash: string; redirected_at: string; expires_at: string },
  nowIso: string,
): Promise<{ provider: Provider; purpose: SocialTransactionsTable['purpose'] } | undefined> {
  return db
    .updateTable('social_transactions')
    .set(set)
    .where('id', '=', id)
    .where('redirected_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning(['provider', 'purpose'])
    .executeTakeFirst();
}

/** Completes the redirected, unexpired transaction with this state hash (single use). @returns it, or undefined */
export async function completeTransaction(
  db: Kysely<Database>,
  stateHash: string,
  nowIso: string,
): Promise<{ id: string; session_id: string; provider: Provider; purpose: SocialTransactionsTable['purpose']; browser_hash: string | null } | undefined> {
  return db
    .updateTable('social_transactions')
    .set({ completed_at: nowIso })
    .where('state_hash', '=', stateHash)
    .where('completed_at', 'is', null)
    .where('redirected_at', 'is not', null)
    .where('expires_at', '>', nowIso)
    .returning(['id', 'session_id', 'provider', 'purpose', 'browser_hash'])
    .executeTakeFirst();
}

/** Consumes (deletes) the session's One Tap transaction whose nonce hash matches. @returns whether one matched */
export async function consumeCredentialNonce(db: Kysely<Database>, sessionId: string, nonceHash: string, nowIso: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('social_transactions')
    .where('nonce_hash', '=', nonceHash)
    .where('session_id', '=', sessionId)
    .where('purpose', '=', 'credential')
    .where('expires_at', '>', nowIso)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Inserts a hand-off or link code (hash only). */
export async function insertHandoff(db: Kysely<Database>, row: SocialHandoffRow): Promise<void> {
  await db.insertInto('social_handoffs').values(row).execute();
}

/**
 * Uses the code: it must be of `kind`, unused, unexpired and bound to `sessionId`; marks it used in the same
 * statement (two concurrent uses cannot both succeed). @returns the row, or undefined
 */
export async function useHandoff(
  db: Kysely<Database>,
  codeHash: string,
  kind: SocialHandoffRow['kind'],
  sessionId: string,
  nowIso: string,
): Promise<SocialHandoffRow | undefined> {
  return db
    .updateTable('social_handoffs')
    .set({ used_at: nowIso })
    .where('code_hash', '=', codeHash)
    .where('kind', '=', kind)
    .where('session_id', '=', sessionId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes expired transactions and codes (housekeeping on each start). */
export async function deleteExpired(db: Kysely<Database>, nowIso: string): Promise<void> {
  await db.deleteFrom('social_transactions').where('expires_at', '<=', nowIso).execute();
  await db.deleteFrom('social_handoffs').where('expires_at', '<=', nowIso).execute();
}

/** Sets a transaction's expiry (a One Tap nonce stays usable this long after the callback). */
export async function extendTransaction(db: Kysely<Database>, id: string, expiresIso: string): Promise<void> {
  await db.updateTable('social_transactions').set({ expires_at: expiresIso }).where('id', '=', id).execute();
}
