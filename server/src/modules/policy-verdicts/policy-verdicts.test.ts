/**
 * Issue #25 "Policy on every result" and the booking's policy check, through the real routes on SQLite: verdicts on
 * every vertical's results for a business user with TRAVEL_POLICY_BADGES and none for a consumer or a visitor; limits
 * in another currency converted with the rate table; the hotel details' rates; the booking page's refresh; at booking
 * block refused (403 OUT_OF_POLICY_BLOCKED, nothing stored) even when called directly, warn refused without a reason
 * on the field, requireApproval recorded (and handed to the approvals port when wired), the check stored with its
 * policy version and reason; a business user without TRIP_EVENT_BOOK refused.
 *
 * The traveler's effective policy comes from the `loadTravelPolicy` seam (one document per vertical, set per test),
 * so these tests pin the decoration and the booking rules, not the policy storage (its own tests).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BUSINESS_ADMIN_API_BASE, PolicyBookingSchema, OutOfPolicyBlockedReplySchema, PolicyCarSearchResponseSchema, PolicyFlightSearchResponseSchema, PolicyHotelDetailsResponseSchema,
  PolicyHotelSearchResponseSchema, PolicyPackageSearchResponseSchema, PolicyTrainSearchResponseSchema, PolicyRefreshOfferResponseSchema, type EffectiveTravelPolicy,
  type PolicyDocumentOf, type PolicyVertical,
} from '@travel/contract';
import { LEAD_TRAVELER, LONDON_CITY_ID, newSession, postBooking, sidOf, type TestSession } from '../../../test/booking-fixtures.ts';
import { callAs, demoUser, signInAs } from '../../../test/business-fixtures.ts';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import type { PolicyApprovals } from '../booking/policy-checks.ts';

/** The documents the traveler's effective policy answers with, per vertical (version 7 when set). */
let policies: Partial<{ [V in PolicyVertical]: PolicyDocumentOf[V] }> = {};
const loads: { profileId: string; vertical: PolicyVertical }[] = [];
const approvals: Parameters<PolicyApprovals['requestApproval']>[0][] = [];

let h: Harness;
let traveler: TestSession;
let consumer: TestSession;

const PARIS_CITY_ID = 2988507;
const day = (n: number) => isoDateInDays(n);
const hotelSearch = (extra = '') => `/i/api/hotels/v1/search?destination=${LONDON_CITY_ID}&checkIn=${day(30)}&checkOut=${day(32)}&guests=1${extra}`;
const flightSearch = `/i/api/flights/v1/search?origin=JFK&destination=LHR&departDate=${day(40)}&adults=1`;

beforeAll(async () => {
  h = await createHarness({
    config: { rateLimitsEnabled: false },
    buildOptions: {
      loadTravelPolicy: async (who, vertical): Promise<EffectiveTravelPolicy> => {
        loads.push({ profileId: who.profileId, vertical });
        const document = policies[vertical];
        return document ? { document, version: 7 } : { document: {}, version: null };
      },
      policyApprovals: {
        assertMayRequest: async () => undefined,
        requestApproval: async (request) => {
          approvals.push(request);
          return { id: `apr-${request.bookingId}` };
        },
      },
    },
  });
  traveler = await signInAs(h.app, 'acme:TRAVELER');
  const anon = await newSession(h.app);
  const r = await h.app.inject({
    method: 'POST', url: '/k/run/auth/register', cookies: { sid: anon.sid }, headers: { 'x-csrf': anon.token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: 'policy-consumer@example.com', passwd: 'consumer-pass-1', consent: 'true' }).toString(),
  });
  const sid = sidOf(r);
  consumer = { sid, token: (await h.app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid } })).json<{ formtoken: string }>().formtoken };
});

afterAll(async () => {
  await h.close();
});

beforeEach(() => {
  policies = {};
  loads.length = 0;
  approvals.length = 0;
});

describe('verdicts on results', () => {
  it('every hotel offer carries a verdict for the business traveler; a consumer and a visitor get none and no policy is read', async () => {
    policies.hotel = { nightlyCap: { action: 'warn', default: { amountMinor: 15000, currency: 'USD' }, cities: [{ city: 'London', cap: { amountMinor: 20000, currency: 'USD' } }], countries: [] } };
    const reply = PolicyHotelSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', hotelSearch())).json());
    expect(reply.offers.length).toBeGreaterThan(0);
    for (const o of reply.offers) {
      const nightly = Math.round(o.pricePerNight.amountMinor / o.rooms);
      expect(o.policy).toBeDefined();
      expect(o.policy?.policyVersion).toBe(7);
      expect(o.policy?.inPolicy).toBe(nightly <= 20000);
      if (nightly > 20000) {
        expect(o.policy?.action).toBe('warn');
        // "$X over the $200 London nightly cap": the London override, not the default.
        expect(o.policy?.reasons[0]).toMatchObject({ rule: 'nightlyCap', action: 'warn', params: { limitMinor: 20000, overMinor: nightly - 20000, currency: 'USD', place: 'London' } });
      }
    }
    expect(loads).toEqual([{ profileId: expect.any(String), vertical: 'hotel' }]);

    loads.length = 0;
    for (const who of [consumer, null]) {
      const plain = (await callAs(h.app, who, 'GET', hotelSearch())).json<{ offers: Record<string, unknown>[] }>();
      expect(plain.offers.length).toBe(reply.offers.length);
      expect(plain.offers.every((o) => !('policy' in o))).toBe(true);
    }
    expect(loads).toEqual([]);
  });

  it('limits in another currency are converted with the rate table into the search currency', async () => {
    policies.hotel = { nightlyCap: { action: 'block', default: { amountMinor: 100, currency: 'EUR' }, cities: [], countries: [] } };
    const reply = PolicyHotelSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', hotelSearch('&currency=USD'))).json());
    const reason = reply.offers[0]?.policy?.reasons[0];
    expect(reason?.params.currency).toBe('USD');
    // €1 is not $1: the limit was converted (and every offer is over it, so every one is blocked).
    expect(reason?.params.limitMinor).not.toBe(100);
    expect(reason?.params.limitMinor).toBeGreaterThan(50);
    expect(reply.offers.every((o) => o.policy?.action === 'block' && !o.policy.inPolicy)).toBe(true);
  });

  it('flights: a limit relative to the cheapest fare of the search puts the cheapest offer in policy and dearer ones out', async () => {
    policies.flight = { maxPrice: { action: 'warn', limit: { basis: 'cheapest', plus: { unit: 'percent', percent: 0 } } } };
    const reply = PolicyFlightSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', `${flightSearch}&sort=price`)).json());
    const [cheapest, ...rest] = reply.offers;
    expect(cheapest?.policy?.inPolicy).toBe(true);
    const dearer = rest.find((o) => o.price.amountMinor > (cheapest?.price.amountMinor ?? 0));
    expect(dearer?.policy).toMatchObject({ inPolicy: false, action: 'warn', reasons: [{ rule: 'maxPrice', params: { basis: 'cheapest', limitMinor: cheapest?.price.amountMinor } }] });
    // The same (shared, cached) search under another policy is judged by that policy, not a kept copy of the last.
    policies.flight = { maxPrice: { action: 'warn', limit: { basis: 'fixed', amount: { amountMinor: 100_000_000, currency: 'USD' } } } };
    const again = PolicyFlightSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', `${flightSearch}&sort=price`)).json());
    expect(again.offers.map((o) => o.id)).toEqual(reply.offers.map((o) => o.id));
    expect(again.offers.every((o) => o.policy?.inPolicy)).toBe(true);
    // The consumer's reply of the same (cached) search has no verdicts.
    const plain = (await callAs(h.app, consumer, 'GET', `${flightSearch}&sort=price`)).json<{ offers: Record<string, unknown>[] }>();
    expect(plain.offers.some((o) => 'policy' in o)).toBe(false);
  });

  it('cars, trains (each class), packages (the package and both parts) and hotel rooms carry verdicts', async () => {
    policies.car = { dailyCap: { action: 'requireApproval', cap: { amountMinor: 1, currency: 'USD' } } };
    policies.train = { allowedTrainClasses: { action: 'warn', classes: ['standard'] } };
    policies.flight = { maxStops: { action: 'warn', maxStops: 0 } };
    policies.hotel = { nightlyCap: { action: 'block', default: { amountMinor: 100, currency: 'USD' }, cities: [], countries: [] } };
    const cars = PolicyCarSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', `/i/api/cars/v1/search?location=LHR&pickUpAt=${day(20)}T10:00&dropOffAt=${day(22)}T10:00`)).json());
    expect(cars.offers.length).toBeGreaterThan(0);
    expect(cars.offers.every((o) => o.policy?.action === 'requireApproval')).toBe(true);

    // Train policies exist only with the company's trainPolicy flag (core §6): off, trains carry no verdict.
    const trainSearch = `/i/api/trains/v1/search?origin=${PARIS_CITY_ID}&destination=2996944&date=${day(20)}`;
    const withoutFlag = (await callAs(h.app, traveler, 'GET', trainSearch)).json<{ offers: Record<string, unknown>[] }>();
    expect(withoutFlag.offers.some((o) => 'policy' in o)).toBe(false);
    const acme = await h.db.selectFrom('companies').select('flags_json').where('id', '=', 'acme').executeTakeFirstOrThrow();
    await h.db.updateTable('companies').set({ flags_json: JSON.stringify({ ...(JSON.parse(acme.flags_json) as object), trainPolicy: true }) }).where('id', '=', 'acme').execute();
    const trains = PolicyTrainSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', trainSearch)).json());
    await h.db.updateTable('companies').set({ flags_json: acme.flags_json }).where('id', '=', 'acme').execute();
    const withFirst = trains.offers.find((o) => o.classes?.some((c) => c.trainClass === 'first'));
    expect(withFirst).toBeDefined();
    for (const c of withFirst?.classes ?? []) expect(c.policy?.inPolicy).toBe(c.trainClass === 'standard');

    const packages = PolicyPackageSearchResponseSchema.parse(
      (await callAs(h.app, traveler, 'GET', `/i/api/packages/v1/search?origin=JFK&destination=${LONDON_CITY_ID}&departDate=${day(30)}&returnDate=${day(33)}&travelers=1`)).json(),
    );
    const pkg = packages.offers[0];
    // One verdict per package: the hotel's block among its reasons; the parts carry none of their own.
    expect(pkg?.policy?.action).toBe('block');
    expect(pkg?.policy?.reasons.map((r) => r.action)).toContain('block');
    expect(pkg && ('policy' in pkg.hotel || 'policy' in pkg.flight)).toBe(false);

    const hotelId = PolicyHotelSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', hotelSearch())).json()).offers[0]?.hotel.hotelId;
    const details = PolicyHotelDetailsResponseSchema.parse((await callAs(h.app, traveler, 'GET', `/i/api/hotels/v1/${hotelId}?checkIn=${day(30)}&checkOut=${day(32)}&guests=1`)).json());
    const rates = details.rooms.flatMap((r) => r.rates);
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.every((r) => r.policy?.action === 'block')).toBe(true);
  });

  it('a flight shared by several packages is judged in each package\'s verdict; the lead train class its train\'s; a consumer\'s next replies carry none', async () => {
    policies.flight = { maxStops: { action: 'warn', maxStops: 0 } };
    policies.hotel = { nonRefundable: { action: 'requireApproval' } };
    policies.train = { allowedTrainClasses: { action: 'warn', classes: ['standard'] } };
    const packageSearch = `/i/api/packages/v1/search?origin=JFK&destination=${LONDON_CITY_ID}&departDate=${day(30)}&returnDate=${day(33)}&travelers=2`;
    const packages = PolicyPackageSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', packageSearch)).json());
    const byFlight = new Map<string, number>();
    for (const pkg of packages.offers) byFlight.set(pkg.flight.id, (byFlight.get(pkg.flight.id) ?? 0) + 1);
    expect(Math.max(...byFlight.values())).toBeGreaterThan(1);
    for (const pkg of packages.offers) {
      const direct = pkg.flight.outbound.stops === 0 && (pkg.flight.inbound?.stops ?? 0) === 0;
      // The flight's rule and the hotel's, each from its own vertical's policy, in the one verdict.
      expect(pkg.policy?.reasons.map((r) => r.rule).sort()).toEqual([...(direct ? [] : ['maxStops']), ...(pkg.hotel.conditions.refundable ? [] : ['nonRefundable'])].sort());
      expect(pkg.policy?.inPolicy).toBe(direct && pkg.hotel.conditions.refundable);
    }

    const acme = await h.db.selectFrom('companies').select('flags_json').where('id', '=', 'acme').executeTakeFirstOrThrow();
    await h.db.updateTable('companies').set({ flags_json: JSON.stringify({ ...(JSON.parse(acme.flags_json) as object), trainPolicy: true }) }).where('id', '=', 'acme').execute();
    const trainSearch = `/i/api/trains/v1/search?origin=${PARIS_CITY_ID}&destination=2996944&date=${day(20)}`;
    const trains = PolicyTrainSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', trainSearch)).json());
    await h.db.updateTable('companies').set({ flags_json: acme.flags_json }).where('id', '=', 'acme').execute();
    for (const train of trains.offers) {
      expect(train.policy?.inPolicy).toBe(train.trainClass === 'standard');
      for (const c of train.classes ?? []) expect(c.policy).toEqual(c.trainClass === train.trainClass ? train.policy : expect.objectContaining({ inPolicy: c.trainClass === 'standard' }));
    }

    // The verdicts went into copies: the same searches by a consumer right after carry no verdict anywhere.
    for (const url of [packageSearch, trainSearch, hotelSearch()]) {
      const plain = await callAs(h.app, consumer, 'GET', url);
      expect(plain.statusCode).toBe(200);
      expect(plain.body).not.toContain('"policy"');
    }
  });
});

describe('the booking', () => {
  /** A London hotel rate as the traveler sees it, and its nightly rate. */
  async function hotelOffer(extra = '') {
    const offer = PolicyHotelSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', hotelSearch(`&sort=price${extra}`))).json()).offers[0];
    if (!offer) throw new Error('no hotel offer');
    return offer;
  }
  const book = (offer: { id: string; price: { amountMinor: number; currency: string } }, key: string, patch = {}) =>
    postBooking(h.app, traveler, offer, key, { contactEmail: demoUser('acme', 'TRAVELER').email, travelers: [LEAD_TRAVELER], ...patch });

  it('the booking page refresh carries the same verdict', async () => {
    policies.hotel = { nightlyCap: { action: 'warn', default: { amountMinor: 100, currency: 'USD' }, cities: [], countries: [] } };
    const offer = await hotelOffer();
    const refreshed = PolicyRefreshOfferResponseSchema.parse((await callAs(h.app, traveler, 'POST', '/i/api/offers/v1/refresh', { offerId: offer.id })).json());
    expect(refreshed.policy).toMatchObject({ inPolicy: false, action: 'warn', policyVersion: 7, reasons: [{ rule: 'nightlyCap' }] });
    const plain = PolicyRefreshOfferResponseSchema.parse((await callAs(h.app, consumer, 'POST', '/i/api/offers/v1/refresh', { offerId: offer.id })).json());
    expect(plain.policy).toBeUndefined();
  });

  it('block is refused on the server even when the client sends the booking directly, and nothing is stored or charged', async () => {
    policies.hotel = { nightlyCap: { action: 'block', default: { amountMinor: 100, currency: 'USD' }, cities: [], countries: [] } };
    const offer = await hotelOffer();
    const before = await h.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const charges = await h.db.selectFrom('test_card_charges').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const r = await book(offer, 'policy-block-1', { outOfPolicyReason: { code: 'other', text: 'I really want this one' } });
    expect(r.statusCode).toBe(403);
    const body = OutOfPolicyBlockedReplySchema.parse(r.json());
    expect(body.errors[0]?.code).toBe('OUT_OF_POLICY_BLOCKED');
    expect(body.policy.reasons[0]).toMatchObject({ rule: 'nightlyCap', action: 'block', params: { limitMinor: 100, currency: 'USD' } });
    expect(Number((await h.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(Number(before.n));
    expect(Number((await h.db.selectFrom('test_card_charges').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(Number(charges.n));
  });

  it('warn without a reason is refused on outOfPolicyReason; with one the booking stores the verdict, the version and the reason', async () => {
    policies.hotel = { nightlyCap: { action: 'warn', default: { amountMinor: 100, currency: 'USD' }, cities: [], countries: [] } };
    const offer = await hotelOffer();
    const missing = await book(offer, 'policy-warn-1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ code: 'VALIDATION_ERROR', field: 'outOfPolicyReason' }] });
    const tooShort = await book(offer, 'policy-warn-2', { outOfPolicyReason: { code: 'meetingLocation', text: 'too short' } });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json<{ errors: { field?: string }[] }>().errors[0]?.field).toBe('outOfPolicyReason.text');

    const ok = await book(offer, 'policy-warn-3', { outOfPolicyReason: { code: 'meetingLocation', text: '  Next to the client office  ' } });
    expect(ok.statusCode).toBe(201);
    const booking = PolicyBookingSchema.parse(ok.json());
    expect(booking.policy).toMatchObject({ action: 'warn', inPolicy: false, policyVersion: 7, outOfPolicyReason: { code: 'meetingLocation', text: 'Next to the client office' }, approvalStatus: 'none' });
    const row = await h.db.selectFrom('booking_policy_checks').selectAll().where('reference', '=', booking.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: 'acme', policy_version: 7, action: 'warn', in_policy: 0, reason_code: 'meetingLocation', reason_text: 'Next to the client office', approval_status: 'none' });
    expect(JSON.parse(row.reasons_json)).toEqual(booking.policy?.reasons);
    // The guest lookup shows the stored check too.
    const looked = await h.app.inject({ method: 'GET', url: `/i/api/bookings/v1/lookup?reference=${booking.reference}&email=${encodeURIComponent(demoUser('acme', 'TRAVELER').email)}`, cookies: { sid: traveler.sid } });
    expect(PolicyBookingSchema.parse(looked.json()).policy?.policyVersion).toBe(7);
  });

  it('requireApproval books and hands the stored booking to the approvals port', async () => {
    policies.hotel = { nightlyCap: { action: 'requireApproval', default: { amountMinor: 100, currency: 'USD' }, cities: [], countries: [] } };
    const offer = await hotelOffer();
    // The approver reads the traveler's reason: without one, nothing is booked.
    const without = await book(offer, 'policy-approval-0');
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ errors: [{ code: 'VALIDATION_ERROR', field: 'outOfPolicyReason' }] });
    const r = await book(offer, 'policy-approval-1', { outOfPolicyReason: { code: 'clientRequirement', text: 'The client chose this hotel' } });
    expect(r.statusCode).toBe(201);
    const booking = PolicyBookingSchema.parse(r.json());
    expect(booking.policy).toMatchObject({ action: 'requireApproval', approvalStatus: 'requested' });
    expect(approvals).toEqual([expect.objectContaining({
      bookingId: booking.reference, companyId: 'acme', vertical: 'hotels',
      reasons: [expect.stringMatching(/over the nightly cap of USD 1\.00/), 'Reason given: Client requirement. The client chose this hotel'],
    })]);
    const row = await h.db.selectFrom('booking_policy_checks').selectAll().where('reference', '=', booking.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ approval_status: 'requested', approval_request_id: `apr-${booking.reference}` });
  });

  it('an in-policy booking stores allow with no reason; a consumer booking stores no check', async () => {
    policies.hotel = { maxStars: { action: 'block', maxStars: 5 } };
    const offer = await hotelOffer();
    const booking = PolicyBookingSchema.parse((await book(offer, 'policy-allow-1', { outOfPolicyReason: { code: 'other', text: 'not needed at all' } })).json());
    expect(booking.policy).toEqual({ action: 'allow', inPolicy: true, reasons: [], policyVersion: 7, approvalStatus: 'none' });
    const plainOffer = (await callAs(h.app, consumer, 'GET', hotelSearch('&sort=price'))).json<{ offers: { id: string; price: { amountMinor: number; currency: string } }[] }>().offers[0]!;
    const plain = await postBooking(h.app, consumer, plainOffer, 'policy-consumer-1', { contactEmail: 'policy-consumer@example.com' });
    expect(plain.statusCode).toBe(201);
    expect(PolicyBookingSchema.parse(plain.json()).policy).toBeUndefined();
  });

  it('a business user whose role lacks TRIP_EVENT_BOOK cannot book at all', async () => {
    const A = BUSINESS_ADMIN_API_BASE;
    const admin = await signInAs(h.app, 'acme:COMPANY_ADMIN');
    const role = (await callAs(h.app, admin, 'POST', `${A}/roles`, { name: 'Reports only', permissions: ['REPORTING_VIEW'] })).json<{ id: number }>();
    const account = await h.db.selectFrom('accounts').select('id').where('email', '=', demoUser('acme', 'TRAVEL_MANAGER').email).executeTakeFirstOrThrow();
    const profile = await h.db.selectFrom('business_profiles').select('id').where('account_id', '=', account.id).executeTakeFirstOrThrow();
    expect((await callAs(h.app, admin, 'PUT', `${A}/users/${profile.id}`, { roleId: role.id })).statusCode).toBe(200);
    const reporter = await signInAs(h.app, 'acme:TRAVEL_MANAGER');
    const offer = await hotelOffer();
    const r = await postBooking(h.app, reporter, offer, 'policy-no-book-1', { contactEmail: demoUser('acme', 'TRAVEL_MANAGER').email });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ errors: [{ code: 'FORBIDDEN' }] });
  });
});
