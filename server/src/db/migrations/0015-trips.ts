/**
 * Migration 0015: trips for accounts (issue #12; core-and-business §3, §4; account-business-header-and-trips §3
 * "Trip", "Notification", "Wishlist", "Trips user settings"). FROZEN once released: never edit, never import
 * application code; add a new migration instead.
 *
 * - `trip_shares`: a trip shared read-only with another account (one row per trip and recipient).
 * - `trip_notifications`: NEW_SHARED_TRIP notifications of an account (`cleared_at` set by clearNotification;
 *   deleted when the share is revoked).
 * - `wishlist_items`: saved destinations of an account, one per trip.
 * - `trips_user_settings`: the six flags of TripsUserSettings per account (0/1; a missing row means all 0).
 * - `trips.destination_city_id` / `destination_name`: the destination (GeoNames id, name) a trip groups results for
 *   (null on trips made before: they never match a saved result).
 * - `trip_events.subtitle`, `result_id`, `result_key`: display subtitle, the offer id it was saved from and the
 *   stable result key (contract resultKeyOf); null on events made before (read from offer_json then).
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trip_shares')
    .addColumn('trip_id', 'text', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('recipient_account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('trip_shares_pk', ['trip_id', 'recipient_account_id'])
    .execute();
  await db.schema.createIndex('trip_shares_recipient_idx').on('trip_shares').column('recipient_account_id').execute();

  await addIdColumn(db, db.schema.createTable('trip_notifications'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('NEW_SHARED_TRIP')`))
    .addColumn('trip_id', 'text', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('sharer_account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('cleared_at', 'text')
    .execute();
  await db.schema.createIndex('trip_notifications_account_idx').on('trip_notifications').columns(['account_id', 'trip_id']).execute();

  await addIdColumn(db, db.schema.createTable('wishlist_items'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('trip_id', 'text', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('wishlist_items_account_trip_uq', ['account_id', 'trip_id'])
    .execute();

  let settings = db.schema.createTable('trips_user_settings').addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'));
  for (const flag of [
    'trips_drawer_reminder_tooltip_shown', 'trips_drawer_go_to_trips_button_tooltip_shown', 'navigation_drawer_trips_tooltip_shown', 'map_view_fd', 'map_view_dp', 'tdp_autopilot',
  ]) {
    settings = settings.addColumn(flag, 'integer', (c) => c.notNull().defaultTo(0));
  }
  await settings.execute();

  await db.schema.alterTable('trips').addColumn('destination_city_id', 'integer').execute();
  await db.schema.alterTable('trips').addColumn('destination_name', 'text').execute();
  await db.schema.alterTable('trip_events').addColumn('subtitle', 'text').execute();
  await db.schema.alterTable('trip_events').addColumn('result_id', 'text').execute();
  await db.schema.alterTable('trip_events').addColumn('result_key', 'text').execute();
  await db.schema.createIndex('trip_events_trip_result_key_idx').on('trip_events').columns(['trip_id', 'result_key']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('trip_events_trip_result_key_idx').execute();
  await db.schema.alterTable('trip_events').dropColumn('result_key').execute();
  await db.schema.alterTable('trip_events').dropColumn('result_id').execute();
  await db.schema.alterTable('trip_events').dropColumn('subtitle').execute();
  await db.schema.alterTable('trips').dropColumn('destination_name').execute();
  await db.schema.alterTable('trips').dropColumn('destination_city_id').execute();
  await db.schema.dropTable('trips_user_settings').execute();
  await db.schema.dropTable('wishlist_items').execute();
  await db.schema.dropTable('trip_notifications').execute();
  await db.schema.dropTable('trip_shares').execute();
}
