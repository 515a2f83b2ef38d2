/**
 * The trips calls through the frame's one HTTP client (issue #12; account-business-header-and-trips §7 "Trips";
 * contract trips.ts for shapes and authorization). Every reply is parsed with its contract schema; every POST
 * carries X-CSRF (the client adds it). Failures reject per the client's error policy (ApiRequestError with the
 * reply's status and error codes; 404 NOT_FOUND for a trip or event that is not the caller's).
 */
import {
  CartEventRequestSchema, RenameTripRequestSchema, SaveResultReplySchema, TripDetailsSchema, TripEventSchema, TripSummarySchema, TripsStoreReplySchema,
  TripsUserSettingsSchema, WishlistReplySchema, TRIPS_CLEAR_NOTIFICATION_PATH, TRIPS_EVENT_CART_PATH, TRIPS_EVENT_MOVE_PATH, TRIPS_EVENT_REMOVE_PATH,
  TRIPS_RENAME_PATH, TRIPS_SAVE_PATH, TRIPS_SHARE_PATH, TRIPS_STORE_PATH, TRIPS_TOOLTIP_SHOWN_PATH, TRIPS_UNSAVE_PATH, TRIPS_UNSHARE_PATH,
  TRIPS_USER_SETTING_PATH, WISHLIST_ADD_PATH, WISHLIST_REMOVE_PATH, type SaveResultReply, type TripDetails, type TripEvent, type TripSummary,
  type TripsStoreProp, type TripsStoreReply, type TripsUserSettings, type WishlistItem, type WishlistReply,
} from '@travel/contract';
import { z } from 'zod';
import { apiClient } from '../../api/index.ts';

const NoContentSchema = z.unknown();
const withParam = (path: string, name: string, value: string | number) => path.replace(`:${name}`, encodeURIComponent(String(value)));

/** GET /trips/api/store?props=…: the signed-in account's trips store (a visitor gets `loggedIn: false`, empty lists). */
export function fetchTripsStore(props?: readonly TripsStoreProp[], signal?: AbortSignal): Promise<TripsStoreReply> {
  const path = props && props.length > 0 ? `${TRIPS_STORE_PATH}?props=${props.join(',')}` : TRIPS_STORE_PATH;
  return apiClient.get(path, TripsStoreReplySchema, signal ? { signal } : {});
}

/** POST /trips/api/store (form field fullTripId): the store with that trip's details as `trip` (owned or shared). */
export function fetchTripDetails(fullTripId: string, props: readonly TripsStoreProp[] = ['trips']): Promise<TripsStoreReply & { trip: TripDetails }> {
  const body = new URLSearchParams({ fullTripId, props: props.join(',') });
  return apiClient.post(TRIPS_STORE_PATH, body, TripsStoreReplySchema.required({ trip: true }));
}

/** POST /trips/api/events/save { resultId }: saves a result to the trip for its destination and dates. */
export function saveResult(resultId: string): Promise<SaveResultReply> {
  return apiClient.post(TRIPS_SAVE_PATH, { resultId }, SaveResultReplySchema);
}

/** POST /trips/api/events/unsave { resultId }: removes the saved (or cart) event of that result. */
export async function unsaveResult(resultId: string): Promise<void> {
  await apiClient.post(TRIPS_UNSAVE_PATH, { resultId }, NoContentSchema);
}

/** POST /trips/api/events/:eventId/remove (saved or cart events only). */
export async function removeEvent(eventId: number): Promise<void> {
  await apiClient.post(withParam(TRIPS_EVENT_REMOVE_PATH, 'eventId', eventId), {}, NoContentSchema);
}

/** POST /trips/api/events/:eventId/move { toFullTripId }. */
export function moveEvent(eventId: number, toFullTripId: string): Promise<TripEvent> {
  return apiClient.post(withParam(TRIPS_EVENT_MOVE_PATH, 'eventId', eventId), { toFullTripId }, TripEventSchema);
}

/** POST /trips/api/events/:eventId/cart { inCart }: saved <-> cart. */
export function setEventInCart(eventId: number, inCart: boolean): Promise<TripEvent> {
  return apiClient.post(withParam(TRIPS_EVENT_CART_PATH, 'eventId', eventId), CartEventRequestSchema.parse({ inCart }), TripEventSchema);
}

/** POST /trips/api/trips/:fullTripId/rename { tripName }. @throws ZodError for an empty or too long name */
export function renameTrip(fullTripId: string, tripName: string): Promise<TripSummary> {
  return apiClient.post(withParam(TRIPS_RENAME_PATH, 'fullTripId', fullTripId), RenameTripRequestSchema.parse({ tripName }), TripSummarySchema);
}

/** POST /trips/api/trips/:fullTripId/share { email }: read-only share with that account. */
export function shareTrip(fullTripId: string, email: string): Promise<TripDetails> {
  return apiClient.post(withParam(TRIPS_SHARE_PATH, 'fullTripId', fullTripId), { email }, TripDetailsSchema);
}

/** POST /trips/api/trips/:fullTripId/unshare { email }: revokes the share. */
export function unshareTrip(fullTripId: string, email: string): Promise<TripDetails> {
  return apiClient.post(withParam(TRIPS_UNSHARE_PATH, 'fullTripId', fullTripId), { email }, TripDetailsSchema);
}

/** POST /trips/api/user/settings/clearNotification { tripId }. */
export async function clearNotification(tripId: string): Promise<void> {
  await apiClient.post(TRIPS_CLEAR_NOTIFICATION_PATH, { tripId }, NoContentSchema);
}

/** POST /trips/api/user/settings/{mapViewFD|mapViewDP|tdpAutopilot} { enabled }. */
export function setTripsUserSetting(setting: 'mapViewFD' | 'mapViewDP' | 'tdpAutopilot', enabled: boolean): Promise<TripsUserSettings> {
  return apiClient.post(withParam(TRIPS_USER_SETTING_PATH, 'setting', setting), { enabled }, TripsUserSettingsSchema);
}

/** POST /i/api/trips/user/v1/{action}: marks a trips tooltip as shown. */
export function setTripsTooltipShown(
  action: 'setTripsDrawerGoToTripsButtonTooltipShown' | 'setTripsDrawerReminderTooltipShown' | 'setNavigationDrawerTripsTooltipShown',
): Promise<TripsUserSettings> {
  return apiClient.post(withParam(TRIPS_TOOLTIP_SHOWN_PATH, 'action', action), {}, TripsUserSettingsSchema);
}

/** POST /trips/api/wishlist/add { tripId, destination } (replaces an item of the same trip). */
export function addToWishlist(item: WishlistItem): Promise<WishlistReply> {
  return apiClient.post(WISHLIST_ADD_PATH, item, WishlistReplySchema);
}

/** POST /trips/api/wishlist/remove { tripId }. */
export function removeFromWishlist(tripId: string): Promise<WishlistReply> {
  return apiClient.post(WISHLIST_REMOVE_PATH, { tripId }, WishlistReplySchema);
}
