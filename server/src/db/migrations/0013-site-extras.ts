/**
 * Migration 0013: site-wide extras (issue #10; account-business-header-and-trips §3 "Navigation state", §7 "Survey").
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - `site_messages`: the site-wide message bar's messages an operator configures, per partner (`partner_id` null:
 *   every partner) and language (`locale` null: any), shown between `starts_at` and `ends_at` (null: open-ended).
 * - `survey_feedback`: answers of the feedback survey launcher. `session_hash` is a SHA-256 of the session id (never
 *   the usable id), also what the per-session limit counts by.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_messages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('partner_id', 'varchar(64)')
    .addColumn('locale', 'varchar(35)')
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addColumn('url', 'varchar(2000)')
    .addColumn('tone', 'varchar(16)', (c) => c.notNull())
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_messages_partner_idx').on('site_messages').column('partner_id').execute();

  await db.schema
    .createTable('survey_feedback')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)')
    .addColumn('partner_id', 'varchar(64)')
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'varchar(1000)')
    .addColumn('page', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('survey_feedback_session_idx').on('survey_feedback').columns(['session_hash', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('survey_feedback').execute();
  await db.schema.dropTable('site_messages').execute();
}
