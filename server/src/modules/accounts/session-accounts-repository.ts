/**
 * Queries of several accounts on one session, the profile and the password change (tables `accounts` and
 * `session_accounts`, migration 0005; accounts module). Kept apart from repository.ts so the sign-in methods built
 * in parallel do not edit one file. Timestamps are ISO 8601 UTC strings.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** One account signed in on a session, with what the switcher shows. */
export interface SessionAccountEntry {
  accountId: string;
  email: string;
  name: string | null;
  selected: boolean;
  signedInAt: string;
  disabled: boolean;
}

/** The accounts signed in on `sessionId`, the most recently signed in first. */
export async function listSessionAccounts(db: Kysely<Database>, sessionId: string): Promise<SessionAccountEntry[]> {
  const rows = await db
    .selectFrom('session_accounts')
    .innerJoin('accounts', 'accounts.id', 'session_accounts.account_id')
    .select(['accounts.id', 'accounts.email', 'accounts.name', 'accounts.disabled', 'session_accounts.selected', 'session_accounts.signed_in_at'])
    .where('session_accounts.session_id', '=', sessionId)
    .orderBy('session_accounts.signed_in_at', 'desc')
    .orderBy('accounts.id')
    .execute();
  return rows.map((r) => ({
    accountId: r.id, email: r.email, name: r.name, selected: Number(r.selected) === 1, signedInAt: r.signed_in_at, disabled: Number(r.disabled) === 1,
  }));
}

/** Inserts the accounts of a (new) session; at most one of them may be selected. */
export async function insertSessionAccounts(
  db: Kysely<Database>,
  sessionId: string,
  rows: readonly { accountId: string; selected: boolean; signedInAt: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('session_accounts')
    .values(rows.map((r) => ({ session_id: sessionId, account_id: r.accountId, selected: r.selected ? 1 : 0, signed_in_at: r.signedInAt })))
    .execute();
}

/** Replaces the account's password hash (an Argon2id PHC string). */
export async function updatePasswordHash(db: Kysely<Database>, accountId: string, passwordHash: string): Promise<void> {
  await db.updateTable('accounts').set({ password_hash: passwordHash, failed_login_count: 0, locked_until: null }).where('id', '=', accountId).execute();
}

/** Sets the account's display name (null clears it). */
export async function updateAccountName(db: Kysely<Database>, accountId: string, name: string | null): Promise<void> {
  await db.updateTable('accounts').set({ name }).where('id', '=', accountId).execute();
}

/**
 * Signs the account out of every session but `keepSessionId` (after a password change), or of every session when it
 * is null (after a password reset through the emailed link).
 */
export async function removeAccountFromOtherSessions(db: Kysely<Database>, accountId: string, keepSessionId: string | null): Promise<void> {
  let query = db.deleteFrom('session_accounts').where('account_id', '=', accountId);
  if (keepSessionId !== null) query = query.where('session_id', '!=', keepSessionId);
  await query.execute();
}
