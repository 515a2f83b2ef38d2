/**
 * Migration 0012: the currency a visitor chose (issue #10, chrome-and-consent §4 "no applies for the session only",
 * "yes saves permanently", §6 "only logged-in users can permanently save a currency").
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * One row per owner: `owner` is `s:{sha256 of the session id}` for a session-only choice (the session id itself is
 * never stored twice) or `a:{account id}` for an account's saved currency. `updated_at` (ISO) lets the currency
 * module prune session rows of sessions that can no longer be alive.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('currency_preferences')
    .addColumn('owner', 'text', (c) => c.primaryKey())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('currency_preferences_updated_idx').on('currency_preferences').column('updated_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('currency_preferences').execute();
}
