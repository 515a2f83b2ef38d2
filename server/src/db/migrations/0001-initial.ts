/**
 * Migration 0001: partners, sessions, metrics, airports, airlines.
 * FROZEN: never edit after release, never import application code; add a new migration instead.
 * (Made dialect-portable through ./portable.ts when PostgreSQL arrived: the SQLite schema it creates is
 * unchanged, byte for byte, so existing SQLite files are unaffected.)
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn, portableTypes } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const t = portableTypes(db);
  await db.schema
    .createTable('partners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('allowed_origins', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('relay_allow_list', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('default_brand', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'text', (c) => c.references('partners.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await addIdColumn(db, db.schema.createTable('metrics'))
    .addColumn('partner_id', 'text', (c) => c.references('partners.id').onDelete('set null'))
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('set null'))
    .addColumn('metric_type', 'text', (c) => c.notNull())
    .addColumn('metric_name', 'text', (c) => c.notNull())
    .addColumn('metric_value', t.double, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('metrics_partner_type_idx').on('metrics').columns(['partner_id', 'metric_type']).execute();

  await db.schema
    .createTable('airports')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('country_name', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('latitude', t.double, (c) => c.notNull())
    .addColumn('longitude', t.double, (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull().check(sql`size in ('large', 'medium')`))
    .execute();

  await db.schema
    .createTable('airlines')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['metrics', 'sessions', 'partners', 'airports', 'airlines']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
