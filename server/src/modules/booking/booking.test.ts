// @vitest-environment node
/**
 * Booking: happy path stored as a booked trip event, declined card stores nothing, card validation,
 * price change 409 then success, idempotent double submit, idempotency conflict, sold out, expired,
 * guest lookup and cancel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema, PriceChangedReplySchema, type Booking, type CreateBookingRequestInput } from '@travel/contract';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { LEAD_TRAVELER as lead, TEST_CARD as card, londonHotelOffer, newSession, postBooking } from '../../../test/booking-fixtures.ts';

let h: Harness;
let clock = Date.now();
let sid = '';
let token = '';
beforeAll(async () => {
  h = await createHarness({ now: () => clock, config: { rateLimitsEnabled: false } });
  ({ sid, token } = await newSession(h.app));
});
afterAll(async () => {
  await h.close();
});

const LONDON = 2643743;
const d = (n: number) => isoDateInDays(n, clock);
let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${++keySeq}`;


const hotelOffer = (nights = 2, stars = '3,4', daysAhead = 45) => londonHotelOffer(h.app, { daysAhead, nights, guests: 2, extra: `&stars=${stars}`, nowMs: clock });

function book(body: Partial<CreateBookingRequestInput> & { offerId: string; acceptedPrice: { amountMinor: number; currency: string } }, key: string | null = newKey()) {
  const { offerId, acceptedPrice, ...patch } = body;
  return postBooking(h.app, { sid, token }, { id: offerId, price: acceptedPrice }, key, { contactEmail: 'Ada@Example.com', ...patch });
}

const count = async (table: 'bookings' | 'trips' | 'trip_events') => Number((await h.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /i/api/bookings/v1', () => {
  let booked: Booking;

  it('books a hotel: 201, reference, stored as a booked trip event of the booker; card last 4 only', async () => {
    const offer = await hotelOffer();
    const r = await book({ offerId: offer.id, acceptedPrice: offer.price });
    expect(r.statusCode).toBe(201);
    booked = BookingSchema.parse(r.json());
    expect(booked.reference).toMatch(/^[A-Z0-9]{6}$/);
    expect(booked).toMatchObject({ status: 'booked', vertical: 'hotels', price: offer.price, payment: { brand: 'visa', last4: '4242' }, contactEmail: 'Ada@Example.com' });
    expect(booked.travelers[0]).toMatchObject({ firstName: 'Ada', travelerId: 0, preferred: true, middleName: '' });
    expect(booked.tripId).toHaveLength(16);
    const ev = await h.db.selectFrom('trip_events').innerJoin('trips', 'trips.id', 'trip_events.trip_id').selectAll().where('trips.id', '=', booked.tripId).executeTakeFirstOrThrow();
    expect(ev).toMatchObject({ state: 'booked', vertical: 'hotels', owner_email: 'ada@example.com', price_amount_minor: offer.price.amountMinor });
    const row = await h.db.selectFrom('bookings').selectAll().where('reference', '=', booked.reference).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('declined card -> 402 PAYMENT_DECLINED with the reason, nothing stored', async () => {
    const offer = await hotelOffer(3);
    const before = await Promise.all([count('bookings'), count('trips'), count('trip_events')]);
    for (const [number, reason] of [
      ['4000000000000002', 'Card declined by issuer'],
      ['4000000000009995', 'Insufficient funds'],
      ['4111111111111111', 'Unknown test card - use a documented test card'],
    ]) {
      const r = await book({ offerId: offer.id, acceptedPrice: offer.price, payment: { ...card, number: number ?? '' } });
      expect(r.statusCode).toBe(402);
      expect(r.json().errors[0]).toMatchObject({ code: 'PAYMENT_DECLINED', description: reason });
    }
    expect(await Promise.all([count('bookings'), count('trips'), count('trip_events')])).toEqual(before);
  });

  it('card and traveler validation', async () => {
    const offer = await hotelOffer(3);
    const cases: [Partial<CreateBookingRequestInput>, string][] = [
      [{ payment: { ...card, number: '4242424242424241' } }, 'payment.number'],
      [{ payment: { ...card, expiryYear: 2020 } }, 'payment.expiry'],
      [{ travelers: [{ ...lead, dateOfBirth: d(-365 * 17) }] }, 'travelers.0.dateOfBirth'],
      [{ travelers: [{ ...lead, dateOfBirth: '1900-01-01' }] }, 'travelers.0.dateOfBirth'],
      [{ travelers: [{ ...lead, lastName: '' }] }, 'travelers.0.lastName'],
      [{ travelers: [{ ...lead, gender: 'X' as never }] }, 'travelers.0.gender'],
      [{ travelers: [lead, lead, lead] }, 'travelers'],
      [{ contactEmail: 'not-an-email' }, 'contactEmail'],
    ];
    for (const [patch, field] of cases) {
      const r = await book({ offerId: offer.id, acceptedPrice: offer.price, ...patch });
      expect(r.statusCode, field).toBe(400);
      expect(r.json().errors[0], field).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    const noKey = await book({ offerId: offer.id, acceptedPrice: offer.price }, null);
    expect(noKey.json().errors[0]).toMatchObject({ field: 'idempotencyKey' });
  });

  it('price changed -> 409 PRICE_CHANGED with the new offer; booking with the new price succeeds', async () => {
    const offer = await hotelOffer(4);
    // Offer ids are signed (issue #6): quote a lower price by editing the payload and signing it with the server's key.
    const tampered = h.app.services.offerIds.sign((h.app.services.offerIds.payload(offer.id) ?? '').replace(/\d+$/, String(offer.price.amountMinor - 500)));
    const seen = { amountMinor: offer.price.amountMinor - 500, currency: offer.price.currency };
    const r = await book({ offerId: tampered, acceptedPrice: seen });
    expect(r.statusCode).toBe(409);
    const body = PriceChangedReplySchema.parse(r.json());
    expect(body.errors[0]?.code).toBe('PRICE_CHANGED');
    expect(body.previousPrice).toEqual(seen);
    expect(body.offer.price).toEqual(offer.price);
    const ok = await book({ offerId: body.offer.id, acceptedPrice: body.offer.price });
    expect(ok.statusCode).toBe(201);
  });

  it('idempotency: two concurrent submits with one key create one booking; a replay answers 200; another body -> 409 IDEMPOTENCY_CONFLICT', async () => {
    const offer = await hotelOffer(5);
    const key = newKey();
    const before = await count('bookings');
    const [a, b] = await Promise.all([book({ offerId: offer.id, acceptedPrice: offer.price }, key), book({ offerId: offer.id, acceptedPrice: offer.price }, key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().reference).toBe(b.json().reference);
    expect(await count('bookings')).toBe(before + 1);
    const replay = await book({ offerId: offer.id, acceptedPrice: offer.price }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().reference).toBe(a.json().reference);
    const conflict = await book({ offerId: offer.id, acceptedPrice: offer.price, contactEmail: 'other@example.com' }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errors[0].code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('sold out: booking a hotel room until none is left, then refresh and booking say sold_out', async () => {
    const offer = await hotelOffer(2, '1,2,3,4,5', 90);
    for (let i = 0; i < offer.roomsLeft; i++) {
      const r = await book({ offerId: offer.id, acceptedPrice: offer.price });
      expect(r.statusCode).toBe(201);
    }
    const refresh = await h.app.inject({ method: 'POST', url: '/i/api/offers/v1/refresh', cookies: { sid }, headers: { 'x-csrf': token }, payload: { offerId: offer.id } });
    expect(refresh.json()).toEqual({ status: 'sold_out' });
    const r = await book({ offerId: offer.id, acceptedPrice: offer.price });
    expect(r.statusCode).toBe(409);
    expect(r.json().errors[0].code).toBe('SOLD_OUT');
  });

  it('expired offer -> 410 OFFER_EXPIRED', async () => {
    const offer = await hotelOffer(6);
    clock += 45 * 60_000;
    try {
      const r = await book({ offerId: offer.id, acceptedPrice: offer.price });
      expect(r.statusCode).toBe(410);
      expect(r.json().errors[0].code).toBe('OFFER_EXPIRED');
    } finally {
      clock -= 45 * 60_000;
    }
  });

  it('books a flight, a car, a train and a package', async () => {
    const jobs: [string, number][] = [
      [`/i/api/flights/v1/search?origin=JFK&destination=LHR&departDate=${d(70)}&adults=2`, 2],
      [`/i/api/cars/v1/search?location=LHR&pickUpAt=${d(70)}&dropOffAt=${d(72)}`, 1],
      [`/i/api/trains/v1/search?origin=2988507&destination=2996944&date=${d(70)}&passengers=2`, 2],
      [`/i/api/packages/v1/search?origin=JFK&destination=${LONDON}&departDate=${d(70)}&returnDate=${d(74)}&travelers=2`, 2],
    ];
    for (const [url, travelers] of jobs) {
      const offer = (await h.app.inject({ method: 'GET', url })).json<{ offers: { id: string; price: { amountMinor: number; currency: string } }[] }>().offers[0];
      if (!offer) throw new Error(`no offer ${url}`);
      const r = await book({ offerId: offer.id, acceptedPrice: offer.price, travelers: Array.from({ length: travelers }, (_, i) => ({ ...lead, firstName: ['Ada', 'Bea', 'Cy', 'Dot'][i] ?? 'Eve' })) });
      expect(r.statusCode, url).toBe(201);
    }
  });

  it('guest lookup by reference + email (case-insensitive); wrong email looks like not found; cancel is idempotent', async () => {
    const ok = await h.app.inject({ method: 'GET', url: `/i/api/bookings/v1/lookup?reference=${booked.reference.toLowerCase()}&email=ADA@example.COM` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().reference).toBe(booked.reference);
    const wrong = await h.app.inject({ method: 'GET', url: `/i/api/bookings/v1/lookup?reference=${booked.reference}&email=eve@example.com` });
    const missing = await h.app.inject({ method: 'GET', url: `/i/api/bookings/v1/lookup?reference=ZZZZZZ&email=ada@example.com` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual(missing.json());
    expect(wrong.json().errors[0].code).toBe('BOOKING_NOT_FOUND');

    const cancel = () => h.app.inject({ method: 'POST', url: `/i/api/bookings/v1/${booked.reference}/cancel`, cookies: { sid }, headers: { 'x-csrf': token }, payload: { email: 'ada@example.com' } });
    const c1 = await cancel();
    expect(c1.statusCode).toBe(200);
    const cancelled = BookingSchema.parse(c1.json());
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelledAt).toBeDefined();
    const c2 = await cancel();
    expect(c2.json()).toEqual(c1.json());
    const ev = await h.db.selectFrom('trip_events').select('state').where('trip_id', '=', booked.tripId).executeTakeFirstOrThrow();
    expect(ev.state).toBe('cancelled');
    const badEmail = await h.app.inject({ method: 'POST', url: `/i/api/bookings/v1/${booked.reference}/cancel`, cookies: { sid }, headers: { 'x-csrf': token }, payload: { email: 'eve@example.com' } });
    expect(badEmail.statusCode).toBe(404);
  });
});
