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

describe('preferred hotel chains on the product\'s hotels', () => {
  it('marks a hotel of another chain with its chain and the preferred ones, leaves independents alone, and a block names the chain in plain English', async () => {
    const admin = await signInAs(h.app, 'acme:COMPANY_ADMIN');
    const traveler = await signInAs(h.app, 'acme:TRAVELER');
    const offersNow = async () => PolicyHotelSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', `${search}&limit=100`)).json()).offers;
    const chains = [...new Set((await offersNow()).map((o) => o.hotel.chain).filter((c): c is string => typeof c === 'string'))];
    // London's hotels include several chains and independents (the offline inventory, hotel-chains.ts).
    expect(chains.length).toBeGreaterThanOrEqual(2);
    const preferred = chains[0]!;
    const put = (action: string) => callAs(h.app, admin, 'PUT', `${SETTINGS}/hotel`, { document: { preferredChains: { action, chains: [preferred] } } });
    expect((await put('warn')).statusCode).toBe(200);

    const offers = await offersNow();
    const other = offers.find((o) => typeof o.hotel.chain === 'string' && o.hotel.chain !== preferred)!;
    const ofPreferred = offers.find((o) => o.hotel.chain === preferred)!;
    const independent = offers.find((o) => o.hotel.chain === null)!;
    expect(other.policy).toMatchObject({ inPolicy: false, action: 'warn', preferred: false, reasons: [{ rule: 'preferredChains', params: { chain: other.hotel.chain, allowed: [preferred] } }] });
    expect(ofPreferred.policy).toMatchObject({ inPolicy: true, preferred: true, reasons: [] });
    expect(independent.policy).toMatchObject({ inPolicy: true, preferred: null, reasons: [] });

    // Blocked: the server refuses the booking and says why in a sentence.
    expect((await put('block')).statusCode).toBe(200);
    const blocked = (await offersNow()).find((o) => o.hotel.hotelId === other.hotel.hotelId)!;
    const refused = await postBooking(h.app, traveler, blocked, 'stored-policy-chain-block', { contactEmail: demoUser('acme', 'TRAVELER').email, travelers: [LEAD_TRAVELER] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ errors: { code: string; description: string }[] }>().errors[0]).toMatchObject({
      code: 'OUT_OF_POLICY_BLOCKED', description: `This offer is outside your travel policy and cannot be booked: ${other.hotel.chain} is not one of the preferred hotel chains (${preferred})`,
    });
  });
});
