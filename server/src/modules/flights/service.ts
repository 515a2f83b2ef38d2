/**
 * Flight search: checks that need data or "today" (the contract schema already checked formats,
 * origin != destination, return >= depart, 1-9 adults), asks the supplier, filters with disjunctive facet
 * counts (search/results.ts filterWithFacets), sorts and pages. Issue #2 §5 (flight search API); verticals issue.
 *
 * Issue #11: children (ages 2-17) and infants (on a lap or in a seat) are priced by the supplier for the
 * whole party (child 75 %, infant in a seat 75 %, lap infant 10 % of the adult fare; contract
 * PASSENGER_FARE_SHARE) under a composite offer id that booking refreshes like any other
 * (inventory/offline/multi-city.ts); multi-city (2-5 legs) searches every leg one way and combines them
 * (offers carry `legs`); every offer carries its bags as fare information ({@link BAGGAGE_BY_CABIN}).
 */
import { SUPPORTED_CURRENCIES, type BaggageAllowance, type CabinClass, type FlightOffer, type FlightSearchQuery, type FlightSearchResponse, type FlightSort } from '@travel/contract';
import { MAX_TRAVELERS } from '@travel/contract';
import { validationError } from '../../errors.ts';
import type { FlightSupplierQuery, SupplierAdapter } from '../../inventory/supplier.ts';
import { cheapestOf, type CheapestPrice } from '../search/cheapest.ts';
import { daysBetween, utcDate } from '../../inventory/offline/geo-time.ts';
import type { AirportIndex } from '../airports/service.ts';
import { filterWithFacets, inHourWindow, inPriceBounds, localHour, page, priceRangeOf, recordPriceStats, timeBand } from '../search/results.ts';
import { MAX_DAYS_AHEAD } from './constants.ts';
import { listAirlines } from './repository.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { InventoryAirline } from '../../inventory/offline/offline-supplier.ts';

export interface FlightService {
  /**
   * Searches flights.
   * @throws AppError 400 VALIDATION_ERROR with field `origin`/`destination` (unknown airport),
   *   `departDate` (before today UTC, or more than 365 days ahead), `adults` (over 9), `currency`
   *   (not one of SUPPORTED_CURRENCIES), `legs.{i}.origin|destination|departDate` (a further leg's unknown
   *   airport, past date or date more than 365 days ahead).
   */
  search(query: FlightSearchQuery): Promise<FlightSearchResponse>;
  /**
   * For each query, the price `search` sorted by price would list first (minor units; null when no offer), or the
   * error `search` would throw for it; in query order. Result filters (stops, airlines, times, price, duration) are
   * not applied: the calendar asks unfiltered. Issue #23: the price calendar's run of dates in one call
   * (one read of the units sold, no offer built) instead of a search per date.
   */
  cheapestPrices(queries: readonly FlightSearchQuery[]): Promise<CheapestPrice[]>;
}


/**
 * Bags included per passenger with a seat, by cabin (the offline fares' rules; KAYAK shows the same as fare
 * information): economy a cabin bag only, premium economy 1 checked bag, business and first 2 checked bags.
 */
export const BAGGAGE_BY_CABIN: Readonly<Record<CabinClass, BaggageAllowance>> = {
  economy: { checked: 0, cabin: 1 },
  premium: { checked: 1, cabin: 1 },
  business: { checked: 2, cabin: 1 },
  first: { checked: 2, cabin: 1 },
};

/** Every itinerary of an offer: the legs of a multi-city trip, else outbound and inbound. */
const itineraries = (o: FlightOffer) => o.legs ?? [o.outbound, ...(o.inbound ? [o.inbound] : [])];

/** Total minutes of an offer (every leg). */
function offerMinutes(o: FlightOffer): number {
  return itineraries(o).reduce((sum, leg) => sum + leg.durationMinutes, 0);
}

const departMs = (o: FlightOffer) => Date.parse(o.outbound.segments[0]?.departureAt ?? '');
const maxStops = (o: FlightOffer) => Math.min(2, Math.max(...itineraries(o).map((leg) => leg.stops)));
const carriers = (o: FlightOffer) => [...new Set(itineraries(o).flatMap((leg) => leg.segments).map((s) => s.carrier.code))];
const departHour = (o: FlightOffer) => localHour(o.outbound.segments[0]?.departureAt ?? '', o.outbound.segments[0]?.origin.timeZone ?? 'UTC');

/** Sorts offers: price (ties by duration), duration (ties by price) or departure (ties by price); then by id. */
export function sortOffers(offers: FlightOffer[], sort: FlightSort): FlightOffer[] {
  return offers.sort((a, b) => {
    const price = a.price.amountMinor - b.price.amountMinor;
    const duration = offerMinutes(a) - offerMinutes(b);
    const primary = sort === 'price' ? price || duration : sort === 'duration' ? duration || price : departMs(a) - departMs(b) || price;
    return primary || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}

/** Most distinct queries (filters, sorts, pages) whose replies are kept per shared offers array. */
const REPLIES_PER_OFFERS_MAX = 32;

export function createFlightService(deps: { supplier: SupplierAdapter; airports: AirportIndex; now?: () => number }): FlightService {
  const now = deps.now ?? Date.now;
  /**
   * Issue #23: replies already built from a frozen (shared) supplier offers array, by query. The supplier returns
   * the same frozen array for the same query, quote window and units sold, and a reply is a pure function of that
   * array and the query, so the reply is kept with the array (collected with it) and frozen (its JSON is then kept
   * too, search/reply-serializer.ts).
   */
  const replies = new WeakMap<readonly FlightOffer[], Map<string, FlightSearchResponse>>();
  /**
   * Issue #23: what a frozen query (one the route's validator keeps for repeated parameters,
   * search/query-validator.ts) always maps to: its supplier query and its reply key, made on its first search.
   */
  const derivedOfQuery = new WeakMap<FlightSearchQuery, { supplierQuery: FlightSupplierQuery; replyKey: string }>();
  function derivedOf(query: FlightSearchQuery): { supplierQuery: FlightSupplierQuery; replyKey: string } {
    const known = derivedOfQuery.get(query);
    if (known !== undefined) return known;
    const derived = { supplierQuery: supplierQueryOf(query), replyKey: JSON.stringify(query) };
    if (Object.isFrozen(query)) derivedOfQuery.set(query, derived);
    return derived;
  }

  /**
   * The checks that need data or "today" (see {@link FlightService.search}).
   * @throws AppError 400 VALIDATION_ERROR as search
   */
  function check(query: FlightSearchQuery): void {
    if (!deps.airports.get(query.origin)) throw validationError('origin', `Unknown airport code ${query.origin}`);
    if (!deps.airports.get(query.destination)) throw validationError('destination', `Unknown airport code ${query.destination}`);
    const today = utcDate(now());
    if (query.departDate < today) throw validationError('departDate', 'The departure date is in the past');
    if (daysBetween(today, query.departDate) > MAX_DAYS_AHEAD) {
      throw validationError('departDate', `The departure date is more than ${MAX_DAYS_AHEAD} days ahead`);
    }
    if (query.returnDate !== undefined && daysBetween(today, query.returnDate) > MAX_DAYS_AHEAD) {
      throw validationError('returnDate', `The return date is more than ${MAX_DAYS_AHEAD} days ahead`);
    }
    for (const [i, leg] of (query.legs ?? []).entries()) {
      if (!deps.airports.get(leg.origin)) throw validationError(`legs.${i}.origin`, `Unknown airport code ${leg.origin}`);
      if (!deps.airports.get(leg.destination)) throw validationError(`legs.${i}.destination`, `Unknown airport code ${leg.destination}`);
      if (leg.departDate < today) throw validationError(`legs.${i}.departDate`, 'The departure date is in the past');
      if (daysBetween(today, leg.departDate) > MAX_DAYS_AHEAD) throw validationError(`legs.${i}.departDate`, `The departure date is more than ${MAX_DAYS_AHEAD} days ahead`);
    }
    if (query.adults > MAX_TRAVELERS) throw validationError('adults', `At most ${MAX_TRAVELERS} travelers`);
    if (!(SUPPORTED_CURRENCIES as readonly string[]).includes(query.currency)) {
      throw validationError('currency', `Unsupported currency; use one of ${SUPPORTED_CURRENCIES.join(', ')}`);
    }
  }

  /** What the supplier is asked for a query (no sort, filters or paging). */
  function supplierQueryOf(query: FlightSearchQuery): FlightSupplierQuery {
    const children = query.children ?? [];
    const party = { adults: query.adults, childAges: children, infantsOnLap: query.infantsOnLap, infantsInSeat: query.infantsInSeat };
    return {
      origin: query.origin,
      destination: query.destination,
      departDate: query.departDate,
      returnDate: query.returnDate,
      adults: query.adults,
      cabin: query.cabin,
      currency: query.currency,
      ...(children.length + query.infantsOnLap + query.infantsInSeat > 0 ? { party } : {}),
      ...(query.legs && query.legs.length > 0 ? { legs: query.legs } : {}),
    };
  }

  return {
    async cheapestPrices(queries) {
      const answers: CheapestPrice[] = new Array(queries.length);
      const valid: { index: number; query: FlightSupplierQuery }[] = [];
      queries.forEach((query, index) => {
        try {
          check(query);
          valid.push({ index, query: supplierQueryOf(query) });
        } catch (error) {
          answers[index] = { error };
        }
      });
      const prices = await cheapestOf(deps.supplier, 'flights', valid.map((v) => v.query));
      valid.forEach((v, i) => {
        answers[v.index] = { price: prices[i] ?? null };
      });
      return answers;
    },
    async search(query) {
      check(query);
      const children = query.children ?? [];
      const { supplierQuery, replyKey } = derivedOf(query);
      const found = await deps.supplier.search('flights', supplierQuery);
      const shared = Object.isFrozen(found);
      const known = shared ? replies.get(found)?.get(replyKey) : undefined;
      if (known) return known;
      const all = found.map((o) => ({ ...o, baggage: o.baggage ?? BAGGAGE_BY_CABIN[o.cabin] }));
      const airlineNames: Record<string, string> = {};
      for (const o of all) for (const s of itineraries(o).flatMap((leg) => leg.segments)) airlineNames[s.carrier.code] = s.carrier.name;
      const { stops, airlines, departFrom, departTo, maxDurationMinutes } = query;
      const { filtered, facets } = filterWithFacets(
        all,
        {
          stops: { values: (o) => String(maxStops(o)), filter: stops && ((o) => stops.includes(maxStops(o))) },
          // An offer matches when any of its carriers is selected: the same rule the airline facet counts by,
          // so ticking "Delta (7)" adds those 7 offers.
          airlines: { values: carriers, filter: airlines && ((o) => carriers(o).some((c) => airlines.includes(c))) },
          departureTime: {
            values: (o) => timeBand(departHour(o)),
            filter: departFrom === undefined && departTo === undefined ? undefined : (o) => inHourWindow(departHour(o), departFrom, departTo),
          },
        },
        (o) => inPriceBounds(o.price.amountMinor, query.priceMin, query.priceMax) && (maxDurationMinutes === undefined || offerMinutes(o) <= maxDurationMinutes),
      );
      const offers = page(sortOffers(filtered, query.sort), query.limit, query.offset);
      const echo: FlightSearchResponse['query'] = {
        origin: query.origin,
        destination: query.destination,
        departDate: query.departDate,
        adults: query.adults,
        cabin: query.cabin,
        currency: query.currency,
        sort: query.sort,
      };
      if (query.returnDate !== undefined) echo.returnDate = query.returnDate;
      if (children.length > 0) echo.children = children;
      if (query.infantsOnLap > 0) echo.infantsOnLap = query.infantsOnLap;
      if (query.infantsInSeat > 0) echo.infantsInSeat = query.infantsInSeat;
      if (query.legs && query.legs.length > 0) echo.legs = query.legs;
      // The search's cheapest and median fare (issue #25 relative policy caps), computed only if a policy asks.
      const reply: FlightSearchResponse = recordPriceStats({ query: echo, offers, facets, priceRange: priceRangeOf(all), total: filtered.length, airlineNames }, 'offers', () => found.map((o) => o.price.amountMinor));
      if (!shared) return reply;
      let byQuery = replies.get(found);
      if (!byQuery) replies.set(found, (byQuery = new Map()));
      if (byQuery.size >= REPLIES_PER_OFFERS_MAX) byQuery.delete(byQuery.keys().next().value as string);
      byQuery.set(replyKey, Object.freeze(reply));
      return reply;
    },
  };
}

/** The carriers of the flight inventory (reference airlines from the database), loaded once at start-up. */
export async function loadAirlines(db: Kysely<Database>): Promise<InventoryAirline[]> {
  return (await listAirlines(db)).map((a) => ({ code: a.code, name: a.name, countryCode: a.country_code }));
}
