/**
 * Migration 0029: business reporting (issue #26 "Reporting"; core-and-business §6 /business/stats). Owned by the
 * reporting module (server/src/modules/reporting). FROZEN once released: never edit, never import application code;
 * add a new migration instead.
 *
 * - `booking_report_facts`: one row per business booking (written in the transaction that stores the order, next to
 *   its `booking_policy_checks` row), what a report needs and the order does not keep in columns: the company and
 *   traveler, the vertical, the travel start date and the lead time in days (travel start minus booking date, UTC
 *   days), `units` (flights/trains: passengers; hotels: room-nights; cars: rental days; packages: travelers), the
 *   flight's `cabin`, `origin` and `destination` airports, the great-circle `distance_km` flown (all segments) and its
 *   `co2_g` (grams CO2e for every passenger, DEFRA 2023 factors: modules/reporting/co2.ts), and
 *   `cheapest_amount_minor`: the cheapest fare of the booking's search at booking time for the same party, in the
 *   booking's currency (null when unknown: cars, trains, packages, multi-city, or the search found nothing).
 *   Bookings made before this migration have no row: their lead time, savings and CO2 are unknown (the report says so
 *   by leaving them out of those views).
 * - `business_profiles.office_id`: the office a traveler works from (company_offices), for the report's office filter;
 *   null: none.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('booking_report_facts')
    .addColumn('reference', 'text', (c) => c.primaryKey().references('bookings.reference').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('traveler_profile_id', 'text', (c) => c.notNull())
    .addColumn('vertical', 'text', (c) => c.notNull())
    .addColumn('travel_date', 'text', (c) => c.notNull())
    .addColumn('lead_days', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull().check(sql`units >= 1`))
    .addColumn('cabin', 'text')
    .addColumn('origin', 'text')
    .addColumn('destination', 'text')
    .addColumn('distance_km', 'integer')
    .addColumn('co2_g', 'integer')
    .addColumn('cheapest_amount_minor', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_report_facts_company_idx').on('booking_report_facts').columns(['company_id', 'created_at']).execute();
  await db.schema.alterTable('business_profiles').addColumn('office_id', 'integer', (c) => c.references('company_offices.id').onDelete('set null')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('business_profiles').dropColumn('office_id').execute();
  await db.schema.dropTable('booking_report_facts').execute();
}
