/** Train search: checks cities and date, asks the supplier, facets, filters, sorts, pages. */
import type { TrainOffer, TrainSearchQuery, TrainSearchResponse, TrainSort } from '@travel/contract';
import { validationError } from '../../errors.ts';
import { isSupportedCurrency } from '../../inventory/offline/pricing.ts';
import { TRAIN_OPERATORS, railLinked } from '../../inventory/offline/trains.ts';
import type { SupplierAdapter } from '../../inventory/supplier.ts';
import type { LocationService } from '../locations/service.ts';
import { byId, checkTravelDate, countFacets, inHourWindow, inPriceBounds, localHour, page, priceRangeOf, timeBand } from '../search/results.ts';

export interface TrainService {
  /** @throws AppError 400 VALIDATION_ERROR: `origin` / `destination` (unknown city id), `date`, `currency` */
  search(query: TrainSearchQuery): Promise<TrainSearchResponse>;
}

export function sortTrainOffers(offers: TrainOffer[], sort: TrainSort): TrainOffer[] {
  return offers.sort((a, b) => {
    const price = a.price.amountMinor - b.price.amountMinor;
    const primary = sort === 'price' ? price : sort === 'duration' ? a.durationMinutes - b.durationMinutes : Date.parse(a.departureAt) - Date.parse(b.departureAt);
    return primary || price || byId(a, b);
  });
}

export function createTrainService(deps: { supplier: SupplierAdapter; locations: LocationService; now: () => number }): TrainService {
  return {
    async search(query) {
      const a = deps.locations.cities.get(query.origin);
      const b = deps.locations.cities.get(query.destination);
      if (!a) throw validationError('origin', `Unknown city id ${query.origin}`);
      if (!b) throw validationError('destination', `Unknown city id ${query.destination}`);
      checkTravelDate('date', query.date, deps.now(), 'travel date');
      if (!isSupportedCurrency(query.currency)) throw validationError('currency', 'Unsupported currency');
      const all = await deps.supplier.search('trains', { originCityId: a.id, destinationCityId: b.id, date: query.date, passengers: query.passengers, currency: query.currency });
      const hour = (o: TrainOffer) => localHour(o.departureAt, o.origin.timeZone);
      const facets = countFacets(all, { changes: (o) => String(o.changes), trainClass: (o) => o.trainClass, operators: (o) => o.operator.code, departureTime: (o) => timeBand(hour(o)) });
      const filtered = all.filter(
        (o) =>
          (query.changes === undefined || query.changes.includes(o.changes)) &&
          (query.trainClass === undefined || query.trainClass.includes(o.trainClass)) &&
          (query.operators === undefined || query.operators.includes(o.operator.code)) &&
          inHourWindow(hour(o), query.departFrom, query.departTo) &&
          inPriceBounds(o.price.amountMinor, query.priceMin, query.priceMax),
      );
      return {
        query: { origin: query.origin, destination: query.destination, date: query.date, passengers: query.passengers, currency: query.currency, sort: query.sort },
        routeAvailable: railLinked(a, b),
        total: filtered.length,
        offers: page(sortTrainOffers(filtered, query.sort), query.limit, query.offset),
        facets,
        priceRange: priceRangeOf(all),
        operatorNames: Object.fromEntries(TRAIN_OPERATORS.map((o) => [o.code, o.name])),
      };
    },
  };
}
