import { describe, expect, it } from 'vitest';
import { arrivalTimeText, dayOffset } from './format.ts';

describe('next-day markers', () => {
  it('counts calendar days between the local departure and arrival dates, each in its own airport zone', () => {
    // JFK 20:00 (EST) -> LHR 08:00 next morning (GMT).
    expect(dayOffset('2030-01-10T01:00:00Z', 'America/New_York', '2030-01-10T08:00:00Z', 'Europe/London')).toBe(1);
    // LHR 09:00 -> JFK 12:00 the same day.
    expect(dayOffset('2030-01-10T09:00:00Z', 'Europe/London', '2030-01-10T17:00:00Z', 'America/New_York')).toBe(0);
    // SYD 10:00 -> LAX 06:00 the previous calendar day.
    expect(dayOffset('2030-01-09T23:00:00Z', 'Australia/Sydney', '2030-01-09T14:00:00Z', 'America/Los_Angeles')).toBe(-1);
  });

  it('writes the arrival time with the same "+1" the results cards show', () => {
    expect(arrivalTimeText('2030-01-10T01:00:00Z', 'America/New_York', '2030-01-10T08:00:00Z', 'Europe/London', 'en-US')).toBe('8:00 AM +1');
    expect(arrivalTimeText('2030-01-10T09:00:00Z', 'Europe/London', '2030-01-10T17:00:00Z', 'America/New_York', 'en-US')).toBe('12:00 PM');
    expect(arrivalTimeText('2030-01-09T23:00:00Z', 'Australia/Sydney', '2030-01-09T14:00:00Z', 'America/Los_Angeles', 'de-DE')).toBe('6:00 −1');
  });
});
