/**
 * Migration 0004: idempotency claims get their own table; `bookings` holds orders only (issue #8).
 * FROZEN once released: never edit, never import application code; add a new migration instead.
 *
 * - booking_claims: one row per idempotency key ever claimed. `scoped_key` (the session-scoped key,
 *   unique: concurrent double submits race on it) and `reference` (unique) live here, with the request
 *   hash, the offer, the quoted price, the contact email, the session and `recovered_at`. status
 *   `pending` = an in-flight request (deleted when it fails or is recovered); `finalized` = it became the
 *   order with the same reference (finalize flips it in the transaction that inserts the order). Finalized
 *   claims are kept: they keep the key and the reference taken, so a late duplicate submit replays the
 *   order instead of booking twice, and a new claim can never pick the reference of an existing order.
 * - bookings: rebuilt (SQLite cannot alter a column; the same create-copy-drop-rename runs on both
 *   dialects) so the columns every order has are NOT NULL: vertical (checked), trip_event_id,
 *   travelers_json, summary_json, price, card brand and last 4, payment_ref, supplier_ref. status is
 *   booked | cancelled; refund_status is checked. idempotency_key, request_hash, offer_id and
 *   recovered_at move to booking_claims. Ids are copied (tests/e2e and operators order by id), the
 *   identity sequence is moved past them on PostgreSQL; indexes: unique reference, contact email,
 *   (status, created_at).
 * - Data: pending rows become pending claims; booked/cancelled rows become orders plus a finalized claim
 *   holding their key. An order missing a required column stops the migration with its reference (nothing
 *   is invented); this never happened with the code of 0002/0003, which set all of them in one statement.
 * - trip_event_id references trip_events without `on delete set null`: an order cannot lose its trip event.
 * SQLite runs DDL outside the migrator's transaction, so the whole migration runs in one transaction here
 * (PostgreSQL: the migrator's transaction).
 */
import { sql, type Kysely } from 'kysely';
import { addIdColumn, isPostgres, portableTypes } from './portable.ts';

/** Columns an order always has (NOT NULL from this migration on). */
const ORDER_REQUIRED = ['vertical', 'trip_event_id', 'travelers_json', 'summary_json', 'price_amount_minor', 'price_currency', 'card_brand', 'card_last4', 'payment_ref', 'supplier_ref'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
type AnyDb = Kysely<any>;

/** Runs `work` in one transaction: the migrator's on PostgreSQL, an own one on SQLite. */
async function atomically(db: AnyDb, work: (db: AnyDb) => Promise<void>): Promise<void> {
  if (db.isTransaction) return work(db);
  await db.transaction().execute(work);
}

/** Moves the identity/autoincrement counter of `table.id` past the copied ids (PostgreSQL; SQLite does it itself). */
async function resetIdSequence(db: AnyDb, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  await atomically(db, async (db) => {
    const t = portableTypes(db);
    const incomplete = await db
      .selectFrom('bookings')
      .select('reference')
      .where('status', '!=', 'pending')
      .where((eb) => eb.or(ORDER_REQUIRED.map((c) => eb(c, 'is', null))))
      .execute();
    if (incomplete.length > 0) {
      throw new Error(`0004-booking-claims: orders missing required columns (${ORDER_REQUIRED.join(', ')}): ${incomplete.map((r) => r.reference).join(', ')}; fix them by hand, nothing is invented`);
    }

    await addIdColumn(db, db.schema.createTable('booking_claims'))
      .addColumn('scoped_key', 'text', (c) => c.notNull().unique())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'finalized')`))
      .addColumn('offer_id', 'text')
      .addColumn('price_amount_minor', t.bigint)
      .addColumn('price_currency', 'text')
      .addColumn('contact_email', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('recovered_at', 'text')
      .execute();
    await db.schema.createIndex('booking_claims_status_created_idx').on('booking_claims').columns(['status', 'created_at']).execute();
    await db
      .insertInto('booking_claims')
      .columns(['id', 'scoped_key', 'request_hash', 'reference', 'status', 'offer_id', 'price_amount_minor', 'price_currency', 'contact_email', 'session_id', 'created_at', 'recovered_at'])
      .expression(
        db.selectFrom('bookings').select([
          'id', 'idempotency_key', 'request_hash', 'reference',
          sql<string>`case when status = 'pending' then 'pending' else 'finalized' end`.as('status'),
          'offer_id', 'price_amount_minor', 'price_currency', 'contact_email', 'session_id', 'created_at', 'recovered_at',
        ]),
      )
      .execute();
    await resetIdSequence(db, 'booking_claims');

    // Index and constraint names are per schema on PostgreSQL: the new table gets its indexes after the old one is gone.
    await addIdColumn(db, db.schema.createTable('bookings_0004'))
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('booked', 'cancelled')`))
      .addColumn('vertical', 'text', (c) => c.notNull().check(sql`vertical in ('flights', 'hotels', 'cars', 'trains', 'packages')`))
      .addColumn('trip_event_id', 'integer', (c) => c.notNull().references('trip_events.id'))
      .addColumn('contact_email', 'text', (c) => c.notNull())
      .addColumn('contact_email_lower', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text')
      .addColumn('travelers_json', 'text', (c) => c.notNull())
      .addColumn('summary_json', 'text', (c) => c.notNull())
      .addColumn('price_amount_minor', t.bigint, (c) => c.notNull())
      .addColumn('price_currency', 'text', (c) => c.notNull())
      .addColumn('card_brand', 'text', (c) => c.notNull())
      .addColumn('card_last4', 'text', (c) => c.notNull())
      .addColumn('payment_ref', 'text', (c) => c.notNull())
      .addColumn('supplier_ref', 'text', (c) => c.notNull())
      .addColumn('refund_amount_minor', t.bigint)
      .addColumn('refund_status', 'text', (c) => c.check(sql`refund_status in ('pending', 'refunded', 'failed')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', 'text')
      .execute();
    const orderColumns = [
      'id', 'reference', 'status', 'vertical', 'trip_event_id', 'contact_email', 'contact_email_lower', 'session_id', 'travelers_json', 'summary_json', 'price_amount_minor',
      'price_currency', 'card_brand', 'card_last4', 'payment_ref', 'supplier_ref', 'refund_amount_minor', 'refund_status', 'created_at', 'cancelled_at',
    ] as const;
    await db
      .insertInto('bookings_0004')
      .columns([...orderColumns])
      .expression(db.selectFrom('bookings').select([...orderColumns]).where('status', '!=', 'pending'))
      .execute();
    await db.schema.dropTable('bookings').execute();
    await db.schema.alterTable('bookings_0004').renameTo('bookings').execute();
    await resetIdSequence(db, 'bookings');
    await db.schema.createIndex('bookings_reference_key').unique().on('bookings').column('reference').execute();
    await db.schema.createIndex('bookings_email_idx').on('bookings').column('contact_email_lower').execute();
    await db.schema.createIndex('bookings_status_created_idx').on('bookings').columns(['status', 'created_at']).execute();
  });
}

/** Back to the 0003 shape: orders and pending claims in one `bookings` table with nullable order columns. */
export async function down(db: AnyDb): Promise<void> {
  await atomically(db, async (db) => {
    const t = portableTypes(db);
    await addIdColumn(db, db.schema.createTable('bookings_0003'))
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
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
      .addColumn('offer_id', 'text')
      .addColumn('recovered_at', 'text')
      .addColumn('refund_status', 'text')
      .execute();
    await db
      .insertInto('bookings_0003')
      .columns([
        'id', 'reference', 'idempotency_key', 'request_hash', 'status', 'vertical', 'trip_event_id', 'contact_email', 'contact_email_lower', 'session_id', 'travelers_json',
        'summary_json', 'price_amount_minor', 'price_currency', 'card_brand', 'card_last4', 'payment_ref', 'supplier_ref', 'refund_amount_minor', 'created_at', 'cancelled_at',
        'offer_id', 'recovered_at', 'refund_status',
      ])
      .expression(
        db
          .selectFrom('bookings as b')
          .innerJoin('booking_claims as c', 'c.reference', 'b.reference')
          .select([
            'b.id', 'b.reference', 'c.scoped_key', 'c.request_hash', 'b.status', 'b.vertical', 'b.trip_event_id', 'b.contact_email', 'b.contact_email_lower', 'b.session_id',
            'b.travelers_json', 'b.summary_json', 'b.price_amount_minor', 'b.price_currency', 'b.card_brand', 'b.card_last4', 'b.payment_ref', 'b.supplier_ref',
            'b.refund_amount_minor', 'b.created_at', 'b.cancelled_at', 'c.offer_id', 'c.recovered_at', 'b.refund_status',
          ]),
      )
      .execute();
    // Pending claims get ids after the orders' (ids of the two tables overlap).
    await resetIdSequence(db, 'bookings_0003');
    await db
      .insertInto('bookings_0003')
      .columns(['reference', 'idempotency_key', 'request_hash', 'status', 'contact_email', 'contact_email_lower', 'session_id', 'price_amount_minor', 'price_currency', 'created_at', 'offer_id', 'recovered_at'])
      .expression(
        db
          .selectFrom('booking_claims')
          .select(['reference', 'scoped_key', 'request_hash', sql<string>`'pending'`.as('status'), 'contact_email', sql<string>`lower(contact_email)`.as('contact_email_lower'), 'session_id', 'price_amount_minor', 'price_currency', 'created_at', 'offer_id', 'recovered_at'])
          .where('status', '=', 'pending')
          .orderBy('id'),
      )
      .execute();
    await db.schema.dropTable('bookings').execute();
    await db.schema.dropTable('booking_claims').execute();
    await db.schema.alterTable('bookings_0003').renameTo('bookings').execute();
    await resetIdSequence(db, 'bookings');
    await db.schema.createIndex('bookings_reference_key').unique().on('bookings').column('reference').execute();
    await db.schema.createIndex('bookings_idempotency_key_key').unique().on('bookings').column('idempotency_key').execute();
    await db.schema.createIndex('bookings_email_idx').on('bookings').column('contact_email_lower').execute();
    await db.schema.createIndex('bookings_status_created_idx').on('bookings').columns(['status', 'created_at']).execute();
  });
}
