// @vitest-environment node
/**
 * Inbox sync (issue #26; account-business-header-and-trips §7 Gmail subscription calls, §8 Gmail subscription errors)
 * against the real app on the project's database (sqlite or postgres) and a real local OpenID provider: the mailbox
 * pop-up (start, provider consent with the Gmail scope, callback, hand-off, subscription, subscribe), the §8 errors,
 * and the importer behind the forwarding endpoint: each reservation type filed as a booked trip event in the right
 * trip, duplicates, mail without markup, a wrong token, the size limit and the content type.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_REGISTER_PATH, AuthVerifyReplySchema, GMAIL_READONLY_SCOPE, INBOX_GMAIL_START_PATH, INBOX_GMAIL_SUBSCRIBE_PATH, INBOX_GMAIL_SUBSCRIPTION_PATH,
  INBOX_GMAIL_UNSUBSCRIBE_PATH, INBOX_HANDOFF_MESSAGE_TYPE, INBOX_MAX_MESSAGE_BYTES, INBOX_STATUS_PATH, InboundMailReplySchema, InboxGmailStartReplySchema,
  InboxHandoffMessageSchema, InboxStatusSchema, TripsStoreReplySchema, inboxInboundPath, type InboxStatus, type TripDetails,
} from '@travel/contract';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { newSession, type TestSession } from '../../../test/booking-fixtures.ts';
import { carConfirmation, flightConfirmation, hotelConfirmation, plainMessage, trainConfirmation } from '../../../test/inbox-mail-fixtures.ts';
import { LOCAL_OIDC_USERS, startLocalOidcProvider, type LocalOidcProvider } from '../../dev/local-oidc-provider.ts';
import { loadConfig } from '../../config.ts';
import { socialConfigFrom } from '../social/config.ts';
import { signInAtProvider } from '../social/social-test-support.ts';

const PUBLIC_ORIGIN = loadConfig({}).publicOrigin;
const ANA = LOCAL_OIDC_USERS[0]!;
let provider: LocalOidcProvider;
let h: Harness;
let addressSeq = 1;
const freshAddress = () => `10.57.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

beforeAll(async () => {
  provider = await startLocalOidcProvider({ port: 0, productOrigins: [PUBLIC_ORIGIN] });
  h = await createHarness({ config: { social: socialConfigFrom({ LOCAL_OIDC_PORT: new URL(provider.issuer).port }, 8080) } });
});
afterAll(async () => {
  await h?.close();
  await provider?.close();
});

/** Registers a new account and returns its signed-in session. */
async function signedIn(harness: Harness = h): Promise<TestSession> {
  const s = await newSession(harness.app, freshAddress());
  const r = await harness.app.inject({
    method: 'POST', url: AUTH_REGISTER_PATH, remoteAddress: s.remoteAddress, cookies: { sid: s.sid },
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token },
    payload: new URLSearchParams({ username: `inbox-${randomUUID()}@example.com`, passwd: 'correct horse battery', consent: 'true' }).toString(),
  });
  const reply = AuthVerifyReplySchema.parse(r.json());
  if (reply.status !== 0) throw new Error(`not signed in: ${r.body}`);
  const sid = /sid=([^;]+)/.exec(String(r.headers['set-cookie']))?.[1];
  if (!sid) throw new Error('no sid cookie');
  return { sid, token: reply.formtoken, remoteAddress: s.remoteAddress };
}

function send(method: 'POST' | 'GET', url: string, s: TestSession | null, body?: unknown, harness: Harness = h): Promise<LightMyRequestResponse> {
  return harness.app.inject({
    method, url, remoteAddress: s?.remoteAddress, ...(s ? { cookies: { sid: s.sid } } : {}),
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(s ? { 'x-csrf': s.token } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

const errorOf = (r: LightMyRequestResponse) => r.json<{ errors: { code: string; description: string }[] }>().errors[0]!;

/** Steps 1-2: start, consent at the provider as Ana, the callback page. @returns the hand-off message the page posts */
async function popup(s: TestSession, action: 'login' | 'abort' = 'login') {
  const started = await send('POST', INBOX_GMAIL_START_PATH, s, {});
  expect(started.statusCode, started.body).toBe(200);
  const { popupUrl } = InboxGmailStartReplySchema.parse(started.json());
  expect(new URL(popupUrl).searchParams.get('scope')).toContain(GMAIL_READONLY_SCOPE);
  const back = await signInAtProvider(popupUrl, ANA.email, action);
  const page = await h.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  const json = /<script type="application\/json" id="handoff">([^<]*)<\/script>/.exec(page.body)?.[1];
  if (!json) throw new Error(`no hand-off in ${page.body.slice(0, 200)}`);
  return InboxHandoffMessageSchema.parse(JSON.parse(json));
}

/** The whole connection: pop-up, subscription (code), subscribe. @returns the ACTIVE status */
async function connect(s: TestSession): Promise<InboxStatus> {
  const message = await popup(s);
  const pending = await send('POST', INBOX_GMAIL_SUBSCRIPTION_PATH, s, { code: message.code });
  expect(pending.statusCode, pending.body).toBe(200);
  expect(InboxStatusSchema.parse(pending.json()).subscription).toMatchObject({ status: 'PENDING', mailboxEmail: ANA.email });
  const active = await send('POST', INBOX_GMAIL_SUBSCRIBE_PATH, s, {});
  expect(active.statusCode, active.body).toBe(200);
  return InboxStatusSchema.parse(active.json());
}

const tokenOf = (status: InboxStatus) => /^trips\+([A-Za-z0-9_-]+)@/.exec(status.forwardingAddress ?? '')?.[1] ?? '';

function inbound(token: string, raw: Buffer, contentType = 'message/rfc822'): Promise<LightMyRequestResponse> {
  return h.app.inject({ method: 'POST', url: inboxInboundPath(token), remoteAddress: freshAddress(), headers: { 'content-type': contentType }, payload: raw });
}

async function trips(s: TestSession) {
  const r = await send('GET', '/trips/api/store?props=trips', s);
  return TripsStoreReplySchema.parse(r.json()).trips ?? [];
}

async function tripDetails(s: TestSession, fullTripId: string): Promise<TripDetails> {
  const r = await h.app.inject({
    method: 'POST', url: '/trips/api/store?props=trips', remoteAddress: s.remoteAddress, cookies: { sid: s.sid },
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token }, payload: new URLSearchParams({ fullTripId }).toString(),
  });
  const trip = TripsStoreReplySchema.parse(r.json()).trip;
  if (!trip) throw new Error(r.body);
  return trip;
}

describe('connecting a mailbox (§7)', () => {
  it('pop-up with the Gmail scope, then subscription with the code, then subscribe: ACTIVE with a private forwarding address', async () => {
    const s = await signedIn();
    const status = await connect(s);
    expect(status.subscription).toMatchObject({ provider: 'gmail', mailboxEmail: ANA.email, status: 'ACTIVE' });
    expect(status.forwardingAddress).toMatch(/^trips\+[A-Za-z0-9_-]{43}@inbox\.localhost$/);
    const again = InboxStatusSchema.parse((await send('GET', INBOX_STATUS_PATH, s)).json());
    expect(again.forwardingAddress).toBe(status.forwardingAddress);
  });

  it('the hand-off code works once, only for the session that opened the pop-up (§8: GMAIL_CODE_INVALID)', async () => {
    const s = await signedIn();
    const other = await signedIn();
    const { code } = await popup(s);
    const stolen = await send('POST', INBOX_GMAIL_SUBSCRIPTION_PATH, other, { code });
    expect(stolen.statusCode).toBe(400);
    expect(errorOf(stolen).code).toBe('GMAIL_CODE_INVALID');
    expect((await send('POST', INBOX_GMAIL_SUBSCRIPTION_PATH, s, { code })).statusCode).toBe(200);
    const reused = await send('POST', INBOX_GMAIL_SUBSCRIPTION_PATH, s, { code });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).code).toBe('GMAIL_CODE_INVALID');
  });

  it('subscribe without a connected mailbox: 409 GMAIL_NOT_CONNECTED; cancelling at the provider hands back `cancelled`', async () => {
    const s = await signedIn();
    const r = await send('POST', INBOX_GMAIL_SUBSCRIBE_PATH, s, {});
    expect(r.statusCode).toBe(409);
    expect(errorOf(r)).toMatchObject({ code: 'GMAIL_NOT_CONNECTED' });
    expect(await popup(s, 'abort')).toEqual({ type: INBOX_HANDOFF_MESSAGE_TYPE, error: 'cancelled' });
  });

  it('visitors get 401 (an empty status from GET /inbox/status), a missing X-CSRF 403', async () => {
    const visitor = await newSession(h.app, freshAddress());
    expect((await h.app.inject({ method: 'POST', url: INBOX_GMAIL_START_PATH, cookies: { sid: visitor.sid }, headers: { 'x-csrf': visitor.token, 'content-type': 'application/json' }, payload: '{}' })).statusCode).toBe(401);
    // The page's status call answers a visitor with an empty status (a 401 would make the frame reload).
    expect(InboxStatusSchema.parse((await h.app.inject({ method: 'GET', url: INBOX_STATUS_PATH, cookies: { sid: visitor.sid } })).json())).toEqual({ signedIn: false, subscription: null, forwardingAddress: null, messages: [] });
    const s = await signedIn();
    const r = await h.app.inject({ method: 'POST', url: INBOX_GMAIL_START_PATH, cookies: { sid: s.sid }, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(r.statusCode).toBe(403);
    expect(errorOf(r).code).toBe('CSRF_TOKEN_INVALID');
  });

  it('Google switched off: 503 GMAIL_SERVICE_DISABLED (§8)', async () => {
    const off = await createHarness({ config: { social: socialConfigFrom({ LOCAL_OIDC_PORT: new URL(provider.issuer).port, GOOGLE_ENABLED: '0' }, 8080) } });
    try {
      const s = await signedIn(off);
      const r = await send('POST', INBOX_GMAIL_START_PATH, s, {}, off);
      expect(r.statusCode).toBe(503);
      expect(errorOf(r).code).toBe('GMAIL_SERVICE_DISABLED');
    } finally {
      await off.close();
    }
  });
});

describe('importing forwarded confirmations', () => {
  let s: TestSession;
  let token = '';
  beforeAll(async () => {
    s = await signedIn();
    token = tokenOf(await connect(s));
  });

  it('a FlightReservation becomes one booked event in a new trip to its destination; the same mail again is a duplicate', async () => {
    const date = isoDateInDays(40);
    const raw = flightConfirmation({ reservationNumber: 'SWX7Q2', from: 'JFK', to: 'LHR', date });
    const r = await inbound(token, raw);
    expect(r.statusCode, r.body).toBe(200);
    const { message } = InboundMailReplySchema.parse(r.json());
    expect(message.outcome).toBe('IMPORTED');
    expect(message.reservations).toEqual([expect.objectContaining({ vertical: 'flights', reservationNumber: 'SWX7Q2', title: 'JFK → LHR', startDate: date, state: 'IMPORTED', tripName: 'London' })]);
    const trip = await tripDetails(s, message.reservations[0]!.fullTripId!);
    expect(trip.events).toEqual([expect.objectContaining({ state: 'booked', vertical: 'flights', title: 'JFK → LHR', startDate: date, price: { amountMinor: 41250, currency: 'USD' } })]);

    const again = InboundMailReplySchema.parse((await inbound(token, raw)).json()).message;
    expect(again.outcome).toBe('DUPLICATE');
    expect((await tripDetails(s, trip.fullTripId)).events).toHaveLength(1);
  });

  it('a LodgingReservation (microdata) in the same city and dates joins that trip', async () => {
    const r = await inbound(token, hotelConfirmation({ reservationNumber: 'HV-88121', city: 'London', country: 'GB', checkin: isoDateInDays(41), checkout: isoDateInDays(44) }));
    const { message } = InboundMailReplySchema.parse(r.json());
    expect(message.outcome).toBe('IMPORTED');
    const london = (await trips(s)).filter((t) => t.tripName === 'London');
    expect(london).toHaveLength(1);
    expect(message.reservations[0]).toMatchObject({ vertical: 'hotels', fullTripId: london[0]!.fullTripId, state: 'IMPORTED' });
    const events = (await tripDetails(s, london[0]!.fullTripId)).events;
    expect(events.map((e) => [e.vertical, e.state])).toEqual(expect.arrayContaining([['flights', 'booked'], ['hotels', 'booked']]));
    expect(events.find((e) => e.vertical === 'hotels')).toMatchObject({ title: 'Harbour View Hotel, London', startDate: isoDateInDays(41), endDate: isoDateInDays(44), price: { amountMinor: 64000, currency: 'GBP' } });
  });

  it('a RentalCarReservation and a TrainReservation are filed too', async () => {
    const car = InboundMailReplySchema.parse((await inbound(token, carConfirmation({ reservationNumber: 'RR-5521', airport: 'LHR', pickup: isoDateInDays(41), dropoff: isoDateInDays(43) }))).json()).message;
    expect(car).toMatchObject({ outcome: 'IMPORTED', reservations: [expect.objectContaining({ vertical: 'cars', tripName: 'London', state: 'IMPORTED' })] });
    const train = InboundMailReplySchema.parse((await inbound(token, trainConfirmation({ reservationNumber: 'CR-100', fromCity: 'London', fromCountry: 'GB', toCity: 'Paris', toCountry: 'FR', date: isoDateInDays(44) }))).json()).message;
    expect(train).toMatchObject({ outcome: 'IMPORTED', reservations: [expect.objectContaining({ vertical: 'trains', title: 'London → Paris', state: 'IMPORTED', tripName: 'Paris' })] });
  });

  it('mail without markup is left alone and reported (sanitised subject)', async () => {
    const before = (await trips(s)).length;
    const { message } = InboundMailReplySchema.parse((await inbound(token, plainMessage())).json());
    expect(message).toMatchObject({ outcome: 'NO_MARKUP', reservations: [], from: 'news@deals.example' });
    expect(message.subject).toBe('Summer deals gpj.exe inside');
    expect((await trips(s)).length).toBe(before);
    const status = InboxStatusSchema.parse((await send('GET', INBOX_STATUS_PATH, s)).json());
    expect(status.messages[0]).toMatchObject({ outcome: 'NO_MARKUP' });
    expect(status.messages.map((m) => m.outcome)).toEqual(['NO_MARKUP', 'IMPORTED', 'IMPORTED', 'IMPORTED', 'DUPLICATE', 'IMPORTED']);
  });

  it('a wrong or disconnected token answers 404 and files nothing; other content types 400; over the size limit 413', async () => {
    const wrong = await inbound('x'.repeat(43), flightConfirmation({ reservationNumber: 'NOPE01', from: 'JFK', to: 'LHR', date: isoDateInDays(50) }));
    expect(wrong.statusCode).toBe(404);
    expect(errorOf(wrong).code).toBe('NOT_FOUND');
    const text = await inbound(token, Buffer.from('hello'), 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(errorOf(text).code).toBe('VALIDATION_ERROR');
    const big = Buffer.concat([flightConfirmation({ reservationNumber: 'BIG001', from: 'JFK', to: 'LHR', date: isoDateInDays(50) }), Buffer.alloc(INBOX_MAX_MESSAGE_BYTES, 'a')]);
    expect((await inbound(token, big)).statusCode).toBe(413);

    const other = await signedIn();
    const otherToken = tokenOf(await connect(other));
    expect((await send('POST', INBOX_GMAIL_UNSUBSCRIBE_PATH, other, {})).statusCode).toBe(200);
    expect((await inbound(otherToken, flightConfirmation({ reservationNumber: 'GONE01', from: 'JFK', to: 'LHR', date: isoDateInDays(50) }))).statusCode).toBe(404);
    expect(await trips(other)).toEqual([]);
  });
});
