/**
 * Migration 0024: travel policies and the business audit log (issue #25 part 2 "Travel policy per vertical and per
 * group ... stored versioned", "Every change of policy, approval decision and booking on behalf is in an audit log").
 * Owned by the business module (server/src/modules/business/README.md, travel-policy-repository.ts, audit-log.ts).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - `business_travel_policies`: one row per stored version of a company's policy for one vertical (flight, hotel, car,
 *   train) and one scope (`group_id` null = the company default, else a traveler group's override). Rows are never
 *   updated: every PUT inserts the next `version`, counted per (company, vertical) across its scopes, so a version
 *   number names one row (unique index) and the newest row of a scope is its current policy. `group_id` has no foreign
 *   key on purpose: a deleted group's versions stay readable for the bookings that were checked against them (group
 *   ids are never reused: AUTOINCREMENT / identity). `document_json` is the contract's policy document.
 * - `business_audit_log`: who did what, when, for whom: the acting account and business profile, the profile acted
 *   for (`on_behalf_profile_id`, booking for someone or impersonating), an `action` name (`travelPolicy.update`,
 *   `approval.decide`, ...), the subject (`subject_type`, `subject_id`) and `details_json`. Append-only; every query
 *   filters by `company_id`. Actor columns are text without foreign keys so the record outlives a deleted profile.
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('business_travel_policies'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('vertical', 'text', (c) => c.notNull().check(sql`vertical in ('flight', 'hotel', 'car', 'train')`))
    .addColumn('group_id', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
    .addColumn('document_json', 'text', (c) => c.notNull())
    .addColumn('updated_by_profile_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('business_travel_policies_version_uq').on('business_travel_policies').columns(['company_id', 'vertical', 'version']).unique().execute();
  await db.schema.createIndex('business_travel_policies_scope_idx').on('business_travel_policies').columns(['company_id', 'vertical', 'group_id', 'version']).execute();

  await addIdColumn(db, db.schema.createTable('business_audit_log'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('actor_account_id', 'text')
    .addColumn('actor_profile_id', 'text')
    .addColumn('on_behalf_profile_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('details_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('business_audit_log_company_idx').on('business_audit_log').columns(['company_id', 'created_at']).execute();
  await db.schema.createIndex('business_audit_log_subject_idx').on('business_audit_log').columns(['company_id', 'subject_type', 'subject_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('business_audit_log').execute();
  await db.schema.dropTable('business_travel_policies').execute();
}
