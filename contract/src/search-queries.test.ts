/**
 * Issue #11 query rules shared by the server and the frame's forms: passengers, multi-city legs, guests per
 * room, and the results URLs that carry them.
 */
import { describe, expect, it } from 'vitest';
import { daysAhead, FlightSearchQuerySchema, seatsOf } from './flights.ts';
import { HotelSearchQuerySchema } from './hotels.ts';
import { buildResultsUrl, type FlightResultsUrl } from './results-urls.ts';
import { parseResultsUrl, resultsUrlToApiQuery } from './results-urls-parse.ts';

const base = { origin: 'JFK', destination: 'LHR', departDate: '2030-06-01' };
const issues = (q: Record<string, unknown>) => {
  const r = FlightSearchQuerySchema.safeParse({ ...base, ...q });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('FlightSearchQuerySchema (issue #11)', () => {
  it('reads children ages, infants and legs', () => {
    const q = FlightSearchQuerySchema.parse({ ...base, adults: '2', children: '5,9', infantsOnLap: '1', legs: 'lhr-cdg-2030-06-05,CDG-JFK-2030-06-09' });
    expect(q).toMatchObject({ adults: 2, children: [5, 9], infantsOnLap: 1, infantsInSeat: 0, legs: [{ origin: 'LHR', destination: 'CDG', departDate: '2030-06-05' }, { origin: 'CDG', destination: 'JFK', departDate: '2030-06-09' }] });
    expect(seatsOf(q)).toBe(4);
  });

  it.each([
    ['a child under 2', { children: '1' }, /^children/],
    ['a child of 18', { children: '18' }, /^children/],
    ['10 travelers in all', { adults: 6, children: '4,5', infantsInSeat: 2 }, /^adults: At most 9 travelers/],
    ['2 lap infants for 1 adult', { infantsOnLap: 2 }, /^infantsOnLap: At most one infant on a lap per adult/],
    ['6 flights', { legs: 'LHR-CDG-2030-06-02,CDG-FCO-2030-06-03,FCO-MAD-2030-06-04,MAD-LIS-2030-06-05,LIS-JFK-2030-06-06' }, /^legs: At most 5 flights/],
    ['legs out of order', { legs: 'LHR-CDG-2030-05-30' }, /^legs\.0\.departDate/],
    ['a leg to its own origin', { legs: 'LHR-LHR-2030-06-05' }, /^legs\.0\.destination/],
    ['a malformed leg', { legs: 'LHR-CDG' }, /^legs/],
    ['a return date with legs', { returnDate: '2030-06-09', legs: 'LHR-CDG-2030-06-05' }, /^returnDate/],
  ])('refuses %s', (_name, q, expected) => {
    expect(issues(q).some((i) => expected.test(i))).toBe(true);
  });

  it('counts days ahead on the calendar', () => {
    expect(daysAhead('2030-01-01', '2031-01-01')).toBe(365);
    expect(daysAhead('2030-03-30', '2030-03-31')).toBe(1);
  });
});

describe('HotelSearchQuerySchema: at most 4 guests per room', () => {
  const q = { destination: '2643743', checkIn: '2030-06-01', checkOut: '2030-06-03' };
  it('refuses 9 guests in 1 or 2 rooms, accepts them in 3', () => {
    expect(HotelSearchQuerySchema.safeParse({ ...q, guests: 9, rooms: 1 }).error?.issues[0]).toMatchObject({ path: ['rooms'], message: 'At most 4 guests per room' });
    expect(HotelSearchQuerySchema.safeParse({ ...q, guests: 9, rooms: 2 }).success).toBe(false);
    expect(HotelSearchQuerySchema.safeParse({ ...q, guests: 9, rooms: 3 }).success).toBe(true);
  });
});

describe('flight results URLs with passengers and legs', () => {
  const url: FlightResultsUrl = {
    vertical: 'flights', origin: 'JFK', destination: 'LHR', departDate: '2030-06-01', adults: 2, children: [5, 9], infantsOnLap: 1, infantsInSeat: 1,
    legs: [{ origin: 'LHR', destination: 'CDG', departDate: '2030-06-05' }], cabin: 'business', sort: 'price',
  };
  it('build and parse round-trip, and map onto the API query', () => {
    const path = buildResultsUrl(url);
    expect(path).toBe('/flights/JFK-LHR/2030-06-01?adults=2&children=5%2C9&infantsOnLap=1&infantsInSeat=1&legs=LHR-CDG-2030-06-05&cabin=business&sort=price');
    expect(parseResultsUrl(path)).toEqual(url);
    expect(FlightSearchQuerySchema.parse(resultsUrlToApiQuery(url))).toMatchObject({ children: [5, 9], infantsOnLap: 1, infantsInSeat: 1, legs: url.legs, cabin: 'business' });
  });
  it('leaves out what is not there, and refuses malformed passengers or legs', () => {
    expect(buildResultsUrl({ vertical: 'flights', origin: 'JFK', destination: 'LHR', departDate: '2030-06-01', adults: 1 })).toBe('/flights/JFK-LHR/2030-06-01?adults=1');
    expect(parseResultsUrl('/flights/JFK-LHR/2030-06-01?children=1')).toBeNull();
    expect(parseResultsUrl('/flights/JFK-LHR/2030-06-01?infantsOnLap=10')).toBeNull();
    expect(parseResultsUrl('/flights/JFK-LHR/2030-06-01?legs=LHR-CDG')).toBeNull();
    expect(parseResultsUrl('/flights/JFK-LHR/2030-06-01/2030-06-08?legs=LHR-CDG-2030-06-05')).toBeNull();
  });
});
