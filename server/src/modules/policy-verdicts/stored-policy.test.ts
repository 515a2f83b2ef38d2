/**
 * Issue #25 end to end on the product's own policy storage (no test seam): a company admin saves the hotel policy
 * (PUT settings/policies/hotel, a new version), the traveler's search answers verdicts of exactly that version, and a
 * warn booking stores that version with the reason; another company's traveler is judged by their own company's policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PolicyBookingSchema, PolicyHotelSearchResponseSchema, TravelPolicyReplySchema, type PolicyCreateBookingRequestInput } from '@travel/contract';
import { LEAD_TRAVELER, LONDON_CITY_ID, postBooking } from '../../../test/booking-fixtures.ts';
import { callAs, demoUser, signInAs } from '../../../test/business-fixtures.ts';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';

let h: Harness;
const SETTINGS = '/i/api/business/company/v1/settings/policies';
const search = `/i/api/hotels/v1/search?destination=${LONDON_CITY_ID}&checkIn=${isoDateInDays(30)}&checkOut=${isoDateInDays(32)}&guests=1&sort=price`;

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false } });
});
afterAll(async () => {
  await h.close();
});

describe('verdicts from the stored, versioned policy', () => {
  it('a saved hotel policy judges the next search with its version, and the booking records it', async () => {
    const admin = await signInAs(h.app, 'acme:COMPANY_ADMIN');
    const saved = await callAs(h.app, admin, 'PUT', `${SETTINGS}/hotel`, {
      document: { nightlyCap: { action: 'warn', default: { amountMinor: 100, currency: 'USD' }, cities: [], countries: [] } },
    });
    expect(saved.statusCode).toBe(200);
    const version = TravelPolicyReplySchema.parse(saved.json()).effectiveVersion;
    expect(version).toEqual(expect.any(Number));

    const traveler = await signInAs(h.app, 'acme:TRAVELER');
    const reply = PolicyHotelSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', search)).json());
    const offer = reply.offers[0]!;
    expect(offer.policy).toMatchObject({ inPolicy: false, action: 'warn', policyVersion: version, reasons: [{ rule: 'nightlyCap', params: { limitMinor: 100 } }] });

    const body: Partial<PolicyCreateBookingRequestInput> = {
      contactEmail: demoUser('acme', 'TRAVELER').email, travelers: [LEAD_TRAVELER], outOfPolicyReason: { code: 'noCheaperOption', text: 'Every hotel near the venue costs more' },
    };
    const booked = await postBooking(h.app, traveler, offer, 'stored-policy-1', body);
    expect(booked.statusCode).toBe(201);
    expect(PolicyBookingSchema.parse(booked.json()).policy).toMatchObject({ policyVersion: version, action: 'warn', outOfPolicyReason: { code: 'noCheaperOption' } });

    // Globex's traveler is judged by Globex's policy, never Acme's $1 cap.
    const globex = await signInAs(h.app, 'globex:TRAVELER');
    const theirs = PolicyHotelSearchResponseSchema.parse((await callAs(h.app, globex, 'GET', search)).json());
    expect(theirs.offers.every((o) => o.policy?.reasons.every((r) => r.params.limitMinor !== 100) ?? true)).toBe(true);
  });
});
