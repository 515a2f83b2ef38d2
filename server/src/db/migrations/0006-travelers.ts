/**
 * Migration 0006: saved travelers of an account (issue #9 "Travelers"; core-and-business §3 Traveler).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - travelers: one row per saved traveler, owned by `account_id` (rows go with their account: on delete
 *   cascade). `id` is the traveler's `travelerId` (integer surrogate key). Text fields hold '' when not given
 *   (§3: a new traveler's fields are empty); `date_of_birth` is `YYYY-MM-DD` or ''; `gender` '' or a configured
 *   code. `preferred` 0/1: at most one preferred traveler per account (partial unique index
 *   `travelers_preferred_key`, enforced on both dialects).
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const text = (name: string) => (t: ReturnType<typeof db.schema.createTable>) => t.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
  let table = addIdColumn(db, db.schema.createTable('travelers'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'));
  for (const name of ['first_name', 'middle_name', 'last_name', 'date_of_birth', 'gender', 'email_address', 'phone_number', 'phone_country_code', 'phone_country_code_iso', 'tsaredress', 'known_traveler_number']) {
    table = text(name)(table);
  }
  await table
    .addColumn('preferred', 'integer', (c) => c.notNull().defaultTo(0).check(sql`preferred in (0, 1)`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('travelers_account_idx').on('travelers').column('account_id').execute();
  await db.schema.createIndex('travelers_preferred_key').on('travelers').column('account_id').unique().where(sql.ref('preferred'), '=', 1).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('travelers').execute();
}
