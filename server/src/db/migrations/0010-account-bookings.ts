/**
 * Migration 0010: indexes for the bookings of an account (issue #9 "a booking made signed in shows under the account").
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * GET /i/api/account/bookings/v1/ reads the trips an account owns (trips.owner_account_id) and the orders of their
 * events (bookings.trip_event_id); without these indexes both are full table scans on every visit of the account page.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('trips_owner_account_idx').on('trips').column('owner_account_id').execute();
  await db.schema.createIndex('bookings_trip_event_idx').on('bookings').column('trip_event_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_trip_event_idx').execute();
  await db.schema.dropIndex('trips_owner_account_idx').execute();
}
