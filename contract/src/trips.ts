/**
 * Trips (issue #12): trips and their events, the trips store, the trips cart, saving results, sharing,
 * notifications, the wishlist and the trips user settings.
 *
 * Spec: core-and-business §2 (/trips, seasonal images), §3 (trip identifier, event counts, trips cart,
 * saved-for-later data, save states), §4 (fully cancelled trip, auto-numbered names, shopping cart count, save to
 * trips, save control), §5 (trip-id helpers), §8 ('Invalid full trip id passed.'), §9 (session storage keys);
 * account-business-header-and-trips §3 (Trip, Notification, Wishlist, Trips user settings), §4, §7 (Trips calls),
 * §8, §9.
 *
 * Units: money in minor units (MoneySchema); dates `YYYY-MM-DD` (local to the place); instants ISO 8601 UTC;
 * notification timestamps in whole seconds since the epoch (account-business-header-and-trips §3).
 *
 * Authorization (server): every call needs a signed-in account except `GET /trips/api/store`, which answers a
 * visitor with `loggedIn: false` and empty lists, and the seasonal images. An account reads and changes only
 * the trips it owns; a trip shared with it is readable (role `viewer`) and never writable. Another account's
 * trip, event or share answers 404 NOT_FOUND, exactly like a missing one (no existence oracle).
 */
import { z } from 'zod';
import { IsoDateSchema, MoneySchema } from './flights.ts';
import { VerticalSchema } from './verticals.ts';
import { DisplayTextSchema } from './display-text.ts';
import { AnyOfferSchema, type AnyOffer } from './booking.ts';
import { ApprovalBookingEffectSchema, ApprovalStateSchema } from './approvals.ts';
import type { FlightOffer } from './flights.ts';
import type { HotelOffer } from './hotels.ts';

// ---------------------------------------------------------------------------------------------------------
// Trip identifier (core-and-business §3, §5, §8)

/** Error text for an empty full trip id (core-and-business §8). */
export const INVALID_FULL_TRIP_ID_MESSAGE = 'Invalid full trip id passed.';
/** Length of the short trip id: the first characters of a full trip id (core-and-business §3). */
export const TRIP_ID_PREFIX_LENGTH = 6;

/** A full trip id: 16 characters of [A-Za-z0-9] (the server generates them; the first 6 are the short trip id). */
export const FullTripIdSchema = z.string().regex(/^[A-Za-z0-9]{16}$/, 'Expected a full trip id');
export type FullTripId = z.infer<typeof FullTripIdSchema>;

/**
 * Splits a full trip id into its first 6 characters (`tripId`) and the remainder (`tripHash`), core-and-business §3.
 * @throws Error 'Invalid full trip id passed.' for an empty id (core-and-business §5, §8)
 */
export function splitFullTripId(fullTripId: string): { tripId: string; tripHash: string } {
  if (!fullTripId) throw new Error(INVALID_FULL_TRIP_ID_MESSAGE);
  return { tripId: fullTripId.slice(0, TRIP_ID_PREFIX_LENGTH), tripHash: fullTripId.slice(TRIP_ID_PREFIX_LENGTH) };
}

/**
 * Joins a short trip id and its hash back into the full trip id.
 * @throws Error 'Invalid full trip id passed.' when either part is empty
 */
export function joinFullTripId(tripId: string, tripHash: string): string {
  if (!tripId || !tripHash) throw new Error(INVALID_FULL_TRIP_ID_MESSAGE);
  return `${tripId}${tripHash}`;
}

// ---------------------------------------------------------------------------------------------------------
// Events, counts, names (core-and-business §3, §4)

/** Trip event states (core-and-business §1): saved, in the cart, booked, cancelled. */
export const TripEventStateSchema = z.enum(['saved', 'cart', 'booked', 'cancelled']);
export type TripEventState = z.infer<typeof TripEventStateSchema>;

/** Save-control states (core-and-business §3 "Save states", §4 "Save control"). */
export const SAVE_STATES = ['unsaved', 'saving', 'saved'] as const;
export type SaveState = (typeof SAVE_STATES)[number];

/** Trip event counts (core-and-business §3). Null while not known yet (for the fully-cancelled rule). */
export const TripEventCountsSchema = z.object({
  numBookedEvents: z.number().int().nonnegative(),
  numCancelledEvents: z.number().int().nonnegative(),
  numCartEvents: z.number().int().nonnegative(),
  numSavedEvents: z.number().int().nonnegative(),
});
export type TripEventCounts = z.infer<typeof TripEventCountsSchema>;

/**
 * Counts of a trip's events by state. A cancelled event counts as booked AND cancelled (it was booked once), so a
 * trip whose every booking was cancelled has booked = cancelled (core-and-business §4 "Fully cancelled trip").
 */
export function countTripEvents(events: readonly { state: TripEventState }[]): TripEventCounts {
  const c = { numBookedEvents: 0, numCancelledEvents: 0, numCartEvents: 0, numSavedEvents: 0 };
  for (const e of events) {
    if (e.state === 'saved') c.numSavedEvents++;
    else if (e.state === 'cart') c.numCartEvents++;
    else if (e.state === 'booked') c.numBookedEvents++;
    else {
      c.numBookedEvents++;
      c.numCancelledEvents++;
    }
  }
  return c;
}

/**
 * Fully cancelled trip (core-and-business §4): all four counts are known numbers, saved and cart counts are 0,
 * booked is above 0 and booked equals cancelled.
 */
export function isFullyCancelledTrip(counts: Partial<Record<keyof TripEventCounts, number | null | undefined>>): boolean {
  const { numBookedEvents: b, numCancelledEvents: c, numCartEvents: k, numSavedEvents: s } = counts;
  const known = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  return known(b) && known(c) && known(k) && known(s) && s === 0 && k === 0 && b > 0 && b === c;
}

/**
 * Auto-numbered names (core-and-business §4): the base alone if unused; otherwise the base, a space, and the
 * highest existing numeric suffix plus 1 ("Paris", "Paris 2", "Paris 3"; with "Paris" and "Paris 7" the next is
 * "Paris 8"). Names compare exactly after trimming.
 */
export function nextAutoNumberedName(existingNames: readonly string[], baseName: string): string {
  const base = baseName.trim();
  const names = existingNames.map((n) => n.trim());
  if (!names.includes(base)) return base;
  let highest = 1;
  const prefix = `${base} `;
  for (const n of names) {
    if (!n.startsWith(prefix)) continue;
    const suffix = n.slice(prefix.length);
    if (/^\d{1,9}$/.test(suffix)) highest = Math.max(highest, Number(suffix));
  }
  return `${base} ${highest + 1}`;
}

const flightKey = (o: FlightOffer) =>
  `${o.cabin}|${[o.outbound, ...(o.legs ? o.legs.slice(1) : o.inbound ? [o.inbound] : [])].flatMap((leg) => leg.segments.map((s) => `${s.carrier.code}${s.flightNumber}@${s.departureAt}`)).join(',')}`;
const hotelKey = (o: HotelOffer) => `${o.hotel.hotelId}|${o.roomType}|${o.rateType}|${o.checkIn}|${o.checkOut}|${o.guests}|${o.rooms}`;

/**
 * Stable identity of a result across searches (offer ids change with every quote and price): what a traveller
 * would call "the same flight / room / car / train / package". The save control shows "Saved" for a result whose
 * key matches a saved or cart event; the server answers the same event when the same result is saved again.
 * Flights: cabin + every segment's carrier, flight number and departure; hotels: hotel, room, rate type, dates,
 * guests, rooms; cars: supplier, class, desks and times; trains: train number, departure, class, passengers;
 * packages: the flight and hotel keys. Prefixed with the vertical.
 */
export function resultKeyOf(offer: AnyOffer): string {
  if ('outbound' in offer) return `flights|${flightKey(offer)}`;
  switch (offer.vertical) {
    case 'hotels':
      return `hotels|${hotelKey(offer)}`;
    case 'cars':
      return `cars|${offer.supplier.code}|${offer.carClass}|${offer.location.code}|${offer.dropOffLocation?.code ?? offer.location.code}|${offer.pickUpAt}|${offer.dropOffAt}`;
    case 'trains':
      return `trains|${offer.trainNumber}|${offer.departureAt}|${offer.trainClass}|${offer.passengers}`;
    case 'packages':
      return `packages|${flightKey(offer.flight)}|${hotelKey(offer.hotel)}`;
  }
}

/** Longest trip name, characters. */
export const MAX_TRIP_NAME_LENGTH = 80;
/** A trip name as a user sets it: display text ({@link DisplayTextSchema}: shown to everyone the trip is shared with), 1-80 characters. */
export const TripNameSchema = DisplayTextSchema.min(1, 'Enter a trip name').max(MAX_TRIP_NAME_LENGTH, `At most ${MAX_TRIP_NAME_LENGTH} characters`);

/** One event of a trip: a saved result, a cart item, a booking or a cancelled booking. */
export const TripEventSchema = z.object({
  /** Event id (positive integer, the server's). */
  eventId: z.number().int().positive(),
  /** Full trip id of the trip holding it. */
  fullTripId: FullTripIdSchema,
  state: TripEventStateSchema,
  /** Trips cart item flag (core-and-business §3): state === 'cart'. */
  isInCart: z.boolean(),
  vertical: VerticalSchema,
  /** e.g. "JFK → LHR", "Grand Riverside Hotel, London". */
  title: z.string(),
  /** e.g. "British Airways · nonstop", "Double room · free cancellation". */
  subtitle: z.string(),
  /** Local dates of the event; the timeline orders by startDate. */
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  /** The result id (the offer id it was saved from). */
  resultId: z.string(),
  /** {@link resultKeyOf} the offer: saving the same result again (any later offer id of it) answers this event. */
  resultKey: z.string(),
  /** The offer as shown when saved or booked (prices may have changed since: booking refreshes it). */
  offer: AnyOfferSchema,
  price: MoneySchema,
  /**
   * The booking of a booked or cancelled event (owner only; null for viewers and unbooked events). `approval`: the
   * booking's business approval (issue #25 "The traveler sees the status on the trip"), absent when it needed none.
   */
  booking: z.object({
    reference: z.string(),
    contactEmail: z.string(),
    approval: z.object({ state: ApprovalStateSchema, expiryOutcome: ApprovalBookingEffectSchema.nullable() }).optional(),
  }).nullable(),
  createdAt: z.iso.datetime(),
});
export type TripEvent = z.infer<typeof TripEventSchema>;

/** Role of the signed-in account on a trip. */
export const TripRoleSchema = z.enum(['owner', 'viewer']);
export type TripRole = z.infer<typeof TripRoleSchema>;

/**
 * Seasonal trip image path (core-and-business §2 `/trips/api/images/seasonal/{a}/{b}/{c}`), chosen as
 * `/trips/api/images/seasonal/{season}/{cityId}/{size}`: `season` = winter|spring|summer|autumn of the trip's
 * start date at the destination's hemisphere, `cityId` = GeoNames id of the destination (seeds the generated
 * skyline and palette; 0 for none), `size` = square edge in px (32, 64 or 320). A generated SVG, no artwork.
 */
export const TRIP_SEASONAL_IMAGE_PATH = '/trips/api/images/seasonal/:season/:cityId/:size';
export const TripSeasonSchema = z.enum(['winter', 'spring', 'summer', 'autumn']);
export type TripSeason = z.infer<typeof TripSeasonSchema>;
export const TRIP_IMAGE_SIZES = [32, 64, 320] as const;
export const TripImageParamsSchema = z.object({
  season: TripSeasonSchema,
  cityId: z.coerce.number().int().nonnegative().max(99_999_999),
  size: z.coerce.number().int().refine((n) => (TRIP_IMAGE_SIZES as readonly number[]).includes(n), 'Size must be 32, 64 or 320'),
});

/** A trip as the drawer and the all-trips page list it (account-business-header-and-trips §3 "Trip"). */
export const TripSummarySchema = TripEventCountsSchema.extend({
  fullTripId: FullTripIdSchema,
  /** First 6 characters of the full trip id (core-and-business §3). */
  tripId: z.string(),
  /** The remainder of the full trip id. */
  tripHash: z.string(),
  tripName: z.string(),
  /** Frame path of the trip page: `/trips/{fullTripId}`. */
  tripUrl: z.object({ url: z.string() }),
  /** Seasonal image path (TRIP_SEASONAL_IMAGE_PATH) at 64 px; the drawer shows it 32x32. */
  imageUrl: z.string(),
  /** Destination city name and GeoNames id the trip groups results for (null for a trip without one). */
  destinationName: z.string().nullable(),
  destinationCityId: z.number().int().positive().nullable(),
  /** Earliest start and latest end over its events (null for an empty trip). */
  startDate: z.nullable(IsoDateSchema),
  endDate: z.nullable(IsoDateSchema),
  ownerDisplayName: z.string(),
  role: TripRoleSchema,
  /** core-and-business §4 "Fully cancelled trip" (computed by the server with {@link isFullyCancelledTrip}). */
  fullyCancelled: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type TripSummary = z.infer<typeof TripSummarySchema>;

/** A trip with its events (account-business-header-and-trips §3 "Trip": tripId, tripHash, events, ownerDisplayName, tripName, numSavedEvents). */
export const TripDetailsSchema = TripSummarySchema.extend({
  events: z.array(TripEventSchema),
  /** Accounts the trip is shared with (owner only; empty for a viewer). */
  shares: z.array(z.object({ email: z.string(), displayName: z.string(), sharedAt: z.iso.datetime() })),
});
export type TripDetails = z.infer<typeof TripDetailsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Notifications, wishlist, settings (account-business-header-and-trips §3)

export const NotificationTypeSchema = z.enum(['NEW_SHARED_TRIP']);
/** A notification (account-business-header-and-trips §3): type, tripId (full), avatarUrl, timestamp in seconds. */
export const TripNotificationSchema = z.object({
  type: NotificationTypeSchema,
  /** Full trip id of the shared trip. */
  tripId: FullTripIdSchema,
  /** The sharer's avatar: a generated initials SVG path on this server. */
  avatarUrl: z.string(),
  /** When the trip was shared, whole seconds since the epoch. */
  timestamp: z.number().int().nonnegative(),
  /** For the text: who shared which trip. */
  ownerDisplayName: z.string(),
  tripName: z.string(),
});
export type TripNotification = z.infer<typeof TripNotificationSchema>;

/** A wishlist item (account-business-header-and-trips §3): a saved destination, one per trip. */
export const WishlistItemSchema = z.object({
  tripId: FullTripIdSchema,
  destination: z.string().min(1).max(120),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** Heart animation of the wishlist control, ms (account-business-header-and-trips §9). */
export const WISHLIST_HEART_ANIMATION_MS = 1200;
/** The wishlist toast shows only when exactly this many items are saved (account-business-header-and-trips §5, §9). */
export const WISHLIST_TOAST_ITEM_COUNT = 1;

/** Trips user settings (account-business-header-and-trips §3, §7). */
export const TripsUserSettingsSchema = z.object({
  isTripsDrawerReminderTooltipShown: z.boolean(),
  isTripsDrawerGoToTripsButtonTooltipShown: z.boolean(),
  isNavigationDrawerTripsTooltipShown: z.boolean(),
  mapViewFD: z.boolean(),
  mapViewDP: z.boolean(),
  tdpAutopilot: z.boolean(),
});
export type TripsUserSettings = z.infer<typeof TripsUserSettingsSchema>;

// ---------------------------------------------------------------------------------------------------------
// The trips store (account-business-header-and-trips §7 "Trips")

export const TRIPS_STORE_PATH = '/trips/api/store';
/** What a store call returns; `props` is a comma-separated subset (default all but `trip`). */
export const TRIPS_STORE_PROPS = ['trips', 'cart', 'notifications', 'wishlist', 'settings', 'savedResults'] as const;
export type TripsStoreProp = (typeof TRIPS_STORE_PROPS)[number];

/** GET /trips/api/store?props=trips,cart (visitors: 200, loggedIn false, empty lists). */
export const TripsStoreQuerySchema = z.object({
  props: z
    .string()
    .max(200)
    .optional()
    .transform((s, ctx) => {
      if (!s) return [...TRIPS_STORE_PROPS];
      const parts = s.split(',').map((p) => p.trim()).filter(Boolean);
      for (const p of parts) {
        if (!(TRIPS_STORE_PROPS as readonly string[]).includes(p)) {
          ctx.addIssue({ code: 'custom', message: `Unknown store prop ${p}` });
          return z.NEVER;
        }
      }
      return parts as TripsStoreProp[];
    }),
});
/** POST /trips/api/store form fields (X-CSRF): optional `fullTripId` adds that trip's details as `trip`. */
export const TripsStoreFormSchema = z.object({ fullTripId: FullTripIdSchema.optional(), props: z.string().max(200).optional() });

/** The trips cart (core-and-business §3): its events (state cart) with `isInCart`. */
export const TripsCartSchema = z.object({ events: z.array(TripEventSchema) });
export type TripsCart = z.infer<typeof TripsCartSchema>;

/** Reply of the trips store. Lists absent when not asked for in `props`. */
export const TripsStoreReplySchema = z.object({
  loggedIn: z.boolean(),
  /** Owned trips then shared ones, most recently updated first. */
  trips: z.array(TripSummarySchema).optional(),
  cart: TripsCartSchema.optional(),
  notifications: z.array(TripNotificationSchema).optional(),
  wishlist: z.array(WishlistItemSchema).optional(),
  settings: TripsUserSettingsSchema.optional(),
  /** Saved and cart events of owned trips, by result key: what the save controls show as "Saved". */
  savedResults: z.array(z.object({ resultKey: z.string(), resultId: z.string(), eventId: z.number().int().positive(), fullTripId: FullTripIdSchema })).optional(),
  /** With `fullTripId`: that trip (owned or shared with this account; otherwise 404 NOT_FOUND). */
  trip: TripDetailsSchema.optional(),
});
export type TripsStoreReply = z.infer<typeof TripsStoreReplySchema>;

// ---------------------------------------------------------------------------------------------------------
// Changes (all POST JSON with X-CSRF, signed-in account; 404 NOT_FOUND for what is not the caller's)

/**
 * POST /trips/api/events/save { resultId }: the server re-prices the offer from its signed id (never trusts
 * client offer data) and saves it to the trip for its destination and dates: an owned, not fully cancelled trip
 * for the same destination city whose dates overlap or lie within {@link TRIP_MATCH_GAP_DAYS} days, else a new
 * trip auto-named after the destination ({@link nextAutoNumberedName}). Saving a result already saved (same
 * result key, state saved or cart, in an owned trip) answers that event with `created: false`. 410 OFFER_EXPIRED, 409 SOLD_OUT, and
 * 400 VALIDATION_ERROR on `resultId` for an id the server did not issue (forged or edited).
 */
export const TRIPS_SAVE_PATH = '/trips/api/events/save';
export const SaveResultRequestSchema = z.object({ resultId: z.string().min(1).max(400) });
/** Saving "the same result" means the same {@link resultKeyOf}, not the same offer id. */
export const SaveResultReplySchema = z.object({ event: TripEventSchema, trip: TripSummarySchema, created: z.boolean() });
export type SaveResultReply = z.infer<typeof SaveResultReplySchema>;
/** A saved result joins a trip whose dates are within this many days of its own. */
export const TRIP_MATCH_GAP_DAYS = 3;

/** POST /trips/api/events/unsave { resultId }: removes the caller's saved (or cart) event of that result (matched by the result key of the offer the id decodes to, else by the stored resultId); 204; 404 NOT_FOUND when the caller has none. */
export const TRIPS_UNSAVE_PATH = '/trips/api/events/unsave';
export const UnsaveResultRequestSchema = SaveResultRequestSchema;

/** POST /trips/api/events/:eventId/remove: deletes a saved or cart event (a booked or cancelled one: 409 VALIDATION_ERROR on `state`); 204. */
export const TRIPS_EVENT_REMOVE_PATH = '/trips/api/events/:eventId/remove';
/** POST /trips/api/events/:eventId/move { toFullTripId }: moves an event to another owned trip; reply the event. */
export const TRIPS_EVENT_MOVE_PATH = '/trips/api/events/:eventId/move';
export const MoveEventRequestSchema = z.object({ toFullTripId: FullTripIdSchema });
/** POST /trips/api/events/:eventId/cart { inCart }: saved <-> cart (other states: 409 VALIDATION_ERROR on `state`); reply the event. */
export const TRIPS_EVENT_CART_PATH = '/trips/api/events/:eventId/cart';
export const CartEventRequestSchema = z.object({ inCart: z.boolean() });
export const TripEventParamsSchema = z.object({ eventId: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /trips/api/trips/:fullTripId/rename { tripName }: reply the trip summary. */
export const TRIPS_RENAME_PATH = '/trips/api/trips/:fullTripId/rename';
export const RenameTripRequestSchema = z.object({ tripName: TripNameSchema });
export const TripParamsSchema = z.object({ fullTripId: FullTripIdSchema });

/**
 * POST /trips/api/trips/:fullTripId/share { email }: shares the owned trip read-only with the account of that
 * (confirmed or not) email; the recipient gets a NEW_SHARED_TRIP notification. 404 NOT_FOUND 'No account uses
 * this email' when none; 400 VALIDATION_ERROR for the owner's own email. Sharing twice is one share. Reply the
 * trip details.
 */
export const TRIPS_SHARE_PATH = '/trips/api/trips/:fullTripId/share';
export const ShareTripRequestSchema = z.object({ email: z.email('Enter a valid email address').max(254) });
/** POST /trips/api/trips/:fullTripId/unshare { email }: revokes (the recipient's notification goes too); reply the trip details. */
export const TRIPS_UNSHARE_PATH = '/trips/api/trips/:fullTripId/unshare';

/** POST /trips/api/user/settings/clearNotification { tripId }: clears the caller's notification(s) of that trip; 204; 404 NOT_FOUND when the caller has none of that trip. */
export const TRIPS_CLEAR_NOTIFICATION_PATH = '/trips/api/user/settings/clearNotification';
export const ClearNotificationRequestSchema = z.object({ tripId: FullTripIdSchema });

/** POST /trips/api/user/settings/{mapViewFD|mapViewDP|tdpAutopilot} { enabled }; reply the settings. */
export const TRIPS_USER_SETTING_PATH = '/trips/api/user/settings/:setting';
export const TripsUserSettingParamsSchema = z.object({ setting: z.enum(['mapViewFD', 'mapViewDP', 'tdpAutopilot']) });
export const TripsUserSettingRequestSchema = z.object({ enabled: z.boolean() });
/**
 * POST /i/api/trips/user/v1/{setTripsDrawerGoToTripsButtonTooltipShown|setTripsDrawerReminderTooltipShown|
 * setNavigationDrawerTripsTooltipShown} (no body): sets that flag true; reply the settings.
 */
export const TRIPS_TOOLTIP_SHOWN_PATH = '/i/api/trips/user/v1/:action';
export const TripsTooltipActionParamsSchema = z.object({
  action: z.enum(['setTripsDrawerGoToTripsButtonTooltipShown', 'setTripsDrawerReminderTooltipShown', 'setNavigationDrawerTripsTooltipShown']),
});

/** POST /trips/api/wishlist/add { tripId, destination }: adds, replacing an item of the same trip (an owned trip; else 404 NOT_FOUND); reply the list. */
export const WISHLIST_ADD_PATH = '/trips/api/wishlist/add';
/** POST /trips/api/wishlist/remove { tripId }; reply the list. */
export const WISHLIST_REMOVE_PATH = '/trips/api/wishlist/remove';
/**
 * POST {@link WISHLIST_ADD_PATH} body: a wishlist item whose destination is display text ({@link DisplayTextSchema},
 * issue #22). Replies use {@link WishlistItemSchema}, which does not re-check stored text.
 */
export const WishlistAddRequestSchema = WishlistItemSchema.extend({ destination: DisplayTextSchema.min(1).max(120) });
export const WishlistRemoveRequestSchema = z.object({ tripId: FullTripIdSchema });
export const WishlistReplySchema = z.object({ wishlist: z.array(WishlistItemSchema) });
export type WishlistReply = z.infer<typeof WishlistReplySchema>;

/** Avatar of a sharer: GET /trips/api/images/avatar/:accountId (generated initials SVG). */
export const TRIPS_AVATAR_PATH = '/trips/api/images/avatar/:accountId';

// ---------------------------------------------------------------------------------------------------------
// Frame-side constants (core-and-business §3, §9; account-business-header-and-trips §4, §9)

/** Session storage key of the result waiting to be saved after sign-in (core-and-business §9). */
export const TRIP_SAVE_LATER_KEY = 'tripSaveLater';
/** Saved-for-later trip data (core-and-business §3): the result and its saving state (default isSaved false). */
export const TripSaveLaterSchema = z.object({
  resultData: z.object({ resultId: z.string().min(1).max(400), vertical: VerticalSchema }),
  savingState: z.object({ isSaved: z.boolean().default(false) }).default({ isSaved: false }),
});
export type TripSaveLater = z.infer<typeof TripSaveLaterSchema>;

/** At most this many trips in the drawer (account-business-header-and-trips §9). */
export const TRIPS_DRAWER_MAX_TRIPS = 3;
/** Drawer trip image edge, px (account-business-header-and-trips §9). */
export const TRIPS_DRAWER_IMAGE_PX = 32;
/** Drawer reminder tooltip: auto-close and the first-opened delay, ms (account-business-header-and-trips §9). */
export const TRIPS_TOOLTIP_AUTO_CLOSE_MS = 5000;
export const TRIPS_TOOLTIP_DELAY_MS = 30 * 60 * 1000;
/** Local storage key of the drawer's first-opened time (ms since the epoch). */
export const TRIPS_DRAWER_FIRST_OPENED_KEY = 'trips.drawer.firstOpened';

/**
 * Trips drawer reminder tooltip (account-business-header-and-trips §4): appears once, when the shown setting is
 * false, the first-opened time is older than the delay, and the first trip is shown collapsed.
 * @param firstOpenedMs the drawer's first-opened time (ms since the epoch) from local storage, or null when unknown
 */
export function shouldShowTripsTooltip(input: { tooltipShown: boolean; firstOpenedMs: number | null; nowMs: number; firstTripCollapsed: boolean; delayMs?: number }): boolean {
  const delay = input.delayMs ?? TRIPS_TOOLTIP_DELAY_MS;
  return !input.tooltipShown && input.firstOpenedMs !== null && input.nowMs - input.firstOpenedMs > delay && input.firstTripCollapsed;
}


/** Whether the wishlist toast shows (account-business-header-and-trips §5): exactly one saved item. */
export function shouldShowWishlistToast(items: readonly WishlistItem[]): boolean {
  return items.length === WISHLIST_TOAST_ITEM_COUNT;
}
