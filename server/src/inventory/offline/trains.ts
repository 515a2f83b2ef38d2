/**
 * Offline trains between cities 50-1,200 km apart (great circle) that are in the same country or both in
 * one rail-connected region (Europe incl. Great Britain via the tunnel; China with Hong Kong, Macao,
 * Vietnam and Laos; the United States with Canada).
 *
 * Model (seeded by city pair and date): 6-16 departures between 05:30 and 22:00 origin local time (the
 * nearest airport's zone), never two at the same minute; track distance = 1.2 x great circle.
 * - Intercity corridors (train-network.ts: both cities >= 200,000 people within high-speed range, e.g.
 *   Paris-Lyon, London-Paris, Madrid-Barcelona): every departure is direct, at the country's intercity speed
 *   (Paris-Lyon about 2 h, London-Paris about 2 h 20 through the tunnel) x 0.97-1.06 per departure.
 * - Other routes (regional model): average speed by band (<150 km: 90 km/h, <400: 140, <800: 200, else 250)
 *   x 0.85 per change; 0-2 changes (more likely on longer or smaller-city routes; at least 1 across the
 *   Channel outside the tunnel services and between Spain and Portugal), each adding 15-45 min.
 * - Stations (train-stations.ts): the city's real main station from a curated table (Paris by direction:
 *   Gare de Lyon for Lyon, Gare du Nord for London; London St Pancras International for the continent;
 *   Berlin Hauptbahnhof, ...), otherwise `<City> (main station)`.
 * - Classes: each departure is sold in standard and first class, each class its own offer (same departure
 *   index, train number and times); the train search (modules/trains/service.ts) groups them into one offer
 *   per train with its `classes`.
 * Standard fare USD = (8 + 0.11/km) x spread 0.85-1.3 x demand (x 0.9 with changes); first
 * class x 1.6; x passengers. Seats left per (route, date, departure, class) 1-30 standard, 1-12 first
 * (the unit's capacity), minus seats sold (ledger key `T|{o}|{d}|{date}|{index}|{class}`, scope
 * `T|{o}|{d}|{date}`, read from the database by the supplier right before generating). Operators are
 * invented names.
 * Offer id: `trn1_{o}_{d}_{date}_{index}_{class}_{passengers}_{currency}_{quote}_{priceMinor}`, signed
 * (offer-ids.ts). A decoded id must be a query the search would accept (1-9 passengers, two different
 * cities, a real date; offer-validation.ts): otherwise, or with a wrong signature, refresh answers
 * `invalid_offer` (issue #6 finding 1).
 */
import type { OfferConditions, SupportedCurrency, TrainClass, TrainOffer, TrainStation } from '@travel/contract';
import type { City, CityIndex } from '../cities.ts';
import type { OfferRequirements, RefreshOfferResult, TrainSupplierQuery } from '../supplier.ts';
import type { SoldCounts } from './ledger.ts';
import type { OfferIdSigner } from './offer-ids.ts';
import { isValidTrainQuery, tooFarAhead } from './offer-validation.ts';
import type { PreparedOffer } from './prepared-offer.ts';
import { createRng, hashString } from './prng.ts';
import { trainServiceOf } from './train-network.ts';
import { stationName } from './train-stations.ts';
import { haversineKm, utcDate, zonedTimeToUtc } from './geo-time.ts';
import { convertUsdToMinor, decodeQuote, encodeQuote, expiryOf, isSupportedCurrency, quoteExpired, stayDemandFactor } from './pricing.ts';

const ID_PREFIX = 'trn1';
export const MIN_TRAIN_DISTANCE_KM = 50;
export const MAX_TRAIN_DISTANCE_KM = 1200;
/** Most departures of a route on one day (6 + 10 for the biggest cities). */
export const MAX_TRAIN_DEPARTURES = 16;
const RAIL_REGIONS: readonly ReadonlySet<string>[] = [
  new Set(['GB', 'FR', 'BE', 'NL', 'LU', 'DE', 'CH', 'LI', 'AT', 'IT', 'SM', 'ES', 'PT', 'AD', 'MC', 'DK', 'SE', 'NO', 'FI', 'PL', 'CZ', 'SK', 'HU', 'SI', 'HR', 'RS', 'BA', 'ME', 'MK', 'AL', 'GR', 'BG', 'RO', 'MD', 'LT', 'LV', 'EE']),
  new Set(['CN', 'HK', 'MO', 'VN', 'LA']),
  new Set(['US', 'CA']),
];
export const TRAIN_OPERATORS = [
  { code: 'railco', name: 'Railco' },
  { code: 'interlink', name: 'Interlink Rail' },
  { code: 'northstar', name: 'Northstar Express' },
  { code: 'coastline', name: 'Coastline Trains' },
  { code: 'citylink', name: 'CityLink Rail' },
] as const;

export interface TrainEngineData {
  cities: CityIndex;
  now: () => number;
  /** Signs the offer ids this engine issues and verifies the ones it is given. */
  signer: OfferIdSigner;
}

interface TrainKey {
  origin: number;
  destination: number;
  date: string;
  index: number;
  trainClass: TrainClass;
  passengers: number;
  currency: SupportedCurrency;
  quotedAt: number;
  priceMinor: number;
}
function payloadOf(k: TrainKey): string {
  return [ID_PREFIX, k.origin, k.destination, k.date, k.index, k.trainClass, k.passengers, k.currency, encodeQuote(k.quotedAt), k.priceMinor].join('_');
}
/** Parses an (already verified) payload; null unless every field is well-formed and the query valid. */
function parsePayload(payload: string): TrainKey | null {
  const p = payload.split('_');
  if (p.length !== 10 || p[0] !== ID_PREFIX) return null;
  const [, o, d, date, index, cls, pax, currency, quote, price] = p as [string, string, string, string, string, string, string, string, string, string];
  const quotedAt = decodeQuote(quote);
  if (!/^[1-9]\d{0,9}$/.test(o) || !/^[1-9]\d{0,9}$/.test(d) || !/^(0|[1-9]\d?)$/.test(index) || Number(index) >= MAX_TRAIN_DEPARTURES || (cls !== 'standard' && cls !== 'first')) return null;
  if (!/^[1-9]$/.test(pax) || !isSupportedCurrency(currency) || quotedAt === null || !/^[1-9]\d{0,11}$/.test(price)) return null;
  const key: TrainKey = { origin: Number(o), destination: Number(d), date, index: Number(index), trainClass: cls, passengers: Number(pax), currency, quotedAt, priceMinor: Number(price) };
  return isValidTrainQuery({ originCityId: key.origin, destinationCityId: key.destination, date, passengers: key.passengers, currency }) ? key : null;
}

/** Ledger scope of a route and date (see ledger.ts scopeOfKey). */
export function trainScopeOf(q: Pick<TrainSupplierQuery, 'originCityId' | 'destinationCityId' | 'date'>): string {
  return `T|${q.originCityId}|${q.destinationCityId}|${q.date}`;
}

/** Is a rail link modelled between two cities (distance band and same country or rail region)? */
export function railLinked(a: City, b: City): boolean {
  const d = haversineKm(a.latitude, a.longitude, b.latitude, b.longitude);
  if (d < MIN_TRAIN_DISTANCE_KM || d > MAX_TRAIN_DISTANCE_KM) return false;
  return a.countryCode === b.countryCode || RAIL_REGIONS.some((r) => r.has(a.countryCode) && r.has(b.countryCode));
}

function speedKmh(km: number): number {
  return km < 150 ? 90 : km < 400 ? 140 : km < 800 ? 200 : 250;
}

/**
 * Creates the train engine. Searches and refreshes take the units sold, read by the caller from the
 * ledger for {@link trainScopeOf} right before.
 */
export function createTrainEngine(data: TrainEngineData) {
  const { cities, now, signer } = data;
  const encodeId = (k: TrainKey) => signer.sign(payloadOf(k));
  /** The key of a correctly signed, valid id; null otherwise. */
  const decodeId = (id: string): TrainKey | null => {
    const payload = signer.payload(id);
    return payload === null ? null : parsePayload(payload);
  };
  const unitKey = (a: number, b: number, date: string, i: number, cls: TrainClass) => `T|${a}|${b}|${date}|${i}|${cls}`;
  /** Seats of a class on a departure before sales: the ledger unit's capacity. */
  const capacityOf = (a: number, b: number, date: string, i: number, cls: TrainClass) => createRng(`seats|${a}|${b}|${date}|${i}|${cls}`).int(1, cls === 'first' ? 12 : 30);

  /** The station of city `c` for trains to or from `other` (train-stations.ts). */
  function station(c: City, other: City): TrainStation {
    return { cityId: c.id, cityName: c.name, name: stationName(c, other), countryCode: c.countryCode, timeZone: cities.timeZone(c), latitude: c.latitude, longitude: c.longitude };
  }

  const conditionsFor = (cls: TrainClass, departureAt: string): OfferConditions =>
    cls === 'first'
      ? { refundable: true, cancellationDeadline: new Date(Date.parse(departureAt) - 3_600_000).toISOString(), notes: ['Free cancellation until 1 hour before departure', 'Seat reservation included'] }
      : { refundable: false, notes: ['Non-refundable saver fare', 'Valid only on the booked train'] };

  /**
   * All offers of a route and date with their departure index (empty when no rail link).
   * @throws Error for unknown cities or currency, or an invalid query (0 passengers, ...)
   */
  function generate(q: TrainSupplierQuery, sold: SoldCounts, includeSoldOut: boolean): { offer: TrainOffer; index: number }[] {
    const a = cities.get(q.originCityId);
    const b = cities.get(q.destinationCityId);
    if (!a || !b) throw new Error('Unknown city');
    if (!isSupportedCurrency(q.currency)) throw new Error(`Unsupported currency ${q.currency}`);
    if (!isValidTrainQuery(q)) throw new Error('Invalid train query');
    if (!railLinked(a, b)) return [];
    const currency = q.currency;
    const nowMs = now();
    const gc = haversineKm(a.latitude, a.longitude, b.latitude, b.longitude);
    const trackKm = gc * 1.2;
    const rng = createRng(`trains|${a.id}|${b.id}|${q.date}`);
    const bigness = Math.min(1, Math.log10(Math.max(15_000, Math.min(a.population, b.population)) / 15_000) / 2.5);
    const count = Math.round(6 + 10 * bigness * rng.range(0.7, 1));
    const ops = [...TRAIN_OPERATORS].sort((x, y) => hashString(`${a.countryCode}|${x.code}`) - hashString(`${a.countryCode}|${y.code}`)).slice(0, 2 + (hashString(`${a.id}|${b.id}`) % 2));
    const demand = stayDemandFactor(utcDate(nowMs), q.date);
    const from = station(a, b);
    const to = station(b, a);
    const service = trainServiceOf(a, b);
    const offers: { offer: TrainOffer; index: number }[] = [];
    const taken = new Set<number>();
    for (let i = 0; i < count; i++) {
      // Two trains of a route never leave at the same minute: a taken slot moves 5 min later (earlier at the end of the day).
      let localMin = 330 + Math.round(rng.range(0, 1) * (1320 - 330) / 5) * 5;
      for (let step = 5; taken.has(localMin); ) {
        if (localMin + step > 1320) step = -5;
        localMin += step;
      }
      taken.add(localMin);
      let changes: number;
      let minutes: number;
      if (service.kind === 'direct') {
        changes = 0;
        minutes = (trackKm / service.speedKmh) * 60 * rng.range(0.97, 1.06) + service.allowanceMin;
      } else {
        const changeP = 0.15 + (trackKm / 1440) * 0.5 + (1 - bigness) * 0.2;
        changes = Math.max(service.minChanges, rng.next() < changeP ? (rng.next() < 0.3 ? 2 : 1) : 0);
        minutes = (trackKm / (speedKmh(trackKm) * 0.85 ** changes)) * 60;
        for (let c = 0; c < changes; c++) minutes += rng.int(15, 45);
        minutes *= rng.range(0.95, 1.08);
      }
      minutes = Math.max(20, Math.round(minutes / 5) * 5);
      const departMs = zonedTimeToUtc(q.date, localMin, from.timeZone);
      const departureAt = new Date(departMs).toISOString();
      const arrivalAt = new Date(departMs + minutes * 60_000).toISOString();
      const op = rng.pick(ops);
      const trainNumber = `${op.name.slice(0, 2).toUpperCase()} ${rng.int(100, 9899)}`;
      const fareUsd = (8 + 0.11 * trackKm) * rng.range(0.85, 1.3) * demand * (changes > 0 ? 0.9 : 1);
      for (const trainClass of ['standard', 'first'] as const) {
        const seatsLeft = Math.max(0, capacityOf(a.id, b.id, q.date, i, trainClass) - sold.booked(unitKey(a.id, b.id, q.date, i, trainClass)));
        if (seatsLeft < q.passengers && !includeSoldOut) continue;
        const priceMinor = convertUsdToMinor(fareUsd * (trainClass === 'first' ? 1.6 : 1), currency) * q.passengers;
        const id = encodeId({ origin: a.id, destination: b.id, date: q.date, index: i, trainClass, passengers: q.passengers, currency, quotedAt: nowMs, priceMinor });
        offers.push({ index: i, offer: {
          id, vertical: 'trains', supplierRef: `OTR-${hashString(id).toString(36).toUpperCase()}`, price: { amountMinor: priceMinor, currency }, expiresAt: expiryOf(nowMs),
          conditions: conditionsFor(trainClass, departureAt), operator: { code: op.code, name: op.name }, trainNumber, trainClass, origin: from, destination: to,
          departureAt, arrivalAt, durationMinutes: minutes, changes, distanceKm: Math.round(gc), passengers: q.passengers, seatsLeft,
        } });
      }
    }
    return offers;
  }

  function refreshKey(key: TrainKey, sold: SoldCounts): RefreshOfferResult<TrainOffer> {
    const nowMs = now();
    if (tooFarAhead(utcDate(nowMs), key.date)) return { status: 'invalid_offer' };
    if (quoteExpired(key.quotedAt, nowMs)) return { status: 'offer_expired' };
    const entries = generate({ originCityId: key.origin, destinationCityId: key.destination, date: key.date, passengers: key.passengers, currency: key.currency }, sold, true);
    const offer = entries.find((e) => e.index === key.index && e.offer.trainClass === key.trainClass)?.offer;
    if (!offer || Date.parse(offer.departureAt) <= nowMs) return { status: 'offer_expired' };
    if (offer.seatsLeft < key.passengers) return { status: 'sold_out' };
    const requirements: OfferRequirements = { vertical: 'trains', minTravelers: key.passengers, maxTravelers: key.passengers, travelDate: key.date };
    if (offer.price.amountMinor !== key.priceMinor) return { status: 'price_changed', offer, previous: { amountMinor: key.priceMinor, currency: key.currency }, requirements };
    return { status: 'available', offer, requirements };
  }

  /**
   * Verifies and decodes an offer id (issue #6 finding 1).
   * @returns null for a missing or wrong signature, malformed fields, an invalid query or unknown cities
   *   (the caller answers `invalid_offer`)
   */
  function prepare(offerId: string): PreparedOffer<TrainOffer> | null {
    const key = decodeId(offerId);
    if (!key || !cities.get(key.origin) || !cities.get(key.destination)) return null;
    return {
      scopes: scopesOf({ originCityId: key.origin, destinationCityId: key.destination, date: key.date }),
      refresh: (sold) => refreshKey(key, sold),
      units: () => ({
        [unitKey(key.origin, key.destination, key.date, key.index, key.trainClass)]: { count: key.passengers, capacity: capacityOf(key.origin, key.destination, key.date, key.index, key.trainClass) },
      }),
    };
  }

  /** @param sold units sold in {@link trainScopeOf} the query @throws Error as generate */
  const search = (q: TrainSupplierQuery, sold: SoldCounts): TrainOffer[] => generate(q, sold, false).map((e) => e.offer);

  /** Ledger scopes a search of `q` reads: its route and date. */
  const scopesOf = (q: Pick<TrainSupplierQuery, 'originCityId' | 'destinationCityId' | 'date'>): string[] => [trainScopeOf(q)];

  return { search, scopesOf, prepare, prefix: ID_PREFIX };
}
export type TrainEngine = ReturnType<typeof createTrainEngine>;
