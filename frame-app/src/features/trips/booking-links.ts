/**
 * What the trip page needs from the booking feature (issue #12): the booking page path with the cart event's
 * `tripEventId` (booking from the cart) and the booking cancel call. The booking feature's hotel details page shows
 * the trips save control (it imports the trips feature), so the trips feature cannot import the booking feature
 * back without a cycle; the app, which imports both, hands the booking feature's own `bookingPath` and
 * `cancelBooking` to {@link createTripsRoutes} and the trip route carries them in its `handle`, read with
 * {@link useTripsBooking}.
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
 * The booking calls of the current route (the trip route's `handle`).
 * @throws Error when the route was created without them (createTripsRoutes needs the booking calls)
 */
export function useTripsBooking(): TripsBookingCalls {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const calls = callsOf(matches[i]!.handle);
    if (calls) return calls;
  }
  throw new Error('Trip route without the booking calls: pass them to createTripsRoutes');
}
