/**
 * Migration 0005: password accounts and signed-in sessions (issue #9).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - accounts: `id` random text (trips.owner_account_id is text), `email` stored normalised (trimmed, lower
 *   case) and unique, `password_hash` an Argon2id PHC string (null for accounts without a password, e.g.
 *   social or passkey accounts later), `failed_login_count` consecutive failed sign-ins, `locked_until`
 *   ISO time until which sign-in is refused, `disabled` 0/1, `marketing_optin` 0/1, `confirmed_at` null
 *   until the email is confirmed.
 * - session_accounts: the accounts signed in on a session (several later, account switcher); `selected`
 *   1 for the one requests act as. Rows go with their session or account (on delete cascade).
 * - sessions.sticky: null for an anonymous session; 0 signed in with a browser-session cookie; 1 signed in
 *   with remember-me (long-lived cookie and expiry).
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('name', 'text')
    .addColumn('marketing_optin', 'integer', (c) => c.notNull().defaultTo(0).check(sql`marketing_optin in (0, 1)`))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0).check(sql`disabled in (0, 1)`))
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addCheckConstraint('accounts_email_normalised', sql`email = lower(email)`)
    .execute();
  await db.schema.createIndex('accounts_email_key').on('accounts').column('email').unique().execute();

  await db.schema
    .createTable('session_accounts')
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('selected', 'integer', (c) => c.notNull().check(sql`selected in (0, 1)`))
    .addColumn('signed_in_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_accounts_pk', ['session_id', 'account_id'])
    .execute();
  await db.schema.createIndex('session_accounts_account_idx').on('session_accounts').column('account_id').execute();

  await db.schema.alterTable('sessions').addColumn('sticky', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session_accounts').execute();
  await db.schema.dropTable('accounts').execute();
  await db.schema.alterTable('sessions').dropColumn('sticky').execute();
}
