/**
 * Calls of the booking feature, through the one HTTP client (X-CSRF, zod-parsed replies, error policy).
 * Every call rejects with the client's errors: ApiRequestError (non-OK JSON; `code`, `errors`, `body`),
 * HttpStatusError, ApiResponseParseError, or an AbortError / network TypeError.
 */
import {
  BOOKING_LOOKUP_PATH,
  BOOKINGS_PATH,
  PolicyBookingSchema,
  BusinessBookingSchema,
  BusinessRefreshOfferResponseSchema,
  type BusinessBooking,
  type BusinessCreateBookingRequest,
  type BusinessRefreshOfferResponse,
  PolicyHotelDetailsResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  OFFER_REFRESH_PATH,
  bookingCancelPath,
  hotelDetailsPath as hotelDetailsApiPath,
  type PolicyBooking,
  type PolicyHotelDetailsResponse,
} from '@travel/contract';
import { apiClient } from '../../api/index.ts';

/** The stay a hotel details page prices: dates `YYYY-MM-DD`, guests 1-9, rooms 1-5, ISO currency. */
export interface HotelDetailsParams {
  hotelId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  currency: string;
}

/**
 * GET /i/api/hotels/v1/:hotelId?checkIn&checkOut&guests&rooms&currency - the hotel with its rooms and rates
 * (each rate a bookable hotel offer; prices minor units). 404 NOT_FOUND for an unknown hotel.
 */
export function fetchHotelDetails(params: HotelDetailsParams, signal?: AbortSignal): Promise<PolicyHotelDetailsResponse> {
  return apiClient.get(hotelDetailsApiPath(params.hotelId), PolicyHotelDetailsResponseSchema, {
    query: { checkIn: params.checkIn, checkOut: params.checkOut, guests: params.guests, rooms: params.rooms, currency: params.currency },
    ...(signal ? { signal } : {}),
  });
}

/**
 * POST /i/api/offers/v1/refresh `{ offerId }` - re-prices the offer: status available / price_changed
 * (with the fresh `offer`, whose id and expiry are new, and `previousPrice`) / offer_expired / sold_out.
 */
/** POST refresh: the offer, its policy verdict and (issue #26) the business booking's fields and payment options. */
export function refreshOffer(offerId: string, signal?: AbortSignal): Promise<BusinessRefreshOfferResponse> {
  return apiClient.post(OFFER_REFRESH_PATH, { offerId }, BusinessRefreshOfferResponseSchema, signal ? { signal } : {});
}

/**
 * POST /i/api/bookings/v1 with the idempotency key in the Idempotency-Key header and the body (with
 * `tripEventId` when booking a trips cart event, issue #12: that event becomes the booking).
 * Resolves with the booking (201 created, 200 replayed for the same key and body). Rejects with
 * ApiRequestError: 400 VALIDATION_ERROR (`field` e.g. `travelers.0.dateOfBirth`, `payment.number`),
 * 402 PAYMENT_DECLINED (description = reason), 409 PRICE_CHANGED (body: PriceChangedReply) / SOLD_OUT /
 * IDEMPOTENCY_CONFLICT, 410 OFFER_EXPIRED, 404 NOT_FOUND (a `tripEventId` that is not the caller's cart event).
 */
export function createBooking(request: BusinessCreateBookingRequest & { idempotencyKey: string }): Promise<BusinessBooking> {
  return apiClient.post(BOOKINGS_PATH, request, BusinessBookingSchema, { headers: { [IDEMPOTENCY_KEY_HEADER]: request.idempotencyKey } });
}

/** GET /i/api/bookings/v1/lookup?reference&email - 404 BOOKING_NOT_FOUND when the pair does not match. */
export function lookupBooking(reference: string, email: string, signal?: AbortSignal): Promise<PolicyBooking> {
  return apiClient.get(BOOKING_LOOKUP_PATH, PolicyBookingSchema, { query: { reference, email }, ...(signal ? { signal } : {}) });
}

/** POST /i/api/bookings/v1/:reference/cancel `{ email }` - the cancelled booking (idempotent); 404 BOOKING_NOT_FOUND. */
export function cancelBooking(reference: string, email: string): Promise<PolicyBooking> {
  return apiClient.post(bookingCancelPath(reference), { email }, PolicyBookingSchema);
}
