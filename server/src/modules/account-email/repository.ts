/** Table `account_email_tokens` (migration 0007). Timestamps are ISO 8601 UTC strings. */
import type { Kysely } from 'kysely';
import type { AccountEmailTokenRow, Database } from '../../db/database.ts';

export type EmailTokenPurpose = AccountEmailTokenRow['purpose'];

/**
 * Stores a new token and spends every earlier unused token of the same account and purpose (only the newest link
 * or code works). Pass a transaction.
 */
export async function replaceToken(
  db: Kysely<Database>,
  row: { account_id: string; purpose: EmailTokenPurpose; token_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db
    .updateTable('account_email_tokens')
    .set({ used_at: row.created_at })
    .where('account_id', '=', row.account_id)
    .where('purpose', '=', row.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db.insertInto('account_email_tokens').values(row).execute();
}

/** @returns the token with this hash and purpose, or undefined */
export async function findTokenByHash(db: Kysely<Database>, tokenHash: string, purpose: EmailTokenPurpose): Promise<AccountEmailTokenRow | undefined> {
  return db.selectFrom('account_email_tokens').selectAll().where('token_hash', '=', tokenHash).where('purpose', '=', purpose).executeTakeFirst();
}

/** @returns the account's newest unused sign-in code that has not expired at `nowIso`, or undefined */
export async function findLiveCode(db: Kysely<Database>, accountId: string, nowIso: string): Promise<AccountEmailTokenRow | undefined> {
  return db
    .selectFrom('account_email_tokens')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('purpose', '=', 'magic_code')
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Spends the token if it is still unused (a conditional write: of two concurrent uses one wins). @returns true when this call spent it */
export async function spendToken(db: Kysely<Database>, id: number, nowIso: string): Promise<boolean> {
  const result = await db.updateTable('account_email_tokens').set({ used_at: nowIso }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts one wrong code against the token. @returns the new number of attempts */
export async function addAttempt(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .updateTable('account_email_tokens')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return Number(row.attempts);
}

/** Spends every unused token of the account for `purposes` (after a password reset: older links and codes). */
export async function spendAccountTokens(db: Kysely<Database>, accountId: string, purposes: EmailTokenPurpose[], nowIso: string): Promise<void> {
  await db
    .updateTable('account_email_tokens')
    .set({ used_at: nowIso })
    .where('account_id', '=', accountId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}
