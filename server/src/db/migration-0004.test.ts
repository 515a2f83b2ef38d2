// @vitest-environment node
/**
 * Migration 0004 (booking claims get their own table, orders get NOT NULL columns) on data written at
 * 0003: a booked order, a cancelled order whose refund failed, and a pending claim of a process that died
 * after charging. After migrating to latest the orders keep their id, reference, price and card last 4,
 * the claim is a pending booking_claims row; the app replays the order's idempotency key, looks the order
 * up, recovers the claim (refund) and the failed refund, and books new orders after the copied ids.
 * Down to 0003 and up again keeps everything. An order missing a required column stops the migration.
 * Runs on SQLite and PostgreSQL. (Not under migrations/: migrations import only kysely and portable.ts.)
 */
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateBookingRequestSchema, type Booking, type CreateBookingRequestInput } from '@travel/contract';
import { createHarness, createTestDatabase, type Harness, type TestDatabase } from '../../test/harness.ts';
import { requestHash, scopedIdempotencyKey } from '../modules/booking/service.ts';
import { LEAD_TRAVELER, TEST_CARD, londonHotelOffers, newSession, postBooking } from '../../test/booking-fixtures.ts';
import { migrateToLatest, openDatabase, type Database } from './index.ts';
import { MIGRATIONS } from './migrations/index.ts';

const migrator = (db: Kysely<Database>) => new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });

async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const { error } = await migrator(db).migrateTo(name);
  if (error) throw error;
}

const SID = 'migration-0004-session-id-0123456789abcdefghijk';
const TOKEN = 'migration-0004-form-token-0123456789abcdefghijk';
const ORDER_REF = 'K7Q2XP';
const CANCELLED_REF = 'M3N4PQ';
const CLAIM_REF = 'R5S6TU';
const STALE_ISO = '2020-01-01T00:00:00.000Z';

/** A real order written by the current code: its summary and travelers are valid contract data. */
let template: { summary_json: string; travelers_json: string; price_amount_minor: number; price_currency: string; vertical: string };
let templateHarness: Harness;
beforeAll(async () => {
  templateHarness = await createHarness({ config: { rateLimitsEnabled: false } });
  const app = templateHarness.app;
  const offer = (await londonHotelOffers(app, { daysAhead: 70, extra: '&freeCancellation=true' }))[0];
  if (!offer) throw new Error('no hotel offer');
  const made = await postBooking(app, await newSession(app), offer, 'template');
  expect(made.statusCode).toBe(201);
  template = await templateHarness.db
    .selectFrom('bookings')
    .select(['summary_json', 'travelers_json', 'price_amount_minor', 'price_currency', 'vertical'])
    .where('reference', '=', made.json<Booking>().reference)
    .executeTakeFirstOrThrow();
}, 60_000);
afterAll(async () => {
  await templateHarness?.close();
});

/** The request the seeded order was made with (its idempotency key replays it). */
const orderRequest = (): CreateBookingRequestInput => ({
  offerId: 'offer-booked-at-0003', acceptedPrice: { amountMinor: template.price_amount_minor, currency: template.price_currency }, travelers: [LEAD_TRAVELER],
  contactEmail: 'Ada@Example.com', payment: TEST_CARD,
});

/** Writes, with the 0003 schema, a session, two orders with their trips and charges, and a stale pending claim with a charge. */
async function seedAt0003(db: Kysely<Database>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 0003 schema is not the app's Database type
  const old = db as unknown as Kysely<any>;
  const now = new Date().toISOString();
  await old.insertInto('sessions').values({ id: SID, csrf_token: TOKEN, partner_id: null, created_at: now, expires_at: new Date(Date.now() + 86_400_000).toISOString() }).execute();
  const events: number[] = [];
  for (const [tripId, state] of [['TRIPBOOKED000001', 'booked'], ['TRIPCANCEL000002', 'cancelled']] as const) {
    await old.insertInto('trips').values({ id: tripId, name: 'Trip to London', owner_email: 'ada@example.com', owner_account_id: null, created_at: now, updated_at: now }).execute();
    const ev = await old
      .insertInto('trip_events')
      .values({
        trip_id: tripId, vertical: 'hotels', state, title: 'Hotel', start_date: '2030-01-01', end_date: '2030-01-03', offer_json: template.summary_json,
        price_amount_minor: template.price_amount_minor, price_currency: template.price_currency, created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    events.push(ev.id as number);
  }
  const order = (reference: string, key: string, hash: string, tripEventId: number | undefined) => ({
    reference, idempotency_key: key, request_hash: hash, vertical: template.vertical, trip_event_id: tripEventId, contact_email: 'Ada@Example.com',
    contact_email_lower: 'ada@example.com', session_id: SID, travelers_json: template.travelers_json, summary_json: template.summary_json,
    price_amount_minor: template.price_amount_minor, price_currency: template.price_currency, card_brand: 'visa', card_last4: '4242', payment_ref: `PAY-${reference}`,
    supplier_ref: `SUP-${reference}`, created_at: now, offer_id: 'offer-booked-at-0003',
  });
  const parsed = CreateBookingRequestSchema.parse(orderRequest());
  await old.insertInto('bookings').values({ ...order(ORDER_REF, scopedIdempotencyKey(SID, 'order-key'), requestHash(parsed), events[0]), status: 'booked' }).execute();
  await old
    .insertInto('bookings')
    .values({
      ...order(CANCELLED_REF, scopedIdempotencyKey(SID, 'cancelled-key'), 'hash-cancelled', events[1]), status: 'cancelled', cancelled_at: now,
      refund_amount_minor: template.price_amount_minor, refund_status: 'failed',
    })
    .execute();
  await old
    .insertInto('bookings')
    .values({
      reference: CLAIM_REF, idempotency_key: scopedIdempotencyKey(SID, 'claim-key'), request_hash: 'hash-claim', status: 'pending', contact_email: 'Bob@Example.com',
      contact_email_lower: 'bob@example.com', session_id: SID, created_at: STALE_ISO, offer_id: 'offer-claimed-at-0003', price_amount_minor: 12_345, price_currency: 'EUR',
    })
    .execute();
  for (const [ref, key, amount, currency] of [[CANCELLED_REF, 'booking:earlier', template.price_amount_minor, template.price_currency], [CLAIM_REF, `booking:${CLAIM_REF}`, 12_345, 'EUR']] as const) {
    await old.insertInto('test_card_charges').values({ payment_ref: `PAY-${ref}`, idempotency_key: key, amount_minor: amount, currency, brand: 'visa', last4: '4242', created_at: now }).execute();
  }
}

describe('migration 0004-booking-claims', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase(database.target);
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('keeps the orders, moves the pending claim, and the app serves, replays and recovers them', async () => {
    await migrateTo(db, '0003-integrity-scale');
    await seedAt0003(db);
    const before = await db.selectFrom('bookings').select(['id', 'reference']).orderBy('id').execute();
    await migrateToLatest(db);

    const orders = await db.selectFrom('bookings').selectAll().orderBy('id').execute();
    expect(orders.map((o) => [o.id, o.reference])).toEqual(before.filter((b) => b.reference !== CLAIM_REF).map((b) => [b.id, b.reference]));
    expect(orders[0]).toMatchObject({
      reference: ORDER_REF, status: 'booked', price_amount_minor: template.price_amount_minor, price_currency: template.price_currency, card_last4: '4242', card_brand: 'visa',
      payment_ref: `PAY-${ORDER_REF}`, supplier_ref: `SUP-${ORDER_REF}`, contact_email_lower: 'ada@example.com', refund_status: null,
    });
    expect(orders[1]).toMatchObject({ reference: CANCELLED_REF, status: 'cancelled', refund_status: 'failed', refund_amount_minor: template.price_amount_minor, card_last4: '4242' });
    const claims = await db.selectFrom('booking_claims').selectAll().orderBy('id').execute();
    expect(claims.map((c) => [c.reference, c.status])).toEqual([[ORDER_REF, 'finalized'], [CANCELLED_REF, 'finalized'], [CLAIM_REF, 'pending']]);
    expect(claims[0]).toMatchObject({ scoped_key: scopedIdempotencyKey(SID, 'order-key'), offer_id: 'offer-booked-at-0003' });
    expect(claims[2]).toMatchObject({
      scoped_key: scopedIdempotencyKey(SID, 'claim-key'), request_hash: 'hash-claim', offer_id: 'offer-claimed-at-0003', price_amount_minor: 12_345, price_currency: 'EUR',
      contact_email: 'Bob@Example.com', session_id: SID, created_at: STALE_ISO, recovered_at: null,
    });

    // Down to 0003 and up again: the same rows come back.
    await migrateTo(db, '0003-integrity-scale');
    const down = await (db as unknown as Kysely<{ bookings: { id: number; reference: string; status: string; idempotency_key: string; card_last4: string | null } }>)
      .selectFrom('bookings').select(['reference', 'status', 'idempotency_key', 'card_last4']).orderBy('id').execute();
    expect(down).toEqual([
      { reference: ORDER_REF, status: 'booked', idempotency_key: scopedIdempotencyKey(SID, 'order-key'), card_last4: '4242' },
      { reference: CANCELLED_REF, status: 'cancelled', idempotency_key: scopedIdempotencyKey(SID, 'cancelled-key'), card_last4: '4242' },
      { reference: CLAIM_REF, status: 'pending', idempotency_key: scopedIdempotencyKey(SID, 'claim-key'), card_last4: null },
    ]);
    await migrateToLatest(db);
    expect(await db.selectFrom('bookings').selectAll().orderBy('id').execute()).toEqual(orders);
    expect(await db.selectFrom('booking_claims').select(['reference', 'status', 'scoped_key']).orderBy('reference').execute()).toEqual(
      claims.map((c) => ({ reference: c.reference, status: c.status, scoped_key: c.scoped_key })).sort((a, b) => a.reference.localeCompare(b.reference)),
    );

    const h = await createHarness({ database, config: { rateLimitsEnabled: false } });
    try {
      const found = await h.app.inject({ method: 'GET', url: `/i/api/bookings/v1/lookup?reference=${ORDER_REF}&email=ada@example.com` });
      expect(found.statusCode).toBe(200);
      expect(found.json<Booking>()).toMatchObject({ reference: ORDER_REF, tripId: 'TRIPBOOKED000001', payment: { brand: 'visa', last4: '4242' }, price: { amountMinor: template.price_amount_minor } });
      const replay = await postBooking(h.app, { sid: SID, token: TOKEN }, { id: 'offer-booked-at-0003', price: orderRequest().acceptedPrice }, 'order-key', { contactEmail: 'Ada@Example.com' });
      expect(replay.statusCode).toBe(200);
      expect(replay.json<Booking>().reference).toBe(ORDER_REF);

      const report = await h.app.services.bookings.recover();
      expect(report).toEqual({ claims: 1, refunds: 1 });
      expect(await h.db.selectFrom('booking_claims').select('id').where('reference', '=', CLAIM_REF).executeTakeFirst()).toBeUndefined();
      const refunds = await h.db.selectFrom('test_card_refunds').select(['refund_key', 'amount_minor']).orderBy('refund_key').execute();
      expect(refunds).toEqual([{ refund_key: `refund:${CANCELLED_REF}`, amount_minor: template.price_amount_minor }, { refund_key: `refund:${CLAIM_REF}`, amount_minor: 12_345 }]);

      // A new order gets an id after the copied ones (the identity sequence moved past them on PostgreSQL).
      const offer = (await londonHotelOffers(h.app, { daysAhead: 71 }))[0];
      if (!offer) throw new Error('no hotel offer');
      const made = await postBooking(h.app, await newSession(h.app), offer, 'after-migration');
      expect(made.statusCode).toBe(201);
      const row = await h.db.selectFrom('bookings').select('id').where('reference', '=', made.json<Booking>().reference).executeTakeFirstOrThrow();
      expect(row.id).toBeGreaterThan(Math.max(...orders.map((o) => o.id)));
    } finally {
      await h.close();
    }
  }, 60_000);

  it('stops with the reference when an order lacks a column every order must have (nothing invented)', async () => {
    const other = await createTestDatabase();
    const odb = openDatabase(other.target);
    try {
      await migrateTo(odb, '0003-integrity-scale');
      await seedAt0003(odb);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- 0003 schema
      await (odb as unknown as Kysely<any>).updateTable('bookings').set({ card_last4: null }).where('reference', '=', ORDER_REF).execute();
      await expect(migrateToLatest(odb)).rejects.toThrow(new RegExp(`0004-booking-claims.*${ORDER_REF}`));
      // Nothing half-done: still the 0003 tables.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- 0003 schema
      expect(await (odb as unknown as Kysely<any>).selectFrom('bookings').select('reference').where('status', '=', 'pending').execute()).toEqual([{ reference: CLAIM_REF }]);
    } finally {
      await odb.destroy();
      await other.drop();
    }
  }, 60_000);
});
