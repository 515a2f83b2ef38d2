/**
 * The verdict service's who and when (issue #25), without a database: which callers get verdicts (business mode and
 * TRAVEL_POLICY_BADGES only), whose policy applies (the traveler booked for, else the caller), that a caller without
 * verdicts gets the very same reply object (no copy, no policy read), train verdicts only with the trainPolicy flag, and
 * the booking's TRIP_EVENT_BOOK rule with its book-for exception.
 */
import { describe, expect, it } from 'vitest';
import type { EffectiveTravelPolicy, HotelSearchResponse, PolicyVertical, TrainSearchResponse } from '@travel/contract';
import { businessPrincipal } from '../../../test/business-fixtures.ts';
import type { Principal } from '../access/principal.ts';
import { assertMayBook } from '../booking/policy-checks.ts';
import { createPolicyVerdicts, type PolicyTraveler } from './service.ts';

function service() {
  const loads: { traveler: PolicyTraveler; vertical: PolicyVertical }[] = [];
  const verdicts = createPolicyVerdicts({
    loadPolicy: async (traveler, vertical): Promise<EffectiveTravelPolicy> => {
      loads.push({ traveler, vertical });
      return { document: {}, version: 2 };
    },
    cityIataCodes: () => [],
    flightSearchStats: async () => null,
    now: () => Date.parse('2030-01-01T00:00:00Z'),
  });
  return { verdicts, loads };
}

const account = (business = businessPrincipal(), extra: object = {}): Principal => ({ kind: 'account', account: { id: 'a1' }, business, ...extra }) as Principal;

describe('who gets verdicts', () => {
  it('a business caller in business mode with TRAVEL_POLICY_BADGES, judged by their own profile', () => {
    const { verdicts } = service();
    expect(verdicts.travelerOf(account())).toEqual({ companyId: 'acme', profileId: 'p1' });
  });

  it('nobody else: a visitor, a consumer, the personal side, a company without the feature', () => {
    const { verdicts } = service();
    expect(verdicts.travelerOf({ kind: 'visitor' })).toBeNull();
    expect(verdicts.travelerOf({ kind: 'account', account: { id: 'c1' } })).toBeNull();
    expect(verdicts.travelerOf(account(businessPrincipal({ businessMode: false })))).toBeNull();
    expect(verdicts.travelerOf(account(businessPrincipal({ features: [] })))).toBeNull();
  });

  it('while an arranger books for a traveler, the traveler\'s policy applies', () => {
    const { verdicts } = service();
    expect(verdicts.travelerOf(account(businessPrincipal({ profileId: 'arranger' }), { bookingFor: { profileId: 'traveler-9' } }))).toEqual({ companyId: 'acme', profileId: 'traveler-9' });
  });

  it('a caller without verdicts gets the same reply object and no policy is read', async () => {
    const { verdicts, loads } = service();
    const reply = { query: { currency: 'USD' }, offers: [{ id: 'x' }] } as unknown as HotelSearchResponse;
    expect(await verdicts.hotels({ kind: 'visitor' }, reply)).toBe(reply);
    expect(await verdicts.hotels(account(businessPrincipal({ businessMode: false })), reply)).toBe(reply);
    expect(loads).toEqual([]);
  });

  it('trains are judged only with the company\'s trainPolicy flag', async () => {
    const { verdicts, loads } = service();
    const reply = { query: { currency: 'USD' }, offers: [{ id: 't' }] } as unknown as TrainSearchResponse;
    expect(await verdicts.trains(account(), reply)).toBe(reply);
    expect(loads).toEqual([]);
  });
});

describe('TRIP_EVENT_BOOK at booking', () => {
  it('a business caller needs it to book for themself; booking for a traveler is the book-for permissions\' business', () => {
    expect(() => assertMayBook(account(businessPrincipal({ permissions: ['REPORTING_VIEW'] })))).toThrow(expect.objectContaining({ statusCode: 403, code: 'FORBIDDEN' }));
    expect(() => assertMayBook(account(businessPrincipal({ permissions: ['TRIP_EVENT_BOOK_FOR_ALL'] }), { bookingFor: { profileId: 't' } }))).not.toThrow();
    expect(() => assertMayBook(account(businessPrincipal({ permissions: ['REPORTING_VIEW'], businessMode: false })))).not.toThrow();
    expect(() => assertMayBook({ kind: 'visitor' })).not.toThrow();
    expect(() => assertMayBook(account())).not.toThrow();
  });
});
