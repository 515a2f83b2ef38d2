/**
 * The event hub (issue #26 "Event hub (`/business/events`)"; core-and-business §5 "Event hub needs an event-edit
 * permission", §6 "/business/events (event hub front door) | event-edit permission", "The event hub needs EVENT_EDIT or
 * EVENT_EDIT_FOR_ALL"). An event editor organises group travel: an event has a name, a place (a city of the product's
 * locations, GeoNames id), dates and invitees (members or guests of the company, picked with findUsers mode
 * `eventInvitees`). Invitees see it on their business front door and book travel to it with the search forms
 * prefilled; the editor sees who has booked.
 *
 * Who may do what (server: modules/business/events-*.ts; resource policy `event.edit` of business-policies.ts):
 * - list, create: EVENT_EDIT or EVENT_EDIT_FOR_ALL (the hub); the list holds only the events the caller may edit
 *   (EVENT_EDIT: those they organise; EVENT_EDIT_FOR_ALL: every event of the company);
 * - read, update, delete, attendance: policy `event.edit` (403 FORBIDDEN for a colleague's event under EVENT_EDIT
 *   alone; 404 NOT_FOUND for an id of another company or no event);
 * - GET /me/v1/events: any business profile: the upcoming events they are invited to.
 *
 * Readings where the spec is silent (KAYAK-class products, business-travel-anchors.md):
 * - The organiser is not invited by being the organiser; they invite themselves when they travel too.
 * - "Has booked" (attendance): an invitee has booked when one of their bookings is still booked and either was started
 *   from the event (the booking carried the event's id: `businessEventId` of the booking request), or goes to the
 *   event's city (the booked trip's destination city) with dates overlapping the event's widened by
 *   {@link EVENT_ARRIVAL_SLACK_DAYS} on each side (arrive the day before, leave the day after).
 * - Dates are calendar dates of the event's place (`YYYY-MM-DD`), at most {@link BUSINESS_EVENT_MAX_DAYS} days; a new
 *   event cannot start before today (UTC); an edit may keep the dates of an event that has begun.
 */
import { z } from 'zod';
import { IsoDateSchema } from './search-basics.ts';
import { VerticalSchema } from './verticals.ts';

/** Paths relative to the business tree (/i/api/business). */
export const BUSINESS_EVENT_PATHS = {
  events: '/events/v1/events',
  event: '/events/v1/events/:eventId',
  attendance: '/events/v1/events/:eventId/attendance',
  /** The caller's invitations (front door). */
  mine: '/me/v1/events',
} as const;

/** Most characters of an event's name. */
export const BUSINESS_EVENT_NAME_MAX = 120;
/** Most characters of an event's description (plain text, line breaks kept). */
export const BUSINESS_EVENT_DESCRIPTION_MAX = 2000;
/** Most invitees of one event. */
export const BUSINESS_EVENT_INVITEES_MAX = 200;
/** Longest event, days from the first to the last day inclusive. */
export const BUSINESS_EVENT_MAX_DAYS = 31;
/** Days either side of an event's dates a booking to its city still counts as travel to it. */
export const EVENT_ARRIVAL_SLACK_DAYS = 1;
/** Events per page of the hub's list (default and most). */
export const BUSINESS_EVENTS_PAGE_SIZE = 20;
export const BUSINESS_EVENTS_PAGE_SIZE_MAX = 50;
/** Most invitations the front door lists. */
export const MY_EVENTS_MAX = 10;

/** Days from `a` to `b` (YYYY-MM-DD), whole days. */
export function daysBetweenIsoDates(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Where an event takes place: a city of the product's locations (and its nearest airport, for the flight search). */
export const BusinessEventPlaceSchema = z.object({
  cityId: z.number().int().positive(),
  cityName: z.string(),
  countryCode: z.string().length(2),
  /** IATA code of the city's nearest airport with scheduled service; null: none within reach (flights search by hand). */
  airportCode: z.string().length(3).nullable(),
});
export type BusinessEventPlace = z.infer<typeof BusinessEventPlaceSchema>;

/** A person as an event shows them. */
export const BusinessEventPersonSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  email: z.string(),
});
export type BusinessEventPerson = z.infer<typeof BusinessEventPersonSchema>;

/** Plain text without control characters other than line breaks and tabs. */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const plainText = (max: number) => z.string().trim().max(max).refine((v) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v), 'Control characters are not allowed');

/**
 * Body of POST /events/v1/events and PUT /events/v1/events/{eventId}. `inviteeEmails`: emails of active members or live
 * guests of the company (400 VALIDATION_ERROR on `inviteeEmails` naming one that is not); duplicates are merged.
 */
export const BusinessEventInputSchema = z.object({
  name: plainText(BUSINESS_EVENT_NAME_MAX).pipe(z.string().min(1, 'Enter the event\'s name')),
  description: plainText(BUSINESS_EVENT_DESCRIPTION_MAX).default(''),
  cityId: z.number().int().positive().max(2_147_483_647),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  inviteeEmails: z.array(z.string().trim().min(3).max(320)).max(BUSINESS_EVENT_INVITEES_MAX).default([]),
}).strict().superRefine((v, ctx) => {
  const days = daysBetweenIsoDates(v.startDate, v.endDate);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The event ends before it starts' });
  else if (days + 1 > BUSINESS_EVENT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `An event lasts at most ${BUSINESS_EVENT_MAX_DAYS} days` });
});
export type BusinessEventInput = z.input<typeof BusinessEventInputSchema>;
export type BusinessEventInputParsed = z.output<typeof BusinessEventInputSchema>;

/** An event in the hub's list. `canEdit` is policy `event.edit` for the caller (always true in the hub's list). */
export const BusinessEventSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  place: BusinessEventPlaceSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  organiser: BusinessEventPersonSchema,
  inviteeCount: z.number().int().min(0),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BusinessEventSummary = z.infer<typeof BusinessEventSummarySchema>;

/** One event with its invitees (GET/POST/PUT replies). */
export const BusinessEventSchema = BusinessEventSummarySchema.extend({ invitees: z.array(BusinessEventPersonSchema) });
export type BusinessEvent = z.infer<typeof BusinessEventSchema>;

/** Query of GET /events/v1/events: `when` upcoming (ends today or later, soonest first) or past (latest first). */
export const BusinessEventListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(BUSINESS_EVENTS_PAGE_SIZE_MAX).default(BUSINESS_EVENTS_PAGE_SIZE),
});
export type BusinessEventListQuery = z.input<typeof BusinessEventListQuerySchema>;

/** Reply of GET /events/v1/events: one page and the total (counted in SQL). */
export const BusinessEventListReplySchema = z.object({
  events: z.array(BusinessEventSummarySchema),
  total: z.number().int().min(0),
  offset: z.number().int().min(0),
  limit: z.number().int().min(1),
});
export type BusinessEventListReply = z.infer<typeof BusinessEventListReplySchema>;

/** Params of the routes of one event. */
export const BusinessEventParamsSchema = z.object({ eventId: z.string().min(1).max(64) });

/** One booking counted as travel to an event. `fromEvent`: the booking was started from the event. */
export const EventBookingSchema = z.object({
  reference: z.string().nullable(),
  vertical: VerticalSchema,
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  fromEvent: z.boolean(),
});
export type EventBooking = z.infer<typeof EventBookingSchema>;

/** Reply of GET /events/v1/events/{eventId}/attendance: every invitee, booked or not, and their bookings. */
export const EventAttendanceReplySchema = z.object({
  eventId: z.string(),
  inviteeCount: z.number().int().min(0),
  bookedCount: z.number().int().min(0),
  invitees: z.array(BusinessEventPersonSchema.extend({ booked: z.boolean(), bookings: z.array(EventBookingSchema) })),
});
export type EventAttendanceReply = z.infer<typeof EventAttendanceReplySchema>;

/** One invitation on the invitee's front door. */
export const MyBusinessEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  place: BusinessEventPlaceSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  organiserName: z.string(),
});
export type MyBusinessEvent = z.infer<typeof MyBusinessEventSchema>;

/** Reply of GET /me/v1/events: upcoming invitations, soonest first, at most {@link MY_EVENTS_MAX}. */
export const MyBusinessEventsReplySchema = z.object({ events: z.array(MyBusinessEventSchema) });
export type MyBusinessEventsReply = z.infer<typeof MyBusinessEventsReplySchema>;

/** Reply of DELETE /events/v1/events/{eventId}. */
export const BusinessEventDeletedReplySchema = z.object({ ok: z.literal(true) });

/**
 * The front-door search paths that book travel to an event (features/search/search-url.ts prefill): flights to the
 * city's nearest airport, out on the first day and back on the last (no airport: dates only); hotels in the city,
 * checking in on the first day and out on the last (the hotel form reads `start`/`end` as check-in/check-out); a
 * one-day event checks in the evening before, so the stay is one night. Pure.
 * @returns `{ flights, hotels }` paths relative to the frame's basename, e.g. `/?vertical=flights&destination=LHR&depart=…`
 */
export function businessEventSearchPaths(event: Pick<MyBusinessEvent, 'place' | 'startDate' | 'endDate'>): { flights: string; hotels: string } {
  const flights = new URLSearchParams({ vertical: 'flights' });
  if (event.place.airportCode) flights.set('destination', event.place.airportCode);
  flights.set('depart', event.startDate);
  flights.set('return', event.endDate);
  const oneDay = event.startDate === event.endDate;
  const checkIn = oneDay ? shiftIsoDate(event.startDate, -1) : event.startDate;
  const hotels = new URLSearchParams({ vertical: 'hotels', destination: event.place.cityName, start: checkIn, end: event.endDate });
  return { flights: `/?${flights.toString()}`, hotels: `/?${hotels.toString()}` };
}

/** `date` (YYYY-MM-DD) moved by `days`. */
export function shiftIsoDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
