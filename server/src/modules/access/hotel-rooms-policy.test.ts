// @vitest-environment node
/**
 * The multi-room rule over the real app and the seeded demo companies (issue #24 multiRoomBookings; reading in contract
 * CompanySchema.multiRoomBookings): a business user in business mode whose company has the switch off is refused hotel
 * searches, hotel details, package searches and hotel or package bookings of more than one room (400 VALIDATION_ERROR on `rooms`, nothing charged);
 * the switch on lets them; consumers and the personal side never meet the rule. The auth state reports the switch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STATE_PATH, AuthStateSchema, ErrorEnvelopeSchema, HOTEL_SEARCH_PATH, type HotelSearchResponse } from '@travel/contract';
import { callAs, signInAs } from '../../../test/business-fixtures.ts';
import { LONDON_CITY_ID, newSession, postBooking, sidOf, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';

let h: Harness;
let consumer: TestSession;
let traveler: TestSession;
let admin: TestSession;
let bookingKey = 0;
const B = '/i/api/business';

/** GET the London hotel search for `rooms` rooms and as many guests. */
function search(session: TestSession | null, rooms: number) {
  const q = new URLSearchParams({ destination: String(LONDON_CITY_ID), checkIn: isoDateInDays(40), checkOut: isoDateInDays(42), guests: String(rooms), rooms: String(rooms) });
  return callAs(h.app, session, 'GET', `${HOTEL_SEARCH_PATH}?${q.toString()}`);
}

/** The first two-room London offer, searched as a visitor (never limited). */
async function twoRoomOffer() {
  const r = await search(null, 2);
  expect(r.statusCode).toBe(200);
  const offer = r.json<HotelSearchResponse>().offers[0];
  if (!offer) throw new Error('no two-room offer');
  expect(offer.rooms).toBe(2);
  return offer;
}

/** Books a two-room offer as `session` (the lead traveler; a hotel booking needs one). */
async function bookTwoRooms(session: TestSession) {
  // Acme's seeded travel policy may put the rate out of policy: the reason the booking page would ask for.
  return postBooking(h.app, session, await twoRoomOffer(), `multi-room-${++bookingKey}`, { outOfPolicyReason: { code: 'other', text: 'Two rooms for the team' } });
}

/** The refusal's one error: code and field. */
function refusal(r: { statusCode: number; json(): unknown }) {
  const e = ErrorEnvelopeSchema.parse(r.json()).errors[0];
  return { status: r.statusCode, code: e?.code, field: e?.field };
}

const ONE_ROOM = { status: 400, code: 'VALIDATION_ERROR', field: 'rooms' };

async function multiRoomOf(session: TestSession): Promise<boolean> {
  return AuthStateSchema.parse((await callAs(h.app, session, 'GET', AUTH_STATE_PATH)).json()).businessState.multiRoomBookings;
}

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  const anon = await newSession(h.app);
  const reg = await h.app.inject({
    method: 'POST', url: '/k/run/auth/register', cookies: { sid: anon.sid }, headers: { 'x-csrf': anon.token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: 'rooms-consumer@example.com', passwd: 'consumer-pass-1', consent: 'true' }).toString(),
  });
  expect(reg.json<{ status: number }>().status).toBe(0);
  const sid = sidOf(reg);
  consumer = { sid, token: (await h.app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid } })).json<{ formtoken: string }>().formtoken };
  traveler = await signInAs(h.app, 'acme:TRAVELER');
  admin = await signInAs(h.app, 'acme:COMPANY_ADMIN');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('multiRoomBookings gates several rooms in one hotel booking', () => {
  it('off (a new company\'s default): a business-mode user gets one room per search, details and booking', async () => {
    const auth = AuthStateSchema.parse((await callAs(h.app, traveler, 'GET', AUTH_STATE_PATH)).json()).businessState;
    expect(auth).toMatchObject({ businessMode: true, multiRoomBookings: false });

    expect((await search(traveler, 1)).statusCode).toBe(200);
    const refused = await search(traveler, 2);
    expect(refusal(refused)).toEqual(ONE_ROOM);
    expect(ErrorEnvelopeSchema.parse(refused.json()).errors[0]?.description).toMatch(/one room per hotel booking/);

    const packages = new URLSearchParams({ origin: 'JFK', destination: 'LHR', departDate: isoDateInDays(40), returnDate: isoDateInDays(44), travelers: '2', rooms: '2' });
    expect(refusal(await callAs(h.app, traveler, 'GET', `/i/api/packages/v1/search?${packages.toString()}`))).toEqual(ONE_ROOM);
    packages.set('rooms', '1');
    expect((await callAs(h.app, traveler, 'GET', `/i/api/packages/v1/search?${packages.toString()}`)).statusCode).toBe(200);

    const offer = await twoRoomOffer();
    const details = await callAs(h.app, traveler, 'GET', `/i/api/hotels/v1/${offer.hotel.hotelId}?checkIn=${offer.checkIn}&checkOut=${offer.checkOut}&guests=2&rooms=2`);
    expect(refusal(details)).toEqual(ONE_ROOM);

    const before = await h.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(refusal(await bookTwoRooms(traveler))).toEqual(ONE_ROOM);
    const after = await h.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('on: the same user searches and books two rooms; off again refuses again', async () => {
    expect((await callAs(h.app, admin, 'PUT', `${B}/company/v1/multiRoomBookings/enable`)).statusCode).toBe(200);
    expect(await multiRoomOf(traveler)).toBe(true);
    expect((await search(traveler, 2)).statusCode).toBe(200);
    const booked = await bookTwoRooms(traveler);
    expect(booked.statusCode).toBe(201);

    expect((await callAs(h.app, admin, 'PUT', `${B}/company/v1/multiRoomBookings/disable`)).statusCode).toBe(200);
    expect(await multiRoomOf(traveler)).toBe(false);
    expect(refusal(await search(traveler, 2))).toEqual(ONE_ROOM);
  });

  it('a consumer is unaffected', async () => {
    expect((await search(consumer, 2)).statusCode).toBe(200);
    expect((await bookTwoRooms(consumer)).statusCode).toBe(201);
  });

  it('the personal side of a business user is unaffected', async () => {
    expect((await callAs(h.app, traveler, 'POST', `${B}/me/v1/accountType`, { accountType: 'personal' })).json()).toMatchObject({ businessMode: false });
    try {
      expect((await search(traveler, 2)).statusCode).toBe(200);
      expect((await bookTwoRooms(traveler)).statusCode).toBe(201);
    } finally {
      await callAs(h.app, traveler, 'POST', `${B}/me/v1/accountType`, { accountType: 'business' });
    }
    expect(refusal(await search(traveler, 2))).toEqual(ONE_ROOM);
  });
});
