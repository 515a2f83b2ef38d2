/**
 * Train search: checks cities and date, asks the supplier, groups its fares into one offer per train (issue #11
 * "one card per train with its classes"), facets, filters, sorts, pages.
 */
import { TrainClassSchema, type TrainOffer, type TrainSearchQuery, type TrainSearchResponse, type TrainSort } from '@travel/contract';
import { validationError } from '../../errors.ts';
import { isSupportedCurrency } from '../../inventory/offline/pricing.ts';
import { TRAIN_OPERATORS, railLinked } from '../../inventory/offline/trains.ts';
import type { SupplierAdapter } from '../../inventory/supplier.ts';
import type { LocationService } from '../locations/service.ts';
import { byId, checkTravelDate, filterWithFacets, inHourWindow, inPriceBounds, localHour, page, priceRangeOf, recordPriceStats, timeBand } from '../search/results.ts';

export interface TrainService {
  /** @throws AppError 400 VALIDATION_ERROR: `origin` / `destination` (unknown city id), `date`, `currency` */
  search(query: TrainSearchQuery): Promise<TrainSearchResponse>;
}

/** Position of a class in class order (standard first). */
const classRank = (o: Pick<TrainOffer, 'trainClass'>) => TrainClassSchema.options.indexOf(o.trainClass);

/**
 * Groups fares (one offer per train and class, as the supplier sells them) into one offer per train, the train
 * being its `trainNumber` + `departureAt`. Each train offer is its cheapest class's offer (`id`, `price`,
 * `trainClass`, `seatsLeft`, `conditions`; the lower class on a tie) with `classes`: every fare of the train in
 * class order (standard first), each keeping its own offer id for refresh and booking. Trains keep the order
 * of their first fare in `fares`.
 * @param fares the supplier's offers of one search (one currency and passenger count)
 * @returns one offer per train; the input offers are not changed
 */
export function groupTrainClasses(fares: readonly TrainOffer[]): TrainOffer[] {
  const trains = new Map<string, TrainOffer[]>();
  for (const fare of fares) {
    const key = `${fare.trainNumber}|${fare.departureAt}`;
    const list = trains.get(key);
    if (list) list.push(fare);
    else trains.set(key, [fare]);
  }
  return [...trains.values()].map((list) => {
    const ordered = [...list].sort((a, b) => classRank(a) - classRank(b));
    const cheapest = ordered.reduce((best, o) => (o.price.amountMinor < best.price.amountMinor ? o : best));
    const { classes: _ignored, ...base } = cheapest;
    return {
      ...base,
      classes: ordered.map((o) => ({ trainClass: o.trainClass, id: o.id, price: o.price, seatsLeft: o.seatsLeft, conditions: o.conditions })),
    };
  });
}

/** Sorts train offers in place by `sort` (price: cheapest class), then price, then id. */
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
      const fares = await deps.supplier.search('trains', { originCityId: a.id, destinationCityId: b.id, date: query.date, passengers: query.passengers, currency: query.currency });
      // One offer per train: facets, filters, the price range, `total` and paging all count trains, not fares.
      const all = groupTrainClasses(fares);
      const classesOf = (o: TrainOffer) => (o.classes ?? [o]).map((c) => c.trainClass);
      const hour = (o: TrainOffer) => localHour(o.departureAt, o.origin.timeZone);
      const { changes, trainClass, operators, departFrom, departTo } = query;
      const { filtered, facets } = filterWithFacets(
        all,
        {
          changes: { values: (o) => String(o.changes), filter: changes && ((o) => changes.includes(o.changes)) },
          // A train counts under (and passes the filter of) every class it sells.
          trainClass: { values: classesOf, filter: trainClass && ((o) => classesOf(o).some((c) => trainClass.includes(c))) },
          operators: { values: (o) => o.operator.code, filter: operators && ((o) => operators.includes(o.operator.code)) },
          departureTime: {
            values: (o) => timeBand(hour(o)),
            filter: departFrom === undefined && departTo === undefined ? undefined : (o) => inHourWindow(hour(o), departFrom, departTo),
          },
        },
        // The price bounds apply to the train's cheapest class (its `price`), the price its card leads with.
        (o) => inPriceBounds(o.price.amountMinor, query.priceMin, query.priceMax),
      );
      return recordPriceStats({
        query: { origin: query.origin, destination: query.destination, date: query.date, passengers: query.passengers, currency: query.currency, sort: query.sort },
        routeAvailable: railLinked(a, b),
        total: filtered.length,
        offers: page(sortTrainOffers(filtered, query.sort), query.limit, query.offset),
        facets,
        priceRange: priceRangeOf(all),
        operatorNames: Object.fromEntries(TRAIN_OPERATORS.map((o) => [o.code, o.name])),
      }, 'offers', () => all.map((o) => o.price.amountMinor));
    },
  };
}
