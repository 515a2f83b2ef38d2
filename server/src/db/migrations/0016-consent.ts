/**
 * Migration 0016: consent records (issue #13; chrome-and-consent §3 "Industry save payload", cookie categories).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * `consent_records` is append-only (rows are never updated or deleted by the application) so a consent can be
 * demonstrated later: kind 'iabtcf' (TC string, GVL version, the payload lists) or 'cookiebanner' (accepted
 * categories), the session and the signed-in account (if any) it was given on, the time and the policy version
 * (TCF policy version, or the product's cookie policy version). No foreign key on session_id: sessions expire and
 * are deleted, records stay; account_id is nulled when the account is deleted.
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('consent_records'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('iabtcf', 'cookiebanner')`))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('policy_version', 'integer', (c) => c.notNull())
    .addColumn('gvl_version', 'integer')
    .addColumn('tc_string', 'text')
    .addColumn('payload_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consent_records_session_idx').on('consent_records').columns(['session_id', 'kind', 'id']).execute();
  await db.schema.createIndex('consent_records_account_idx').on('consent_records').columns(['account_id', 'kind', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consent_records').execute();
}
