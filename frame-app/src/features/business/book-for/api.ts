/**
 * The book-for-other calls through the frame's one HTTP client (issue #25; account-business-header-and-trips §7
 * Business me traveler/select, guest/select, traveler/unselect; Users findUsers; §8 error catalogue; contract
 * business-users.ts for the bodies, server/src/modules/business/booking-for.ts for who may call what). Replies are
 * parsed with their contract schema; the POSTs carry X-CSRF (the client adds it).
 */
import { BOOKING_FOR_PATHS, BookingForStateSchema, UserSearchPageSchema, emptyUserSearchPage, type BookingForState, type FindUsersRequest, type UserSearchPage } from '@travel/contract';
import { ApiRequestError, apiClient } from '../../../api/index.ts';

/** Path of a business call (contract BOOKING_FOR_PATHS are relative to /i/api/business). */
const businessPath = (relative: string): string => `/i/api/business${relative}`;

/**
 * POST /users/v2/findUsers. §5/§8: a VALIDATION_ERROR answer yields the empty first page (size 15, zero total).
 * @throws ApiRequestError (403 FORBIDDEN for a mode the caller may not search, 429), HttpStatusError, ApiResponseParseError
 */
export async function findUsers(request: FindUsersRequest): Promise<UserSearchPage> {
  try {
    return await apiClient.post(businessPath(BOOKING_FOR_PATHS.findUsers), request, UserSearchPageSchema);
  } catch (error) {
    if (error instanceof ApiRequestError && error.hasCode('VALIDATION_ERROR')) return emptyUserSearchPage();
    throw error;
  }
}

/**
 * POST /me/v1/traveler/select (a member) or /me/v1/guest/select (a guest) `{ email }`: starts booking for them.
 * @returns the new state (the traveler booked for)
 * @throws ApiRequestError 403 FORBIDDEN (the caller may not book for them), 404 NOT_FOUND, 400 VALIDATION_ERROR
 */
export function selectTraveler(email: string, guest: boolean): Promise<BookingForState> {
  return apiClient.post(businessPath(guest ? BOOKING_FOR_PATHS.guestSelect : BOOKING_FOR_PATHS.travelerSelect), { email }, BookingForStateSchema);
}

/** POST /me/v1/traveler/unselect: books for oneself again. @throws ApiRequestError, HttpStatusError */
export function unselectTraveler(): Promise<BookingForState> {
  return apiClient.post(businessPath(BOOKING_FOR_PATHS.travelerUnselect), {}, BookingForStateSchema);
}
