// @vitest-environment jsdom
/**
 * Flexible dates (issue #11): the results URL keeps the option, the strip asks the price calendar for the 7 dates
 * around the search (never before today, a round trip keeping its length) and each other date opens that date's
 * results with everything else kept.
 */
import { describe, expect, it } from 'vitest';
import { buildResultsUrl, parseResultsUrl, type FlightResultsUrl } from '@travel/contract';
import { flexibleDatesPath, shiftedResults } from './flexible-dates.tsx';

const search: FlightResultsUrl = {
  vertical: 'flights', origin: 'JFK', destination: 'LHR', departDate: '2030-06-10', returnDate: '2030-06-17', adults: 2, cabin: 'business',
  flexibleDates: true, sort: 'duration', filters: { stops: '0', pages: '3' },
};

describe('flexible dates', () => {
  it('round-trips through the results URL as flex=3, and never for a multi-city trip', () => {
    const url = buildResultsUrl(search);
    expect(url).toContain('flex=3');
    expect(parseResultsUrl(url)).toEqual(search);
    expect(parseResultsUrl('/flights/JFK-LHR/2030-06-10?legs=LHR-CDG-2030-06-12&flex=3')).not.toHaveProperty('flexibleDates');
  });

  it('asks for the 7 dates around the departure, from today at the earliest, with the trip length', () => {
    expect(flexibleDatesPath(search, 'EUR', '2030-01-01')).toBe(
      '/i/api/flights/v1/price-calendar?origin=JFK&destination=LHR&from=2030-06-07&days=7&adults=2&currency=EUR&cabin=business&tripLength=7',
    );
    expect(flexibleDatesPath(search, 'USD', '2030-06-09')).toContain('from=2030-06-09&days=5');
  });

  it('another date keeps the trip length, sort and filters, and starts the list on its first page', () => {
    const moved = shiftedResults(search, '2030-06-08');
    expect(moved).toMatchObject({ departDate: '2030-06-08', returnDate: '2030-06-15', sort: 'duration', flexibleDates: true, filters: { stops: '0' } });
    expect(moved.filters).not.toHaveProperty('pages');
  });
});
