// @vitest-environment node
/**
 * The event hub over the real app and the seeded demo companies (issue #26 "Event hub"; core-and-business §5, §6):
 * EVENT_EDIT edits only the caller's own events, EVENT_EDIT_FOR_ALL every event of the company, another company's id is
 * 404; validation; invitations on the front door; who has booked (bookings to the city within the dates, bookings
 * started from the event, a cancelled one not counted); every change in the audit log. Runs on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_EVENT_PATHS, BusinessEventListReplySchema, BusinessEventSchema, EventAttendanceReplySchema, MyBusinessEventsReplySchema,
  type BusinessEventInput,
} from '@travel/contract';
import { callAs, signInAs } from '../../../test/business-fixtures.ts';
import { LONDON_CITY_ID, londonHotelOffers, postBooking, type TestSession } from '../../../test/booking-fixtures.ts';
import { createHarness, isoDateInDays, type Harness } from '../../../test/harness.ts';
import { listAudit } from './audit-log.ts';

const B = '/i/api/business';
const EVENTS = `${B}${BUSINESS_EVENT_PATHS.events}`;
const eventPath = (id: string) => `${EVENTS}/${encodeURIComponent(id)}`;
const PARIS_CITY_ID = 2988507;

let h: Harness;
const s: Record<string, TestSession> = {};
let keySeq = 0;
const code = (r: { statusCode: number; json(): unknown }) => (r.statusCode >= 400 ? (r.json() as { errors: { code: string; field?: string }[] }).errors[0] : undefined);

function input(patch: Partial<BusinessEventInput> = {}): BusinessEventInput {
  return {
    name: 'Sales kick-off', description: 'Two days at the London office.\nBring a laptop.', cityId: LONDON_CITY_ID,
    startDate: isoDateInDays(20), endDate: isoDateInDays(21), inviteeEmails: ['traveler@acme.example', 'arranger@acme.example', 'approver@acme.example'], ...patch,
  };
}

async function create(who: TestSession, patch: Partial<BusinessEventInput> = {}) {
  const r = await callAs(h.app, who, 'POST', EVENTS, input(patch));
  expect(r.statusCode, r.body).toBe(201);
  return BusinessEventSchema.parse(r.json());
}

/** The cheapest London hotel for `nights` nights from `daysAhead`, booked by `who`; returns its reference. */
async function bookLondonHotel(who: TestSession, daysAhead: number, nights: number, email: string, businessEventId?: string): Promise<string> {
  const offers = await londonHotelOffers(h.app, { daysAhead, nights, guests: 1, extra: '&sort=price' });
  const offer = offers[0];
  if (!offer) throw new Error('no hotel offer');
  const r = await postBooking(h.app, who, offer, `events-${++keySeq}-${Date.now()}`, {
    contactEmail: email, outOfPolicyReason: { code: 'meetingLocation', text: 'Next to the event venue' }, ...(businessEventId ? { businessEventId } : {}),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ reference: string }>().reference;
}

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitsEnabled: false } });
  s.traveler = await signInAs(h.app, 'acme:TRAVELER');
  s.approver = await signInAs(h.app, 'acme:APPROVER');
  s.arranger = await signInAs(h.app, 'acme:TRAVEL_ARRANGER');
  s.events = await signInAs(h.app, 'acme:EVENT_EDITOR');
  s.globex = await signInAs(h.app, 'globex:COMPANY_ADMIN');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('who may edit which event (EVENT_EDIT own, EVENT_EDIT_FOR_ALL all, another company 404)', () => {
  it('EVENT_EDIT edits its own event only; EVENT_EDIT_FOR_ALL edits every event of the company; Globex gets 404', async () => {
    // Tess (TRAVELER: EVENT_EDIT) organises an event; the place is London with its airport.
    const tess = await create(s.traveler!);
    expect(tess).toMatchObject({ name: 'Sales kick-off', place: { cityId: LONDON_CITY_ID, cityName: 'London', countryCode: 'GB' }, inviteeCount: 3, canEdit: true });
    expect(tess.place.airportCode).toMatch(/^[A-Z]{3}$/);
    expect(tess.invitees.map((i) => i.email).sort()).toEqual(['approver@acme.example', 'arranger@acme.example', 'traveler@acme.example']);

    // Abe (APPROVER: EVENT_EDIT only) cannot read, change or delete Tess's event, and does not list it.
    for (const [method, body] of [['GET', undefined], ['PUT', input({ name: 'Mine now' })], ['DELETE', undefined]] as const) {
      const r = await callAs(h.app, s.approver!, method, eventPath(tess.id), body);
      expect([method, r.statusCode, code(r)?.code]).toEqual([method, 403, 'FORBIDDEN']);
    }
    expect((await callAs(h.app, s.approver!, 'GET', `${eventPath(tess.id)}/attendance`)).statusCode).toBe(403);
    const abeList = BusinessEventListReplySchema.parse((await callAs(h.app, s.approver!, 'GET', EVENTS)).json());
    expect(abeList.events.map((e) => e.id)).not.toContain(tess.id);
    // His own event he edits.
    const abe = await create(s.approver!, { name: 'Approver offsite', inviteeEmails: [] });
    const abeEdit = await callAs(h.app, s.approver!, 'PUT', eventPath(abe.id), input({ name: 'Approver offsite (moved)', inviteeEmails: [] }));
    expect(abeEdit.statusCode).toBe(200);
    expect(BusinessEventListReplySchema.parse((await callAs(h.app, s.approver!, 'GET', EVENTS)).json()).events.map((e) => e.id)).toEqual([abe.id]);

    // Eve (EVENT_EDITOR: EVENT_EDIT_FOR_ALL) lists both and edits Tess's.
    const eveList = BusinessEventListReplySchema.parse((await callAs(h.app, s.events!, 'GET', EVENTS)).json());
    expect(eveList.events.map((e) => e.id)).toEqual(expect.arrayContaining([tess.id, abe.id]));
    expect(eveList.total).toBe(eveList.events.length);
    const edited = await callAs(h.app, s.events!, 'PUT', eventPath(tess.id), input({ name: 'Sales kick-off 2026', inviteeEmails: ['traveler@acme.example', 'events@acme.example'] }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(BusinessEventSchema.parse(edited.json())).toMatchObject({ name: 'Sales kick-off 2026', inviteeCount: 2, organiser: { email: 'traveler@acme.example' } });

    // Globex's admin (EVENT_EDIT_FOR_ALL, another company): 404 on every route of the id, and an empty list.
    for (const [method, url, body] of [['GET', eventPath(tess.id), undefined], ['PUT', eventPath(tess.id), input()], ['DELETE', eventPath(tess.id), undefined], ['GET', `${eventPath(tess.id)}/attendance`, undefined]] as const) {
      const r = await callAs(h.app, s.globex!, method, url, body);
      expect([method, url, r.statusCode, code(r)?.code]).toEqual([method, url, 404, 'NOT_FOUND']);
    }
    expect(BusinessEventListReplySchema.parse((await callAs(h.app, s.globex!, 'GET', EVENTS)).json()).events).toEqual([]);

    // The audit log has the create and both edits, with who and what changed.
    const audit = await listAudit(h.db, 'acme', { subjectType: 'event' });
    const ofTess = audit.entries.filter((e) => e.subjectId === tess.id);
    expect(ofTess.map((e) => e.action).sort()).toEqual(['event.create', 'event.update']);
    const update = ofTess.find((e) => e.action === 'event.update')!;
    expect(update.details).toMatchObject({ changed: { name: { from: 'Sales kick-off', to: 'Sales kick-off 2026' } } });
    expect((update.details as { inviteesRemoved: string[] }).inviteesRemoved).toHaveLength(2);
    expect((update.details as { inviteesAdded: string[] }).inviteesAdded).toHaveLength(1);

    // Tess deletes her event; it is gone for everyone, and the deletion is audited.
    expect((await callAs(h.app, s.traveler!, 'DELETE', eventPath(tess.id))).statusCode).toBe(200);
    expect((await callAs(h.app, s.events!, 'GET', eventPath(tess.id))).statusCode).toBe(404);
    expect((await listAudit(h.db, 'acme', { action: 'event.delete' })).entries.map((e) => e.subjectId)).toContain(tess.id);
  });

  it('refuses what is not an event: an unknown city, a past start, an end before the start, a colleague of another company', async () => {
    const cases: [Partial<BusinessEventInput>, string][] = [
      [{ cityId: 999_999_999 }, 'cityId'],
      [{ startDate: isoDateInDays(-3), endDate: isoDateInDays(-2) }, 'startDate'],
      [{ endDate: isoDateInDays(19) }, 'endDate'],
      [{ endDate: isoDateInDays(60) }, 'endDate'],
      [{ inviteeEmails: ['traveler@globex.example'] }, 'inviteeEmails'],
      [{ name: '   ' }, 'name'],
    ];
    for (const [patch, field] of cases) {
      const r = await callAs(h.app, s.events!, 'POST', EVENTS, input(patch));
      expect([JSON.stringify(patch), r.statusCode, code(r)?.code, code(r)?.field]).toEqual([JSON.stringify(patch), 400, 'VALIDATION_ERROR', field]);
    }
    // A state change without the form token is refused before anything else.
    const noCsrf = await h.app.inject({ method: 'POST', url: EVENTS, cookies: { sid: s.events!.sid }, payload: input() });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('invitees and who has booked', () => {
  it('invitees see the event on their front door; the editor sees who booked (to the city within the dates, or from the event)', async () => {
    const event = await create(s.events!, { name: 'Customer summit', startDate: isoDateInDays(30), endDate: isoDateInDays(31) });
    // Front door: invitees see it (with the London airport for the flight search); Eve, not invited, does not.
    const mine = MyBusinessEventsReplySchema.parse((await callAs(h.app, s.traveler!, 'GET', `${B}${BUSINESS_EVENT_PATHS.mine}`)).json());
    expect(mine.events.find((e) => e.id === event.id)).toMatchObject({ name: 'Customer summit', organiserName: expect.any(String), place: { cityName: 'London' } });
    const eve = MyBusinessEventsReplySchema.parse((await callAs(h.app, s.events!, 'GET', `${B}${BUSINESS_EVENT_PATHS.mine}`)).json());
    expect(eve.events.map((e) => e.id)).not.toContain(event.id);
    expect((await callAs(h.app, s.globex!, 'GET', `${B}${BUSINESS_EVENT_PATHS.mine}`)).json()).toEqual({ events: [] });

    // Nobody has booked yet.
    const before = EventAttendanceReplySchema.parse((await callAs(h.app, s.events!, 'GET', `${eventPath(event.id)}/attendance`)).json());
    expect(before).toMatchObject({ inviteeCount: 3, bookedCount: 0 });

    // Tess books a London hotel from the event (its id on the booking); Arlo books one by himself within the dates
    // (arriving the day before); Abe books London a month later (not the event's dates), and Paris is not London.
    const fromEvent = await bookLondonHotel(s.traveler!, 30, 1, 'traveler@acme.example', event.id);
    const byPlace = await bookLondonHotel(s.arranger!, 29, 3, 'arranger@acme.example');
    await bookLondonHotel(s.approver!, 60, 1, 'approver@acme.example');
    const linked = await h.db.selectFrom('business_event_bookings').selectAll().where('event_id', '=', event.id).execute();
    expect(linked.map((l) => l.booking_reference)).toEqual([fromEvent]);

    const after = EventAttendanceReplySchema.parse((await callAs(h.app, s.events!, 'GET', `${eventPath(event.id)}/attendance`)).json());
    expect(after).toMatchObject({ inviteeCount: 3, bookedCount: 2 });
    const person = (email: string) => after.invitees.find((i) => i.email === email)!;
    expect(person('traveler@acme.example')).toMatchObject({ booked: true, bookings: [{ reference: fromEvent, vertical: 'hotels', fromEvent: true }] });
    expect(person('arranger@acme.example')).toMatchObject({ booked: true, bookings: [{ reference: byPlace, vertical: 'hotels', fromEvent: false }] });
    expect(person('approver@acme.example')).toMatchObject({ booked: false, bookings: [] });

    // A cancelled booking no longer counts.
    const cancel = await h.app.inject({
      method: 'POST', url: `/i/api/bookings/v1/${byPlace}/cancel`, cookies: { sid: s.arranger!.sid }, headers: { 'x-csrf': s.arranger!.token }, payload: { email: 'arranger@acme.example' },
    });
    expect(cancel.statusCode).toBe(200);
    const later = EventAttendanceReplySchema.parse((await callAs(h.app, s.events!, 'GET', `${eventPath(event.id)}/attendance`)).json());
    expect(later.bookedCount).toBe(1);
  });

  it('a booking naming an event its traveler is not invited to is booked, but not linked to the event', async () => {
    const event = await create(s.events!, { name: 'Board dinner', cityId: PARIS_CITY_ID, inviteeEmails: ['approver@acme.example'] });
    const reference = await bookLondonHotel(s.traveler!, 45, 1, 'traveler@acme.example', event.id);
    expect(await h.db.selectFrom('business_event_bookings').select('booking_reference').where('booking_reference', '=', reference).execute()).toEqual([]);
    // Another company's traveler naming the event: booked too, never linked.
    const globexTraveler = await signInAs(h.app, 'globex:TRAVELER');
    const other = await bookLondonHotel(globexTraveler, 46, 1, 'traveler@globex.example', event.id);
    expect(await h.db.selectFrom('business_event_bookings').select('booking_reference').where('booking_reference', '=', other).execute()).toEqual([]);
  });
});
