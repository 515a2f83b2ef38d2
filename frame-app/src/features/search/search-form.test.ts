// @vitest-environment node
/**
 * Rules of the flight search form (issue #11 "The search forms"): every search the server would refuse is
 * refused by the form's zod schema, with the message at the field the user has to fix.
 */
import { describe, expect, it } from 'vitest';
import { createIntl, createIntlCache } from 'react-intl';
import { flightFormSchema } from './flight-form-schema.ts';
import type { FlightFormValues } from './flight-form-values.ts';
import { isoDateFromToday } from './dates.ts';
import { flightResultsUrl } from './search-url.ts';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', onError: () => undefined }, createIntlCache());
const schema = flightFormSchema(intl);
const day = (n: number) => isoDateFromToday(n);

const base: FlightFormValues = {
  tripType: 'roundTrip',
  origin: 'JFK',
  destination: 'London (LHR)',
  departDate: day(14),
  returnDate: day(21),
  legs: [],
  cabin: 'economy',
  adults: 1,
  children: 0,
  childAges: [],
  infantsOnLap: 0,
  infantsInSeat: 0,
  flexibleDates: false,
};

/** Field -> message of a refused form (empty when valid). */
function errors(patch: Partial<FlightFormValues>): Record<string, string> {
  const r = schema.safeParse({ ...base, ...patch });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('flight form rules', () => {
  it('a valid round trip parses to the search, cabin and passengers included', () => {
    const r = schema.parse({ ...base, cabin: 'business', adults: 2, children: 1, childAges: [7], infantsOnLap: 1 });
    expect(r).toMatchObject({ origin: 'JFK', destination: 'LHR', returnDate: day(21), adults: 2, children: [7], infantsOnLap: 1, cabin: 'business' });
    expect(flightResultsUrl(r)).toMatchObject({ children: [7], infantsOnLap: 1, cabin: 'business' });
  });

  it('clearing Return on a round trip is refused, never a one-way search', () => {
    expect(errors({ returnDate: '' })).toEqual({ returnDate: 'Choose a return date or switch to one way' });
    expect(schema.parse({ ...base, tripType: 'oneWay', returnDate: '' }).returnDate).toBeUndefined();
  });

  it('refuses a departure or return more than 365 days ahead (the server rule)', () => {
    expect(errors({ tripType: 'oneWay', returnDate: '', departDate: day(366) })).toEqual({ departDate: 'Choose a date within 365 days from today' });
    expect(errors({ returnDate: day(366) })).toEqual({ returnDate: 'Choose a date within 365 days from today' });
    expect(errors({ tripType: 'oneWay', returnDate: '', departDate: day(365) })).toEqual({});
  });

  it('refuses a return before the departure and a past departure', () => {
    expect(errors({ returnDate: day(10) })).toEqual({ returnDate: 'Return date must not be before the departure date' });
    expect(errors({ departDate: day(-1) }).departDate).toMatch(/past|today/i);
  });

  it('keeps 10 adults as typed and refuses them with the limit', () => {
    expect(errors({ adults: 10 })).toEqual({ adults: 'Choose between 1 and 9' });
    expect(errors({ adults: Number.NaN })).toEqual({ adults: 'Choose between 1 and 9' });
  });

  it('at most 9 travelers in all, shown at the last count raised', () => {
    expect(errors({ adults: 5, children: 3, childAges: [4, 5, 6], infantsInSeat: 2 })).toEqual({ infantsInSeat: 'At most 9 travelers in one search' });
    expect(errors({ adults: 8, children: 2, childAges: [4, 5] })).toEqual({ children: 'At most 9 travelers in one search' });
  });

  it('at most one infant on a lap per adult', () => {
    expect(errors({ adults: 1, infantsOnLap: 2 })).toEqual({ infantsOnLap: 'At most one infant on a lap per adult' });
    expect(errors({ adults: 2, infantsOnLap: 2 })).toEqual({});
  });

  it('every child needs an age from 2 to 17', () => {
    expect(errors({ children: 2, childAges: [5] })).toEqual({ 'childAges.1': 'Enter the child’s age at travel, 2 to 17' });
    expect(errors({ children: 1, childAges: [1] })).toEqual({ 'childAges.0': 'Enter the child’s age at travel, 2 to 17' });
    expect(errors({ children: 1, childAges: [18] })).toEqual({ 'childAges.0': 'Enter the child’s age at travel, 2 to 17' });
    // Ages of children removed again are not searched.
    expect(schema.parse({ ...base, children: 1, childAges: [9, Number.NaN] }).children).toEqual([9]);
  });

  it('multi-city: each further flight complete, in date order, within 365 days; parses to legs', () => {
    const multi = { tripType: 'multiCity' as const, returnDate: '' };
    const ok = schema.parse({ ...base, ...multi, legs: [{ origin: 'LHR', destination: 'CDG', departDate: day(17) }, { origin: 'CDG', destination: 'JFK', departDate: day(20) }] });
    expect(ok).toMatchObject({ returnDate: undefined, legs: [{ origin: 'LHR', destination: 'CDG', departDate: day(17) }, { origin: 'CDG', destination: 'JFK', departDate: day(20) }] });
    expect(errors({ ...multi, legs: [{ origin: 'LHR', destination: '', departDate: day(10) }] })).toEqual({
      'legs.0.destination': 'Enter where you are flying to',
      'legs.0.departDate': 'This flight must not depart before the previous one',
    });
    expect(errors({ ...multi, legs: [{ origin: 'LHR', destination: 'LHR', departDate: day(400) }] })).toEqual({
      'legs.0.destination': expect.stringMatching(/differ|same/i) as unknown as string,
      'legs.0.departDate': 'Choose a date within 365 days from today',
    });
  });
});
