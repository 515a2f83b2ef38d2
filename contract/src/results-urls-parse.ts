/**
 * Parsing results-page URLs (the shapes and the builder are in results-urls.ts) and mapping them onto the search
 * APIs' queries: the frame's results pages and the server's friendly search URL conversion. Apart from the builder
 * for issue #23 "First page budget" (the front door only builds).
 */
import type { Vertical } from './search-basics.ts';
import { flightLegParam, type FlightLeg } from './search-basics.ts';
import { FLEXIBLE_DATES_DAYS } from './price-calendar.ts';
import type { FlightResultsUrl, ResultsUrl } from './results-urls.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const IATA = /^[A-Z]{3}$/;
const CITY = /^\d{1,10}$/;
/** Query parameters each vertical's URL owns (everything else is a filter). */
const OWN_PARAMS: Record<Vertical, readonly string[]> = {
  flights: ['adults', 'children', 'infantsOnLap', 'infantsInSeat', 'legs', 'cabin', 'flex', 'sort'],
  hotels: ['guests', 'rooms', 'sort'],
  cars: ['pickUpTime', 'dropOffTime', 'dropOffLocation', 'driverAge', 'sort'],
  trains: ['passengers', 'sort'],
  packages: ['travelers', 'rooms', 'cabin', 'sort'],
};

function intParam(q: URLSearchParams, name: string, fallback: number, min: number, max: number): number | null {
  const raw = q.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

function filtersOf(q: URLSearchParams, vertical: Vertical): Record<string, string> {
  const own = OWN_PARAMS[vertical];
  const out: Record<string, string> = {};
  for (const [k, v] of q) if (!own.includes(k)) out[k] = out[k] === undefined ? v : `${out[k]},${v}`;
  return out;
}

const LEG = /^([A-Za-z]{3})-([A-Za-z]{3})-(\d{4}-\d{2}-\d{2})$/;

/**
 * The passengers and further legs of a flight results URL; null when one is malformed (an age that is not
 * 2-17, a count over 9, a leg that is not `AAA-BBB-YYYY-MM-DD`). Cross-field rules (at most 9 travelers,
 * a lap infant per adult, leg order) are the search query schema's.
 */
function flightExtras(q: URLSearchParams): Pick<FlightResultsUrl, 'children' | 'infantsOnLap' | 'infantsInSeat' | 'legs'> | null {
  const out: Pick<FlightResultsUrl, 'children' | 'infantsOnLap' | 'infantsInSeat' | 'legs'> = {};
  const children = q.get('children');
  if (children !== null && children !== '') {
    const ages = children.split(',').map((s) => s.trim());
    if (ages.length > 9 || !ages.every((a) => /^\d{1,2}$/.test(a) && Number(a) >= 2 && Number(a) <= 17)) return null;
    out.children = ages.map(Number);
  }
  for (const name of ['infantsOnLap', 'infantsInSeat'] as const) {
    const n = intParam(q, name, 0, 0, 9);
    if (n === null) return null;
    if (n > 0) out[name] = n;
  }
  const legs = q.get('legs');
  if (legs !== null && legs !== '') {
    const parsed: FlightLeg[] = [];
    for (const item of legs.split(',')) {
      const m = LEG.exec(item.trim());
      if (!m || !DATE.test(m[3] ?? '')) return null;
      parsed.push({ origin: (m[1] ?? '').toUpperCase(), destination: (m[2] ?? '').toUpperCase(), departDate: m[3] ?? '' });
    }
    if (parsed.length > 4) return null;
    out.legs = parsed;
  }
  return out;
}

/** A parsed results URL plus what came before the vertical segment (origin and basename, e.g. `/p/demo`). */
export interface SplitResultsUrl {
  /** Everything before `/{vertical}/`: `''`, `/p/demo`, or `https://host/p/demo`. */
  base: string;
  results: ResultsUrl;
}

function parseSegments(vertical: Vertical, segs: string[], q: URLSearchParams): ResultsUrl | null {
  const sort = q.get('sort') ?? undefined;
  const filters = filtersOf(q, vertical);
  const common = { ...(sort ? { sort } : {}), ...(Object.keys(filters).length > 0 ? { filters } : {}) };
  const pair = (s: string | undefined) => (s === undefined ? null : s.split('-'));
  switch (vertical) {
    case 'flights': {
      const p = pair(segs[0]);
      const [dep, ret] = [segs[1], segs[2]];
      if (!p || p.length !== 2 || segs.length < 2 || segs.length > 3) return null;
      const [o, d] = [p[0]?.toUpperCase() ?? '', p[1]?.toUpperCase() ?? ''];
      if (!IATA.test(o) || !IATA.test(d) || !dep || !DATE.test(dep) || (ret !== undefined && !DATE.test(ret))) return null;
      const adults = intParam(q, 'adults', 1, 1, 9);
      if (adults === null) return null;
      const cabin = q.get('cabin') ?? undefined;
      const extras = flightExtras(q);
      if (extras === null || (extras.legs && ret)) return null;
      const flexibleDates = q.get('flex') === String(FLEXIBLE_DATES_DAYS) && !extras.legs;
      return { vertical, origin: o, destination: d, departDate: dep, ...(ret ? { returnDate: ret } : {}), adults, ...extras, ...(cabin ? { cabin } : {}), ...(flexibleDates ? { flexibleDates } : {}), ...common };
    }
    case 'hotels': {
      const [city, cin, cout] = segs;
      if (segs.length !== 3 || !city || !CITY.test(city) || !cin || !DATE.test(cin) || !cout || !DATE.test(cout)) return null;
      const guests = intParam(q, 'guests', 2, 1, 9);
      const rooms = intParam(q, 'rooms', 1, 1, 5);
      if (guests === null || rooms === null) return null;
      return { vertical, cityId: Number(city), checkIn: cin, checkOut: cout, guests, rooms, ...common };
    }
    case 'cars': {
      const [loc, pu, dr] = segs;
      const location = loc?.toUpperCase() ?? '';
      if (segs.length !== 3 || !(IATA.test(location) || CITY.test(location)) || !pu || !DATE.test(pu) || !dr || !DATE.test(dr)) return null;
      const pickUpTime = q.get('pickUpTime') ?? undefined;
      const dropOffTime = q.get('dropOffTime') ?? undefined;
      if ((pickUpTime && !TIME.test(pickUpTime)) || (dropOffTime && !TIME.test(dropOffTime))) return null;
      const dropOffLocation = q.get('dropOffLocation')?.toUpperCase() || undefined;
      if (dropOffLocation && !(IATA.test(dropOffLocation) || CITY.test(dropOffLocation))) return null;
      const driverAge = q.get('driverAge') === null ? undefined : intParam(q, 'driverAge', 30, 18, 99);
      if (driverAge === null) return null;
      return { vertical, location, pickUpDate: pu, dropOffDate: dr, ...(pickUpTime ? { pickUpTime } : {}), ...(dropOffTime ? { dropOffTime } : {}), ...(dropOffLocation ? { dropOffLocation } : {}), ...(driverAge !== undefined ? { driverAge } : {}), ...common };
    }
    case 'trains': {
      const p = pair(segs[0]);
      const date = segs[1];
      if (!p || p.length !== 2 || segs.length !== 2 || !CITY.test(p[0] ?? '') || !CITY.test(p[1] ?? '') || !date || !DATE.test(date)) return null;
      const passengers = intParam(q, 'passengers', 1, 1, 9);
      if (passengers === null) return null;
      return { vertical, origin: Number(p[0]), destination: Number(p[1]), date, passengers, ...common };
    }
    case 'packages': {
      const p = pair(segs[0]);
      const [dep, ret] = [segs[1], segs[2]];
      if (!p || p.length !== 2 || segs.length !== 3) return null;
      const [o, d] = [p[0]?.toUpperCase() ?? '', p[1]?.toUpperCase() ?? ''];
      if (!IATA.test(o) || !(IATA.test(d) || CITY.test(d)) || !dep || !DATE.test(dep) || !ret || !DATE.test(ret)) return null;
      const travelers = intParam(q, 'travelers', 2, 1, 9);
      const rooms = q.get('rooms') === null ? undefined : intParam(q, 'rooms', 1, 1, 5);
      if (travelers === null || rooms === null) return null;
      const cabin = q.get('cabin') ?? undefined;
      return { vertical, origin: o, destination: d, departDate: dep, returnDate: ret, travelers, ...(rooms !== undefined ? { rooms } : {}), ...(cabin ? { cabin } : {}), ...common };
    }
  }
}

/**
 * Parses a results URL of `vertical` (or of any vertical when omitted). Accepts a path
 * (`/flights/JFK-LHR/...`), a path under a basename (`/p/demo/flights/...`) or an absolute URL.
 * @returns the parsed URL and its base, or null when it is not a well-formed results URL.
 */
export function splitResultsUrl(url: string, vertical?: Vertical): SplitResultsUrl | null {
  let parsed: URL;
  const absolute = /^https?:\/\//i.test(url);
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return null;
  }
  const segments = parsed.pathname.split('/');
  const verticals: readonly Vertical[] = vertical ? [vertical] : ['flights', 'hotels', 'cars', 'trains', 'packages'];
  for (let i = segments.length - 1; i >= 0; i--) {
    const seg = segments[i] as Vertical;
    if (!verticals.includes(seg)) continue;
    const rest = segments.slice(i + 1).filter((s) => s !== '').map((s) => decodeURIComponent(s));
    const results = parseSegments(seg, rest, parsed.searchParams);
    if (!results) return null;
    const prefix = segments.slice(0, i).join('/');
    return { base: `${absolute ? parsed.origin : ''}${prefix}`, results };
  }
  return null;
}

/** {@link splitResultsUrl} without the base. */
export function parseResultsUrl(url: string, vertical?: Vertical): ResultsUrl | null {
  return splitResultsUrl(url, vertical)?.results ?? null;
}

/**
 * The search API query (parameter name -> value) for a results URL, e.g. for hotels
 * `{ destination: '2643743', checkIn, checkOut, guests: '2', rooms: '1', sort: 'price', stars: '4,5' }`.
 * Append `currency` yourself.
 */
export function resultsUrlToApiQuery(r: ResultsUrl): Record<string, string> {
  const base: Record<string, string | number | undefined> = (() => {
    switch (r.vertical) {
      case 'flights':
        return {
          origin: r.origin,
          destination: r.destination,
          departDate: r.departDate,
          returnDate: r.returnDate,
          adults: r.adults,
          children: r.children && r.children.length > 0 ? r.children.join(',') : undefined,
          infantsOnLap: r.infantsOnLap || undefined,
          infantsInSeat: r.infantsInSeat || undefined,
          legs: r.legs && r.legs.length > 0 ? r.legs.map(flightLegParam).join(',') : undefined,
          cabin: r.cabin,
        };
      case 'hotels':
        return { destination: r.cityId, checkIn: r.checkIn, checkOut: r.checkOut, guests: r.guests, rooms: r.rooms };
      case 'cars':
        return { location: r.location, pickUpAt: `${r.pickUpDate}T${r.pickUpTime ?? '10:00'}`, dropOffAt: `${r.dropOffDate}T${r.dropOffTime ?? '10:00'}`, dropOffLocation: r.dropOffLocation, driverAge: r.driverAge };
      case 'trains':
        return { origin: r.origin, destination: r.destination, date: r.date, passengers: r.passengers };
      case 'packages':
        return { origin: r.origin, destination: r.destination, departDate: r.departDate, returnDate: r.returnDate, travelers: r.travelers, rooms: r.rooms, cabin: r.cabin };
    }
  })();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...base, sort: r.sort })) if (v !== undefined) out[k] = String(v);
  return { ...out, ...(r.filters ?? {}) };
}
