/**
 * The trips store (account-business-header-and-trips §3 Trip, Notification, Wishlist, Trips user settings; §7
 * "Trips"): the lists the frame asks for by `props`, and one trip by full trip id (owned, or shared: role viewer).
 * A visitor gets loggedIn false and empty lists.
 *
 * Actor seam (issue #24): `accountId` is the reader. With the actor of access/actor.ts, a travel manager's view of
 * the company's trips (core-and-business §6 `_FOR_ALL` permissions) is decided here through ownership.ts's policy.
 */
import { TRIPS_AVATAR_PATH, TRIPS_STORE_PROPS, type TripNotification, type TripsStoreProp, type TripsStoreReply } from '@travel/contract';
import { notFound, type TripsCore } from './core.ts';
import { prepare } from './ownership.ts';
import { settingsOf, wishlistOf } from './preferences.ts';
import { detailsOf, displayNameOf, groupEvents, toEvent, toSummary } from './presentation.ts';
import { findEventsOfTrips, findOpenNotifications, findOwnedTrips, findSharedTrips, findTrip, isSharedWith } from './repository.ts';

/** The store part of the trips service. */
export interface TripsStore {
  /** The trips store; `accountId` null: a visitor (loggedIn false, empty lists). @throws AppError 404 for a `fullTripId` not readable */
  store(accountId: string | null, props: readonly TripsStoreProp[], fullTripId?: string): Promise<TripsStoreReply>;
}

/** The reply of a visitor: loggedIn false and an empty value for each prop asked for. */
function visitorStore(want: ReadonlySet<TripsStoreProp>): TripsStoreReply {
  return {
    loggedIn: false,
    ...(want.has('trips') ? { trips: [] } : {}),
    ...(want.has('cart') ? { cart: { events: [] } } : {}),
    ...(want.has('notifications') ? { notifications: [] } : {}),
    ...(want.has('wishlist') ? { wishlist: [] } : {}),
    ...(want.has('settings')
      ? { settings: { isTripsDrawerReminderTooltipShown: false, isTripsDrawerGoToTripsButtonTooltipShown: false, isNavigationDrawerTripsTooltipShown: false, mapViewFD: false, mapViewDP: false, tdpAutopilot: false } }
      : {}),
    ...(want.has('savedResults') ? { savedResults: [] } : {}),
  };
}

/** Creates the store part of the trips service. */
export function createTripsStore(core: TripsCore): TripsStore {
  const { db } = core;
  return {
    async store(accountId, props, fullTripId) {
      const want = new Set<TripsStoreProp>(props.length > 0 ? props : TRIPS_STORE_PROPS);
      if (accountId === null) {
        if (fullTripId !== undefined) throw notFound();
        return visitorStore(want);
      }
      await prepare(core, accountId);
      const reply: TripsStoreReply = { loggedIn: true };
      if (fullTripId !== undefined) {
        const trip = await findTrip(db, fullTripId);
        const role = trip?.owner_account_id === accountId ? 'owner' : trip && (await isSharedWith(db, trip.id, accountId)) ? 'viewer' : null;
        if (!trip || !role) throw notFound();
        reply.trip = await detailsOf(core, trip, role);
      }
      const needOwned = want.has('trips') || want.has('cart') || want.has('savedResults');
      const owned = needOwned ? await findOwnedTrips(db, accountId) : [];
      const shared = want.has('trips') ? await findSharedTrips(db, accountId) : [];
      const events = groupEvents(await findEventsOfTrips(db, [...owned, ...shared].map((t) => t.id)));
      const ownedEvents = owned.flatMap((t) => events.get(t.id) ?? []);
      if (want.has('trips')) {
        const owners = await core.accounts.profilesOf([...owned, ...shared].flatMap((t) => (t.owner_account_id ? [t.owner_account_id] : [])));
        reply.trips = [
          ...owned.map((t) => toSummary(core, t, events.get(t.id) ?? [], 'owner', owners.get(accountId))),
          ...shared.map((t) => toSummary(core, t, events.get(t.id) ?? [], 'viewer', t.owner_account_id ? owners.get(t.owner_account_id) : undefined)),
        ];
      }
      if (want.has('cart')) {
        const cart = ownedEvents.filter((e) => e.state === 'cart').sort((a, b) => a.created_at.localeCompare(b.created_at) || Number(a.id) - Number(b.id));
        reply.cart = { events: cart.map((e) => toEvent(e, null)) };
      }
      if (want.has('savedResults')) {
        reply.savedResults = ownedEvents
          .filter((e) => e.state === 'saved' || e.state === 'cart')
          .map((e) => {
            const ev = toEvent(e, null);
            return { resultKey: ev.resultKey, resultId: ev.resultId, eventId: ev.eventId, fullTripId: ev.fullTripId };
          });
      }
      if (want.has('notifications')) {
        const rows = await findOpenNotifications(db, accountId);
        const sharers = await core.accounts.profilesOf(rows.map((r) => r.sharer_account_id));
        reply.notifications = rows.map(
          (r): TripNotification => ({
            type: r.type, tripId: r.trip_id, avatarUrl: TRIPS_AVATAR_PATH.replace(':accountId', encodeURIComponent(r.sharer_account_id)),
            timestamp: Math.floor(Date.parse(r.created_at) / 1000), ownerDisplayName: displayNameOf(sharers.get(r.sharer_account_id)), tripName: r.name,
          }),
        );
      }
      if (want.has('wishlist')) reply.wishlist = (await wishlistOf(core, accountId)).wishlist;
      if (want.has('settings')) reply.settings = await settingsOf(core, accountId);
      return reply;
    },
  };
}
