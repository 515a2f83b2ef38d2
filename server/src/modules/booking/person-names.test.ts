// @vitest-environment node
/**
 * Person names on POST /i/api/bookings/v1 (issue #6 item 5): traveler names and the card holder name must be
 * letters, marks, spaces, hyphens and apostrophes in a well-formed NFC string; anything else is a
 * 400 VALIDATION_ERROR on the field (`travelers.0.firstName`, `payment.holderName`), nothing charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema, PERSON_NAME_MESSAGE, type CreateBookingRequestInput } from '@travel/contract';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { LEAD_TRAVELER as lead, TEST_CARD as card, londonHotelOffer, newSession, postBooking } from '../../../test/booking-fixtures.ts';

let h: Harness;
let sid = '';
let token = '';
beforeAll(async () => {
  // Ten booking attempts from one session: the per-session payment limit is not what this file tests.
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  ({ sid, token } = await newSession(h.app));
});
afterAll(async () => {
  await h.close();
});

let keySeq = 0;
const newKey = () => `names-key-${Date.now()}-${++keySeq}`;


const hotelOffer = (guests: number) => londonHotelOffer(h.app, { daysAhead: 50, nights: 2, guests, extra: `&rooms=${Math.ceil(guests / 2)}` });

function book(body: Partial<CreateBookingRequestInput> & { offerId: string; acceptedPrice: { amountMinor: number; currency: string } }) {
  const { offerId, acceptedPrice, ...patch } = body;
  return postBooking(h.app, { sid, token }, { id: offerId, price: acceptedPrice }, newKey(), patch);
}

const count = async () => Number((await h.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('person names on POST /i/api/bookings/v1', () => {
  const bad: [string, string][] = [
    ['NUL', 'Ada\u0000'],
    ['a lone surrogate', 'Ada\uD800'],
    ['only a zero-width space', '\u200B'],
    ['a bidi override', '\u202EAda'],
    ['digits', 'Ada2'],
    ['markup', '<script>'],
  ];

  it.each(bad)('traveler firstName with %s -> 400 VALIDATION_ERROR on travelers.0.firstName, nothing stored', async (_label, name) => {
    const offer = await hotelOffer(2);
    const before = await count();
    const r = await book({ offerId: offer.id, acceptedPrice: offer.price, travelers: [{ ...lead, firstName: name }] });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0]).toEqual({ code: 'VALIDATION_ERROR', description: PERSON_NAME_MESSAGE, field: 'travelers.0.firstName' });
    expect(await count()).toBe(before);
  });

  it.each<[string, Partial<CreateBookingRequestInput>]>([
    ['travelers.1.middleName', { travelers: [lead, { ...lead, middleName: 'x\u0000' }] }],
    ['travelers.0.lastName', { travelers: [{ ...lead, lastName: '\u200B\u200B' }] }],
    ['payment.holderName', { payment: { ...card, holderName: 'Ada \u202ELovelace' } }],
  ])('%s follows the same rule', async (field, patch) => {
    const offer = await hotelOffer(2);
    const r = await book({ offerId: offer.id, acceptedPrice: offer.price, ...patch });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field, description: PERSON_NAME_MESSAGE });
  });

  it("accepts José, O\u2019Brien, Anne-Marie, decomposed Jose\u0301 (stored NFC) and 李; the holder name too", async () => {
    const names = ['José', 'O\u2019Brien', 'Anne-Marie', 'Jose\u0301', '李'];
    const offer = await hotelOffer(names.length);
    const travelers = names.map((firstName, i) => (i === 0 ? { ...lead, firstName } : { firstName, lastName: "D'Arcy", dateOfBirth: '1980-01-01' }));
    const r = await book({ offerId: offer.id, acceptedPrice: offer.price, travelers, payment: { ...card, holderName: 'Jose\u0301 O\u2019Brien' } });
    expect(r.statusCode, r.body).toBe(201);
    const booking = BookingSchema.parse(r.json());
    expect(booking.travelers.map((t) => t.firstName)).toEqual(['José', 'O\u2019Brien', 'Anne-Marie', 'José', '李']);
    const lookup = await h.app.inject({ method: 'GET', url: `/i/api/bookings/v1/lookup?reference=${booking.reference}&email=ada@example.com` });
    expect(lookup.statusCode).toBe(200);
    expect(BookingSchema.parse(lookup.json()).travelers[3]?.firstName).toBe('Jos\u00e9');
  });
});
