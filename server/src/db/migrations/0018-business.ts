/**
 * Migration 0018: the business edition's ground floor (issue #24; core-and-business §1, §3, §6;
 * account-business-header-and-trips §3, §7). Owned by the business module (server/src/modules/business/README.md).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - `companies`: name, logo (`logo_ref`: a stored upload's key, null for none), plan tier (biz / bizPlus /
 *   enterprise, default biz), booking mode (TRAVELER_ONLY / TRAVELER_OR_TRAVEL_MANAGER, default TRAVELER_ONLY),
 *   feature switches, settings and flags as JSON objects, multi-room bookings (0/1), confirmation and deletion times.
 * - `company_email_domains`: a domain belongs to at most one company (primary key on the domain).
 * - `company_offices`, `company_legal_entities`, `company_memberships` (corporate programmes): rows of a company.
 * - `business_roles`: per company, one row per built-in role (`builtin_role`, permissions from the contract's table,
 *   `permissions_json` null) and custom roles (`permissions_json` a JSON array, `permission_set_key` its sorted key,
 *   unique per company so two custom roles never hold the same set).
 * - `business_groups`: traveler groups of a company (unique name per company).
 * - `business_profiles`: links an account (at most one profile per account) to a company, with its role and group
 *   (composite foreign keys: the role and group are always of the same company), manager and approver, kind member or
 *   guest (a guest has `guest_expires_at` and a sponsor), status active/deactivated, the business side toggle
 *   (`business_mode`), the two-factor seam (`two_factor_enabled`), confirmation, traveler details (JSON).
 * - `business_invitations`: an email invited to a company (member or guest) with a role and group; only the HMAC of
 *   the emailed token is stored; pending / accepted / revoked, with an expiry.
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo_ref', 'text')
    .addColumn('plan_tier', 'text', (c) => c.notNull().defaultTo('biz').check(sql`plan_tier in ('biz', 'bizPlus', 'enterprise')`))
    .addColumn('booking_mode', 'text', (c) => c.notNull().defaultTo('TRAVELER_ONLY').check(sql`booking_mode in ('TRAVELER_ONLY', 'TRAVELER_OR_TRAVEL_MANAGER')`))
    .addColumn('feature_switches_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('settings_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('flags_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('multi_room_bookings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed_at', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('company_email_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_email_domains_company_idx').on('company_email_domains').column('company_id').execute();

  await addIdColumn(db, db.schema.createTable('company_offices'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_offices_company_idx').on('company_offices').columns(['company_id', 'id']).execute();

  await addIdColumn(db, db.schema.createTable('company_legal_entities'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('registration_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_legal_entities_company_idx').on('company_legal_entities').columns(['company_id', 'id']).execute();

  await addIdColumn(db, db.schema.createTable('company_memberships'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('vendor_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('membership_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_memberships_company_idx').on('company_memberships').columns(['company_id', 'id']).execute();

  await addIdColumn(db, db.schema.createTable('business_roles'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('builtin_role', 'text', (c) =>
      c.check(sql`builtin_role in ('TRAVELER', 'TRAVEL_ARRANGER', 'TRAVEL_MANAGER', 'APPROVER', 'COMPANY_ADMIN', 'EVENT_EDITOR', 'HELPDESK')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('permissions_json', 'text')
    .addColumn('permission_set_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('business_roles_kind_check', sql`(builtin_role is null) = (permissions_json is not null)`)
    // addIdColumn's builder does not list `id` among its typed columns.
    .addUniqueConstraint('business_roles_company_id_uq', ['company_id', 'id'] as never[])
    .addUniqueConstraint('business_roles_builtin_uq', ['company_id', 'builtin_role'])
    .addUniqueConstraint('business_roles_name_uq', ['company_id', 'name'])
    .addUniqueConstraint('business_roles_set_uq', ['company_id', 'permission_set_key'])
    .execute();

  await addIdColumn(db, db.schema.createTable('business_groups'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('business_groups_company_id_uq', ['company_id', 'id'] as never[])
    .addUniqueConstraint('business_groups_name_uq', ['company_id', 'name'])
    .execute();

  await db.schema
    .createTable('business_profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().unique().references('accounts.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer')
    .addColumn('manager_profile_id', 'text', (c) => c.references('business_profiles.id').onDelete('set null'))
    .addColumn('approver_profile_id', 'text', (c) => c.references('business_profiles.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('member').check(sql`kind in ('member', 'guest')`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'deactivated')`))
    .addColumn('guest_expires_at', 'text')
    .addColumn('sponsor_profile_id', 'text', (c) => c.references('business_profiles.id').onDelete('set null'))
    .addColumn('business_mode', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('two_factor_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed_at', 'text')
    .addColumn('traveler_details_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint('business_profiles_role_fk', ['company_id', 'role_id'], 'business_roles', ['company_id', 'id'])
    .addForeignKeyConstraint('business_profiles_group_fk', ['company_id', 'group_id'], 'business_groups', ['company_id', 'id'])
    .addCheckConstraint('business_profiles_guest_check', sql`(kind = 'guest') = (guest_expires_at is not null)`)
    .execute();
  await db.schema.createIndex('business_profiles_company_idx').on('business_profiles').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('business_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('member').check(sql`kind in ('member', 'guest')`))
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer')
    .addColumn('invited_by_profile_id', 'text', (c) => c.references('business_profiles.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'revoked')`))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addForeignKeyConstraint('business_invitations_role_fk', ['company_id', 'role_id'], 'business_roles', ['company_id', 'id'], (fk) => fk.onDelete('cascade'))
    .addForeignKeyConstraint('business_invitations_group_fk', ['company_id', 'group_id'], 'business_groups', ['company_id', 'id'])
    .execute();
  await db.schema.createIndex('business_invitations_company_idx').on('business_invitations').columns(['company_id', 'status', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'business_invitations', 'business_profiles', 'business_groups', 'business_roles', 'company_memberships', 'company_legal_entities',
    'company_offices', 'company_email_domains', 'companies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
