/**
 * URL shapes of the search feature; the search state lives in the URL so reloads and shares work.
 *
 * - Results: `/flights/{ORIGIN}-{DESTINATION}/{departDate}[/{returnDate}]?adults={n}&sort={price|duration}[&cabin=…]`,
 *   e.g. `/flights/JFK-LHR/2025-06-01/2025-06-08?adults=1&sort=price`. No return date means one-way.
 * - Front door prefill (the "Modify search" link): `/?origin=JFK&destination=LHR&depart=…&return=…&adults=1`.
 */
import {
  CabinClassSchema,
  FlightSortSchema,
  IataCodeSchema,
  MAX_TRAVELERS,
  type CabinClass,
  type FlightSort,
} from '@travel/contract';
import { isIsoDate } from './dates.ts';
import { MIN_TRAVELERS } from './constants.ts';

/** A complete flight search as the URL carries it. */
export interface FlightSearchParams {
  origin: string;
  destination: string;
  departDate: string;
  /** Absent for one-way. */
  returnDate?: string | undefined;
  adults: number;
  sort: FlightSort;
  /** Absent means economy. */
  cabin?: CabinClass | undefined;
}

/** Results path (relative to the router basename) for a search. */
export function buildResultsPath(p: FlightSearchParams): string {
  const dates = p.returnDate ? `${p.departDate}/${p.returnDate}` : p.departDate;
  const query = new URLSearchParams({ adults: String(p.adults), sort: p.sort });
  if (p.cabin && p.cabin !== 'economy') query.set('cabin', p.cabin);
  return `/flights/${p.origin}-${p.destination}/${dates}?${query.toString()}`;
}

/** Why a results URL could not be read. */
export type ResultsUrlProblem = 'route' | 'departDate' | 'returnDate' | 'adults';

/**
 * Reads a results URL: route params (`route`, `departDate`, `returnDate`) and its query.
 * Unknown `sort` falls back to `price`, a missing `adults` to 1.
 */
export function parseResultsUrl(
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): { ok: true; value: FlightSearchParams } | { ok: false; problem: ResultsUrlProblem } {
  const [originRaw = '', destinationRaw = '', ...rest] = (params.route ?? '').split('-');
  const origin = IataCodeSchema.safeParse(originRaw);
  const destination = IataCodeSchema.safeParse(destinationRaw);
  if (!origin.success || !destination.success || rest.length > 0) return { ok: false, problem: 'route' };
  const departDate = params.departDate ?? '';
  if (!isIsoDate(departDate)) return { ok: false, problem: 'departDate' };
  const returnDate = params.returnDate;
  if (returnDate !== undefined && !isIsoDate(returnDate)) return { ok: false, problem: 'returnDate' };
  const adultsRaw = search.get('adults');
  const adults = adultsRaw === null ? MIN_TRAVELERS : Number(adultsRaw);
  if (!Number.isInteger(adults) || adults < MIN_TRAVELERS || adults > MAX_TRAVELERS) return { ok: false, problem: 'adults' };
  const sort = FlightSortSchema.safeParse(search.get('sort'));
  const cabin = CabinClassSchema.safeParse(search.get('cabin'));
  return {
    ok: true,
    value: {
      origin: origin.data,
      destination: destination.data,
      departDate,
      returnDate,
      adults,
      sort: sort.success ? sort.data : 'price',
      cabin: cabin.success ? cabin.data : undefined,
    },
  };
}

/** Front-door path prefilled with a search ("Modify search"). */
export function buildFrontDoorPath(p: FlightSearchParams): string {
  const query = new URLSearchParams({ origin: p.origin, destination: p.destination, depart: p.departDate });
  if (p.returnDate) query.set('return', p.returnDate);
  query.set('adults', String(p.adults));
  if (p.cabin && p.cabin !== 'economy') query.set('cabin', p.cabin);
  return `/?${query.toString()}`;
}

/** Prefill values read from the front door's query; missing or malformed values are left out. */
export interface FrontDoorPrefill {
  origin?: string;
  destination?: string;
  departDate?: string;
  /** `''` means the prefill is explicitly one-way (a `depart` without `return`). */
  returnDate?: string;
  adults?: number;
  cabin?: CabinClass;
}

/** Reads {@link FrontDoorPrefill} from the front door's query string. */
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
  return out;
}
