/** Train search: checks cities and date, asks the supplier, facets, filters, sorts, pages. */
import type { TrainOffer, TrainSearchQuery, TrainSearchResponse, TrainSort } from '@travel/contract';
import { validationError } from '../../errors.ts';
import { isSupportedCurrency } from '../../inventory/offline/pricing.ts';
import { TRAIN_OPERATORS, railLinked } from '../../inventory/offline/trains.ts';
import type { SupplierAdapter } from '../../inventory/supplier.ts';
import type { LocationService } from '../locations/service.ts';
import { byId, checkTravelDate, filterWithFacets, inHourWindow, inPriceBounds, localHour, page, priceRangeOf, timeBand } from '../search/results.ts';

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
      const { changes, trainClass, operators, departFrom, departTo } = query;
      const { filtered, facets } = filterWithFacets(
        all,
        {
          changes: { values: (o) => String(o.changes), filter: changes && ((o) => changes.includes(o.changes)) },
          trainClass: { values: (o) => o.trainClass, filter: trainClass && ((o) => trainClass.includes(o.trainClass)) },
          operators: { values: (o) => o.operator.code, filter: operators && ((o) => operators.includes(o.operator.code)) },
          departureTime: {
            values: (o) => timeBand(hour(o)),
            filter: departFrom === undefined && departTo === undefined ? undefined : (o) => inHourWindow(hour(o), departFrom, departTo),
          },
        },
        (o) => inPriceBounds(o.price.amountMinor, query.priceMin, query.priceMax),
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
