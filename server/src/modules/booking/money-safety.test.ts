// @vitest-environment node
/**
 * Money safety (issue #6 findings 3 and 4): racing cancels refund once; a failed refund is logged with the
 * reference and retried by recovery; idempotency keys are scoped to the session; guest lookups take the
 * same time whether the reference exists or not. Runs on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CreateBookingRequestInput, HotelSearchResponse } from '@travel/contract';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import type { PaymentAdapter, RefundInput } from '../../payments/payment-adapter.ts';
import { createTestCardPaymentAdapter } from '../../payments/test-card-adapter.ts';
import { LOOKUP_FLOOR_MS } from './service.ts';
import { LEAD_TRAVELER as lead, TEST_CARD as card, newSession } from '../../../test/booking-fixtures.ts';

const LONDON = 2643743;

/** Every refund the payment adapter was asked for; `failNext` makes the provider fail once. */
const refundCalls: RefundInput[] = [];
let failNext = false;
let h: Harness;

beforeAll(async () => {
  // The real test-card adapter needs the harness's database, created below.
  const ref: { real?: PaymentAdapter } = {};
  const real = () => ref.real as PaymentAdapter;
  const payments: PaymentAdapter = {
    validate: (c, n) => real().validate(c, n),
    storeCard: (c, n) => real().storeCard(c, n),
    charge: (i) => real().charge(i),
    findCharge: (k) => real().findCharge(k),
    async refund(input) {
      refundCalls.push(input);
      if (failNext) {
        failNext = false;
        throw new Error('provider unavailable');
      }
      return real().refund(input);
    },
  };
  h = await createHarness({ config: { rateLimitsEnabled: false }, buildOptions: { payments } });
  ref.real = createTestCardPaymentAdapter(h.db);
});
afterAll(async () => {
  await h.close();
});

const session = () => newSession(h.app);

async function refundableHotel(daysAhead: number) {
  const d = (n: number) => isoDateInDays(n);
  const r = await h.app.inject({ method: 'GET', url: `/i/api/hotels/v1/search?destination=${LONDON}&checkIn=${d(daysAhead)}&checkOut=${d(daysAhead + 2)}&guests=1&freeCancellation=true` });
  // The first hotel with a refundable rate of which at least 2 rooms are left: one test books the same rate from
  // two sessions (generated stock is 1-8 rooms).
  for (const listing of r.json<HotelSearchResponse>().offers) {
    const details = await h.app.inject({ method: 'GET', url: `/i/api/hotels/v1/${listing.hotel.hotelId}?checkIn=${d(daysAhead)}&checkOut=${d(daysAhead + 2)}&guests=1` });
    const rate = details.json<{ rooms: { rates: { id: string; price: { amountMinor: number; currency: string }; conditions: { refundable: boolean }; roomsLeft: number }[] }[] }>().rooms.flatMap((room) => room.rates).find((x) => x.conditions.refundable && x.roomsLeft >= 2);
    if (rate) return rate;
  }
  throw new Error('no refundable rate with 2 rooms left');
}

async function book(s: { sid: string; token: string }, offer: { id: string; price: { amountMinor: number; currency: string } }, key: string, patch: Partial<CreateBookingRequestInput> = {}) {
  return h.app.inject({
    method: 'POST', url: '/i/api/bookings/v1', cookies: { sid: s.sid }, headers: { 'x-csrf': s.token, 'idempotency-key': key },
    payload: { offerId: offer.id, acceptedPrice: offer.price, travelers: [lead], contactEmail: 'ada@example.com', payment: card, ...patch },
  });
}

describe('cancel', () => {
  it('twenty racing cancels: one state change, the payment adapter sees exactly one refund of the full price', async () => {
    const s = await session();
    const offer = await refundableHotel(30);
    const created = await book(s, offer, `race-${Date.now()}`);
    expect(created.statusCode).toBe(201);
    const booking = created.json<Booking>();
    refundCalls.length = 0;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => h.app.inject({ method: 'POST', url: `/i/api/bookings/v1/${booking.reference}/cancel`, cookies: { sid: s.sid }, headers: { 'x-csrf': s.token }, payload: { email: 'ada@example.com' } })),
    );
    expect(replies.every((r) => r.statusCode === 200 && r.json().status === 'cancelled')).toBe(true);
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]).toMatchObject({ refundKey: `refund:${booking.reference}`, amount: offer.price });
    const refunds = await h.db.selectFrom('test_card_refunds').selectAll().where('refund_key', '=', `refund:${booking.reference}`).execute();
    expect(refunds).toHaveLength(1);
    const row = await h.db.selectFrom('bookings').select(['status', 'refund_status', 'refund_amount_minor']).where('reference', '=', booking.reference).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', refund_status: 'refunded', refund_amount_minor: offer.price.amountMinor });
  });

  it('a failed refund is recorded as failed (not swallowed) and recovery refunds it once', async () => {
    const s = await session();
    const offer = await refundableHotel(31);
    const booking = (await book(s, offer, `fail-${Date.now()}`)).json<Booking>();
    failNext = true;
    const r = await h.app.inject({ method: 'POST', url: `/i/api/bookings/v1/${booking.reference}/cancel`, cookies: { sid: s.sid }, headers: { 'x-csrf': s.token }, payload: { email: 'ada@example.com' } });
    expect(r.json().status).toBe('cancelled');
    expect((await h.db.selectFrom('bookings').select('refund_status').where('reference', '=', booking.reference).executeTakeFirstOrThrow()).refund_status).toBe('failed');
    expect(await h.db.selectFrom('test_card_refunds').selectAll().where('refund_key', '=', `refund:${booking.reference}`).execute()).toHaveLength(0);
    const report = await h.app.services.bookings.recover();
    expect(report.refunds).toBeGreaterThanOrEqual(1);
    expect((await h.db.selectFrom('bookings').select('refund_status').where('reference', '=', booking.reference).executeTakeFirstOrThrow()).refund_status).toBe('refunded');
    expect(await h.db.selectFrom('test_card_refunds').selectAll().where('refund_key', '=', `refund:${booking.reference}`).execute()).toHaveLength(1);
  });
});

describe('idempotency keys are scoped to the session', () => {
  it('another session using the same key gets its own booking, not a replay of someone else\'s', async () => {
    const a = await session();
    const b = await session();
    const offer = await refundableHotel(32);
    const key = `shared-key-${Date.now()}`;
    const first = await book(a, offer, key);
    expect(first.statusCode).toBe(201);
    const other = await book(b, offer, key, { contactEmail: 'eve@example.com' });
    expect(other.statusCode).toBe(201); // not 409 IDEMPOTENCY_CONFLICT, not A's booking
    expect(other.json().reference).not.toBe(first.json().reference);
    expect(other.json().contactEmail).toBe('eve@example.com');
    const replay = await book(a, offer, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().reference).toBe(first.json().reference);
  });
});

describe('guest lookup timing', () => {
  it('answers no sooner than the floor for an existing and for an unknown reference alike', async () => {
    const s = await session();
    const offer = await refundableHotel(33);
    const booking = (await book(s, offer, `lookup-${Date.now()}`)).json<Booking>();
    const time = async (reference: string, email: string) => {
      const t0 = performance.now();
      const r = await h.app.inject({ method: 'GET', url: `/i/api/bookings/v1/lookup?reference=${reference}&email=${email}` });
      return { ms: performance.now() - t0, status: r.statusCode };
    };
    const found = await time(booking.reference, 'ada@example.com');
    const wrongEmail = await time(booking.reference, 'eve@example.com');
    const unknown = await time('ZZZZZZ', 'ada@example.com');
    expect([found.status, wrongEmail.status, unknown.status]).toEqual([200, 404, 404]);
    for (const t of [found, wrongEmail, unknown]) expect(t.ms).toBeGreaterThanOrEqual(LOOKUP_FLOOR_MS - 1);
  });
});
