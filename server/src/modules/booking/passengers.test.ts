// @vitest-environment node
/**
 * Booking a flight party with children and infants (issue #11): the refresh reply lists the passengers, the
 * booking must name exactly them with matching types, a child's and an infant's date of birth is checked
 * against the date of the last flight (an adult's against the departure), each refusal a VALIDATION_ERROR on
 * the traveler's field; hotels keep the adult rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema, FlightSearchResponseSchema, RefreshOfferResponseSchema, type CreateBookingRequestInput, type FlightOffer } from '@travel/contract';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { LEAD_TRAVELER as lead, londonHotelOffer, newSession, postBooking, type TestSession } from '../../../test/booking-fixtures.ts';

let h: Harness;
const clock = Date.now();
let session: TestSession;
beforeAll(async () => {
  h = await createHarness({ now: () => clock, config: { rateLimitsEnabled: false } });
  session = await newSession(h.app);
});
afterAll(async () => {
  await h.close();
});

const DEPART_IN_DAYS = 30;
const RETURN_IN_DAYS = 44;
const depart = isoDateInDays(DEPART_IN_DAYS, clock);
const back = isoDateInDays(RETURN_IN_DAYS, clock);
let keySeq = 0;
const newKey = () => `pax-key-${clock}-${++keySeq}`;

/** `YYYY-MM-DD` that many years and days before `date`. */
function yearsBefore(date: string, years: number, days = 0): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** First JFK-LHR round-trip offer for 1 adult, a child of 9 and a lap infant. */
async function partyOffer(): Promise<FlightOffer> {
  const url = `/i/api/flights/v1/search?origin=JFK&destination=LHR&departDate=${depart}&returnDate=${back}&adults=1&children=9&infantsOnLap=1`;
  const offer = FlightSearchResponseSchema.parse((await h.app.inject({ method: 'GET', url })).json()).offers[0];
  if (!offer) throw new Error('no party offer');
  return offer;
}

const child = (dateOfBirth: string) => ({ firstName: 'Byron', lastName: 'Lovelace', dateOfBirth, passengerType: 'child' as const });
const lapInfant = (dateOfBirth: string) => ({ firstName: 'Anne', lastName: 'Lovelace', dateOfBirth, passengerType: 'infantOnLap' as const });
const adult = { ...lead, passengerType: 'adult' as const };
const goodParty = () => [adult, child(yearsBefore(back, 9, 10)), lapInfant(yearsBefore(back, 1))];

function book(offer: FlightOffer, travelers: CreateBookingRequestInput['travelers']) {
  return postBooking(h.app, session, offer, newKey(), { travelers });
}

function expectFieldError(r: { statusCode: number; json(): unknown }, field: string) {
  expect(r.statusCode).toBe(400);
  expect((r.json() as { errors: { code: string; field?: string }[] }).errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field });
}

describe('booking a flight party (issue #11)', () => {
  it('refresh lists the passengers in booking order: the adult, the child with its searched age, the lap infant', async () => {
    const offer = await partyOffer();
    const r = await h.app.inject({ method: 'POST', url: '/i/api/offers/v1/refresh', cookies: { sid: session.sid }, headers: { 'x-csrf': session.token }, payload: { offerId: offer.id } });
    expect(r.statusCode).toBe(200);
    expect(RefreshOfferResponseSchema.parse(r.json()).passengers).toEqual([{ type: 'adult' }, { type: 'child', age: 9 }, { type: 'infantOnLap' }]);
  });

  it('books three travelers with matching types and dates of birth; the order keeps each type', async () => {
    const offer = await partyOffer();
    const r = await book(offer, goodParty());
    expect(r.statusCode).toBe(201);
    const booking = BookingSchema.parse(r.json());
    expect(booking.travelers.map((t) => [t.firstName, t.passengerType])).toEqual([['Ada', 'adult'], ['Byron', 'child'], ['Anne', 'infantOnLap']]);
    expect(booking.price).toEqual(offer.price);
  });

  it('refuses a party that is not the offer\'s: too few travelers, a wrong or missing passenger type', async () => {
    const offer = await partyOffer();
    const [a, c, i] = goodParty() as [typeof adult, ReturnType<typeof child>, ReturnType<typeof lapInfant>];
    expectFieldError(await book(offer, [a, c]), 'travelers');
    expectFieldError(await book(offer, [a, { ...c, passengerType: 'adult' }, i]), 'travelers.1.passengerType');
    expectFieldError(await book(offer, [a, c, { ...i, passengerType: 'infantInSeat' }]), 'travelers.2.passengerType');
    // No type sent means adult (older clients): the child slot refuses it.
    const { passengerType: _omitted, ...untyped } = c;
    expectFieldError(await book(offer, [a, untyped, i]), 'travelers.1.passengerType');
  });

  it('checks each date of birth against its type at the travel dates', async () => {
    const offer = await partyOffer();
    const [a, c, i] = goodParty() as [typeof adult, ReturnType<typeof child>, ReturnType<typeof lapInfant>];
    const cases: [CreateBookingRequestInput['travelers'], string][] = [
      // An infant who is 2 on the day of the return flight (but under 2 at departure) is no longer an infant.
      [[a, c, lapInfant(yearsBefore(back, 2))], 'travelers.2.dateOfBirth'],
      [[a, c, lapInfant(yearsBefore(back, 3))], 'travelers.2.dateOfBirth'],
      // Born after the departure.
      [[a, c, lapInfant(isoDateInDays(DEPART_IN_DAYS + 1, clock))], 'travelers.2.dateOfBirth'],
      // A child must be 2-17 on the last flight's date.
      [[a, child(yearsBefore(back, 1)), i], 'travelers.1.dateOfBirth'],
      [[a, child(yearsBefore(back, 18)), i], 'travelers.1.dateOfBirth'],
      // The adult must be 18 at departure.
      [[{ ...a, dateOfBirth: yearsBefore(depart, 17) }, c, i], 'travelers.0.dateOfBirth'],
    ];
    for (const [travelers, field] of cases) expectFieldError(await book(offer, travelers), field);
  });

  it('accepts the edges: an infant turning 2 the day after the last flight, a child of 17 on it', async () => {
    const offer = await partyOffer();
    const r = await book(offer, [adult, child(yearsBefore(back, 17)), lapInfant(yearsBefore(back, 2, -1))]);
    expect(r.statusCode).toBe(201);
  });

  it('hotels keep the adult rule: a child type or a 17-year-old is refused', async () => {
    const offer = await londonHotelOffer(h.app, { daysAhead: 40, guests: 2, nowMs: clock });
    expectFieldError(await book(offer as unknown as FlightOffer, [{ ...lead, passengerType: 'child' }]), 'travelers.0.passengerType');
    expectFieldError(await book(offer as unknown as FlightOffer, [{ ...lead, dateOfBirth: yearsBefore(isoDateInDays(40, clock), 17) }]), 'travelers.0.dateOfBirth');
  });
});
