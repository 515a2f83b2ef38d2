/**
 * The policy editor's form model (drafts.ts): a stored document survives the form unchanged (every rule kind, city ids
 * included), money converts between major and minor units without drift in every supported currency, rules switched
 * off are left out, problems land on the field the admin typed into, and a server refusal's `document.<path>` finds
 * its field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CarPolicySchema, FlightPolicySchema, HotelPolicySchema, POLICY_DOCUMENT_SCHEMAS, SUPPORTED_CURRENCIES, TrainPolicySchema,
  type PolicyDocument, type PolicyVertical,
} from '@travel/contract';
import { documentOfDraft, draftFieldOfServerField, draftIssues, draftOfDocument, toMajor, toMinor, type FlightDraft, type HotelDraft } from './drafts.ts';

const usd = (dollars: number) => ({ amountMinor: dollars * 100, currency: 'USD' });

/** Documents of every rule kind (the demo company's seeded defaults and their variants). */
const DOCUMENTS: readonly [PolicyVertical, PolicyDocument][] = [
  ['flight', FlightPolicySchema.parse({
    maxPrice: { action: 'warn', limit: { basis: 'cheapest', plus: { unit: 'percent', percent: 30 } } },
    cabinByDuration: { action: 'requireApproval', maxCabin: 'economy', exceptions: [{ aboveMinutes: 360, maxCabin: 'business' }, { aboveMinutes: 690, maxCabin: 'first' }] },
    advancePurchaseDays: { action: 'warn', minDays: 3 },
    maxStops: { action: 'warn', maxStops: 1 },
    preferredAirlines: { action: 'allow', codes: ['BA', 'LH'] },
    blockedAirlines: { action: 'block', codes: ['FR'] },
  })],
  ['flight', FlightPolicySchema.parse({ maxPrice: { action: 'block', limit: { basis: 'fixed', amount: { amountMinor: 123456, currency: 'EUR' } } } })],
  ['flight', FlightPolicySchema.parse({ maxPrice: { action: 'warn', limit: { basis: 'median', plus: { unit: 'amount', amount: { amountMinor: 5000, currency: 'JPY' } } } } })],
  ['hotel', HotelPolicySchema.parse({
    nightlyCap: { action: 'warn', default: usd(300), cities: [{ city: 'London', cityId: 2643743, iata: 'LON', cap: usd(350) }, { city: 'Oslo', cap: usd(280) }], countries: [{ countryCode: 'CH', cap: usd(320) }] },
    maxStars: { action: 'warn', maxStars: 4 },
    advancePurchaseDays: { action: 'allow', minDays: 0 },
    preferredChains: { action: 'warn', chains: ['Hilton', 'Marriott'] },
    nonRefundable: { action: 'requireApproval' },
  })],
  ['hotel', HotelPolicySchema.parse({ nightlyCap: { action: 'warn', cities: [{ city: 'Paris', cap: usd(250) }], countries: [] } })],
  ['car', CarPolicySchema.parse({
    dailyCap: { action: 'warn', cap: usd(60) },
    allowedCarClasses: { action: 'requireApproval', classes: ['mini', 'economy', 'compact', 'intermediate', 'fullsize'] },
    preferredVendors: { action: 'allow', vendors: ['rentwell', 'roamcar'] },
  })],
  ['train', TrainPolicySchema.parse({ trainCap: { action: 'warn', cap: usd(250) }, allowedTrainClasses: { action: 'requireApproval', classes: ['standard'] } })],
  ['train', {}],
];

describe('a stored document through the form', () => {
  it.each(DOCUMENTS.map(([v, d], i) => [`${v} #${i}`, v, d] as const))('%s comes back unchanged and valid', (_name, vertical, document) => {
    const draft = draftOfDocument(vertical, document as never);
    expect(draftIssues(vertical, draft)).toEqual([]);
    expect(POLICY_DOCUMENT_SCHEMAS[vertical].parse(documentOfDraft(vertical, draft))).toEqual(document);
  });

  it('a renamed city cap no longer claims the stored city id', () => {
    const [, hotel] = DOCUMENTS[3]!;
    const draft = draftOfDocument('hotel', hotel as never);
    (draft.rules as HotelDraft).nightlyCap.cities[0]!.city = 'Manchester';
    const sent = documentOfDraft('hotel', draft) as { nightlyCap: { cities: { city: string; cityId?: number }[] } };
    expect(sent.nightlyCap.cities[0]).toEqual({ city: 'Manchester', iata: 'LON', cap: usd(350) });
  });

  it('money in major units converts back to the same minor units in every supported currency', () => {
    fc.assert(fc.property(fc.constantFrom(...SUPPORTED_CURRENCIES), fc.integer({ min: 1, max: 10 ** 9 }), (currency, amountMinor) => {
      expect(toMinor(toMajor(amountMinor, currency), currency)).toBe(amountMinor);
    }));
  });
});

describe('editing', () => {
  it('leaves out rules switched off, keeping their values for when they come back', () => {
    const draft = draftOfDocument('flight', DOCUMENTS[0]![1] as never);
    const rules = draft.rules as FlightDraft;
    rules.maxStops.on = false;
    rules.blockedAirlines.on = false;
    expect(Object.keys(documentOfDraft('flight', draft))).toEqual(['maxPrice', 'cabinByDuration', 'advancePurchaseDays', 'preferredAirlines']);
    rules.maxStops.on = true;
    expect(documentOfDraft('flight', draft).maxStops).toEqual({ action: 'warn', maxStops: 1 });
  });

  it('puts each problem on the field the admin typed into', () => {
    const draft = draftOfDocument('flight', null);
    const rules = draft.rules as FlightDraft;
    rules.maxPrice.on = true; // fixed, no amount
    rules.advancePurchaseDays.on = true;
    rules.advancePurchaseDays.minDays = 400;
    rules.blockedAirlines.on = true;
    rules.blockedAirlines.codes = 'FR, fr';
    rules.cabinByDuration.on = true;
    rules.cabinByDuration.exceptions = [{ aboveHours: 30, maxCabin: 'business' }];
    expect(draftIssues('flight', draft)).toEqual([
      { path: 'rules.maxPrice.fixed', kind: 'amount' },
      { path: 'rules.cabinByDuration.exceptions.0.aboveHours', kind: 'hours' },
      { path: 'rules.advancePurchaseDays.minDays', kind: 'count' },
      { path: 'rules.blockedAirlines.codes', kind: 'airlineCodes' },
    ]);
    rules.maxPrice.basis = 'cheapest';
    rules.maxPrice.plusUnit = 'percent';
    expect(draftIssues('flight', draft)[0]).toEqual({ path: 'rules.maxPrice.percent', kind: 'percent' });
  });

  it('finds the field of a server refusal, and nothing for a path the form does not hold', () => {
    const draft = draftOfDocument('hotel', DOCUMENTS[3]![1] as never);
    expect(draftFieldOfServerField('hotel', draft, 'document.nightlyCap.cities.1.cap.amountMinor')).toEqual({ path: 'rules.nightlyCap.cities.1.cap', kind: 'amount' });
    expect(draftFieldOfServerField('hotel', draft, 'document.maxStars.maxStars')).toEqual({ path: 'rules.maxStars.maxStars', kind: 'count' });
    expect(draftFieldOfServerField('hotel', draft, 'groupId')).toBeUndefined();
    expect(draftFieldOfServerField('hotel', draft, undefined)).toBeUndefined();
  });
});
