/**
 * Composite flight offers of the offline supplier (issue #11 "The search forms"): multi-city trips (2-5
 * one-way legs) and any flight search whose party has children or infants.
 *
 * How they are made: every leg is searched with the flight engine for the party's seats (adults + children +
 * infants in a seat; a lap infant takes no seat) as if they were adults, so availability and the ledger units
 * are the flight engine's own. The per-seat fare of a leg is its offer price / seats; the composite price is
 * per-seat fare x (adults x 1 + children x 0.75 + infants in a seat x 0.75 + lap infants x 0.1)
 * (contract PASSENGER_FARE_SHARE), summed over the legs and rounded to whole currency units.
 * Multi-city combinations: the legs' offers sorted by price, the i-th cheapest of every leg together
 * (i = 0..19; a leg with fewer options repeats its last one), so the list runs from cheapest to dearest.
 *
 * Offer id: `mcf1~{party}~{quote}~{priceMinor}~{legOfferId}[~{legOfferId}…]`, signed (offer-ids.ts) around the
 * legs' own signed ids; `{party}` is `{adults}-{childAges joined by '.', or 'x'}-{lapInfants}-{seatInfants}`.
 * Refresh verifies every signature, checks that the legs form a trip the search accepts (same cabin and
 * currency, each leg searched for the party's seats, one-way legs in date order for a multi-city trip, a
 * party of at most 9 with at most one lap infant per adult), re-prices every leg against one read of the
 * ledger and answers price_changed when the total moved. A booking holds every leg's seats and needs one
 * traveler per person, infants included.
 */
import {
  MAX_CHILD_AGE_YEARS, MAX_FLIGHT_LEGS, MAX_TRAVELERS, MIN_CHILD_AGE_YEARS, PASSENGER_FARE_SHARE, passengersOfParty,
  type CabinClass, type FlightOffer, type SupportedCurrency,
} from '@travel/contract';
import type { FlightSupplierQuery, OfferRequirements, RefreshOfferResult } from '../supplier.ts';
import { CURRENCY_MINOR_DIGITS } from './constants.ts';
import type { LedgerUnit, SoldCounts } from './ledger.ts';
import type { OfferIdSigner } from './offer-ids.ts';
import type { PreparedOffer } from './prepared-offer.ts';
import { decodeQuote, encodeQuote, expiryOf, quoteExpired } from './pricing.ts';
import { hashString } from './prng.ts';

export const COMPOSITE_FLIGHT_ID_PREFIX = 'mcf1';
/** Combinations listed for a multi-city search. */
const MAX_COMBINATIONS = 20;

/** Who travels: adults, children's ages (2-17) and infants under 2 on a lap or in their own seat. */
export interface FlightParty {
  adults: number;
  childAges: number[];
  infantsOnLap: number;
  infantsInSeat: number;
}

/** A leg of a composite search; only a single-leg search may have a return date. */
export interface CompositeLeg {
  origin: string;
  destination: string;
  departDate: string;
  returnDate?: string | undefined;
}

/** A composite search: 1 leg (a one-way or round trip for a party with children or infants) or 2-5 one-way legs. */
export interface CompositeFlightQuery {
  legs: CompositeLeg[];
  party: FlightParty;
  cabin: CabinClass;
  currency: string;
}

/** What this module needs of the flight engine (flights.ts). */
export interface FlightEngineParts {
  generate(query: FlightSupplierQuery, sold: SoldCounts): FlightOffer[];
  scopesOf(query: Pick<FlightSupplierQuery, 'origin' | 'destination' | 'departDate' | 'returnDate' | 'cabin'>): string[];
  prepare(id: string): (PreparedOffer<FlightOffer> & { key: Readonly<{ origin: string; destination: string; departDate: string; returnDate?: string | undefined; adults: number; cabin: CabinClass; currency: string }> }) | null;
}

/** Seats the party takes (lap infants take none). */
export function partySeats(p: FlightParty): number {
  return p.adults + p.childAges.length + p.infantsInSeat;
}

/** Everyone travelling, infants included (the travelers a booking names). */
export function partySize(p: FlightParty): number {
  return partySeats(p) + p.infantsOnLap;
}

/** Whether the party is one a search accepts: 1-9 people, at least one adult, ages 2-17, a lap infant per adult at most. */
export function isValidParty(p: FlightParty): boolean {
  return (
    Number.isInteger(p.adults) && p.adults >= 1 && partySize(p) <= MAX_TRAVELERS && p.infantsOnLap <= p.adults && p.infantsOnLap >= 0 && p.infantsInSeat >= 0 &&
    p.childAges.every((a) => Number.isInteger(a) && a >= MIN_CHILD_AGE_YEARS && a <= MAX_CHILD_AGE_YEARS)
  );
}

/** Fare shares of the party in adult fares, e.g. 2 adults + a child + a lap infant = 2.85. */
export function partyFareShares(p: FlightParty): number {
  return (
    p.adults * PASSENGER_FARE_SHARE.adult +
    p.childAges.length * PASSENGER_FARE_SHARE.child +
    p.infantsInSeat * PASSENGER_FARE_SHARE.infantInSeat +
    p.infantsOnLap * PASSENGER_FARE_SHARE.infantOnLap
  );
}

function encodeParty(p: FlightParty): string {
  return `${p.adults}-${p.childAges.length > 0 ? p.childAges.join('.') : 'x'}-${p.infantsOnLap}-${p.infantsInSeat}`;
}

function decodeParty(s: string): FlightParty | null {
  const m = /^([1-9])-(x|\d{1,2}(?:\.\d{1,2}){0,8})-(\d)-(\d)$/.exec(s);
  if (!m) return null;
  const party: FlightParty = { adults: Number(m[1]), childAges: m[2] === 'x' ? [] : (m[2] ?? '').split('.').map(Number), infantsOnLap: Number(m[3]), infantsInSeat: Number(m[4]) };
  return isValidParty(party) ? party : null;
}

/**
 * Creates the composite flight engine over the flight engine's search and ids.
 * @param data.now clock, epoch ms
 */
export function createCompositeFlightEngine(data: { flights: FlightEngineParts; signer: OfferIdSigner; now: () => number }) {
  const { flights, signer, now } = data;

  const legQuery = (leg: CompositeLeg, q: Pick<CompositeFlightQuery, 'party' | 'cabin' | 'currency'>): FlightSupplierQuery => ({
    origin: leg.origin,
    destination: leg.destination,
    departDate: leg.departDate,
    returnDate: leg.returnDate,
    adults: partySeats(q.party),
    cabin: q.cabin,
    currency: q.currency,
  });

  /** Ledger scopes of every leg. */
  function scopesOf(q: CompositeFlightQuery): string[] {
    return q.legs.flatMap((leg) => flights.scopesOf({ ...leg, cabin: q.cabin }));
  }

  /** The composite offer of leg offers (each priced for the party's seats) quoted at `nowMs`. */
  function combine(parts: FlightOffer[], party: FlightParty, nowMs: number): FlightOffer {
    const first = parts[0] as FlightOffer;
    const currency = first.price.currency as SupportedCurrency;
    const unit = 10 ** (CURRENCY_MINOR_DIGITS[currency] ?? 2);
    const seats = partySeats(party);
    const shares = partyFareShares(party);
    const priceMinor = Math.max(unit, Math.round(parts.reduce((sum, o) => sum + (o.price.amountMinor / seats) * shares, 0) / unit) * unit);
    const id = signer.sign([COMPOSITE_FLIGHT_ID_PREFIX, encodeParty(party), encodeQuote(nowMs), priceMinor, ...parts.map((o) => o.id)].join('~'));
    const refundable = parts.every((o) => o.conditions?.refundable === true);
    const deadlines = parts.map((o) => o.conditions?.cancellationDeadline).filter((d): d is string => d !== undefined).sort();
    const multi = parts.length > 1;
    return {
      id,
      supplierRef: `OFL-${hashString(id).toString(36).toUpperCase().padStart(7, '0')}`,
      price: { amountMinor: priceMinor, currency },
      expiresAt: expiryOf(nowMs),
      cabin: first.cabin,
      outbound: first.outbound,
      ...(!multi && first.inbound ? { inbound: first.inbound } : {}),
      ...(multi ? { legs: parts.map((o) => o.outbound) } : {}),
      seatsLeft: Math.max(1, Math.min(...parts.map((o) => o.seatsLeft))),
      vertical: 'flights',
      conditions: {
        refundable,
        ...(refundable && deadlines[0] ? { cancellationDeadline: deadlines[0] } : {}),
        notes: [...new Set(parts.flatMap((o) => o.conditions?.notes ?? []))],
      },
    };
  }

  /**
   * Every offer of a composite query (unsorted).
   * @param sold units sold in {@link scopesOf} the query
   * @throws Error for an invalid party or leg list, or as the flight engine's search
   */
  function search(q: CompositeFlightQuery, sold: SoldCounts): FlightOffer[] {
    if (!isValidParty(q.party) || q.legs.length < 1 || q.legs.length > MAX_FLIGHT_LEGS || (q.legs.length > 1 && q.legs.some((l) => l.returnDate !== undefined))) {
      throw new Error('Invalid composite flight query');
    }
    const nowMs = now();
    const perLeg = q.legs.map((leg) => flights.generate(legQuery(leg, q), sold).sort((a, b) => a.price.amountMinor - b.price.amountMinor || (a.id < b.id ? -1 : 1)));
    if (perLeg.some((offers) => offers.length === 0)) return [];
    if (perLeg.length === 1) return (perLeg[0] ?? []).map((o) => combine([o], q.party, nowMs));
    const count = Math.min(MAX_COMBINATIONS, Math.max(...perLeg.map((o) => o.length)));
    const out: FlightOffer[] = [];
    for (let i = 0; i < count; i++) out.push(combine(perLeg.map((offers) => offers[Math.min(i, offers.length - 1)] as FlightOffer), q.party, nowMs));
    return out;
  }

  function split(id: string): { party: FlightParty; quotedAt: number; priceMinor: number; legIds: string[] } | null {
    const payload = signer.payload(id);
    if (payload === null) return null;
    const p = payload.split('~');
    if (p[0] !== COMPOSITE_FLIGHT_ID_PREFIX || p.length < 5 || p.length > 4 + MAX_FLIGHT_LEGS) return null;
    const party = decodeParty(p[1] ?? '');
    const quotedAt = decodeQuote(p[2] ?? '');
    if (!party || quotedAt === null || !/^[1-9]\d{0,11}$/.test(p[3] ?? '')) return null;
    return { party, quotedAt, priceMinor: Number(p[3]), legIds: p.slice(4) };
  }

  /**
   * Verifies a composite id and its legs and checks they form a trip the search would issue.
   * @returns null otherwise (the caller answers `invalid_offer`)
   */
  function prepare(offerId: string): PreparedOffer<FlightOffer> | null {
    const k = split(offerId);
    if (!k) return null;
    const legs = k.legIds.map((id) => flights.prepare(id));
    if (legs.some((l) => l === null)) return null;
    const prepared = legs as NonNullable<(typeof legs)[number]>[];
    const first = prepared[0]?.key;
    if (!first) return null;
    const seats = partySeats(k.party);
    const multi = prepared.length > 1;
    const consistent = prepared.every(
      (l, i) =>
        l.key.adults === seats && l.key.cabin === first.cabin && l.key.currency === first.currency &&
        (!multi || (l.key.returnDate === undefined && (i === 0 || l.key.departDate >= (prepared[i - 1]?.key.departDate ?? '')))),
    );
    if (!consistent) return null;
    return {
      scopes: prepared.flatMap((l) => l.scopes),
      refresh: (sold) => {
        const last = prepared[prepared.length - 1]?.key ?? first;
        return refreshParts(k, prepared.map((l) => l.refresh(sold)), first.departDate, last.returnDate ?? last.departDate);
      },
      units: () => {
        const units: Record<string, LedgerUnit> = {};
        for (const l of prepared) {
          for (const [key, unit] of Object.entries(l.units())) {
            const had = units[key];
            units[key] = had ? { ...unit, count: had.count + unit.count } : unit;
          }
        }
        return units;
      },
    };
  }

  function refreshParts(k: { party: FlightParty; quotedAt: number; priceMinor: number }, parts: RefreshOfferResult<FlightOffer>[], travelDate: string, lastTravelDate: string): RefreshOfferResult<FlightOffer> {
    const nowMs = now();
    if (parts.some((p) => p.status === 'invalid_offer')) return { status: 'invalid_offer' };
    if (quoteExpired(k.quotedAt, nowMs) || parts.some((p) => p.status === 'offer_expired')) return { status: 'offer_expired' };
    if (parts.some((p) => p.status === 'sold_out')) return { status: 'sold_out' };
    const offers = parts.map((p) => (p.status === 'available' || p.status === 'price_changed' ? p.offer : null)).filter((o): o is FlightOffer => o !== null);
    const offer = combine(offers, k.party, nowMs);
    const size = partySize(k.party);
    const requirements: OfferRequirements = { vertical: 'flights', minTravelers: size, maxTravelers: size, travelDate, lastTravelDate, passengers: passengersOfParty(k.party) };
    if (offer.price.amountMinor !== k.priceMinor) return { status: 'price_changed', offer, previous: { amountMinor: k.priceMinor, currency: offer.price.currency }, requirements };
    return { status: 'available', offer, requirements };
  }

  return { search, scopesOf, prepare, prefix: COMPOSITE_FLIGHT_ID_PREFIX };
}

/** The composite flight engine type. */
export type CompositeFlightEngine = ReturnType<typeof createCompositeFlightEngine>;

/** A flight supplier query with the composite parts (children, infants, further legs) the service may add. */
export type ExtendedFlightSupplierQuery = FlightSupplierQuery & { party?: FlightParty; legs?: CompositeLeg[] };

/**
 * The flights search engine of the supplier: plain adult searches go to the flight engine as before; a query
 * with a party that has children or infants, or with further legs, goes to the composite engine (`legs` are
 * the legs after the first).
 */
export function routeFlightSearch(flights: FlightEngineParts & { search(q: FlightSupplierQuery, sold: SoldCounts): FlightOffer[] }, composite: CompositeFlightEngine) {
  const compositeOf = (q: ExtendedFlightSupplierQuery): CompositeFlightQuery | null => {
    const party = q.party;
    const plain = (!party || (party.childAges.length === 0 && party.infantsOnLap === 0 && party.infantsInSeat === 0)) && (!q.legs || q.legs.length === 0);
    if (plain) return null;
    const first: CompositeLeg = { origin: q.origin, destination: q.destination, departDate: q.departDate, ...(q.returnDate ? { returnDate: q.returnDate } : {}) };
    return { legs: [first, ...(q.legs ?? [])], party: party ?? { adults: q.adults, childAges: [], infantsOnLap: 0, infantsInSeat: 0 }, cabin: q.cabin, currency: q.currency };
  };
  return {
    scopesOf: (q: ExtendedFlightSupplierQuery) => {
      const c = compositeOf(q);
      return c ? composite.scopesOf(c) : flights.scopesOf(q);
    },
    search: (q: ExtendedFlightSupplierQuery, sold: SoldCounts) => {
      const c = compositeOf(q);
      return c ? composite.search(c, sold) : flights.search(q, sold);
    },
  };
}
