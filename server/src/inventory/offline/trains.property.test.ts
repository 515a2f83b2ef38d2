// @vitest-environment node
/**
 * Property-based tests of the offline train rules (issue #11 "Believable inventory"; rules in trains.ts,
 * train-network.ts and train-stations.ts), over thousands of generated searches between real GeoNames cities:
 * - big cities within high-speed range get direct trains only (Paris-Lyon about 2 h, London-Paris about
 *   2 h 20 through the tunnel, Madrid-Barcelona direct), never faster than the fastest intercity speed;
 * - stations carry the city's real main station where the curated table has it, otherwise `<City> (main station)`;
 * - every departure is sold in both classes with the same train number and times (one train, two classes), and
 *   no two trains of a route leave at the same minute.
 * No database: the engine runs over the packaged reference data with nothing sold, so the suite runs once,
 * in the SQLite project.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../test/property-seed.ts';
import type { TrainOffer } from '@travel/contract';
import { createCityIndex, type City, type CityIndex } from '../cities.ts';
import { loadReferenceData } from '../reference-data.ts';
import type { InventoryAirport } from './flights.ts';
import { haversineKm } from './geo-time.ts';
import { NOTHING_SOLD } from './ledger.ts';
import { createOfferIdSigner } from './offer-ids.ts';
import { addDays } from './pricing.ts';
import { MAIN_STATIONS } from './train-stations.ts';
import { createTrainEngine, railLinked, type TrainEngine } from './trains.ts';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const TODAY = '2026-03-02';
const runsTwice = process.env.TEST_DIALECT === 'postgres';

const PARIS = 2988507;
const LYON = 2996944;
const LONDON = 2643743;
const MADRID = 3117735;
const BARCELONA = 3128760;
const BERLIN = 2950159;
const MUNICH = 2867714;
const MANCHESTER = 2643123;
const LISBON = 2267057;

/** Fastest average speed over the track (1.2 x great circle), km/h: China's 280 km/h on a departure 3 % faster than usual. */
const FASTEST_KMH = 290;

let cities: CityIndex;
let engine: TrainEngine;
let big: City[];
let all: City[];

beforeAll(() => {
  if (runsTwice) return;
  const airports: InventoryAirport[] = loadReferenceData().airports.map((r) => ({
    code: r.code, name: r.name, city: r.city, countryCode: r.country_code, countryName: r.country_name, timeZone: r.time_zone, latitude: r.latitude, longitude: r.longitude, size: r.size,
  }));
  cities = createCityIndex(airports);
  engine = createTrainEngine({ cities, now: () => NOW, signer: createOfferIdSigner('train-property-test-key-0123456789abcdef') });
  const europeAndAsia = new Set(['GB', 'FR', 'BE', 'NL', 'DE', 'CH', 'AT', 'IT', 'ES', 'PT', 'PL', 'CZ', 'SE', 'DK', 'NO', 'HU', 'CN', 'JP', 'KR', 'US', 'CA']);
  all = [...new Set(['a', 'b', 'c', 'd', 'e', 'g', 'h', 'k', 'l', 'm', 'n', 'o', 'p', 'r', 's', 't', 'v', 'w'].flatMap((p) => cities.byNamePrefix(p, 400)))]
    .filter((c) => europeAndAsia.has(c.countryCode));
  big = all.filter((c) => c.population >= 200_000);
}, 60_000);

const dateArb = fc.integer({ min: 2, max: 300 }).map((n) => addDays(TODAY, n));
const search = (a: City, b: City, date: string, passengers = 1): TrainOffer[] =>
  engine.search({ originCityId: a.id, destinationCityId: b.id, date, passengers, currency: 'EUR' }, NOTHING_SOLD);
const km = (a: City, b: City) => haversineKm(a.latitude, a.longitude, b.latitude, b.longitude);
const crossesChannel = (a: City, b: City) => (a.countryCode === 'GB') !== (b.countryCode === 'GB');

/** Written independently of train-network.ts: a big-city pair within high-speed range that has direct trains. */
function expectDirect(a: City, b: City): boolean {
  const limit = a.countryCode === 'CN' && b.countryCode === 'CN' ? 1200 : 800;
  if (a.population < 200_000 || b.population < 200_000 || km(a, b) > limit) return false;
  if (crossesChannel(a, b)) return [a.id, b.id].includes(LONDON) && [PARIS, 2998324, 2800866, 2759794, 2747891].some((id) => [a.id, b.id].includes(id));
  return [a.countryCode, b.countryCode].sort().join('-') !== 'ES-PT';
}

describe.skipIf(runsTwice)('direct trains between big cities', () => {
  it('every train between two big cities within high-speed range is direct, and no faster than the fastest line', () => {
    let directPairs = 0;
    fc.assert(
      fc.property(fc.nat(), fc.nat(), dateArb, (i, j, date) => {
        const a = big[i % big.length] as City;
        const b = big[j % big.length] as City;
        fc.pre(a.id !== b.id && railLinked(a, b));
        const offers = search(a, b, date);
        expect(offers.length).toBeGreaterThan(0);
        const direct = expectDirect(a, b);
        if (direct) directPairs++;
        for (const o of offers) {
          if (direct) expect(o.changes, `${a.name}-${b.name}`).toBe(0);
          if (crossesChannel(a, b) && !direct) expect(o.changes).toBeGreaterThan(0);
          expect(o.durationMinutes).toBeGreaterThanOrEqual((km(a, b) * 1.2 * 60) / FASTEST_KMH - 5);
          expect(Date.parse(o.arrivalAt) - Date.parse(o.departureAt)).toBe(o.durationMinutes * 60_000);
        }
      }),
      { numRuns: propertyRuns(1500) },
    );
    expect(directPairs).toBeGreaterThan(propertyRuns(1500) / 5); // the generated pairs do exercise the corridors
  });

  it.each([
    { label: 'Paris-Lyon', aId: PARIS, bId: LYON, min: 110, max: 135 },
    { label: 'London-Paris', aId: LONDON, bId: PARIS, min: 125, max: 155 },
    { label: 'Madrid-Barcelona', aId: MADRID, bId: BARCELONA, min: 140, max: 180 },
    { label: 'Berlin-Munich', aId: BERLIN, bId: MUNICH, min: 190, max: 250 },
  ])('$label: direct trains only, $min-$max minutes, both ways', ({ aId, bId, min, max }) => {
    const a = cities.get(aId) as City;
    const b = cities.get(bId) as City;
    for (const [x, y] of [[a, b], [b, a]] as const) {
      const offers = search(x, y, addDays(TODAY, 20));
      expect(offers.length).toBeGreaterThan(5);
      for (const o of offers) {
        expect(o.changes).toBe(0);
        expect(o.durationMinutes).toBeGreaterThanOrEqual(min);
        expect(o.durationMinutes).toBeLessThanOrEqual(max);
      }
    }
  });

  it('Manchester-Paris changes (no tunnel service), Madrid-Lisbon changes (no cross-border train)', () => {
    for (const [a, b] of [[MANCHESTER, PARIS], [MADRID, LISBON]] as const) {
      const offers = search(cities.get(a) as City, cities.get(b) as City, addDays(TODAY, 30));
      expect(offers.length).toBeGreaterThan(0);
      for (const o of offers) expect(o.changes).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(runsTwice)('stations', () => {
  it('are the main station of the curated table, or "<City> (main station)"', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), dateArb, (i, j, date) => {
        const a = all[i % all.length] as City;
        const b = all[j % all.length] as City;
        fc.pre(a.id !== b.id && railLinked(a, b));
        for (const o of search(a, b, date)) {
          for (const [s, city] of [[o.origin, a], [o.destination, b]] as const) {
            expect(s.cityId).toBe(city.id);
            const terminal = city.id === PARIS ? /^Paris (Gare du Nord|Gare de l'Est|Gare de Lyon|Montparnasse|Saint-Lazare)$/
              : city.id === LONDON ? /^London (St Pancras International|Euston|King's Cross|Paddington|Waterloo|Victoria|Liverpool Street)$/
                : city.id === MADRID ? /^Madrid (Chamartín|Puerta de Atocha)$/ : null;
            if (terminal) expect(s.name).toMatch(terminal);
            else expect(s.name).toBe(MAIN_STATIONS[city.id] ?? `${city.name} (main station)`);
          }
        }
      }),
      { numRuns: propertyRuns(1500) },
    );
  });

  it('name the terminal a traveller expects: Paris Gare de Lyon for Lyon, Gare du Nord and St Pancras between Paris and London, Atocha and Sants', () => {
    const one = (a: number, b: number) => search(cities.get(a) as City, cities.get(b) as City, addDays(TODAY, 20))[0];
    expect(one(PARIS, LYON)).toMatchObject({ origin: { name: 'Paris Gare de Lyon' }, destination: { name: 'Lyon Part-Dieu' } });
    expect(one(LONDON, PARIS)).toMatchObject({ origin: { name: 'London St Pancras International' }, destination: { name: 'Paris Gare du Nord' } });
    expect(one(MADRID, BARCELONA)).toMatchObject({ origin: { name: 'Madrid Puerta de Atocha' }, destination: { name: 'Barcelona Sants' } });
    expect(one(BERLIN, MUNICH)).toMatchObject({ origin: { name: 'Berlin Hauptbahnhof' }, destination: { name: 'München Hauptbahnhof' } });
    expect(one(LONDON, MANCHESTER)).toMatchObject({ origin: { name: 'London Euston' }, destination: { name: 'Manchester Piccadilly' } });
  });
});

describe.skipIf(runsTwice)('one train, its classes', () => {
  it('every departure is offered in standard and first class with the same train number, times and changes; departures differ', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), dateArb, (i, j, date) => {
        const a = big[i % big.length] as City;
        const b = big[j % big.length] as City;
        fc.pre(a.id !== b.id && railLinked(a, b));
        const trains = new Map<string, TrainOffer[]>();
        for (const o of search(a, b, date)) {
          const k = `${o.trainNumber}|${o.departureAt}`;
          trains.set(k, [...(trains.get(k) ?? []), o]);
        }
        // Two trains of a route never leave at the same minute.
        expect(new Set([...trains.values()].map((c) => c[0]?.departureAt)).size).toBe(trains.size);
        for (const classes of trains.values()) {
          expect(classes.map((o) => o.trainClass).sort()).toEqual(['first', 'standard']); // nothing sold, 1 passenger
          expect(new Set(classes.map((o) => `${o.arrivalAt}|${o.changes}|${o.origin.name}|${o.destination.name}`)).size).toBe(1);
        }
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});
