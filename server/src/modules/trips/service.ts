/**
 * Trips (issue #12): a trip holds events (saved, cart, booked, cancelled; core-and-business §1, §3) under a full
 * trip id (core-and-business §3, §5). This module owns `trips`, `trip_events`, `trip_shares`,
 * `trip_notifications`, `wishlist_items` and `trips_user_settings`; other modules (booking) call this service,
 * never the repository.
 *
 * Spec: core-and-business §3 (trip identifier, event counts, trips cart, save states), §4 (fully cancelled trip,
 * auto-numbered names, shopping cart count, save to trips), §5 (trip-id helpers), §8 ('Invalid full trip id
 * passed.'); account-business-header-and-trips §3 (Trip, Notification, Wishlist, Trips user settings), §7
 * "Trips", §8. Shapes and rules: contract trips.ts.
 *
 * Rules implemented here:
 * - Authorization: an account reads and changes only the trips it owns (`owner_account_id`); a trip shared with
 *   it is readable through the store (role viewer: events without booking, no shares) and never writable.
 *   Anything else answers 404 NOT_FOUND exactly like a missing trip or event.
 * - Guest bookings join the account: on every account call (and in {@link TripsService.eventsOfAccount}), when
 *   the account's email is confirmed, trips booked without an account under that email are claimed
 *   (owner_account_id set; the choice "claim lazily" of issue #12 item 3c, so every later query is plain
 *   ownership). An unconfirmed email claims nothing.
 * - Saving re-prices the offer from its signed id (supplier refresh; never client data), and joins the owned,
 *   not fully cancelled trip of the same destination city whose dates overlap or lie within
 *   TRIP_MATCH_GAP_DAYS (the most recently updated), else a new trip auto-named after the city. The same result
 *   key already saved or in the cart of an owned trip answers that event (created false). A signed-in booking
 *   without a cart event joins trips by the same rule.
 * - Trip images: `/trips/api/images/seasonal/{season}/{cityId}/64`, the season of the trip's start date (today
 *   when none) at the destination's hemisphere (southern for a negative latitude: seasons flipped).
 *
 * Functions that booking calls take the database handle as their first argument: pass the caller's
 * transaction so the trip writes commit or roll back with the booking's own writes.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  countTripEvents, isFullyCancelledTrip, nextAutoNumberedName, resultKeyOf, splitFullTripId, TRIP_MATCH_GAP_DAYS, TRIPS_AVATAR_PATH, TRIPS_STORE_PROPS,
  type AnyOffer, type OfferSummary, type SaveResultReply, type TripDetails, type TripEvent, type TripNotification, type TripSeason, type TripsStoreProp,
  type TripsStoreReply, type TripSummary, type TripsUserSettings, type WishlistItem, type WishlistReply,
} from '@travel/contract';
import type { Database, Vertical } from '../../db/database.ts';
import { AppError, validationError } from '../../errors.ts';
import type { CityIndex } from '../../inventory/cities.ts';
import type { SupplierAdapter } from '../../inventory/supplier.ts';
import { summarize } from '../booking/summary.ts';
import {
  bookEventRow, claimGuestTrips, clearNotifications, deleteEvent, deleteShare, deleteWishlistItem, findAccount, findAccountByEmail, findAccounts, findBookingsOfEvents,
  findEvent, findEventsOfAccount, findEventsOfTrips, findOpenNotifications, findOwnedTrips, findSavedEventsOfAccount, findSettings, findSharedTrips, findSharesOfTrip,
  findTrip, findTripIdOfEvent, findWishlist, insertNotification, insertShare, insertTrip, insertTripEvent, isSharedWith, moveEventRow, renameTripRow, setSetting,
  setTripEventState, touchTrip, upsertWishlistItem, type AccountInfo, type EventRow, type SettingName, type TripRow,
} from './repository.ts';

/** Letters and digits of new full trip ids: the booking's alphabet (unambiguous upper case and digits, a subset of [A-Za-z0-9]). */
const TRIP_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const FULL_TRIP_ID_LENGTH = 16;

/** A new full trip id: 16 characters (core-and-business §3), the same generator booking uses. */
export function newFullTripId(): string {
  let s = '';
  for (let i = 0; i < FULL_TRIP_ID_LENGTH; i++) s += TRIP_ID_ALPHABET[randomInt(TRIP_ID_ALPHABET.length)];
  return s;
}

const notFound = (what = 'No such trip') => new AppError(404, 'NOT_FOUND', what);

/** Season of a date at a latitude (north: Dec-Feb winter, Mar-May spring, Jun-Aug summer, Sep-Nov autumn; south flipped). */
export function seasonOf(isoDate: string, latitude: number | null): TripSeason {
  const month = Number(isoDate.slice(5, 7));
  const north: TripSeason = month === 12 || month <= 2 ? 'winter' : month <= 5 ? 'spring' : month <= 8 ? 'summer' : 'autumn';
  if (latitude === null || latitude >= 0) return north;
  return ({ winter: 'summer', spring: 'autumn', summer: 'winter', autumn: 'spring' } as const)[north];
}

/** Days from `a` to `b` (YYYY-MM-DD). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Where a result goes: its destination city (GeoNames id when known) and name. */
export interface Destination {
  cityId: number | null;
  name: string;
}

/** A booked item as a visitor's new trip shows it (booking without an account). */
export interface BookedTripInput {
  /** The full trip id (16 characters, generated by the caller). */
  tripId: string;
  /** Trip name shown to the owner, e.g. "Trip to London". */
  tripName: string;
  /** The owner's email, lower case. */
  ownerEmail: string;
  /** The signed-in account that booked (trips.owner_account_id), or null for a visitor (issue #9). */
  ownerAccountId?: string | null;
  vertical: Vertical;
  title: string;
  /** Travel dates, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** The OfferSummary as JSON. */
  offerJson: string;
  /** Price in minor units and its ISO 4217 currency. */
  priceMinor: number;
  currency: string;
  nowIso: string;
}

/** What booking hands over when a signed-in booking goes into the account's trips. */
export interface AccountBookingInput {
  accountId: string;
  /** The booking's contact email, lower case (trips.owner_email of a new trip). */
  ownerEmail: string;
  /** The booked (refreshed) offer and its summary. */
  offer: AnyOffer;
  summary: OfferSummary;
  /** Full trip id to use when a new trip is made. */
  newTripId: string;
  nowIso: string;
}

export type TripsUserSettingName = 'mapViewFD' | 'mapViewDP' | 'tdpAutopilot';
export type TripsTooltipAction = 'setTripsDrawerGoToTripsButtonTooltipShown' | 'setTripsDrawerReminderTooltipShown' | 'setNavigationDrawerTripsTooltipShown';
const TOOLTIP_SETTING: Record<TripsTooltipAction, SettingName> = {
  setTripsDrawerGoToTripsButtonTooltipShown: 'isTripsDrawerGoToTripsButtonTooltipShown',
  setTripsDrawerReminderTooltipShown: 'isTripsDrawerReminderTooltipShown',
  setNavigationDrawerTripsTooltipShown: 'isNavigationDrawerTripsTooltipShown',
};

export interface TripsService {
  // --- called by booking (inside its transactions) ---
  /** Creates a trip holding one `booked` event (a visitor's booking). @returns the event's id @throws the driver's error */
  createTripWithBookedEvent(db: Kysely<Database>, input: BookedTripInput): Promise<{ tripEventId: number }>;
  /**
   * A signed-in booking without a cart event: a booked event in the account's matching trip (same rule as save),
   * else in a new trip auto-named after the destination. @returns the event id and its full trip id
   */
  addBookedEventForAccount(db: Kysely<Database>, input: AccountBookingInput): Promise<{ tripEventId: number; tripId: string }>;
  /** Checks before any charge that `tripEventId` is a cart event of a trip `accountId` owns. @throws AppError 404 NOT_FOUND otherwise (also for a visitor: null) */
  assertCartEvent(db: Kysely<Database>, accountId: string | null, tripEventId: number): Promise<void>;
  /**
   * Books the account's cart event (state cart -> booked; offer, title, dates and price of the booked offer).
   * @throws AppError 404 NOT_FOUND when it is not (any more) a cart event of a trip the account owns
   */
  bookCartEvent(db: Kysely<Database>, input: { accountId: string; tripEventId: number; offer: AnyOffer; summary: OfferSummary; nowIso: string }): Promise<{ tripEventId: number; tripId: string }>;
  /** Marks an event `cancelled`. @throws Error when the event does not exist (the caller's transaction rolls back) */
  cancelEvent(db: Kysely<Database>, tripEventId: number, nowIso: string): Promise<void>;
  /** The trip id of an event. @throws Error when the event does not exist */
  tripIdOfEvent(db: Kysely<Database>, tripEventId: number): Promise<string>;
  /** The events (with their trip ids) of the trips a signed-in account owns (issue #9; guest trips of its confirmed email included), newest trip first. */
  eventsOfAccount(db: Kysely<Database>, accountId: string): Promise<{ tripEventId: number; tripId: string }[]>;

  // --- the trips calls (contract trips.ts) ---
  /** The trips store; `accountId` null: a visitor (loggedIn false, empty lists). @throws AppError 404 for a `fullTripId` not readable */
  store(accountId: string | null, props: readonly TripsStoreProp[], fullTripId?: string): Promise<TripsStoreReply>;
  /** @throws AppError 400 VALIDATION_ERROR `resultId`, 410 OFFER_EXPIRED, 409 SOLD_OUT */
  save(accountId: string, resultId: string): Promise<SaveResultReply>;
  /** @throws AppError 404 when the account has no saved or cart event of that result */
  unsave(accountId: string, resultId: string): Promise<void>;
  /** @throws AppError 404 (not the caller's), 409 VALIDATION_ERROR `state` for a booked or cancelled event */
  removeEvent(accountId: string, eventId: number): Promise<void>;
  /** @throws AppError 404 when the event or the target trip is not the caller's */
  moveEvent(accountId: string, eventId: number, toFullTripId: string): Promise<TripEvent>;
  /** @throws AppError 404, 409 VALIDATION_ERROR `state` for a booked or cancelled event */
  setInCart(accountId: string, eventId: number, inCart: boolean): Promise<TripEvent>;
  rename(accountId: string, fullTripId: string, tripName: string): Promise<TripSummary>;
  /** @throws AppError 404 (trip; 'No account uses this email'), 400 VALIDATION_ERROR `email` for the owner's own email */
  share(accountId: string, fullTripId: string, email: string): Promise<TripDetails>;
  unshare(accountId: string, fullTripId: string, email: string): Promise<TripDetails>;
  /** @throws AppError 404 when the account has no notification of that trip */
  clearNotification(accountId: string, fullTripId: string): Promise<void>;
  setSetting(accountId: string, setting: TripsUserSettingName, enabled: boolean): Promise<TripsUserSettings>;
  setTooltipShown(accountId: string, action: TripsTooltipAction): Promise<TripsUserSettings>;
  /** @throws AppError 404 for a trip the account does not own */
  wishlistAdd(accountId: string, item: WishlistItem): Promise<WishlistReply>;
  wishlistRemove(accountId: string, fullTripId: string): Promise<WishlistReply>;
}

export interface TripsServiceDeps {
  db: Kysely<Database>;
  /** World cities: an airport's or a car desk's city, a city's latitude (the image season). */
  cities: CityIndex;
  /** Re-prices an offer from its signed id (save, unsave). */
  supplier: SupplierAdapter;
  now: () => number;
}

const displayNameOf = (a: AccountInfo | undefined) => (a ? (a.name?.trim() ? a.name.trim() : a.email) : '');

/** Creates the trips service. */
export function createTripsService(deps: TripsServiceDeps): TripsService {
  const { db, cities, supplier, now } = deps;
  const nowIso = () => new Date(now()).toISOString();

  /** The destination a result belongs to (contract: the trip "for its destination"). */
  function destinationOf(offer: AnyOffer, summary: OfferSummary): Destination {
    const byAirport = (code: string, fallback: string): Destination => {
      const city = cities.cityForAirport(code);
      return city ? { cityId: city.id, name: city.name } : { cityId: null, name: fallback };
    };
    if ('outbound' in offer) {
      const last = offer.outbound.segments[offer.outbound.segments.length - 1];
      return last ? byAirport(last.destination.code, last.destination.city) : { cityId: null, name: summary.destinationName };
    }
    switch (offer.vertical) {
      case 'hotels':
        return { cityId: offer.hotel.cityId, name: offer.hotel.cityName };
      case 'packages':
        return { cityId: offer.hotel.hotel.cityId, name: offer.hotel.hotel.cityName };
      case 'trains':
        return { cityId: offer.destination.cityId, name: offer.destination.cityName };
      case 'cars': {
        if (offer.location.kind === 'airport') return byAirport(offer.location.code, offer.location.name);
        const city = /^\d+$/.test(offer.location.code) ? cities.get(Number(offer.location.code)) : undefined;
        return city ? { cityId: city.id, name: city.name } : { cityId: null, name: offer.location.name };
      }
    }
  }

  /** Claims the guest trips of the account's confirmed email (module doc); none for a missing or unconfirmed account. */
  async function claimForAccount(handle: Kysely<Database>, accountId: string): Promise<AccountInfo | undefined> {
    const account = await findAccount(handle, accountId);
    if (account?.confirmed) await claimGuestTrips(handle, accountId, account.email);
    return account;
  }

  /** {@link claimForAccount} for a trips call. @returns the account @throws AppError 401 INVALID_SESSION when it is gone */
  async function prepare(accountId: string, handle: Kysely<Database> = db): Promise<AccountInfo> {
    const account = await claimForAccount(handle, accountId);
    if (!account) throw new AppError(401, 'INVALID_SESSION', 'Sign in to use trips');
    return account;
  }

  function toEvent(row: EventRow, booking: { reference: string; contactEmail: string } | null): TripEvent {
    const summary = JSON.parse(row.offer_json) as OfferSummary;
    const offer = summary.offer;
    return {
      eventId: Number(row.id), fullTripId: row.trip_id, state: row.state, isInCart: row.state === 'cart', vertical: row.vertical, title: row.title,
      subtitle: row.subtitle ?? summary.subtitle ?? '', startDate: row.start_date, endDate: row.end_date, resultId: row.result_id ?? offer.id,
      resultKey: row.result_key ?? resultKeyOf(offer), offer, price: { amountMinor: Number(row.price_amount_minor), currency: row.price_currency }, booking,
      createdAt: row.created_at,
    };
  }

  function toSummary(trip: TripRow, events: readonly EventRow[], role: 'owner' | 'viewer', owner: AccountInfo | undefined): TripSummary {
    const counts = countTripEvents(events);
    const { tripId, tripHash } = splitFullTripId(trip.id);
    const starts = events.map((e) => e.start_date).filter(Boolean).sort();
    const ends = events.map((e) => e.end_date).filter(Boolean).sort();
    const startDate = starts[0] ?? null;
    const cityId = trip.destination_city_id === null ? null : Number(trip.destination_city_id);
    const latitude = cityId === null ? null : (cities.get(cityId)?.latitude ?? null);
    const season = seasonOf(startDate ?? nowIso().slice(0, 10), latitude);
    return {
      ...counts, fullTripId: trip.id, tripId, tripHash, tripName: trip.name, tripUrl: { url: `/trips/${trip.id}` },
      imageUrl: `/trips/api/images/seasonal/${season}/${cityId ?? 0}/64`, destinationName: trip.destination_name, destinationCityId: cityId,
      startDate, endDate: ends[ends.length - 1] ?? null, ownerDisplayName: displayNameOf(owner), role, fullyCancelled: isFullyCancelledTrip(counts), updatedAt: trip.updated_at,
    };
  }

  const groupEvents = (events: readonly EventRow[]) => {
    const byTrip = new Map<string, EventRow[]>();
    for (const e of events) {
      const list = byTrip.get(e.trip_id);
      if (list) list.push(e);
      else byTrip.set(e.trip_id, [e]);
    }
    return byTrip;
  };

  async function summaryOf(trip: TripRow, role: 'owner' | 'viewer'): Promise<TripSummary> {
    const events = await findEventsOfTrips(db, [trip.id]);
    const owners = await findAccounts(db, trip.owner_account_id ? [trip.owner_account_id] : []);
    return toSummary(trip, events, role, trip.owner_account_id ? owners.get(trip.owner_account_id) : undefined);
  }

  async function detailsOf(trip: TripRow, role: 'owner' | 'viewer'): Promise<TripDetails> {
    const events = await findEventsOfTrips(db, [trip.id]);
    const shares = role === 'owner' ? await findSharesOfTrip(db, trip.id) : [];
    const accounts = await findAccounts(db, [...(trip.owner_account_id ? [trip.owner_account_id] : []), ...shares.map((s) => s.recipientId)]);
    const bookings = role === 'owner' ? await findBookingsOfEvents(db, events.map((e) => Number(e.id))) : new Map<number, { reference: string; contactEmail: string }>();
    return {
      ...toSummary(trip, events, role, trip.owner_account_id ? accounts.get(trip.owner_account_id) : undefined),
      events: events.map((e) => toEvent(e, bookings.get(Number(e.id)) ?? null)),
      shares: shares.flatMap((s) => {
        const a = accounts.get(s.recipientId);
        return a ? [{ email: a.email, displayName: displayNameOf(a), sharedAt: s.createdAt }] : [];
      }),
    };
  }

  /** The trip when the account owns it. @throws AppError 404 otherwise (missing, another's, or only shared) */
  async function ownedTrip(accountId: string, fullTripId: string, handle: Kysely<Database> = db): Promise<TripRow> {
    const trip = await findTrip(handle, fullTripId);
    if (!trip || trip.owner_account_id !== accountId) throw notFound();
    return trip;
  }

  /** The event when it is in a trip the account owns. @throws AppError 404 otherwise */
  async function ownedEvent(accountId: string, eventId: number, handle: Kysely<Database> = db): Promise<{ event: EventRow; trip: TripRow }> {
    const event = await findEvent(handle, eventId);
    const trip = event ? await findTrip(handle, event.trip_id) : undefined;
    if (!event || !trip || trip.owner_account_id !== accountId) throw notFound('No such trip event');
    return { event, trip };
  }

  /** The owned, not fully cancelled trip a result of `dest` from `start` to `end` joins (most recently updated), if any. */
  async function matchingTrip(handle: Kysely<Database>, accountId: string, dest: Destination, start: string, end: string): Promise<TripRow | undefined> {
    const owned = await findOwnedTrips(handle, accountId);
    const candidates = owned.filter((t) =>
      dest.cityId !== null ? t.destination_city_id !== null && Number(t.destination_city_id) === dest.cityId : t.destination_city_id === null && t.destination_name === dest.name,
    );
    if (candidates.length === 0) return undefined;
    const byTrip = groupEvents(await findEventsOfTrips(handle, candidates.map((t) => t.id)));
    return candidates.find((t) => {
      const events = byTrip.get(t.id) ?? [];
      if (isFullyCancelledTrip(countTripEvents(events))) return false;
      if (events.length === 0) return true;
      const tripStart = events.map((e) => e.start_date).sort()[0]!;
      const tripEnd = events.map((e) => e.end_date).sort().reverse()[0]!;
      return daysBetween(tripEnd, start) <= TRIP_MATCH_GAP_DAYS && daysBetween(end, tripStart) <= TRIP_MATCH_GAP_DAYS;
    });
  }

  /** The matching trip, or a new owned trip auto-named after the destination. */
  async function tripFor(handle: Kysely<Database>, account: { id: string; email: string }, dest: Destination, start: string, end: string, newTripId: string, at: string): Promise<TripRow> {
    const match = await matchingTrip(handle, account.id, dest, start, end);
    if (match) return match;
    const owned = await findOwnedTrips(handle, account.id);
    const base = dest.name.trim() || 'Trip';
    await insertTrip(handle, {
      id: newTripId, name: nextAutoNumberedName(owned.map((t) => t.name), base), ownerEmail: account.email, ownerAccountId: account.id, destinationCityId: dest.cityId,
      destinationName: dest.name.trim() || null, nowIso: at,
    });
    const created = await findTrip(handle, newTripId);
    if (!created) throw new Error(`trip ${newTripId} was not created`);
    return created;
  }

  const eventFields = (offer: AnyOffer, summary: OfferSummary) => ({
    title: summary.title, subtitle: summary.subtitle, startDate: summary.startDate, endDate: summary.endDate, offerJson: JSON.stringify(summary), resultId: offer.id,
    resultKey: resultKeyOf(offer), priceMinor: offer.price.amountMinor, currency: offer.price.currency,
  });

  async function refreshed(resultId: string): Promise<AnyOffer> {
    const r = await supplier.refreshOffer(resultId);
    if (r.status === 'invalid_offer') throw validationError('resultId', 'This result id was not issued by us (edited or malformed); search again');
    if (r.status === 'offer_expired') throw new AppError(410, 'OFFER_EXPIRED', 'The offer has expired; search again for current prices');
    if (r.status === 'sold_out') throw new AppError(409, 'SOLD_OUT', 'The offer is sold out');
    return r.offer;
  }

  async function settingsOf(accountId: string): Promise<TripsUserSettings> {
    return findSettings(db, accountId);
  }

  async function wishlistOf(accountId: string): Promise<WishlistReply> {
    return { wishlist: await findWishlist(db, accountId) };
  }

  const stateConflict = (state: string) => new AppError(409, 'VALIDATION_ERROR', `This event is ${state}: only saved and cart events can be changed this way`, 'state');

  return {
    async createTripWithBookedEvent(handle, i) {
      const summary = JSON.parse(i.offerJson) as OfferSummary;
      const dest = destinationOf(summary.offer, summary);
      await insertTrip(handle, {
        id: i.tripId, name: i.tripName, ownerEmail: i.ownerEmail, ownerAccountId: i.ownerAccountId ?? null, destinationCityId: dest.cityId, destinationName: dest.name || null, nowIso: i.nowIso,
      });
      const tripEventId = await insertTripEvent(handle, {
        tripId: i.tripId, vertical: i.vertical, state: 'booked', title: i.title, subtitle: summary.subtitle, startDate: i.startDate, endDate: i.endDate, offerJson: i.offerJson,
        resultId: summary.offer.id, resultKey: resultKeyOf(summary.offer), priceMinor: i.priceMinor, currency: i.currency, nowIso: i.nowIso,
      });
      return { tripEventId };
    },

    async addBookedEventForAccount(handle, i) {
      const account = await prepare(i.accountId, handle);
      const dest = destinationOf(i.offer, i.summary);
      const trip = await tripFor(handle, { id: account.id, email: i.ownerEmail }, dest, i.summary.startDate, i.summary.endDate, i.newTripId, i.nowIso);
      const tripEventId = await insertTripEvent(handle, { tripId: trip.id, vertical: i.summary.vertical, state: 'booked', ...eventFields(i.offer, i.summary), nowIso: i.nowIso });
      await touchTrip(handle, trip.id, i.nowIso);
      return { tripEventId, tripId: trip.id };
    },

    async assertCartEvent(handle, accountId, tripEventId) {
      if (accountId === null) throw notFound('No such trip event');
      const { event } = await ownedEvent(accountId, tripEventId, handle);
      if (event.state !== 'cart') throw notFound('No such cart event');
    },

    async bookCartEvent(handle, i) {
      const { trip } = await ownedEvent(i.accountId, i.tripEventId, handle);
      if ((await bookEventRow(handle, i.tripEventId, { ...eventFields(i.offer, i.summary), nowIso: i.nowIso })) !== 1) throw notFound('No such cart event');
      await touchTrip(handle, trip.id, i.nowIso);
      return { tripEventId: i.tripEventId, tripId: trip.id };
    },

    async cancelEvent(handle, tripEventId, at) {
      if ((await setTripEventState(handle, tripEventId, 'cancelled', at)) !== 1) throw new Error(`trip event ${tripEventId} does not exist`);
      const tripId = await findTripIdOfEvent(handle, tripEventId);
      if (tripId) await touchTrip(handle, tripId, at);
    },

    async tripIdOfEvent(handle, tripEventId) {
      const tripId = await findTripIdOfEvent(handle, tripEventId);
      if (tripId === undefined) throw new Error(`trip event ${tripEventId} does not exist`);
      return tripId;
    },

    async eventsOfAccount(handle, accountId) {
      await claimForAccount(handle, accountId);
      return findEventsOfAccount(handle, accountId);
    },

    async store(accountId, props, fullTripId) {
      const want = new Set<TripsStoreProp>(props.length > 0 ? props : TRIPS_STORE_PROPS);
      if (accountId === null) {
        if (fullTripId !== undefined) throw notFound();
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
      await prepare(accountId);
      const reply: TripsStoreReply = { loggedIn: true };
      if (fullTripId !== undefined) {
        const trip = await findTrip(db, fullTripId);
        const role = trip?.owner_account_id === accountId ? 'owner' : trip && (await isSharedWith(db, trip.id, accountId)) ? 'viewer' : null;
        if (!trip || !role) throw notFound();
        reply.trip = await detailsOf(trip, role);
      }
      const needOwned = want.has('trips') || want.has('cart') || want.has('savedResults');
      const owned = needOwned ? await findOwnedTrips(db, accountId) : [];
      const shared = want.has('trips') ? await findSharedTrips(db, accountId) : [];
      const events = groupEvents(await findEventsOfTrips(db, [...owned, ...shared].map((t) => t.id)));
      const ownedEvents = owned.flatMap((t) => events.get(t.id) ?? []);
      if (want.has('trips')) {
        const owners = await findAccounts(db, [...owned, ...shared].flatMap((t) => (t.owner_account_id ? [t.owner_account_id] : [])));
        reply.trips = [
          ...owned.map((t) => toSummary(t, events.get(t.id) ?? [], 'owner', owners.get(accountId))),
          ...shared.map((t) => toSummary(t, events.get(t.id) ?? [], 'viewer', t.owner_account_id ? owners.get(t.owner_account_id) : undefined)),
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
        const sharers = await findAccounts(db, rows.map((r) => r.sharer_account_id));
        reply.notifications = rows.map(
          (r): TripNotification => ({
            type: r.type, tripId: r.trip_id, avatarUrl: TRIPS_AVATAR_PATH.replace(':accountId', encodeURIComponent(r.sharer_account_id)),
            timestamp: Math.floor(Date.parse(r.created_at) / 1000), ownerDisplayName: displayNameOf(sharers.get(r.sharer_account_id)), tripName: r.name,
          }),
        );
      }
      if (want.has('wishlist')) reply.wishlist = (await wishlistOf(accountId)).wishlist;
      if (want.has('settings')) reply.settings = await settingsOf(accountId);
      return reply;
    },

    async save(accountId, resultId) {
      const account = await prepare(accountId);
      const offer = await refreshed(resultId);
      const summary = summarize(offer);
      const key = resultKeyOf(offer);
      const at = nowIso();
      const result = await db.transaction().execute(async (trx) => {
        const existing = (await findSavedEventsOfAccount(trx, accountId, { resultKey: key }))[0];
        if (existing) return { eventId: Number(existing.id), tripId: existing.trip_id, created: false };
        const trip = await tripFor(trx, account, destinationOf(offer, summary), summary.startDate, summary.endDate, newFullTripId(), at);
        const eventId = await insertTripEvent(trx, { tripId: trip.id, vertical: summary.vertical, state: 'saved', ...eventFields(offer, summary), nowIso: at });
        await touchTrip(trx, trip.id, at);
        return { eventId, tripId: trip.id, created: true };
      });
      const event = await findEvent(db, result.eventId);
      const trip = await findTrip(db, result.tripId);
      if (!event || !trip) throw new Error('saved event vanished');
      return { event: toEvent(event, null), trip: await summaryOf(trip, 'owner'), created: result.created };
    },

    async unsave(accountId, resultId) {
      await prepare(accountId);
      let key: string | undefined;
      const r = await supplier.refreshOffer(resultId);
      if (r.status === 'available' || r.status === 'price_changed') key = resultKeyOf(r.offer);
      const byKey = key !== undefined ? await findSavedEventsOfAccount(db, accountId, { resultKey: key }) : [];
      const events = byKey.length > 0 ? byKey : await findSavedEventsOfAccount(db, accountId, { resultId });
      if (events.length === 0) throw notFound('No saved result with this id');
      const at = nowIso();
      for (const e of events) {
        await deleteEvent(db, Number(e.id));
        await touchTrip(db, e.trip_id, at);
      }
    },

    async removeEvent(accountId, eventId) {
      await prepare(accountId);
      const { event, trip } = await ownedEvent(accountId, eventId);
      if (event.state !== 'saved' && event.state !== 'cart') throw stateConflict(event.state);
      if ((await deleteEvent(db, eventId)) !== 1) throw stateConflict('no longer saved');
      await touchTrip(db, trip.id, nowIso());
    },

    async moveEvent(accountId, eventId, toFullTripId) {
      await prepare(accountId);
      const { trip } = await ownedEvent(accountId, eventId);
      const target = await ownedTrip(accountId, toFullTripId);
      const at = nowIso();
      if (target.id !== trip.id) {
        await moveEventRow(db, eventId, target.id, at);
        await touchTrip(db, trip.id, at);
        await touchTrip(db, target.id, at);
      }
      const moved = await findEvent(db, eventId);
      if (!moved) throw notFound('No such trip event');
      return toEvent(moved, (await findBookingsOfEvents(db, [eventId])).get(eventId) ?? null);
    },

    async setInCart(accountId, eventId, inCart) {
      await prepare(accountId);
      const { event, trip } = await ownedEvent(accountId, eventId);
      if (event.state !== 'saved' && event.state !== 'cart') throw stateConflict(event.state);
      const at = nowIso();
      const to = inCart ? 'cart' : 'saved';
      if (event.state !== to) {
        if ((await setTripEventState(db, eventId, to, at, event.state)) !== 1) throw stateConflict('changed meanwhile');
        await touchTrip(db, trip.id, at);
      }
      const after = await findEvent(db, eventId);
      if (!after) throw notFound('No such trip event');
      return toEvent(after, null);
    },

    async rename(accountId, fullTripId, tripName) {
      await prepare(accountId);
      const trip = await ownedTrip(accountId, fullTripId);
      await renameTripRow(db, trip.id, tripName.trim(), nowIso());
      const after = await findTrip(db, trip.id);
      if (!after) throw notFound();
      return summaryOf(after, 'owner');
    },

    async share(accountId, fullTripId, email) {
      const account = await prepare(accountId);
      const trip = await ownedTrip(accountId, fullTripId);
      const normalized = email.trim().toLowerCase();
      if (normalized === account.email) throw validationError('email', 'This is your own email: share the trip with someone else');
      const recipient = await findAccountByEmail(db, normalized);
      if (!recipient) throw new AppError(404, 'NOT_FOUND', 'No account uses this email', 'email');
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        if (await insertShare(trx, trip.id, recipient.id, at)) await insertNotification(trx, { accountId: recipient.id, tripId: trip.id, sharerId: accountId, nowIso: at });
      });
      return detailsOf(trip, 'owner');
    },

    async unshare(accountId, fullTripId, email) {
      await prepare(accountId);
      const trip = await ownedTrip(accountId, fullTripId);
      const recipient = await findAccountByEmail(db, email.trim().toLowerCase());
      if (recipient) await db.transaction().execute(async (trx) => deleteShare(trx, trip.id, recipient.id));
      return detailsOf(trip, 'owner');
    },

    async clearNotification(accountId, fullTripId) {
      await prepare(accountId);
      if ((await clearNotifications(db, accountId, fullTripId, nowIso())) === 0) throw notFound('No notification of this trip');
    },

    async setSetting(accountId, setting, enabled) {
      await prepare(accountId);
      await setSetting(db, accountId, setting, enabled);
      return settingsOf(accountId);
    },

    async setTooltipShown(accountId, action) {
      await prepare(accountId);
      await setSetting(db, accountId, TOOLTIP_SETTING[action], true);
      return settingsOf(accountId);
    },

    async wishlistAdd(accountId, item) {
      await prepare(accountId);
      const trip = await ownedTrip(accountId, item.tripId);
      await upsertWishlistItem(db, accountId, trip.id, item.destination.trim(), nowIso());
      return wishlistOf(accountId);
    },

    async wishlistRemove(accountId, fullTripId) {
      await prepare(accountId);
      const trip = await ownedTrip(accountId, fullTripId);
      await deleteWishlistItem(db, accountId, trip.id);
      return wishlistOf(accountId);
    },
  };
}
