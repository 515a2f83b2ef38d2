// @vitest-environment node
/**
 * The offline supplier's stock ledger lives in the database (issue #7): two server processes (two apps on
 * one database here) share every sale. The last unit of an offer booked concurrently through A and B is
 * sold once and the other gets sold_out; a sale through A shows in B's search; a cancel through B releases
 * the unit for A; findBooking reads the database. Runs on SQLite and PostgreSQL (vitest projects).
 *
 * Concurrency on SQLite: better-sqlite3 is synchronous, so a second connection in the same Node process
 * that waits for the write lock (busy_timeout) blocks the very event loop the first connection needs to
 * commit. Separate processes do not have that problem (and SQLite deployments run one process), so on
 * SQLite the racing "other process" C shares A's connection: Kysely serializes their transactions, and
 * both still refresh before either books, so it is the database's conditional update, not a count in
 * memory, that refuses the second sale. On PostgreSQL A, B and C each have their own pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainOffer } from '@travel/contract';
import { createHarness, createTestDatabase, isoDateInDays, type Harness, type TestDatabase } from '../../../test/harness.ts';
import { openDatabase } from '../../db/index.ts';
import { loadOfferSigningKey } from '../../modules/secrets/service.ts';
import { SupplierBookingError, type SupplierAdapter } from '../supplier.ts';
import { createDatabaseLedger, scopeOfKey } from './ledger.ts';
import { createOfflineSupplier } from './offline-supplier.ts';

const LONDON = 2643743;
const PARIS = 2988507;
const LYON = 2996944;

let database: TestDatabase;
let a: Harness;
let b: Harness;
/** A third supplier built like app.ts builds it: its own pool on PostgreSQL, A's connection on SQLite (see above). */
let c: SupplierAdapter;
let closeC: () => Promise<void> = async () => undefined;
/** Suppliers that may race each other in this process. */
let racers: SupplierAdapter[] = [];
const clock = Date.now();
beforeAll(async () => {
  database = await createTestDatabase();
  a = await createHarness({ database, now: () => clock });
  b = await createHarness({ database, now: () => clock });
  const db = database.dialect === 'postgres' ? openDatabase(database.target) : a.db;
  if (db !== a.db) closeC = () => db.destroy();
  const airlines = (await db.selectFrom('airlines').selectAll().execute()).map((r) => ({ code: r.code, name: r.name, countryCode: r.country_code }));
  c = createOfflineSupplier({
    airports: a.app.services.airports.all(), airlines, cities: a.app.services.cities, now: () => clock,
    ledger: createDatabaseLedger(db, () => clock), offerSigningKey: await loadOfferSigningKey(db, a.config, () => clock),
  });
  racers = database.dialect === 'postgres' ? [a.app.services.supplier, b.app.services.supplier, c] : [a.app.services.supplier, c];
});
afterAll(async () => {
  await closeC();
  await a?.close();
  await b?.close();
  await database?.drop();
});

const d = (n: number) => isoDateInDays(n, clock);
let keySeq = 0;
const newKey = () => `ledger-${Date.now()}-${++keySeq}`;
const traveler = { firstName: 'Ada', lastName: 'Lovelace' };
const supplierOf = (h: Harness) => h.app.services.supplier;

async function trainOffers(s: SupplierAdapter, date: string): Promise<TrainOffer[]> {
  return s.search('trains', { originCityId: PARIS, destinationCityId: LYON, date, passengers: 1, currency: 'USD' });
}
const sameTrain = (x: TrainOffer) => (y: TrainOffer) => y.trainNumber === x.trainNumber && y.departureAt === x.departureAt && y.trainClass === x.trainClass;

describe('scopes', () => {
  it('group the keys one search reads (the rule frozen in migration 0003)', () => {
    expect(scopeOfKey('F|JFK|LHR|2030-01-01|economy|3')).toBe('F|JFK|LHR|2030-01-01|economy');
    expect(scopeOfKey('H|h2643743-12|suite|2030-01-01')).toBe('H|h2643743');
    expect(scopeOfKey('C|LHR|drivo|suv|2030-01-01')).toBe('C|LHR');
    expect(scopeOfKey('C|2643743|drivo|suv|2030-01-01')).toBe('C|2643743');
    expect(scopeOfKey('T|2988507|2996944|2030-01-01|4|first')).toBe('T|2988507|2996944|2030-01-01');
  });
});

describe('two processes on one database', () => {
  it('an offer id issued by A is accepted by B (the signing key is shared through the database)', async () => {
    const offer = (await trainOffers(supplierOf(a), d(50)))[0];
    if (!offer) throw new Error('no train');
    expect(await supplierOf(b).refreshOffer(offer.id)).toMatchObject({ status: 'available' });
    expect(await c.refreshOffer(offer.id)).toMatchObject({ status: 'available' });
  });

  it('a sale through A shows in B\u2019s search; a cancel through B releases it for A', async () => {
    const date = d(51);
    const offer = (await trainOffers(supplierOf(b), date)).find((o) => o.seatsLeft >= 3);
    if (!offer) throw new Error('no train with 3 seats');
    const booking = await supplierOf(a).book({ offerId: offer.id, travelers: [traveler], idempotencyKey: newKey() });
    expect(booking.status).toBe('confirmed');
    expect((await trainOffers(supplierOf(b), date)).find(sameTrain(offer))?.seatsLeft).toBe(offer.seatsLeft - 1);
    expect((await trainOffers(c, date)).find(sameTrain(offer))?.seatsLeft).toBe(offer.seatsLeft - 1);

    expect(await supplierOf(b).cancel({ supplierRef: booking.supplierRef })).toEqual({ supplierRef: booking.supplierRef, status: 'cancelled' });
    expect((await trainOffers(supplierOf(a), date)).find(sameTrain(offer))?.seatsLeft).toBe(offer.seatsLeft);
    // Cancelling again (through either) changes nothing.
    await supplierOf(a).cancel({ supplierRef: booking.supplierRef });
    expect((await trainOffers(supplierOf(b), date)).find(sameTrain(offer))?.seatsLeft).toBe(offer.seatsLeft);
    await expect(supplierOf(b).cancel({ supplierRef: 'OFL-UNKNOWN' })).rejects.toThrow(/Unknown supplier booking/);
  });

  it('flight searches repeated in one quote window (cached offers, issue #23) still see a sale and a cancel made through the other process', async () => {
    const query = { origin: 'CDG', destination: 'FCO', departDate: d(52), returnDate: undefined, adults: 1, cabin: 'economy' as const, currency: 'USD' };
    const flights = (s: SupplierAdapter) => s.search('flights', query);
    const first = await flights(supplierOf(b));
    // The same query again in the same window: the very same offers, ids included.
    expect(await flights(supplierOf(b))).toEqual(first);
    const offer = first.find((o) => o.seatsLeft >= 3);
    if (!offer) throw new Error('no flight with 3 seats');
    const same = (o: { id: string }) => o.id.split('_').slice(0, 10).join('_') === offer.id.split('_').slice(0, 10).join('_');
    const booking = await supplierOf(a).book({ offerId: offer.id, travelers: [traveler], idempotencyKey: newKey() });
    expect(booking.status).toBe('confirmed');
    expect((await flights(supplierOf(b))).find(same)?.seatsLeft).toBe(offer.seatsLeft - 1);
    await supplierOf(a).cancel({ supplierRef: booking.supplierRef });
    expect((await flights(supplierOf(b))).find(same)?.seatsLeft).toBe(offer.seatsLeft);
    expect(await flights(supplierOf(b))).toEqual(first);
  });

  it('the last unit of an offer booked concurrently through two processes is sold once; the other gets sold_out', async () => {
    const offers = await supplierOf(a).search('hotels', { cityId: LONDON, checkIn: d(80), checkOut: d(82), guests: 1, rooms: 1, currency: 'USD' });
    const offer = offers.find((o) => o.roomsLeft >= 2) ?? offers[0];
    if (!offer) throw new Error('no hotel');
    for (let i = 0; i < offer.roomsLeft - 1; i++) await supplierOf(a).book({ offerId: offer.id, travelers: [traveler], idempotencyKey: newKey() });
    expect(await supplierOf(b).refreshOffer(offer.id)).toMatchObject({ status: 'available', offer: { roomsLeft: 1 } });

    const [first, second] = racers.slice(-2) as [SupplierAdapter, SupplierAdapter];
    const results = await Promise.allSettled([
      first.book({ offerId: offer.id, travelers: [traveler], idempotencyKey: newKey() }),
      second.book({ offerId: offer.id, travelers: [traveler], idempotencyKey: newKey() }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(SupplierBookingError);
    expect((rejected?.reason as SupplierBookingError).reason).toBe('sold_out');
    expect(await supplierOf(b).refreshOffer(offer.id)).toEqual({ status: 'sold_out' });
    const unit = await a.db.selectFrom('offline_inventory_units').select(['sold', 'scope']).where('unit_key', '=', `H|${offer.hotel.hotelId}|${offer.roomType}|${offer.checkIn}`).executeTakeFirstOrThrow();
    expect(unit).toEqual({ sold: offer.roomsLeft, scope: `H|h${LONDON}` });
  });

  it('many concurrent bookings of one train through several processes never sell more seats than it has', async () => {
    const date = d(52);
    const offer = (await trainOffers(supplierOf(a), date)).find((o) => o.trainClass === 'first');
    if (!offer) throw new Error('no first-class train');
    const attempts = offer.seatsLeft + 6;
    const results = await Promise.allSettled(Array.from({ length: attempts }, (_, i) => (racers[i % racers.length] as SupplierAdapter).book({ offerId: offer.id, travelers: [traveler], idempotencyKey: newKey() })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(offer.seatsLeft);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as SupplierBookingError).reason).toBe('sold_out');
    expect((await trainOffers(supplierOf(b), date)).find(sameTrain(offer))).toBeUndefined();
  });

  it('one idempotency key booked through two processes at once holds the units once; findBooking reads the database', async () => {
    const date = d(53);
    const offer = (await trainOffers(supplierOf(a), date)).find((o) => o.seatsLeft >= 2);
    if (!offer) throw new Error('no train');
    const key = newKey();
    const [first, second] = racers.slice(-2) as [SupplierAdapter, SupplierAdapter];
    const [x, y] = await Promise.all([first.book({ offerId: offer.id, travelers: [traveler], idempotencyKey: key }), second.book({ offerId: offer.id, travelers: [traveler], idempotencyKey: key })]);
    expect(x).toEqual(y);
    expect((await trainOffers(supplierOf(b), date)).find(sameTrain(offer))?.seatsLeft).toBe(offer.seatsLeft - 1);
    expect(await supplierOf(b).findBooking(key)).toEqual({ supplierRef: x.supplierRef, status: 'confirmed' });
    await supplierOf(b).cancel({ supplierRef: x.supplierRef });
    expect(await supplierOf(a).findBooking(key)).toEqual({ supplierRef: x.supplierRef, status: 'cancelled' });
    expect(await supplierOf(a).findBooking('never-used')).toBeUndefined();
  });
});

describe('the ledger', () => {
  it('takes all units of a booking or none (a round trip whose return is full leaves the outbound untouched)', async () => {
    const ledger = createDatabaseLedger(a.db, () => clock);
    const out = 'F|AAA|BBB|2099-01-01|economy|0';
    const back = 'F|BBB|AAA|2099-01-08|economy|0';
    const price = { amountMinor: 1000, currency: 'USD' };
    expect(await ledger.book({ supplierRef: 'L-1', offerId: 'x', units: { [back]: { count: 2, capacity: 2 } }, price })).toEqual({ status: 'booked' });
    expect(await ledger.book({ supplierRef: 'L-2', offerId: 'x', units: { [out]: { count: 1, capacity: 5 }, [back]: { count: 1, capacity: 2 } }, price })).toEqual({ status: 'sold_out' });
    expect(await ledger.find('L-2')).toBeUndefined();
    const sold = await ledger.read([scopeOfKey(out), scopeOfKey(back)]);
    expect([sold.booked(out), sold.booked(back)]).toEqual([0, 2]);
    // The same number of scopes again (the read reuses its compiled query): each read binds its own scopes.
    const elsewhere = await ledger.read([scopeOfKey(out), 'F|CCC|DDD|2099-01-01|economy']);
    expect([elsewhere.booked(out), elsewhere.booked(back)]).toEqual([0, 0]);
    expect((await ledger.read([scopeOfKey(back), scopeOfKey(out)])).booked(back)).toBe(2);
    expect(await ledger.book({ supplierRef: 'L-3', offerId: 'x', units: { [out]: { count: 6, capacity: 5 } }, price })).toEqual({ status: 'sold_out' });
    expect(await ledger.book({ supplierRef: 'L-1', offerId: 'y', units: { [out]: { count: 1, capacity: 5 } }, price })).toMatchObject({ status: 'exists', booking: { supplierRef: 'L-1', offerId: 'x', status: 'confirmed' } });
    expect((await ledger.read([scopeOfKey(out)])).booked(out)).toBe(0);
    expect(await ledger.cancel('L-1')).toBe('cancelled');
    expect(await ledger.cancel('L-1')).toBe('already_cancelled');
    expect(await ledger.cancel('L-404')).toBe('unknown');
    expect((await ledger.read([scopeOfKey(back)])).booked(back)).toBe(0);
  });
});

describe('hotel rooms (a package holds seats and rooms)', () => {
  it('a package booking holds its flight seats and hotel rooms, visible to the other process', async () => {
    const offers = await supplierOf(a).search('packages', { origin: 'JFK', destinationCityId: LONDON, departDate: d(90), returnDate: d(93), travelers: 1, rooms: 1, cabin: 'economy', currency: 'USD' });
    const pkg = offers[0];
    if (!pkg) throw new Error('no package');
    const rooms = async (s: SupplierAdapter): Promise<number | undefined> => {
      const details = await s.hotelDetails(pkg.hotel.hotel.hotelId, { checkIn: d(90), checkOut: d(93), guests: 1, rooms: 1, currency: 'USD' });
      return details?.rooms.find((r) => r.roomType === pkg.hotel.roomType)?.rates[0]?.roomsLeft;
    };
    const before = await rooms(supplierOf(b));
    const booking = await supplierOf(a).book({ offerId: pkg.id, travelers: [traveler], idempotencyKey: newKey() });
    const after = await rooms(supplierOf(b));
    expect(after === undefined ? 0 : after).toBe((before ?? 0) - 1);
    const flight = (await supplierOf(b).search('flights', { origin: 'JFK', destination: pkg.flight.outbound.segments.at(-1)?.destination.code ?? '', departDate: d(90), returnDate: d(93), adults: 1, cabin: 'economy', currency: 'USD' }))
      .find((f) => f.outbound.segments[0]?.flightNumber === pkg.flight.outbound.segments[0]?.flightNumber && f.outbound.segments[0]?.departureAt === pkg.flight.outbound.segments[0]?.departureAt);
    expect(flight === undefined ? 0 : flight.seatsLeft).toBe(pkg.flight.seatsLeft - 1);
    await supplierOf(b).cancel({ supplierRef: booking.supplierRef });
    expect(await rooms(supplierOf(a))).toBe(before);
  });
});
