/**
 * Public entry of the booking module (owner of `bookings` and `booking_claims`). Booking depends on trips (it writes
 * trip events through the trips service, inside its own transactions); trips never imports booking and reads orders
 * through {@link createOrderReferences}, wired in app.ts (trips/ports.ts).
 */
export {
  checkTravelers, createBookingService, requestHash, scopedIdempotencyKey, DEFAULT_CLAIM_TIMEOUT_MS, LOOKUP_FLOOR_MS, PriceChangedError,
  type BookingContext, type BookingFaultPoint, type BookingService, type BookingServiceDeps, type FaultHook, type RecoveryReport,
} from './service.ts';
export { createOrderReferences } from './order-references.ts';
export { bookingRoutes } from './routes.ts';
