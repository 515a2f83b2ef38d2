/**
 * Offline flights: deterministic schedules and fares generated from real airports and airlines
 * (issue #2 §5). Same query on the same UTC day -> same offers (times, prices; ids differ only in the
 * quote instant they carry).
 *
 * Model (issue #11 "Believable inventory": the network rules live in flight-network.ts and flight-routes.ts,
 * are stated in server/src/inventory/README.md "Flights" and are checked over thousands of generated
 * itineraries by flights.property.test.ts):
 * - Routings ({@link createRouteNetwork}): every leg is flown by a carrier allowed on it (it touches the
 *   carrier's home country or one of its hubs, network carriers touch a hub on every leg, no cabotage, niche
 *   long-haul carriers only fly from or to home, within the carrier's aircraft range) between airports that
 *   may be joined nonstop (LaGuardia and Reagan National perimeters, medium airports only up to 3,000 km
 *   except to their nearest large airport, 100 km minimum). Connections at the operating carrier's hub
 *   (online) or between alliance partners at either's hub, least detour first; 2- and then 3-stop routings
 *   only when nothing shorter exists. A pair nothing flies has no offers (an empty search, never an error).
 * - Each schedule option draws a routing (nonstop 60 % of the time when the route has both kinds).
 * - Block time per leg = 30 min taxi + 20 min climb/descent + distance at 880 km/h less up to 130 km/h of
 *   headwind flying west (+0-5 % padding), on a 5-min grid; layovers from the hub's minimum connection time
 *   (45/75 min domestic/international, 60/90 at big hubs, +15 between two carriers) up to 300 min. So every
 *   itinerary lasts at least its flown distance at 880 km/h plus 30 min per leg plus the connection minima.
 * - Departures between 06:00 and 22:30 local time at the departing airport, converted to UTC with the
 *   airport's IANA zone; arrival = departure + duration.
 * - Fares in USD: (45 + 0.085 USD/km of the direct distance) x cabin multiplier x demand (days before
 *   departure, weekday) x random spread x 0.86 per stop, x adults; converted with static offline reference
 *   rates and rounded to whole units.
 * - Seats left per schedule option: generated 1-9 (the unit's capacity) minus seats sold (ledger key
 *   `F|{from}|{to}|{date}|{cabin}|{optionIndex}`, scope `F|{from}|{to}|{date}|{cabin}`; read from the
 *   database by the supplier right before generating, passed in as a {@link SoldCounts} snapshot).
 * - Offer ids (`ofl1_{origin}_{destination}_{departDate}_{returnDate|-}_{adults}_{cabin}_{currency}_{out}_{in}_{quote}_{priceMinor}`)
 *   encode the query, the chosen schedule options, the quote window and the quoted price (last), so
 *   refresh regenerates the offer without storage. They are signed (offer-ids.ts) and a decoded id must
 *   be a query the search would accept (offer-validation.ts): otherwise refresh answers `invalid_offer`
 *   (issue #6 finding 1).
 * - Conditions: economy non-refundable; premium, business and first refundable until 24 h before departure.
 */
import type { Airline, Airport, CabinClass, FlightOffer, FlightSegment, Itinerary, Money, OfferConditions, SupportedCurrency } from '@travel/contract';
import { SUPPORTED_CURRENCIES } from '@travel/contract';
import {
  BASE_FARE_USD, CABIN_PRICE_MULTIPLIER, DEPARTURE_GRID_MIN, FARE_PER_KM_USD, FARE_SPREAD_MAX, FARE_SPREAD_MIN,
  FIRST_DEPARTURE_MIN, LAST_DEPARTURE_MIN, MAX_OFFERS, MAX_SEATS_LEFT, MIN_OFFERS, MIN_SEATS_LEFT, ROUND_TRIP_FARE_FACTOR,
} from './constants.ts';
import { BLOCK_PADDING_MAX, FARE_FACTOR_PER_STOP, MAX_LAYOVER_MIN, NONSTOP_SHARE } from './flight-network.ts';
import { airportKm, baseBlockMinutes, createRouteNetwork, minimumConnectionMinutes, type RouteLeg, type Routing } from './flight-routes.ts';
import { createRng, hashString, type Rng } from './prng.ts';
import { utcDate, zonedTimeToUtc } from './geo-time.ts';
import { convertUsdToMinor, decodeQuote, demandFactor, encodeQuote, expiryOf, quoteExpired } from './pricing.ts';
import type { SoldCounts } from './ledger.ts';
import { unverifiedOfferPayload, type OfferIdSigner } from './offer-ids.ts';
import { isValidFlightQuery, tooFarAhead } from './offer-validation.ts';
import type { PreparedOffer } from './prepared-offer.ts';
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
  /** Signs the offer ids this engine issues and verifies the ones it is given. */
  signer: OfferIdSigner;
}

/** One generated one-way schedule option, priced per adult in USD (before round-trip discount). */
interface DirectionOption {
  /** Ledger key of the option's seats. */
  key: string;
  itinerary: Itinerary;
  fareUsd: number;
  /** Seats generated before sales (the ledger unit's capacity). */
  capacity: number;
  /** First departure and last arrival of the itinerary, epoch ms (pairing round trips compares them). */
  departMs: number;
  arriveMs: number;
}

/** One priced combination of schedule options of a query: what an offer is built from (see pricedOptions). */
interface PricedOption {
  outIndex: number;
  inIndex: number;
  out: DirectionOption;
  inb: DirectionOption | undefined;
  /** Seats left on the fullest direction (may be below the adults, or negative, only with includeSoldOut). */
  seatsLeft: number;
  /** Total price of the query's adults, minor units of the query's currency. */
  priceMinor: number;
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
  /** Quote instant, epoch ms (start of its window once decoded). */
  quotedAt: number;
  priceMinor: number;
}

const ID_PREFIX = 'ofl1';
/** Most searches whose offers the engine keeps (oldest dropped first); about 20 offers each, sharing their itineraries. */
const SEARCH_CACHE_MAX = 500;
const CABINS: readonly CabinClass[] = ['economy', 'premium', 'business', 'first'];

function payloadOf(k: OfferKey): string {
  return [ID_PREFIX, k.origin, k.destination, k.departDate, k.returnDate ?? '-', k.adults, k.cabin, k.currency, k.outIndex, k.inIndex, encodeQuote(k.quotedAt), k.priceMinor].join('_');
}

/** Parses a payload (verified, or for diagnostics); null unless every field is well-formed and the query valid. */
function parsePayload(payload: string): OfferKey | null {
  const p = payload.split('_');
  if (p.length !== 12 || p[0] !== ID_PREFIX) return null;
  const [, origin, destination, departDate, ret, adults, cabin, currency, outIndex, inIndex, quote, priceMinor] = p as [string, string, string, string, string, string, string, string, string, string, string, string];
  const quotedAt = decodeQuote(quote);
  if (quotedAt === null || !/^[A-Z]{3}$/.test(origin) || !/^[A-Z]{3}$/.test(destination) || !CABINS.includes(cabin as CabinClass)) return null;
  if (!/^[1-9]$/.test(adults) || !/^[1-9]\d{0,11}$/.test(priceMinor) || !/^(0|[1-9]\d?)$/.test(outIndex) || !/^(0|[1-9]\d?)$/.test(inIndex)) return null;
  if (Number(outIndex) >= MAX_OFFERS || Number(inIndex) >= MAX_OFFERS || (ret === '-' && inIndex !== '0')) return null;
  const key: OfferKey = {
    origin, destination, departDate, returnDate: ret === '-' ? undefined : ret, adults: Number(adults), cabin: cabin as CabinClass,
    currency: currency as SupportedCurrency, outIndex: Number(outIndex), inIndex: Number(inIndex), quotedAt, priceMinor: Number(priceMinor),
  };
  return isValidFlightQuery(key) ? key : null;
}

/** Ledger scopes of a flight query: the outbound's and (round trips) the inbound's route, date and cabin. */
export function flightScopesOf(q: Pick<FlightSupplierQuery, 'origin' | 'destination' | 'departDate' | 'returnDate' | 'cabin'>): string[] {
  const scopes = [`F|${q.origin}|${q.destination}|${q.departDate}|${q.cabin}`];
  if (q.returnDate !== undefined) scopes.push(`F|${q.destination}|${q.origin}|${q.returnDate}|${q.cabin}`);
  return scopes;
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

/**
 * Block time of a leg, minutes, on the 5-minute grid: {@link baseBlockMinutes} (taxi, climb and descent,
 * distance at the cruise ground speed less the heading's headwind) plus up to BLOCK_PADDING_MAX (5 %)
 * schedule padding, rounded up.
 */
function blockMinutes(leg: RouteLeg<InventoryAirport>, rng: Rng): number {
  const minutes = baseBlockMinutes(leg.from, leg.to, leg.km) * (1 + rng.next() * BLOCK_PADDING_MAX);
  return Math.ceil(minutes / 5) * 5;
}

/** One routing of a group, drawn in proportion to the routings' weights. */
function pickWeighted<T extends { weight: number }>(items: readonly T[], rng: Rng): T {
  const total = items.reduce((sum, it) => sum + it.weight, 0);
  let r = rng.next() * total;
  for (const it of items) {
    r -= it.weight;
    if (r < 0) return it;
  }
  return items[items.length - 1] as T;
}

/**
 * Creates the flight engine of the offline supplier.
 * @param data airports and airlines (from the database), clock, offer-id signer
 * @throws nothing at creation; `generate` throws Error for unknown airport codes or currencies (the
 *   flights service validates those first).
 */
export function createFlightEngine(data: FlightEngineData) {
  const { now, signer } = data;
  const encodeOfferId = (k: OfferKey) => signer.sign(payloadOf(k));
  /** The key of a correctly signed, valid id; null otherwise. */
  const decodeOfferId = (id: string): OfferKey | null => {
    const payload = signer.payload(id);
    return payload === null ? null : parsePayload(payload);
  };
  const airports = new Map(data.airports.map((a) => [a.code, a]));
  const network = createRouteNetwork(data.airports, data.airlines);

  function toAirport(a: InventoryAirport): Airport {
    return { code: a.code, name: a.name, city: a.city, countryCode: a.countryCode, countryName: a.countryName, timeZone: a.timeZone, latitude: a.latitude, longitude: a.longitude };
  }

  function segment(carrier: { code: string; name: string }, from: InventoryAirport, to: InventoryAirport, departMs: number, minutes: number, rng: Rng): FlightSegment {
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

  /** Schedules already built this process (a pure function of its arguments; see {@link directionOptions}). */
  const directionCache = new Map<string, readonly DirectionOption[]>();
  const DIRECTION_CACHE_MAX = 2000;

  /**
   * Deterministic schedule options for one direction on one date, in generation order (read-only: shared by
   * every caller). Cached per (route, date, cabin, today), so a booking's refresh and its ledger units, and
   * repeated searches, build them once.
   */
  function directionOptions(origin: InventoryAirport, destination: InventoryAirport, date: string, cabin: CabinClass, today: string): readonly DirectionOption[] {
    const cacheKey = `${origin.code}|${destination.code}|${date}|${cabin}|${today}`;
    const hit = directionCache.get(cacheKey);
    if (hit) return hit;
    const built = buildDirectionOptions(origin, destination, date, cabin, today);
    if (directionCache.size >= DIRECTION_CACHE_MAX) directionCache.delete(directionCache.keys().next().value as string);
    directionCache.set(cacheKey, built);
    return built;
  }

  /**
   * Builds one routing's segments departing at `departMs`: each leg's block time, and at each stop a layover
   * of at least the hub's minimum connection time and at most {@link MAX_LAYOVER_MIN}.
   */
  function flyRouting(routing: Routing<InventoryAirport>, departMs: number, rng: Rng): FlightSegment[] {
    const segments: FlightSegment[] = [];
    let at = departMs;
    routing.legs.forEach((leg, i) => {
      if (i > 0) {
        const prev = routing.legs[i - 1] as RouteLeg<InventoryAirport>;
        const mct = minimumConnectionMinutes(leg.from, prev, leg, prev.carrier !== leg.carrier);
        // Short layovers are the common ones: the spread is squared towards the minimum.
        at += (mct + Math.floor((rng.next() ** 2 * (MAX_LAYOVER_MIN - mct)) / 5) * 5) * 60_000;
      }
      const seg = segment(leg.carrier, leg.from, leg.to, at, blockMinutes(leg, rng), rng);
      segments.push(seg);
      at = Date.parse(seg.arrivalAt);
    });
    return segments;
  }

  function buildDirectionOptions(origin: InventoryAirport, destination: InventoryAirport, date: string, cabin: CabinClass, today: string): DirectionOption[] {
    const { nonstop, connecting } = network.routings(origin, destination);
    if (nonstop.length === 0 && connecting.length === 0) return [];
    const rng = createRng(`${origin.code}|${destination.code}|${date}|${cabin}`);
    const distance = airportKm(origin, destination);
    const count = rng.int(MIN_OFFERS, MAX_OFFERS);
    const demand = demandFactor(today, date);
    const cabinFactor = CABIN_PRICE_MULTIPLIER[cabin];
    const options: DirectionOption[] = [];
    for (let i = 0; i < count; i++) {
      const departMs = zonedTimeToUtc(date, localDepartureMinute(rng), origin.timeZone);
      const spread = rng.range(FARE_SPREAD_MIN, FARE_SPREAD_MAX);
      const key = `F|${origin.code}|${destination.code}|${date}|${cabin}|${i}`;
      const capacity = rng.int(MIN_SEATS_LEFT, MAX_SEATS_LEFT);
      const useNonstop = nonstop.length > 0 && (connecting.length === 0 || rng.next() < NONSTOP_SHARE);
      const routing = pickWeighted(useNonstop ? nonstop : connecting, rng);
      const segments = flyRouting(routing, departMs, rng);
      const firstSeg = segments[0] as FlightSegment;
      const lastSeg = segments[segments.length - 1] as FlightSegment;
      const itinerary: Itinerary = {
        segments,
        durationMinutes: Math.round((Date.parse(lastSeg.arrivalAt) - Date.parse(firstSeg.departureAt)) / 60_000),
        stops: segments.length - 1,
      };
      const fareUsd = (BASE_FARE_USD + FARE_PER_KM_USD * distance) * cabinFactor * demand * spread * FARE_FACTOR_PER_STOP ** itinerary.stops;
      options.push({ key, itinerary, fareUsd, capacity, departMs: Date.parse(firstSeg.departureAt), arriveMs: Date.parse(lastSeg.arrivalAt) });
    }
    return options;
  }

  /**
   * Every priced combination of schedule options of a query, in generation order: what {@link generateEntries}
   * builds offers from and {@link cheapestPrice} takes the minimum of (one code path, so a calendar price is
   * always a search's cheapest offer).
   * @param sold units sold in {@link flightScopesOf} the query
   * @param includeSoldOut keep options with fewer seats than adults (refresh needs them to say sold_out)
   * @throws Error for unknown airports, an unsupported currency or an invalid query (0 adults, return
   *   before departure, ...; the flights service validates first)
   */
  function pricedOptions(query: FlightSupplierQuery, sold: SoldCounts, includeSoldOut: boolean, today: string): PricedOption[] {
    const origin = airports.get(query.origin);
    const destination = airports.get(query.destination);
    if (!origin || !destination) throw new Error(`Unknown airport ${origin ? query.destination : query.origin}`);
    const currency = query.currency as SupportedCurrency;
    if (!(SUPPORTED_CURRENCIES as readonly string[]).includes(currency)) throw new Error(`Unsupported currency ${query.currency}`);
    if (!isValidFlightQuery(query)) throw new Error('Invalid flight query');
    const outs = directionOptions(origin, destination, query.departDate, query.cabin, today);
    const priced: PricedOption[] = [];
    const left = (o: DirectionOption) => o.capacity - sold.booked(o.key);
    const add = (outIndex: number, inIndex: number, out: DirectionOption, inb: DirectionOption | undefined) => {
      const seatsLeft = Math.min(left(out), inb ? left(inb) : MAX_SEATS_LEFT);
      if (seatsLeft < query.adults && !includeSoldOut) return;
      const perAdultUsd = inb ? (out.fareUsd + inb.fareUsd) * ROUND_TRIP_FARE_FACTOR : out.fareUsd;
      priced.push({ outIndex, inIndex, out, inb, seatsLeft, priceMinor: convertUsdToMinor(perAdultUsd, currency) * query.adults });
    };

    if (query.returnDate === undefined) {
      outs.forEach((o, i) => add(i, 0, o, undefined));
    } else {
      const ins = directionOptions(destination, origin, query.returnDate, query.cabin, today);
      const pairRng = createRng(`${query.origin}|${query.destination}|${query.departDate}|${query.returnDate}|${query.cabin}|pairs`);
      outs.forEach((o, i) => {
        // An inbound that leaves after the outbound lands (same-day returns need a gap of 2 h).
        const valid = ins.map((inb, j) => ({ inb, j })).filter(({ inb }) => inb.departMs > o.arriveMs + 2 * 3_600_000);
        if (valid.length === 0) return;
        const { inb, j } = pairRng.pick(valid);
        add(i, j, o, inb);
      });
    }
    return priced;
  }

  /**
   * Builds every offer of a query (unsorted) with its schedule option indexes.
   * @param sold units sold in {@link flightScopesOf} the query
   * @param includeSoldOut keep options with fewer seats than adults (refresh needs them to say sold_out)
   * @param nowMs the quote instant, epoch ms (default now)
   * @throws Error as {@link pricedOptions}
   */
  function generateEntries(query: FlightSupplierQuery, sold: SoldCounts, includeSoldOut: boolean, nowMs = now()): { offer: FlightOffer; outIndex: number; inIndex: number }[] {
    const expiresAt = expiryOf(nowMs);
    const currency = query.currency as SupportedCurrency;
    const base = { origin: query.origin, destination: query.destination, departDate: query.departDate, returnDate: query.returnDate, adults: query.adults, cabin: query.cabin, currency };
    return pricedOptions(query, sold, includeSoldOut, utcDate(nowMs)).map(({ outIndex, inIndex, out, inb, seatsLeft, priceMinor }) => {
      const id = encodeOfferId({ ...base, outIndex, inIndex, quotedAt: nowMs, priceMinor });
      return { outIndex, inIndex, offer: {
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
      } };
    });
  }

  /**
   * The price of a query's cheapest available offer (what a search sorted by price lists first), minor units of
   * the query's currency; null when nothing is available. Builds no offer, id or signature (issue #23: the price
   * calendar asks this for up to 62 dates a request).
   * @param sold units sold in {@link flightScopesOf} the query
   * @throws Error as {@link pricedOptions}
   */
  function cheapestPrice(query: FlightSupplierQuery, sold: SoldCounts): number | null {
    let min: number | null = null;
    for (const p of pricedOptions(query, sold, false, utcDate(now()))) if (min === null || p.priceMinor < min) min = p.priceMinor;
    return min;
  }

  /** Every offer of a query (unsorted). @param sold units sold in {@link flightScopesOf} the query @throws Error as generateEntries */
  function generate(query: FlightSupplierQuery, sold: SoldCounts, includeSoldOut = false): FlightOffer[] {
    return generateEntries(query, sold, includeSoldOut).map((e) => e.offer);
  }

  function refreshKey(key: OfferKey, sold: SoldCounts): RefreshOfferResult<FlightOffer> {
    const nowMs = now();
    if (tooFarAhead(utcDate(nowMs), key.departDate)) return { status: 'invalid_offer' };
    if (quoteExpired(key.quotedAt, nowMs)) return { status: 'offer_expired' };
    const entries = generateEntries({ origin: key.origin, destination: key.destination, departDate: key.departDate, returnDate: key.returnDate, adults: 1, cabin: key.cabin, currency: key.currency }, sold, true);
    const single = entries.find((e) => e.outIndex === key.outIndex && e.inIndex === key.inIndex)?.offer;
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

  /** Units a booking holds: `adults` seats on each direction's schedule option, with the option's capacity. */
  function unitsOf(key: OfferKey): Record<string, { count: number; capacity: number }> {
    const origin = airports.get(key.origin);
    const destination = airports.get(key.destination);
    if (!origin || !destination) return {};
    const today = utcDate(now());
    const out = directionOptions(origin, destination, key.departDate, key.cabin, today)[key.outIndex];
    const units: Record<string, { count: number; capacity: number }> = {
      // An option that does not exist holds its key with capacity 0, so booking it answers sold_out.
      [out?.key ?? `F|${key.origin}|${key.destination}|${key.departDate}|${key.cabin}|${key.outIndex}`]: { count: key.adults, capacity: out?.capacity ?? 0 },
    };
    if (key.returnDate !== undefined) {
      const inb = directionOptions(destination, origin, key.returnDate, key.cabin, today)[key.inIndex];
      units[inb?.key ?? `F|${key.destination}|${key.origin}|${key.returnDate}|${key.cabin}|${key.inIndex}`] = { count: key.adults, capacity: inb?.capacity ?? 0 };
    }
    return units;
  }

  /**
   * Verifies and decodes an offer id (issue #6 finding 1).
   * @returns null for a missing or wrong signature, malformed fields, an invalid query or unknown
   *   airports (the caller answers `invalid_offer`)
   */
  function prepare(offerId: string): (PreparedOffer<FlightOffer> & { key: Readonly<OfferKey> }) | null {
    const key = decodeOfferId(offerId);
    if (!key || !airports.has(key.origin) || !airports.has(key.destination)) return null;
    return { key, scopes: flightScopesOf(key), refresh: (sold) => refreshKey(key, sold), units: () => unitsOf(key) };
  }

  /** Offers of recent searches, by query, quote window and sold-units version (see {@link search}). */
  const searchCache = new Map<string, readonly FlightOffer[]>();

  /**
   * Every available offer of a query (unsorted). Read-only: repeated searches get the same frozen array.
   * The offers are a pure function of the query, the quote window (OFFER_TTL_MS: ids, expiresAt and, as windows
   * tile the UTC day, "today") and the units sold: issue #23 caches them under those three, so a search repeated in
   * one window (a filter, a sort, the next page) builds and signs nothing. The units sold are still read from the
   * database by every search (the supplier reads them before calling this), so a sale in any process is seen at once.
   * @param sold units sold in {@link flightScopesOf} the query (without a `version`, nothing is cached)
   * @throws Error as generateEntries
   */
  function search(query: FlightSupplierQuery, sold: SoldCounts): FlightOffer[] {
    if (sold.version === undefined) return generate(query, sold);
    const nowMs = now();
    const key = [query.origin, query.destination, query.departDate, query.returnDate ?? '-', query.adults, query.cabin, query.currency, encodeQuote(nowMs), sold.version].join('|');
    const hit = searchCache.get(key);
    // Frozen: a caller that sorted or edited the shared array in place would throw rather than corrupt the cache.
    if (hit) return hit as FlightOffer[];
    const offers = Object.freeze(generateEntries(query, sold, false, nowMs).map((e) => e.offer));
    if (searchCache.size >= SEARCH_CACHE_MAX) searchCache.delete(searchCache.keys().next().value as string);
    searchCache.set(key, offers);
    return offers as FlightOffer[];
  }

  return { search, cheapestPrice, scopesOf: flightScopesOf, generate, prepare, getAirport: (code: string) => airports.get(code), prefix: ID_PREFIX };
}

/** The flight engine type. */
export type FlightEngine = ReturnType<typeof createFlightEngine>;

/**
 * Parses an offline flight offer id for diagnostics and tests, WITHOUT checking its signature (the
 * engine verifies every id it is given); null when it is not a well-formed, valid one.
 */
export function parseOfflineOfferId(id: string): OfferKey | null {
  return parsePayload(unverifiedOfferPayload(id));
}

export type { Money };
