/**
 * Migration 0022: the record of admin resets of a lost authenticator (issue #24 "Business two-factor": re-enrolment
 * after a lost phone is an admin reset; core-and-business §6 USER_MANAGEMENT). Owned by the business module
 * (server/src/modules/business/README.md, two-factor-repository.ts). FROZEN once released: never edit, never import
 * application code; add a new migration instead.
 *
 * - `business_two_factor_resets`: one row per reset: whose business two-factor was reset (`profile_id`), by whom
 *   (`reset_by_profile_id`, kept as text so the record outlives a deleted profile), whether an active authenticator
 *   was there, and when. Every query filters by `company_id`.
 */
import type { Kysely } from 'kysely';
import { addIdColumn } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('business_two_factor_resets'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('reset_by_profile_id', 'text', (c) => c.notNull())
    .addColumn('had_authenticator', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('business_two_factor_resets_company_idx').on('business_two_factor_resets').columns(['company_id', 'profile_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('business_two_factor_resets').execute();
}
