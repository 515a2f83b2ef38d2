/**
 * Results-page URL shapes of the frame (paths relative to the router basename `/p/{partnerId}`), with
 * pure builders and parsers shared by the frame (routing, results state in the URL) and the server
 * (friendly search URL conversion, chrome-and-consent §7, account-business-header-and-trips §7).
 *
 * | vertical | path | query |
 * |---|---|---|
 * | flights  | `/flights/{ORIGIN}-{DEST}/{depart}[/{return}]` | `adults`, `children` (ages, `5,9`), `infantsOnLap`, `infantsInSeat`, `legs` (multi-city: further legs `LHR-CDG-2026-12-05,…`), `cabin`, `sort`, filters |
 * | hotels   | `/hotels/{cityId}/{checkIn}/{checkOut}` | `guests`, `rooms`, `sort`, filters |
 * | cars     | `/cars/{IATA or cityId}/{pickUpDate}/{dropOffDate}` | `pickUpTime`, `dropOffTime` (HH:mm, default 10:00), `dropOffLocation` (IATA or city id, one-way), `driverAge`, `sort`, filters |
 * | trains   | `/trains/{originCityId}-{destCityId}/{date}` | `passengers`, `sort`, filters |
 * | packages | `/packages/{ORIGIN}-{cityId or IATA}/{depart}/{return}` | `travelers`, `rooms`, `cabin`, `sort`, filters |
 *
 * Filters are the search API's own query parameter names (e.g. `stars=4,5`, `stops=0`), kept as strings,
 * so `resultsUrlToApiQuery` maps a results URL straight onto the vertical's search API query.
 *
 * This module builds; results-urls-parse.ts parses (issue #23 "First page budget": the front door only builds the
 * URL of the search it runs, and a module the first page imports from comes onto the first page whole).
 */
import { flightLegParam, type FlightLeg } from './search-basics.ts';
import { FLEXIBLE_DATES_DAYS } from './price-calendar.ts';

interface ResultsCommon {
  /** Sort key of the vertical (e.g. 'price'); omitted = server default. */
  sort?: string;
  /** Filter and extra query parameters (API names), string values. */
  filters?: Record<string, string>;
}
export interface FlightResultsUrl extends ResultsCommon {
  vertical: 'flights';
  origin: string;
  destination: string;
  departDate: string;
  returnDate?: string;
  adults: number;
  /** Ages of the children (2-17); absent or empty: none. */
  children?: number[];
  infantsOnLap?: number;
  infantsInSeat?: number;
  /** Multi-city: the legs after the first (origin/destination/departDate); absent for one-way and round trips. */
  legs?: FlightLeg[];
  cabin?: string;
  /** "My dates are flexible": the results page compares the dates 3 days either side (query `flex=3`; issue #11). */
  flexibleDates?: boolean;
}
export interface HotelResultsUrl extends ResultsCommon {
  vertical: 'hotels';
  cityId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
}
export interface CarResultsUrl extends ResultsCommon {
  vertical: 'cars';
  /** IATA code or city id as a string. */
  location: string;
  pickUpDate: string;
  dropOffDate: string;
  /** HH:mm local, default 10:00. */
  pickUpTime?: string;
  dropOffTime?: string;
  /** One-way rental: IATA code or city id of the drop-off desk; absent = the pick-up desk. */
  dropOffLocation?: string;
  driverAge?: number;
}
export interface TrainResultsUrl extends ResultsCommon {
  vertical: 'trains';
  origin: number;
  destination: number;
  date: string;
  passengers: number;
}
export interface PackageResultsUrl extends ResultsCommon {
  vertical: 'packages';
  origin: string;
  /** City id or IATA code as a string. */
  destination: string;
  departDate: string;
  returnDate: string;
  travelers: number;
  rooms?: number;
  cabin?: string;
}
export type ResultsUrl = FlightResultsUrl | HotelResultsUrl | CarResultsUrl | TrainResultsUrl | PackageResultsUrl;

/** The own query parameters of a flight results URL (passengers only when there are any). */
function flightParams(r: FlightResultsUrl): [string, string | number | undefined][] {
  return [
    ['adults', r.adults],
    ['children', r.children && r.children.length > 0 ? r.children.join(',') : undefined],
    ['infantsOnLap', r.infantsOnLap ? r.infantsOnLap : undefined],
    ['infantsInSeat', r.infantsInSeat ? r.infantsInSeat : undefined],
    ['legs', r.legs && r.legs.length > 0 ? r.legs.map(flightLegParam).join(',') : undefined],
    ['cabin', r.cabin],
    ['flex', r.flexibleDates ? FLEXIBLE_DATES_DAYS : undefined],
    ['sort', r.sort],
  ];
}

function query(entries: [string, string | number | undefined][], filters: Record<string, string> | undefined): string {
  const q = new URLSearchParams();
  for (const [k, v] of entries) if (v !== undefined && v !== '') q.set(k, String(v));
  for (const [k, v] of Object.entries(filters ?? {})) if (v !== '') q.set(k, v);
  const s = q.toString();
  return s === '' ? '' : `?${s}`;
}

/**
 * Builds the results path and query of a search (relative to the router basename), e.g.
 * `/flights/JFK-LHR/2026-12-01/2026-12-08?adults=2&sort=price`.
 */
export function buildResultsUrl(r: ResultsUrl): string {
  switch (r.vertical) {
    case 'flights':
      return `/flights/${r.origin}-${r.destination}/${r.departDate}${r.returnDate ? `/${r.returnDate}` : ''}${query(flightParams(r), r.filters)}`;
    case 'hotels':
      return `/hotels/${r.cityId}/${r.checkIn}/${r.checkOut}${query([['guests', r.guests], ['rooms', r.rooms], ['sort', r.sort]], r.filters)}`;
    case 'cars':
      return `/cars/${r.location}/${r.pickUpDate}/${r.dropOffDate}${query([['pickUpTime', r.pickUpTime], ['dropOffTime', r.dropOffTime], ['dropOffLocation', r.dropOffLocation], ['driverAge', r.driverAge], ['sort', r.sort]], r.filters)}`;
    case 'trains':
      return `/trains/${r.origin}-${r.destination}/${r.date}${query([['passengers', r.passengers], ['sort', r.sort]], r.filters)}`;
    case 'packages':
      return `/packages/${r.origin}-${r.destination}/${r.departDate}/${r.returnDate}${query([['travelers', r.travelers], ['rooms', r.rooms], ['cabin', r.cabin], ['sort', r.sort]], r.filters)}`;
  }
}
