/**
 * Issue #26 "Reporting", the booking side: a real business booking through the API (POST /i/api/bookings/v1 by
 * Acme's traveler, the policy check allowing it) writes its `booking_report_facts` row in the order's transaction -
 * lead time from today to departure, the passengers, cabin and route, the distance and CO2 of every segment flown
 * (co2.ts, DEFRA 2023, from the airports' coordinates), and the cheapest fare of the same itinerary's search - and the
 * booking then counts in the report (spend, CO2, savings). A hotel booking records its room-nights and its search's
 * cheapest rate; a consumer booking records nothing. Runs on SQLite and PostgreSQL (server/test/harness.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PolicyBookingSchema, PolicyFlightSearchResponseSchema, PolicyHotelSearchResponseSchema, StatsReportReplySchema, type EffectiveTravelPolicy,
} from '@travel/contract';
import { LEAD_TRAVELER, LONDON_CITY_ID, newSession, postBooking, sidOf, type TestSession } from '../../../test/booking-fixtures.ts';
import { callAs, demoUser, signInAs } from '../../../test/business-fixtures.ts';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { flightCo2 } from './co2.ts';

let h: Harness;
let traveler: TestSession;
let manager: TestSession;
const LEAD_DAYS = 40;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  h = await createHarness({
    config: { rateLimitsEnabled: false },
    // No policy rules: every booking is in policy (the facts do not depend on the verdict).
    buildOptions: { loadTravelPolicy: async (): Promise<EffectiveTravelPolicy> => ({ document: {}, version: null }) },
  });
  traveler = await signInAs(h.app, 'acme:TRAVELER');
  manager = await signInAs(h.app, 'acme:TRAVEL_MANAGER');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const book = (offer: { id: string; price: { amountMinor: number; currency: string } }, key: string) =>
  postBooking(h.app, traveler, offer, key, { contactEmail: demoUser('acme', 'TRAVELER').email, travelers: [LEAD_TRAVELER] });

describe('a business booking records its reporting facts', () => {
  it('a flight: lead time, passenger, cabin and route, distance and CO2 of its segments, the cheapest fare of its search', async () => {
    const search = `/i/api/flights/v1/search?origin=JFK&destination=LHR&departDate=${isoDateInDays(LEAD_DAYS)}&adults=1&cabin=economy&sort=price`;
    const offers = PolicyFlightSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', search)).json()).offers;
    expect(offers.length).toBeGreaterThan(1);
    const cheapest = Math.min(...offers.map((o) => o.price.amountMinor));
    // Book a dearer offer than the cheapest, so the savings view has something to say.
    const offer = [...offers].sort((a, b) => b.price.amountMinor - a.price.amountMinor)[0]!;
    expect(offer.price.amountMinor).toBeGreaterThan(cheapest);

    // Today's flights report before the booking (the demo seed books Acme's upcoming trips today too): the booking's
    // own figures are the difference.
    const todays = async () => StatsReportReplySchema.parse((await callAs(h.app, manager, 'GET', `/i/api/business/stats/v1/report?from=${today()}&to=${today()}&vertical=flights`)).json());
    const before = await todays();
    const r = await book(offer, 'facts-flight-1');
    expect(r.statusCode, r.body).toBe(201);
    const booking = PolicyBookingSchema.parse(r.json());
    const facts = await h.db.selectFrom('booking_report_facts').selectAll().where('reference', '=', booking.reference).executeTakeFirstOrThrow();

    const segments = [offer.outbound, ...(offer.inbound ? [offer.inbound] : [])].flatMap((i) => i.segments)
      .map((s) => ({ from: h.app.services.airports.get(s.origin.code), to: h.app.services.airports.get(s.destination.code) }));
    const co2 = flightCo2(segments, 'economy', 1);
    expect(co2.complete).toBe(true);
    expect(facts).toMatchObject({
      company_id: 'acme', vertical: 'flights', lead_days: LEAD_DAYS, units: 1, cabin: 'economy', origin: 'JFK', destination: 'LHR',
      distance_km: co2.distanceKm, co2_g: co2.co2Grams, cheapest_amount_minor: cheapest,
    });
    expect(facts.travel_date).toBe(isoDateInDays(LEAD_DAYS));
    // JFK-LHR great circle is about 5,540 km; economy long-haul with the uplift about 1.2 t per passenger.
    expect(Number(facts.distance_km)).toBeGreaterThan(5400);
    expect(Number(facts.co2_g) / 1000).toBeGreaterThan(1000);
    const check = await h.db.selectFrom('booking_policy_checks').select(['company_id', 'traveler_profile_id']).where('reference', '=', booking.reference).executeTakeFirstOrThrow();
    expect(facts.traveler_profile_id).toBe(check.traveler_profile_id);

    // The travel manager's report of today counts it: spend, CO2 and the missed saving against the cheapest fare.
    const report = await todays();
    expect(report.totals.bookings - before.totals.bookings).toBe(1);
    expect(report.totals.spendMinor - before.totals.spendMinor).toBe(offer.price.amountMinor);
    expect(report.co2.flights - before.co2.flights).toBe(1);
    expect(report.co2.distanceKm - before.co2.distanceKm).toBe(co2.distanceKm);
    // kg is rounded from the grams summed over the period: the difference is the booking's within rounding.
    expect(Math.abs(report.co2.kg - before.co2.kg - co2.co2Grams / 1000)).toBeLessThanOrEqual(1);
    expect(report.savings.comparedBookings - before.savings.comparedBookings).toBe(1);
    expect(report.savings.paidMinor - before.savings.paidMinor).toBe(offer.price.amountMinor);
    expect(report.savings.cheapestMinor - before.savings.cheapestMinor).toBe(cheapest);
    expect(report.savings.missedSavingsMinor - before.savings.missedSavingsMinor).toBe(offer.price.amountMinor - cheapest);
    const lateBookings = (x: typeof report) => x.leadTime.buckets.find((b) => b.bucket === '21+')?.bookings ?? 0;
    expect(lateBookings(report) - lateBookings(before)).toBe(1);
  });

  it('a hotel: room-nights and the cheapest rate of the same search; a consumer booking records nothing', async () => {
    const search = `/i/api/hotels/v1/search?destination=${LONDON_CITY_ID}&checkIn=${isoDateInDays(20)}&checkOut=${isoDateInDays(23)}&guests=1&sort=price`;
    const offers = PolicyHotelSearchResponseSchema.parse((await callAs(h.app, traveler, 'GET', search)).json()).offers;
    // The dearest rate with a room left after this booking: the consumer books the same offer below (a rate's rooms
    // are generated per check-in date, 1 to 8, so on some dates the dearest has only one).
    const offer = offers.filter((o) => o.roomsLeft >= 2).at(-1)!;
    expect(offer, 'a rate with two rooms left').toBeDefined();
    const r = await book(offer, 'facts-hotel-1');
    expect(r.statusCode, r.body).toBe(201);
    const booking = PolicyBookingSchema.parse(r.json());
    const facts = await h.db.selectFrom('booking_report_facts').selectAll().where('reference', '=', booking.reference).executeTakeFirstOrThrow();
    expect(facts).toMatchObject({ vertical: 'hotels', lead_days: 20, units: 3, cabin: null, co2_g: null, travel_date: isoDateInDays(20) });
    expect(Number(facts.cheapest_amount_minor)).toBeGreaterThan(0);
    expect(Number(facts.cheapest_amount_minor)).toBeLessThanOrEqual(offer.price.amountMinor);

    // A consumer's booking of the same offer is no company's: no facts row.
    const anon = await newSession(h.app);
    const reg = await h.app.inject({
      method: 'POST', url: '/k/run/auth/register', cookies: { sid: anon.sid }, headers: { 'x-csrf': anon.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'facts-consumer@example.com', passwd: 'consumer-pass-1', consent: 'true' }).toString(),
    });
    const sid = sidOf(reg);
    const consumer: TestSession = { sid, token: (await h.app.inject({ method: 'POST', url: '/k/run/formtoken', cookies: { sid } })).json<{ formtoken: string }>().formtoken };
    const plain = await postBooking(h.app, consumer, offer, 'facts-consumer-1', { contactEmail: 'facts-consumer@example.com' });
    expect(plain.statusCode, plain.body).toBe(201);
    const plainRef = PolicyBookingSchema.parse(plain.json()).reference;
    expect(await h.db.selectFrom('booking_report_facts').select('reference').where('reference', '=', plainRef).executeTakeFirst()).toBeUndefined();
  });
});
