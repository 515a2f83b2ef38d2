// @vitest-environment node
/**
 * Migration 0015 (trips for accounts, issue #12) on data written at 0014: a guest's booked trip made before
 * trips had destinations and events had result keys. After migrating to latest the trip and its event keep
 * every value, the new columns are null, and the app serves the event through the trips store once an account
 * confirms that email (subtitle and result key read from the stored offer summary; no destination: image city 0;
 * it never takes newly saved results). Down to 0014 and up again keeps the rows. Runs on SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_REGISTER_PATH, AuthVerifyReplySchema, resultKeyOf, TripsStoreReplySchema, type Booking, type OfferSummary } from '@travel/contract';
import { createHarness, createTestDatabase, type Harness, type TestDatabase } from '../../test/harness.ts';
import { londonHotelOffers, newSession, postBooking } from '../../test/booking-fixtures.ts';
import { migrateToLatest, openDatabase, type Database } from './index.ts';
import { MIGRATIONS } from './migrations/index.ts';

const migrator = (db: Kysely<Database>) => new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const { error } = await migrator(db).migrateTo(name);
  if (error) throw error;
}

const TRIP_ID = 'OLDTRIPAT0014XYZ';
let summaryJson: string;
let templateHarness: Harness;
beforeAll(async () => {
  templateHarness = await createHarness({ config: { rateLimitsEnabled: false } });
  const offer = (await londonHotelOffers(templateHarness.app, { daysAhead: 75 }))[0];
  if (!offer) throw new Error('no hotel offer');
  const made = await postBooking(templateHarness.app, await newSession(templateHarness.app), offer, 'template-0015');
  expect(made.statusCode).toBe(201);
  summaryJson = (await templateHarness.db.selectFrom('bookings').select('summary_json').where('reference', '=', made.json<Booking>().reference).executeTakeFirstOrThrow()).summary_json;
}, 60_000);
afterAll(async () => {
  await templateHarness?.close();
});

describe('migration 0015-trips', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase(database.target);
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('keeps old trips and events, leaves the new columns null, and the store serves them to the confirmed account', async () => {
    await migrateTo(db, '0014-partner-social-links');
    const email = `guest-${randomUUID()}@example.com`;
    const now = new Date().toISOString();
    const summary = JSON.parse(summaryJson) as OfferSummary;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 0014 schema is not the app's Database type
    const old = db as unknown as Kysely<any>;
    await old.insertInto('trips').values({ id: TRIP_ID, name: 'Trip to London', owner_email: email, owner_account_id: null, created_at: now, updated_at: now }).execute();
    await old
      .insertInto('trip_events')
      .values({
        trip_id: TRIP_ID, vertical: 'hotels', state: 'booked', title: summary.title, start_date: summary.startDate, end_date: summary.endDate, offer_json: summaryJson,
        price_amount_minor: summary.offer.price.amountMinor, price_currency: summary.offer.price.currency, created_at: now, updated_at: now,
      })
      .execute();

    await migrateToLatest(db);
    const trip = await db.selectFrom('trips').selectAll().where('id', '=', TRIP_ID).executeTakeFirstOrThrow();
    expect(trip).toMatchObject({ name: 'Trip to London', owner_email: email, owner_account_id: null, destination_city_id: null, destination_name: null });
    const event = await db.selectFrom('trip_events').selectAll().where('trip_id', '=', TRIP_ID).executeTakeFirstOrThrow();
    expect(event).toMatchObject({ state: 'booked', offer_json: summaryJson, subtitle: null, result_id: null, result_key: null });

    // Down to 0014 and up again: the same rows.
    await migrateTo(db, '0014-partner-social-links');
    await migrateToLatest(db);
    expect(await db.selectFrom('trips').selectAll().where('id', '=', TRIP_ID).executeTakeFirstOrThrow()).toEqual(trip);
    expect(await db.selectFrom('trip_events').selectAll().where('trip_id', '=', TRIP_ID).executeTakeFirstOrThrow()).toEqual(event);

    const h = await createHarness({ database, config: { rateLimitsEnabled: false } });
    try {
      const s = await newSession(h.app);
      const r = await h.app.inject({
        method: 'POST', url: AUTH_REGISTER_PATH, cookies: { sid: s.sid }, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': s.token },
        payload: new URLSearchParams({ username: email, passwd: 'correct horse battery', consent: 'true' }).toString(),
      });
      const verify = AuthVerifyReplySchema.parse(r.json());
      if (verify.status !== 0) throw new Error(`not signed in: ${r.body}`);
      const sid = /sid=([^;]+)/.exec(String(r.headers['set-cookie']))?.[1] ?? '';
      await h.db.updateTable('accounts').set({ confirmed_at: now }).where('email', '=', email).execute();
      const store = await h.app.inject({
        method: 'POST', url: '/trips/api/store?props=trips', cookies: { sid }, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf': verify.formtoken },
        payload: new URLSearchParams({ fullTripId: TRIP_ID }).toString(),
      });
      expect(store.statusCode, store.body).toBe(200);
      const reply = TripsStoreReplySchema.parse(store.json());
      expect(reply.trips?.map((t) => t.fullTripId)).toEqual([TRIP_ID]);
      expect(reply.trip).toMatchObject({ role: 'owner', destinationCityId: null, destinationName: null, numBookedEvents: 1 });
      expect(reply.trip?.imageUrl).toMatch(/^\/trips\/api\/images\/seasonal\/(winter|spring|summer|autumn)\/0\/64$/);
      expect(reply.trip?.events[0]).toMatchObject({ subtitle: summary.subtitle, resultId: summary.offer.id, resultKey: resultKeyOf(summary.offer), state: 'booked' });
    } finally {
      await h.close();
    }
  }, 60_000);
});
