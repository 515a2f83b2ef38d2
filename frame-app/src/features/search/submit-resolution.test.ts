// @vitest-environment jsdom
/** Bridge search submits of every vertical resolve to their results URL (core-and-business §7). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSubmit } from '@travel/contract';
import { resolveSearchSubmit, submitToResultsUrl } from './submit-resolution.ts';
import { jsonResponse as json } from '../../../test/test-http.ts';

const city = (id: number, name: string, countryName: string, countryCode: string, nearestAirport: string) => ({
  kind: 'city' as const, id, name, countryCode, countryName, population: 1_000_000, latitude: 0, longitude: 0, timeZone: 'Europe/Paris', nearestAirport,
});
const PARIS = city(2988507, 'Paris', 'France', 'FR', 'CDG');
const PARIS_TX = city(4717560, 'Paris', 'United States', 'US', 'PRX');
const LYON = city(2996944, 'Lyon', 'France', 'FR', 'LYS');
const BARCELONA = city(3128760, 'Barcelona', 'Spain', 'ES', 'BCN');
const LONDON = city(2643743, 'London', 'United Kingdom', 'GB', 'LHR');
const LHR = {
  kind: 'airport' as const, code: 'LHR', name: 'Heathrow Airport', city: 'London', cityId: 2643743, countryCode: 'GB', countryName: 'United Kingdom', latitude: 51.47, longitude: -0.45, timeZone: 'Europe/London',
};
const ALL = [PARIS, PARIS_TX, LYON, BARCELONA, LONDON, LHR];


/** Autocomplete stub: places whose name starts with `q` (airports also by code), of the asked kinds. */
let failLookups = false;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/k/run/formtoken') return json({ formtoken: 'test-token-0123456789' });
  if (url.pathname !== '/i/api/locations/v1/autocomplete') return json({}, 404);
  if (failLookups) return json({ errors: [{ code: 'RATE_LIMITED', description: 'Slow down' }] }, 429);
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const kinds = (url.searchParams.get('kinds') ?? '').split(',');
  return json({
    locations: ALL.filter((l) => kinds.includes(l.kind)).filter((l) => (l.kind === 'airport' ? l.code.toLowerCase() === q || l.city.toLowerCase().startsWith(q) : l.name.toLowerCase().startsWith(q))),
  });
});
const lookups = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname === '/i/api/locations/v1/autocomplete');

const now = new Date(2030, 0, 10);
const resolve = (query: SearchSubmit) => resolveSearchSubmit(query, { now });

beforeEach(() => {
  failLookups = false;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('resolveSearchSubmit: each vertical to its results URL', () => {
  it('flights: codes as given, default round trip two weeks out, 1 adult; no lookup', async () => {
    await expect(resolve({ vertical: 'flights', origin: 'JFK', destination: 'LHR' })).resolves.toEqual({ ok: true, resultsUrl: '/flights/JFK-LHR/2030-01-24/2030-01-31?adults=1&sort=price' });
    await expect(resolve({ vertical: 'flights', origin: 'JFK', destination: 'LHR', departDate: '2030-06-01', adults: 2, cabin: 'business' })).resolves.toEqual({
      ok: true, resultsUrl: '/flights/JFK-LHR/2030-06-01?adults=2&cabin=business&sort=price',
    });
    expect(lookups()).toHaveLength(0);
  });

  it('hotels: a city name becomes the first city match; 2 guests, 1 room, two nights', async () => {
    await expect(resolve({ vertical: 'hotels', destination: 'Paris' })).resolves.toEqual({ ok: true, resultsUrl: `/hotels/${PARIS.id}/2030-01-24/2030-01-26?guests=2&rooms=1&sort=price` });
    expect(lookups()[0]?.searchParams.get('q')).toBe('Paris');
    expect(lookups()[0]?.searchParams.get('kinds')).toBe('city');
  });

  it('hotels: "City, Country" picks the exact match, an IATA code the city its airport serves, an id passes through', async () => {
    await expect(resolve({ vertical: 'hotels', destination: 'Paris, United States', checkIn: '2030-06-01', guests: 3, rooms: 2 })).resolves.toEqual({
      ok: true, resultsUrl: `/hotels/${PARIS_TX.id}/2030-06-01/2030-06-03?guests=3&rooms=2&sort=price`,
    });
    await expect(resolve({ vertical: 'hotels', destination: 'lhr', checkIn: '2030-06-01', checkOut: '2030-06-05' })).resolves.toEqual({
      ok: true, resultsUrl: `/hotels/${LONDON.id}/2030-06-01/2030-06-05?guests=2&rooms=1&sort=price`,
    });
    fetchMock.mockClear();
    await expect(resolve({ vertical: 'hotels', destination: '2643743' })).resolves.toMatchObject({ ok: true, resultsUrl: '/hotels/2643743/2030-01-24/2030-01-26?guests=2&rooms=1&sort=price' });
    expect(lookups()).toHaveLength(0);
  });

  it('cars: an IATA code is the location as is, a city name its id; driver aged 30, three rental days', async () => {
    await expect(resolve({ vertical: 'cars', location: 'lhr' })).resolves.toEqual({ ok: true, resultsUrl: '/cars/LHR/2030-01-24/2030-01-27?driverAge=30&sort=price' });
    expect(lookups()).toHaveLength(0);
    await expect(resolve({ vertical: 'cars', location: 'Barcelona', pickUpDate: '2030-06-01', driverAge: 25 })).resolves.toEqual({
      ok: true, resultsUrl: `/cars/${BARCELONA.id}/2030-06-01/2030-06-04?driverAge=25&sort=price`,
    });
  });

  it('trains: both city names resolve; 1 passenger, two weeks out', async () => {
    await expect(resolve({ vertical: 'trains', origin: 'Paris', destination: 'Lyon' })).resolves.toEqual({ ok: true, resultsUrl: `/trains/${PARIS.id}-${LYON.id}/2030-01-24?passengers=1&sort=price` });
    await expect(resolve({ vertical: 'trains', origin: String(PARIS.id), destination: 'Lyon', date: '2030-06-01', passengers: 3 })).resolves.toEqual({
      ok: true, resultsUrl: `/trains/${PARIS.id}-${LYON.id}/2030-06-01?passengers=3&sort=price`,
    });
  });

  it('packages: origin code, destination city name, IATA code or id; 2 travelers, a week', async () => {
    await expect(resolve({ vertical: 'packages', origin: 'JFK', destination: 'Barcelona' })).resolves.toEqual({
      ok: true, resultsUrl: `/packages/JFK-${BARCELONA.id}/2030-01-24/2030-01-31?travelers=2&sort=price`,
    });
    await expect(resolve({ vertical: 'packages', origin: 'JFK', destination: 'bcn', departDate: '2030-06-01', travelers: 1 })).resolves.toEqual({
      ok: true, resultsUrl: '/packages/JFK-BCN/2030-06-01/2030-06-08?travelers=1&sort=price',
    });
  });
});

describe('resolveSearchSubmit: errors for the host', () => {
  it('an unknown place is a VALIDATION_ERROR naming the field', async () => {
    await expect(resolve({ vertical: 'hotels', destination: 'Atlantis' })).resolves.toEqual({
      ok: false, error: { code: 'VALIDATION_ERROR', description: 'Unknown place "Atlantis"', field: 'query.destination' },
    });
    await expect(resolve({ vertical: 'cars', location: 'Nowhere City' })).resolves.toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', description: 'Unknown place "Nowhere City"', field: 'query.location' } });
    await expect(resolve({ vertical: 'trains', origin: 'Atlantis', destination: 'Lyon' })).resolves.toMatchObject({ ok: false, error: { field: 'query.origin' } });
    await expect(resolve({ vertical: 'packages', origin: 'JFK', destination: 'Atlantis' })).resolves.toMatchObject({ ok: false, error: { field: 'query.destination' } });
  });

  it('a failed lookup answers with the API error and the field', async () => {
    failLookups = true;
    await expect(resolve({ vertical: 'hotels', destination: 'Paris' })).resolves.toEqual({
      ok: false, error: { code: 'RATE_LIMITED', description: 'Place lookup failed for "Paris": Slow down', field: 'query.destination' },
    });
  });

  it('a second date not after the first, or the same place twice, is refused', async () => {
    await expect(resolve({ vertical: 'hotels', destination: 'Paris', checkIn: '2030-06-03', checkOut: '2030-06-03' })).resolves.toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'query.checkOut' } });
    await expect(resolve({ vertical: 'cars', location: 'LHR', pickUpDate: '2030-06-03', dropOffDate: '2030-06-01' })).resolves.toMatchObject({ ok: false, error: { field: 'query.dropOffDate' } });
    await expect(resolve({ vertical: 'trains', origin: 'Paris', destination: String(PARIS.id) })).resolves.toMatchObject({ ok: false, error: { field: 'query.destination' } });
    await expect(resolve({ vertical: 'packages', origin: 'BCN', destination: 'BCN' })).resolves.toMatchObject({ ok: false, error: { field: 'query.destination' } });
  });
});

describe('submitToResultsUrl', () => {
  it('maps resolved submits and refuses place names', () => {
    expect(submitToResultsUrl({ vertical: 'hotels', destination: String(PARIS.id) }, now)).toBe(`/hotels/${PARIS.id}/2030-01-24/2030-01-26?guests=2&rooms=1&sort=price`);
    expect(submitToResultsUrl({ vertical: 'hotels', destination: 'Paris' }, now)).toBeNull();
    expect(submitToResultsUrl({ vertical: 'trains', origin: 'Paris', destination: 'Lyon' }, now)).toBeNull();
  });
});

describe('issue #11: what the server would refuse is refused before navigating', () => {
  it('a first date more than 365 days ahead', async () => {
    expect(await resolve({ vertical: 'flights', origin: 'JFK', destination: 'LHR', departDate: '2031-01-20' })).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'query.departDate' } });
    expect(await resolve({ vertical: 'hotels', destination: '2643743', checkIn: '2031-01-20', checkOut: '2031-01-22' })).toMatchObject({ ok: false, error: { field: 'query.checkIn' } });
    expect(await resolve({ vertical: 'flights', origin: 'JFK', destination: 'LHR', departDate: '2031-01-09' })).toMatchObject({ ok: true });
  });

  it('a flight from an airport to itself', async () => {
    expect(await resolve({ vertical: 'flights', origin: 'JFK', destination: 'JFK', departDate: '2030-02-01' })).toMatchObject({ ok: false, error: { field: 'query.destination' } });
  });
});
