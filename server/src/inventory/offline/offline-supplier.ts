/**
 * The built-in offline supplier for every vertical (issue: search and booking across every vertical).
 * It composes the deterministic generators (flights.ts, hotels.ts, cars.ts, trains.ts, packages.ts) over
 * real reference data (airports, airlines, time zones, GeoNames cities; see ATTRIBUTION.md) and keeps
 * sold inventory in an {@link InventoryLedger}.
 *
 * Deterministic test paths (documented for tests and the README):
 * - price_changed: change the last `_`-separated number of an offer id (the quoted price in minor
 *   units; packages use `~`); refresh answers price_changed with the real price.
 * - offer_expired: offer ids carry their 20-min quote window (OFFER_TTL_MS); from the end of the next window (20-40 min after quoting) on the injectable
 *   clock, or once the travel date has passed, refresh answers offer_expired. Garbage ids too.
 * - sold_out: every offer shows its generated availability (seatsLeft / roomsLeft / carsLeft) minus what
 *   was booked; booking an offer until that reaches zero makes refresh answer sold_out.
 * Supplier references are derived from the booking's idempotency key, so booking twice with one key
 * returns the same confirmation and holds inventory once.
 */
import type { AnyOffer, Vertical } from '@travel/contract';
import type { CityIndex } from '../cities.ts';
import {
  SupplierBookingError, type BookInput, type BookResult, type CancelInput, type CancelResult, type RefreshOfferResult,
  type SupplierAdapter, type SupplierOffers, type SupplierQueries,
} from '../supplier.ts';
import { createCarEngine } from './cars.ts';
import { createFlightEngine, type InventoryAirline, type InventoryAirport } from './flights.ts';
import { createHotelEngine } from './hotels.ts';
import { InventoryLedger } from './ledger.ts';
import { createPackageEngine } from './packages.ts';
import { hashString } from './prng.ts';
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
  /** Sold inventory (default: an empty in-memory ledger). */
  ledger?: InventoryLedger;
}

/** The supplier reference of a booking made with an idempotency key (same key, same reference). */
function supplierRefOf(idempotencyKey: string): string {
  const ref = `${hashString(idempotencyKey).toString(36)}${hashString(`${idempotencyKey}#`).toString(36)}`.toUpperCase();
  return `OFL-${ref.slice(0, 10)}`;
}

interface Engine {
  prefix: string;
  refresh(id: string): RefreshOfferResult<AnyOffer>;
  units(id: string): Record<string, number>;
}

/**
 * Creates the offline supplier.
 * @throws nothing at creation; `search` throws Error for unknown codes, cities or currencies (the
 *   services validate those first).
 */
export function createOfflineSupplier(data: OfflineSupplierData) {
  const now = data.now ?? Date.now;
  const ledger = data.ledger ?? new InventoryLedger();
  const airportMap = new Map(data.airports.map((a) => [a.code, a]));
  const flights = createFlightEngine({ airports: data.airports, airlines: data.airlines, now, ledger });
  const hotels = createHotelEngine({ cities: data.cities, ledger, now });
  const cars = createCarEngine({ cities: data.cities, airports: airportMap, ledger, now });
  const trains = createTrainEngine({ cities: data.cities, ledger, now });
  const packages = createPackageEngine({ cities: data.cities, flights, hotels, now });
  // Package ids start with 'pkg1~'; the others with '<prefix>_'.
  const engines: Engine[] = [flights, hotels, cars, trains, packages];
  const engineFor = (id: string): Engine | undefined => engines.find((e) => id.startsWith(`${e.prefix}_`) || id.startsWith(`${e.prefix}~`));

  async function refreshOffer(offerId: string): Promise<RefreshOfferResult> {
    const engine = engineFor(offerId);
    return engine ? engine.refresh(offerId) : { status: 'offer_expired' };
  }

  const supplier: SupplierAdapter = {
    async search<V extends Vertical>(vertical: V, query: SupplierQueries[V]): Promise<SupplierOffers[V][]> {
      switch (vertical) {
        case 'flights':
          return flights.generate(query as SupplierQueries['flights']) as SupplierOffers[V][];
        case 'hotels':
          return hotels.search(query as SupplierQueries['hotels']) as SupplierOffers[V][];
        case 'cars':
          return cars.search(query as SupplierQueries['cars']) as SupplierOffers[V][];
        case 'trains':
          return trains.search(query as SupplierQueries['trains']) as SupplierOffers[V][];
        case 'packages':
          return packages.search(query as SupplierQueries['packages']) as SupplierOffers[V][];
        default:
          throw new Error(`Unknown vertical ${String(vertical)}`);
      }
    },
    refreshOffer,
    async book(input: BookInput): Promise<BookResult> {
      const supplierRef = supplierRefOf(input.idempotencyKey);
      const existing = ledger.get(supplierRef);
      if (existing) return { supplierRef, status: 'confirmed', price: existing.price };
      if (input.travelers.length === 0) throw new SupplierBookingError('invalid_travelers', 'At least one traveler is required');
      const refreshed = await refreshOffer(input.offerId);
      if (refreshed.status !== 'available') throw new SupplierBookingError(refreshed.status, `Offer cannot be booked: ${refreshed.status}`);
      const { minTravelers, maxTravelers } = refreshed.requirements;
      if (input.travelers.length < minTravelers || input.travelers.length > maxTravelers) {
        throw new SupplierBookingError('invalid_travelers', minTravelers === maxTravelers ? `The offer is for ${minTravelers} traveler(s)` : `The offer is for ${minTravelers} to ${maxTravelers} travelers`);
      }
      const engine = engineFor(refreshed.offer.id);
      await ledger.book({ supplierRef, offerId: refreshed.offer.id, units: engine?.units(refreshed.offer.id) ?? {}, status: 'confirmed', price: refreshed.offer.price });
      return { supplierRef, status: 'confirmed', price: refreshed.offer.price };
    },
    async cancel(input: CancelInput): Promise<CancelResult> {
      if (!(await ledger.cancel(input.supplierRef))) throw new Error(`Unknown supplier booking ${input.supplierRef}`);
      return { supplierRef: input.supplierRef, status: 'cancelled' };
    },
    async findBooking(idempotencyKey: string) {
      const e = ledger.get(supplierRefOf(idempotencyKey));
      return e ? { supplierRef: e.supplierRef, status: e.status } : undefined;
    },
    async hotelDetails(hotelId, stay) {
      return hotels.details(hotelId, stay);
    },
  };

  return Object.assign(supplier, {
    /** The supplier's airport lookup (exposed for validation and tests). */
    getAirport: (code: string) => airportMap.get(code),
    /** Car desk resolution (IATA or city id). */
    resolveCarLocation: cars.resolve,
    ledger,
  });
}

/** The concrete type returned by {@link createOfflineSupplier}. */
export type OfflineSupplier = ReturnType<typeof createOfflineSupplier>;
