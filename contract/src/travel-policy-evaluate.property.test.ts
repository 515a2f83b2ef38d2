// @vitest-environment node
/**
 * Property tests of the travel policy engine (issue #25 "random offers x random policies"):
 * - an offer within every limit of a random policy is never out of policy (all four verticals);
 * - the verdict's action is the most restrictive action of the broken rules: an offer breaking every rule gets the
 *   strictest non-allow action set, and raising one rule's action never lowers the verdict;
 * - a group's policy replaces the default per rule it sets, and nothing else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CABIN_ORDER, CAR_CLASSES, effectivePolicy, evaluateCar, evaluateFlight, evaluateHotel, evaluateTrain, flightPriceLimit,
  allowedCabinFor, mostRestrictiveAction, nightlyCapFor, POLICY_ACTIONS, policyActionRank,
  type CabinClass, type CarPolicy, type FlightPolicy, type HotelPolicy, type PolicyAction, type TrainPolicy,
} from './index.ts';

const TODAY = '2026-12-01';
const ctx = { today: TODAY, policyVersion: 1 };
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const addDays = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const actionArb = fc.constantFrom(...POLICY_ACTIONS);
const moneyArb = fc.integer({ min: 1, max: 500_000 }).map(usd);
const cabinArb = fc.constantFrom(...CABIN_ORDER);
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const PREFERRED_POOL = ['AA', 'BA', 'LH'];
const BLOCKED_POOL = ['XQ', 'ZZ', 'W9'];
const OTHER_CARRIERS = ['UA', 'DL', 'AF'];

/** Drops undefined keys, as a parsed document has them. */
const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const flightPolicyArb: fc.Arbitrary<FlightPolicy> = fc.record({
  maxPrice: opt(fc.record({
    action: actionArb,
    limit: fc.oneof(
      fc.record({ basis: fc.constant('fixed' as const), amount: moneyArb }),
      fc.record({
        basis: fc.constantFrom('cheapest' as const, 'median' as const),
        plus: fc.oneof(
          fc.record({ unit: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 200 }) }),
          fc.record({ unit: fc.constant('amount' as const), amount: fc.integer({ min: 0, max: 100_000 }).map(usd) }),
        ),
      }),
    ),
  })),
  cabinByDuration: opt(fc.record({
    action: actionArb,
    maxCabin: cabinArb,
    exceptions: fc.uniqueArray(fc.record({ aboveMinutes: fc.integer({ min: 1, max: 1440 }), maxCabin: cabinArb }), { maxLength: 3, selector: (e) => e.aboveMinutes }),
  })),
  advancePurchaseDays: opt(fc.record({ action: actionArb, minDays: fc.integer({ min: 0, max: 60 }) })),
  maxStops: opt(fc.record({ action: actionArb, maxStops: fc.integer({ min: 0, max: 3 }) })),
  preferredAirlines: opt(fc.record({ action: actionArb, codes: fc.uniqueArray(fc.constantFrom(...PREFERRED_POOL), { minLength: 1 }) })),
  blockedAirlines: opt(fc.record({ action: actionArb, codes: fc.uniqueArray(fc.constantFrom(...BLOCKED_POOL), { minLength: 1 }) })),
}).map(clean);

const searchArb = fc.record({ cheapest: fc.integer({ min: 1000, max: 200_000 }), spread: fc.integer({ min: 0, max: 200_000 }) })
  .map(({ cheapest, spread }) => ({ cheapest: usd(cheapest), median: usd(cheapest + spread) }));

/** A flight policy and an offer within every one of its limits (built from the policy, not checked against it). */
const flightWithinArb = fc.tuple(flightPolicyArb, searchArb, fc.integer({ min: 1, max: 1500 })).chain(([policy, search, durationMinutes]) => {
  const limit = policy.maxPrice ? flightPriceLimit(policy.maxPrice, search, ctx) : null;
  const allowedCabin: CabinClass = policy.cabinByDuration ? allowedCabinFor(policy.cabinByDuration, durationMinutes) : 'first';
  const carriers = policy.preferredAirlines
    ? fc.tuple(fc.constantFrom(...policy.preferredAirlines.codes), fc.subarray(OTHER_CARRIERS)).map(([p, others]) => [p, ...others])
    : fc.subarray(OTHER_CARRIERS, { minLength: 1 });
  return fc.record({
    policy: fc.constant(policy),
    facts: fc.record({
      price: fc.integer({ min: 0, max: limit ? limit.amountMinor : 10_000_000 }).map(usd),
      cabin: fc.constantFrom(...CABIN_ORDER.slice(0, CABIN_ORDER.indexOf(allowedCabin) + 1)),
      durationMinutes: fc.constant(durationMinutes),
      stops: fc.integer({ min: 0, max: policy.maxStops ? policy.maxStops.maxStops : 5 }),
      carriers,
      departureDate: fc.integer({ min: policy.advancePurchaseDays?.minDays ?? 0, max: 365 }).map(addDays),
      search: fc.constant(search),
    }),
  });
});

const hotelPolicyArb: fc.Arbitrary<HotelPolicy> = fc.record({
  nightlyCap: opt(fc.record({
    action: actionArb,
    default: opt(moneyArb),
    cities: fc.array(fc.record({ city: fc.constantFrom('London', 'Paris', 'Oslo'), cap: moneyArb }), { maxLength: 3 }),
    countries: fc.array(fc.record({ countryCode: fc.constantFrom('GB', 'FR', 'NO'), cap: moneyArb }), { maxLength: 3 }),
  }).map(clean)),
  maxStars: opt(fc.record({ action: actionArb, maxStars: fc.integer({ min: 1, max: 5 }) })),
  advancePurchaseDays: opt(fc.record({ action: actionArb, minDays: fc.integer({ min: 0, max: 60 }) })),
  preferredChains: opt(fc.record({ action: actionArb, chains: fc.uniqueArray(fc.constantFrom('Hilton', 'Marriott', 'Accor'), { minLength: 1 }) })),
  nonRefundable: opt(fc.record({ action: actionArb })),
}).map(clean);

const hotelWithinArb = fc.tuple(hotelPolicyArb, fc.constantFrom(['London', 'GB'], ['Paris', 'FR'], ['Oslo', 'NO'], ['Rome', 'IT'])).chain(([policy, [cityName, countryCode]]) => {
  const place = { cityId: null, cityName: cityName!, cityIataCodes: [], countryCode: countryCode! };
  const cap = policy.nightlyCap ? nightlyCapFor(policy.nightlyCap, place) : null;
  return fc.record({
    policy: fc.constant(policy),
    facts: fc.record({
      ...Object.fromEntries(Object.entries(place).map(([k, v]) => [k, fc.constant(v)])),
      nightlyRate: fc.integer({ min: 0, max: cap ? cap.cap.amountMinor : 10_000_000 }).map(usd),
      stars: fc.integer({ min: 1, max: policy.maxStars?.maxStars ?? 5 }),
      chain: policy.preferredChains ? fc.constantFrom(...policy.preferredChains.chains) : fc.option(fc.constantFrom('Hilton', 'Indie'), { nil: null }),
      refundable: policy.nonRefundable && policy.nonRefundable.action !== 'allow' ? fc.constant(true) : fc.boolean(),
      checkIn: fc.integer({ min: policy.advancePurchaseDays?.minDays ?? 0, max: 365 }).map(addDays),
    }) as fc.Arbitrary<Parameters<typeof evaluateHotel>[1]>,
  });
});

const carPolicyArb: fc.Arbitrary<CarPolicy> = fc.record({
  dailyCap: opt(fc.record({ action: actionArb, cap: moneyArb })),
  allowedCarClasses: opt(fc.record({ action: actionArb, classes: fc.uniqueArray(fc.constantFrom(...CAR_CLASSES), { minLength: 1 }) })),
  preferredVendors: opt(fc.record({ action: actionArb, vendors: fc.uniqueArray(fc.constantFrom('HZ', 'AV', 'EP'), { minLength: 1 }) })),
}).map(clean);

const trainPolicyArb: fc.Arbitrary<TrainPolicy> = fc.record({
  trainCap: opt(fc.record({ action: actionArb, cap: moneyArb })),
  allowedTrainClasses: opt(fc.record({ action: actionArb, classes: fc.uniqueArray(fc.constantFrom('standard' as const, 'first' as const), { minLength: 1 }) })),
}).map(clean);

describe('an offer within every limit is never out of policy', () => {
  it('flights', () => {
    fc.assert(fc.property(flightWithinArb, ({ policy, facts }) => {
      const verdict = evaluateFlight(policy, facts, ctx);
      expect(verdict).toMatchObject({ inPolicy: true, action: 'allow', reasons: [] });
      if (policy.preferredAirlines) expect(verdict.preferred).toBe(true);
    }));
  });

  it('hotels', () => {
    fc.assert(fc.property(hotelWithinArb, ({ policy, facts }) => {
      expect(evaluateHotel(policy, facts, ctx)).toMatchObject({ inPolicy: true, action: 'allow', reasons: [] });
    }));
  });

  it('cars', () => {
    const arb = carPolicyArb.chain((policy) => fc.record({
      policy: fc.constant(policy),
      facts: fc.record({
        dailyRate: fc.integer({ min: 0, max: policy.dailyCap?.cap.amountMinor ?? 10 ** 7 }).map(usd),
        carClass: fc.constantFrom(...(policy.allowedCarClasses?.classes ?? CAR_CLASSES)),
        vendor: policy.preferredVendors ? fc.constantFrom(...policy.preferredVendors.vendors) : fc.constantFrom('HZ', 'SX'),
        pickUpDate: fc.integer({ min: 0, max: 365 }).map(addDays),
      }),
    }));
    fc.assert(fc.property(arb, ({ policy, facts }) => {
      expect(evaluateCar(policy, facts, ctx)).toMatchObject({ inPolicy: true, action: 'allow', reasons: [] });
    }));
  });

  it('trains', () => {
    const arb = trainPolicyArb.chain((policy) => fc.record({
      policy: fc.constant(policy),
      facts: fc.record({
        price: fc.integer({ min: 0, max: policy.trainCap?.cap.amountMinor ?? 10 ** 7 }).map(usd),
        trainClass: fc.constantFrom(...(policy.allowedTrainClasses?.classes ?? ['standard', 'first'] as const)),
        departureDate: fc.integer({ min: 0, max: 365 }).map(addDays),
      }),
    }));
    fc.assert(fc.property(arb, ({ policy, facts }) => {
      expect(evaluateTrain(policy, facts, ctx)).toMatchObject({ inPolicy: true, action: 'allow', reasons: [] });
    }));
  });
});

describe('the most restrictive action wins', () => {
  /** A flight policy every rule of which the offer below breaks, with random actions. */
  const breakAllArb = fc.record({
    price: actionArb, cabin: actionArb, advance: actionArb, stops: actionArb, preferred: actionArb, blocked: actionArb,
  });
  const breaker = {
    price: usd(100_000), cabin: 'first' as const, durationMinutes: 90, stops: 3, carriers: ['XQ'], departureDate: TODAY,
    search: { cheapest: usd(10_000), median: usd(20_000) },
  };
  const policyOf = (a: Record<string, PolicyAction>): FlightPolicy => ({
    maxPrice: { action: a.price!, limit: { basis: 'fixed', amount: usd(50_000) } },
    cabinByDuration: { action: a.cabin!, maxCabin: 'economy', exceptions: [] },
    advancePurchaseDays: { action: a.advance!, minDays: 7 },
    maxStops: { action: a.stops!, maxStops: 1 },
    preferredAirlines: { action: a.preferred!, codes: ['BA'] },
    blockedAirlines: { action: a.blocked!, codes: ['XQ'] },
  });

  it('an offer breaking every rule gets the strictest action set, and one reason per non-allow rule', () => {
    fc.assert(fc.property(breakAllArb, (actions) => {
      const verdict = evaluateFlight(policyOf(actions), breaker, ctx);
      const expected = Object.values(actions).reduce<PolicyAction>(mostRestrictiveAction, 'allow');
      expect(verdict.action).toBe(expected);
      expect(verdict.inPolicy).toBe(expected === 'allow');
      expect(verdict.reasons).toHaveLength(Object.values(actions).filter((x) => x !== 'allow').length);
    }));
  });

  it('for random policies and offers: the action is the strictest reason\'s, reasons sorted strictest first', () => {
    const anyFlight = fc.record({
      price: moneyArb, cabin: cabinArb, durationMinutes: fc.integer({ min: 1, max: 1500 }), stops: fc.integer({ min: 0, max: 4 }),
      carriers: fc.uniqueArray(fc.constantFrom(...PREFERRED_POOL, ...BLOCKED_POOL, ...OTHER_CARRIERS), { minLength: 1, maxLength: 3 }),
      departureDate: fc.integer({ min: 0, max: 90 }).map(addDays), search: fc.option(searchArb, { nil: null }),
    });
    fc.assert(fc.property(flightPolicyArb, anyFlight, (policy, facts) => {
      const verdict = evaluateFlight(policy, facts, ctx);
      const strictest = verdict.reasons.reduce<PolicyAction>((acc, r) => mostRestrictiveAction(acc, r.action), 'allow');
      expect(verdict.action).toBe(strictest);
      expect(verdict.reasons.every((r) => r.action !== 'allow')).toBe(true);
      const ranks = verdict.reasons.map((r) => policyActionRank(r.action));
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    }));
  });

  it('raising one rule\'s action never lowers the verdict', () => {
    fc.assert(fc.property(breakAllArb, fc.constantFrom('price', 'cabin', 'advance', 'stops', 'preferred', 'blocked'), actionArb, (actions, rule, raised) => {
      const before = evaluateFlight(policyOf(actions), breaker, ctx).action;
      const after = evaluateFlight(policyOf({ ...actions, [rule]: mostRestrictiveAction(actions[rule as keyof typeof actions], raised) }), breaker, ctx).action;
      expect(policyActionRank(after)).toBeGreaterThanOrEqual(policyActionRank(before));
    }));
  });
});

describe('group override semantics', () => {
  it('each rule comes from the group when it sets it, else from the default', () => {
    fc.assert(fc.property(flightPolicyArb, flightPolicyArb, (companyDefault, group) => {
      const eff = effectivePolicy<'flight'>(companyDefault, group);
      for (const rule of ['maxPrice', 'cabinByDuration', 'advancePurchaseDays', 'maxStops', 'preferredAirlines', 'blockedAirlines'] as const) {
        expect(eff[rule]).toEqual(group[rule] ?? companyDefault[rule]);
      }
    }));
  });

  it('with no group policy a member gets the default; a group setting every rule decides alone', () => {
    fc.assert(fc.property(hotelPolicyArb, hotelWithinArb, (companyDefault, { facts }) => {
      expect(effectivePolicy<'hotel'>(companyDefault, null)).toEqual(companyDefault);
      const strictGroup: HotelPolicy = { maxStars: { action: 'block', maxStars: 1 }, nonRefundable: { action: 'allow' }, advancePurchaseDays: { action: 'allow', minDays: 0 }, preferredChains: { action: 'allow', chains: ['X'] }, nightlyCap: { action: 'allow', cities: [], countries: [] } };
      const eff = effectivePolicy<'hotel'>(companyDefault, strictGroup);
      expect(evaluateHotel(eff, facts, ctx)).toEqual(evaluateHotel(strictGroup, facts, ctx));
    }));
  });

  it('never mutates its inputs', () => {
    fc.assert(fc.property(carPolicyArb, carPolicyArb, (a, b) => {
      const [a0, b0] = [structuredClone(a), structuredClone(b)];
      effectivePolicy<'car'>(a, b);
      expect([a, b]).toEqual([a0, b0]);
    }));
  });
});
