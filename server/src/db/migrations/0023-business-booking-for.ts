/**
 * Migration 0023: booking for another traveler (issue #25 part h1; account-business-header-and-trips §4 "Booking for
 * another traveler", §7 traveler/select, guest/select, traveler/unselect; core-and-business §6 "Booking for others
 * requires one of: book for other, explicit, all allowing, all"). Owned by the business module (booking-for.ts), except
 * the two `bookings` columns, owned by the booking module. FROZEN once released: never edit, never import application
 * code; add a new migration instead.
 *
 * - `business_booking_for`: the traveler a signed-in arranger books for, per session (one row per session: selecting
 *   another traveler replaces it; unselect deletes it; a sign-out replaces the session, so the row no longer applies,
 *   and deleting the session deletes it). `account_id`/`profile_id` are the arranger's; the row only counts while that
 *   account is the session's signed-in account (checked on every request with the policy `trip.bookFor`).
 * - `business_profile_arrangers`: the arrangers a traveler named (TRIP_EVENT_BOOK_FOR_EXPLICIT), both profiles of one
 *   company.
 * - `business_profiles.allows_any_arranger`: 1 when the traveler lets any arranger book for them
 *   (TRIP_EVENT_BOOK_FOR_ALL_ALLOWING); default 0.
 * - `bookings.booked_by_account_id` / `booked_by_profile_id`: who made a booking on behalf of the traveler who owns it
 *   (null when the owner booked it themself, or a visitor booked).
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('business_booking_for')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('traveler_profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('business_booking_for_company_idx').on('business_booking_for').columns(['company_id', 'traveler_profile_id']).execute();

  await db.schema
    .createTable('business_profile_arrangers')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('traveler_profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('arranger_profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_profile_arrangers_pk', ['traveler_profile_id', 'arranger_profile_id'])
    .addCheckConstraint('business_profile_arrangers_not_self', sql`traveler_profile_id <> arranger_profile_id`)
    .execute();
  await db.schema.createIndex('business_profile_arrangers_arranger_idx').on('business_profile_arrangers').columns(['company_id', 'arranger_profile_id']).execute();

  await db.schema.alterTable('business_profiles')
    .addColumn('allows_any_arranger', 'integer', (c) => c.notNull().defaultTo(0).check(sql`allows_any_arranger in (0, 1)`))
    .execute();
  await db.schema.alterTable('bookings').addColumn('booked_by_account_id', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('booked_by_profile_id', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('booked_by_profile_id').execute();
  await db.schema.alterTable('bookings').dropColumn('booked_by_account_id').execute();
  await db.schema.alterTable('business_profiles').dropColumn('allows_any_arranger').execute();
  await db.schema.dropTable('business_profile_arrangers').execute();
  await db.schema.dropTable('business_booking_for').execute();
}
