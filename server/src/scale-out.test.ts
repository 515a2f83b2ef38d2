// @vitest-environment node
/**
 * Scale-out (issue #7): two app instances on one PostgreSQL database behave as one product. Nothing that
 * matters lives in one process: a form token issued by A is accepted by B; a booking made through A is
 * found and cancelled through B; 100 concurrent submits of one booking spread over A and B create exactly
 * one order; the last unit of an offer booked concurrently through A and B is sold once.
 * PostgreSQL only: two apps on one SQLite file in one process would share one event loop between two
 * synchronous connections (production SQLite is one process; see server/src/db/README.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, HotelOffer, HotelSearchResponse } from '@travel/contract';
import { createHarness, createTestDatabase, isoDateInDays, testDialect, type Harness, type TestDatabase } from '../test/harness.ts';
import { LEAD_TRAVELER as lead, TEST_CARD as card, newSession } from '../test/booking-fixtures.ts';

const LONDON = 2643743;

describe.skipIf(testDialect() !== 'postgres')('two server instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: Harness;
  let b: Harness;
  let sid = '';
  let token = '';

  beforeAll(async () => {
    database = await createTestDatabase({ dialect: 'postgres' });
    a = await createHarness({ database, config: { rateLimitsEnabled: false } });
    b = await createHarness({ database, config: { rateLimitsEnabled: false } });
    ({ sid, token } = await newSession(a.app));
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const either = (i: number) => (i % 2 === 0 ? a : b);

  async function hotelOffers(h: Harness, daysAhead: number): Promise<HotelOffer[]> {
    const r = await h.app.inject({ method: 'GET', url: `/i/api/hotels/v1/search?destination=${LONDON}&checkIn=${isoDateInDays(daysAhead)}&checkOut=${isoDateInDays(daysAhead + 2)}&guests=1` });
    return r.json<HotelSearchResponse>().offers;
  }

  function book(h: Harness, offer: { id: string; price: { amountMinor: number; currency: string } }, key: string) {
    return h.app.inject({
      method: 'POST', url: '/i/api/bookings/v1', cookies: { sid }, headers: { 'x-csrf': token, 'idempotency-key': key },
      payload: { offerId: offer.id, acceptedPrice: offer.price, travelers: [lead], contactEmail: 'ada@example.com', payment: card },
    });
  }

  it('a form token issued by A is accepted by B', async () => {
    const r = await b.app.inject({ method: 'POST', url: '/i/api/affiliate/ui/metrics/v1/load-time', cookies: { sid }, headers: { 'x-csrf': token }, payload: { metricName: 'x', metricValue: 1 } });
    expect(r.statusCode).toBe(204);
    const again = await b.app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid } });
    expect(again.json().formtoken).toBe(token);
  });

  it('a booking made through A is found and cancelled through B', async () => {
    const offer = (await hotelOffers(a, 50))[0] as HotelOffer;
    const made = await book(a, offer, `scale-a-${Date.now()}`);
    expect(made.statusCode).toBe(201);
    const ref = made.json<Booking>().reference;
    const found = await b.app.inject({ method: 'GET', url: `/i/api/bookings/v1/lookup?reference=${ref}&email=ada@example.com` });
    expect(found.statusCode).toBe(200);
    const cancelled = await b.app.inject({ method: 'POST', url: `/i/api/bookings/v1/${ref}/cancel`, cookies: { sid }, headers: { 'x-csrf': token }, payload: { email: 'ada@example.com' } });
    expect(cancelled.json().status).toBe('cancelled');
    const seenByA = await a.app.inject({ method: 'GET', url: `/i/api/bookings/v1/lookup?reference=${ref}&email=ada@example.com` });
    expect(seenByA.json().status).toBe('cancelled');
  });

  it('100 concurrent submits of one booking spread over A and B create exactly one order', async () => {
    const offer = (await hotelOffers(a, 51))[1] as HotelOffer;
    const key = `scale-100-${Date.now()}`;
    const before = Number((await a.db.selectFrom('trip_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => book(either(i), offer, key)));
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(99);
    expect(new Set(replies.map((r) => r.json<Booking>().reference)).size).toBe(1);
    const after = Number((await a.db.selectFrom('trip_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before + 1);
    expect(await a.db.selectFrom('test_card_charges').selectAll().where('idempotency_key', '=', `booking:${replies[0]?.json<Booking>().reference}`).execute()).toHaveLength(1);
  }, 60_000);

  it('the last unit of an offer booked concurrently through A and B is sold once; the other gets SOLD_OUT', async () => {
    const offers = await hotelOffers(a, 52);
    const offer = offers.reduce((min, o) => (o.roomsLeft < min.roomsLeft ? o : min));
    // Only what this test books counts (the demo seed's orders, the demo company's trips, were never charged through the
    // test card; earlier tests' orders and charges are theirs).
    const seeded = new Set((await a.db.selectFrom('bookings').select(['payment_ref']).execute()).map((o) => o.payment_ref));
    const charged = new Set((await a.db.selectFrom('test_card_charges').select(['payment_ref']).execute()).map((c) => c.payment_ref));
    for (let i = 0; i < offer.roomsLeft - 1; i++) expect((await book(either(i), offer, `fill-${Date.now()}-${i}`)).statusCode).toBe(201);
    const stillOne = (await hotelOffers(b, 52)).find((o) => o.hotel.hotelId === offer.hotel.hotelId && o.roomType === offer.roomType);
    expect(stillOne?.roomsLeft).toBe(1);
    const [x, y] = await Promise.all([book(a, offer, `last-a-${Date.now()}`), book(b, offer, `last-b-${Date.now()}`)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
    expect([x, y].find((r) => r.statusCode === 409)?.json().errors[0].code).toBe('SOLD_OUT');
    // Nothing charged for the loser: it was refused at refresh or refunded after the supplier said sold out.
    const charges = await a.db.selectFrom('test_card_charges').select(['payment_ref']).execute();
    const refunds = await a.db.selectFrom('test_card_refunds').select(['payment_ref']).execute();
    const orders = (await a.db.selectFrom('bookings').select(['payment_ref']).execute()).filter((o) => !seeded.has(o.payment_ref)); // orders only (claims: booking_claims)
    const kept = charges.filter((c) => !charged.has(c.payment_ref) && !refunds.some((r) => r.payment_ref === c.payment_ref));
    expect(new Set(kept.map((c) => c.payment_ref))).toEqual(new Set(orders.map((o) => o.payment_ref)));
  }, 60_000);
});
