/**
 * Migration 0031: the event hub (issue #26 "Event hub (`/business/events`)"; core-and-business §5, §6). Owned by the
 * business module (server/src/modules/business/events-*.ts). FROZEN once released: never edit, never import application
 * code; add a new migration instead. Every query filters by `company_id`.
 *
 * - `business_events`: an event of a company: its organiser (the profile that created it; policy `event.edit` lets
 *   them edit it with EVENT_EDIT), name, description, place (GeoNames city id, its name and country as chosen, so a
 *   renamed city does not change the event), first and last day (`YYYY-MM-DD`), created/updated times.
 * - `business_event_invitees`: who is invited (profiles of the same company; composite foreign key keeps them there).
 * - `business_event_bookings`: bookings started from an event (the booking request's `businessEventId`): the order's
 *   reference and trip event, the traveler's profile. One event per booking.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('business_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('organiser_profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('business_events_dates_ck', sql`start_date <= end_date`)
    .execute();
  await db.schema.createIndex('business_events_company_end_idx').on('business_events').columns(['company_id', 'end_date', 'start_date']).execute();
  await db.schema.createIndex('business_events_organiser_idx').on('business_events').columns(['company_id', 'organiser_profile_id', 'end_date']).execute();

  await db.schema
    .createTable('business_event_invitees')
    .addColumn('event_id', 'text', (c) => c.notNull().references('business_events.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('invited_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_event_invitees_pk', ['event_id', 'profile_id'])
    .execute();
  await db.schema.createIndex('business_event_invitees_profile_idx').on('business_event_invitees').columns(['company_id', 'profile_id']).execute();

  await db.schema
    .createTable('business_event_bookings')
    .addColumn('booking_reference', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('business_events.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull().references('business_profiles.id').onDelete('cascade'))
    .addColumn('trip_event_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('business_event_bookings_event_idx').on('business_event_bookings').columns(['company_id', 'event_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['business_event_bookings', 'business_event_invitees', 'business_events']) {
    await db.schema.dropTable(table).execute();
  }
}
