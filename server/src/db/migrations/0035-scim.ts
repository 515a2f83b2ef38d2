/**
 * Migration 0035: SCIM 2.0 provisioning (issue #27 "SCIM 2.0 (RFC 7643/7644) at /scim/v2 per company with a bearer token
 * the admin creates and revokes on the integrations page (stored hashed)"). Owned by the scim module
 * (server/src/modules/scim). FROZEN once released: never edit, never import application code; add a new migration
 * instead. Every query filters by `company_id` (the token lookup excepted: the token is how its company is found).
 *
 * - `scim_tokens`: the company's bearer tokens: a name the admin gives (the audit log's actor), the SHA-256 (hex) of the
 *   token (never the token: it is 256 random bits, so a fast hash is enough and one indexed lookup finds it), its last 4
 *   characters to tell tokens apart, who created it, when it was last used, and when and by whom it was revoked (kept for
 *   the audit trail; a revoked row never authenticates).
 * - `scim_users`: the SCIM `id` of a company's business profile (random, so it says nothing about accounts or other
 *   companies) with what SCIM keeps that the product does not: `externalId` (unique per company) and the name parts as
 *   the directory sent them. `deleted_at`: the directory deleted the user (the profile is deactivated; the id answers 404
 *   from then on). A profile seen by SCIM before it was provisioned (an invited user) gets its row on first sight.
 * - `scim_groups`: the SCIM `id` of a company's business group and its `externalId`.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scim_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_hint', 'text', (c) => c.notNull())
    .addColumn('created_by_profile_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by_profile_id', 'text')
    .execute();
  await db.schema.createIndex('scim_tokens_company_idx').on('scim_tokens').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('scim_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull().unique().references('business_profiles.id').onDelete('cascade'))
    .addColumn('external_id', 'text')
    .addColumn('given_name', 'text')
    .addColumn('family_name', 'text')
    .addColumn('display_name', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('scim_users_external_id_uq', ['company_id', 'external_id'])
    .execute();

  await db.schema
    .createTable('scim_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().unique().references('business_groups.id').onDelete('cascade'))
    .addColumn('external_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('scim_groups_external_id_uq', ['company_id', 'external_id'])
    .execute();
  // Lists are scoped by company and ordered by creation (SCIM paging is by position).
  await db.schema.createIndex('scim_users_company_idx').on('scim_users').columns(['company_id', 'deleted_at']).execute();
  await db.schema.createIndex('scim_groups_company_idx').on('scim_groups').column('company_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['scim_groups', 'scim_users', 'scim_tokens']) {
    await db.schema.dropTable(table).execute();
  }
}
