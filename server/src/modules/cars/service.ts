/** Car search: resolves the desk location (IATA or city id), checks dates, filters, sorts, facets. */
import type { CarOffer, CarRentalLocation, CarSearchQuery, CarSearchResponse } from '@travel/contract';
import { validationError } from '../../errors.ts';
import { isSupportedCurrency } from '../../inventory/offline/pricing.ts';
import type { CarSupplierQuery, SupplierAdapter } from '../../inventory/supplier.ts';
import type { AirportIndex } from '../airports/service.ts';
import type { LocationService } from '../locations/service.ts';
import { byId, checkTravelDate, filterWithFacets, inPriceBounds, page, priceRangeOf, recordPriceStats } from '../search/results.ts';

export interface CarService {
  /**
   * @throws AppError 400 VALIDATION_ERROR: `location` / `dropOffLocation` (unknown), `pickUpAt` (past / too far), `currency`.
   * A `dropOffLocation` other than `location` searches one-way rentals (issue #11; offline: car-one-way.ts).
   */
  search(query: CarSearchQuery): Promise<CarSearchResponse>;
}

export function createCarService(deps: { supplier: SupplierAdapter; airports: AirportIndex; locations: LocationService; now: () => number }): CarService {
  /** The desk location when no offer carries it (everything sold out). */
  function deskOf(code: string): CarRentalLocation {
    const a = deps.airports.get(code);
    if (a) return { kind: 'airport', code, name: a.name, latitude: a.latitude, longitude: a.longitude, timeZone: a.timeZone };
    const c = deps.locations.cities.get(Number(code));
    return { kind: 'city', code, name: `${c?.name ?? code} city centre`, latitude: c?.latitude ?? 0, longitude: c?.longitude ?? 0, timeZone: c ? deps.locations.cities.timeZone(c) : 'UTC' };
  }
  return {
    async search(query) {
      let location: CarSupplierQuery['location'];
      if (/^[A-Z]{3}$/.test(query.location)) {
        if (!deps.airports.get(query.location)) throw validationError('location', `Unknown airport code ${query.location}`);
        location = { kind: 'airport', code: query.location };
      } else {
        if (!deps.locations.cities.get(Number(query.location))) throw validationError('location', `Unknown city id ${query.location}`);
        location = { kind: 'city', cityId: Number(query.location) };
      }
      if (query.dropOffLocation !== undefined) {
        const known = /^[A-Z]{3}$/.test(query.dropOffLocation) ? deps.airports.get(query.dropOffLocation) : deps.locations.cities.get(Number(query.dropOffLocation));
        if (!known) throw validationError('dropOffLocation', `Unknown drop-off location ${query.dropOffLocation}`);
      }
      // Returned where it was picked up: an ordinary rental.
      const dropOffLocation = query.dropOffLocation !== undefined && query.dropOffLocation !== query.location ? query.dropOffLocation : undefined;
      checkTravelDate('pickUpAt', query.pickUpAt.slice(0, 10), deps.now(), 'pick-up date');
      if (!isSupportedCurrency(query.currency)) throw validationError('currency', 'Unsupported currency');
      const all = await deps.supplier.search('cars', { location, pickUpAt: query.pickUpAt, dropOffAt: query.dropOffAt, driverAge: query.driverAge, currency: query.currency, ...(dropOffLocation ? { dropOffLocation } : {}) });
      const supplierNames: Record<string, string> = {};
      for (const o of all) supplierNames[o.supplier.code] = o.supplier.name;
      const { carClass, suppliers, transmission } = query;
      const { filtered, facets } = filterWithFacets(
        all,
        {
          carClass: { values: (o) => o.carClass, filter: carClass && ((o) => carClass.includes(o.carClass)) },
          suppliers: { values: (o) => o.supplier.code, filter: suppliers && ((o) => suppliers.includes(o.supplier.code)) },
          transmission: { values: (o) => o.transmission, filter: transmission && ((o) => transmission.includes(o.transmission)) },
        },
        (o) => inPriceBounds(o.price.amountMinor, query.priceMin, query.priceMax),
      );
      const sorted = filtered.sort((a: CarOffer, b: CarOffer) => {
        const price = a.price.amountMinor - b.price.amountMinor;
        return (query.sort === 'rating' ? b.supplier.rating - a.supplier.rating : 0) || price || byId(a, b);
      });
      const desk = all[0]?.location ?? deskOf(query.location);
      return recordPriceStats({
        query: { location: query.location, pickUpAt: query.pickUpAt, dropOffAt: query.dropOffAt, driverAge: query.driverAge, ...(dropOffLocation ? { dropOffLocation } : {}), currency: query.currency, sort: query.sort },
        location: desk,
        total: filtered.length,
        offers: page(sorted, query.limit, query.offset),
        facets,
        priceRange: priceRangeOf(all),
        supplierNames,
      }, 'offers', () => all.map((o) => o.price.amountMinor));
    },
  };
}
