/**
 * The event hub's service (issue #26 "Event hub (`/business/events`)"; core-and-business §5 "Event hub needs an
 * event-edit permission", §6 EVENT_EDIT / EVENT_EDIT_FOR_ALL; contract business-events.ts for the shapes and readings).
 *
 * - Authorization: the routes let holders of EVENT_EDIT or EVENT_EDIT_FOR_ALL in (the hub); each event is then asked of
 *   the contract's resource policy `event.edit` (EVENT_EDIT: events the actor organises; EVENT_EDIT_FOR_ALL: every event
 *   of the company): 403 FORBIDDEN otherwise. An id of another company's event, or of none, answers 404 NOT_FOUND
 *   (every query is scoped by the actor's company).
 * - Writes (create, update, delete) run in one transaction with their audit entry (`event.create`, `event.update`,
 *   `event.delete`, subject `event`): who, when, what changed, invitees added and removed.
 * - Attendance ("who has booked"): per invitee, their booked trip events to the event's city overlapping its dates
 *   widened by EVENT_ARRIVAL_SLACK_DAYS, plus the bookings started from the event (`business_event_bookings`), read
 *   through the trips module's reader and the booking module's order references (ports wired in app.ts).
 * - Bookings started from an event: {@link EventsService.recordBooking}, called by the booking service inside the
 *   order's transaction, links the order to the event when its traveler is invited (ignored otherwise).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  EVENT_ARRIVAL_SLACK_DAYS, MY_EVENTS_MAX, policy, shiftIsoDate,
  type BusinessActor, type BusinessEvent, type BusinessEventInputParsed, type BusinessEventListReply, type BusinessEventPlace, type BusinessEventSummary,
  type EventAttendanceReply, type EventBooking, type MyBusinessEventsReply,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, validationError } from '../../errors.ts';
import { recordAudit } from './audit-log.ts';
import {
  bookingsOfEvent, deleteEvent, eventsOfInvitee, findEvent, insertEvent, insertEventBooking, invitableProfilesByEmail, inviteesOf, isInvited, listEvents,
  replaceInvitees, updateEvent, type EventWithOrganiser,
} from './events-repository.ts';

/** Resolves a city id of the product's locations to an event's place; undefined for an unknown id. */
export type EventPlaceResolver = (cityId: number) => BusinessEventPlace | undefined;

/** What the hub reads of other modules (app.ts wires the trips and booking modules' readers). */
export interface EventAttendancePorts {
  /** The trips module's booked events of accounts to a city within dates, or with given ids (trips destination-events.ts). */
  bookedEvents(query: { accountIds: readonly string[]; cityId: number; from: string; to: string; tripEventIds?: readonly number[] }): Promise<{
    tripEventId: number; ownerAccountId: string; vertical: EventBooking['vertical']; title: string; startDate: string; endDate: string;
  }[]>;
  /** The booking module's order references of trip events. */
  referencesOf(tripEventIds: readonly number[]): Promise<Map<number, { reference: string }>>;
}

/** A booking started from an event, as the booking service reports it (inside its transaction). */
export interface EventBookingInput {
  companyId: string;
  /** The traveler's business profile (the one booked for when an arranger books). */
  travelerProfileId: string;
  eventId: string;
  reference: string;
  tripEventId: number;
  /** ISO time. */
  at: string;
}

/** The service (see the module docstring). */
export interface EventsService {
  /** The events the actor may edit, one page. */
  list(actor: BusinessActor, query: { when: 'upcoming' | 'past'; offset: number; limit: number }): Promise<BusinessEventListReply>;
  /** @throws AppError 404, 403 */
  get(actor: BusinessActor, eventId: string): Promise<BusinessEvent>;
  /** @throws AppError 400 VALIDATION_ERROR (`cityId`, `startDate`, `inviteeEmails`) */
  create(actor: BusinessActor, input: BusinessEventInputParsed): Promise<BusinessEvent>;
  /** @throws AppError 404, 403, 400 VALIDATION_ERROR */
  update(actor: BusinessActor, eventId: string, input: BusinessEventInputParsed): Promise<BusinessEvent>;
  /** @throws AppError 404, 403 */
  remove(actor: BusinessActor, eventId: string): Promise<void>;
  /** Who has booked. @throws AppError 404, 403 */
  attendance(actor: BusinessActor, eventId: string): Promise<EventAttendanceReply>;
  /** The upcoming events the actor's own profile is invited to (front door). */
  mine(actor: BusinessActor): Promise<MyBusinessEventsReply>;
  /**
   * Links a booking to the event it was started from, in the booking's transaction `trx`, when the traveler is invited
   * to that event of their company. @returns whether it was linked (false: unknown event or not invited; nothing written)
   */
  recordBooking(trx: Kysely<Database>, input: EventBookingInput): Promise<boolean>;
}

/** Dependencies. `now` in ms since the epoch. */
export interface EventsServiceDeps {
  db: Kysely<Database>;
  now: () => number;
  places: EventPlaceResolver;
  attendance: EventAttendancePorts;
}

const displayName = (name: string | null, email: string) => (name && name.trim() !== '' ? name : email);

/** Creates the event hub's service. */
export function createEventsService(deps: EventsServiceDeps): EventsService {
  const { db, now, places } = deps;
  const nowIso = () => new Date(now()).toISOString();
  const today = () => nowIso().slice(0, 10);

  function placeOf(row: EventWithOrganiser): BusinessEventPlace {
    // The city as chosen (name, country) and its airport today (the resolver's; none when the id is no longer known).
    return { cityId: Number(row.city_id), cityName: row.city_name, countryCode: row.country_code, airportCode: places(Number(row.city_id))?.airportCode ?? null };
  }

  function summaryOf(actor: BusinessActor, row: EventWithOrganiser): BusinessEventSummary {
    return {
      id: row.id, name: row.name, description: row.description, place: placeOf(row), startDate: row.start_date, endDate: row.end_date,
      organiser: { profileId: row.organiser_profile_id, name: displayName(row.organiser_name, row.organiser_email), email: row.organiser_email },
      inviteeCount: row.invitee_count,
      canEdit: policy('event.edit', actor, { companyId: row.company_id, ownerProfileId: row.organiser_profile_id }),
      createdAt: row.created_at, updatedAt: row.updated_at,
    };
  }

  async function full(actor: BusinessActor, row: EventWithOrganiser, handle: Kysely<Database> = db): Promise<BusinessEvent> {
    const invitees = await inviteesOf(handle, actor.companyId, row.id);
    return { ...summaryOf(actor, row), invitees: invitees.map((i) => ({ profileId: i.profileId, name: displayName(i.name, i.email), email: i.email })) };
  }

  /** The event if the actor may edit it. @throws AppError 404 (none in the company), 403 (policy `event.edit`) */
  async function editable(actor: BusinessActor, eventId: string, handle: Kysely<Database> = db): Promise<EventWithOrganiser> {
    const row = await findEvent(handle, actor.companyId, eventId);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'No such event');
    if (!policy('event.edit', actor, { companyId: row.company_id, ownerProfileId: row.organiser_profile_id })) {
      throw new AppError(403, 'FORBIDDEN', 'You may edit only the events you organise');
    }
    return row;
  }

  /** The place and invitee profiles of an input. @throws AppError 400 on `cityId` or `inviteeEmails` */
  async function resolve(actor: BusinessActor, input: BusinessEventInputParsed, handle: Kysely<Database>): Promise<{ place: BusinessEventPlace; profileIds: string[] }> {
    const place = places(input.cityId);
    if (!place) throw validationError('cityId', 'Choose a city from the list');
    const emails = [...new Set(input.inviteeEmails.map((e) => e.toLowerCase()))];
    const found = await invitableProfilesByEmail(handle, actor.companyId, emails, nowIso());
    const missing = emails.filter((e) => !found.has(e));
    if (missing.length > 0) throw validationError('inviteeEmails', `Not an active member or guest of your company: ${missing.slice(0, 5).join(', ')}`);
    return { place, profileIds: [...new Set(found.values())] };
  }

  return {
    async list(actor, query) {
      const forAll = actor.permissions.includes('EVENT_EDIT_FOR_ALL');
      const { rows, total } = await listEvents(db, actor.companyId, { ...query, today: today(), organiserProfileId: forAll ? undefined : actor.profileId });
      return { events: rows.map((r) => summaryOf(actor, r)), total, offset: query.offset, limit: query.limit };
    },

    async get(actor, eventId) {
      return full(actor, await editable(actor, eventId));
    },

    async create(actor, input) {
      if (input.startDate < today()) throw validationError('startDate', 'An event cannot start in the past');
      const at = nowIso();
      const id = randomUUID();
      return db.transaction().execute(async (trx) => {
        const { place, profileIds } = await resolve(actor, input, trx);
        await insertEvent(trx, {
          id, company_id: actor.companyId, organiser_profile_id: actor.profileId, name: input.name, description: input.description,
          city_id: place.cityId, city_name: place.cityName, country_code: place.countryCode, start_date: input.startDate, end_date: input.endDate, created_at: at, updated_at: at,
        });
        await replaceInvitees(trx, actor.companyId, id, profileIds, at);
        await recordAudit(trx, {
          companyId: actor.companyId, actor, action: 'event.create', subjectType: 'event', subjectId: id, at,
          details: { name: input.name, cityId: place.cityId, cityName: place.cityName, startDate: input.startDate, endDate: input.endDate, invitees: profileIds },
        });
        const row = await findEvent(trx, actor.companyId, id);
        if (!row) throw new Error('event not read back after insert');
        return full(actor, row, trx);
      });
    },

    async update(actor, eventId, input) {
      const at = nowIso();
      return db.transaction().execute(async (trx) => {
        const before = await editable(actor, eventId, trx);
        // Moving an event into the past is refused; an event that has begun may keep its dates.
        const datesChanged = input.startDate !== before.start_date || input.endDate !== before.end_date;
        if (datesChanged && input.startDate < today() && input.startDate !== before.start_date) throw validationError('startDate', 'An event cannot start in the past');
        const { place, profileIds } = await resolve(actor, input, trx);
        const previous = (await inviteesOf(trx, actor.companyId, eventId)).map((i) => i.profileId);
        await updateEvent(trx, actor.companyId, eventId, {
          name: input.name, description: input.description, city_id: place.cityId, city_name: place.cityName, country_code: place.countryCode,
          start_date: input.startDate, end_date: input.endDate, updated_at: at,
        });
        await replaceInvitees(trx, actor.companyId, eventId, profileIds, at);
        const changed: Record<string, { from: unknown; to: unknown }> = {};
        const compare = (key: string, from: unknown, to: unknown) => {
          if (from !== to) changed[key] = { from, to };
        };
        compare('name', before.name, input.name);
        compare('description', before.description, input.description);
        compare('cityId', Number(before.city_id), place.cityId);
        compare('startDate', before.start_date, input.startDate);
        compare('endDate', before.end_date, input.endDate);
        await recordAudit(trx, {
          companyId: actor.companyId, actor, action: 'event.update', subjectType: 'event', subjectId: eventId, at,
          details: {
            changed,
            inviteesAdded: profileIds.filter((p) => !previous.includes(p)),
            inviteesRemoved: previous.filter((p) => !profileIds.includes(p)),
            organiserProfileId: before.organiser_profile_id,
          },
        });
        const row = await findEvent(trx, actor.companyId, eventId);
        if (!row) throw new AppError(404, 'NOT_FOUND', 'No such event');
        return full(actor, row, trx);
      });
    },

    async remove(actor, eventId) {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const before = await editable(actor, eventId, trx);
        await deleteEvent(trx, actor.companyId, eventId);
        await recordAudit(trx, {
          companyId: actor.companyId, actor, action: 'event.delete', subjectType: 'event', subjectId: eventId, at,
          details: { name: before.name, cityId: Number(before.city_id), startDate: before.start_date, endDate: before.end_date, organiserProfileId: before.organiser_profile_id },
        });
      });
    },

    async attendance(actor, eventId) {
      const row = await editable(actor, eventId);
      const invitees = await inviteesOf(db, actor.companyId, eventId);
      const started = await bookingsOfEvent(db, actor.companyId, eventId);
      const startedIds = new Set(started.map((s) => s.tripEventId));
      const events = await deps.attendance.bookedEvents({
        accountIds: invitees.map((i) => i.accountId),
        cityId: Number(row.city_id),
        from: shiftIsoDate(row.start_date, -EVENT_ARRIVAL_SLACK_DAYS),
        to: shiftIsoDate(row.end_date, EVENT_ARRIVAL_SLACK_DAYS),
        tripEventIds: [...startedIds],
      });
      const references = await deps.attendance.referencesOf(events.map((e) => e.tripEventId));
      const byAccount = new Map<string, EventBooking[]>();
      for (const e of events) {
        const list = byAccount.get(e.ownerAccountId) ?? [];
        list.push({
          reference: references.get(e.tripEventId)?.reference ?? null, vertical: e.vertical, title: e.title, startDate: e.startDate, endDate: e.endDate,
          fromEvent: startedIds.has(e.tripEventId),
        });
        byAccount.set(e.ownerAccountId, list);
      }
      const people = invitees.map((i) => {
        const bookings = byAccount.get(i.accountId) ?? [];
        return { profileId: i.profileId, name: displayName(i.name, i.email), email: i.email, booked: bookings.length > 0, bookings };
      });
      return { eventId, inviteeCount: people.length, bookedCount: people.filter((p) => p.booked).length, invitees: people };
    },

    async mine(actor) {
      const rows = await eventsOfInvitee(db, actor.companyId, actor.profileId, today(), MY_EVENTS_MAX);
      return {
        events: rows.map((r) => ({
          id: r.id, name: r.name, description: r.description, place: placeOf(r), startDate: r.start_date, endDate: r.end_date,
          organiserName: displayName(r.organiser_name, r.organiser_email),
        })),
      };
    },

    async recordBooking(trx, input) {
      if (!(await isInvited(trx, input.companyId, input.eventId, input.travelerProfileId))) return false;
      await insertEventBooking(trx, {
        booking_reference: input.reference, event_id: input.eventId, company_id: input.companyId, profile_id: input.travelerProfileId,
        trip_event_id: input.tripEventId, created_at: input.at,
      });
      return true;
    },
  };
}
