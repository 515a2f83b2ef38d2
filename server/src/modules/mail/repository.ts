/** Table `mail_outbox` (migration 0007). Timestamps are ISO 8601 UTC strings. */
import type { Kysely } from 'kysely';
import type { Database, MailOutboxRow } from '../../db/database.ts';

/** Stores one message. */
export async function insertOutboxMessage(db: Kysely<Database>, row: { recipient: string; subject: string; body_text: string; created_at: string }): Promise<void> {
  await db.insertInto('mail_outbox').values(row).execute();
}

/** @returns the newest `limit` messages, newest first */
export async function listOutboxMessages(db: Kysely<Database>, limit: number): Promise<MailOutboxRow[]> {
  return db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
