/**
 * Migration 0028: trip reporting fields and company payment methods (issue #26 "Trip reporting fields", "Payment
 * methods"; core-and-business §5 payments override, §6 /business/trip-reporting-fields and /business/payment-options).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * Business module (server/src/modules/business/reporting-fields-*.ts, payment-methods-*.ts):
 * - `business_reporting_fields`: the company's fields (label unique per company case-insensitively via `label_lower`;
 *   kind `text` | `list`; `required` 0/1; `verticals_json` a JSON array of contract verticals; `options_json` a JSON
 *   array of the list's options; `help_text`; `position` orders the booking form).
 * - `business_booking_reporting_values`: the values a business booking was made with, keyed by booking reference
 *   (one row per field given): the field (null once deleted), its label at booking time, the value, and the company,
 *   so reports and exports read them scoped by company without joining the field.
 * - `business_company_cards`: company cards as the payment adapter stored them: brand, last four, expiry, holder name,
 *   the adapter's token (never the number).
 * - `business_payment_scopes`: per company and scope (`default`, or `group:{id}`), the card business bookings of the
 *   scope's travelers are charged to (or null) and whether a personal card is allowed.
 * Booking module: `bookings.payment_method` (`personalCard` | `companyCard`; every older order was paid by the
 * traveler's own card) and `bookings.company_card_id` (the card charged, as the business module numbered it).
 * Payments (server/src/payments/test-card-adapter.ts): `test_card_tokens`, the test payment method's stored cards
 * (brand, last four, expiry and, instead of the number, the test card's outcome: null approved, else the decline reason).
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('business_reporting_fields'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('label_lower', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('text', 'list')`))
    .addColumn('required', 'integer', (c) => c.notNull().check(sql`required in (0, 1)`))
    .addColumn('verticals_json', 'text', (c) => c.notNull())
    .addColumn('options_json', 'text', (c) => c.notNull())
    .addColumn('help_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('business_reporting_fields_label_idx').on('business_reporting_fields').columns(['company_id', 'label_lower']).unique().execute();

  await db.schema
    .createTable('business_booking_reporting_values')
    .addColumn('booking_reference', 'text', (c) => c.notNull().references('bookings.reference').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('field_id', 'integer', (c) => c.references('business_reporting_fields.id').onDelete('set null'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_booking_reporting_values_pk', ['booking_reference', 'position'])
    .execute();
  await db.schema.createIndex('business_booking_reporting_values_company_idx').on('business_booking_reporting_values').columns(['company_id', 'booking_reference']).execute();
  await db.schema.createIndex('business_booking_reporting_values_field_idx').on('business_booking_reporting_values').columns(['field_id']).execute();

  await addIdColumn(db, db.schema.createTable('business_company_cards'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('expiry_month', 'integer', (c) => c.notNull())
    .addColumn('expiry_year', 'integer', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('payment_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_by_profile_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('business_company_cards_company_idx').on('business_company_cards').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('business_payment_scopes')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('scope_key', 'text', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.references('business_groups.id').onDelete('cascade'))
    .addColumn('card_id', 'integer', (c) => c.references('business_company_cards.id'))
    .addColumn('personal_card_allowed', 'integer', (c) => c.notNull().check(sql`personal_card_allowed in (0, 1)`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_payment_scopes_pk', ['company_id', 'scope_key'])
    .addCheckConstraint('business_payment_scopes_pays', sql`card_id is not null or personal_card_allowed = 1`)
    .execute();
  await db.schema.createIndex('business_payment_scopes_card_idx').on('business_payment_scopes').columns(['card_id']).execute();

  await db.schema
    .alterTable('bookings')
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('personalCard').check(sql`payment_method in ('personalCard', 'companyCard')`))
    .execute();
  await db.schema.alterTable('bookings').addColumn('company_card_id', 'integer').execute();

  await db.schema
    .createTable('test_card_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('expiry_month', 'integer', (c) => c.notNull())
    .addColumn('expiry_year', 'integer', (c) => c.notNull())
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_card_tokens').execute();
  await db.schema.alterTable('bookings').dropColumn('company_card_id').execute();
  await db.schema.alterTable('bookings').dropColumn('payment_method').execute();
  await db.schema.dropTable('business_payment_scopes').execute();
  await db.schema.dropTable('business_company_cards').execute();
  await db.schema.dropTable('business_booking_reporting_values').execute();
  await db.schema.dropTable('business_reporting_fields').execute();
}
