/**
 * Migration 0017: privacy records (issue #13; chrome-and-consent §3 "Data-sharing consent", §4 two-party consent and
 * the cookie notice, §7 the dataSharing, twoparty and LogCookiesConsentAction calls).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * `privacy_records` is append-only like `consent_records`: kind 'dataSharing' (payload `{ allowDataSharing, gpc }`),
 * 'twoParty' (payload `{}`: the two-party consent was accepted) or 'cookiesMessage' (payload `{ isRepeat }`: the
 * cookie notice was shown), the session and the signed-in account (if any) it was given on, and the time. The
 * newest row of a kind is the current state. No foreign key on session_id (sessions expire, records stay);
 * account_id is nulled when the account is deleted.
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('privacy_records'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('dataSharing', 'twoParty', 'cookiesMessage')`))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('payload_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('privacy_records_session_idx').on('privacy_records').columns(['session_id', 'kind', 'id']).execute();
  await db.schema.createIndex('privacy_records_account_idx').on('privacy_records').columns(['account_id', 'kind', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('privacy_records').execute();
}
