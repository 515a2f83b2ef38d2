// @vitest-environment node
/**
 * Trips server (issue #12; contract trips.ts; core-and-business §3, §4, §5, §8; account-business-header-and-trips
 * §3, §7 "Trips", §8) on the database of the project (sqlite or postgres), through the HTTP routes: the trips
 * store for visitors and accounts, saving results into auto-named trips by destination and dates, cart, remove,
 * unsave, move, rename, sharing with notifications, settings, tooltips, wishlist, booking from the cart, a
 * signed-in booking joining its trip, a guest booking joining the account once its email is confirmed, the
 * fully cancelled state after the real cancel route, and the authorization sweep (second account, visitor,
 * missing X-CSRF).
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_REGISTER_PATH, AuthVerifyReplySchema, BookingSchema, SaveResultReplySchema, TripDetailsSchema, TripEventSchema, TripsStoreReplySchema, TripsUserSettingsSchema,
  WishlistReplySchema, resultKeyOf, type FlightOffer, type FlightSearchResponse, type HotelOffer, type SaveResultReply, type TripsStoreReply,
} from '@travel/contract';
import { RATE_LIMIT_DEFAULTS } from '../../config.ts';
import { seasonOf } from './presentation.ts';
import { createHarness, flightSearchUrl, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { LONDON_CITY_ID, londonHotelOffers, newSession, postBooking, type TestSession } from '../../../test/booking-fixtures.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

let addressSeq = 1;
const freshAddress = () => `10.31.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

interface Account extends TestSession {
  email: string;
  id: string;
}

/** Registers a new account (unconfirmed email) and returns its signed-in session. */
async function signedIn(harness: Harness = h): Promise<Account> {
  const s = await newSession(harness.app, freshAddress());
  const email = `trips-${randomUUID()}@example.com`;
  const r = await harness.app.inject({
    method: 'POST', url: AUTH_REGISTER_PATH, remoteAddress: s.remoteAddress, cookies: { sid: s.sid },
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token },
    payload: new URLSearchParams({ username: email, passwd: 'correct horse battery', consent: 'true' }).toString(),
  });
  const reply = AuthVerifyReplySchema.parse(r.json());
  if (reply.status !== 0) throw new Error(`not signed in: ${r.body}`);
  const sid = /sid=([^;]+)/.exec(String(r.headers['set-cookie']))?.[1];
  if (!sid) throw new Error('no sid cookie');
  const row = await harness.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { sid, token: reply.formtoken, remoteAddress: s.remoteAddress, email, id: row.id };
}

function send(method: 'POST' | 'GET', url: string, s: TestSession | null, body?: unknown, opts: { csrf?: boolean; harness?: Harness } = {}): Promise<LightMyRequestResponse> {
  return (opts.harness ?? h).app.inject({
    method, url, remoteAddress: s?.remoteAddress, ...(s ? { cookies: { sid: s.sid } } : {}),
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(s && opts.csrf !== false ? { 'x-csrf': s.token } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

const errorOf = (r: LightMyRequestResponse) => r.json<{ errors: { code: string; field?: string; description: string }[] }>().errors[0]!;

async function store(s: TestSession, props?: string): Promise<TripsStoreReply> {
  const r = await send('GET', `/trips/api/store${props ? `?props=${props}` : ''}`, s);
  expect(r.statusCode, r.body).toBe(200);
  return TripsStoreReplySchema.parse(r.json());
}

async function tripDetails(s: TestSession, fullTripId: string): Promise<LightMyRequestResponse> {
  return h.app.inject({
    method: 'POST', url: '/trips/api/store?props=trips', remoteAddress: s.remoteAddress, cookies: { sid: s.sid },
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token }, payload: new URLSearchParams({ fullTripId }).toString(),
  });
}

async function save(s: TestSession, resultId: string): Promise<SaveResultReply> {
  const r = await send('POST', '/trips/api/events/save', s, { resultId });
  expect(r.statusCode, r.body).toBe(200);
  return SaveResultReplySchema.parse(r.json());
}

/** Distinct London hotels for a stay starting `daysAhead` days from now. */
async function hotels(daysAhead: number, nights = 2): Promise<HotelOffer[]> {
  const offers = await londonHotelOffers(h.app, { daysAhead, nights });
  expect(offers.length).toBeGreaterThan(2);
  return offers;
}

async function flightToLondon(daysAhead: number): Promise<FlightOffer> {
  const r = await h.app.inject({ method: 'GET', url: flightSearchUrl({ origin: 'JFK', destination: 'LHR', departDate: isoDateInDays(daysAhead), adults: 1 }) });
  const offer = r.json<FlightSearchResponse>().offers[0];
  if (!offer) throw new Error(`no flight: ${r.body.slice(0, 200)}`);
  return offer;
}

/** A saved hotel of a new account's trip: the account, the reply and the hotel. */
async function accountWithSavedHotel(daysAhead = 50): Promise<{ a: Account; saved: SaveResultReply; hotel: HotelOffer }> {
  const a = await signedIn();
  const hotel = (await hotels(daysAhead))[0]!;
  return { a, saved: await save(a, hotel.id), hotel };
}

const seasonNorth = (iso: string) => {
  const m = Number(iso.slice(5, 7));
  return m === 12 || m <= 2 ? 'winter' : m <= 5 ? 'spring' : m <= 8 ? 'summer' : 'autumn';
};

describe('the trips store', () => {
  it('answers a visitor with loggedIn false and empty lists, honouring props; a trip id is 404 for a visitor', async () => {
    const v = await newSession(h.app, freshAddress());
    const all = await store(v);
    expect(all).toEqual({
      loggedIn: false, trips: [], cart: { events: [] }, notifications: [], wishlist: [], savedResults: [],
      settings: { isTripsDrawerReminderTooltipShown: false, isTripsDrawerGoToTripsButtonTooltipShown: false, isNavigationDrawerTripsTooltipShown: false, mapViewFD: false, mapViewDP: false, tdpAutopilot: false },
    });
    expect(await store(v, 'trips,cart')).toEqual({ loggedIn: false, trips: [], cart: { events: [] } });
    expect((await send('GET', '/trips/api/store?props=bogus', v)).statusCode).toBe(400);
    expect((await tripDetails(v, 'ABCDEFGHJKLMNPQR')).statusCode).toBe(404);
  });

  it('refuses a missing X-CSRF on GET and POST', async () => {
    const a = await signedIn();
    for (const method of ['GET', 'POST'] as const) {
      const r = await send(method, '/trips/api/store', a, method === 'POST' ? {} : undefined, { csrf: false });
      expect(r.statusCode).toBe(403);
      expect(errorOf(r).code).toBe('CSRF_TOKEN_INVALID');
    }
  });
});

describe('saving results', () => {
  it('saves a hotel into a new trip auto-named after the city, and the same result again answers the same event', async () => {
    const a = await signedIn();
    const [first, second] = await hotels(40);
    const saved = await save(a, first!.id);
    expect(saved.created).toBe(true);
    expect(saved.event).toMatchObject({ state: 'saved', isInCart: false, vertical: 'hotels', resultId: first!.id, resultKey: resultKeyOf(first!), booking: null, startDate: first!.checkIn });
    const t = saved.trip;
    expect(t).toMatchObject({
      tripName: 'London', destinationName: 'London', destinationCityId: LONDON_CITY_ID, role: 'owner', numSavedEvents: 1, numCartEvents: 0, numBookedEvents: 0, numCancelledEvents: 0,
      fullyCancelled: false, tripId: t.fullTripId.slice(0, 6), tripHash: t.fullTripId.slice(6), tripUrl: { url: `/trips/${t.fullTripId}` }, startDate: first!.checkIn, endDate: first!.checkOut,
      ownerDisplayName: a.email,
    });
    expect(t.fullTripId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(t.imageUrl).toBe(`/trips/api/images/seasonal/${seasonNorth(first!.checkIn)}/${LONDON_CITY_ID}/64`);

    // A later search gives the same hotel a new offer id: still the same result.
    const again = (await hotels(40)).find((o) => o.hotel.hotelId === first!.hotel.hotelId)!;
    const repeat = await save(a, again.id);
    expect(repeat.created).toBe(false);
    expect(repeat.event.eventId).toBe(saved.event.eventId);

    const other = await save(a, second!.id);
    expect(other.created).toBe(true);
    expect(other.trip.fullTripId).toBe(t.fullTripId);
    expect(other.trip.numSavedEvents).toBe(2);

    const s = await store(a);
    expect(s.loggedIn).toBe(true);
    expect(s.trips?.map((x) => x.fullTripId)).toEqual([t.fullTripId]);
    expect(s.savedResults?.map((x) => x.eventId).sort()).toEqual([saved.event.eventId, other.event.eventId].sort());
    expect(s.savedResults?.find((x) => x.eventId === saved.event.eventId)).toEqual({ resultKey: resultKeyOf(first!), resultId: first!.id, eventId: saved.event.eventId, fullTripId: t.fullTripId });
  });

  it('a flight to LHR joins the London trip of overlapping dates; dates weeks apart make "London 2"; a saved trip within the gap joins', async () => {
    const a = await signedIn();
    const hotel = (await hotels(60))[0]!;
    const london = (await save(a, hotel.id)).trip;
    const flight = await save(a, (await flightToLondon(60)).id);
    expect(flight.event.vertical).toBe('flights');
    expect(flight.trip.fullTripId).toBe(london.fullTripId);
    const later = await save(a, (await hotels(100))[0]!.id);
    expect(later.trip.fullTripId).not.toBe(london.fullTripId);
    expect(later.trip.tripName).toBe('London 2');
    // Check-in 3 days after the first stay's check-out (60 + 2 nights): within TRIP_MATCH_GAP_DAYS.
    const near = await save(a, (await hotels(65))[1]!.id);
    expect(near.trip.fullTripId).toBe(london.fullTripId);
    const s = await store(a, 'trips');
    expect(s.trips).toHaveLength(2);
  });

  it('refuses an edited result id (400 resultId) and needs an account (401)', async () => {
    const a = await signedIn();
    const hotel = (await hotels(45))[0]!;
    const forged = `${hotel.id.slice(0, -2)}${hotel.id.endsWith('AA') ? 'BB' : 'AA'}`;
    const r = await send('POST', '/trips/api/events/save', a, { resultId: forged });
    expect(r.statusCode).toBe(400);
    expect(errorOf(r)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'resultId' });
    const v = await newSession(h.app, freshAddress());
    const visitor = await send('POST', '/trips/api/events/save', v, { resultId: hotel.id });
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).code).toBe('INVALID_SESSION');
  });
});

describe('changing events and trips', () => {
  it('cart, remove, unsave, move and rename', async () => {
    const { a, saved, hotel } = await accountWithSavedHotel(70);
    const eventId = saved.event.eventId;
    const inCart = await send('POST', `/trips/api/events/${eventId}/cart`, a, { inCart: true });
    expect(inCart.statusCode, inCart.body).toBe(200);
    expect(TripEventSchema.parse(inCart.json())).toMatchObject({ state: 'cart', isInCart: true });
    let s = await store(a, 'cart,trips,savedResults');
    expect(s.cart?.events.map((e) => e.eventId)).toEqual([eventId]);
    expect(s.trips?.[0]).toMatchObject({ numCartEvents: 1, numSavedEvents: 0 });
    expect(s.savedResults?.map((x) => x.eventId)).toEqual([eventId]);
    expect(TripEventSchema.parse((await send('POST', `/trips/api/events/${eventId}/cart`, a, { inCart: false })).json()).state).toBe('saved');

    // Move into a second owned trip (dates far apart), then rename that trip.
    const other = await save(a, (await hotels(120))[0]!.id);
    const moved = await send('POST', `/trips/api/events/${eventId}/move`, a, { toFullTripId: other.trip.fullTripId });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(TripEventSchema.parse(moved.json()).fullTripId).toBe(other.trip.fullTripId);
    const renamed = await send('POST', `/trips/api/trips/${other.trip.fullTripId}/rename`, a, { tripName: '  Summer in London ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ tripName: 'Summer in London', numSavedEvents: 2 });
    expect((await send('POST', `/trips/api/trips/${other.trip.fullTripId}/rename`, a, { tripName: '   ' })).statusCode).toBe(400);

    // Unsave by result id (the offer's key), then remove the other event.
    expect((await send('POST', '/trips/api/events/unsave', a, { resultId: hotel.id })).statusCode).toBe(204);
    expect((await send('POST', '/trips/api/events/unsave', a, { resultId: hotel.id })).statusCode).toBe(404);
    expect((await send('POST', `/trips/api/events/${other.event.eventId}/remove`, a, {})).statusCode).toBe(204);
    s = await store(a, 'trips,savedResults');
    expect(s.savedResults).toEqual([]);
    expect(s.trips?.find((t) => t.fullTripId === other.trip.fullTripId)).toMatchObject({ numSavedEvents: 0, startDate: null, endDate: null });
  });
});

describe('sharing and notifications', () => {
  it('shares read-only with another account, which gets a notification, reads the trip, cannot write it, and loses it when revoked', async () => {
    const { a, saved } = await accountWithSavedHotel(80);
    const b = await signedIn();
    const tripId = saved.trip.fullTripId;

    const own = await send('POST', `/trips/api/trips/${tripId}/share`, a, { email: a.email.toUpperCase() });
    expect(own.statusCode).toBe(400);
    expect(errorOf(own)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
    const nobody = await send('POST', `/trips/api/trips/${tripId}/share`, a, { email: `nobody-${randomUUID()}@example.com` });
    expect(nobody.statusCode).toBe(404);
    expect(errorOf(nobody).description).toBe('No account uses this email');

    const before = Math.floor(Date.now() / 1000);
    const shared = await send('POST', `/trips/api/trips/${tripId}/share`, a, { email: b.email });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(TripDetailsSchema.parse(shared.json()).shares).toEqual([expect.objectContaining({ email: b.email, displayName: b.email })]);
    // Sharing twice is one share and one notification.
    expect((await send('POST', `/trips/api/trips/${tripId}/share`, a, { email: b.email })).statusCode).toBe(200);

    const bs = await store(b);
    expect(bs.trips).toEqual([expect.objectContaining({ fullTripId: tripId, role: 'viewer', ownerDisplayName: a.email })]);
    expect(bs.notifications).toHaveLength(1);
    const n = bs.notifications![0]!;
    expect(n).toMatchObject({ type: 'NEW_SHARED_TRIP', tripId, avatarUrl: `/trips/api/images/avatar/${a.id}`, ownerDisplayName: a.email, tripName: saved.trip.tripName });
    expect(n.timestamp).toBeGreaterThanOrEqual(before - 1);
    expect(n.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    // A viewer's store: no saved results or cart from shared trips.
    expect(bs.savedResults).toEqual([]);
    expect(bs.cart).toEqual({ events: [] });

    const details = await tripDetails(b, tripId);
    expect(details.statusCode).toBe(200);
    const trip = TripsStoreReplySchema.parse(details.json()).trip!;
    expect(trip).toMatchObject({ role: 'viewer', shares: [] });
    expect(trip.events.map((e) => [e.eventId, e.booking])).toEqual([[saved.event.eventId, null]]);

    // The viewer cannot write.
    const eventId = saved.event.eventId;
    for (const [url, body] of [
      [`/trips/api/events/${eventId}/cart`, { inCart: true }], [`/trips/api/events/${eventId}/remove`, {}], [`/trips/api/trips/${tripId}/rename`, { tripName: 'Mine' }],
      [`/trips/api/trips/${tripId}/share`, { email: a.email }], [`/trips/api/trips/${tripId}/unshare`, { email: b.email }], ['/trips/api/wishlist/add', { tripId, destination: 'London' }],
    ] as const) {
      const r = await send('POST', url, b, body);
      expect(r.statusCode, `${url} ${r.body}`).toBe(404);
    }

    expect((await send('POST', '/trips/api/user/settings/clearNotification', b, { tripId })).statusCode).toBe(204);
    expect((await store(b, 'notifications')).notifications).toEqual([]);
    expect((await store(b, 'trips')).trips).toHaveLength(1);

    const unshared = await send('POST', `/trips/api/trips/${tripId}/unshare`, a, { email: b.email });
    expect(unshared.statusCode).toBe(200);
    expect(TripDetailsSchema.parse(unshared.json()).shares).toEqual([]);
    expect((await store(b, 'trips')).trips).toEqual([]);
    expect((await tripDetails(b, tripId)).statusCode).toBe(404);
    expect(await h.db.selectFrom('trip_notifications').select('id').where('account_id', '=', b.id).execute()).toEqual([]);
  });
});

describe('settings, tooltips and wishlist', () => {
  it('sets the map and autopilot settings and the three tooltip flags', async () => {
    const a = await signedIn();
    const r = await send('POST', '/trips/api/user/settings/mapViewFD', a, { enabled: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(TripsUserSettingsSchema.parse(r.json())).toMatchObject({ mapViewFD: true, mapViewDP: false, tdpAutopilot: false });
    await send('POST', '/trips/api/user/settings/tdpAutopilot', a, { enabled: true });
    await send('POST', '/trips/api/user/settings/mapViewFD', a, { enabled: false });
    for (const action of ['setTripsDrawerGoToTripsButtonTooltipShown', 'setTripsDrawerReminderTooltipShown', 'setNavigationDrawerTripsTooltipShown']) {
      const t = (await h.app.inject({ method: 'POST', url: `/i/api/trips/user/v1/${action}`, remoteAddress: a.remoteAddress, cookies: { sid: a.sid }, headers: { 'x-csrf': a.token } }));
      expect(t.statusCode, t.body).toBe(200);
    }
    expect((await store(a, 'settings')).settings).toEqual({
      isTripsDrawerReminderTooltipShown: true, isTripsDrawerGoToTripsButtonTooltipShown: true, isNavigationDrawerTripsTooltipShown: true, mapViewFD: false, mapViewDP: false, tdpAutopilot: true,
    });
    expect((await send('POST', '/trips/api/user/settings/bogus', a, { enabled: true })).statusCode).toBe(400);
  });

  it('adds to the wishlist (replacing the same trip) and removes', async () => {
    const { a, saved } = await accountWithSavedHotel(90);
    const tripId = saved.trip.fullTripId;
    let r = await send('POST', '/trips/api/wishlist/add', a, { tripId, destination: 'London' });
    expect(r.statusCode, r.body).toBe(200);
    expect(WishlistReplySchema.parse(r.json()).wishlist).toEqual([{ tripId, destination: 'London' }]);
    r = await send('POST', '/trips/api/wishlist/add', a, { tripId, destination: 'London, UK' });
    expect(r.json()).toEqual({ wishlist: [{ tripId, destination: 'London, UK' }] });
    expect((await store(a, 'wishlist')).wishlist).toEqual([{ tripId, destination: 'London, UK' }]);
    r = await send('POST', '/trips/api/wishlist/remove', a, { tripId });
    expect(r.json()).toEqual({ wishlist: [] });
  });
});

describe('authorization sweep', () => {
  it('every trips call with a second account on the first account\'s trip or event answers 404 and changes nothing; a visitor gets 401; no X-CSRF gets 403', async () => {
    const { a, saved, hotel } = await accountWithSavedHotel(95);
    const b = await signedIn();
    const bTrip = (await save(b, (await hotels(95))[2]!.id)).trip.fullTripId;
    const tripId = saved.trip.fullTripId;
    const eventId = saved.event.eventId;
    // A notification of A's trip exists for A only if shared with A: share it from A to a third account.
    const c = await signedIn();
    expect((await send('POST', `/trips/api/trips/${tripId}/share`, a, { email: c.email })).statusCode).toBe(200);

    const calls: { url: string; body: unknown }[] = [
      { url: '/trips/api/events/unsave', body: { resultId: hotel.id } },
      { url: `/trips/api/events/${eventId}/remove`, body: {} },
      { url: `/trips/api/events/${eventId}/move`, body: { toFullTripId: bTrip } },
      { url: `/trips/api/events/${eventId}/cart`, body: { inCart: true } },
      { url: `/trips/api/trips/${tripId}/rename`, body: { tripName: 'Taken' } },
      { url: `/trips/api/trips/${tripId}/share`, body: { email: b.email } },
      { url: `/trips/api/trips/${tripId}/unshare`, body: { email: c.email } },
      { url: '/trips/api/user/settings/clearNotification', body: { tripId } },
      { url: '/trips/api/wishlist/add', body: { tripId, destination: 'London' } },
      { url: '/trips/api/wishlist/remove', body: { tripId } },
    ];
    for (const { url, body } of calls) {
      const r = await send('POST', url, b, body);
      expect(r.statusCode, `${url}: ${r.body}`).toBe(404);
      expect(errorOf(r).code).toBe('NOT_FOUND');
    }
    // Moving B's own event into A's trip is refused the same way.
    const bEvent = (await store(b, 'savedResults')).savedResults![0]!.eventId;
    expect((await send('POST', `/trips/api/events/${bEvent}/move`, b, { toFullTripId: tripId })).statusCode).toBe(404);
    // The store with A's trip id: 404 exactly like a missing trip.
    const other = await tripDetails(b, tripId);
    const missing = await tripDetails(b, 'ZZZZZZZZZZZZZZZZ');
    expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(missing.json());
    // Booking A's cart event as B: refused before any charge.
    expect((await send('POST', `/trips/api/events/${eventId}/cart`, a, { inCart: true })).statusCode).toBe(200);
    const charges = async () => (await h.db.selectFrom('test_card_charges').select('payment_ref').execute()).length;
    const chargesBefore = await charges();
    const booking = await postBooking(h.app, b, hotel, `sweep-${randomUUID()}`, { tripEventId: eventId });
    expect(booking.statusCode, booking.body).toBe(404);
    expect(errorOf(booking).code).toBe('NOT_FOUND');
    expect(await charges()).toBe(chargesBefore);

    // Nothing of A's changed.
    const aTrip = TripsStoreReplySchema.parse((await tripDetails(a, tripId)).json()).trip!;
    expect(aTrip).toMatchObject({ tripName: saved.trip.tripName, numCartEvents: 1, shares: [expect.objectContaining({ email: c.email })] });
    expect((await store(c, 'notifications')).notifications).toHaveLength(1);

    // A visitor: 401 on every account-only call.
    const v = await newSession(h.app, freshAddress());
    for (const { url, body } of [...calls, { url: '/trips/api/events/save', body: { resultId: hotel.id } }, { url: '/trips/api/user/settings/mapViewFD', body: { enabled: true } }]) {
      const r = await send('POST', url, v, body);
      expect(r.statusCode, url).toBe(401);
      expect(errorOf(r).code).toBe('INVALID_SESSION');
    }
    const tooltip = await h.app.inject({ method: 'POST', url: '/i/api/trips/user/v1/setTripsDrawerReminderTooltipShown', cookies: { sid: v.sid }, headers: { 'x-csrf': v.token } });
    expect(tooltip.statusCode).toBe(401);

    // The owner without X-CSRF: 403 on every call.
    for (const { url, body } of calls) {
      const r = await send('POST', url, a, body, { csrf: false });
      expect(r.statusCode, url).toBe(403);
      expect(errorOf(r).code).toBe('CSRF_TOKEN_INVALID');
    }
  });
});

describe('booking and trips', () => {
  it('books a cart event in place; cancelling the only booking through the cancel route makes the trip fully cancelled', async () => {
    const { a, saved, hotel } = await accountWithSavedHotel(110);
    expect((await send('POST', `/trips/api/events/${saved.event.eventId}/cart`, a, { inCart: true })).statusCode).toBe(200);
    const made = await postBooking(h.app, a, hotel, `cart-${randomUUID()}`, { tripEventId: saved.event.eventId });
    expect(made.statusCode, made.body).toBe(201);
    const booking = BookingSchema.parse(made.json());
    expect(booking.tripId).toBe(saved.trip.fullTripId);

    let trip = TripsStoreReplySchema.parse((await tripDetails(a, saved.trip.fullTripId)).json()).trip!;
    expect(trip.events).toHaveLength(1);
    expect(trip.events[0]).toMatchObject({ eventId: saved.event.eventId, state: 'booked', isInCart: false, booking: { reference: booking.reference, contactEmail: 'ada@example.com' } });
    expect(trip).toMatchObject({ numBookedEvents: 1, numCartEvents: 0, fullyCancelled: false });
    expect((await store(a, 'cart')).cart).toEqual({ events: [] });
    // A booked event cannot be removed, nor moved to the cart, nor booked again.
    expect((await send('POST', `/trips/api/events/${saved.event.eventId}/remove`, a, {})).statusCode).toBe(409);
    expect((await send('POST', `/trips/api/events/${saved.event.eventId}/cart`, a, { inCart: true })).statusCode).toBe(409);
    const again = await postBooking(h.app, a, hotel, `cart-${randomUUID()}`, { tripEventId: saved.event.eventId });
    expect(again.statusCode).toBe(404);

    const cancelled = await h.app.inject({
      method: 'POST', url: `/i/api/bookings/v1/${booking.reference}/cancel`, remoteAddress: a.remoteAddress, cookies: { sid: a.sid }, headers: { 'x-csrf': a.token },
      payload: { email: 'ada@example.com' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    trip = TripsStoreReplySchema.parse((await tripDetails(a, saved.trip.fullTripId)).json()).trip!;
    expect(trip).toMatchObject({ numBookedEvents: 1, numCancelledEvents: 1, numSavedEvents: 0, numCartEvents: 0, fullyCancelled: true });
    expect(trip.events[0]?.state).toBe('cancelled');

    // A fully cancelled trip takes no new results: the same city and dates make a new trip.
    const next = await save(a, (await hotels(110))[1]!.id);
    expect(next.trip.fullTripId).not.toBe(saved.trip.fullTripId);
    expect(next.trip.tripName).toBe('London 2');
  });

  it('a signed-in booking without a cart event joins the matching trip; a visitor\'s booking does not', async () => {
    const { a, saved } = await accountWithSavedHotel(130);
    const other = (await hotels(130))[1]!;
    const made = await postBooking(h.app, a, other, `join-${randomUUID()}`);
    expect(made.statusCode, made.body).toBe(201);
    expect(BookingSchema.parse(made.json()).tripId).toBe(saved.trip.fullTripId);
    const trip = TripsStoreReplySchema.parse((await tripDetails(a, saved.trip.fullTripId)).json()).trip!;
    expect(trip).toMatchObject({ numSavedEvents: 1, numBookedEvents: 1 });

    const v = await newSession(h.app, freshAddress());
    const visitorBooking = await postBooking(h.app, v, (await hotels(130))[2]!, `visitor-${randomUUID()}`);
    expect(visitorBooking.statusCode).toBe(201);
    const visitorTrip = BookingSchema.parse(visitorBooking.json()).tripId;
    expect(visitorTrip).not.toBe(saved.trip.fullTripId);
    const row = await h.db.selectFrom('trips').select(['name', 'owner_account_id']).where('id', '=', visitorTrip).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Trip to London', owner_account_id: null });
  });

  it('a guest booking made with an email joins the account once that email is confirmed on it', async () => {
    const a = await signedIn();
    const v = await newSession(h.app, freshAddress());
    const made = await postBooking(h.app, v, (await hotels(140))[0]!, `guest-${randomUUID()}`, { contactEmail: a.email.toUpperCase() });
    expect(made.statusCode, made.body).toBe(201);
    const guestTrip = BookingSchema.parse(made.json()).tripId;
    expect((await store(a, 'trips')).trips).toEqual([]);
    await h.db.updateTable('accounts').set({ confirmed_at: new Date().toISOString() }).where('id', '=', a.id).execute();
    const s = await store(a, 'trips');
    expect(s.trips?.map((t) => [t.fullTripId, t.role, t.numBookedEvents])).toEqual([[guestTrip, 'owner', 1]]);
    const details = TripsStoreReplySchema.parse((await tripDetails(a, guestTrip)).json()).trip!;
    expect(details.events[0]?.booking?.reference).toBe(BookingSchema.parse(made.json()).reference);
  });
});

describe('seasonal image season', () => {
  it('winter is December to February in the north; the south has the opposite season; no latitude counts as north', () => {
    expect(['2027-12-01', '2027-01-15', '2027-02-28', '2027-03-01', '2027-06-30', '2027-09-01', '2027-11-30'].map((d) => seasonOf(d, 51.5))).toEqual([
      'winter', 'winter', 'winter', 'spring', 'summer', 'autumn', 'autumn',
    ]);
    expect(['2027-12-01', '2027-04-01', '2027-07-01', '2027-10-01'].map((d) => seasonOf(d, -33.9))).toEqual(['summer', 'autumn', 'winter', 'spring']);
    expect(seasonOf('2027-07-01', null)).toBe('summer');
  });
});

describe('booking from the cart as a visitor', () => {
  it('a visitor sending a tripEventId is refused with 404 before any charge', async () => {
    const { a, saved, hotel } = await accountWithSavedHotel(115);
    expect((await send('POST', `/trips/api/events/${saved.event.eventId}/cart`, a, { inCart: true })).statusCode).toBe(200);
    const v = await newSession(h.app, freshAddress());
    const charges = async () => (await h.db.selectFrom('test_card_charges').select('payment_ref').execute()).length;
    const before = await charges();
    const r = await postBooking(h.app, v, hotel, `visitor-cart-${randomUUID()}`, { tripEventId: saved.event.eventId });
    expect(r.statusCode, r.body).toBe(404);
    expect(errorOf(r).code).toBe('NOT_FOUND');
    expect(await charges()).toBe(before);
    expect((await store(a, 'cart')).cart?.events.map((e) => e.eventId)).toEqual([saved.event.eventId]);
  });
});

describe('rate limits', () => {
  it('limits saving per account', async () => {
    const limited = await createHarness({ config: { rateLimits: { ...RATE_LIMIT_DEFAULTS, TRIPS_SAVE_ACCOUNT: { max: 2, windowMs: 60_000 } } } });
    try {
      const a = await signedIn(limited);
      const offers = await londonHotelOffers(limited.app, { daysAhead: 50 });
      const codes: number[] = [];
      for (const o of offers.slice(0, 3)) codes.push((await send('POST', '/trips/api/events/save', a, { resultId: o.id }, { harness: limited })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      // Another account of the same session address is counted on its own.
      const b = await signedIn(limited);
      expect((await send('POST', '/trips/api/events/save', b, { resultId: offers[0]!.id }, { harness: limited })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
