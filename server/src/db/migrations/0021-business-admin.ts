/**
 * Migration 0021: what the admin hub's pages need beyond migration 0018 (issue #24 "Admin hub"; core-and-business §6
 * homepage messages, users, invitations hub). Owned by the business module (server/src/modules/business/README.md).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - `business_homepage_messages`: the plain-text messages a company shows on its business users' front door
 *   (`/business/policy/messages`), each active or not, with who wrote it.
 * - `business_invitations.guest_access_days`: a guest invitation's length of access, turned into the profile's
 *   `guest_expires_at` when the guest accepts (null for member invitations).
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('business_homepage_messages'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).check(sql`active in (0, 1)`))
    .addColumn('created_by_profile_id', 'text', (c) => c.references('business_profiles.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('business_homepage_messages_company_idx').on('business_homepage_messages').columns(['company_id', 'active', 'id']).execute();

  await db.schema.alterTable('business_invitations').addColumn('guest_access_days', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('business_invitations').dropColumn('guest_access_days').execute();
  await db.schema.dropTable('business_homepage_messages').execute();
}
