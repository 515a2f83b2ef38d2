// @vitest-environment node
/**
 * Crash safety (issue #6 finding 2, issue #7): a real server process is killed with SIGKILL in the middle
 * of a booking (after the charge; after the supplier booking). No half-written order stays: the claim is
 * pending in booking_claims, with no order and no trip event; a retry with the same key and body through another process
 * recovers the stale claim (charge refunded once, supplier booking cancelled) and completes; the
 * start-up recovery does the same without a retry. Runs on SQLite and PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateBookingRequestInput, HotelSearchResponse } from '@travel/contract';
import { createHarness, createTestDatabase, isoDateInDays, type Harness, type TestDatabase } from '../../../test/harness.ts';
import { scopedIdempotencyKey } from './service.ts';
import { LEAD_TRAVELER as lead, TEST_CARD as card, newSession } from '../../../test/booking-fixtures.ts';

const CHILD = fileURLToPath(new URL('../../../test/crash-child.ts', import.meta.url));
const LONDON = 2643743;

let database: TestDatabase;
let h: Harness;
let sid = '';
let token = '';

beforeAll(async () => {
  database = await createTestDatabase();
  // The "restarted" process: same database, a short claim timeout so the test need not wait a minute.
  h = await createHarness({ database, config: { bookingClaimTimeoutMs: 400, rateLimitsEnabled: false } });
  ({ sid, token } = await newSession(h.app));
}, 60_000);
afterAll(async () => {
  await h?.close();
  await database?.drop();
});

/** Starts the fixture server and resolves with its URL and a promise of the next FAULT line. */
async function startChild(crashAt: string): Promise<{ child: ChildProcess; url: string; fault: Promise<string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, CRASH_AT: crashAt, DATABASE_PATH: database.target.databasePath, DATABASE_URL: database.target.databaseUrl ?? '', RATE_LIMITS: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  let onFault: (line: string) => void = () => undefined;
  const fault = new Promise<string>((resolve) => (onFault = resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`crash child exited early (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('LISTENING ')) resolve(line.slice('LISTENING '.length));
      if (line.startsWith('FAULT ')) onFault(line);
    });
  });
  return { child, url, fault };
}

async function hotelOffer(daysAhead: number) {
  const d = (n: number) => isoDateInDays(n);
  const r = await h.app.inject({ method: 'GET', url: `/i/api/hotels/v1/search?destination=${LONDON}&checkIn=${d(daysAhead)}&checkOut=${d(daysAhead + 2)}&guests=1&stars=3,4` });
  const offer = r.json<HotelSearchResponse>().offers[0];
  if (!offer) throw new Error('no hotel offer');
  return offer;
}

function body(offer: { id: string; price: { amountMinor: number; currency: string } }): CreateBookingRequestInput {
  return { offerId: offer.id, acceptedPrice: offer.price, travelers: [lead], contactEmail: 'ada@example.com', payment: card };
}

async function killMidBooking(crashAt: string, payload: CreateBookingRequestInput, key: string): Promise<string> {
  const { child, url, fault } = await startChild(crashAt);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const request = fetch(`${url}/i/api/bookings/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `sid=${sid}`, 'x-csrf': token, 'idempotency-key': key },
    body: JSON.stringify(payload),
  }).catch((err: unknown) => err);
  const line = await fault;
  child.kill('SIGKILL');
  await exited;
  expect(await request).toBeInstanceOf(Error); // the client saw the connection die, no reply
  return line.split(' ')[2] ?? '';
}

const orderCount = async () => Number((await h.db.selectFrom('trip_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('a server process killed with SIGKILL mid-booking', () => {
  it('after the charge: no half-written order; a retry with the same key and body recovers the claim, refunds once and books', async () => {
    const offer = await hotelOffer(40);
    const key = `crash-after-charge-${Date.now()}`;
    const ordersBefore = await orderCount();
    const reference = await killMidBooking('booking.after-charge', body(offer), key);

    const claim = await h.db.selectFrom('booking_claims').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(claim).toMatchObject({ status: 'pending', recovered_at: null, scoped_key: scopedIdempotencyKey(sid, key) });
    expect(await h.db.selectFrom('bookings').select('id').where('reference', '=', reference).executeTakeFirst()).toBeUndefined();
    expect(await orderCount()).toBe(ordersBefore);
    const charge = await h.db.selectFrom('test_card_charges').selectAll().where('idempotency_key', '=', `booking:${reference}`).executeTakeFirst();
    expect(charge?.amount_minor).toBe(offer.price.amountMinor);

    // The retry waits until the claim is stale (400 ms here), recovers it and completes.
    const retry = await h.app.inject({ method: 'POST', url: '/i/api/bookings/v1', cookies: { sid }, headers: { 'x-csrf': token, 'idempotency-key': key }, payload: body(offer) });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().reference).not.toBe(reference);
    expect(await orderCount()).toBe(ordersBefore + 1);
    const refunds = await h.db.selectFrom('test_card_refunds').selectAll().where('payment_ref', '=', charge?.payment_ref ?? '').execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ refund_key: `refund:${reference}`, amount_minor: offer.price.amountMinor });
    expect(await h.db.selectFrom('bookings').select('id').where('reference', '=', reference).executeTakeFirst()).toBeUndefined();
    expect(await h.db.selectFrom('booking_claims').select('id').where('reference', '=', reference).executeTakeFirst()).toBeUndefined();

    // And the same request again replays the completed booking.
    const replay = await h.app.inject({ method: 'POST', url: '/i/api/bookings/v1', cookies: { sid }, headers: { 'x-csrf': token, 'idempotency-key': key }, payload: body(offer) });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().reference).toBe(retry.json().reference);
  }, 60_000);

  it('after the supplier booking: start-up recovery cancels the supplier booking and refunds, without a retry', async () => {
    const offer = await hotelOffer(41);
    const ordersBefore = await orderCount();
    const reference = await killMidBooking('booking.after-supplier', body(offer), `crash-after-supplier-${Date.now()}`);
    const held = await h.db.selectFrom('offline_supplier_bookings').select(['status']).where('supplier_ref', '=', (await h.app.services.supplier.findBooking(`booking:${reference}`))?.supplierRef ?? '').executeTakeFirst();
    expect(held?.status).toBe('confirmed');

    await expect.poll(async () => (await h.app.services.bookings.recover()).claims, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(await orderCount()).toBe(ordersBefore);
    expect((await h.app.services.supplier.findBooking(`booking:${reference}`))?.status).toBe('cancelled');
    const refund = await h.db.selectFrom('test_card_refunds').selectAll().where('refund_key', '=', `refund:${reference}`).executeTakeFirst();
    expect(refund?.amount_minor).toBe(offer.price.amountMinor);
    expect(await h.db.selectFrom('bookings').select('id').where('reference', '=', reference).executeTakeFirst()).toBeUndefined();
    expect(await h.db.selectFrom('booking_claims').select('id').where('reference', '=', reference).executeTakeFirst()).toBeUndefined();
    // A second pass finds nothing left to do.
    expect((await h.app.services.bookings.recover()).claims).toBe(0);
  }, 60_000);
});
