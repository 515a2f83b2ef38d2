/**
 * The booking feature's lazy cancel call, in a module of its own: the root route's handle puts it on the first page,
 * while the booking routes (route-modules.ts) are patched in later (issue #23 "First page budget").
 */
import type * as BookingApi from './api.ts';

/**
 * The booking cancel call (api.ts `cancelBooking`: POST /i/api/bookings/v1/:reference/cancel `{ email }`), reused by
 * the trip page (issue #12), with its module loaded on the first call (same arguments, same promise: rejects with the
 * api client's errors). The app puts it in the root route's handle, which is on the first page, where api.ts and the
 * contract's booking schemas it imports are not needed (issue #23 "First page budget"). Not re-exported as well:
 * a static export of api.ts from this entry would put api.ts back into the first page's chunk.
 */
export async function cancelBookingLazily(...args: Parameters<typeof BookingApi.cancelBooking>): ReturnType<typeof BookingApi.cancelBooking> {
  return (await import('./api.ts')).cancelBooking(...args);
}
