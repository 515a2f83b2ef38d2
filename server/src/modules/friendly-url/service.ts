/**
 * Friendly search URL (chrome-and-consent §4, §7; account-business-header-and-trips §7): converts a
 * results URL of one vertical into the equivalent results URL of another, keeping its base (basename,
 * origin). Filters and sort are vertical-specific and dropped. Conversions (null when impossible):
 *
 * | from -> to | rule |
 * |---|---|
 * | flights -> hotels | city served by the destination airport; check-in = depart, check-out = return (one-way: +1 night); guests = adults, rooms = ceil(adults / 2) |
 * | flights -> cars | at the destination airport, depart -> return (one-way: +1 day) |
 * | flights -> trains | cities served by both airports, depart date, passengers = adults; null without a rail link |
 * | flights -> packages | origin airport -> destination city, needs a return date; travelers = adults |
 * | hotels -> cars | city centre of the hotel city, check-in -> check-out |
 * | hotels -> flights / trains / packages | null (no origin) |
 * | cars -> hotels | the location's city, pick-up -> drop-off; guests 2 |
 * | cars -> others | null (no origin) |
 * | trains -> flights | nearest airports of both cities (must differ), one-way on the date |
 * | trains -> hotels / cars | destination city, date -> +1 day |
 * | trains -> packages | null (no return date) |
 * | packages -> flights | origin -> destination (IATA, or the city's nearest airport), round trip |
 * | packages -> hotels / cars | destination city, depart -> return |
 * | packages -> trains | city of the origin airport -> destination city on the departure date, when rail-linked |
 */
import { buildResultsUrl, splitResultsUrl, type ResultsUrl, type Vertical } from '@travel/contract';
import type { City } from '../../inventory/cities.ts';
import { addDays } from '../../inventory/offline/pricing.ts';
import { railLinked } from '../../inventory/offline/trains.ts';
import type { AirportIndex } from '../airports/service.ts';
import type { LocationService } from '../locations/service.ts';

export interface FriendlyUrlService {
  convert(originalVertical: Vertical, conversionVertical: Vertical, url: string): string | null;
}

export function createFriendlyUrlService(locations: LocationService, airports: AirportIndex): FriendlyUrlService {
  const cities = locations.cities;
  const cityOfCode = (code: string): City | undefined => (/^\d+$/.test(code) ? cities.get(Number(code)) : airports.get(code) ? cities.cityForAirport(code) : undefined);
  const airportOfCity = (c: City | undefined) => (c ? cities.nearestAirport(c)?.code : undefined);

  function convertParsed(from: ResultsUrl, to: Vertical): ResultsUrl | null {
    switch (from.vertical) {
      case 'flights': {
        const dest = cities.cityForAirport(from.destination);
        const back = from.returnDate ?? addDays(from.departDate, 1);
        if (to === 'hotels') return dest ? { vertical: 'hotels', cityId: dest.id, checkIn: from.departDate, checkOut: back, guests: from.adults, rooms: Math.ceil(from.adults / 2) } : null;
        if (to === 'cars') return { vertical: 'cars', location: from.destination, pickUpDate: from.departDate, dropOffDate: back };
        if (to === 'trains') {
          const orig = cities.cityForAirport(from.origin);
          return orig && dest && railLinked(orig, dest) ? { vertical: 'trains', origin: orig.id, destination: dest.id, date: from.departDate, passengers: from.adults } : null;
        }
        if (to === 'packages') return dest && from.returnDate ? { vertical: 'packages', origin: from.origin, destination: String(dest.id), departDate: from.departDate, returnDate: from.returnDate, travelers: from.adults } : null;
        return null;
      }
      case 'hotels':
        return to === 'cars' ? { vertical: 'cars', location: String(from.cityId), pickUpDate: from.checkIn, dropOffDate: from.checkOut } : null;
      case 'cars': {
        const city = cityOfCode(from.location);
        return to === 'hotels' && city ? { vertical: 'hotels', cityId: city.id, checkIn: from.pickUpDate, checkOut: from.dropOffDate > from.pickUpDate ? from.dropOffDate : addDays(from.pickUpDate, 1), guests: 2, rooms: 1 } : null;
      }
      case 'trains': {
        const next = addDays(from.date, 1);
        if (to === 'flights') {
          const o = airportOfCity(cities.get(from.origin));
          const d = airportOfCity(cities.get(from.destination));
          return o && d && o !== d ? { vertical: 'flights', origin: o, destination: d, departDate: from.date, adults: from.passengers } : null;
        }
        if (to === 'hotels') return { vertical: 'hotels', cityId: from.destination, checkIn: from.date, checkOut: next, guests: Math.max(1, from.passengers), rooms: Math.ceil(from.passengers / 2) };
        if (to === 'cars') return { vertical: 'cars', location: String(from.destination), pickUpDate: from.date, dropOffDate: next };
        return null;
      }
      case 'packages': {
        const city = cityOfCode(from.destination);
        if (to === 'flights') {
          const d = /^[A-Z]{3}$/.test(from.destination) ? from.destination : airportOfCity(city);
          return d && d !== from.origin ? { vertical: 'flights', origin: from.origin, destination: d, departDate: from.departDate, returnDate: from.returnDate, adults: from.travelers } : null;
        }
        if (to === 'hotels') return city ? { vertical: 'hotels', cityId: city.id, checkIn: from.departDate, checkOut: from.returnDate, guests: from.travelers, rooms: from.rooms ?? Math.ceil(from.travelers / 2) } : null;
        if (to === 'cars') return city ? { vertical: 'cars', location: String(city.id), pickUpDate: from.departDate, dropOffDate: from.returnDate } : null;
        if (to === 'trains') {
          const orig = cities.cityForAirport(from.origin);
          return orig && city && railLinked(orig, city) ? { vertical: 'trains', origin: orig.id, destination: city.id, date: from.departDate, passengers: from.travelers } : null;
        }
        return null;
      }
    }
  }

  return {
    convert(originalVertical, conversionVertical, url) {
      if (originalVertical === conversionVertical) return null;
      const split = splitResultsUrl(url, originalVertical);
      if (!split) return null;
      const converted = convertParsed(split.results, conversionVertical);
      return converted ? `${split.base}${buildResultsUrl(converted)}` : null;
    },
  };
}
