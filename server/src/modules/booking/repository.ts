/** Bookings, trips and trip events (migration 0002). */
import type { Kysely } from 'kysely';
import type { BookingRow, BookingsTable, Database } from '../../db/database.ts';

export type BookingWithTrip = BookingRow & { trip_id: string | null };

/** True when `err` is a unique-constraint violation on `column` (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown, column: string): boolean {
  const e = err as { code?: string; message?: string; constraint?: string; detail?: string };
  if (e?.code === '23505') return (e.constraint ?? e.detail ?? '').includes(column);
  return typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed') && e.message.includes(`bookings.${column}`);
}

export async function findBookingByKey(db: Kysely<Database>, key: string): Promise<BookingWithTrip | undefined> {
  return db
    .selectFrom('bookings')
    .leftJoin('trip_events', 'trip_events.id', 'bookings.trip_event_id')
    .selectAll('bookings')
    .select('trip_events.trip_id')
    .where('bookings.idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function findBookingByReference(db: Kysely<Database>, reference: string): Promise<BookingWithTrip | undefined> {
  return db
    .selectFrom('bookings')
    .leftJoin('trip_events', 'trip_events.id', 'bookings.trip_event_id')
    .selectAll('bookings')
    .select('trip_events.trip_id')
    .where('bookings.reference', '=', reference)
    .executeTakeFirst();
}

/** Inserts the pending claim row. @throws the driver's unique violation (idempotency_key or reference) */
export async function insertClaim(db: Kysely<Database>, row: Pick<BookingsTable, 'reference' | 'idempotency_key' | 'request_hash' | 'contact_email' | 'contact_email_lower' | 'session_id' | 'created_at'>): Promise<void> {
  await db.insertInto('bookings').values({ ...row, status: 'pending' }).execute();
}

/** Removes a pending claim (the request failed: nothing stays stored). */
export async function deleteClaim(db: Kysely<Database>, reference: string): Promise<void> {
  await db.deleteFrom('bookings').where('reference', '=', reference).where('status', '=', 'pending').execute();
}

export interface FinalizeInput {
  reference: string;
  tripId: string;
  tripName: string;
  ownerEmail: string;
  vertical: 'flights' | 'hotels' | 'cars' | 'trains' | 'packages';
  title: string;
  startDate: string;
  endDate: string;
  summaryJson: string;
  travelersJson: string;
  priceMinor: number;
  currency: string;
  cardBrand: string;
  cardLast4: string;
  paymentRef: string;
  supplierRef: string;
  nowIso: string;
}

/** Creates the trip and its booked event and turns the claim into a booked order, in one transaction. */
export async function finalizeBooking(db: Kysely<Database>, f: FinalizeInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('trips').values({ id: f.tripId, name: f.tripName, owner_email: f.ownerEmail, owner_account_id: null, created_at: f.nowIso, updated_at: f.nowIso }).execute();
    const ev = await trx
      .insertInto('trip_events')
      .values({
        trip_id: f.tripId, vertical: f.vertical, state: 'booked', title: f.title, start_date: f.startDate, end_date: f.endDate, offer_json: f.summaryJson,
        price_amount_minor: f.priceMinor, price_currency: f.currency, created_at: f.nowIso, updated_at: f.nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('bookings')
      .set({
        status: 'booked', vertical: f.vertical, trip_event_id: ev.id, travelers_json: f.travelersJson, summary_json: f.summaryJson, price_amount_minor: f.priceMinor,
        price_currency: f.currency, card_brand: f.cardBrand, card_last4: f.cardLast4, payment_ref: f.paymentRef, supplier_ref: f.supplierRef,
      })
      .where('reference', '=', f.reference)
      .execute();
  });
}

/** Marks an order and its trip event cancelled. */
export async function markCancelled(db: Kysely<Database>, reference: string, tripEventId: number | null, refundMinor: number, nowIso: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('bookings').set({ status: 'cancelled', cancelled_at: nowIso, refund_amount_minor: refundMinor }).where('reference', '=', reference).execute();
    if (tripEventId !== null) await trx.updateTable('trip_events').set({ state: 'cancelled', updated_at: nowIso }).where('id', '=', tripEventId).execute();
  });
}
