// @vitest-environment jsdom
/** Saved-traveler autofill per passenger slot (issue #9 + #11): an adult slot offers adults only. */
import { describe, expect, it } from 'vitest';
import type { SavedTraveler } from '@travel/contract';
import { savedTravelersFor } from './booking-page.tsx';

const saved = (travelerId: number, dateOfBirth: string): SavedTraveler => ({
  travelerId, firstName: `T${travelerId}`, middleName: '', lastName: 'Lovelace', dateOfBirth, emailAddress: '', phoneNumber: '', phoneCountryCode: '',
  phoneCountryCodeISO: '', tsaredress: '', knownTravelerNumber: '', preferred: false, gender: '',
});
const dates = { departureDate: '2030-06-01', lastFlightDate: '2030-06-15' };
const list = [saved(1, '1985-04-12'), saved(2, '2012-06-16'), saved(3, '2021-03-01'), saved(4, '2029-07-01'), saved(5, '')];
const ids = (type: 'adult' | 'child' | 'infantOnLap') => savedTravelersFor(list, { type }, dates).map((t) => t.travelerId);

describe('savedTravelersFor', () => {
  it('an adult slot offers those 18 or older at departure (and those without a date of birth)', () => {
    expect(ids('adult')).toEqual([1, 5]);
  });
  it('a child slot offers those 2-17 on the last flight; an infant slot those under 2', () => {
    expect(ids('child')).toEqual([2, 3]);
    expect(ids('infantOnLap')).toEqual([4]);
  });
});
