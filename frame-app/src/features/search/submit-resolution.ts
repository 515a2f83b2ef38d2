/**
 * Turns a bridge search submit (contract SearchSubmitSchema, core-and-business §7) into the results URL of
 * its vertical (contract results-urls.ts), the way the front door forms would:
 *
 * - Places a partner names are resolved to what the results URL needs. A numeric city id passes through;
 *   a three-letter code is taken as an IATA code where the vertical's URL accepts one (cars `location`,
 *   packages `destination`); anything else - and a code where only a city fits (hotels, trains: the city its
 *   airport serves, `LHR` -> London) - is looked up through the location autocomplete with the place
 *   fields' {@link resolveLocation} (first city match; "City, Country" prefers the exact match).
 * - Missing dates and counts get the forms' defaults ({@link searchFormDefaults}); a given first date keeps
 *   the default length ({@link defaultEndDate}); a car search gets the default driver age of 30.
 *
 * Errors are bridge-ready {@link ApiError}s: VALIDATION_ERROR `Unknown place "x"` with `field`
 * `query.destination` (or `query.location`, `query.origin`), VALIDATION_ERROR for a second date not after
 * the first, the same place twice, a first date more than 365 days ahead or a flight search the contract's
 * query schema refuses (issue #11), and the lookup's own error when the autocomplete call fails.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import {
  buildResultsUrl,
  daysAhead,
  FlightSearchQuerySchema,
  MAX_FLIGHT_DAYS_AHEAD,
  parseResultsUrl,
  resultsUrlToApiQuery,
  VerticalSchema,
  type ApiError,
  type ResultsUrl,
  type SearchSubmit,
} from '@travel/contract';
import { isoDateFromToday } from './dates.ts';
import { ApiRequestError } from '../../api/index.ts';
import type { SearchSubmitResolution } from '../../state/index.ts';
import { defaultEndDate, searchFormDefaults } from './defaults.ts';
import { locationValue, resolveLocation } from './place-lookup.ts';

type Loose = Record<string, unknown>;

function str(q: Loose, ...names: string[]): string | undefined {
  for (const n of names) {
    const v = q[n];
    if (typeof v === 'string' && v !== '') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return undefined;
}

function num(q: Loose, ...names: string[]): number | undefined {
  const s = str(q, ...names);
  const n = s === undefined ? Number.NaN : Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The results path (relative to the basename) of a submit whose places are already ids or codes (hotels and
 * trains: city ids; cars and packages: IATA codes or city ids), or null when it does not make a valid results
 * URL (e.g. a place name). Reads each vertical's fields by the contract names and, leniently, by the results-URL
 * and search API names (hotels `cityId`, cars `pickUpAt`); fills the forms' default dates and counts (the
 * driver age only when given). Pure apart from "today" for default dates.
 */
export function submitToResultsUrl(query: SearchSubmit, now: Date = new Date()): string | null {
  const q = query as unknown as Loose;
  const vertical = VerticalSchema.safeParse(q.vertical);
  if (!vertical.success) return null;
  const defaults = searchFormDefaults(vertical.data, now);
  /** The second date: given, else the default length after a given first date, else the default. */
  const end = (given: string | undefined, start: string, startGiven: boolean) =>
    given ?? (startGiven ? defaultEndDate(vertical.data, start) : defaults.end) ?? '';
  let results: ResultsUrl;
  switch (vertical.data) {
    case 'flights': {
      const departDate = str(q, 'departDate');
      // A departure without a return is a one-way search; with neither, the default round trip.
      const returnDate = str(q, 'returnDate') ?? (departDate ? undefined : defaults.end);
      const cabin = str(q, 'cabin');
      results = {
        vertical: 'flights',
        origin: (str(q, 'origin') ?? '').toUpperCase(),
        destination: (str(q, 'destination') ?? '').toUpperCase(),
        departDate: departDate ?? defaults.start,
        ...(returnDate ? { returnDate } : {}),
        adults: num(q, 'adults', 'travelers') ?? defaults.travelers,
        ...(cabin && cabin !== 'economy' ? { cabin } : {}),
        sort: 'price',
      };
      break;
    }
    case 'hotels': {
      const given = str(q, 'checkIn');
      const checkIn = given ?? defaults.start;
      results = {
        vertical: 'hotels',
        cityId: num(q, 'cityId', 'destination') ?? Number.NaN,
        checkIn,
        checkOut: end(str(q, 'checkOut'), checkIn, given !== undefined),
        guests: num(q, 'guests', 'adults', 'travelers') ?? defaults.travelers,
        rooms: num(q, 'rooms') ?? defaults.rooms,
        sort: 'price',
      };
      break;
    }
    case 'cars': {
      const given = str(q, 'pickUpDate') ?? str(q, 'pickUpAt')?.slice(0, 10);
      const pickUpDate = given ?? defaults.start;
      const driverAge = num(q, 'driverAge');
      results = {
        vertical: 'cars',
        location: (str(q, 'location') ?? '').toUpperCase(),
        pickUpDate,
        dropOffDate: end(str(q, 'dropOffDate') ?? str(q, 'dropOffAt')?.slice(0, 10), pickUpDate, given !== undefined),
        ...(driverAge !== undefined ? { driverAge } : {}),
        sort: 'price',
      };
      break;
    }
    case 'trains':
      results = {
        vertical: 'trains',
        origin: num(q, 'origin') ?? Number.NaN,
        destination: num(q, 'destination') ?? Number.NaN,
        date: str(q, 'date', 'departDate') ?? defaults.start,
        passengers: num(q, 'passengers', 'adults', 'travelers') ?? defaults.travelers,
        sort: 'price',
      };
      break;
    case 'packages': {
      const given = str(q, 'departDate');
      const departDate = given ?? defaults.start;
      const rooms = num(q, 'rooms');
      const cabin = str(q, 'cabin');
      results = {
        vertical: 'packages',
        origin: (str(q, 'origin') ?? '').toUpperCase(),
        destination: (str(q, 'destination') ?? '').toUpperCase(),
        departDate,
        returnDate: end(str(q, 'returnDate'), departDate, given !== undefined),
        travelers: num(q, 'travelers', 'adults') ?? defaults.travelers,
        ...(rooms !== undefined ? { rooms } : {}),
        ...(cabin && cabin !== 'economy' ? { cabin } : {}),
        sort: 'price',
      };
      break;
    }
  }
  const url = buildResultsUrl(results);
  return parseResultsUrl(url, vertical.data) ? url : null;
}

/** What a place may become in a vertical's results URL. */
type PlaceTarget = 'cityId' | 'iataOrCityId';

type PlaceResult = { ok: true; value: string } | { ok: false; error: ApiError };

const CITY_ID = /^\d{1,10}$/;
const IATA = /^[A-Za-z]{3}$/;

let defaultIntl: IntlShape | undefined;
/** English formatting of place texts ("Paris, France"), used when no intl is given (the bridge path). */
function englishIntl(): IntlShape {
  defaultIntl ??= createIntl({ locale: 'en-US', defaultLocale: 'en-US', onError: () => undefined }, createIntlCache());
  return defaultIntl;
}

/** Resolves one partner place string (see the module docstring). `field`: the submit's field name. */
async function resolvePlace(intl: IntlShape, text: string, target: PlaceTarget, field: string): Promise<PlaceResult> {
  const t = text.trim();
  if (CITY_ID.test(t)) return { ok: true, value: t };
  if (target === 'iataOrCityId' && IATA.test(t)) return { ok: true, value: t.toUpperCase() };
  try {
    const place = await resolveLocation(intl, locationValue(t), ['city']);
    const cityId = place ? (place.kind === 'city' ? place.id : place.cityId) : null;
    if (cityId === null) return { ok: false, error: { code: 'VALIDATION_ERROR', description: `Unknown place "${t}"`, field: `query.${field}` } };
    return { ok: true, value: String(cityId) };
  } catch (error) {
    const apiError = error instanceof ApiRequestError ? error.errors[0] : undefined;
    return {
      ok: false,
      error: {
        code: apiError?.code ?? 'INTERNAL_ERROR',
        description: `Place lookup failed for "${t}": ${apiError?.description ?? (error instanceof Error ? error.message : String(error))}`,
        field: `query.${field}`,
      },
    };
  }
}

function invalid(description: string, field: string): SearchSubmitResolution {
  return { ok: false, error: { code: 'VALIDATION_ERROR', description, field: `query.${field}` } };
}

/** Checks that an explicitly given second date is after the first (given or default). */
function checkOrder(first: string, second: string | undefined, firstName: string, secondName: string, allowSameDay = false): SearchSubmitResolution | null {
  if (second === undefined) return null;
  return second < first || (!allowSameDay && second === first) ? invalid(`${secondName} must be after ${firstName}`, secondName) : null;
}

/** Options of {@link resolveSearchSubmit}. */
export interface ResolveSearchSubmitOptions {
  /** "Today" for default dates (tests). */
  now?: Date;
  /** Formats place texts for the exact "City, Country" match; English when absent. */
  intl?: IntlShape;
}

/**
 * Resolves a bridge search submit to the results path it runs (see the module docstring). Never rejects.
 * Place lookups go through GET /i/api/locations/v1/autocomplete (one per place name; none for ids and codes).
 */
export async function resolveSearchSubmit(query: SearchSubmit, options: ResolveSearchSubmitOptions = {}): Promise<SearchSubmitResolution> {
  const now = options.now ?? new Date();
  const intl = options.intl ?? englishIntl();
  const defaults = searchFormDefaults(query.vertical, now);
  let resolved: SearchSubmit;
  switch (query.vertical) {
    case 'flights': {
      const order = checkOrder(query.departDate ?? defaults.start, query.returnDate, 'departDate', 'returnDate', true);
      if (order) return order;
      resolved = query;
      break;
    }
    case 'hotels': {
      const order = checkOrder(query.checkIn ?? defaults.start, query.checkOut, 'checkIn', 'checkOut');
      if (order) return order;
      const destination = await resolvePlace(intl, query.destination, 'cityId', 'destination');
      if (!destination.ok) return destination;
      resolved = { ...query, destination: destination.value };
      break;
    }
    case 'cars': {
      const order = checkOrder(query.pickUpDate ?? defaults.start, query.dropOffDate, 'pickUpDate', 'dropOffDate');
      if (order) return order;
      const location = await resolvePlace(intl, query.location, 'iataOrCityId', 'location');
      if (!location.ok) return location;
      resolved = { ...query, location: location.value, driverAge: query.driverAge ?? defaults.driverAge };
      break;
    }
    case 'trains': {
      const [origin, destination] = await Promise.all([
        resolvePlace(intl, query.origin, 'cityId', 'origin'),
        resolvePlace(intl, query.destination, 'cityId', 'destination'),
      ]);
      if (!origin.ok) return origin;
      if (!destination.ok) return destination;
      if (origin.value === destination.value) return invalid('Origin and destination are the same place', 'destination');
      resolved = { ...query, origin: origin.value, destination: destination.value };
      break;
    }
    case 'packages': {
      const order = checkOrder(query.departDate ?? defaults.start, query.returnDate, 'departDate', 'returnDate');
      if (order) return order;
      const destination = await resolvePlace(intl, query.destination, 'iataOrCityId', 'destination');
      if (!destination.ok) return destination;
      if (destination.value === query.origin) return invalid('Origin and destination are the same place', 'destination');
      resolved = { ...query, destination: destination.value };
      break;
    }
  }
  const url = submitToResultsUrl(resolved, now);
  if (!url) return invalid('Not a valid search', 'vertical');
  return refusedByServerRules(url, now) ?? { ok: true, resultsUrl: url };
}

/**
 * What the server would refuse in a results URL, checked before the frame navigates (issue #11: never a results
 * page whose search cannot run): a first date more than 365 days ahead (every vertical; contract
 * MAX_FLIGHT_DAYS_AHEAD), and for flights the contract's FlightSearchQuerySchema (return before departure, same
 * airport twice). @returns a VALIDATION_ERROR resolution, or null when the server's rules hold
 */
function refusedByServerRules(url: string, now: Date): SearchSubmitResolution | null {
  const results = parseResultsUrl(url);
  if (!results) return null;
  const [field, date] =
    results.vertical === 'hotels' ? ['checkIn', results.checkIn] : results.vertical === 'cars' ? ['pickUpDate', results.pickUpDate] : results.vertical === 'trains' ? ['date', results.date] : ['departDate', results.departDate];
  const today = isoDateFromToday(0, now);
  if (daysAhead(today, date) > MAX_FLIGHT_DAYS_AHEAD) return invalid(`${field} is more than ${MAX_FLIGHT_DAYS_AHEAD} days ahead`, field);
  if (results.vertical === 'flights') {
    const parsed = FlightSearchQuerySchema.safeParse(resultsUrlToApiQuery(results));
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    if (issue) return invalid(issue.message, String(issue.path[0] ?? 'vertical'));
  }
  return null;
}
