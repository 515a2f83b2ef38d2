// @vitest-environment node
/**
 * Ledger scopes agree with ledger keys (issue #7, ledger.ts): a search or refresh reads the units sold of
 * whole scopes (one query), so every unit key an engine consults or a booking holds must fall in a scope the
 * read covered (`scopeOfKey(key)`), or the engine would see 0 sold for it and show stock already sold.
 *
 * Checked for every vertical through the offline supplier over a recording ledger (nothing sold, every read
 * and booking remembered): each search asks only for keys in the scopes it read; each offer's refresh
 * (alone, and inside book) reads the same scopes as its search and asks for every unit the booking then holds;
 * and every unit key the booking holds is in those scopes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyOffer, Vertical } from '@travel/contract';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { loadAirlines } from '../../modules/flights/service.ts';
import type { SupplierAdapter, SupplierQueries } from '../supplier.ts';
import { scopeOfKey, type InventoryLedger, type LedgerUnit } from './ledger.ts';
import { createOfflineSupplier } from './offline-supplier.ts';

const LONDON = 2643743;
const PARIS = 2988507;
const LYON = 2996944;

/** One ledger read: the scopes asked for and the keys the engine then looked up in the snapshot. */
interface Read {
  scopes: string[];
  asked: string[];
}

let h: Harness;
let supplier: SupplierAdapter;
let reads: Read[] = [];
let booked: Readonly<Record<string, LedgerUnit>>[] = [];
const clock = Date.now();

/** Nothing sold; remembers every read and every booking's units. */
const recordingLedger: InventoryLedger = {
  async read(scopes) {
    const read: Read = { scopes: [...scopes], asked: [] };
    reads.push(read);
    return {
      booked: (key) => {
        read.asked.push(key);
        return 0;
      },
    };
  },
  async book(entry) {
    booked.push(entry.units);
    return { status: 'booked' };
  },
  async cancel() {
    return 'unknown';
  },
  async find() {
    return undefined;
  },
};

beforeAll(async () => {
  h = await createHarness({ now: () => clock });
  supplier = createOfflineSupplier({
    airports: h.app.services.airports.all(), airlines: await loadAirlines(h.db), cities: h.app.services.cities,
    now: () => clock, ledger: recordingLedger, offerSigningKey: 'scopes-test-signing-key-0123456789abcdef',
  });
});
afterAll(async () => {
  await h.close();
});

const d = (n: number) => isoDateInDays(n, clock);

/** Runs `action` and returns the one ledger read it made. */
async function oneRead(action: () => Promise<unknown>): Promise<Read> {
  reads = [];
  await action();
  expect(reads).toHaveLength(1);
  return reads[0] as Read;
}

const outside = (keys: readonly string[], scopes: readonly string[]) => keys.filter((k) => !scopes.includes(scopeOfKey(k)));

const queries: { [V in Vertical]: [string, SupplierQueries[V]][] } = {
  flights: [
    ['one way', { origin: 'JFK', destination: 'LHR', departDate: d(40), adults: 2, cabin: 'economy', currency: 'USD' }],
    ['round trip', { origin: 'JFK', destination: 'LHR', departDate: d(40), returnDate: d(47), adults: 1, cabin: 'business', currency: 'EUR' }],
  ],
  hotels: [['London, 2 rooms', { cityId: LONDON, checkIn: d(50), checkOut: d(53), guests: 3, rooms: 2, currency: 'GBP' }]],
  cars: [
    ['airport desk', { location: { kind: 'airport', code: 'LHR' }, pickUpAt: `${d(30)}T10:00`, dropOffAt: `${d(34)}T10:00`, driverAge: 30, currency: 'USD' }],
    ['city desk', { location: { kind: 'city', cityId: PARIS }, pickUpAt: `${d(30)}T09:30`, dropOffAt: `${d(31)}T18:00`, driverAge: 22, currency: 'EUR' }],
  ],
  trains: [['Paris-Lyon', { originCityId: PARIS, destinationCityId: LYON, date: d(20), passengers: 2, currency: 'EUR' }]],
  packages: [['New York-London', { origin: 'JFK', destinationCityId: LONDON, departDate: d(60), returnDate: d(64), travelers: 2, rooms: 1, cabin: 'economy', currency: 'USD' }]],
};

describe('every unit key a search, a refresh or a booking uses is inside the scopes read', () => {
  const cases = (Object.keys(queries) as Vertical[]).flatMap((vertical) => queries[vertical].map(([label, query]) => ({ vertical, label, query })));

  it.each(cases)('$vertical: $label', async ({ vertical, query }) => {
    let offers: AnyOffer[] = [];
    const search = await oneRead(async () => {
      offers = (await supplier.search(vertical, query as never)) as AnyOffer[];
    });
    expect(offers.length).toBeGreaterThan(1);
    expect(search.asked.length).toBeGreaterThan(0);
    expect(outside(search.asked, search.scopes)).toEqual([]);

    // The cheapest, the dearest and one in between: different options, rooms, classes, desks.
    const sample = [...new Set([0, Math.floor(offers.length / 2), offers.length - 1])].map((i) => offers[i] as AnyOffer);
    for (const offer of sample) {
      const refresh = await oneRead(() => supplier.refreshOffer(offer.id));
      expect(new Set(refresh.scopes), offer.id).toEqual(new Set(search.scopes));
      expect(outside(refresh.asked, refresh.scopes), offer.id).toEqual([]);

      booked = [];
      const travelers = Array.from({ length: 'adults' in query ? query.adults : 'passengers' in query ? query.passengers : 'travelers' in query ? query.travelers : 1 }, (_, i) => ({ firstName: 'Ada', lastName: `Lovelace${String.fromCharCode(97 + i)}` }));
      const inBook = await oneRead(() => supplier.book({ offerId: offer.id, travelers, idempotencyKey: `scopes-${offer.id}` }));
      expect(booked).toHaveLength(1);
      const unitKeys = Object.keys(booked[0] ?? {});
      expect(unitKeys.length, offer.id).toBeGreaterThan(0);
      expect(outside(unitKeys, inBook.scopes), offer.id).toEqual([]);
      expect(outside(unitKeys, search.scopes), offer.id).toEqual([]);
      // The refresh that let the booking through looked at every unit the booking takes.
      expect(inBook.asked, offer.id).toEqual(expect.arrayContaining(unitKeys));
    }
  });
});
