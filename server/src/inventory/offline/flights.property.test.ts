// @vitest-environment node
/**
 * Property-based tests of the offline flight inventory (issue #11 "Believable inventory"): over thousands of
 * generated searches (random pairs of real airports from the reference data, dates, cabins, one-way and
 * round trips) every itinerary obeys the network rules a traveller who knows the routes would check:
 * carriers fly routes touching their home country or their hubs, no cabotage, LaGuardia and Reagan National
 * perimeters, medium airports only on regional nonstops, connections only at the carrier's or its alliance
 * partner's hubs with at least the minimum connection time, and no itinerary faster than its flown distance
 * at cruise speed plus taxi and connection time. Rules are re-derived here from the published constants
 * (flight-network.ts), not from the engine's own helpers. No database: runs once (SQLite project only).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../test/property-seed.ts';
import type { CabinClass, FlightOffer, FlightSegment, Itinerary } from '@travel/contract';
import { loadReferenceData } from '../reference-data.ts';
import {
  BIG_HUBS, CARRIERS, CRUISE_SPEED_KMH, DEFAULT_STAGE_KM, DOMESTIC_MARKET_OF, EU_MARKET, KM_PER_STATUTE_MILE, LONG_HAUL_HUB_KM,
  MAX_LAYOVER_MIN, MAX_NONSTOP_KM, MCT_BIG_HUB_DOMESTIC_MIN, MCT_BIG_HUB_INTERNATIONAL_MIN, MCT_DOMESTIC_MIN,
  MCT_INTERLINE_EXTRA_MIN, MCT_INTERNATIONAL_MIN, MEDIUM_AIRPORT_MAX_NONSTOP_KM, MIN_LEG_KM, NO_LOWCOST_AIRPORTS, PERIMETER_FOREIGN_COUNTRIES,
  TAXI_MIN, UNLISTED_CARRIER_MAX_STAGE_KM,
} from './flight-network.ts';
import { createFlightEngine, type InventoryAirline, type InventoryAirport } from './flights.ts';
import { haversineKm } from './geo-time.ts';
import { NOTHING_SOLD } from './ledger.ts';
import { createOfferIdSigner } from './offer-ids.ts';
import { addDays } from './pricing.ts';

const ref = loadReferenceData();
const airports: InventoryAirport[] = ref.airports.map((a) => ({
  code: a.code, name: a.name, city: a.city, countryCode: a.country_code, countryName: a.country_name, timeZone: a.time_zone,
  latitude: a.latitude, longitude: a.longitude, size: a.size,
}));
const airlines: InventoryAirline[] = ref.airlines.map((a) => ({ code: a.code, name: a.name, countryCode: a.country_code ?? null }));
const airportByCode = new Map(airports.map((a) => [a.code, a]));
const airlineByCode = new Map(airlines.map((a) => [a.code, a]));
const largeAirports = airports.filter((a) => a.size === 'large');

const NOW = Date.UTC(2026, 0, 15, 9, 0);
const TODAY = '2026-01-15';
const engine = createFlightEngine({ airports, airlines, now: () => NOW, signer: createOfferIdSigner('property-test-key') });
const CABINS: readonly CabinClass[] = ['economy', 'premium', 'business', 'first'];

const market = (country: string) => DOMESTIC_MARKET_OF[country] ?? country;
const km = (s: FlightSegment) => haversineKm(s.origin.latitude, s.origin.longitude, s.destination.latitude, s.destination.longitude);
const profileOf = (code: string) => (Object.hasOwn(CARRIERS, code) ? CARRIERS[code] : undefined);
/** Hubs of network and niche carriers count as large airports. */
const hubAirports = new Set(Object.values(CARRIERS).filter((p) => p.kind !== 'lowcost').flatMap((p) => p.hubs));
const anyHub = new Set(Object.values(CARRIERS).flatMap((p) => p.hubs));
const isLarge = (code: string) => airportByCode.get(code)?.size === 'large' || hubAirports.has(code);
const nearestLargeCache = new Map<string, string>();
function nearestLarge(code: string): string {
  const cached = nearestLargeCache.get(code);
  if (cached !== undefined) return cached;
  const a = airportByCode.get(code);
  if (!a) throw new Error(`unknown ${code}`);
  let best = { code: '', km: Infinity };
  for (const l of [...largeAirports, ...[...hubAirports].map((h) => airportByCode.get(h)).filter((x): x is InventoryAirport => x !== undefined)]) {
    if (l.code === code) continue;
    const d = haversineKm(a.latitude, a.longitude, l.latitude, l.longitude);
    if (d < best.km) best = { code: l.code, km: d };
  }
  nearestLargeCache.set(code, best.code);
  return best.code;
}

/** The minimum connection time the README states for a stop at `hub` between two segments. */
function statedMct(arriving: FlightSegment, departing: FlightSegment): number {
  const hub = arriving.destination;
  const domestic = arriving.origin.countryCode === hub.countryCode && departing.destination.countryCode === hub.countryCode;
  const big = BIG_HUBS.has(hub.code);
  const base = domestic ? (big ? MCT_BIG_HUB_DOMESTIC_MIN : MCT_DOMESTIC_MIN) : (big ? MCT_BIG_HUB_INTERNATIONAL_MIN : MCT_INTERNATIONAL_MIN);
  return base + (arriving.carrier.code === departing.carrier.code ? 0 : MCT_INTERLINE_EXTRA_MIN);
}

/** Asserts every rule of the README on one leg; returns a description of the first broken rule, or null. */
function legViolation(s: FlightSegment): string | null {
  const d = km(s);
  const [a, b] = [s.origin, s.destination];
  const code = s.carrier.code;
  const tag = `${code} ${a.code}-${b.code} (${Math.round(d)} km)`;
  if (d < MIN_LEG_KM) return `${tag}: shorter than the minimum leg`;
  if (d > MAX_NONSTOP_KM) return `${tag}: beyond any aircraft's range`;
  // Airport size: medium airports get regional nonstops (or the lifeline to their nearest large airport).
  for (const [p, q] of [[a, b], [b, a]] as const) {
    if (!isLarge(p.code) && d > MEDIUM_AIRPORT_MAX_NONSTOP_KM && nearestLarge(p.code) !== q.code) return `${tag}: medium airport ${p.code} beyond regional range`;
  }
  // Perimeter rules.
  for (const [p, q] of [[a, b], [b, a]] as const) {
    if (p.code === 'LGA') {
      if (d > 1_500 * KM_PER_STATUTE_MILE && q.code !== 'DEN') return `${tag}: beyond the LaGuardia perimeter`;
      if (market(q.countryCode) !== 'US' && !PERIMETER_FOREIGN_COUNTRIES.has(q.countryCode)) return `${tag}: LaGuardia international beyond Canada/Caribbean`;
    }
    if (p.code === 'DCA') {
      if (d > 1_250 * KM_PER_STATUTE_MILE) return `${tag}: beyond the Reagan National perimeter`;
      if (market(q.countryCode) !== 'US' && !PERIMETER_FOREIGN_COUNTRIES.has(q.countryCode)) return `${tag}: Reagan National international beyond Canada/Caribbean`;
    }
  }
  const profile = profileOf(code);
  const domesticMarket = market(a.countryCode) === market(b.countryCode) ? market(a.countryCode) : null;
  if (!profile) {
    // A carrier without a curated profile: a short nonstop touching its home country.
    const home = airlineByCode.get(code)?.countryCode;
    if (!home) return `${tag}: unknown carrier`;
    if (market(a.countryCode) !== market(home) && market(b.countryCode) !== market(home)) return `${tag}: does not touch its home country ${home}`;
    if (domesticMarket !== null && domesticMarket !== market(home)) return `${tag}: cabotage`;
    if (d > UNLISTED_CARRIER_MAX_STAGE_KM) return `${tag}: beyond a regional carrier's range`;
    return null;
  }
  if (profile.kind === 'lowcost' && (NO_LOWCOST_AIRPORTS.has(a.code) || NO_LOWCOST_AIRPORTS.has(b.code))) return `${tag}: low-cost carrier at a slot-constrained airport`;
  const homeMarkets = new Set(profile.countries.map(market));
  const touchesHome = homeMarkets.has(market(a.countryCode)) || homeMarkets.has(market(b.countryCode));
  const touchesHub = profile.hubs.includes(a.code) || profile.hubs.includes(b.code);
  if (!touchesHome && !touchesHub) return `${tag}: touches neither its home country nor a hub`;
  if (profile.kind === 'network' && !touchesHub) return `${tag}: network carrier off its hubs`;
  if (profile.kind === 'niche' && !profile.countries.includes(a.countryCode) && !profile.countries.includes(b.countryCode)) return `${tag}: niche carrier away from home`;
  if (domesticMarket !== null && !homeMarkets.has(domesticMarket) && !(EU_MARKET.has(domesticMarket) && profile.countries.some((c) => EU_MARKET.has(c)))) {
    return `${tag}: cabotage in ${domesticMarket}`;
  }
  const gateways = profile.gateways ?? profile.hubs;
  if (domesticMarket === null && d > LONG_HAUL_HUB_KM && profile.hubs.length > 0 && !gateways.includes(a.code) && !gateways.includes(b.code)) return `${tag}: long-haul away from its gateways`;
  if (domesticMarket === null && d > LONG_HAUL_HUB_KM && (!anyHub.has(a.code) || !anyHub.has(b.code))) return `${tag}: long-haul to an airport that is nobody's hub`;
  if (d > (profile.maxStageKm ?? DEFAULT_STAGE_KM[profile.kind])) return `${tag}: beyond the carrier's range`;
  return null;
}

/** Asserts the rules of one itinerary from `from` to `to`; returns the first broken rule, or null. */
function itineraryViolation(it: Itinerary, from: string, to: string): string | null {
  const segs = it.segments;
  const first = segs[0];
  const last = segs[segs.length - 1];
  if (!first || !last) return 'no segment';
  const path = segs.map((s) => `${s.carrier.code}:${s.origin.code}-${s.destination.code}`).join(' ');
  if (first.origin.code !== from || last.destination.code !== to) return `${path}: wrong endpoints`;
  if (it.stops !== segs.length - 1 || segs.length > 4) return `${path}: stops`;
  if (it.durationMinutes * 60_000 !== Date.parse(last.arrivalAt) - Date.parse(first.departureAt)) return `${path}: duration is not arrival - departure`;
  let lowerBound = 0;
  for (const [i, s] of segs.entries()) {
    const broken = legViolation(s);
    if (broken) return broken;
    if (Date.parse(s.arrivalAt) - Date.parse(s.departureAt) !== s.durationMinutes * 60_000) return `${path}: segment duration`;
    lowerBound += (km(s) / CRUISE_SPEED_KMH) * 60 + TAXI_MIN;
    const next = segs[i + 1];
    if (!next) continue;
    if (next.origin.code !== s.destination.code) return `${path}: segments do not chain`;
    const hub = s.destination.code;
    const p1 = profileOf(s.carrier.code);
    const p2 = profileOf(next.carrier.code);
    if (!p1 || !p2 || p1.pointToPoint === true || p2.pointToPoint === true) return `${path}: connection sold by a carrier that sells none`;
    if (s.carrier.code === next.carrier.code) {
      if (!p1.hubs.includes(hub)) return `${path}: online connection at ${hub}, not a hub of ${s.carrier.code}`;
    } else if (p1.alliance === undefined || p1.alliance !== p2.alliance || (!p1.hubs.includes(hub) && !p2.hubs.includes(hub))) {
      return `${path}: interline connection at ${hub} outside an alliance hub`;
    }
    const layover = (Date.parse(next.departureAt) - Date.parse(s.arrivalAt)) / 60_000;
    const mct = statedMct(s, next);
    if (layover < mct) return `${path}: ${layover} min at ${hub} is under the ${mct} min minimum connection time`;
    if (layover > MAX_LAYOVER_MIN) return `${path}: ${layover} min layover at ${hub}`;
    lowerBound += mct;
  }
  if (it.durationMinutes < lowerBound) return `${path}: ${it.durationMinutes} min is faster than the ${Math.ceil(lowerBound)} min lower bound`;
  return null;
}

function offerViolation(o: FlightOffer, origin: string, destination: string, returning: boolean): string | null {
  const out = itineraryViolation(o.outbound, origin, destination);
  if (out) return out;
  if (returning !== (o.inbound !== undefined)) return 'inbound presence does not follow the query';
  return o.inbound ? itineraryViolation(o.inbound, destination, origin) : null;
}

const anyAirport = fc.integer({ min: 0, max: airports.length - 1 }).map((i) => airports[i] as InventoryAirport);
const bigAirport = fc.integer({ min: 0, max: largeAirports.length - 1 }).map((i) => largeAirports[i] as InventoryAirport);
/** Random searches: airports from the whole reference data, half of them large (where most searches go). */
const queryArb = fc.record({
  origin: fc.oneof(anyAirport, bigAirport),
  destination: fc.oneof(anyAirport, bigAirport),
  daysAhead: fc.integer({ min: 0, max: 330 }),
  nights: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
  adults: fc.integer({ min: 1, max: 4 }),
  cabin: fc.constantFrom(...CABINS),
}).filter((q) => q.origin.code !== q.destination.code);

const RUNS = propertyRuns(2500);

describe.skipIf(process.env.TEST_DIALECT === 'postgres')('offline flights: believable network (property-based)', () => {
  it(`every leg, connection and duration of ${RUNS} random searches obeys the network rules`, () => {
    let offers = 0;
    fc.assert(
      fc.property(queryArb, (q) => {
        const departDate = addDays(TODAY, q.daysAhead);
        const returnDate = q.nights === undefined ? undefined : addDays(departDate, q.nights);
        const result = engine.generate({ origin: q.origin.code, destination: q.destination.code, departDate, returnDate, adults: q.adults, cabin: q.cabin, currency: 'USD' }, NOTHING_SOLD);
        for (const o of result) {
          expect(offerViolation(o, q.origin.code, q.destination.code, returnDate !== undefined)).toBeNull();
          expect(o.cabin).toBe(q.cabin);
        }
        offers += result.length;
      }),
      { numRuns: RUNS, seed: 11 },
    );
    expect(offers).toBeGreaterThan(RUNS * 5);
  }, 60_000);

  it('is deterministic and every offer refreshes to itself (ids, cabins and the ledger units still work)', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const query = { origin: q.origin.code, destination: q.destination.code, departDate: addDays(TODAY, q.daysAhead + 1), adults: q.adults, cabin: q.cabin, currency: 'EUR' };
        const a = engine.generate(query, NOTHING_SOLD);
        expect(engine.generate(query, NOTHING_SOLD)).toEqual(a);
        const offer = a[0];
        if (!offer) return;
        const prepared = engine.prepare(offer.id);
        expect(prepared).not.toBeNull();
        const refreshed = prepared?.refresh(NOTHING_SOLD);
        expect(refreshed?.status).toBe('available');
        if (refreshed?.status === 'available') expect(refreshed.offer).toEqual(offer);
        expect(Object.keys(prepared?.units() ?? {})).toHaveLength(1);
      }),
      { numRuns: propertyRuns(300), seed: 12 },
    );
  });

  it('large airports at least 100 km apart are (almost always) connected; closer airports never', () => {
    let pairs = 0;
    let empty = 0;
    fc.assert(
      fc.property(bigAirport, bigAirport, fc.integer({ min: 0, max: 300 }), (o, d, days) => {
        fc.pre(o.code !== d.code);
        const offers = engine.generate({ origin: o.code, destination: d.code, departDate: addDays(TODAY, days), adults: 1, cabin: 'economy', currency: 'USD' }, NOTHING_SOLD);
        if (haversineKm(o.latitude, o.longitude, d.latitude, d.longitude) < MIN_LEG_KM) {
          expect(offers).toEqual([]);
          return;
        }
        pairs += 1;
        if (offers.length === 0) empty += 1;
      }),
      { numRuns: propertyRuns(500), seed: 13 },
    );
    // A few pairs at the ends of the earth need more than 3 stops (Santa Cruz de la Sierra-Yekaterinburg).
    expect(empty).toBeLessThanOrEqual(Math.ceil(pairs / 100));
  });
});

describe.skipIf(process.env.TEST_DIALECT === 'postgres')('offline flights: routes a traveller knows', () => {
  const dates = Array.from({ length: 40 }, (_, i) => addDays(TODAY, 10 + i * 7));
  const search = (origin: string, destination: string, cabin: CabinClass = 'economy') =>
    dates.flatMap((departDate) => engine.generate({ origin, destination, departDate, adults: 1, cabin, currency: 'USD' }, NOTHING_SOLD));
  const carriers = (offers: FlightOffer[]) => new Set(offers.flatMap((o) => o.outbound.segments.map((s) => s.carrier.code)));

  it('JFK-LAX: nonstops take over 5.5 h, a connection in Dallas well over 8 h', () => {
    const offers = search('JFK', 'LAX');
    const nonstops = offers.filter((o) => o.outbound.stops === 0);
    const viaDallas = offers.filter((o) => o.outbound.segments.length === 2 && o.outbound.segments[0]?.destination.code === 'DFW');
    expect(nonstops.length).toBeGreaterThan(0);
    expect(viaDallas.length).toBeGreaterThan(0);
    for (const o of nonstops) expect(o.outbound.durationMinutes).toBeGreaterThanOrEqual(330);
    for (const o of viaDallas) expect(o.outbound.durationMinutes).toBeGreaterThanOrEqual(8 * 60);
  });

  it('LHR-CDG: flown by British and French carriers, never by Air Tahiti Nui', () => {
    const offers = search('LHR', 'CDG');
    expect(offers.some((o) => o.outbound.stops === 0)).toBe(true);
    expect(carriers(offers).has('TN')).toBe(false);
    for (const code of carriers(offers)) {
      const p = profileOf(code);
      expect(p?.countries.some((c) => c === 'GB' || c === 'FR') || p?.hubs.includes('LHR') || p?.hubs.includes('CDG')).toBe(true);
    }
    for (const o of offers) expect(o.outbound.durationMinutes).toBeGreaterThanOrEqual(60);
  });

  it('LaGuardia: no nonstop to London or Los Angeles, nonstops to Denver, Chicago and Toronto', () => {
    expect(search('LGA', 'LHR').every((o) => o.outbound.stops > 0)).toBe(true);
    expect(search('LGA', 'LAX').every((o) => o.outbound.stops > 0)).toBe(true);
    for (const to of ['DEN', 'ORD', 'YYZ']) expect(search('LGA', to).some((o) => o.outbound.stops === 0)).toBe(true);
  });

  it('JFK-LHR has nonstops in every cabin; JFK-SYD (beyond any aircraft) only connections', () => {
    for (const cabin of CABINS) expect(search('JFK', 'LHR', cabin).some((o) => o.outbound.stops === 0)).toBe(true);
    const sydney = search('JFK', 'SYD');
    expect(sydney.length).toBeGreaterThan(0);
    expect(sydney.every((o) => o.outbound.stops >= 1)).toBe(true);
  });

  it('JFK-EWR and LHR-LGW (same city) have no offers; Dakar-Cayenne goes through Paris', () => {
    expect(search('JFK', 'EWR')).toEqual([]);
    expect(search('LHR', 'LGW')).toEqual([]);
    const cayenne = search('DSS', 'CAY');
    expect(cayenne.length).toBeGreaterThan(0);
    for (const o of cayenne) expect(['CDG', 'ORY']).toContain(o.outbound.segments[0]?.destination.code);
  });

  it('Air Tahiti Nui flies from Papeete; no foreign carrier flies a US domestic route', () => {
    expect(carriers(search('PPT', 'LAX')).has('TN')).toBe(true);
    for (const code of carriers(search('ORD', 'DEN'))) expect(profileOf(code)?.countries).toContain('US');
  });
});
