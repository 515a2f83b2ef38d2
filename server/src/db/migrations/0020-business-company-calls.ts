/**
 * Migration 0020: the company calls of account-business-header-and-trips §7 (issue #24 "Company calls"): each call is a
 * real effect in these tables or the mail outbox. Owned by the business module (server/src/modules/business/README.md).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - `company_logos`: uploaded logos, content-addressed (`ref` = hash of company and bytes, so a URL never changes
 *   meaning and is cached as immutable); the bytes live in the database (BLOB / bytea) so every server process serves
 *   them. `companies.logo_ref` points at the current one.
 * - `business_onboarding`: per profile, the setup call's version and time, the reminder task grid's dismissal, the
 *   account keywords and the language (`setLanguage`).
 * - `business_task_statuses`: onboarding task statuses a user set (`taskStatus?taskId&status`).
 * - `company_preferences`: auto-approval mode, per-vertical policy switches, sort-order settings, the setup answers
 *   (size, country, when) and the impersonation support grant (mode, by whom, until when; null mode: support off).
 * - `company_tier_upgrades`: plan-tier upgrade requests (tier/upgrade, bizPlus signup with its emailed confirmation).
 * - `company_deletion_requests`: a deletion email's confirmation code and request time (the link's token is an HMAC
 *   over them, never stored).
 * - `company_confirmations`: company / business-profile confirmation links (HMAC of the token only).
 * - `business_impersonations` and `business_impersonation_audit`: support impersonation per session, and every action
 *   taken while impersonating with who took it.
 * - `business_issue_reports` and `business_attachments`: issue reports and account-manager messages with their files.
 * - `business_leads`: signup, leisure signup, demo requests (postponement state) and waitlist entries of an account.
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn, isPostgres, portableTypes } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const blob = isPostgres(db) ? 'bytea' : 'blob';
  const { bigint } = portableTypes(db);

  await db.schema
    .createTable('company_logos')
    .addColumn('ref', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/jpeg', 'image/png', 'image/gif')`))
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('bytes', blob, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_logos_company_idx').on('company_logos').column('company_id').execute();

  await db.schema
    .createTable('business_onboarding')
    .addColumn('profile_id', 'text', (c) => c.primaryKey().references('business_profiles.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('setup_version', 'text', (c) => c.check(sql`setup_version in ('v1', 'v2', 'v3')`))
    .addColumn('setup_at', 'text')
    .addColumn('task_grid_dismissed_at', 'text')
    .addColumn('keywords_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('language', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('business_task_statuses')
    .addColumn('profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('TODO', 'DONE', 'SKIPPED')`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_task_statuses_pk', ['profile_id', 'task_id'])
    .execute();

  await db.schema
    .createTable('company_preferences')
    .addColumn('company_id', 'text', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('auto_approval_mode', 'text', (c) => c.notNull().defaultTo('OFF'))
    .addColumn('policies_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort_order_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('company_size', 'text')
    .addColumn('country_code', 'text')
    .addColumn('setup_at', 'text')
    .addColumn('support_mode', 'text', (c) => c.check(sql`support_mode in ('book', 'view')`))
    .addColumn('support_granted_by_profile_id', 'text')
    .addColumn('support_granted_at', 'text')
    .addColumn('support_expires_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // An identity id: the newest request is the highest id (two requests may share a millisecond).
  await addIdColumn(db, db.schema.createTable('company_tier_upgrades'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('from_tier', 'text', (c) => c.notNull())
    .addColumn('to_tier', 'text', (c) => c.notNull().check(sql`to_tier in ('biz', 'bizPlus', 'enterprise')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('AWAITING_EMAIL_CONFIRMATION', 'REQUESTED', 'COMPLETED', 'CANCELLED')`))
    .addColumn('requested_by_profile_id', 'text', (c) => c.references('business_profiles.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('email_clicked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('company_tier_upgrades_company_idx').on('company_tier_upgrades').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('company_deletion_requests')
    .addColumn('confirmation_code', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('requested_by_profile_id', 'text', (c) => c.references('business_profiles.id').onDelete('set null'))
    .addColumn('request_time_ms', bigint, (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('company_confirmations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('company', 'profile')`))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('business_impersonations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('impersonator_profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('impersonator_account_id', 'text', (c) => c.notNull())
    .addColumn('target_profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('book', 'view')`))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('business_impersonations_session_idx').on('business_impersonations').columns(['session_id', 'ended_at']).execute();

  await addIdColumn(db, db.schema.createTable('business_impersonation_audit'))
    .addColumn('impersonation_id', 'text', (c) => c.notNull().references('business_impersonations.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('impersonator_account_id', 'text', (c) => c.notNull())
    .addColumn('target_account_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('business_impersonation_audit_company_idx').on('business_impersonation_audit').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('business_issue_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.references('business_profiles.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('issue', 'accountManager')`))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('topic', 'text')
    .addColumn('booking_number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('business_attachments'))
    .addColumn('report_id', 'text', (c) => c.notNull().references('business_issue_reports.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('bytes', blob, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('business_leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('signup', 'leisureSignup', 'demo', 'waitlist')`))
    .addColumn('company_id', 'text', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('demo_state', 'text', (c) => c.notNull().defaultTo('notRequested').check(sql`demo_state in ('notRequested', 'requested', 'postponed')`))
    .addColumn('payload_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('business_leads_account_idx').on('business_leads').columns(['account_id', 'kind']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'business_leads', 'business_attachments', 'business_issue_reports', 'business_impersonation_audit', 'business_impersonations',
    'company_confirmations', 'company_deletion_requests', 'company_tier_upgrades', 'company_preferences', 'business_task_statuses',
    'business_onboarding', 'company_logos',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
