// @vitest-environment node
/**
 * Forged offer ids over HTTP (issue #6 finding 1): an edited id (old signature) or a re-signed id whose
 * decoded query is impossible is refused by POST /i/api/offers/v1/refresh and POST /i/api/bookings/v1 with
 * 400 VALIDATION_ERROR on `offerId`, before any charge: no booking, trip, trip event, card charge or
 * supplier booking is stored. Reproduces the reported cases: a hotel id with 0 nights (was charged
 * 1.00 USD) and a car whose drop-off is 10 days before pick-up (was booked at a third of the price).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarSearchResponse, CreateBookingRequestInput } from '@travel/contract';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { londonHotelOffer, newSession, postBooking } from '../../../test/booking-fixtures.ts';

let h: Harness;
const clock = Date.now();
let sid = '';
let token = '';
beforeAll(async () => {
  // Rate limits off: this file makes more payment attempts from one session than a user would.
  h = await createHarness({ now: () => clock, config: { rateLimitsEnabled: false } });
  ({ sid, token } = await newSession(h.app));
});
afterAll(async () => {
  await h.close();
});

const d = (n: number) => isoDateInDays(n, clock);
let keySeq = 0;
const newKey = () => `integrity-key-${Date.now()}-${++keySeq}`;


const hotelOffer = () => londonHotelOffer(h.app, { daysAhead: 45, nights: 3, guests: 2, nowMs: clock });
async function carOffer() {
  const r = await h.app.inject({ method: 'GET', url: `/i/api/cars/v1/search?location=LHR&pickUpAt=${d(45)}T10:00&dropOffAt=${d(55)}T10:00` });
  const offer = r.json<CarSearchResponse>().offers[0];
  if (!offer) throw new Error('no car offer');
  return offer;
}

function book(body: Partial<CreateBookingRequestInput> & { offerId: string; acceptedPrice: { amountMinor: number; currency: string } }, key: string = newKey()) {
  const { offerId, acceptedPrice, ...patch } = body;
  return postBooking(h.app, { sid, token }, { id: offerId, price: acceptedPrice }, key, { contactEmail: 'Ada@Example.com', ...patch });
}
const refresh = (offerId: string) => h.app.inject({ method: 'POST', url: '/i/api/offers/v1/refresh', cookies: { sid }, headers: { 'x-csrf': token }, payload: { offerId } });

type Counted = 'bookings' | 'trips' | 'trip_events' | 'test_card_charges' | 'offline_supplier_bookings';
const count = async (table: Counted) => Number((await h.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const counts = () => Promise.all((['bookings', 'trips', 'trip_events', 'test_card_charges', 'offline_supplier_bookings'] as const).map(count));

/** The id with parts of its `_`-separated payload changed; re-signed with the server's key or keeping the old signature. */
function forge(id: string, changes: Record<number, string>, resign: boolean): string {
  const payload = h.app.services.offerIds.payload(id);
  if (payload === null) throw new Error('unsigned id');
  const parts = payload.split('_');
  for (const [i, v] of Object.entries(changes)) parts[Number(i)] = v;
  const edited = parts.join('_');
  return resign ? h.app.services.offerIds.sign(edited) : `${edited}.${id.slice(id.lastIndexOf('.') + 1)}`;
}

function expectOfferIdError(r: { statusCode: number; json(): unknown }, label: string): void {
  expect(r.statusCode, label).toBe(400);
  expect((r.json() as { errors: unknown[] }).errors[0], label).toMatchObject({ code: 'VALIDATION_ERROR', field: 'offerId' });
}

describe('forged offer ids are refused before any charge', () => {
  it('hotel: 0 nights (re-signed), edited price (old signature), unsigned -> 400 on offerId for refresh and booking; nothing stored', async () => {
    const offer = await hotelOffer();
    // hot1_{hotelId}_{room}_{rate}_{checkIn}_{checkOut}_{guests}_{rooms}_{currency}_{quote}_{price}
    const forged: [string, string][] = [
      ['0 nights, re-signed', forge(offer.id, { 5: offer.checkIn, 10: '100' }, true)],
      ['check-out before check-in, re-signed', forge(offer.id, { 5: d(40) }, true)],
      ['0 guests, re-signed', forge(offer.id, { 6: '0' }, true)],
      ['price edited, old signature', forge(offer.id, { 10: '100' }, false)],
      ['0 nights, old signature', forge(offer.id, { 5: offer.checkIn }, false)],
      ['signature stripped', offer.id.slice(0, offer.id.lastIndexOf('.'))],
      ['garbage', 'hot1_whatever'],
    ];
    const before = await counts();
    for (const [label, id] of forged) {
      expectOfferIdError(await refresh(id), `refresh: ${label}`);
      expectOfferIdError(await book({ offerId: id, acceptedPrice: { amountMinor: 100, currency: 'USD' } }), `book: ${label}`);
      expectOfferIdError(await book({ offerId: id, acceptedPrice: offer.price }), `book at the real price: ${label}`);
    }
    expect(await counts()).toEqual(before);
  });

  it('car: drop-off 10 days before pick-up (re-signed) and a cheaper price (old signature) -> 400 on offerId; nothing stored', async () => {
    const offer = await carOffer();
    // car1_{location}_{supplier}_{class}_{pickUpAt}_{dropOffAt}_{driverAge}_{currency}_{quote}_{price}
    const forged: [string, string][] = [
      ['drop-off 10 days before pick-up, re-signed', forge(offer.id, { 5: `${d(35)}T10h00`, 9: String(Math.round(offer.price.amountMinor / 3 / 100) * 100) }, true)],
      ['driver aged 17, re-signed', forge(offer.id, { 6: '17' }, true)],
      ['a third of the price, old signature', forge(offer.id, { 9: String(Math.round(offer.price.amountMinor / 3 / 100) * 100) }, false)],
    ];
    const before = await counts();
    for (const [label, id] of forged) {
      expectOfferIdError(await refresh(id), `refresh: ${label}`);
      expectOfferIdError(await book({ offerId: id, acceptedPrice: { amountMinor: Math.round(offer.price.amountMinor / 3 / 100) * 100, currency: 'USD' } }), `book: ${label}`);
    }
    expect(await counts()).toEqual(before);
  });

  it('the genuine offers still refresh and book', async () => {
    const offer = await hotelOffer();
    expect((await refresh(offer.id)).json()).toMatchObject({ status: 'available', offer: { id: offer.id } });
    const before = await count('bookings');
    const r = await book({ offerId: offer.id, acceptedPrice: offer.price });
    expect(r.statusCode).toBe(201);
    expect(await count('bookings')).toBe(before + 1);
  });
});
