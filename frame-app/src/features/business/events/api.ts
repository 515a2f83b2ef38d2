/**
 * The event hub's calls through the frame's one HTTP client (issue #26; contract business-events.ts for the shapes,
 * server/src/modules/business/events-routes.ts for who may call what). Replies are parsed with their contract schema;
 * POST/PUT/DELETE carry X-CSRF (the client adds it). Failures reject with ApiRequestError in the contract's envelope:
 * 400 VALIDATION_ERROR with `field` (`name`, `cityId`, `startDate`, `endDate`, `inviteeEmails`), 403 FORBIDDEN (a
 * colleague's event without EVENT_EDIT_FOR_ALL), 404 NOT_FOUND (deleted meanwhile), 429.
 */
import {
  BUSINESS_EVENT_PATHS, BusinessEventDeletedReplySchema, BusinessEventListReplySchema, BusinessEventSchema, EventAttendanceReplySchema,
  LOCATION_AUTOCOMPLETE_PATH, LocationAutocompleteResponseSchema, MyBusinessEventsReplySchema,
  type BusinessEvent, type BusinessEventInput, type BusinessEventListReply, type CityLocation, type EventAttendanceReply, type MyBusinessEventsReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

const business = (relative: string): string => `/i/api/business${relative}`;
const eventPath = (id: string): string => business(BUSINESS_EVENT_PATHS.event.replace(':eventId', encodeURIComponent(id)));
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /events/v1/events?when&offset&limit: the events the caller may edit, one page. */
export function fetchEvents(when: 'upcoming' | 'past', offset: number, limit: number, signal?: AbortSignal): Promise<BusinessEventListReply> {
  const query = new URLSearchParams({ when, offset: String(offset), limit: String(limit) });
  return apiClient.get(`${business(BUSINESS_EVENT_PATHS.events)}?${query.toString()}`, BusinessEventListReplySchema, opts(signal));
}

/** GET /events/v1/events/{id}: the event with its invitees. @throws ApiRequestError 403, 404 */
export function fetchEvent(id: string, signal?: AbortSignal): Promise<BusinessEvent> {
  return apiClient.get(eventPath(id), BusinessEventSchema, opts(signal));
}

/** POST /events/v1/events: the created event. @throws ApiRequestError 400 with `field` */
export function createEvent(body: BusinessEventInput): Promise<BusinessEvent> {
  return apiClient.post(business(BUSINESS_EVENT_PATHS.events), body, BusinessEventSchema);
}

/** PUT /events/v1/events/{id}: the saved event. @throws ApiRequestError 400 with `field`, 403, 404 */
export function updateEvent(id: string, body: BusinessEventInput): Promise<BusinessEvent> {
  return apiClient.put(eventPath(id), body, BusinessEventSchema);
}

/** DELETE /events/v1/events/{id}. @throws ApiRequestError 403, 404 */
export async function deleteEvent(id: string): Promise<void> {
  await apiClient.delete(eventPath(id), BusinessEventDeletedReplySchema);
}

/** GET /events/v1/events/{id}/attendance: who has booked. @throws ApiRequestError 403, 404 */
export function fetchAttendance(id: string, signal?: AbortSignal): Promise<EventAttendanceReply> {
  return apiClient.get(`${eventPath(id)}/attendance`, EventAttendanceReplySchema, opts(signal));
}

/**
 * GET /me/v1/events for the front door: the upcoming events the signed-in business user is invited to, or null when the
 * server did not answer 200 with them. As the front door's homepage messages (../settings/api.ts), this goes around the
 * client's error policy (`raw`): a session that has not passed its second factor yet stays on its search, without the
 * invitations, instead of being sent to /business/verify. Rejects only when the network fails.
 */
export async function fetchMyEvents(signal?: AbortSignal): Promise<MyBusinessEventsReply | null> {
  const reply = await apiClient.raw('GET', business(BUSINESS_EVENT_PATHS.mine), opts(signal));
  if (reply.status !== 200) return null;
  const parsed = MyBusinessEventsReplySchema.safeParse(reply.body);
  return parsed.success ? parsed.data : null;
}

/** GET /i/api/locations/v1/autocomplete?q=&kinds=city: cities matching `text`, best first (the event's place). */
export async function findCities(text: string, signal?: AbortSignal): Promise<CityLocation[]> {
  const query = new URLSearchParams({ q: text, kinds: 'city', limit: '8' });
  const reply = await apiClient.get(`${LOCATION_AUTOCOMPLETE_PATH}?${query.toString()}`, LocationAutocompleteResponseSchema, opts(signal));
  return reply.locations.filter((l): l is CityLocation => l.kind === 'city');
}
