/**
 * Offline flights: deterministic schedules and fares generated from real airports and airlines
 * (issue #2 §5). Same query on the same UTC day -> same offers (times, prices; ids differ only in the
 * quote instant they carry).
 *
 * Model:
 * - Great-circle distance (haversine); block time = distance / 830 km/h + 30 min (+-4 % jitter).
 * - Nonstop when the distance is under 13,000 km and at least one airport is large; 1-stop via the real
 *   hubs in {@link HUB_AIRPORTS} that add under 35 % distance (the least-detour hub when none does and
 *   no nonstop exists).
 * - Carriers: airlines registered in the origin or destination country (major carriers preferred),
 *   topped up with big international carriers when fewer than 3.
 * - Departures between 06:00 and 22:30 local time at the departing airport, converted to UTC with the
 *   airport's IANA zone; arrival = departure + duration.
 * - Fares in USD: (45 + 0.085 USD/km) x cabin multiplier x demand (days before departure, weekday)
 *   x random spread, x adults; converted with static offline reference rates and rounded to whole units.
 * - Seats left per schedule option: generated 1-9 minus seats sold (InventoryLedger key
 *   `F|{from}|{to}|{date}|{cabin}|{optionIndex}`).
 * - Offer ids (`ofl1_...`) encode the query, the chosen schedule options, the quote instant and the quoted
 *   price (last), so refresh regenerates the offer without storage; ids without the quote instant
 *   (11 parts, older clients) are still accepted.
 * - Conditions: economy non-refundable; premium, business and first refundable until 24 h before departure.
 */
import type { Airline, Airport, CabinClass, FlightOffer, FlightSegment, Itinerary, Money, OfferConditions, SupportedCurrency } from '@travel/contract';
import { SUPPORTED_CURRENCIES } from '@travel/contract';
import {
  BASE_FARE_USD, BLOCK_OVERHEAD_MIN, CABIN_PRICE_MULTIPLIER, CONNECTION_FARE_FACTOR, CRUISE_SPEED_KMH,
  DEPARTURE_GRID_MIN, FARE_PER_KM_USD, FARE_SPREAD_MAX, FARE_SPREAD_MIN,
  FIRST_DEPARTURE_MIN, HUB_AIRPORTS, INTERNATIONAL_CARRIERS, LAST_DEPARTURE_MIN, MAJOR_CARRIERS,
  MAX_CONNECTION_DETOUR_RATIO, MAX_HUBS_PER_ROUTE, MAX_LAYOVER_MIN, MAX_NONSTOP_DISTANCE_KM, MAX_OFFERS,
  MAX_SEATS_LEFT, MIN_CARRIERS_PER_ROUTE, MIN_LAYOVER_MIN, MIN_OFFERS, MIN_SEATS_LEFT,
  ROUND_TRIP_FARE_FACTOR, SHORT_HAUL_CARRIERS, SHORT_HAUL_MAX_KM,
} from './constants.ts';
import { createRng, hashString, type Rng } from './prng.ts';
import { haversineKm, utcDate, zonedTimeToUtc } from './geo-time.ts';
import { convertUsdToMinor, decodeQuote, demandFactor, encodeQuote, expiryOf, quoteExpired } from './pricing.ts';
import type { InventoryLedger } from './ledger.ts';
import type { FlightSupplierQuery, OfferRequirements, RefreshOfferResult } from '../supplier.ts';

export { convertUsdToMinor };

/** An airport as the inventory needs it: the contract shape plus its size. */
export interface InventoryAirport extends Airport {
  size: 'large' | 'medium';
}
/** An airline with its home country (ISO alpha-2, null when unknown). */
export interface InventoryAirline extends Airline {
  countryCode: string | null;
}

export interface FlightEngineData {
  airports: readonly InventoryAirport[];
  airlines: readonly InventoryAirline[];
  /** Clock, epoch ms; drives expiresAt and the days-before-departure demand. */
  now: () => number;
  ledger: InventoryLedger;
}

/** One generated one-way schedule option, priced per adult in USD (before round-trip discount). */
interface DirectionOption {
  /** Ledger key of the option's seats. */
  key: string;
  itinerary: Itinerary;
  fareUsd: number;
  seatsLeft: number;
}

/** The parts of a query an offer id encodes. */
interface OfferKey {
  origin: string;
  destination: string;
  departDate: string;
  returnDate: string | undefined;
  adults: number;
  cabin: CabinClass;
  currency: SupportedCurrency;
  outIndex: number;
  inIndex: number;
  /** Quote instant, epoch ms (null for legacy 11-part ids). */
  quotedAt: number | null;
  priceMinor: number;
}

const ID_PREFIX = 'ofl1';
const CABINS: readonly CabinClass[] = ['economy', 'premium', 'business', 'first'];

function encodeOfferId(k: OfferKey): string {
  const parts: (string | number)[] = [ID_PREFIX, k.origin, k.destination, k.departDate, k.returnDate ?? '-', k.adults, k.cabin, k.currency, k.outIndex, k.inIndex];
  if (k.quotedAt !== null) parts.push(encodeQuote(k.quotedAt));
  parts.push(k.priceMinor);
  return parts.join('_');
}

function decodeOfferId(id: string): OfferKey | null {
  const p = id.split('_');
  if ((p.length !== 11 && p.length !== 12) || p[0] !== ID_PREFIX) return null;
  const quotedAt = p.length === 12 ? decodeQuote(p.splice(10, 1)[0] ?? '') : null;
  if (p.length === 11 && quotedAt === null && id.split('_').length === 12) return null;
  const [, origin, destination, departDate, ret, adults, cabin, currency, outIndex, inIndex, priceMinor] = p as [string, string, string, string, string, string, string, string, string, string, string];
  const dateRe = /^\d{4}-\d{2}-\d{2}$/;
  if (!/^[A-Z]{3}$/.test(origin) || !/^[A-Z]{3}$/.test(destination) || !dateRe.test(departDate)) return null;
  if (ret !== '-' && !dateRe.test(ret)) return null;
  if (!CABINS.includes(cabin as CabinClass) || !(SUPPORTED_CURRENCIES as readonly string[]).includes(currency)) return null;
  const nums = [adults, outIndex, inIndex, priceMinor].map((n) => (/^\d{1,12}$/.test(n) ? Number(n) : NaN));
  if (nums.some((n) => Number.isNaN(n))) return null;
  return {
    origin, destination, departDate, returnDate: ret === '-' ? undefined : ret,
    adults: nums[0] ?? 1, cabin: cabin as CabinClass, currency: currency as SupportedCurrency,
    outIndex: nums[1] ?? 0, inIndex: nums[2] ?? 0, quotedAt, priceMinor: nums[3] ?? 0,
  };
}

/** Booking conditions of a flight offer (see module doc). */
function flightConditions(cabin: CabinClass, departureAt: string): OfferConditions {
  if (cabin === 'economy') {
    return { refundable: false, notes: ['Non-refundable fare', 'Changes allowed for a fee before departure', 'One cabin bag included'] };
  }
  return {
    refundable: true,
    cancellationDeadline: new Date(Date.parse(departureAt) - 24 * 3_600_000).toISOString(),
    notes: ['Free cancellation until 24 hours before departure', 'Checked bag included'],
  };
}

function blockMinutes(distanceKm: number, rng: Rng): number {
  const base = (distanceKm / CRUISE_SPEED_KMH) * 60 + BLOCK_OVERHEAD_MIN;
  return Math.max(35, Math.round((base * rng.range(0.96, 1.04)) / 5) * 5);
}

/**
 * Creates the flight engine of the offline supplier.
 * @param data airports and airlines (from the database), clock, ledger
 * @throws nothing at creation; `generate` throws Error for unknown airport codes or currencies (the
 *   flights service validates those first).
 */
export function createFlightEngine(data: FlightEngineData) {
  const { now, ledger } = data;
  const airports = new Map(data.airports.map((a) => [a.code, a]));
  const airlinesByCountry = new Map<string, InventoryAirline[]>();
  const airlinesByCode = new Map<string, InventoryAirline>();
  for (const al of data.airlines) {
    airlinesByCode.set(al.code, al);
    if (al.countryCode === null) continue;
    const list = airlinesByCountry.get(al.countryCode);
    if (list) list.push(al);
    else airlinesByCountry.set(al.countryCode, [al]);
  }
  const hubs = HUB_AIRPORTS.map((c) => airports.get(c)).filter((a): a is InventoryAirport => a !== undefined);
  const carrierCache = new Map<string, InventoryAirline[]>();

  function toAirport(a: InventoryAirport): Airport {
    return { code: a.code, name: a.name, city: a.city, countryCode: a.countryCode, countryName: a.countryName, timeZone: a.timeZone, latitude: a.latitude, longitude: a.longitude };
  }

  function carriersFor(from: InventoryAirport, to: InventoryAirport, distanceKm: number): InventoryAirline[] {
    const longHaul = distanceKm > SHORT_HAUL_MAX_KM;
    const key = `${from.countryCode}|${to.countryCode}|${longHaul ? 'long' : 'short'}`;
    const cached = carrierCache.get(key);
    if (cached) return cached;
    const home = [...new Set([from.countryCode, to.countryCode])].flatMap((c) => airlinesByCountry.get(c) ?? []);
    let majors = home.filter((a) => MAJOR_CARRIERS.has(a.code));
    if (longHaul && majors.some((a) => !SHORT_HAUL_CARRIERS.has(a.code))) majors = majors.filter((a) => !SHORT_HAUL_CARRIERS.has(a.code));
    const pool = (majors.length > 0 ? majors : home).slice().sort((a, b) => a.code.localeCompare(b.code));
    for (const code of INTERNATIONAL_CARRIERS) {
      if (pool.length >= MIN_CARRIERS_PER_ROUTE) break;
      const al = airlinesByCode.get(code);
      if (al && !pool.includes(al)) pool.push(al);
    }
    carrierCache.set(key, pool);
    return pool;
  }

  function segment(carrier: InventoryAirline, from: InventoryAirport, to: InventoryAirport, departMs: number, minutes: number, rng: Rng): FlightSegment {
    return {
      carrier: { code: carrier.code, name: carrier.name },
      flightNumber: `${carrier.code}${rng.int(10, 2999)}`,
      origin: toAirport(from),
      destination: toAirport(to),
      departureAt: new Date(departMs).toISOString(),
      arrivalAt: new Date(departMs + minutes * 60_000).toISOString(),
      durationMinutes: minutes,
    };
  }

  function localDepartureMinute(rng: Rng): number {
    const slots = Math.floor((LAST_DEPARTURE_MIN - FIRST_DEPARTURE_MIN) / DEPARTURE_GRID_MIN);
    return FIRST_DEPARTURE_MIN + rng.int(0, slots) * DEPARTURE_GRID_MIN;
  }

  /** Deterministic schedule options for one direction on one date, in generation order. */
  function directionOptions(origin: InventoryAirport, destination: InventoryAirport, date: string, cabin: CabinClass, today: string): DirectionOption[] {
    const rng = createRng(`${origin.code}|${destination.code}|${date}|${cabin}`);
    const distance = haversineKm(origin.latitude, origin.longitude, destination.latitude, destination.longitude);
    const nonstopOk = distance < MAX_NONSTOP_DISTANCE_KM && (origin.size === 'large' || destination.size === 'large');
    const viaCandidates = hubs
      .filter((h) => h.code !== origin.code && h.code !== destination.code)
      .map((h) => {
        const d1 = haversineKm(origin.latitude, origin.longitude, h.latitude, h.longitude);
        const d2 = haversineKm(h.latitude, h.longitude, destination.latitude, destination.longitude);
        return { hub: h, d1, d2, ratio: (d1 + d2) / Math.max(distance, 1) };
      })
      .filter((c) => c.d1 > 150 && c.d2 > 150 && c.d1 < MAX_NONSTOP_DISTANCE_KM && c.d2 < MAX_NONSTOP_DISTANCE_KM)
      .sort((a, b) => a.ratio - b.ratio);
    let vias = viaCandidates.filter((c) => c.ratio - 1 < MAX_CONNECTION_DETOUR_RATIO).slice(0, MAX_HUBS_PER_ROUTE);
    if (vias.length === 0 && !nonstopOk) vias = viaCandidates.slice(0, 1);

    const count = rng.int(MIN_OFFERS, MAX_OFFERS);
    const carriers = carriersFor(origin, destination, distance);
    const demand = demandFactor(today, date);
    const cabinFactor = CABIN_PRICE_MULTIPLIER[cabin];
    const options: DirectionOption[] = [];
    for (let i = 0; i < count; i++) {
      const carrier = rng.pick(carriers);
      const departMs = zonedTimeToUtc(date, localDepartureMinute(rng), origin.timeZone);
      const spread = rng.range(FARE_SPREAD_MIN, FARE_SPREAD_MAX);
      const key = `F|${origin.code}|${destination.code}|${date}|${cabin}|${i}`;
      const seatsLeft = rng.int(MIN_SEATS_LEFT, MAX_SEATS_LEFT) - ledger.booked(key);
      const useNonstop = nonstopOk && (vias.length === 0 || rng.next() < 0.6);
      let segments: FlightSegment[];
      let fareFactor = 1;
      if (useNonstop) {
        segments = [segment(carrier, origin, destination, departMs, blockMinutes(distance, rng), rng)];
      } else {
        const via = rng.pick(vias);
        const first = segment(carrier, origin, via.hub, departMs, blockMinutes(via.d1, rng), rng);
        const layover = Math.round(rng.int(MIN_LAYOVER_MIN, MAX_LAYOVER_MIN) / 5) * 5;
        const secondDepart = Date.parse(first.arrivalAt) + layover * 60_000;
        segments = [first, segment(carrier, via.hub, destination, secondDepart, blockMinutes(via.d2, rng), rng)];
        fareFactor = CONNECTION_FARE_FACTOR;
      }
      const firstSeg = segments[0] as FlightSegment;
      const lastSeg = segments[segments.length - 1] as FlightSegment;
      const itinerary: Itinerary = {
        segments,
        durationMinutes: Math.round((Date.parse(lastSeg.arrivalAt) - Date.parse(firstSeg.departureAt)) / 60_000),
        stops: segments.length - 1,
      };
      const fareUsd = (BASE_FARE_USD + FARE_PER_KM_USD * distance) * cabinFactor * demand * spread * fareFactor;
      options.push({ key, itinerary, fareUsd, seatsLeft });
    }
    return options;
  }

  /**
   * Builds every offer of a query (unsorted), or throws for unknown airports / currencies.
   * @param includeSoldOut keep options with fewer seats than adults (refresh needs them to say sold_out)
   */
  function generate(query: FlightSupplierQuery, includeSoldOut = false): FlightOffer[] {
    const origin = airports.get(query.origin);
    const destination = airports.get(query.destination);
    if (!origin || !destination) throw new Error(`Unknown airport ${origin ? query.destination : query.origin}`);
    const currency = query.currency as SupportedCurrency;
    if (!(SUPPORTED_CURRENCIES as readonly string[]).includes(currency)) throw new Error(`Unsupported currency ${query.currency}`);
    const nowMs = now();
    const today = utcDate(nowMs);
    const expiresAt = expiryOf(nowMs);
    const outs = directionOptions(origin, destination, query.departDate, query.cabin, today);
    const base = { origin: query.origin, destination: query.destination, departDate: query.departDate, returnDate: query.returnDate, adults: query.adults, cabin: query.cabin, currency };

    const offers: FlightOffer[] = [];
    const add = (outIndex: number, inIndex: number, out: DirectionOption, inb: DirectionOption | undefined) => {
      const seatsLeft = Math.min(out.seatsLeft, inb?.seatsLeft ?? MAX_SEATS_LEFT);
      if (seatsLeft < query.adults && !includeSoldOut) return;
      const perAdultUsd = inb ? (out.fareUsd + inb.fareUsd) * ROUND_TRIP_FARE_FACTOR : out.fareUsd;
      const priceMinor = convertUsdToMinor(perAdultUsd, currency) * query.adults;
      const id = encodeOfferId({ ...base, outIndex, inIndex, quotedAt: nowMs, priceMinor });
      offers.push({
        id,
        supplierRef: `OFL-${hashString(id).toString(36).toUpperCase().padStart(7, '0')}`,
        price: { amountMinor: priceMinor, currency },
        expiresAt,
        cabin: query.cabin,
        outbound: out.itinerary,
        ...(inb ? { inbound: inb.itinerary } : {}),
        seatsLeft: Math.max(0, seatsLeft),
        vertical: 'flights',
        conditions: flightConditions(query.cabin, out.itinerary.segments[0]?.departureAt ?? expiresAt),
      });
    };

    if (query.returnDate === undefined) {
      outs.forEach((o, i) => add(i, 0, o, undefined));
    } else {
      const ins = directionOptions(destination, origin, query.returnDate, query.cabin, today);
      const pairRng = createRng(`${query.origin}|${query.destination}|${query.departDate}|${query.returnDate}|${query.cabin}|pairs`);
      outs.forEach((o, i) => {
        // An inbound that leaves after the outbound lands (same-day returns need a gap of 2 h).
        const landMs = Date.parse(o.itinerary.segments[o.itinerary.segments.length - 1]?.arrivalAt ?? '');
        const valid = ins.map((inb, j) => ({ inb, j })).filter(({ inb }) => Date.parse(inb.itinerary.segments[0]?.departureAt ?? '') > landMs + 2 * 3_600_000);
        if (valid.length === 0) return;
        const { inb, j } = pairRng.pick(valid);
        add(i, j, o, inb);
      });
    }
    return offers;
  }

  /** Re-prices an offer id (see module doc). */
  function refresh(offerId: string): RefreshOfferResult<FlightOffer> {
    const key = decodeOfferId(offerId);
    if (!key || !airports.has(key.origin) || !airports.has(key.destination)) return { status: 'offer_expired' };
    const nowMs = now();
    if (key.quotedAt !== null && quoteExpired(key.quotedAt, nowMs)) return { status: 'offer_expired' };
    let offers: FlightOffer[];
    try {
      offers = generate({ origin: key.origin, destination: key.destination, departDate: key.departDate, returnDate: key.returnDate, adults: 1, cabin: key.cabin, currency: key.currency }, true);
    } catch {
      return { status: 'offer_expired' };
    }
    const single = offers.find((o) => {
      const k = decodeOfferId(o.id);
      return k !== null && k.outIndex === key.outIndex && k.inIndex === key.inIndex;
    });
    if (!single) return { status: 'offer_expired' };
    if (Date.parse(single.outbound.segments[0]?.departureAt ?? '') <= nowMs) return { status: 'offer_expired' };
    if (single.seatsLeft < key.adults) return { status: 'sold_out' };
    const priceMinor = single.price.amountMinor * key.adults;
    const id = encodeOfferId({ ...key, quotedAt: nowMs, priceMinor });
    const offer: FlightOffer = { ...single, id, price: { amountMinor: priceMinor, currency: key.currency } };
    offer.supplierRef = `OFL-${hashString(offer.id).toString(36).toUpperCase().padStart(7, '0')}`;
    const requirements: OfferRequirements = { vertical: 'flights', minTravelers: key.adults, maxTravelers: key.adults, travelDate: key.departDate };
    if (priceMinor !== key.priceMinor) {
      return { status: 'price_changed', offer, previous: { amountMinor: key.priceMinor, currency: key.currency }, requirements };
    }
    return { status: 'available', offer, requirements };
  }

  /** Ledger units an offer holds: `adults` seats on each direction's schedule option. */
  function units(offerId: string): Record<string, number> {
    const key = decodeOfferId(offerId);
    if (!key) return {};
    const out: Record<string, number> = { [`F|${key.origin}|${key.destination}|${key.departDate}|${key.cabin}|${key.outIndex}`]: key.adults };
    if (key.returnDate !== undefined) out[`F|${key.destination}|${key.origin}|${key.returnDate}|${key.cabin}|${key.inIndex}`] = key.adults;
    return out;
  }

  return { generate, refresh, units, getAirport: (code: string) => airports.get(code), prefix: ID_PREFIX };
}

/** The flight engine type. */
export type FlightEngine = ReturnType<typeof createFlightEngine>;

/** Parses an offline flight offer id (for diagnostics and tests); null when it is not one. */
export function parseOfflineOfferId(id: string): OfferKey | null {
  return decodeOfferId(id);
}

export type { Money };
