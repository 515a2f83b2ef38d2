/**
 * The query checks of the offline supplier (issue #6 finding 1): a decoded offer id, and any query the
 * generators are asked to price, passes the same rules as the contract's search query schemas
 * (contract/src/flights.ts, hotels.ts, cars.ts, trains.ts, packages.ts): real calendar dates, check-out
 * after check-in within MAX_HOTEL_NIGHTS, 1..MAX_TRAVELERS guests with 1..MAX_HOTEL_ROOMS rooms and
 * rooms <= guests, drop-off after pick-up within MAX_RENTAL_DAYS, driver age 18-99, 1..9 passengers or
 * adults, return not before departure, a supported currency. The schemas themselves are used (never a
 * copy of their limits), and a value the schema would normalise (lower-case codes, a bare date) is refused.
 *
 * Even a correctly signed id goes through these checks (defence in depth): the offers generated from a
 * valid query never have 0 nights or days, so no price or per-night price is NaN or Infinity.
 */
import {
  CarSearchQuerySchema, FlightSearchQuerySchema, HotelDetailsQuerySchema, PackageSearchQuerySchema, TrainSearchQuerySchema,
} from '@travel/contract';
import type { CarSupplierQuery, FlightSupplierQuery, HotelSupplierQuery, PackageSupplierQuery, TrainSupplierQuery } from '../supplier.ts';
import { daysBetween } from './geo-time.ts';
import { isSupportedCurrency } from './pricing.ts';

/** Furthest travel start an offer id may carry, days after today (UTC): the services' 365 plus one day of quote-window slack. */
export const MAX_OFFER_DAYS_AHEAD = 366;

/** A flight query as the search schema accepts it (and the supplier supports its currency). */
export function isValidFlightQuery(q: FlightSupplierQuery): boolean {
  if (!isSupportedCurrency(q.currency)) return false;
  const r = FlightSearchQuerySchema.safeParse({ origin: q.origin, destination: q.destination, departDate: q.departDate, returnDate: q.returnDate, adults: q.adults, cabin: q.cabin, currency: q.currency });
  return r.success && r.data.origin === q.origin && r.data.destination === q.destination && r.data.adults === q.adults;
}

/** A hotel stay as the hotel search / details schemas accept it: 1-30 nights, rooms 1-5, 1-9 guests, rooms <= guests. */
export function isValidHotelStay(q: Omit<HotelSupplierQuery, 'cityId'>): boolean {
  if (!isSupportedCurrency(q.currency)) return false;
  const r = HotelDetailsQuerySchema.safeParse({ checkIn: q.checkIn, checkOut: q.checkOut, guests: q.guests, rooms: q.rooms, currency: q.currency });
  return r.success && r.data.guests === q.guests && r.data.rooms === q.rooms;
}

/** A car rental as the car search schema accepts it: full `YYYY-MM-DDTHH:mm` times, drop-off after pick-up within 60 days, driver 18-99. */
export function isValidCarRental(code: string, q: Omit<CarSupplierQuery, 'location'>): boolean {
  if (!isSupportedCurrency(q.currency)) return false;
  const r = CarSearchQuerySchema.safeParse({ location: code, pickUpAt: q.pickUpAt, dropOffAt: q.dropOffAt, driverAge: q.driverAge, currency: q.currency });
  return r.success && r.data.location === code && r.data.pickUpAt === q.pickUpAt && r.data.dropOffAt === q.dropOffAt && r.data.driverAge === q.driverAge;
}

/** A train query as the train search schema accepts it (two different cities, 1-9 passengers). */
export function isValidTrainQuery(q: TrainSupplierQuery): boolean {
  if (!isSupportedCurrency(q.currency)) return false;
  const r = TrainSearchQuerySchema.safeParse({ origin: q.originCityId, destination: q.destinationCityId, date: q.date, passengers: q.passengers, currency: q.currency });
  return r.success && r.data.origin === q.originCityId && r.data.destination === q.destinationCityId && r.data.passengers === q.passengers;
}

/** A package query as the package search schema accepts it (1-30 nights, rooms <= travelers). */
export function isValidPackageQuery(q: PackageSupplierQuery): boolean {
  if (!isSupportedCurrency(q.currency)) return false;
  if (q.destinationAirport !== undefined && !/^[A-Z]{3}$/.test(q.destinationAirport)) return false;
  const r = PackageSearchQuerySchema.safeParse({
    origin: q.origin, destination: String(q.destinationCityId), departDate: q.departDate, returnDate: q.returnDate,
    travelers: q.travelers, rooms: q.rooms, cabin: q.cabin, currency: q.currency,
  });
  return r.success && r.data.origin === q.origin && r.data.travelers === q.travelers && r.data.rooms === q.rooms;
}

/** True when a travel start date is further ahead of `today` than any search could have asked for. */
export function tooFarAhead(today: string, date: string): boolean {
  return daysBetween(today, date) > MAX_OFFER_DAYS_AHEAD;
}
