/**
 * Hotel search and details: resolves the destination, checks dates against today, asks the supplier,
 * filters with disjunctive facet counts (search/results.ts filterWithFacets), sorts and pages.
 */
import { type HotelDetailsQuery, type HotelDistrict, type HotelDetailsResponse, type HotelOffer, type HotelSearchQuery, type HotelSearchResponse, type HotelSort } from '@travel/contract';
import { AppError, validationError } from '../../errors.ts';
import { FREE_CANCELLATION_NOTE, cityIdOfHotel } from '../../inventory/offline/hotels.ts';
import { isSupportedCurrency } from '../../inventory/offline/pricing.ts';
import type { HotelSupplierQuery, SupplierAdapter } from '../../inventory/supplier.ts';
import { cheapestOf, type CheapestPrice } from '../search/cheapest.ts';
import type { LocationService } from '../locations/service.ts';
import { byId, checkTravelDate, filterWithFacets, inPriceBounds, page, priceRangeOf, recordPriceStats } from '../search/results.ts';

export interface HotelService {
  /**
   * @throws AppError 400 VALIDATION_ERROR: `destination` (unknown city / airport / name), `checkIn`
   *   (past or more than 365 days ahead), `currency` (unsupported)
   */
  search(query: HotelSearchQuery): Promise<HotelSearchResponse>;
  /**
   * For each query, the price `search` sorted by price would list first (minor units; null when no offer), or the
   * error `search` would throw for it; in query order. Result filters (stars, amenities, rating, price...) are not
   * applied: the calendar asks unfiltered. Issue #23: the price calendar's run of dates in one call.
   */
  cheapestPrices(queries: readonly HotelSearchQuery[]): Promise<CheapestPrice[]>;
  /** @throws AppError 404 NOT_FOUND for an unknown hotel id; 400 as for search */
  details(hotelId: string, query: HotelDetailsQuery): Promise<HotelDetailsResponse>;
}

const hasFreeCancellation = (o: HotelOffer) => o.conditions.refundable || o.conditions.notes.includes(FREE_CANCELLATION_NOTE);

/** Sort: price ascending; rating, stars descending; distance ascending; ties by price then id. */
export function sortHotelOffers(offers: HotelOffer[], sort: HotelSort): HotelOffer[] {
  return offers.sort((a, b) => {
    const price = a.price.amountMinor - b.price.amountMinor;
    const primary =
      sort === 'price' ? price : sort === 'rating' ? b.hotel.rating - a.hotel.rating : sort === 'stars' ? b.hotel.stars - a.hotel.stars : a.hotel.distanceFromCentreKm - b.hotel.distanceFromCentreKm;
    return primary || price || byId(a, b);
  });
}

export function createHotelService(deps: { supplier: SupplierAdapter; locations: LocationService; now: () => number }): HotelService {
  const { supplier, locations, now } = deps;
  function checkStay(q: { checkIn: string; currency: string }): void {
    checkTravelDate('checkIn', q.checkIn, now(), 'check-in date');
    if (!isSupportedCurrency(q.currency)) throw validationError('currency', 'Unsupported currency');
  }
  /** `{ districts }` of a city for the maps (issue #22), or nothing when the supplier has no neighbourhood data. */
  async function districtsOf(cityId: number): Promise<{ districts?: HotelDistrict[] }> {
    return supplier.hotelDistricts ? { districts: await supplier.hotelDistricts(cityId) } : {};
  }
  /**
   * The destination's city after the checks that need data or "today".
   * @throws AppError 400 VALIDATION_ERROR as search
   */
  function checkedCity(query: HotelSearchQuery, resolve: (destination: string) => ReturnType<LocationService['resolveCity']> = (destination) => locations.resolveCity(destination)) {
    const city = resolve(query.destination);
    if (!city) throw validationError('destination', `Unknown destination ${query.destination}`);
    checkStay(query);
    return city;
  }
  return {
    async cheapestPrices(queries) {
      const answers: CheapestPrice[] = new Array(queries.length);
      const valid: { index: number; query: HotelSupplierQuery }[] = [];
      // A calendar's dates share one destination: resolved once, not per date.
      const resolved = new Map<string, ReturnType<LocationService['resolveCity']>>();
      const resolve = (destination: string) => {
        if (!resolved.has(destination)) resolved.set(destination, locations.resolveCity(destination));
        return resolved.get(destination);
      };
      queries.forEach((query, index) => {
        try {
          const city = checkedCity(query, resolve);
          valid.push({ index, query: { cityId: city.id, checkIn: query.checkIn, checkOut: query.checkOut, guests: query.guests, rooms: query.rooms, currency: query.currency } });
        } catch (error) {
          answers[index] = { error };
        }
      });
      const prices = await cheapestOf(supplier, 'hotels', valid.map((v) => v.query));
      valid.forEach((v, i) => {
        answers[v.index] = { price: prices[i] ?? null };
      });
      return answers;
    },
    async search(query) {
      const city = checkedCity(query);
      const all = await supplier.search('hotels', { cityId: city.id, checkIn: query.checkIn, checkOut: query.checkOut, guests: query.guests, rooms: query.rooms, currency: query.currency });
      const { stars, amenities, neighbourhoods, minRating } = query;
      const { filtered, facets } = filterWithFacets(
        all,
        {
          stars: { values: (o) => String(o.hotel.stars), filter: stars && ((o) => stars.includes(o.hotel.stars)) },
          amenities: { values: (o) => o.hotel.amenities, filter: amenities && ((o) => amenities.every((a) => o.hotel.amenities.includes(a))), combine: 'all' },
          neighbourhoods: { values: (o) => o.hotel.neighbourhood, filter: neighbourhoods && ((o) => neighbourhoods.includes(o.hotel.neighbourhood)) },
          freeCancellation: { values: (o) => (hasFreeCancellation(o) ? ['true'] : []), filter: query.freeCancellation === true ? hasFreeCancellation : undefined },
        },
        (o) => (minRating === undefined || o.hotel.rating >= minRating) && inPriceBounds(o.price.amountMinor, query.priceMin, query.priceMax),
      );
      const reply: HotelSearchResponse = {
        query: { destination: query.destination, checkIn: query.checkIn, checkOut: query.checkOut, guests: query.guests, rooms: query.rooms, currency: query.currency, sort: query.sort },
        city: locations.cityLocation(city),
        ...(await districtsOf(city.id)),
        total: filtered.length,
        offers: page(sortHotelOffers(filtered, query.sort), query.limit, query.offset),
        facets,
        priceRange: priceRangeOf(all),
      };
      return recordPriceStats(reply, 'offers', () => all.map((o) => o.price.amountMinor));
    },
    async details(hotelId, query) {
      const cityId = cityIdOfHotel(hotelId);
      const city = cityId === null ? undefined : locations.cities.get(cityId);
      if (!city) throw new AppError(404, 'NOT_FOUND', `Unknown hotel ${hotelId}`);
      checkStay(query);
      const d = await supplier.hotelDetails(hotelId, query);
      if (!d) throw new AppError(404, 'NOT_FOUND', `Unknown hotel ${hotelId}`);
      return { hotel: d.hotel, city: locations.cityLocation(city), ...(await districtsOf(city.id)), query: { checkIn: query.checkIn, checkOut: query.checkOut, guests: query.guests, rooms: query.rooms, currency: query.currency }, rooms: d.rooms };
    },
  };
}
