/** Tables `accounts` and `session_accounts` (migration 0005). Timestamps are ISO 8601 UTC strings. */
import type { Kysely } from 'kysely';
import type { AccountRow, Database } from '../../db/database.ts';

/** @returns the account with this normalised email, or undefined */
export async function findAccountByEmail(db: Kysely<Database>, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

/** @returns the account with this id, or undefined */
export async function findAccountById(db: Kysely<Database>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** @returns the accounts with these ids (unknown ids left out), in no particular order */
export async function findAccountsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('accounts').selectAll().where('id', 'in', [...new Set(ids)]).execute();
}

/** Inserts an account unless the email is taken. @returns true when inserted */
export async function insertAccount(
  db: Kysely<Database>,
  row: Pick<AccountRow, 'id' | 'email' | 'password_hash' | 'name' | 'marketing_optin' | 'created_at'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('accounts')
    .values({ ...row, disabled: 0, failed_login_count: 0, locked_until: null, confirmed_at: null })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Reserves one password attempt of the account BEFORE the password is checked (issue #22: the lock was read before
 * the Argon2 work and the failure counted after it, so concurrent sign-ins all saw "not locked"). One conditional
 * update, atomic on SQLite and PostgreSQL: the count goes up only while it is below `threshold` and no lock is in
 * force at `nowIso`. The caller clears the count when the password was right ({@link clearFailedLogins}) and locks
 * the account when the reservation that failed was number `threshold` ({@link lockAccount}).
 * @returns the reserved attempt's number (1..threshold), or null when the account is locked or all `threshold`
 *   attempts are already taken (checks in flight)
 */
export async function reservePasswordAttempt(db: Kysely<Database>, id: string, threshold: number, nowIso: string): Promise<number | null> {
  const row = await db
    .updateTable('accounts')
    .set((eb) => ({ failed_login_count: eb('failed_login_count', '+', 1) }))
    .where('id', '=', id)
    .where('failed_login_count', '<', threshold)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
    .returning('failed_login_count')
    .executeTakeFirst();
  return row ? Number(row.failed_login_count) : null;
}

/**
 * Locks the account until `untilIso` unless a lock is already in force at `nowIso` (a refused reservation: every
 * attempt is taken, so the account locks now; also recovers a count left at the threshold by a crashed process).
 */
export async function lockAccountUnlessLocked(db: Kysely<Database>, id: string, nowIso: string, untilIso: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ locked_until: untilIso, failed_login_count: 0 })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
    .execute();
}

/** Locks the account until `untilIso` and restarts its failure count. */
export async function lockAccount(db: Kysely<Database>, id: string, untilIso: string): Promise<void> {
  await db.updateTable('accounts').set({ locked_until: untilIso, failed_login_count: 0 }).where('id', '=', id).execute();
}

/** Clears the failure count and any expired lock after a successful sign-in. */
export async function clearFailedLogins(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('accounts').set({ failed_login_count: 0, locked_until: null }).where('id', '=', id).execute();
}

/** Records `accountId` as the selected account of the session (the session was just created). */
export async function insertSessionAccount(db: Kysely<Database>, sessionId: string, accountId: string, nowIso: string): Promise<void> {
  await db.insertInto('session_accounts').values({ session_id: sessionId, account_id: accountId, selected: 1, signed_in_at: nowIso }).execute();
}

/** @returns the id of the session's selected account when it is not disabled, or undefined */
export async function findSelectedAccountId(db: Kysely<Database>, sessionId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('session_accounts')
    .innerJoin('accounts', 'accounts.id', 'session_accounts.account_id')
    .select('accounts.id')
    .where('session_accounts.session_id', '=', sessionId)
    .where('session_accounts.selected', '=', 1)
    .where('accounts.disabled', '=', 0)
    .executeTakeFirst();
  return row?.id;
}

/** Sets a new password hash and unlocks the account (clears the lock and the failure count). */
export async function updatePasswordHashAndUnlock(db: Kysely<Database>, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('accounts').set({ password_hash: passwordHash, failed_login_count: 0, locked_until: null }).where('id', '=', id).execute();
}

/** Sets `confirmed_at` unless it is already set. */
export async function markAccountConfirmed(db: Kysely<Database>, id: string, nowIso: string): Promise<void> {
  await db.updateTable('accounts').set({ confirmed_at: nowIso }).where('id', '=', id).where('confirmed_at', 'is', null).execute();
}
