import { describe, expect, it } from 'vitest';
import { calendarRunStart, priceCalendarPath } from './price-calendar.ts';
import { priceNotes } from './price-calendar-notes.ts';

describe('price calendar notes', () => {
  it('shows whole units in the locale with the cheapest fifth of the range marked low, and nothing for unpriced days', () => {
    const notes = priceNotes(
      {
        currency: 'EUR',
        days: [
          { date: '2030-06-01', minPriceMinor: 42_049 },
          { date: '2030-06-02', minPriceMinor: 60_000 },
          { date: '2030-06-03', minPriceMinor: null },
          { date: '2030-06-04', minPriceMinor: 90_000 },
        ],
      },
      'de-DE',
    );
    expect([...notes.keys()]).toEqual(['2030-06-01', '2030-06-02', '2030-06-04']);
    expect(notes.get('2030-06-01')).toEqual({ text: '420\u00a0€', tone: 'low' });
    expect(notes.get('2030-06-02')?.tone).toBe('normal');
    expect(notes.get('2030-06-04')).toEqual({ text: '900\u00a0€', tone: 'normal' });
  });

  it('uses the currency’s own minor unit (yen has none)', () => {
    const notes = priceNotes({ currency: 'JPY', days: [{ date: '2030-06-01', minPriceMinor: 61_500 }] }, 'en-US');
    expect(notes.get('2030-06-01')?.text).toBe('¥61,500');
  });

  it('runs from the first of the shown month, never before today, and asks the vertical’s calendar', () => {
    expect(calendarRunStart('2030-06-17', '2030-01-05')).toBe('2030-06-01');
    expect(calendarRunStart('2030-06-17', '2030-06-10')).toBe('2030-06-10');
    expect(priceCalendarPath({ kind: 'flights', origin: 'JFK', destination: 'LHR', tripLength: 7, adults: 2, cabin: 'business' }, '2030-06-01', 'USD')).toBe(
      '/i/api/flights/v1/price-calendar?from=2030-06-01&days=62&currency=USD&origin=JFK&destination=LHR&adults=2&cabin=business&tripLength=7',
    );
    expect(priceCalendarPath({ kind: 'hotels', destination: '2643743', nights: 3, guests: 2, rooms: 1 }, '2030-06-01', 'EUR')).toBe(
      '/i/api/hotels/v1/price-calendar?from=2030-06-01&days=62&currency=EUR&destination=2643743&nights=3&guests=2&rooms=1',
    );
  });
});
