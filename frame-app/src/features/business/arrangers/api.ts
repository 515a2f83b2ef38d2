/**
 * The calls of the traveler's side of booking on behalf through the frame's one HTTP client (issue #25; contract
 * business-users.ts BOOKING_FOR_PATHS myArrangers / bookOnBehalfBookings, approvals.ts APPROVAL_PATHS bookOnBehalf*;
 * server booking-for-arrangers.ts and approvals-routes.ts for who may call what). Replies are parsed with their
 * contract schemas; writes carry X-CSRF (the client adds it). Failures reject with ApiRequestError in the contract's
 * envelope (400 VALIDATION_ERROR with its `field`, 403 FORBIDDEN, 404 NOT_FOUND, 429).
 */
import {
  APPROVAL_PATHS, ArrangedBookingsReplySchema, BOOKING_FOR_PATHS, BookOnBehalfItemSchema, BookOnBehalfListReplySchema, MyArrangersSchema,
  type ArrangedBooking, type BookOnBehalfItem, type BookOnBehalfListReply, type CreateBookOnBehalfRequest, type MyArrangers, type PutMyArrangersRequest,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

const B = '/i/api/business';
const withId = (path: string, id: string) => `${B}${path.replace(':requestId', encodeURIComponent(id))}`;
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /me/v1/arrangers: the caller's own named arrangers and any-arranger switch. */
export function fetchMyArrangers(signal?: AbortSignal): Promise<MyArrangers> {
  return apiClient.get(`${B}${BOOKING_FOR_PATHS.myArrangers}`, MyArrangersSchema, opts(signal));
}

/** PUT /me/v1/arrangers: replaces the whole setting; the stored setting. @throws ApiRequestError 400 `arrangerEmails` */
export function saveMyArrangers(body: PutMyArrangersRequest): Promise<MyArrangers> {
  return apiClient.put(`${B}${BOOKING_FOR_PATHS.myArrangers}`, body, MyArrangersSchema);
}

/** GET /bookOnBehalf/v1/mine: the caller's own requests, open or closed (fulfilled and withdrawn), a page of `limit`. */
export function fetchMyTripRequests(status: 'open' | 'closed', signal?: AbortSignal, limit = 50): Promise<BookOnBehalfListReply> {
  return apiClient.get(`${B}${APPROVAL_PATHS.bookOnBehalfMine}?status=${status}&offset=0&limit=${limit}`, BookOnBehalfListReplySchema, opts(signal));
}

/** POST /bookOnBehalf/v1/requests: asks for a trip to be booked. @throws ApiRequestError 400 with the field */
export function createTripRequest(body: CreateBookOnBehalfRequest): Promise<BookOnBehalfItem> {
  return apiClient.post(`${B}${APPROVAL_PATHS.bookOnBehalf}`, body, BookOnBehalfItemSchema);
}

/** POST /bookOnBehalf/v1/mine/{id}/cancel: withdraws an open request. @throws ApiRequestError 400 (closed already), 404 */
export function cancelTripRequest(id: string): Promise<BookOnBehalfItem> {
  return apiClient.post(withId(APPROVAL_PATHS.bookOnBehalfCancel, id), {}, BookOnBehalfItemSchema);
}

/** GET /bookOnBehalf/v1/requests/{id}/bookings: the requester's bookings the calling arranger made, newest first. */
export async function fetchArrangedBookings(id: string, signal?: AbortSignal): Promise<ArrangedBooking[]> {
  return (await apiClient.get(withId(BOOKING_FOR_PATHS.bookOnBehalfBookings, id), ArrangedBookingsReplySchema, opts(signal))).items;
}
