// @vitest-environment node
/**
 * The travel policy engine as tables: every rule kind of every vertical, in and out at its boundary, the precedence of
 * group over default, currencies, packages and the RP_POLICY_SUMMARY facts.
 */
import { describe, expect, it } from 'vitest';
import {
  combineVerdicts, effectivePolicy, evaluateCar, evaluateFlight, evaluateHotel, evaluateTrain, PolicyCurrencyError,
  policySummary, CarPolicySchema, FlightPolicySchema, HotelPolicySchema, TrainPolicySchema,
  type CarPolicyFacts, type FlightPolicyFacts, type HotelPolicyFacts, type PolicyEvaluationContext, type PolicyVerdict, type TrainPolicyFacts,
} from './index.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const ctx: PolicyEvaluationContext = { today: '2026-12-01', policyVersion: 7 };

const flight = (patch: Partial<FlightPolicyFacts> = {}): FlightPolicyFacts => ({
  price: usd(40000), cabin: 'economy', durationMinutes: 120, stops: 0, carriers: ['BA'], departureDate: '2026-12-20',
  search: { cheapest: usd(30000), median: usd(50000) }, ...patch,
});
const hotel = (patch: Partial<HotelPolicyFacts> = {}): HotelPolicyFacts => ({
  nightlyRate: usd(25000), cityId: 2643743, cityName: 'London', cityIataCodes: ['LON', 'LHR'], countryCode: 'GB', stars: 4,
  chain: 'Hilton', refundable: true, checkIn: '2026-12-20', ...patch,
});
const car = (patch: Partial<CarPolicyFacts> = {}): CarPolicyFacts => ({ dailyRate: usd(6000), carClass: 'compact', vendor: 'HZ', pickUpDate: '2026-12-20', ...patch });
const train = (patch: Partial<TrainPolicyFacts> = {}): TrainPolicyFacts => ({ price: usd(9000), trainClass: 'standard', departureDate: '2026-12-20', ...patch });

describe('flight rules', () => {
  const fixed = FlightPolicySchema.parse({ maxPrice: { action: 'warn', limit: { basis: 'fixed', amount: usd(40000) } } });
  const plus30 = FlightPolicySchema.parse({ maxPrice: { action: 'warn', limit: { basis: 'cheapest', plus: { unit: 'percent', percent: 30 } } } });
  const medianPlus = FlightPolicySchema.parse({ maxPrice: { action: 'block', limit: { basis: 'median', plus: { unit: 'amount', amount: usd(5000) } } } });
  const cabin = FlightPolicySchema.parse({ cabinByDuration: { action: 'requireApproval', maxCabin: 'economy', exceptions: [{ aboveMinutes: 360, maxCabin: 'business' }, { aboveMinutes: 600, maxCabin: 'first' }] } });
  const advance = FlightPolicySchema.parse({ advancePurchaseDays: { action: 'warn', minDays: 14 } });
  const stops = FlightPolicySchema.parse({ maxStops: { action: 'warn', maxStops: 1 } });
  const preferred = FlightPolicySchema.parse({ preferredAirlines: { codes: ['AA'] } });
  const preferredWarn = FlightPolicySchema.parse({ preferredAirlines: { action: 'warn', codes: ['AA'] } });
  const blocked = FlightPolicySchema.parse({ blockedAirlines: { codes: ['XQ'] } });

  it.each([
    ['fixed cap: equal is in', fixed, flight({ price: usd(40000) }), 'allow'],
    ['fixed cap: a cent over is out', fixed, flight({ price: usd(40001) }), 'warn'],
    ['cheapest +30 %: 390.00 over 300.00 is in', plus30, flight({ price: usd(39000) }), 'allow'],
    ['cheapest +30 %: 390.01 is out', plus30, flight({ price: usd(39001) }), 'warn'],
    ['relative limit without search fares says nothing', plus30, flight({ price: usd(999999), search: null }), 'allow'],
    ['median + $50: 550.00 is in', medianPlus, flight({ price: usd(55000) }), 'allow'],
    ['median + $50: 550.01 is blocked', medianPlus, flight({ price: usd(55001) }), 'block'],
    ['economy on a short flight is in', cabin, flight({ cabin: 'economy' }), 'allow'],
    ['business on a 6 h flight is out (exception is for longer flights)', cabin, flight({ cabin: 'business', durationMinutes: 360 }), 'requireApproval'],
    ['business above 6 h is in', cabin, flight({ cabin: 'business', durationMinutes: 361 }), 'allow'],
    ['first at 7 h is out', cabin, flight({ cabin: 'first', durationMinutes: 420 }), 'requireApproval'],
    ['first above 10 h is in', cabin, flight({ cabin: 'first', durationMinutes: 601 }), 'allow'],
    ['premium on a short flight is out', cabin, flight({ cabin: 'premium' }), 'requireApproval'],
    ['14 days ahead is in', advance, flight({ departureDate: '2026-12-15' }), 'allow'],
    ['13 days ahead is out', advance, flight({ departureDate: '2026-12-14' }), 'warn'],
    ['1 stop is in', stops, flight({ stops: 1 }), 'allow'],
    ['2 stops is out', stops, flight({ stops: 2 }), 'warn'],
    ['a non-preferred airline with the default allow is in', preferred, flight({ carriers: ['BA'] }), 'allow'],
    ['a non-preferred airline with warn is out', preferredWarn, flight({ carriers: ['BA'] }), 'warn'],
    ['a preferred airline on one segment is in', preferredWarn, flight({ carriers: ['BA', 'aa'] }), 'allow'],
    ['a blocked airline on any segment is blocked', blocked, flight({ carriers: ['BA', 'XQ'] }), 'block'],
    ['no blocked airline is in', blocked, flight({ carriers: ['BA'] }), 'allow'],
  ] as const)('%s', (_what, policy, facts, action) => {
    const verdict = evaluateFlight(policy, facts, ctx);
    expect(verdict.action).toBe(action);
    expect(verdict.inPolicy).toBe(action === 'allow');
    expect(verdict.reasons.length > 0).toBe(action !== 'allow');
    expect(verdict.policyVersion).toBe(7);
  });

  it('says by how much a fare is over its relative limit', () => {
    const verdict = evaluateFlight(plus30, flight({ price: usd(45000) }), ctx);
    expect(verdict.reasons).toEqual([{ rule: 'maxPrice', action: 'warn', params: { amountMinor: 45000, limitMinor: 39000, overMinor: 6000, currency: 'USD', basis: 'cheapest', percent: 30 } }]);
  });

  it('names the cabin, the allowed cabin and the duration', () => {
    expect(evaluateFlight(cabin, flight({ cabin: 'business', durationMinutes: 300 }), ctx).reasons[0]?.params).toEqual({ cabin: 'business', allowedCabin: 'economy', minutes: 300 });
  });

  it('marks preferred airlines without enforcing them', () => {
    expect(evaluateFlight(preferred, flight({ carriers: ['AA'] }), ctx).preferred).toBe(true);
    expect(evaluateFlight(preferred, flight({ carriers: ['BA'] }), ctx).preferred).toBe(false);
    expect(evaluateFlight(fixed, flight(), ctx).preferred).toBeNull();
  });

  it('answers in policy with no policy at all', () => {
    expect(evaluateFlight(null, flight({ price: usd(10 ** 9), cabin: 'first' }), { ...ctx, policyVersion: null })).toEqual({ inPolicy: true, action: 'allow', reasons: [], preferred: null, policyVersion: null });
  });

  it('converts another currency with the context, and refuses to guess without it', () => {
    const eur = { amountMinor: 40000, currency: 'EUR' };
    expect(() => evaluateFlight(fixed, flight({ price: eur }), ctx)).toThrow(PolicyCurrencyError);
    const convert = (m: { amountMinor: number }, to: string) => (to === 'USD' ? m.amountMinor * 1.1 : m.amountMinor);
    const verdict = evaluateFlight(fixed, flight({ price: eur }), { ...ctx, convert });
    expect(verdict.reasons[0]?.params).toMatchObject({ amountMinor: 44000, limitMinor: 40000, currency: 'USD' });
  });
});

describe('hotel rules', () => {
  const caps = HotelPolicySchema.parse({
    nightlyCap: {
      action: 'warn', default: usd(30000),
      cities: [{ city: 'London', cap: usd(35000) }, { city: 'Zürich', cap: usd(40000) }, { city: 'New York', iata: 'NYC', cap: usd(45000) }, { city: 'Paris', cityId: 2988507, cap: usd(33000) }],
      countries: [{ countryCode: 'GB', cap: usd(20000) }, { countryCode: 'CH', cap: usd(38000) }],
    },
  });
  const noDefault = HotelPolicySchema.parse({ nightlyCap: { action: 'warn', countries: [{ countryCode: 'FR', cap: usd(20000) }] } });

  it.each([
    ['London cap (city beats country): 350 is in', caps, hotel({ nightlyRate: usd(35000) }), 'allow', undefined],
    ['London cap: 351 is out', caps, hotel({ nightlyRate: usd(35100) }), 'warn', 'London'],
    ['another GB city takes the country cap', caps, hotel({ cityId: 2655603, cityName: 'Birmingham', cityIataCodes: ['BHX'], nightlyRate: usd(20100) }), 'warn', 'GB'],
    ['a city name matches without accents or case', caps, hotel({ cityId: 2657896, cityName: 'zurich', cityIataCodes: [], countryCode: 'CH', nightlyRate: usd(39000) }), 'allow', undefined],
    ['an IATA override matches the city\'s airport codes', caps, hotel({ cityId: 5128581, cityName: 'Manhattan', cityIataCodes: ['NYC', 'JFK'], countryCode: 'US', nightlyRate: usd(45100) }), 'warn', 'New York'],
    ['a GeoNames id override matches', caps, hotel({ cityId: 2988507, cityName: 'Paname', cityIataCodes: [], countryCode: 'FR', nightlyRate: usd(33100) }), 'warn', 'Paris'],
    ['elsewhere the default applies', caps, hotel({ cityId: 1, cityName: 'Oslo', cityIataCodes: ['OSL'], countryCode: 'NO', nightlyRate: usd(30100) }), 'warn', undefined],
    ['no default and no match says nothing', noDefault, hotel({ nightlyRate: usd(10 ** 7) }), 'allow', undefined],
  ] as const)('%s', (_what, policy, facts, action, place) => {
    const verdict = evaluateHotel(policy, facts, ctx);
    expect(verdict.action).toBe(action);
    if (action !== 'allow') expect(verdict.reasons[0]?.params.place).toBe(place);
  });

  it('says "$1 over the $350 London nightly cap" as data', () => {
    expect(evaluateHotel(caps, hotel({ nightlyRate: usd(35100) }), ctx).reasons[0]).toEqual({ rule: 'nightlyCap', action: 'warn', params: { amountMinor: 35100, limitMinor: 35000, overMinor: 100, currency: 'USD', place: 'London' } });
  });

  it.each([
    ['4 stars with max 4 is in', { maxStars: { action: 'warn', maxStars: 4 } }, hotel({ stars: 4 }), 'allow'],
    ['5 stars with max 4 is out', { maxStars: { action: 'requireApproval', maxStars: 4 } }, hotel({ stars: 5 }), 'requireApproval'],
    ['7 days ahead with 7 is in', { advancePurchaseDays: { action: 'warn', minDays: 7 } }, hotel({ checkIn: '2026-12-08' }), 'allow'],
    ['same-day check-in with 7 is out', { advancePurchaseDays: { action: 'warn', minDays: 7 } }, hotel({ checkIn: '2026-12-01' }), 'warn'],
    ['a preferred chain (case ignored) is in', { preferredChains: { action: 'warn', chains: ['hilton'] } }, hotel({ chain: 'Hilton' }), 'allow'],
    ['a hotel of no known chain is not judged by the preferred-chains rule', { preferredChains: { action: 'warn', chains: ['Hilton'] } }, hotel({ chain: null }), 'allow'],
    ['a refundable rate is in', { nonRefundable: { action: 'block' } }, hotel({ refundable: true }), 'allow'],
    ['a non-refundable rate is blocked', { nonRefundable: { action: 'block' } }, hotel({ refundable: false }), 'block'],
    ['non-refundable allowed', { nonRefundable: { action: 'allow' } }, hotel({ refundable: false }), 'allow'],
  ] as const)('%s', (_what, doc, facts, action) => {
    expect(evaluateHotel(HotelPolicySchema.parse(doc), facts, ctx).action).toBe(action);
  });
});

describe('car and train rules', () => {
  it.each([
    ['daily cap equal is in', { dailyCap: { action: 'warn', cap: usd(6000) } }, car(), 'allow'],
    ['daily cap over is out', { dailyCap: { action: 'warn', cap: usd(5999) } }, car(), 'warn'],
    ['an allowed class is in', { allowedCarClasses: { action: 'block', classes: ['economy', 'compact'] } }, car(), 'allow'],
    ['an SUV outside the classes is blocked', { allowedCarClasses: { action: 'block', classes: ['economy', 'compact'] } }, car({ carClass: 'suv' }), 'block'],
    ['a preferred vendor is in', { preferredVendors: { action: 'warn', vendors: ['HZ'] } }, car(), 'allow'],
    ['another vendor with warn is out', { preferredVendors: { action: 'warn', vendors: ['AV'] } }, car(), 'warn'],
  ] as const)('car: %s', (_what, doc, facts, action) => {
    expect(evaluateCar(CarPolicySchema.parse(doc), facts, ctx).action).toBe(action);
  });

  it.each([
    ['cap equal is in', { trainCap: { action: 'warn', cap: usd(9000) } }, train(), 'allow'],
    ['cap over is out', { trainCap: { action: 'requireApproval', cap: usd(8999) } }, train(), 'requireApproval'],
    ['standard only: first is out', { allowedTrainClasses: { action: 'warn', classes: ['standard'] } }, train({ trainClass: 'first' }), 'warn'],
    ['standard only: standard is in', { allowedTrainClasses: { action: 'warn', classes: ['standard'] } }, train(), 'allow'],
  ] as const)('train: %s', (_what, doc, facts, action) => {
    expect(evaluateTrain(TrainPolicySchema.parse(doc), facts, ctx).action).toBe(action);
  });
});

describe('precedence', () => {
  const companyDefault = FlightPolicySchema.parse({
    maxPrice: { action: 'warn', limit: { basis: 'fixed', amount: usd(50000) } },
    cabinByDuration: { action: 'requireApproval', maxCabin: 'economy' },
  });
  const executives = FlightPolicySchema.parse({ cabinByDuration: { action: 'allow', maxCabin: 'economy' } });

  it('a group replaces the rules it sets and keeps the default\'s others', () => {
    const eff = effectivePolicy<'flight'>(companyDefault, executives);
    expect(eff.cabinByDuration?.action).toBe('allow');
    expect(eff.maxPrice).toEqual(companyDefault.maxPrice);
    const business = flight({ cabin: 'business', price: usd(60000) });
    expect(evaluateFlight(companyDefault, business, ctx).action).toBe('requireApproval');
    const verdict = evaluateFlight(eff, business, ctx);
    expect(verdict.action).toBe('warn');
    expect(verdict.reasons.map((r) => r.rule)).toEqual(['maxPrice']);
  });

  it('the most restrictive broken rule wins, reasons most restrictive first', () => {
    const doc = FlightPolicySchema.parse({
      maxPrice: { action: 'warn', limit: { basis: 'fixed', amount: usd(100) } },
      maxStops: { action: 'block', maxStops: 0 },
      cabinByDuration: { action: 'requireApproval', maxCabin: 'economy' },
    });
    const verdict = evaluateFlight(doc, flight({ stops: 1, cabin: 'first' }), ctx);
    expect(verdict.action).toBe('block');
    expect(verdict.reasons.map((r) => r.action)).toEqual(['block', 'requireApproval', 'warn']);
  });

  it('a package takes both verdicts, the most restrictive action and the larger version', () => {
    const f = evaluateFlight(FlightPolicySchema.parse({ maxStops: { action: 'warn', maxStops: 0 } }), flight({ stops: 1 }), { ...ctx, policyVersion: 3 });
    const h = evaluateHotel(HotelPolicySchema.parse({ nonRefundable: { action: 'requireApproval' } }), hotel({ refundable: false }), { ...ctx, policyVersion: 5 });
    const both = combineVerdicts([f, h]);
    expect(both).toMatchObject({ inPolicy: false, action: 'requireApproval', policyVersion: 5 });
    expect(both.reasons.map((r) => r.rule)).toEqual(['nonRefundable', 'maxStops']);
  });

  it('combining: in-policy parts add nothing, preferred only when every part with a list is, no version when none has one', () => {
    const v = (action: PolicyVerdict['action'], preferred: boolean | null, policyVersion: number | null, rules: PolicyVerdict['reasons'][number]['rule'][] = []): PolicyVerdict => ({
      inPolicy: action === 'allow', action, preferred, policyVersion, reasons: rules.map((rule) => ({ rule, action, params: {} })),
    });
    expect(combineVerdicts([])).toEqual({ inPolicy: true, action: 'allow', reasons: [], preferred: null, policyVersion: null });
    expect(combineVerdicts([v('allow', null, null), v('allow', true, 2)])).toEqual({ inPolicy: true, action: 'allow', reasons: [], preferred: true, policyVersion: 2 });
    expect(combineVerdicts([v('allow', true, 4), v('warn', false, 2, ['maxStars'])])).toEqual({
      inPolicy: false, action: 'warn', reasons: [{ rule: 'maxStars', action: 'warn', params: {} }], preferred: false, policyVersion: 4,
    });
    // Equally restrictive reasons keep the parts' order; a more restrictive one goes first.
    const three = combineVerdicts([v('warn', null, 1, ['maxStops']), v('allow', null, 1), v('warn', null, 1, ['maxStars']), v('block', null, 1, ['blockedAirlines'])]);
    expect(three.reasons.map((r) => r.rule)).toEqual(['blockedAirlines', 'maxStops', 'maxStars']);
    expect(three.action).toBe('block');
  });
});

describe('RP_POLICY_SUMMARY facts', () => {
  it('flight: the price limit and the cabin exception', () => {
    const doc = FlightPolicySchema.parse({
      maxPrice: { action: 'warn', limit: { basis: 'cheapest', plus: { unit: 'percent', percent: 30 } } },
      cabinByDuration: { action: 'requireApproval', maxCabin: 'economy', exceptions: [{ aboveMinutes: 360, maxCabin: 'business' }] },
      blockedAirlines: { codes: ['XQ'] },
    });
    expect(policySummary('flight', doc)).toEqual([
      { rule: 'maxPrice', action: 'warn', params: { basis: 'cheapest', percent: 30 } },
      { rule: 'cabinByDuration', action: 'requireApproval', params: { allowedCabin: 'economy', cabin: 'business', minutes: 360 } },
    ]);
  });

  it('hotel: the searched city\'s cap, else the default; allow rules are skipped, preferences shown', () => {
    const doc = HotelPolicySchema.parse({
      nightlyCap: { action: 'warn', default: usd(30000), cities: [{ city: 'London', cap: usd(35000) }] },
      maxStars: { action: 'allow', maxStars: 3 },
      preferredChains: { chains: ['Hilton'] },
    });
    expect(policySummary('hotel', doc, { cityName: 'London', countryCode: 'GB' })).toEqual([
      { rule: 'nightlyCap', action: 'warn', params: { limitMinor: 35000, currency: 'USD', place: 'London' } },
      { rule: 'preferredChains', action: 'allow', params: { allowed: ['Hilton'] } },
    ]);
    expect(policySummary('hotel', doc)[0]?.params).toEqual({ limitMinor: 30000, currency: 'USD' });
  });

  it('car and train; nothing for an empty policy', () => {
    expect(policySummary('car', CarPolicySchema.parse({ dailyCap: { action: 'warn', cap: usd(7000) }, allowedCarClasses: { action: 'block', classes: ['economy'] } })).map((f) => f.rule)).toEqual(['dailyCap', 'allowedCarClasses']);
    expect(policySummary('train', TrainPolicySchema.parse({ allowedTrainClasses: { action: 'warn', classes: ['standard'] } }))).toEqual([{ rule: 'allowedTrainClasses', action: 'warn', params: { allowed: ['standard'] } }]);
    expect(policySummary('train', {})).toEqual([]);
    expect(policySummary('flight', null)).toEqual([]);
  });
});
