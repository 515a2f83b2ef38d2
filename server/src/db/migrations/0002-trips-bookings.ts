/**
 * Migration 0002: trips, trip events, bookings (orders) and the offline supplier's sold inventory.
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 * (Made dialect-portable through ./portable.ts when PostgreSQL arrived; the SQLite schema is unchanged.)
 *
 * - trips: a full trip id (core-and-business §3: first 6 characters + remainder), owned by the booker's
 *   email (lower case) and, once sign-in exists, an account id.
 * - trip_events: one event per booked item; state saved | cart | booked | cancelled (core-and-business §1).
 * - bookings: reference (6 chars, unique), idempotency_key (unique: concurrent double submits race on it),
 *   status pending | booked | cancelled (pending = claimed by an in-flight request; never shown).
 *   Card data: brand and last 4 digits only.
 * - offline_supplier_bookings: units each offline supplier booking holds (JSON), for availability.
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn, portableTypes } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const t = portableTypes(db);
  await db.schema
    .createTable('trips')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner_email', 'text', (c) => c.notNull())
    .addColumn('owner_account_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trips_owner_email_idx').on('trips').column('owner_email').execute();

  await addIdColumn(db, db.schema.createTable('trip_events'))
    .addColumn('trip_id', 'text', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('vertical', 'text', (c) => c.notNull().check(sql`vertical in ('flights', 'hotels', 'cars', 'trains', 'packages')`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('saved', 'cart', 'booked', 'cancelled')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('offer_json', 'text', (c) => c.notNull())
    .addColumn('price_amount_minor', t.bigint, (c) => c.notNull())
    .addColumn('price_currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trip_events_trip_idx').on('trip_events').column('trip_id').execute();

  await addIdColumn(db, db.schema.createTable('bookings'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'booked', 'cancelled')`))
    .addColumn('vertical', 'text')
    .addColumn('trip_event_id', 'integer', (c) => c.references('trip_events.id').onDelete('set null'))
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('contact_email_lower', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('travelers_json', 'text')
    .addColumn('summary_json', 'text')
    .addColumn('price_amount_minor', t.bigint)
    .addColumn('price_currency', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('payment_ref', 'text')
    .addColumn('supplier_ref', 'text')
    .addColumn('refund_amount_minor', t.bigint)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('bookings_email_idx').on('bookings').column('contact_email_lower').execute();

  await db.schema
    .createTable('offline_supplier_bookings')
    .addColumn('supplier_ref', 'text', (c) => c.primaryKey())
    .addColumn('offer_id', 'text', (c) => c.notNull())
    .addColumn('units_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('confirmed', 'cancelled')`))
    .addColumn('price_amount_minor', t.bigint, (c) => c.notNull())
    .addColumn('price_currency', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['bookings', 'trip_events', 'trips', 'offline_supplier_bookings']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
