/**
 * What the trip page and the trips drawer's cart need from the booking feature (issue #12): the booking page path
 * with the cart event's `tripEventId` (booking from the cart) and the booking cancel call. The booking feature's
 * hotel details page shows the trips save control (it imports the trips feature), so the trips feature cannot import
 * the booking feature back without a cycle; the app, which imports both, puts the booking feature's own
 * `bookingPath` and `cancelBooking` in the root route's `handle` with {@link tripsBookingHandle}, read with
 * {@link useTripsBooking}. The root route (not the trip route) carries them because the trips drawer lives in the
 * header, on every page (issue #22: the drawer's cart "Book" opened the trip page instead of the booking flow).
 */
import { useMatches } from 'react-router';

/** The booking feature's calls the trip page uses (the app passes the booking feature's own). */
export interface TripsBookingCalls {
  /** Booking page path of an offer, with `tripEventId` when booking a cart event (booking feature `bookingPath`). */
  bookingPath(offerId: string, options: { tripEventId?: number }): string;
  /**
   * Cancels a booking by reference and contact email (booking feature `cancelBooking`, POST
   * /i/api/bookings/v1/:reference/cancel). Rejects with the api client's errors (404 BOOKING_NOT_FOUND, …).
   */
  cancelBooking(reference: string, email: string): Promise<unknown>;
}

/** The `handle` key of the trip route holding the {@link TripsBookingCalls}. */
export const TRIPS_BOOKING_HANDLE_KEY = 'tripsBooking';

function callsOf(handle: unknown): TripsBookingCalls | undefined {
  if (typeof handle !== 'object' || handle === null || !(TRIPS_BOOKING_HANDLE_KEY in handle)) return undefined;
  return (handle as Record<string, TripsBookingCalls | undefined>)[TRIPS_BOOKING_HANDLE_KEY];
}

/**
 * The route `handle` carrying the booking calls: the app spreads it into the root route's `handle`, so every page
 * (the trip page, the header's trips drawer) reads them with {@link useTripsBooking}.
 */
export function tripsBookingHandle(calls: TripsBookingCalls): Record<typeof TRIPS_BOOKING_HANDLE_KEY, TripsBookingCalls> {
  return { [TRIPS_BOOKING_HANDLE_KEY]: calls };
}

/**
 * The booking calls of the current route (the nearest matched route `handle` with them: the root route's).
 * @throws Error when no matched route carries them (the app's root route needs {@link tripsBookingHandle})
 */
export function useTripsBooking(): TripsBookingCalls {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const calls = callsOf(matches[i]!.handle);
    if (calls) return calls;
  }
  throw new Error('Route without the trips booking calls: put tripsBookingHandle(...) in the root route handle');
}
