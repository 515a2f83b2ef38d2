// @vitest-environment node
/** The server's policy context (travel-policy-service.ts): today's date, the version, money converted with the rate table. */
import { describe, expect, it } from 'vitest';
import { evaluateHotel, HotelPolicySchema } from '@travel/contract';
import { crossRate } from '../currency/index.ts';
import { convertPolicyMoney, policyContextFor } from './travel-policy-service.ts';

describe('the policy context of the server', () => {
  it('converts an offer in another currency with the exchange-rate table, so a EUR hotel meets a USD cap', () => {
    expect(convertPolicyMoney({ amountMinor: 10000, currency: 'EUR' }, 'USD')).toBeCloseTo(10000 * crossRate('EUR', 'USD'), 6);
    expect(convertPolicyMoney({ amountMinor: 10000, currency: 'USD' }, 'JPY')).toBeCloseTo(100 * crossRate('USD', 'JPY'), 6);
    const ctx = policyContextFor(Date.parse('2026-11-28T23:59:00.000Z'), 4);
    expect(ctx).toMatchObject({ today: '2026-11-28', policyVersion: 4 });
    const cap = Math.round(30000 * crossRate('USD', 'EUR'));
    const policy = HotelPolicySchema.parse({ nightlyCap: { action: 'warn', default: { amountMinor: 30000, currency: 'USD' } } });
    const facts = (amountMinor: number) => ({ nightlyRate: { amountMinor, currency: 'EUR' }, cityId: 1, cityName: 'Paris', cityIataCodes: [], countryCode: 'FR', stars: 3, chain: null, refundable: true, checkIn: '2026-12-20' });
    expect(evaluateHotel(policy, facts(cap - 100), ctx).inPolicy).toBe(true);
    expect(evaluateHotel(policy, facts(cap + 100), ctx).reasons[0]?.params).toMatchObject({ currency: 'USD', limitMinor: 30000 });
  });
});
