/**
 * Trips (issue #12): a trip holds events (saved, cart, booked, cancelled; core-and-business §1, §3) under a full
 * trip id (core-and-business §3, §5). This module owns `trips`, `trip_events`, `trip_shares`,
 * `trip_notifications`, `wishlist_items` and `trips_user_settings`; other modules (booking) call this service,
 * never the repository. It reads no other module's table: account names, emails and the confirmed flag come from
 * the accounts service, the order of a booked event from the booking module, both through ports.ts.
 *
 * Spec: core-and-business §3 (trip identifier, event counts, trips cart, save states), §4 (fully cancelled trip,
 * auto-numbered names, shopping cart count, save to trips), §5 (trip-id helpers), §8 ('Invalid full trip id
 * passed.'); account-business-header-and-trips §3 (Trip, Notification, Wishlist, Trips user settings), §7
 * "Trips", §8. Shapes and rules: contract trips.ts.
 *
 * Rules, each in the part that implements it (issue #24 split this service by concern):
 * - Authorization (ownership.ts): an account reads and changes only the trips it owns (`owner_account_id`); a trip
 *   shared with it is readable through the store (role viewer: events without booking, no shares) and never
 *   writable. Anything else answers 404 NOT_FOUND exactly like a missing trip or event.
 * - Guest bookings join the account (ownership.ts): on every account call (and in eventsOfAccount), when the
 *   account's email is confirmed, trips booked without an account under that email are claimed (owner_account_id
 *   set; the choice "claim lazily" of issue #12 item 3c, so every later query is plain ownership). An unconfirmed
 *   email claims nothing.
 * - Placement (placement.ts): a saved result joins the owned, not fully cancelled trip of the same destination city
 *   whose dates overlap or lie within TRIP_MATCH_GAP_DAYS (the most recently updated), else a new trip auto-named
 *   after the city. A signed-in booking without a cart event joins trips by the same rule (booked-events.ts).
 * - Saving re-prices the offer from its signed id (editing.ts); trip images and summaries: presentation.ts.
 *
 * Dependency direction: booking -> trips (booking calls {@link TripBookingSteps} inside its transactions and
 * imports `summarize` from offer-summary.ts); trips never imports booking or accounts (ports.ts says why).
 *
 * Actor seam (issue #24): every call below takes the acting account's id. The business edition passes an actor
 * (`{ accountId, companyId?, onBehalfOf? }`, access/actor.ts, defined by another change) instead; the places that
 * will take it: TripBookingSteps.addBookedEventForAccount / assertCartEvent / bookCartEvent / eventsOfAccount
 * (a booking for someone else), TripsStore.store (a manager's view), every TripsEditing, TripsSharing and
 * TripsPreferences call, and ownership.ts, where ownership becomes the resource policy.
 */
import { createTripBookingSteps, type TripBookingSteps } from './booked-events.ts';
import { createTripsCore, type TripsServiceDeps } from './core.ts';
import { createTripsEditing, type TripsEditing } from './editing.ts';
import { createTripsPreferences, type TripsPreferences } from './preferences.ts';
import { createTripsSharing, type TripsSharing } from './sharing.ts';
import { createTripsStore, type TripsStore } from './store.ts';

export type { AccountBookingInput, BookedTripInput, TripBookingSteps } from './booked-events.ts';
export type { TripsServiceDeps } from './core.ts';
export type { TripsTooltipAction, TripsUserSettingName } from './preferences.ts';

/** The trips service: the booking steps (called by booking) and the trips calls (contract trips.ts; routes.ts). */
export type TripsService = TripBookingSteps & TripsStore & TripsEditing & TripsSharing & TripsPreferences;

/**
 * Creates the trips service.
 * @param deps database, world cities, supplier (re-pricing), the accounts and booking ports (ports.ts), clock (epoch ms)
 */
export function createTripsService(deps: TripsServiceDeps): TripsService {
  const core = createTripsCore(deps);
  return {
    ...createTripBookingSteps(core),
    ...createTripsStore(core),
    ...createTripsEditing(core),
    ...createTripsSharing(core),
    ...createTripsPreferences(core),
  };
}
