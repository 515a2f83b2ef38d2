/**
 * Migration 0030: where business bookings put their travelers (issue #26 part 3: the traveler tracker, the trips
 * dashboard and the company travel activity feed; contract business-travel.ts). Owned by the business module
 * (server/src/modules/business/travel-stays-index.ts). FROZEN once released: never edit, never import application
 * code; add a new migration instead.
 *
 * - `business_travel_stays`: one row per place a business booking puts its traveler (a flight's destination, a hotel's
 *   city, a car's pick-up place, a train's destination; a multi-city flight one per leg), with the local dates there
 *   (`YYYY-MM-DD`, inclusive) and the place's city, country and coordinates, copied from the booking's offer summary
 *   when the stays index first sees the booking. The booking's company and traveler come from its policy check row
 *   (migration 0026), its state from `bookings.status` at query time (never copied: a cancellation needs no update).
 *   `seq` numbers a booking's stays from 0; a booking whose offer names no place gets one row with `city_key` '' so it
 *   is not read again. `city_key`: the city folded (lower case, no diacritics) for "who is in {city}".
 *   Indexes: (company, end date) for "now and next", (company, city key, start date) for the duty-of-care question.
 */
import { sql, type Kysely } from 'kysely';
import { portableTypes } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  const { double } = portableTypes(db);
  await db.schema
    .createTable('business_travel_stays')
    .addColumn('reference', 'text', (c) => c.notNull().references('bookings.reference').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('traveler_profile_id', 'text', (c) => c.notNull())
    .addColumn('trip_id', 'text', (c) => c.notNull())
    .addColumn('vertical', 'text', (c) => c.notNull().check(sql`vertical in ('flights', 'hotels', 'cars', 'trains', 'packages')`))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('city_key', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('latitude', double, (c) => c.notNull())
    .addColumn('longitude', double, (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_travel_stays_pk', ['reference', 'seq'])
    .execute();
  await db.schema.createIndex('business_travel_stays_end_idx').on('business_travel_stays').columns(['company_id', 'end_date']).execute();
  await db.schema.createIndex('business_travel_stays_city_idx').on('business_travel_stays').columns(['company_id', 'city_key', 'start_date']).execute();
  await db.schema.createIndex('business_travel_stays_trip_idx').on('business_travel_stays').columns(['company_id', 'trip_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('business_travel_stays').execute();
}
