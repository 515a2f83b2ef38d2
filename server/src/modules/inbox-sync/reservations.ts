/**
 * The reservations of a message's schema.org things (issue #26 "Inbox sync"): FlightReservation, LodgingReservation,
 * RentalCarReservation and TrainReservation (Google's email markup reference for each), read into plain records.
 *
 * Every text taken from mail is sanitised to display text ({@link cleanText}: control, invisible and bidi characters
 * removed, whitespace collapsed, at most {@link MAX_TEXT_CHARS} characters) before it is stored or shown.
 * Flights: the FlightReservations of one reservation number (one per passenger and segment) become one reservation
 * whose segments are the distinct flights (airline + number + departure), in departure order. A reservation without a
 * reservation number, or a flight without IATA airports and a departure time, is left out.
 */
import { isDisplayText } from '@travel/contract';
import { typeName, type Thing } from './markup.ts';

/** Longest text kept from mail, characters. */
export const MAX_TEXT_CHARS = 120;

/** A date-time as written in markup: local date and minutes after midnight, and the UTC offset when the markup gave one. */
export interface WrittenTime {
  /** YYYY-MM-DD, the local date as written. */
  date: string;
  /** Minutes after local midnight; null for a date without time. */
  minutes: number | null;
  /** Offset from UTC in minutes (east positive), or null when the markup gave none (local time at the place). */
  offsetMinutes: number | null;
}

export interface Money {
  /** Amount in major units as written (e.g. 412.5). */
  amount: number;
  currency: string;
}

export interface FlightLeg {
  airlineCode: string;
  airlineName: string;
  flightNumber: string;
  from: string;
  to: string;
  departure: WrittenTime;
  arrival: WrittenTime | null;
}

export interface Place {
  name: string;
  locality: string;
  /** ISO 3166 alpha-2 when the markup gave one, else ''. */
  country: string;
  /** IATA code of an airport desk, else ''. */
  iata: string;
}

/** One reservation read from markup. */
export type ParsedReservation =
  | { vertical: 'flights'; reservationNumber: string; legs: FlightLeg[]; price: Money | null }
  | { vertical: 'hotels'; reservationNumber: string; name: string; place: Place; checkin: WrittenTime; checkout: WrittenTime; guests: number; price: Money | null }
  | { vertical: 'cars'; reservationNumber: string; company: string; model: string; pickup: Place; dropoff: Place; pickupTime: WrittenTime; dropoffTime: WrittenTime; price: Money | null }
  | { vertical: 'trains'; reservationNumber: string; operator: string; trainNumber: string; from: Place; to: Place; departure: WrittenTime; arrival: WrittenTime | null; price: Money | null };

/** The types read, by their schema.org name. */
export const RESERVATION_TYPES = ['FlightReservation', 'LodgingReservation', 'RentalCarReservation', 'TrainReservation'] as const;

const UNSAFE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\u200B-\u200F\u061C\u2060-\u2064\uFEFF\u00AD\u180E]/gu;

/**
 * Mail text as display text: control, invisible and text-direction characters become spaces, whitespace collapses,
 * at most `max` characters (cut at a character boundary). The result passes the contract's isDisplayText.
 */
export function cleanText(value: unknown, max = MAX_TEXT_CHARS): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const text = String(value).normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const cut = [...text].slice(0, max).join('');
  return isDisplayText(cut) ? cut : cut.replace(/[\uD800-\uDFFF]/g, '');
}

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
const thing = (v: unknown): Thing | null => {
  const f = first(v);
  return typeof f === 'object' && f !== null ? (f as Thing) : null;
};
/** A property's text: a string, or a nested thing's `name`. */
const text = (t: Thing | null, key: string): string => {
  if (!t) return '';
  const v = first(t[key]);
  if (typeof v === 'object' && v !== null) return cleanText((v as Thing).name);
  return cleanText(v);
};

const TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/** Reads an ISO 8601 date or date-time as written (see {@link WrittenTime}); null when it is not one. */
export function writtenTime(value: unknown): WrittenTime | null {
  const v = first(value);
  if (typeof v !== 'string') return null;
  const m = TIME.exec(v.trim());
  if (!m) return null;
  const date = m[1]!;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return null;
  const minutes = m[2] !== undefined ? Number(m[2]) * 60 + Number(m[3]) : null;
  if (minutes !== null && minutes >= 24 * 60) return null;
  let offsetMinutes: number | null = null;
  if (m[4] === 'Z') offsetMinutes = 0;
  else if (m[4]) {
    const sign = m[4].startsWith('-') ? -1 : 1;
    const digits = m[4].slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  }
  return { date, minutes, offsetMinutes };
}

function price(r: Thing): Money | null {
  const raw = first(r.totalPrice) ?? first(r.price);
  const fromThing = typeof raw === 'object' && raw !== null ? (raw as Thing) : null;
  const amount = Number(typeof raw === 'string' ? raw.replace(/[^0-9.]/g, '') : fromThing ? first(fromThing.price) : raw);
  const currency = cleanText(first(r.priceCurrency) ?? (fromThing ? first(fromThing.priceCurrency) : undefined)).toUpperCase();
  if (!Number.isFinite(amount) || amount < 0 || amount > 10_000_000 || !/^[A-Z]{3}$/.test(currency)) return null;
  return { amount, currency };
}

function place(t: Thing | null): Place {
  const address = thing(t?.address);
  const country = text(address, 'addressCountry').toUpperCase();
  return {
    name: text(t, 'name'),
    locality: text(address, 'addressLocality'),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    iata: /^[A-Z]{3}$/.test(text(t, 'iataCode').toUpperCase()) ? text(t, 'iataCode').toUpperCase() : '',
  };
}

const iata = (t: Thing | null): string => {
  const code = text(t, 'iataCode').toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : '';
};

function flightLeg(r: Thing): FlightLeg | null {
  const flight = thing(r.reservationFor);
  const airline = thing(flight?.airline);
  const departure = writtenTime(flight?.departureTime);
  const from = iata(thing(flight?.departureAirport));
  const to = iata(thing(flight?.arrivalAirport));
  if (!flight || !departure || departure.minutes === null || !from || !to || from === to) return null;
  const airlineCode = text(airline, 'iataCode').toUpperCase();
  const number = text(flight, 'flightNumber').replace(/\s+/g, '');
  return {
    airlineCode: /^[A-Z0-9]{2,3}$/.test(airlineCode) ? airlineCode : '',
    airlineName: text(airline, 'name') || airlineCode || 'Airline',
    flightNumber: number.startsWith(airlineCode) && airlineCode ? number.slice(airlineCode.length) : number,
    from, to, departure, arrival: writtenTime(flight.arrivalTime),
  };
}

const sortKey = (t: WrittenTime): string => `${t.date}T${String(t.minutes ?? 0).padStart(4, '0')}`;

/**
 * The reservations of a message's things (see the module docstring). Things of other types are ignored; reservations
 * missing what they need are left out.
 */
export function readReservations(things: readonly Thing[]): ParsedReservation[] {
  const out: ParsedReservation[] = [];
  const flights = new Map<string, { legs: Map<string, FlightLeg>; price: Money | null }>();
  for (const r of things) {
    const type = typeName(r['@type']);
    const reservationNumber = cleanText(first(r.reservationNumber), 40);
    if (!reservationNumber) continue;
    if (type === 'FlightReservation') {
      const leg = flightLeg(r);
      if (!leg) continue;
      const entry = flights.get(reservationNumber) ?? { legs: new Map<string, FlightLeg>(), price: null };
      entry.legs.set(`${leg.airlineCode}${leg.flightNumber}@${sortKey(leg.departure)}`, leg);
      entry.price ??= price(r);
      flights.set(reservationNumber, entry);
    } else if (type === 'LodgingReservation') {
      const lodging = thing(r.reservationFor);
      const checkin = writtenTime(r.checkinDate ?? r.checkinTime);
      const checkout = writtenTime(r.checkoutDate ?? r.checkoutTime);
      if (!lodging || !checkin || !checkout || checkout.date <= checkin.date) continue;
      const guests = Math.min(9, Math.max(1, Math.floor(Number(first(r.numAdults) ?? 1)) || 1));
      out.push({ vertical: 'hotels', reservationNumber, name: text(lodging, 'name') || 'Hotel', place: place(lodging), checkin, checkout, guests, price: price(r) });
    } else if (type === 'RentalCarReservation') {
      const car = thing(r.reservationFor);
      const pickupTime = writtenTime(r.pickupTime);
      const dropoffTime = writtenTime(r.dropoffTime);
      if (!pickupTime || !dropoffTime || sortKey(dropoffTime) <= sortKey(pickupTime)) continue;
      const company = text(thing(car?.rentalCompany), 'name') || text(thing(r.provider), 'name') || 'Car rental';
      const model = [text(thing(car?.brand), 'name'), text(car, 'model')].filter(Boolean).join(' ') || text(car, 'name') || 'Rental car';
      const pickup = place(thing(r.pickupLocation));
      const dropoffRaw = thing(r.dropoffLocation);
      out.push({ vertical: 'cars', reservationNumber, company, model, pickup, dropoff: dropoffRaw ? place(dropoffRaw) : pickup, pickupTime, dropoffTime, price: price(r) });
    } else if (type === 'TrainReservation') {
      const trip = thing(r.reservationFor);
      const departure = writtenTime(trip?.departureTime);
      if (!trip || !departure || departure.minutes === null) continue;
      out.push({
        vertical: 'trains', reservationNumber, operator: text(thing(trip.provider), 'name') || 'Rail operator', trainNumber: text(trip, 'trainNumber') || text(trip, 'trainName'),
        from: place(thing(trip.departureStation)), to: place(thing(trip.arrivalStation)), departure, arrival: writtenTime(trip.arrivalTime), price: price(r),
      });
    }
  }
  for (const [reservationNumber, entry] of flights) {
    const legs = [...entry.legs.values()].sort((a, b) => sortKey(a.departure).localeCompare(sortKey(b.departure)));
    out.unshift({ vertical: 'flights', reservationNumber, legs, price: entry.price });
  }
  return out;
}
