// @vitest-environment node
/** The travel policy contract (travel-policy.ts): documents parse per vertical, reasons need text, the verdict shape. */
import { describe, expect, it } from 'vitest';
import {
  CarPolicySchema, FlightPolicySchema, HotelPolicySchema, mostRestrictiveAction, OutOfPolicyBookingFieldsSchema, POLICY_ACTIONS,
  POLICY_DOCUMENT_SCHEMAS, POLICY_RULES_OF_VERTICAL, POLICY_VERTICALS_OF_SEARCH, PolicyDocumentSchema, PolicyRuleKindSchema,
  PolicyVerdictSchema, StoredTravelPolicySchema, TrainPolicySchema,
} from './index.ts';

describe('policy documents', () => {
  it('parses a flight policy with a relative price limit, cabin exceptions and airline lists (codes upper-cased)', () => {
    const doc = FlightPolicySchema.parse({
      maxPrice: { action: 'warn', limit: { basis: 'cheapest', plus: { unit: 'percent', percent: 30 } } },
      cabinByDuration: { action: 'requireApproval', maxCabin: 'economy', exceptions: [{ aboveMinutes: 360, maxCabin: 'business' }] },
      preferredAirlines: { codes: ['ba', 'AA'] },
      blockedAirlines: { codes: ['xx'] },
    });
    expect(doc.preferredAirlines).toEqual({ action: 'allow', codes: ['BA', 'AA'] });
    expect(doc.blockedAirlines).toEqual({ action: 'block', codes: ['XX'] });
  });

  it('refuses a rule without an action, a duplicate airline, an empty list and an unknown rule', () => {
    expect(FlightPolicySchema.safeParse({ maxStops: { maxStops: 1 } }).success).toBe(false);
    expect(FlightPolicySchema.safeParse({ blockedAirlines: { codes: ['BA', 'ba'] } }).success).toBe(false);
    expect(CarPolicySchema.safeParse({ allowedCarClasses: { action: 'warn', classes: [] } }).success).toBe(false);
    expect(TrainPolicySchema.safeParse({ nightlyCap: { action: 'warn' } }).success).toBe(false);
  });

  it('parses hotel caps per city and country with the default', () => {
    const doc = HotelPolicySchema.parse({
      nightlyCap: { action: 'warn', default: { amountMinor: 30000, currency: 'USD' }, cities: [{ city: 'London', iata: 'lon', cap: { amountMinor: 35000, currency: 'USD' } }], countries: [{ countryCode: 'ch', cap: { amountMinor: 32000, currency: 'CHF' } }] },
      nonRefundable: { action: 'block' },
    });
    expect(doc.nightlyCap?.cities[0]?.iata).toBe('LON');
    expect(doc.nightlyCap?.countries[0]?.countryCode).toBe('CH');
  });

  it('keeps a hotel document whole through the any-vertical union (strict documents, nothing stripped)', () => {
    const hotel = { nightlyCap: { action: 'warn', cities: [], countries: [], default: { amountMinor: 100, currency: 'EUR' } } };
    expect(PolicyDocumentSchema.parse(hotel)).toEqual(hotel);
    const row = StoredTravelPolicySchema.parse({ companyId: 'c', vertical: 'hotel', groupId: null, version: 1, document: hotel, updatedAt: '2026-11-28T10:00:00.000Z', updatedBy: null });
    expect(row.document).toEqual(hotel);
  });

  it('names every document key as a rule kind of its vertical', () => {
    for (const [vertical, schema] of Object.entries(POLICY_DOCUMENT_SCHEMAS)) {
      expect([...Object.keys(schema.shape)].sort()).toEqual([...POLICY_RULES_OF_VERTICAL[vertical as keyof typeof POLICY_RULES_OF_VERTICAL]].sort());
      for (const k of Object.keys(schema.shape)) expect(PolicyRuleKindSchema.safeParse(k).success).toBe(true);
    }
  });
});

describe('actions, verticals, reasons, verdicts', () => {
  it('orders actions least to most restrictive', () => {
    expect(POLICY_ACTIONS).toEqual(['allow', 'warn', 'requireApproval', 'block']);
    expect(mostRestrictiveAction('warn', 'block')).toBe('block');
    expect(mostRestrictiveAction('requireApproval', 'warn')).toBe('requireApproval');
  });

  it('governs a package by the flight and the hotel policy', () => {
    expect(POLICY_VERTICALS_OF_SEARCH.packages).toEqual(['flight', 'hotel']);
    expect(POLICY_VERTICALS_OF_SEARCH.trains).toEqual(['train']);
  });

  it('asks an out-of-policy reason for a code and at least 10 characters of text', () => {
    expect(OutOfPolicyBookingFieldsSchema.safeParse({ outOfPolicyReason: { code: 'other', text: 'too short' } }).success).toBe(false);
    expect(OutOfPolicyBookingFieldsSchema.safeParse({ outOfPolicyReason: { code: 'clientRequirement', text: '   padded   ' } }).success).toBe(false);
    expect(OutOfPolicyBookingFieldsSchema.parse({ outOfPolicyReason: { code: 'meetingLocation', text: 'Hotel next to the client office' } }).outOfPolicyReason?.code).toBe('meetingLocation');
    expect(OutOfPolicyBookingFieldsSchema.parse({})).toEqual({});
  });

  it('parses a verdict with a reason', () => {
    const verdict = PolicyVerdictSchema.parse({ inPolicy: false, action: 'warn', reasons: [{ rule: 'nightlyCap', action: 'warn', params: { amountMinor: 51200, limitMinor: 30000, overMinor: 21200, currency: 'USD', place: 'London' } }], policyVersion: 3 });
    expect(verdict.preferred).toBeNull();
  });
});

describe('replies encode (the server serializes with zod safeEncode)', () => {
  it('a stored policy reply with every rule of every vertical encodes without a one-way transform', async () => {
    const { z } = await import('zod');
    const { TravelPolicyReplySchema, MyTravelPoliciesReplySchema } = await import('./index.ts');
    const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
    const docs = {
      flight: FlightPolicySchema.parse({ maxPrice: { action: 'warn', limit: { basis: 'median', plus: { unit: 'amount', amount: usd(5000) } } }, cabinByDuration: { action: 'warn', maxCabin: 'economy' }, advancePurchaseDays: { action: 'warn', minDays: 3 }, maxStops: { action: 'warn', maxStops: 1 }, preferredAirlines: { codes: ['ba'] }, blockedAirlines: { codes: ['fr'] } }),
      hotel: HotelPolicySchema.parse({ nightlyCap: { action: 'warn', default: usd(30000), cities: [{ city: 'London', iata: 'lon', cityId: 1, cap: usd(35000) }], countries: [{ countryCode: 'gb', cap: usd(1) }] }, maxStars: { action: 'warn', maxStars: 4 }, advancePurchaseDays: { action: 'warn', minDays: 1 }, preferredChains: { chains: ['Hilton'] }, nonRefundable: { action: 'block' } }),
      car: CarPolicySchema.parse({ dailyCap: { action: 'warn', cap: usd(6000) }, allowedCarClasses: { action: 'warn', classes: ['economy'] }, preferredVendors: { vendors: ['rentwell'] } }),
      train: TrainPolicySchema.parse({ trainCap: { action: 'warn', cap: usd(100) }, allowedTrainClasses: { action: 'warn', classes: ['standard'] } }),
    };
    for (const [vertical, document] of Object.entries(docs)) {
      const row = { companyId: 'acme', vertical, groupId: null, version: 1, document, updatedAt: '2026-11-28T10:00:00.000Z', updatedBy: null };
      const reply = { vertical, groupId: null, policy: row, companyDefault: row, effective: document, effectiveVersion: 1, history: [{ version: 1, updatedAt: row.updatedAt, updatedBy: null }] };
      const encoded = z.safeEncode(TravelPolicyReplySchema, reply as never);
      expect(encoded.success, JSON.stringify(encoded.error)).toBe(true);
      expect((encoded.data as { effective: unknown }).effective).toEqual(document);
    }
    const mine = { travelerProfileId: 'p', groupId: 3, policies: { flight: { document: docs.flight, version: 2 }, hotel: { document: docs.hotel, version: 1 }, car: { document: docs.car, version: null }, train: null }, summary: { flight: [], hotel: [], car: [], train: [] } };
    expect(z.safeEncode(MyTravelPoliciesReplySchema, mine as never).success).toBe(true);
  });
});
