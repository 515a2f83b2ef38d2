// @vitest-environment node
/** The request text's shape and the search it leads to (./trip-request-text.ts): round trip and prefill per vertical. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeTripRequestDetails, tripRequestDestination, tripRequestNote, tripRequestSearchPath } from './trip-request-text.ts';

describe('trip request text', () => {
  it('reads back the destination and the note it was composed of', () => {
    const line = fc.string({ minLength: 1, maxLength: 60 }).map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s.length > 0);
    fc.assert(fc.property(line, fc.string({ maxLength: 200 }), (destination, note) => {
      const details = composeTripRequestDetails(destination, note);
      expect(tripRequestDestination(details)).toBe(destination);
      expect(tripRequestNote(details)).toBe(note.trim());
    }));
  });

  it('prefills the front door: place and dates for hotels, cars, trains and packages; dates and an airport code for flights', () => {
    const base = { details: 'London\nnear the office', startDate: '2026-04-10', endDate: '2026-04-12' };
    expect(tripRequestSearchPath({ ...base, vertical: 'hotels' })).toBe('/?vertical=hotels&destination=London&start=2026-04-10&end=2026-04-12');
    expect(tripRequestSearchPath({ ...base, vertical: 'cars', endDate: null })).toBe('/?vertical=cars&destination=London&start=2026-04-10');
    expect(tripRequestSearchPath({ ...base, vertical: 'flights' })).toBe('/?vertical=flights&depart=2026-04-10&return=2026-04-12');
    expect(tripRequestSearchPath({ ...base, vertical: 'flights', details: 'lhr\nmorning flight' })).toBe('/?vertical=flights&destination=LHR&depart=2026-04-10&return=2026-04-12');
  });
});
