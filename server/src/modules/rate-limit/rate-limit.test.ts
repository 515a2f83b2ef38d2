// @vitest-environment node
/**
 * Rate limits (issue #6 finding 4), on the dialect of the vitest project (sqlite / postgres): payment
 * attempts per session and per address (refused attempts never reach the payment step), lookups and
 * cancels, session creation per address, metrics, window reset on the injectable clock, counters
 * shared by two apps on one database, concurrent attempts, and everything off with
 * `rateLimitsEnabled: false`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ErrorEnvelopeSchema } from '@travel/contract';
import type { RateLimit, ServerConfig } from '../../config.ts';
import { TEST_CARD, londonHotelOffer, newSession, postBooking, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, createTestDatabase, type Harness, type HarnessOptions } from '../../../test/harness.ts';
import { RATE_LIMIT_KEY_KINDS, RATE_LIMIT_PURGE_INTERVAL_MS, type RateLimitName } from './constants.ts';

const MINUTE_MS = 60_000;
const OTHER_ADDRESS = '203.0.113.7';
/** The test card the payment step declines (402), so an attempt that gets through books nothing. */
const declinedCard = { ...TEST_CARD, number: '4000 0000 0000 0002' };

/** Generous limits for everything, with `overrides` small enough to reach in a test. */
function limits(overrides: Partial<Record<RateLimitName, RateLimit>>): Record<string, RateLimit> {
  const roomy: RateLimit = { max: 1000, windowMs: MINUTE_MS };
  // Every limit the app knows (a new limit name must not break these tests), then the ones under test.
  return { ...Object.fromEntries(Object.keys(RATE_LIMIT_KEY_KINDS).map((name) => [name, roomy])), ...overrides };
}

let clock = Date.now();
const harnesses: Harness[] = [];
const cleanups: (() => Promise<void>)[] = [];

async function harness(rateLimits: Record<string, RateLimit>, extra: Partial<ServerConfig> = {}, options: HarnessOptions = {}): Promise<Harness> {
  const h = await createHarness({ now: () => clock, config: { rateLimitsEnabled: true, rateLimits, ...extra }, ...options });
  harnesses.push(h);
  return h;
}

afterEach(async () => {
  vi.restoreAllMocks();
  for (const h of harnesses.splice(0)) await h.close();
  for (const c of cleanups.splice(0)) await c();
});

/** A London hotel offer (40 days ahead, 2 nights, 2 guests). */
const hotelOffer = (h: Harness) => londonHotelOffer(h.app, { daysAhead: 40, nights: 2, guests: 2, nowMs: clock });

let keySeq = 0;
/** One booking attempt with the declined test card (402 when it reaches the payment step), from the session's address. */
function pay(h: Harness, v: TestSession, offer: { id: string; price: { amountMinor: number; currency: string } }): Promise<LightMyRequestResponse> {
  return postBooking(h.app, v, offer, `rate-limit-${Date.now()}-${++keySeq}`, { payment: declinedCard });
}

function expectRateLimited(r: LightMyRequestResponse): void {
  expect(r.statusCode).toBe(429);
  const body = ErrorEnvelopeSchema.parse(r.json());
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]?.code).toBe('RATE_LIMITED');
  expect(body.errors[0]?.description).toMatch(/try again/i);
  expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(r.headers['cache-control']).toBe('no-store');
}

/** GET lookup of an unknown booking from `address` (undefined: 127.0.0.1), with the session when given. */
function lookup(h: Harness, address: string | undefined, v?: TestSession) {
  return h.app.inject({ method: 'GET', url: '/i/api/bookings/v1/lookup?reference=ZZZZZZ&email=ada%40example.com', remoteAddress: address, ...(v ? { cookies: { sid: v.sid } } : {}) });
}

function cancel(h: Harness, v: TestSession) {
  return h.app.inject({ method: 'POST', url: '/i/api/bookings/v1/ZZZZZZ/cancel', remoteAddress: v.remoteAddress, cookies: { sid: v.sid }, headers: { 'x-csrf': v.token }, payload: { email: 'ada@example.com' } });
}

function metric(h: Harness, v: TestSession) {
  return h.app.inject({ method: 'POST', url: '/i/api/affiliate/ui/metrics/v1/load-time', remoteAddress: v.remoteAddress, cookies: { sid: v.sid }, headers: { 'x-csrf': v.token }, payload: { metricName: 'first-paint', metricValue: 12 } });
}

describe('payment attempts', () => {
  it('per session: over the limit -> 429 RATE_LIMITED with Retry-After and no-store; refused attempts never reach the payment step', async () => {
    clock = Date.now();
    const h = await harness(limits({ PAYMENT_SESSION: { max: 3, windowMs: 10 * MINUTE_MS }, PAYMENT_IP: { max: 100, windowMs: 10 * MINUTE_MS } }));
    const charge = vi.spyOn(h.app.services.payments, 'charge');
    const offer = await hotelOffer(h);
    const a = await newSession(h.app);
    // The demo seed books the demo company's trips: refused attempts add nothing to what is there.
    const tables = ['bookings', 'trips', 'trip_events'] as const;
    const counts = () => Promise.all(tables.map(async (t) => Number((await h.db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)));
    const seeded = await counts();
    for (let i = 0; i < 3; i++) expect((await pay(h, a, offer)).statusCode).toBe(402);
    expect(charge).toHaveBeenCalledTimes(3);
    for (let i = 0; i < 5; i++) {
      const r = await pay(h, a, offer);
      expectRateLimited(r);
      expect(r.headers['retry-after']).toBe('600');
    }
    expect(charge).toHaveBeenCalledTimes(3);
    expect(await counts()).toEqual(seeded);

    // Retry-After counts down with the clock; another session is not limited by a's counter.
    clock += 4 * MINUTE_MS + 500;
    expect((await pay(h, a, offer)).headers['retry-after']).toBe('360');
    expect((await pay(h, await newSession(h.app), offer)).statusCode).toBe(402);
  });

  it('per address: a fresh session from the same address is still limited; another address is not', async () => {
    clock = Date.now();
    const h = await harness(limits({ PAYMENT_SESSION: { max: 3, windowMs: 10 * MINUTE_MS }, PAYMENT_IP: { max: 5, windowMs: 10 * MINUTE_MS } }));
    const charge = vi.spyOn(h.app.services.payments, 'charge');
    const offer = await hotelOffer(h);
    const a = await newSession(h.app);
    for (let i = 0; i < 3; i++) expect((await pay(h, a, offer)).statusCode).toBe(402);
    expectRateLimited(await pay(h, a, offer)); // 4th from this address (refused attempts count too)
    const b = await newSession(h.app);
    expect((await pay(h, b, offer)).statusCode).toBe(402); // 5th from this address
    expectRateLimited(await pay(h, b, offer)); // b's 2nd, the address's 6th
    expect(charge).toHaveBeenCalledTimes(4);
    const elsewhere = await newSession(h.app, OTHER_ADDRESS);
    expect((await pay(h, elsewhere, offer)).statusCode).toBe(402);
  });

  it('the window resets when the clock passes its end', async () => {
    clock = Date.now();
    const h = await harness(limits({ PAYMENT_SESSION: { max: 2, windowMs: MINUTE_MS } }));
    const offer = await hotelOffer(h);
    const a = await newSession(h.app);
    for (let i = 0; i < 2; i++) expect((await pay(h, a, offer)).statusCode).toBe(402);
    const refused = await pay(h, a, offer);
    expectRateLimited(refused);
    expect(refused.headers['retry-after']).toBe('60');
    clock += MINUTE_MS - 1;
    expectRateLimited(await pay(h, a, offer));
    clock += 1;
    expect((await pay(h, a, offer)).statusCode).toBe(402);
    expect((await pay(h, a, offer)).statusCode).toBe(402);
    expectRateLimited(await pay(h, a, offer));
  });

  it('concurrent attempts: exactly max of 12 simultaneous attempts reach the payment step', async () => {
    clock = Date.now();
    const h = await harness(limits({ PAYMENT_SESSION: { max: 3, windowMs: MINUTE_MS } }));
    const charge = vi.spyOn(h.app.services.payments, 'charge');
    const offer = await hotelOffer(h);
    const a = await newSession(h.app);
    const replies = await Promise.all(Array.from({ length: 12 }, () => pay(h, a, offer)));
    expect(replies.filter((r) => r.statusCode === 402)).toHaveLength(3);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(9);
    expect(charge).toHaveBeenCalledTimes(3);
  });
});

describe('booking lookups and cancels', () => {
  it('without a session: counted per address only', async () => {
    clock = Date.now();
    const h = await harness(limits({ LOOKUP_SESSION: { max: 1, windowMs: MINUTE_MS }, LOOKUP_IP: { max: 3, windowMs: MINUTE_MS } }));
    for (let i = 0; i < 3; i++) expect((await lookup(h, '127.0.0.1')).statusCode).toBe(404);
    expectRateLimited(await lookup(h, '127.0.0.1'));
    expect((await lookup(h, OTHER_ADDRESS)).statusCode).toBe(404);
  });

  it('with a session: lookups and cancels share the per-session counter', async () => {
    clock = Date.now();
    const h = await harness(limits({ LOOKUP_SESSION: { max: 2, windowMs: MINUTE_MS }, LOOKUP_IP: { max: 100, windowMs: MINUTE_MS } }));
    const a = await newSession(h.app);
    expect((await lookup(h, a.remoteAddress, a)).statusCode).toBe(404);
    expect((await cancel(h, a)).statusCode).toBe(404);
    expectRateLimited(await cancel(h, a));
    expectRateLimited(await lookup(h, a.remoteAddress, a));
    // The same address without that session is under its own (address) limit.
    expect((await lookup(h, a.remoteAddress)).statusCode).toBe(404);
  });
});

describe('session creation', () => {
  it('per address: form tokens and frame pages that create a session share SESSION_IP; requests with a session are not counted', async () => {
    clock = Date.now();
    const h = await harness(limits({ SESSION_IP: { max: 3, windowMs: MINUTE_MS } }));
    const a = await newSession(h.app);
    await newSession(h.app);
    expect((await h.app.inject({ method: 'GET', url: '/p/demo/' })).statusCode).toBe(200);
    const before = Number((await h.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expectRateLimited(await h.app.inject({ method: 'POST', url: '/k/run/formtoken' }));
    expectRateLimited(await h.app.inject({ method: 'GET', url: '/p/demo/' }));
    expectRateLimited(await h.app.inject({ method: 'GET', url: '/p/demo/hotels' }));
    expect(Number((await h.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
    // A visitor who has a session keeps getting its token and pages.
    for (let i = 0; i < 5; i++) {
      expect((await h.app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid: a.sid } })).statusCode).toBe(200);
      expect((await h.app.inject({ method: 'GET', url: '/p/demo/', cookies: { sid: a.sid } })).statusCode).toBe(200);
    }
    expect((await h.app.inject({ method: 'GET', url: '/p/demo/', remoteAddress: OTHER_ADDRESS })).statusCode).toBe(200);
  });

  it('IPv6 clients are counted per /64', async () => {
    clock = Date.now();
    const h = await harness(limits({ SESSION_IP: { max: 2, windowMs: MINUTE_MS } }));
    await newSession(h.app, '2001:db8:1:2::1');
    await newSession(h.app, '2001:db8:1:2::ffff');
    expectRateLimited(await h.app.inject({ method: 'POST', url: '/k/run/formtoken', remoteAddress: '2001:db8:1:2:abcd::9' }));
    await newSession(h.app, '2001:db8:1:3::1');
  });
});

describe('metrics', () => {
  it('per session and per address', async () => {
    clock = Date.now();
    const h = await harness(limits({ METRICS_SESSION: { max: 2, windowMs: MINUTE_MS }, METRICS_IP: { max: 3, windowMs: MINUTE_MS } }));
    const a = await newSession(h.app);
    const b = await newSession(h.app);
    expect((await metric(h, a)).statusCode).toBe(204);
    expect((await metric(h, a)).statusCode).toBe(204);
    expectRateLimited(await metric(h, a)); // a's 3rd
    expectRateLimited(await metric(h, b)); // the address's 4th
    const c = await newSession(h.app, OTHER_ADDRESS);
    expect((await metric(h, c)).statusCode).toBe(204);
    const stored = Number((await h.db.selectFrom('metrics').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(stored).toBe(3);
  });
});

describe('the store', () => {
  it('two apps on one database share the counters: hits through A count for B', async () => {
    clock = Date.now();
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const rateLimits = limits({ SESSION_IP: { max: 3, windowMs: MINUTE_MS }, LOOKUP_SESSION: { max: 2, windowMs: MINUTE_MS } });
    const a = await harness(rateLimits, {}, { database });
    const b = await harness(rateLimits, {}, { database });
    const visitor = await newSession(a.app);
    await newSession(b.app);
    await newSession(a.app);
    expectRateLimited(await b.app.inject({ method: 'POST', url: '/k/run/formtoken' }));
    expectRateLimited(await a.app.inject({ method: 'GET', url: '/p/demo/' }));
    expect((await lookup(a, visitor.remoteAddress, visitor)).statusCode).toBe(404);
    expect((await lookup(b, visitor.remoteAddress, visitor)).statusCode).toBe(404);
    expectRateLimited(await lookup(a, visitor.remoteAddress, visitor));
    expectRateLimited(await lookup(b, visitor.remoteAddress, visitor));
  });

  it('keys hold a hash of the session id, never the id; expired counters are purged', async () => {
    clock = Date.now();
    const h = await harness(limits({ METRICS_SESSION: { max: 5, windowMs: MINUTE_MS } }));
    const a = await newSession(h.app);
    expect((await metric(h, a)).statusCode).toBe(204);
    const rows = await h.db.selectFrom('rate_limit_counters').selectAll().orderBy('key').execute();
    expect(rows.map((r) => r.key.split(':')[0])).toEqual(['METRICS_IP', 'METRICS_SESSION', 'SESSION_IP']);
    expect(JSON.stringify(rows)).not.toContain(a.sid);
    expect(rows.find((r) => r.key.startsWith('METRICS_SESSION:'))).toMatchObject({ hits: 1, reset_at_ms: Math.floor(clock) + MINUTE_MS });
    clock += Math.max(MINUTE_MS, RATE_LIMIT_PURGE_INTERVAL_MS) + 1;
    expect((await metric(h, a)).statusCode).toBe(204);
    const after = await h.db.selectFrom('rate_limit_counters').selectAll().orderBy('key').execute();
    expect(after.map((r) => r.key.split(':')[0])).toEqual(['METRICS_IP', 'METRICS_SESSION']);
    expect(after.every((r) => r.hits === 1 && r.reset_at_ms === Math.floor(clock) + MINUTE_MS)).toBe(true);
  });
});

describe('limits disabled (RATE_LIMITS=off)', () => {
  it('nothing is limited and nothing is counted', async () => {
    clock = Date.now();
    const one: RateLimit = { max: 1, windowMs: MINUTE_MS };
    const h = await harness(limits({ PAYMENT_SESSION: one, PAYMENT_IP: one, LOOKUP_SESSION: one, LOOKUP_IP: one, SESSION_IP: one, METRICS_SESSION: one, METRICS_IP: one }), { rateLimitsEnabled: false });
    const offer = await hotelOffer(h);
    const a = await newSession(h.app);
    for (let i = 0; i < 4; i++) {
      await newSession(h.app);
      expect((await h.app.inject({ method: 'GET', url: '/p/demo/' })).statusCode).toBe(200);
      expect((await pay(h, a, offer)).statusCode).toBe(402);
      expect((await lookup(h, a.remoteAddress, a)).statusCode).toBe(404);
      expect((await cancel(h, a)).statusCode).toBe(404);
      expect((await metric(h, a)).statusCode).toBe(204);
    }
    expect(await h.db.selectFrom('rate_limit_counters').selectAll().execute()).toEqual([]);
  });
});
