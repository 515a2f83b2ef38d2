/**
 * Path builders of the booking pages (relative to the router basename `/p/{partnerId}`).
 *
 * | Page | Path | Query / state |
 * |---|---|---|
 * | hotel details (account-business-header-and-trips §2 page type `details`) | `/hotels/details/{hotelId}` | `checkIn`, `checkOut` (YYYY-MM-DD), `guests` (default 2), `rooms` (default 1) |
 * | booking | `/book/{offerId}` | `travelers` (flights: the searched travelers; a party with children or infants is typed by the refresh reply's `passengers`; other verticals take the count from the offer); `tripEventId` (booking from the trips cart, issue #12: the cart event the booking books) |
 * | confirmation | `/booking/confirmation/{reference}` | navigation state `{ booking?, email? }` |
 * | manage booking | `/manage-booking` | `reference`, `email` prefill the form (navigation state `{ email }` too) |
 */

/** The stay of a hotel details page. Dates `YYYY-MM-DD` local to the hotel. */
export interface HotelStay {
  checkIn: string;
  checkOut: string;
  guests?: number;
  rooms?: number;
}

function withQuery(path: string, entries: [string, string | number | undefined][]): string {
  const q = new URLSearchParams();
  for (const [k, v] of entries) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s === '' ? path : `${path}?${s}`;
}

/**
 * Hotel details page path, e.g. `/hotels/details/h2643743-3?checkIn=2030-06-01&checkOut=2030-06-04&guests=2&rooms=1`.
 * Not to be confused with the contract's `hotelDetailsPath`, which builds the API path.
 */
export function hotelDetailsPagePath(hotelId: string, stay: HotelStay): string {
  return withQuery(`/hotels/details/${encodeURIComponent(hotelId)}`, [
    ['checkIn', stay.checkIn],
    ['checkOut', stay.checkOut],
    ['guests', stay.guests],
    ['rooms', stay.rooms],
  ]);
}

/**
 * Booking page path for an offer id (any vertical), e.g. `/book/fl1_...?travelers=2`. Pass `travelers` for
 * flights (the searched adults: the flight offer does not carry it); hotels, cars, trains and packages
 * take the count from the offer. Pass `tripEventId` (a positive integer) when booking a trips cart event
 * (issue #12): the booking request then carries it, so the server books that event instead of a new one.
 */
export function bookingPath(offerId: string, options: { travelers?: number; tripEventId?: number } = {}): string {
  return withQuery(`/book/${encodeURIComponent(offerId)}`, [
    ['travelers', options.travelers],
    ['tripEventId', options.tripEventId],
  ]);
}

/** Confirmation page path of a booking reference, e.g. `/booking/confirmation/K7Q2XP`. */
export function confirmationPath(reference: string): string {
  return `/booking/confirmation/${encodeURIComponent(reference)}`;
}

/**
 * Manage-booking page path; `reference` (and, if given, `email`) prefill the form. Prefer passing the
 * email in navigation state (`{ email }`) over the URL so it stays out of logs and referrers.
 */
export function manageBookingPath(prefill: { reference?: string; email?: string } = {}): string {
  return withQuery('/manage-booking', [
    ['reference', prefill.reference],
    ['email', prefill.email],
  ]);
}
