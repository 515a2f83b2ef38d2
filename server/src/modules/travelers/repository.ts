/** Table `travelers` (migration 0006). Every query is scoped to the owning account: no call reads or writes by id alone. */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database, TravelerRow } from '../../db/database.ts';

/** The columns a caller writes (everything but the id, owner and timestamps). */
export type TravelerFields = Omit<TravelerRow, 'id' | 'account_id' | 'created_at' | 'updated_at'>;

/** @returns the account's traveler with this id, or undefined (also when it belongs to another account) */
export async function findTraveler(db: Kysely<Database>, accountId: string, travelerId: number): Promise<TravelerRow | undefined> {
  return db.selectFrom('travelers').selectAll().where('account_id', '=', accountId).where('id', '=', travelerId).executeTakeFirst();
}

/** The account's travelers, the preferred one first, then by name and id; at most `limit`. */
export async function listTravelers(db: Kysely<Database>, accountId: string, limit: number): Promise<TravelerRow[]> {
  return db
    .selectFrom('travelers')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('preferred', 'desc')
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** @returns the account's preferred traveler, or undefined */
export async function findPreferredTraveler(db: Kysely<Database>, accountId: string): Promise<TravelerRow | undefined> {
  return db.selectFrom('travelers').selectAll().where('account_id', '=', accountId).where('preferred', '=', 1).executeTakeFirst();
}

/**
 * Serialises the travelers writes of one account until the end of the transaction `trx`: on PostgreSQL a
 * transaction-level advisory lock (key pair {@link TRAVELERS_LOCK_CLASS}, hash of the account id); SQLite runs one
 * write transaction at a time already. Without it, two concurrent preferred writes both clear nothing and the second
 * insert fails on the unique index.
 */
export async function lockAccountTravelers(trx: Kysely<Database>, accountId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${TRAVELERS_LOCK_CLASS}::integer, hashtext(${accountId}))`.execute(trx);
}

/** First key of the travelers advisory locks (the two-key space; the migrator's one-key lock never collides). */
export const TRAVELERS_LOCK_CLASS = 60_006;

/** Clears the preferred flag of the account's travelers other than `exceptId`. */
export async function clearPreferred(db: Kysely<Database>, accountId: string, exceptId?: number): Promise<void> {
  let q = db.updateTable('travelers').set({ preferred: 0 }).where('account_id', '=', accountId).where('preferred', '=', 1);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  await q.execute();
}

/** Inserts a traveler for the account. @returns the stored row */
export async function insertTraveler(db: Kysely<Database>, accountId: string, fields: TravelerFields, nowIso: string): Promise<TravelerRow> {
  return db
    .insertInto('travelers')
    .values({ ...fields, account_id: accountId, created_at: nowIso, updated_at: nowIso })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates the account's traveler. @returns the stored row, or undefined when the account has no such traveler */
export async function updateTraveler(
  db: Kysely<Database>,
  accountId: string,
  travelerId: number,
  fields: TravelerFields,
  nowIso: string,
): Promise<TravelerRow | undefined> {
  return db
    .updateTable('travelers')
    .set({ ...fields, updated_at: nowIso })
    .where('account_id', '=', accountId)
    .where('id', '=', travelerId)
    .returningAll()
    .executeTakeFirst();
}
