/**
 * Links and URL edits of the results pages (search-url.ts describes the URL shapes): the "Modify search" front door,
 * the vertical switcher's prefilled front doors, sort and filter changes. Apart from search-url.ts, whose front door
 * parts the first page uses (issue #23 "First page budget").
 */
import { flightLegParam, type FlightResultsUrl, type ResultsUrl, type Vertical } from '@travel/contract';

/**
 * Front-door path prefilled with a flight search ("Modify search"): `origin`, `destination`, `depart`,
 * `return`, `adults`, `children` (ages), `infantsOnLap`, `infantsInSeat`, `legs` (multi-city, the results
 * URL's form), `cabin`, `flex` (flexible dates).
 */
export function buildFrontDoorPath(
  p: Pick<FlightResultsUrl, 'origin' | 'destination' | 'departDate' | 'returnDate' | 'adults' | 'cabin' | 'children' | 'infantsOnLap' | 'infantsInSeat' | 'legs' | 'flexibleDates'>,
): string {
  const query = new URLSearchParams({ origin: p.origin, destination: p.destination, depart: p.departDate });
  if (p.returnDate) query.set('return', p.returnDate);
  query.set('adults', String(p.adults));
  if (p.children && p.children.length > 0) query.set('children', p.children.join(','));
  if (p.infantsOnLap) query.set('infantsOnLap', String(p.infantsOnLap));
  if (p.infantsInSeat) query.set('infantsInSeat', String(p.infantsInSeat));
  if (p.legs && p.legs.length > 0) query.set('legs', p.legs.map(flightLegParam).join(','));
  if (p.cabin && p.cabin !== 'economy') query.set('cabin', p.cabin);
  if (p.flexibleDates) query.set('flex', '3');
  return `/?${query.toString()}`;
}

/** Place names of a results page, used to prefill a front door (`origin`/`destination` field text). */
export interface PlaceNames {
  origin?: string | undefined;
  destination?: string | undefined;
}

/**
 * The front door of `target`, prefilled from a search of another vertical where the fields carry over
 * (dates, travelers, places). Used as the plain link of the vertical switcher.
 */
export function buildPrefilledFrontDoorPath(target: Vertical, from: ResultsUrl, places: PlaceNames = {}): string {
  const start = from.vertical === 'flights' || from.vertical === 'packages' ? from.departDate : from.vertical === 'hotels' ? from.checkIn : from.vertical === 'cars' ? from.pickUpDate : from.date;
  const end = from.vertical === 'flights' || from.vertical === 'packages' ? from.returnDate : from.vertical === 'hotels' ? from.checkOut : from.vertical === 'cars' ? from.dropOffDate : undefined;
  const travelers = from.vertical === 'flights' ? from.adults : from.vertical === 'hotels' ? from.guests : from.vertical === 'trains' ? from.passengers : from.vertical === 'packages' ? from.travelers : undefined;
  const originText = places.origin ?? (from.vertical === 'flights' || from.vertical === 'packages' ? from.origin : undefined);
  const destinationText = places.destination ?? (from.vertical === 'flights' ? from.destination : undefined);
  if (target === 'flights') {
    const q = new URLSearchParams({ vertical: 'flights' });
    const iata = (s: string | undefined) => (s && /^[A-Z]{3}$/.test(s) ? s : undefined);
    const origin = iata(from.vertical === 'flights' || from.vertical === 'packages' ? from.origin : undefined);
    const destination = iata(from.vertical === 'flights' || from.vertical === 'packages' ? from.destination : from.vertical === 'cars' ? from.location : undefined);
    if (origin) q.set('origin', origin);
    if (destination) q.set('destination', destination);
    q.set('depart', start);
    if (end) q.set('return', end);
    if (travelers) q.set('adults', String(travelers));
    return `/?${q.toString()}`;
  }
  const q = new URLSearchParams({ vertical: target });
  if ((target === 'trains' || target === 'packages') && originText) q.set('origin', originText);
  if (destinationText) q.set('destination', destinationText);
  q.set('start', start);
  if (end && target !== 'trains') q.set('end', end);
  if (travelers && target !== 'cars') q.set('travelers', String(travelers));
  if ((from.vertical === 'hotels' || from.vertical === 'packages') && from.rooms && (target === 'hotels' || target === 'packages')) q.set('rooms', String(from.rooms));
  if (from.vertical === 'cars' && target === 'cars') {
    if (from.pickUpTime) q.set('pickUpTime', from.pickUpTime);
    if (from.dropOffTime) q.set('dropOffTime', from.dropOffTime);
    if (from.dropOffLocation) q.set('dropOffLocation', from.dropOffLocation);
  }
  return `/?${q.toString()}`;
}

/** `results` with its sort replaced. */
export function withSort(results: ResultsUrl, sort: string): ResultsUrl {
  return { ...results, sort };
}

/**
 * `results` with filter parameters replaced: `undefined` or `''` (or an empty list) removes a parameter; a list
 * is written comma-separated (`stars=4,5`).
 */
export function withFilters(results: ResultsUrl, patch: Record<string, string | readonly string[] | undefined>): ResultsUrl {
  const filters: Record<string, string> = { ...(results.filters ?? {}) };
  for (const [name, value] of Object.entries(patch)) {
    const v = Array.isArray(value) ? value.join(',') : (value as string | undefined);
    if (v === undefined || v === '') delete filters[name];
    else filters[name] = v;
  }
  const { filters: _old, ...rest } = results;
  return (Object.keys(filters).length > 0 ? { ...rest, filters } : rest) as ResultsUrl;
}

/** `results` without any filter (sort kept). */
export function withoutFilters(results: ResultsUrl): ResultsUrl {
  const { filters: _old, ...rest } = results;
  return rest as ResultsUrl;
}

/** The values of a list filter (`stars=4,5` -> `['4', '5']`). */
export function filterValues(results: ResultsUrl, name: string): string[] {
  const raw = results.filters?.[name];
  return raw ? raw.split(',').filter((s) => s !== '') : [];
}
