/** Package search (flight + hotel): checks airports, destination and dates; facets, filters, sorts, pages. */
import type { PackageOffer, PackageSearchQuery, PackageSearchResponse } from '@travel/contract';
import { validationError } from '../../errors.ts';
import { isSupportedCurrency } from '../../inventory/offline/pricing.ts';
import type { SupplierAdapter } from '../../inventory/supplier.ts';
import type { AirportIndex } from '../airports/service.ts';
import type { LocationService } from '../locations/service.ts';
import { byId, checkTravelDate, filterWithFacets, inPriceBounds, page, priceRangeOf, recordPriceStats } from '../search/results.ts';

export interface PackageService {
  /** @throws AppError 400 VALIDATION_ERROR: `origin`, `destination` (unknown / no airport / same as origin), `departDate`, `returnDate`, `currency` */
  search(query: PackageSearchQuery): Promise<PackageSearchResponse>;
}

const stopsOf = (o: PackageOffer) => Math.min(2, Math.max(o.flight.outbound.stops, o.flight.inbound?.stops ?? 0));

export function createPackageService(deps: { supplier: SupplierAdapter; airports: AirportIndex; locations: LocationService; now: () => number }): PackageService {
  return {
    async search(query) {
      if (!deps.airports.get(query.origin)) throw validationError('origin', `Unknown airport code ${query.origin}`);
      const isIata = /^[A-Z]{3}$/.test(query.destination);
      if (isIata && !deps.airports.get(query.destination)) throw validationError('destination', `Unknown airport code ${query.destination}`);
      const city = deps.locations.resolveCity(query.destination);
      if (!city) throw validationError('destination', `Unknown destination ${query.destination}`);
      const destAirport = isIata ? query.destination : deps.locations.cities.nearestAirport(city)?.code;
      if (!destAirport) throw validationError('destination', `No airport with scheduled flights near ${city.name}`);
      if (destAirport === query.origin) throw validationError('destination', 'Destination must differ from origin');
      checkTravelDate('departDate', query.departDate, deps.now(), 'departure date');
      checkTravelDate('returnDate', query.returnDate, deps.now(), 'return date');
      if (!isSupportedCurrency(query.currency)) throw validationError('currency', 'Unsupported currency');
      const all = await deps.supplier.search('packages', {
        origin: query.origin, destinationCityId: city.id, destinationAirport: destAirport, departDate: query.departDate, returnDate: query.returnDate,
        travelers: query.travelers, rooms: query.rooms, cabin: query.cabin, currency: query.currency,
      });
      const { stars, stops } = query;
      const { filtered, facets } = filterWithFacets(
        all,
        {
          stars: { values: (o) => String(o.hotel.hotel.stars), filter: stars && ((o) => stars.includes(o.hotel.hotel.stars)) },
          stops: { values: (o) => String(stopsOf(o)), filter: stops && ((o) => stops.includes(stopsOf(o))) },
        },
        (o) => inPriceBounds(o.price.amountMinor, query.priceMin, query.priceMax),
      );
      const sorted = filtered.sort((a, b) => {
        const price = a.price.amountMinor - b.price.amountMinor;
        return (query.sort === 'rating' ? b.hotel.hotel.rating - a.hotel.hotel.rating : 0) || price || byId(a, b);
      });
      const reply: PackageSearchResponse = {
        query: { origin: query.origin, destination: query.destination, departDate: query.departDate, returnDate: query.returnDate, travelers: query.travelers, rooms: query.rooms, cabin: query.cabin, currency: query.currency, sort: query.sort },
        city: deps.locations.cityLocation(city),
        total: filtered.length,
        offers: page(sorted, query.limit, query.offset),
        facets,
        priceRange: priceRangeOf(all),
      };
      // A package's flight and hotel parts are checked against their verticals' policies (issue #25).
      recordPriceStats(reply, 'flight', () => all.map((o) => o.flight.price.amountMinor));
      recordPriceStats(reply, 'hotel', () => all.map((o) => o.hotel.price.amountMinor));
      return recordPriceStats(reply, 'offers', () => all.map((o) => o.price.amountMinor));
    },
  };
}
