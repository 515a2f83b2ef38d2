// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, haversineKm, intlZonedParts, utcDate, utcToZonedParts, zonedTimeToUtc } from './geo-time.ts';
import { createRng } from './prng.ts';

describe('zonedTimeToUtc', () => {
  it('converts New York winter and summer times', () => {
    expect(new Date(zonedTimeToUtc('2025-01-15', 8 * 60, 'America/New_York')).toISOString()).toBe('2025-01-15T13:00:00.000Z');
    expect(new Date(zonedTimeToUtc('2025-07-15', 8 * 60, 'America/New_York')).toISOString()).toBe('2025-07-15T12:00:00.000Z');
  });
  it('handles DST transition days and half-hour zones', () => {
    // 2025-03-09: New York springs forward at 02:00; 02:30 does not exist -> 03:30 EDT.
    expect(new Date(zonedTimeToUtc('2025-03-09', 2 * 60 + 30, 'America/New_York')).toISOString()).toBe('2025-03-09T07:30:00.000Z');
    // 2025-11-02: 01:30 happens twice; the first (EDT) is chosen.
    expect(new Date(zonedTimeToUtc('2025-11-02', 90, 'America/New_York')).toISOString()).toBe('2025-11-02T05:30:00.000Z');
    expect(new Date(zonedTimeToUtc('2025-06-01', 22 * 60 + 30, 'Asia/Kolkata')).toISOString()).toBe('2025-06-01T17:00:00.000Z');
    expect(new Date(zonedTimeToUtc('2025-06-01', 6 * 60, 'Pacific/Auckland')).toISOString()).toBe('2025-05-31T18:00:00.000Z');
  });
});

describe('haversineKm and PRNG', () => {
  it('JFK-LHR is about 5,540 km', () => {
    expect(haversineKm(40.6394, -73.7793, 51.4706, -0.4619)).toBeGreaterThan(5500);
    expect(haversineKm(40.6394, -73.7793, 51.4706, -0.4619)).toBeLessThan(5600);
  });
  it('the seeded generator repeats', () => {
    const a = createRng('x');
    const b = createRng('x');
    expect([a.next(), a.next(), a.int(1, 9)]).toEqual([b.next(), b.next(), b.int(1, 9)]);
  });
});

describe('utcToZonedParts (offset cached per UTC day, issue #23)', () => {
  const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns', 'Pacific/Auckland', 'Asia/Tokyo', 'America/Santiago', 'Africa/Casablanca', 'UTC'];
  const DAY_MS = 86_400_000;
  it('gives exactly the fields Intl gives, on ordinary days and around every transition of two years', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }), (zone, instant) => {
        expect(utcToZonedParts(instant, zone)).toEqual(intlZonedParts(instant, zone));
      }),
      { numRuns: 3000, seed: 2303 },
    );
    // Every 15 minutes through the transition days of each zone (found by scanning the two years day by day).
    for (const zone of zones) {
      for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2027, 0, 1); day += DAY_MS) {
        const a = intlZonedParts(day, zone);
        const b = intlZonedParts(day + DAY_MS, zone);
        const shift = Date.UTC(b.year, b.month - 1, b.day, b.hour, b.minute) - Date.UTC(a.year, a.month - 1, a.day, a.hour, a.minute);
        if (shift === DAY_MS) continue;
        for (let t = day - DAY_MS; t < day + 2 * DAY_MS; t += 15 * 60_000) expect(utcToZonedParts(t, zone), `${zone} ${new Date(t).toISOString()}`).toEqual(intlZonedParts(t, zone));
      }
    }
  });
});

describe('utcDate and daysBetween (kept answers, issue #23)', () => {
  const DAY_MS = 86_400_000;
  it('utcDate gives the ISO date of any instant, whatever it answered before', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }), { minLength: 1, maxLength: 20 }), (instants) => {
        // Neighbours of day boundaries too: the last millisecond of a day and the first of the next.
        for (const t of instants.flatMap((i) => [i, Math.floor(i / DAY_MS) * DAY_MS, Math.floor(i / DAY_MS) * DAY_MS - 1, i])) {
          expect(utcDate(t)).toBe(new Date(t).toISOString().slice(0, 10));
        }
      }),
      { seed: 2323, numRuns: 200 },
    );
  });

  it('daysBetween counts whole days as parsing the dates does, and NaN for what is not a date', () => {
    expect(daysBetween('2025-03-08', '2025-03-10')).toBe(2);
    expect(daysBetween('2024-12-31', '2024-01-01')).toBe(-365);
    expect(daysBetween('2025-02-30', '2025-03-02')).toBe(0);
    expect(daysBetween('2025-01-01', '2025-13-01')).toBeNaN();
    expect(daysBetween('tomorrow', '2025-01-01')).toBeNaN();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80_000 }), fc.integer({ min: 0, max: 80_000 }), (a, b) => {
        const iso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
        expect(daysBetween(iso(a), iso(b))).toBe(b - a);
      }),
      { seed: 2324, numRuns: 300 },
    );
  });
});
