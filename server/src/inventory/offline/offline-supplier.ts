/**
 * The built-in offline supplier for every vertical (issue: search and booking across every vertical).
 * It composes the deterministic generators (flights.ts, hotels.ts, cars.ts, trains.ts, packages.ts) over
 * real reference data (airports, airlines, time zones, GeoNames cities; see ATTRIBUTION.md) and keeps
 * sold inventory in the database ledger (ledger.ts, issue #7): every search and refresh reads the units
 * sold in the scopes it needs (one query) right before generating, and a booking takes its units in one
 * transaction that refuses to sell past the generated availability, so any number of processes on one
 * database share the stock and never oversell.
 *
 * Offer ids are signed with the server's key (offer-ids.ts, issue #6 finding 1): refresh answers
 * `invalid_offer` and book throws SupplierBookingError('invalid_offer') for an id with a missing or wrong
 * signature, and for a correctly signed id whose decoded query the search would refuse (0 nights,
 * drop-off before pick-up, 0 passengers, ...; offer-validation.ts).
 *
 * Deterministic test paths (documented for tests in server/BOOKING.md):
 * - price_changed: edit the last number of the id's payload (the quoted price in minor units) and sign
 *   the payload again with the server's key (`app.services.offerIds.sign`, or `signOfferPayload` with
 *   `OFFER_SIGNING_KEY`); refresh answers price_changed with the real price.
 * - offer_expired: offer ids carry their 20-min quote window (OFFER_TTL_MS); from the end of the next
 *   window (20-40 min after quoting) on the injectable clock, or once the travel date has passed,
 *   refresh answers offer_expired.
 * - sold_out: every offer shows its generated availability (seatsLeft / roomsLeft / carsLeft) minus what
 *   was booked; booking an offer until that reaches zero makes refresh answer sold_out.
 * Supplier references are derived from the booking's idempotency key, so booking twice with one key
 * returns the same confirmation and holds inventory once.
 */
import type { AnyOffer, Vertical } from '@travel/contract';
import type { CityIndex } from '../cities.ts';
import {
  SupplierBookingError, type BookInput, type BookResult, type CancelInput, type CancelResult, type HotelSupplierQuery, type RefreshOfferResult,
  type SupplierAdapter, type SupplierOffers, type SupplierQueries,
} from '../supplier.ts';
import { createCarEngine } from './cars.ts';
import { createFlightEngine, type InventoryAirline, type InventoryAirport } from './flights.ts';
import { cityIdOfHotel, createHotelEngine } from './hotels.ts';
import type { InventoryLedger, SoldCounts } from './ledger.ts';
import { createOfferIdSigner, type OfferSigningKey } from './offer-ids.ts';
import { createPackageEngine } from './packages.ts';
import type { PreparedOffer } from './prepared-offer.ts';
import { hashString } from './prng.ts';
import { createCompositeFlightEngine, routeFlightSearch } from './multi-city.ts';
import { createOneWayCarEngine, routeCarSearch } from './car-one-way.ts';
import { createTrainEngine } from './trains.ts';

export type { InventoryAirline, InventoryAirport } from './flights.ts';
export { convertUsdToMinor, parseOfflineOfferId } from './flights.ts';

export interface OfflineSupplierData {
  airports: readonly InventoryAirport[];
  airlines: readonly InventoryAirline[];
  /** World cities (needed for hotels, cars in cities, trains and packages). */
  cities: CityIndex;
  /** Clock, epoch ms (default `Date.now`); drives expiresAt and the days-before-travel demand. */
  now?: () => number;
  /** Sold inventory: the database ledger (`createDatabaseLedger(db, now)`), shared by every process. */
  ledger: InventoryLedger;
  /** Key signing the offer ids (modules/secrets `loadOfferSigningKey`: config or the shared database secret). */
  offerSigningKey: OfferSigningKey;
}

/** The supplier reference of a booking made with an idempotency key (same key, same reference). */
function supplierRefOf(idempotencyKey: string): string {
  const ref = `${hashString(idempotencyKey).toString(36)}${hashString(`${idempotencyKey}#`).toString(36)}`.toUpperCase();
  return `OFL-${ref.slice(0, 10)}`;
}

/** The lowest price of a list of offers (minor units), null when empty. */
function minPrice(offers: readonly { price: { amountMinor: number } }[]): number | null {
  let min: number | null = null;
  for (const o of offers) if (min === null || o.price.amountMinor < min) min = o.price.amountMinor;
  return min;
}

interface Engine {
  prefix: string;
  /** The verified, decoded id; null for anything this engine did not issue (see PreparedOffer). */
  prepare(id: string): PreparedOffer<AnyOffer> | null;
}

/** What every engine offers a search: the ledger scopes a query reads, and the offers over the units sold in them. */
interface SearchEngine<V extends Vertical> {
  scopesOf(query: SupplierQueries[V]): string[];
  search(query: SupplierQueries[V], sold: SoldCounts): SupplierOffers[V][];
}

/**
 * Creates the offline supplier.
 * @throws nothing at creation; `search` throws Error for unknown codes, cities or currencies and for
 *   invalid queries (the services validate those first).
 */
export function createOfflineSupplier(data: OfflineSupplierData) {
  const now = data.now ?? Date.now;
  const { ledger } = data;
  const offerIds = createOfferIdSigner(data.offerSigningKey);
  const airportMap = new Map(data.airports.map((a) => [a.code, a]));
  const flights = createFlightEngine({ airports: data.airports, airlines: data.airlines, now, signer: offerIds });
  const hotels = createHotelEngine({ cities: data.cities, now, signer: offerIds });
  const cars = createCarEngine({ cities: data.cities, airports: airportMap, now, signer: offerIds });
  const trains = createTrainEngine({ cities: data.cities, now, signer: offerIds });
  const packages = createPackageEngine({ cities: data.cities, flights, hotels, now, signer: offerIds });
  // Multi-city trips and parties with children or infants (issue #11): composite ids 'mcf1~' over flight ids.
  const compositeFlights = createCompositeFlightEngine({ flights, signer: offerIds, now });
  // Package and composite flight ids start with '<prefix>~'; the others with '<prefix>_'.
  // One-way car rentals (issue #11): composite ids 'cow1~' over car ids.
  const oneWayCars = createOneWayCarEngine({ cars, signer: offerIds, now });
  const engines: Engine[] = [flights, hotels, cars, trains, packages, compositeFlights, oneWayCars];
  const searchEngines: { [V in Vertical]: SearchEngine<V> } = { flights: routeFlightSearch(flights, compositeFlights), hotels, cars: routeCarSearch(cars, oneWayCars), trains, packages };
  const prepare = (id: string): PreparedOffer<AnyOffer> | null => {
    const engine = engines.find((e) => id.startsWith(`${e.prefix}_`) || id.startsWith(`${e.prefix}~`));
    return engine ? engine.prepare(id) : null;
  };

  /** Verifies the id, reads the units sold it needs and re-prices it. */
  async function refreshPrepared(offerId: string): Promise<{ result: RefreshOfferResult; prepared: PreparedOffer<AnyOffer> | null }> {
    const prepared = prepare(offerId);
    if (!prepared) return { result: { status: 'invalid_offer' }, prepared };
    const sold = await ledger.read(prepared.scopes);
    return { result: prepared.refresh(sold), prepared };
  }

  const supplier: SupplierAdapter = {
    async search<V extends Vertical>(vertical: V, query: SupplierQueries[V]): Promise<SupplierOffers[V][]> {
      const engine: SearchEngine<V> | undefined = Object.hasOwn(searchEngines, vertical) ? searchEngines[vertical] : undefined;
      if (!engine) throw new Error(`Unknown vertical ${String(vertical)}`);
      return engine.search(query, await ledger.read(engine.scopesOf(query)));
    },
    async cheapestPrices<V extends 'flights' | 'hotels'>(vertical: V, queries: readonly SupplierQueries[V][]): Promise<(number | null)[]> {
      if (vertical !== 'flights' && vertical !== 'hotels') throw new Error(`No cheapest prices for ${String(vertical)}`);
      const scopes = queries.flatMap((q) => searchEngines[vertical].scopesOf(q as never));
      if (scopes.length === 0) return [];
      const sold = await ledger.read(scopes);
      return queries.map((q) => {
        if (vertical === 'hotels') return hotels.cheapestPrice(q as HotelSupplierQuery, sold);
        const f = q as SupplierQueries['flights'];
        // Parties with children or infants and multi-city trips are priced by the composite engine: its cheapest offer.
        if (f.party !== undefined || (f.legs !== undefined && f.legs.length > 0)) return minPrice(searchEngines.flights.search(f, sold));
        return flights.cheapestPrice(f, sold);
      });
    },
    async refreshOffer(offerId: string): Promise<RefreshOfferResult> {
      return (await refreshPrepared(offerId)).result;
    },
    async book(input: BookInput): Promise<BookResult> {
      const supplierRef = supplierRefOf(input.idempotencyKey);
      const existing = await ledger.find(supplierRef);
      if (existing) return { supplierRef, status: 'confirmed', price: existing.price };
      if (input.travelers.length === 0) throw new SupplierBookingError('invalid_travelers', 'At least one traveler is required');
      const { result: refreshed, prepared } = await refreshPrepared(input.offerId);
      if (refreshed.status !== 'available' || !prepared) throw new SupplierBookingError(refreshed.status === 'available' ? 'invalid_offer' : refreshed.status, `Offer cannot be booked: ${refreshed.status}`);
      const { minTravelers, maxTravelers } = refreshed.requirements;
      if (input.travelers.length < minTravelers || input.travelers.length > maxTravelers) {
        throw new SupplierBookingError('invalid_travelers', minTravelers === maxTravelers ? `The offer is for ${minTravelers} traveler(s)` : `The offer is for ${minTravelers} to ${maxTravelers} travelers`);
      }
      const booked = await ledger.book({ supplierRef, offerId: refreshed.offer.id, units: prepared.units(), price: refreshed.offer.price });
      if (booked.status === 'sold_out') throw new SupplierBookingError('sold_out', 'Offer cannot be booked: sold_out');
      if (booked.status === 'exists') return { supplierRef, status: 'confirmed', price: booked.booking.price };
      return { supplierRef, status: 'confirmed', price: refreshed.offer.price };
    },
    async cancel(input: CancelInput): Promise<CancelResult> {
      if ((await ledger.cancel(input.supplierRef)) === 'unknown') throw new Error(`Unknown supplier booking ${input.supplierRef}`);
      return { supplierRef: input.supplierRef, status: 'cancelled' };
    },
    async findBooking(idempotencyKey: string) {
      const e = await ledger.find(supplierRefOf(idempotencyKey));
      return e ? { supplierRef: e.supplierRef, status: e.status } : undefined;
    },
    async hotelDetails(hotelId, stay) {
      const cityId = cityIdOfHotel(hotelId);
      if (cityId === null) return undefined;
      return hotels.details(hotelId, stay, await ledger.read(hotels.scopesOf({ cityId })));
    },
    async hotelDistricts(cityId) {
      return hotels.mapDistrictsOf(cityId);
    },
  };

  return Object.assign(supplier, {
    /** The supplier's airport lookup (exposed for validation and tests). */
    getAirport: (code: string) => airportMap.get(code),
    /** Car desk resolution (IATA or city id). */
    resolveCarLocation: cars.resolve,
    /** Signs and verifies this supplier's offer ids (tests sign edited payloads with it). */
    offerIds,
    ledger,
  });
}

/** The concrete type returned by {@link createOfflineSupplier}. */
export type OfflineSupplier = ReturnType<typeof createOfflineSupplier>;
