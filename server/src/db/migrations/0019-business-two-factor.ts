/**
 * Migration 0019: business two-factor with an authenticator app (issue #24 "Business two-factor"; core-and-business
 * §6, §8 MISSING_TWO_FACTOR_AUTHENTICATION; account-business-header-and-trips §2, §4 "Auth verify"). Owned by the
 * business module (server/src/modules/business/README.md "Two-factor").
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - `business_two_factor`: one TOTP authenticator per business profile. `secret` is the RFC 6238 secret in base32,
 *   stored as is (known limit: the repository has no encryption-at-rest helper, so a database dump yields it; see the
 *   module README). `status` pending (enrolment started, no code confirmed yet) or active. `last_used_step` the
 *   highest 30 s time step whose code was accepted: a code is refused again (replay) and so is any older one.
 *   `business_profiles.two_factor_enabled` (0018) turns 1 when the authenticator becomes active.
 * - `business_recovery_codes`: the 10 recovery codes of an enrolment, only their SHA-256 (hex) stored; `used_at` set
 *   when one is spent (each works once). Re-enrolment replaces them.
 * - `business_two_factor_sessions`: which signed-in account of which session proved its second factor, and when. The
 *   session's "two-factor verified at" lives here rather than as a column of `sessions` (session module) or
 *   `session_accounts` (accounts module): a session may hold several accounts (account switcher), so the proof is per
 *   (session, account), and the business module owns the table it writes. Rows go with their session (a sign-in or
 *   sign-out regenerates the session id, so every new sign-in verifies again) and with their account.
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn, portableTypes } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const { bigint } = portableTypes(db);
  await db.schema
    .createTable('business_two_factor')
    .addColumn('profile_id', 'text', (c) => c.primaryKey().references('business_profiles.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'active')`))
    .addColumn('last_used_step', bigint)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema.createIndex('business_two_factor_company_idx').on('business_two_factor').columns(['company_id', 'profile_id']).execute();

  await addIdColumn(db, db.schema.createTable('business_recovery_codes'))
    .addColumn('profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('business_recovery_codes_uq', ['profile_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('business_two_factor_sessions')
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('verified_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_two_factor_sessions_pk', ['session_id', 'account_id'])
    .execute();
  await db.schema.createIndex('business_two_factor_sessions_account_idx').on('business_two_factor_sessions').column('account_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['business_two_factor_sessions', 'business_recovery_codes', 'business_two_factor']) {
    await db.schema.dropTable(table).execute();
  }
}
