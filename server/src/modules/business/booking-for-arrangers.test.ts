// @vitest-environment node
/**
 * The traveler's side of booking on behalf over the real app and the seeded Acme (issue #25; booking-for-arrangers.ts):
 * a traveler reads and replaces their own "who may book for me" (named arrangers, any-arranger switch), the change
 * takes effect for traveler/select and for an arranger already booking for them at once, other companies' people and
 * people who cannot book for others are refused, the change is audited; and the arranger's list of the bookings they
 * made for a book-on-behalf requester.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVAL_PATHS, ArrangedBookingsReplySchema, AUTH_STATE_PATH, AuthStateSchema, BOOKING_FOR_PATHS, MyArrangersSchema,
} from '@travel/contract';
import { callAs, signInAs } from '../../../test/business-fixtures.ts';
import { londonHotelOffer, postBooking, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, type Harness } from '../../../test/harness.ts';

const B = '/i/api/business';
let h: Harness;
let traveler: TestSession;
let arranger: TestSession;
let globex: TestSession;

const outcome = (r: { statusCode: number; json(): unknown }) => (r.statusCode === 200 || r.statusCode === 201 ? r.statusCode : `${r.statusCode} ${(r.json() as { errors: { code: string }[] }).errors[0]!.code}`);
const put = (s: TestSession, body: unknown) => callAs(h.app, s, 'PUT', `${B}${BOOKING_FOR_PATHS.myArrangers}`, body);
const get = async (s: TestSession) => MyArrangersSchema.parse((await callAs(h.app, s, 'GET', `${B}${BOOKING_FOR_PATHS.myArrangers}`)).json());
const select = (s: TestSession, email: string) => callAs(h.app, s, 'POST', `${B}${BOOKING_FOR_PATHS.travelerSelect}`, { email });
const unselect = (s: TestSession) => callAs(h.app, s, 'POST', `${B}${BOOKING_FOR_PATHS.travelerUnselect}`);
const bookingFor = async (s: TestSession) => AuthStateSchema.parse((await callAs(h.app, s, 'GET', AUTH_STATE_PATH)).json()).businessState;

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  // Who may book for whom is tested here, not the travel policy: without Acme's seeded policies no booking asks a reason.
  await h.db.deleteFrom('business_travel_policies').where('company_id', '=', 'acme').execute();
  traveler = await signInAs(h.app, 'acme:TRAVELER');
  arranger = await signInAs(h.app, 'acme:TRAVEL_ARRANGER');
  globex = await signInAs(h.app, 'globex:COMPANY_ADMIN');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('who may book for me (GET/PUT /me/v1/arrangers)', () => {
  it('shows the traveler their own setting: the seeded named arranger, no any-arranger switch', async () => {
    const mine = await get(traveler);
    expect(mine.allowsAnyArranger).toBe(false);
    expect(mine.arrangers.map((a) => a.email)).toEqual(['arranger@acme.example']);
    expect(mine.arrangers[0]!.roleName).toBe('Travel arranger');
  });

  it('withdrawing the arranger stops their booking at once; naming them again lets them book again; both are audited', async () => {
    expect(outcome(await select(arranger, 'traveler@acme.example'))).toBe(200);
    expect((await bookingFor(arranger)).currentTraveler?.email ?? null).toBe('traveler@acme.example');

    const after = await put(traveler, { allowsAnyArranger: false, arrangerEmails: [] });
    expect(after.statusCode, after.body).toBe(200);
    expect(MyArrangersSchema.parse(after.json()).arrangers).toEqual([]);
    // The arranger already booking for them is no longer, and cannot select them again.
    expect((await bookingFor(arranger)).currentlyBookingForOther).toBe(false);
    expect(outcome(await select(arranger, 'traveler@acme.example'))).toBe('403 FORBIDDEN');

    // "Let any travel arranger book for me": the arranger holds TRIP_EVENT_BOOK_FOR_ALL_ALLOWING, so may book again.
    expect(outcome(await put(traveler, { allowsAnyArranger: true, arrangerEmails: [] }))).toBe(200);
    expect((await get(traveler)).allowsAnyArranger).toBe(true);
    expect(outcome(await select(arranger, 'traveler@acme.example'))).toBe(200);
    await unselect(arranger);

    // Back to the seeded setting (emails are case-insensitive, duplicates count once).
    expect(outcome(await put(traveler, { allowsAnyArranger: false, arrangerEmails: ['Arranger@Acme.example', 'arranger@acme.example'] }))).toBe(200);
    expect((await get(traveler)).arrangers.map((a) => a.email)).toEqual(['arranger@acme.example']);
    expect(outcome(await select(arranger, 'traveler@acme.example'))).toBe(200);
    await unselect(arranger);

    const travelerId = (await h.db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('p.id')
      .where('a.email', '=', 'traveler@acme.example').executeTakeFirstOrThrow()).id;
    const audit = await h.db.selectFrom('business_audit_log').select(['actor_profile_id', 'subject_id', 'details_json'])
      .where('action', '=', 'bookingFor.arrangers').orderBy('id').execute();
    expect(audit).toHaveLength(3);
    expect(audit.every((a) => a.actor_profile_id === travelerId && a.subject_id === travelerId)).toBe(true);
    expect(JSON.parse(audit[1]!.details_json)).toEqual({ arrangerProfileIds: [], allowsAnyArranger: true });
  });

  it('refuses another company\'s people, people who cannot book for others, oneself and bad bodies', async () => {
    for (const email of ['admin@globex.example', 'approver@acme.example', 'traveler@acme.example', 'nobody@acme.example']) {
      expect(outcome(await put(traveler, { allowsAnyArranger: false, arrangerEmails: [email] })), email).toBe('400 VALIDATION_ERROR');
    }
    expect(outcome(await put(traveler, { allowsAnyArranger: 'yes', arrangerEmails: [] }))).toBe('400 VALIDATION_ERROR');
    expect(outcome(await put(traveler, { allowsAnyArranger: false }))).toBe('400 VALIDATION_ERROR');
    // Nothing changed by the refusals.
    expect((await get(traveler)).arrangers.map((a) => a.email)).toEqual(['arranger@acme.example']);
  });

  it('is each caller\'s own: another company sees its own (empty) setting; a visitor is refused', async () => {
    expect(await get(globex)).toEqual({ allowsAnyArranger: false, arrangers: [] });
    expect((await callAs(h.app, null, 'GET', `${B}${BOOKING_FOR_PATHS.myArrangers}`)).statusCode).toBe(401);
    // Without X-CSRF the PUT is refused.
    const r = await h.app.inject({ method: 'PUT', url: `${B}${BOOKING_FOR_PATHS.myArrangers}`, cookies: { sid: traveler.sid }, payload: { allowsAnyArranger: true, arrangerEmails: [] } });
    expect(r.statusCode).toBe(403);
  });
});

describe('the bookings an arranger made for a requester (GET /bookOnBehalf/v1/requests/{id}/bookings)', () => {
  it('lists only the requester\'s bookings this arranger made, newest first; others are refused', async () => {
    const created = await callAs(h.app, traveler, 'POST', `${B}${APPROVAL_PATHS.bookOnBehalf}`, { vertical: 'hotels', details: 'Two nights in London near the office', startDate: '2026-04-10', endDate: '2026-04-12' });
    expect(created.statusCode, created.body).toBe(201);
    const path = `${B}${BOOKING_FOR_PATHS.bookOnBehalfBookings.replace(':requestId', created.json<{ id: string }>().id)}`;
    expect(ArrangedBookingsReplySchema.parse((await callAs(h.app, arranger, 'GET', path)).json()).items).toEqual([]);

    // One booked by the traveler themself, one by the arranger for themself: neither is listed.
    const offer = await londonHotelOffer(h.app, { daysAhead: 40 });
    expect((await postBooking(h.app, traveler, offer, `t-${randomBytes(6).toString('hex')}`)).statusCode).toBe(201);
    expect((await postBooking(h.app, arranger, await londonHotelOffer(h.app, { daysAhead: 41 }), `a-${randomBytes(6).toString('hex')}`)).statusCode).toBe(201);
    // Two booked by the arranger for the traveler.
    expect(outcome(await select(arranger, 'traveler@acme.example'))).toBe(200);
    const first = await postBooking(h.app, arranger, await londonHotelOffer(h.app, { daysAhead: 42 }), `f1-${randomBytes(6).toString('hex')}`, { contactEmail: 'traveler@acme.example' });
    const second = await postBooking(h.app, arranger, await londonHotelOffer(h.app, { daysAhead: 43 }), `f2-${randomBytes(6).toString('hex')}`, { contactEmail: 'traveler@acme.example' });
    expect(second.statusCode, second.body).toBe(201);
    await unselect(arranger);

    const list = ArrangedBookingsReplySchema.parse((await callAs(h.app, arranger, 'GET', path)).json()).items;
    expect(list.map((b) => b.reference)).toEqual([second.json<{ reference: string }>().reference, first.json<{ reference: string }>().reference]);
    expect(list[0]).toMatchObject({ vertical: 'hotels', status: 'booked' });
    expect(list[0]!.title.length).toBeGreaterThan(0);

    // Once a booking fulfils the request, another request of hers is not offered that booking again.
    const firstRef = first.json<{ reference: string }>().reference;
    expect(outcome(await callAs(h.app, arranger, 'POST', `${B}${APPROVAL_PATHS.bookOnBehalfFulfil.replace(':requestId', created.json<{ id: string }>().id)}`, { bookingReference: firstRef }))).toBe(200);
    const another = await callAs(h.app, traveler, 'POST', `${B}${APPROVAL_PATHS.bookOnBehalf}`, { vertical: 'hotels', details: 'One more night in London later on', startDate: '2026-05-10', endDate: '2026-05-11' });
    const anotherPath = `${B}${BOOKING_FOR_PATHS.bookOnBehalfBookings.replace(':requestId', another.json<{ id: string }>().id)}`;
    expect(ArrangedBookingsReplySchema.parse((await callAs(h.app, arranger, 'GET', anotherPath)).json()).items.map((b) => b.reference)).toEqual([second.json<{ reference: string }>().reference]);

    // The traveler may not read the queue's bookings; an unknown id answers 404; another company is refused.
    expect(outcome(await callAs(h.app, traveler, 'GET', path))).toBe('403 FORBIDDEN');
    expect(outcome(await callAs(h.app, arranger, 'GET', `${B}${BOOKING_FOR_PATHS.bookOnBehalfBookings.replace(':requestId', 'bob_unknown')}`))).toBe('404 NOT_FOUND');
    expect([403, 404]).toContain((await callAs(h.app, globex, 'GET', path)).statusCode);
  });
});
