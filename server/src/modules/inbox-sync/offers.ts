/**
 * Imported reservations as the offers trips shows (issue #26 "Inbox sync"): a trip event carries an offer of its
 * vertical (contract AnyOffer), so each reservation read from mail becomes one, built from the markup plus the
 * product's own reference data (airports, world cities), with nothing invented that a traveller would read as fact:
 * - ids `inbox:{reservation key}` (never a bookable offer id: the trip shows no Book button for booked events), the
 *   supplier reference is the reservation number, `expiresAt` the start of the reservation;
 * - the price is the confirmation's total when the markup gives one (minor units of its currency), else 0;
 * - conditions: not refundable here, with the note "Imported from a confirmation email" (cancel with the supplier);
 * - flights: airports from the airports table by IATA code (unknown code: not usable); times as written with their
 *   offset, else local at the airport; a missing arrival time is the great-circle distance at 800 km/h plus 30
 *   minutes; the legs split into outbound and return at the longest stay over 24 h;
 * - hotels, trains and cars in a city: the city by the address's locality (and country when given) in the world
 *   cities (unknown: not usable); car desks with an IATA code use the airport;
 * - hotels: stars, rating and reviews 0/unknown are not in the contract's ranges, so stars 3 and rating 0, no
 *   amenities; the timeline shows name, dates and price only.
 * Reservation keys (the duplicate check, one import per account and key): `{vertical}|{reservation number}`, plus the
 * train and date for trains (a booking may hold several trains).
 */
import type { AnyOffer, FlightOffer, FlightSegment, HotelOffer, CarOffer, TrainOffer } from '@travel/contract';
import type { CityIndex, City } from '../../inventory/cities.ts';
import { haversineKm, zonedTimeToUtc } from '../../inventory/offline/geo-time.ts';
import type { InventoryAirport } from '../../inventory/offline/flights.ts';
import type { FlightLeg, Money, ParsedReservation, Place, WrittenTime } from './reservations.ts';

/** What building an offer needs: airports by IATA code and the world cities. */
export interface OfferReferenceData {
  airport(code: string): InventoryAirport | undefined;
  cities: CityIndex;
}

/** A reservation as an offer, or why it cannot be one. */
export type BuiltOffer = { ok: true; key: string; offer: AnyOffer } | { ok: false; key: string; reason: string };

const NOTE = 'Imported from a confirmation email';
const conditions = { refundable: false, notes: [NOTE] };

/** Fraction digits of a currency (ISO 4217 via Intl; 2 when unknown). */
function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The markup's price in minor units, or 0 in `fallbackCurrency`. */
export function moneyOf(price: Money | null, fallbackCurrency = 'USD'): { amountMinor: number; currency: string } {
  if (!price) return { amountMinor: 0, currency: fallbackCurrency };
  return { amountMinor: Math.round(price.amount * 10 ** minorDigits(price.currency)), currency: price.currency };
}

/** A written time as a UTC instant (ms): its own offset, else local in `timeZone`. */
export function instantOf(t: WrittenTime, timeZone: string): number {
  const minutes = t.minutes ?? 12 * 60;
  if (t.offsetMinutes !== null) return Date.parse(`${t.date}T00:00:00Z`) + (minutes - t.offsetMinutes) * 60_000;
  return zonedTimeToUtc(t.date, minutes, timeZone);
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '.000Z');

function cityOf(cities: CityIndex, p: Place): City | undefined {
  const name = p.locality || p.name;
  if (!name) return undefined;
  return (p.country ? cities.byName(name, p.country) : undefined) ?? cities.byName(name);
}

function segmentOf(ref: OfferReferenceData, leg: FlightLeg): FlightSegment | string {
  const from = ref.airport(leg.from);
  const to = ref.airport(leg.to);
  if (!from || !to) return `unknown airport ${!from ? leg.from : leg.to}`;
  const departureMs = instantOf(leg.departure, from.timeZone);
  const estimated = Math.round((haversineKm(from.latitude, from.longitude, to.latitude, to.longitude) / 800) * 60 + 30);
  let arrivalMs = leg.arrival && leg.arrival.minutes !== null ? instantOf(leg.arrival, to.timeZone) : departureMs + estimated * 60_000;
  if (arrivalMs <= departureMs) arrivalMs = departureMs + estimated * 60_000;
  const airport = (a: InventoryAirport) => ({ code: a.code, name: a.name, city: a.city, countryCode: a.countryCode, countryName: a.countryName, timeZone: a.timeZone, latitude: a.latitude, longitude: a.longitude });
  return {
    carrier: { code: leg.airlineCode || 'XX', name: leg.airlineName }, flightNumber: leg.flightNumber || '0', origin: airport(from), destination: airport(to),
    departureAt: iso(departureMs), arrivalAt: iso(arrivalMs), durationMinutes: Math.max(1, Math.round((arrivalMs - departureMs) / 60_000)),
  };
}

function itinerary(segments: FlightSegment[]) {
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  return { segments, durationMinutes: Math.max(1, Math.round((Date.parse(last.arrivalAt) - Date.parse(first.departureAt)) / 60_000)), stops: segments.length - 1 };
}

function flightOffer(ref: OfferReferenceData, r: Extract<ParsedReservation, { vertical: 'flights' }>, key: string): BuiltOffer {
  const segments: FlightSegment[] = [];
  for (const leg of r.legs) {
    const s = segmentOf(ref, leg);
    if (typeof s === 'string') return { ok: false, key, reason: s };
    segments.push(s);
  }
  if (segments.length === 0) return { ok: false, key, reason: 'no flights' };
  // Outbound and return: split at the longest stay over 24 h between two legs.
  let split = -1;
  let longest = 24 * 60 * 60_000;
  for (let i = 1; i < segments.length; i++) {
    const gap = Date.parse(segments[i]!.departureAt) - Date.parse(segments[i - 1]!.arrivalAt);
    if (gap > longest) {
      longest = gap;
      split = i;
    }
  }
  const outbound = split === -1 ? segments : segments.slice(0, split);
  const inbound = split === -1 ? [] : segments.slice(split);
  const offer: FlightOffer = {
    id: `inbox:${key}`, supplierRef: r.reservationNumber, price: moneyOf(r.price), expiresAt: segments[0]!.departureAt, cabin: 'economy', outbound: itinerary(outbound),
    ...(inbound.length ? { inbound: itinerary(inbound) } : {}), seatsLeft: 1, vertical: 'flights', conditions,
  };
  return { ok: true, key, offer };
}

const nightsBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

function hotelOffer(ref: OfferReferenceData, r: Extract<ParsedReservation, { vertical: 'hotels' }>, key: string): BuiltOffer {
  const city = cityOf(ref.cities, r.place);
  if (!city) return { ok: false, key, reason: `unknown city ${r.place.locality || r.place.name}` };
  const nights = Math.max(1, nightsBetween(r.checkin.date, r.checkout.date));
  const price = moneyOf(r.price);
  const offer: HotelOffer = {
    id: `inbox:${key}`, vertical: 'hotels', supplierRef: r.reservationNumber, price, expiresAt: iso(instantOf(r.checkin, ref.cities.timeZone(city))), conditions,
    hotel: {
      hotelId: `inbox:${key}`, name: r.name, stars: 3, rating: 0, reviewCount: 0, neighbourhood: '', distanceFromCentreKm: 0, latitude: city.latitude, longitude: city.longitude,
      amenities: [], cityId: city.id, cityName: city.name, countryCode: city.countryCode,
    },
    roomType: 'standard', roomName: 'Room', rateType: 'non_refundable', breakfastIncluded: false, checkIn: r.checkin.date, checkOut: r.checkout.date, nights, rooms: 1,
    guests: r.guests, pricePerNight: { amountMinor: Math.round(price.amountMinor / nights), currency: price.currency }, roomsLeft: 0,
  };
  return { ok: true, key, offer };
}

function carLocation(ref: OfferReferenceData, p: Place) {
  const airport = p.iata ? ref.airport(p.iata) : undefined;
  if (airport) return { kind: 'airport' as const, code: airport.code, name: p.name || airport.name, latitude: airport.latitude, longitude: airport.longitude, timeZone: airport.timeZone };
  const city = cityOf(ref.cities, p);
  if (!city) return null;
  return { kind: 'city' as const, code: String(city.id), name: p.name || city.name, latitude: city.latitude, longitude: city.longitude, timeZone: ref.cities.timeZone(city) };
}

const localDateTime = (t: WrittenTime) => `${t.date}T${String(Math.floor((t.minutes ?? 600) / 60)).padStart(2, '0')}:${String((t.minutes ?? 600) % 60).padStart(2, '0')}`;

function carOffer(ref: OfferReferenceData, r: Extract<ParsedReservation, { vertical: 'cars' }>, key: string): BuiltOffer {
  const location = carLocation(ref, r.pickup);
  const dropoff = carLocation(ref, r.dropoff);
  if (!location || !dropoff) return { ok: false, key, reason: `unknown place ${r.pickup.locality || r.pickup.name}` };
  const days = Math.max(1, Math.ceil((Date.parse(`${localDateTime(r.dropoffTime)}:00Z`) - Date.parse(`${localDateTime(r.pickupTime)}:00Z`)) / 86_400_000));
  const price = moneyOf(r.price);
  const offer: CarOffer = {
    id: `inbox:${key}`, vertical: 'cars', supplierRef: r.reservationNumber, price, expiresAt: iso(instantOf(r.pickupTime, location.timeZone)), conditions,
    supplier: { code: 'inbox', name: r.company, rating: 0 }, carClass: 'economy', model: r.model, seats: 5, doors: 4, bags: 2, transmission: 'automatic', airConditioning: true,
    mileage: 'unlimited', fuelPolicy: 'full_to_full', location, ...(dropoff.code !== location.code ? { dropOffLocation: dropoff } : {}),
    pickUpAt: localDateTime(r.pickupTime), dropOffAt: localDateTime(r.dropoffTime), days, pricePerDay: { amountMinor: Math.round(price.amountMinor / days), currency: price.currency },
    youngDriverFee: null, carsLeft: 0,
  };
  return { ok: true, key, offer };
}

function trainOffer(ref: OfferReferenceData, r: Extract<ParsedReservation, { vertical: 'trains' }>, key: string): BuiltOffer {
  const from = cityOf(ref.cities, r.from);
  const to = cityOf(ref.cities, r.to);
  if (!from || !to) return { ok: false, key, reason: `unknown station ${!from ? r.from.locality || r.from.name : r.to.locality || r.to.name}` };
  const station = (c: City, p: Place) => ({ cityId: c.id, cityName: c.name, name: p.name || c.name, countryCode: c.countryCode, timeZone: ref.cities.timeZone(c), latitude: c.latitude, longitude: c.longitude });
  const origin = station(from, r.from);
  const destination = station(to, r.to);
  const distanceKm = Math.round(haversineKm(from.latitude, from.longitude, to.latitude, to.longitude));
  const departureMs = instantOf(r.departure, origin.timeZone);
  const estimatedMs = (Math.round((distanceKm / 120) * 60) + 10) * 60_000;
  let arrivalMs = r.arrival && r.arrival.minutes !== null ? instantOf(r.arrival, destination.timeZone) : departureMs + estimatedMs;
  if (arrivalMs <= departureMs) arrivalMs = departureMs + estimatedMs;
  const offer: TrainOffer = {
    id: `inbox:${key}`, vertical: 'trains', supplierRef: r.reservationNumber, price: moneyOf(r.price), expiresAt: iso(departureMs), conditions,
    operator: { code: 'inbox', name: r.operator }, trainNumber: r.trainNumber || '-', trainClass: 'standard', origin, destination, departureAt: iso(departureMs), arrivalAt: iso(arrivalMs),
    durationMinutes: Math.max(1, Math.round((arrivalMs - departureMs) / 60_000)), changes: 0, distanceKm, passengers: 1, seatsLeft: 0,
  };
  return { ok: true, key, offer };
}

/** The duplicate key of a reservation (module docstring). */
export function reservationKey(r: ParsedReservation): string {
  if (r.vertical === 'trains') return `trains|${r.reservationNumber}|${r.trainNumber}|${r.departure.date}`;
  return `${r.vertical}|${r.reservationNumber}`;
}

/** Builds the offer of a reservation (module docstring). Never throws. */
export function offerOf(ref: OfferReferenceData, r: ParsedReservation): BuiltOffer {
  const key = reservationKey(r);
  switch (r.vertical) {
    case 'flights':
      return flightOffer(ref, r, key);
    case 'hotels':
      return hotelOffer(ref, r, key);
    case 'cars':
      return carOffer(ref, r, key);
    case 'trains':
      return trainOffer(ref, r, key);
  }
}
