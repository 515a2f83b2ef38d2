/**
 * URL shapes of the search feature; the search state lives in the URL so reloads and shares work.
 *
 * - Results: built and parsed ONLY with the contract's results-urls.ts (`buildResultsUrl`, `parseResultsUrl`),
 *   the single source shared with the server's friendly-URL conversion, e.g.
 *   `/flights/JFK-LHR/2025-06-01/2025-06-08?adults=1&sort=price`, `/hotels/2643743/2025-06-01/2025-06-03?guests=2&rooms=1&sort=price&stars=4,5`.
 *   Filters are the search API's own parameter names (e.g. `stops=0`, `priceMax=50000` in minor units).
 * - Front door: `/?vertical=hotels` selects a tab (default flights). Prefill of the flight form (the "Modify
 *   search" link): `/?origin=JFK&destination=LHR&depart=…&return=…&adults=1&children=5,9&infantsOnLap=1&legs=LHR-CDG-…`. Prefill of the other forms:
 *   `/?vertical=hotels&destination=London%2C%20United%20Kingdom&start=…&end=…&travelers=2&rooms=1`
 *   (`origin`/`destination` are the text the place fields show, resolved through the autocomplete on submit).
 * - Hotel details (owned by the booking feature; the contract has no builder for it):
 *   `/hotels/details/{hotelId}?checkIn=&checkOut=&guests=&rooms=`. Booking: `/book/{offerId}`.
 *
 * The results pages' links and URL edits (the "Modify search" front door, the vertical switcher, sort and filters)
 * are in results-links.ts, off the first page (issue #23 "First page budget").
 */
import {
  buildResultsUrl,
  CabinClassSchema,
  FlightLegParamSchema,
  IataCodeSchema,
  MAX_CHILD_AGE_YEARS,
  MAX_FLIGHT_LEGS,
  MAX_TRAVELERS,
  MIN_CHILD_AGE_YEARS,
  type FlightLeg,
  VerticalSchema,
  type CabinClass,
  type FlightResultsUrl,
  type FlightSort,
  type Vertical,
} from '@travel/contract';
import { isIsoDate } from './dates.ts';
import { MIN_TRAVELERS } from './constants.ts';

/** A complete flight search as the flight form produces it. */
export interface FlightSearchParams {
  origin: string;
  destination: string;
  departDate: string;
  /** Absent for one-way and multi-city. */
  returnDate?: string | undefined;
  adults: number;
  /** Ages of the children (2-17); absent or empty: none. */
  children?: number[] | undefined;
  infantsOnLap?: number | undefined;
  infantsInSeat?: number | undefined;
  /** Multi-city: the flights after the first. */
  legs?: FlightLeg[] | undefined;
  sort: FlightSort;
  /** Absent means economy. */
  cabin?: CabinClass | undefined;
  /** "My dates are flexible (±3 days)": the results page compares nearby dates (not for multi-city). */
  flexibleDates?: boolean | undefined;
}

/** The contract's flight results URL for a search (economy cabin left out of the URL). */
export function flightResultsUrl(p: FlightSearchParams): FlightResultsUrl {
  return {
    vertical: 'flights',
    origin: p.origin,
    destination: p.destination,
    departDate: p.departDate,
    ...(p.returnDate ? { returnDate: p.returnDate } : {}),
    adults: p.adults,
    ...(p.children && p.children.length > 0 ? { children: p.children } : {}),
    ...(p.infantsOnLap ? { infantsOnLap: p.infantsOnLap } : {}),
    ...(p.infantsInSeat ? { infantsInSeat: p.infantsInSeat } : {}),
    ...(p.legs && p.legs.length > 0 ? { legs: p.legs } : {}),
    ...(p.cabin && p.cabin !== 'economy' ? { cabin: p.cabin } : {}),
    ...(p.flexibleDates && !(p.legs && p.legs.length > 0) ? { flexibleDates: true } : {}),
    sort: p.sort,
  };
}

/** Results path (relative to the router basename) for a flight search. */
export function buildResultsPath(p: FlightSearchParams): string {
  return buildResultsUrl(flightResultsUrl(p));
}

/** Prefill values read from the front door's query; missing or malformed values are left out. */
export interface FrontDoorPrefill {
  origin?: string;
  destination?: string;
  departDate?: string;
  /** `''` means the prefill is explicitly one-way (a `depart` without `return`). */
  returnDate?: string;
  adults?: number;
  /** Ages of the children (each 2-17). */
  children?: number[];
  infantsOnLap?: number;
  infantsInSeat?: number;
  /** Multi-city: the flights after the first (their airports as codes). */
  legs?: FlightLeg[];
  cabin?: CabinClass;
  /** "My dates are flexible" (`flex=3`). */
  flexibleDates?: boolean;
}

/** Reads the flight form's {@link FrontDoorPrefill} from the front door's query string. */
export function parseFrontDoorPrefill(search: URLSearchParams): FrontDoorPrefill {
  const out: FrontDoorPrefill = {};
  const origin = IataCodeSchema.safeParse(search.get('origin'));
  if (origin.success) out.origin = origin.data;
  const destination = IataCodeSchema.safeParse(search.get('destination'));
  if (destination.success) out.destination = destination.data;
  const depart = search.get('depart');
  if (depart && isIsoDate(depart)) {
    out.departDate = depart;
    const ret = search.get('return');
    out.returnDate = ret && isIsoDate(ret) ? ret : '';
  }
  const adults = Number(search.get('adults'));
  if (Number.isInteger(adults) && adults >= MIN_TRAVELERS && adults <= MAX_TRAVELERS) out.adults = adults;
  const cabin = CabinClassSchema.safeParse(search.get('cabin'));
  if (cabin.success) out.cabin = cabin.data;
  const children = (search.get('children') ?? '').split(',').filter((a) => a !== '').map(Number);
  if (children.length > 0 && children.length <= MAX_TRAVELERS && children.every((a) => Number.isInteger(a) && a >= MIN_CHILD_AGE_YEARS && a <= MAX_CHILD_AGE_YEARS)) out.children = children;
  for (const name of ['infantsOnLap', 'infantsInSeat'] as const) {
    const n = Number(search.get(name));
    if (Number.isInteger(n) && n > 0 && n <= MAX_TRAVELERS) out[name] = n;
  }
  const legs = (search.get('legs') ?? '').split(',').filter((l) => l !== '').map((l) => FlightLegParamSchema.safeParse(l));
  if (legs.length > 0 && legs.length < MAX_FLIGHT_LEGS && legs.every((l) => l.success)) out.legs = legs.map((l) => l.data as FlightLeg);
  if (search.get('flex') === '3') out.flexibleDates = true;
  return out;
}

/** The front door tab selected by `?vertical=` (flights when absent or unknown). */
export function frontDoorVertical(search: URLSearchParams): Vertical {
  const parsed = VerticalSchema.safeParse(search.get('vertical'));
  return parsed.success ? parsed.data : 'flights';
}

/** Prefill of the hotel, car, train and package forms (all optional). */
export interface GenericPrefill {
  /** Text of the origin place field (e.g. `JFK`, `Paris, France`). */
  origin?: string;
  /** Text of the destination / pick-up place field. */
  destination?: string;
  /** First date (check-in, pick-up, travel or departure). */
  start?: string;
  /** Second date (check-out, drop-off or return). */
  end?: string;
  travelers?: number;
  rooms?: number;
  driverAge?: number;
  /** Cars: text of the drop-off place field (a one-way rental). */
  dropOffLocation?: string;
  /** Cars: pick-up and drop-off time, `HH:mm`. */
  pickUpTime?: string;
  dropOffTime?: string;
}

/** Reads {@link GenericPrefill} from the front door's query. */
export function parseGenericPrefill(search: URLSearchParams): GenericPrefill {
  const out: GenericPrefill = {};
  const text = (name: string) => {
    const v = search.get(name)?.trim();
    return v ? v.slice(0, 100) : undefined;
  };
  const int = (name: string, min: number, max: number) => {
    const n = Number(search.get(name) ?? Number.NaN);
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };
  const dropOffLocation = text('dropOffLocation');
  if (dropOffLocation) out.dropOffLocation = dropOffLocation;
  const origin = text('origin');
  const destination = text('destination');
  const start = search.get('start');
  const end = search.get('end');
  const travelers = int('travelers', 1, MAX_TRAVELERS);
  const rooms = int('rooms', 1, 5);
  const driverAge = int('driverAge', 18, 99);
  if (origin) out.origin = origin;
  if (destination) out.destination = destination;
  if (start && isIsoDate(start)) out.start = start;
  if (end && isIsoDate(end)) out.end = end;
  if (travelers !== undefined) out.travelers = travelers;
  if (rooms !== undefined) out.rooms = rooms;
  if (driverAge !== undefined) out.driverAge = driverAge;
  for (const name of ['pickUpTime', 'dropOffTime'] as const) {
    const time = search.get(name);
    if (time && /^([01]\d|2[0-3]):[03]0$/.test(time)) out[name] = time;
  }
  return out;
}
