/** Trips and trip events (tables of migration 0002). Private to the trips module: others call service.ts. */
import type { Kysely } from 'kysely';
import type { Database, TripEventState, Vertical } from '../../db/database.ts';

export interface NewTripRow {
  id: string;
  name: string;
  ownerEmail: string;
  /** trips.owner_account_id: the signed-in account that booked, or null. */
  ownerAccountId: string | null;
  nowIso: string;
}

export interface NewTripEventRow {
  tripId: string;
  vertical: Vertical;
  state: TripEventState;
  title: string;
  startDate: string;
  endDate: string;
  offerJson: string;
  priceMinor: number;
  currency: string;
  nowIso: string;
}

export async function insertTrip(db: Kysely<Database>, t: NewTripRow): Promise<void> {
  await db.insertInto('trips').values({ id: t.id, name: t.name, owner_email: t.ownerEmail, owner_account_id: t.ownerAccountId, created_at: t.nowIso, updated_at: t.nowIso }).execute();
}

/** @returns the new event's id */
export async function insertTripEvent(db: Kysely<Database>, e: NewTripEventRow): Promise<number> {
  const row = await db
    .insertInto('trip_events')
    .values({
      trip_id: e.tripId, vertical: e.vertical, state: e.state, title: e.title, start_date: e.startDate, end_date: e.endDate, offer_json: e.offerJson,
      price_amount_minor: e.priceMinor, price_currency: e.currency, created_at: e.nowIso, updated_at: e.nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets an event's state. @returns the number of events changed (0 or 1) */
export async function setTripEventState(db: Kysely<Database>, eventId: number, state: TripEventState, nowIso: string): Promise<number> {
  const r = await db.updateTable('trip_events').set({ state, updated_at: nowIso }).where('id', '=', eventId).executeTakeFirst();
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
