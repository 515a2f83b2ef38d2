/** Sessions table access. Timestamps are ISO 8601 UTC strings. */
import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../../db/database.ts';

export async function insertSession(db: Kysely<Database>, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function findSessionRow(db: Kysely<Database>, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateSessionExpiry(db: Kysely<Database>, id: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function updateSessionPartner(db: Kysely<Database>, id: string, partnerId: string): Promise<void> {
  await db.updateTable('sessions').set({ partner_id: partnerId }).where('id', '=', id).execute();
}

/** Deletes sessions that expired before `nowIso`; returns how many. */
export async function deleteExpiredSessions(db: Kysely<Database>, nowIso: string): Promise<number> {
  const r = await db.deleteFrom('sessions').where('expires_at', '<', nowIso).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Deletes one session (its signed-in accounts go with it: session_accounts cascades). */
export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}
