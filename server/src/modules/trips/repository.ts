/**
 * Trips, trip events, shares, notifications, wishlist items and trips user settings (tables of migrations 0002
 * and 0015). Private to the trips module: others call service.ts. Reads and writes only these tables: account
 * names and emails come from the accounts service, the orders of booked events from the booking module (ports.ts).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, TripEventState, TripEventsTable, TripsTable, Vertical } from '../../db/database.ts';

export type TripRow = Selectable<TripsTable>;
export type EventRow = Selectable<TripEventsTable>;

export interface NewTripRow {
  id: string;
  name: string;
  ownerEmail: string;
  /** trips.owner_account_id: the signed-in account, or null for a visitor's booking. */
  ownerAccountId: string | null;
  destinationCityId: number | null;
  destinationName: string | null;
  nowIso: string;
}

export interface NewTripEventRow {
  tripId: string;
  vertical: Vertical;
  state: TripEventState;
  title: string;
  subtitle: string;
  startDate: string;
  endDate: string;
  /** The OfferSummary as JSON. */
  offerJson: string;
  resultId: string;
  resultKey: string;
  priceMinor: number;
  currency: string;
  nowIso: string;
}

export async function insertTrip(db: Kysely<Database>, t: NewTripRow): Promise<void> {
  await db
    .insertInto('trips')
    .values({
      id: t.id, name: t.name, owner_email: t.ownerEmail, owner_account_id: t.ownerAccountId, destination_city_id: t.destinationCityId, destination_name: t.destinationName,
      created_at: t.nowIso, updated_at: t.nowIso,
    })
    .execute();
}

/** @returns the new event's id */
export async function insertTripEvent(db: Kysely<Database>, e: NewTripEventRow): Promise<number> {
  const row = await db
    .insertInto('trip_events')
    .values({
      trip_id: e.tripId, vertical: e.vertical, state: e.state, title: e.title, subtitle: e.subtitle, start_date: e.startDate, end_date: e.endDate, offer_json: e.offerJson,
      result_id: e.resultId, result_key: e.resultKey, price_amount_minor: e.priceMinor, price_currency: e.currency, created_at: e.nowIso, updated_at: e.nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Sets an event's state. @returns the number of events changed (0 or 1) */
export async function setTripEventState(db: Kysely<Database>, eventId: number, state: TripEventState, nowIso: string, fromState?: TripEventState): Promise<number> {
  let q = db.updateTable('trip_events').set({ state, updated_at: nowIso }).where('id', '=', eventId);
  if (fromState) q = q.where('state', '=', fromState);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Books a cart event: state cart -> booked with the booked offer and price. @returns rows changed (0 when it is no longer in the cart) */
export async function bookEventRow(
  db: Kysely<Database>,
  eventId: number,
  e: Pick<NewTripEventRow, 'title' | 'subtitle' | 'startDate' | 'endDate' | 'offerJson' | 'resultId' | 'resultKey' | 'priceMinor' | 'currency' | 'nowIso'>,
): Promise<number> {
  const r = await db
    .updateTable('trip_events')
    .set({
      state: 'booked', title: e.title, subtitle: e.subtitle, start_date: e.startDate, end_date: e.endDate, offer_json: e.offerJson, result_id: e.resultId, result_key: e.resultKey,
      price_amount_minor: e.priceMinor, price_currency: e.currency, updated_at: e.nowIso,
    })
    .where('id', '=', eventId)
    .where('state', '=', 'cart')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function findTripIdOfEvent(db: Kysely<Database>, eventId: number): Promise<string | undefined> {
  const row = await db.selectFrom('trip_events').select('trip_id').where('id', '=', eventId).executeTakeFirst();
  return row?.trip_id;
}

/** Events of the trips owned by `accountId` (trips.owner_account_id), newest trip first. */
export async function findEventsOfAccount(db: Kysely<Database>, accountId: string): Promise<{ tripEventId: number; tripId: string }[]> {
  const rows = await db
    .selectFrom('trip_events')
    .innerJoin('trips', 'trips.id', 'trip_events.trip_id')
    .select(['trip_events.id', 'trip_events.trip_id'])
    .where('trips.owner_account_id', '=', accountId)
    .orderBy('trips.created_at', 'desc')
    .orderBy('trip_events.id', 'desc')
    .execute();
  return rows.map((r) => ({ tripEventId: Number(r.id), tripId: r.trip_id }));
}

// --- guest trips ----------------------------------------------------------------------------------------

/**
 * Guest bookings join the account (issue #12): the trips booked without an account under `email` become the
 * account's (owner_account_id set). Callers pass only a confirmed email. @returns trips claimed
 */
export async function claimGuestTrips(db: Kysely<Database>, accountId: string, email: string): Promise<number> {
  const r = await db.updateTable('trips').set({ owner_account_id: accountId }).where('owner_account_id', 'is', null).where('owner_email', '=', email).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

// --- trips and events --------------------------------------------------------------------------------

export async function findTrip(db: Kysely<Database>, id: string): Promise<TripRow | undefined> {
  return db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOwnedTrips(db: Kysely<Database>, accountId: string): Promise<TripRow[]> {
  return db.selectFrom('trips').selectAll().where('owner_account_id', '=', accountId).orderBy('updated_at', 'desc').orderBy('id').execute();
}

export async function findSharedTrips(db: Kysely<Database>, accountId: string): Promise<TripRow[]> {
  return db
    .selectFrom('trips')
    .innerJoin('trip_shares', 'trip_shares.trip_id', 'trips.id')
    .selectAll('trips')
    .where('trip_shares.recipient_account_id', '=', accountId)
    .orderBy('trips.updated_at', 'desc')
    .orderBy('trips.id')
    .execute();
}

export async function isSharedWith(db: Kysely<Database>, tripId: string, accountId: string): Promise<boolean> {
  const row = await db.selectFrom('trip_shares').select('trip_id').where('trip_id', '=', tripId).where('recipient_account_id', '=', accountId).executeTakeFirst();
  return row !== undefined;
}

export async function findEventsOfTrips(db: Kysely<Database>, tripIds: readonly string[]): Promise<EventRow[]> {
  if (tripIds.length === 0) return [];
  return db.selectFrom('trip_events').selectAll().where('trip_id', 'in', [...tripIds]).orderBy('start_date').orderBy('id').execute();
}

export async function findEvent(db: Kysely<Database>, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('trip_events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Saved or cart events of the account's owned trips with this result key or result id. */
export async function findSavedEventsOfAccount(db: Kysely<Database>, accountId: string, match: { resultKey?: string; resultId?: string }): Promise<EventRow[]> {
  let q = db
    .selectFrom('trip_events')
    .innerJoin('trips', 'trips.id', 'trip_events.trip_id')
    .selectAll('trip_events')
    .where('trips.owner_account_id', '=', accountId)
    .where('trip_events.state', 'in', ['saved', 'cart']);
  if (match.resultKey !== undefined) q = q.where('trip_events.result_key', '=', match.resultKey);
  if (match.resultId !== undefined) q = q.where('trip_events.result_id', '=', match.resultId);
  return q.orderBy('trip_events.id').execute();
}

export async function deleteEvent(db: Kysely<Database>, id: number): Promise<number> {
  const r = await db.deleteFrom('trip_events').where('id', '=', id).where('state', 'in', ['saved', 'cart']).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function moveEventRow(db: Kysely<Database>, id: number, toTripId: string, nowIso: string): Promise<void> {
  await db.updateTable('trip_events').set({ trip_id: toTripId, updated_at: nowIso }).where('id', '=', id).execute();
}

export async function touchTrip(db: Kysely<Database>, id: string, nowIso: string): Promise<void> {
  await db.updateTable('trips').set({ updated_at: nowIso }).where('id', '=', id).execute();
}

export async function renameTripRow(db: Kysely<Database>, id: string, name: string, nowIso: string): Promise<void> {
  await db.updateTable('trips').set({ name, updated_at: nowIso }).where('id', '=', id).execute();
}

// --- shares and notifications -------------------------------------------------------------------------

/** Inserts the share unless it exists. @returns true when it was new */
export async function insertShare(db: Kysely<Database>, tripId: string, recipientId: string, nowIso: string): Promise<boolean> {
  const r = await db
    .insertInto('trip_shares')
    .values({ trip_id: tripId, recipient_account_id: recipientId, created_at: nowIso })
    .onConflict((oc) => oc.columns(['trip_id', 'recipient_account_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteShare(db: Kysely<Database>, tripId: string, recipientId: string): Promise<void> {
  await db.deleteFrom('trip_shares').where('trip_id', '=', tripId).where('recipient_account_id', '=', recipientId).execute();
  await db.deleteFrom('trip_notifications').where('trip_id', '=', tripId).where('account_id', '=', recipientId).execute();
}

export async function findSharesOfTrip(db: Kysely<Database>, tripId: string): Promise<{ recipientId: string; createdAt: string }[]> {
  const rows = await db.selectFrom('trip_shares').select(['recipient_account_id', 'created_at']).where('trip_id', '=', tripId).orderBy('created_at').orderBy('recipient_account_id').execute();
  return rows.map((r) => ({ recipientId: r.recipient_account_id, createdAt: r.created_at }));
}

export async function insertNotification(db: Kysely<Database>, n: { accountId: string; tripId: string; sharerId: string; nowIso: string }): Promise<void> {
  await db.insertInto('trip_notifications').values({ account_id: n.accountId, type: 'NEW_SHARED_TRIP', trip_id: n.tripId, sharer_account_id: n.sharerId, created_at: n.nowIso, cleared_at: null }).execute();
}

export async function findOpenNotifications(db: Kysely<Database>, accountId: string) {
  return db
    .selectFrom('trip_notifications')
    .innerJoin('trips', 'trips.id', 'trip_notifications.trip_id')
    .select(['trip_notifications.type', 'trip_notifications.trip_id', 'trip_notifications.sharer_account_id', 'trip_notifications.created_at', 'trips.name'])
    .where('trip_notifications.account_id', '=', accountId)
    .where('trip_notifications.cleared_at', 'is', null)
    .orderBy('trip_notifications.created_at', 'desc')
    .orderBy('trip_notifications.id', 'desc')
    .execute();
}

/** @returns how many notifications of that trip the account has (cleared or not) */
export async function clearNotifications(db: Kysely<Database>, accountId: string, tripId: string, nowIso: string): Promise<number> {
  await db.updateTable('trip_notifications').set({ cleared_at: nowIso }).where('account_id', '=', accountId).where('trip_id', '=', tripId).where('cleared_at', 'is', null).execute();
  const row = await db.selectFrom('trip_notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', accountId).where('trip_id', '=', tripId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

// --- wishlist and settings ---------------------------------------------------------------------------

export async function findWishlist(db: Kysely<Database>, accountId: string): Promise<{ tripId: string; destination: string }[]> {
  const rows = await db.selectFrom('wishlist_items').select(['trip_id', 'destination']).where('account_id', '=', accountId).orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ tripId: r.trip_id, destination: r.destination }));
}

/** Adds an item, replacing the destination of an item of the same trip. */
export async function upsertWishlistItem(db: Kysely<Database>, accountId: string, tripId: string, destination: string, nowIso: string): Promise<void> {
  await db
    .insertInto('wishlist_items')
    .values({ account_id: accountId, trip_id: tripId, destination, created_at: nowIso })
    .onConflict((oc) => oc.columns(['account_id', 'trip_id']).doUpdateSet({ destination }))
    .execute();
}

export async function deleteWishlistItem(db: Kysely<Database>, accountId: string, tripId: string): Promise<void> {
  await db.deleteFrom('wishlist_items').where('account_id', '=', accountId).where('trip_id', '=', tripId).execute();
}

/** Column of each trips user setting. */
export const SETTING_COLUMNS = {
  isTripsDrawerReminderTooltipShown: 'trips_drawer_reminder_tooltip_shown',
  isTripsDrawerGoToTripsButtonTooltipShown: 'trips_drawer_go_to_trips_button_tooltip_shown',
  isNavigationDrawerTripsTooltipShown: 'navigation_drawer_trips_tooltip_shown',
  mapViewFD: 'map_view_fd',
  mapViewDP: 'map_view_dp',
  tdpAutopilot: 'tdp_autopilot',
} as const;
export type SettingName = keyof typeof SETTING_COLUMNS;

/** The account's settings (all false without a row). */
export async function findSettings(db: Kysely<Database>, accountId: string): Promise<Record<SettingName, boolean>> {
  const row = await db.selectFrom('trips_user_settings').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  const out = {} as Record<SettingName, boolean>;
  for (const [name, column] of Object.entries(SETTING_COLUMNS) as [SettingName, (typeof SETTING_COLUMNS)[SettingName]][]) out[name] = row ? Number(row[column]) === 1 : false;
  return out;
}

export async function setSetting(db: Kysely<Database>, accountId: string, name: SettingName, value: boolean): Promise<void> {
  const column = SETTING_COLUMNS[name];
  const v = value ? 1 : 0;
  await db
    .insertInto('trips_user_settings')
    .values({ account_id: accountId, [column]: v })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ [column]: v }))
    .execute();
}
