/** Bookings, trips and trip events (migrations 0002, 0003). Every state change is one conditional statement or transaction. */
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
export async function insertClaim(
  db: Kysely<Database>,
  row: Pick<BookingsTable, 'reference' | 'idempotency_key' | 'request_hash' | 'contact_email' | 'contact_email_lower' | 'session_id' | 'created_at' | 'price_amount_minor' | 'price_currency'> & { offer_id: string },
): Promise<void> {
  await db.insertInto('bookings').values({ ...row, status: 'pending' }).execute();
}

/**
 * Takes a stale pending claim over for recovery: sets `recovered_at` when the claim (or an earlier
 * recovery of it) started before `cutoffIso`. One caller wins; finalize refuses the claim afterwards.
 * @returns true when this caller now owns the recovery
 */
export async function takeStaleClaim(db: Kysely<Database>, reference: string, cutoffIso: string, nowIso: string): Promise<boolean> {
  const r = await db
    .updateTable('bookings')
    .set({ recovered_at: nowIso })
    .where('reference', '=', reference)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb.and([eb('recovered_at', 'is', null), eb('created_at', '<', cutoffIso)]), eb('recovered_at', '<', cutoffIso)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** References of pending claims that started (or whose recovery started) before `cutoffIso`. */
export async function listStaleClaims(db: Kysely<Database>, cutoffIso: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('reference')
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb.and([eb('recovered_at', 'is', null), eb('created_at', '<', cutoffIso)]), eb('recovered_at', '<', cutoffIso)]))
    .execute();
  return rows.map((r) => r.reference);
}

/** Cancelled orders whose refund was recorded but not confirmed (a crash or a provider failure in between). */
export async function listUnfinishedRefunds(db: Kysely<Database>): Promise<BookingWithTrip[]> {
  return db
    .selectFrom('bookings')
    .leftJoin('trip_events', 'trip_events.id', 'bookings.trip_event_id')
    .selectAll('bookings')
    .select('trip_events.trip_id')
    .where('bookings.status', '=', 'cancelled')
    .where('bookings.refund_status', 'in', ['pending', 'failed'])
    .execute();
}

/** Records the outcome of a cancelled order's refund. */
export async function setRefundStatus(db: Kysely<Database>, reference: string, status: 'refunded' | 'failed'): Promise<void> {
  await db.updateTable('bookings').set({ refund_status: status }).where('reference', '=', reference).where('status', '=', 'cancelled').execute();
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

/** The claim is no longer this request's to finish (a recovery took it over). */
export class ClaimLostError extends Error {
  constructor(reference: string) {
    super(`Booking claim ${reference} was taken over by crash recovery`);
    this.name = 'ClaimLostError';
  }
}

/**
 * Creates the trip and its booked event and turns the claim into a booked order, in one transaction.
 * The claim must still be pending and not under recovery. @throws ClaimLostError otherwise (rolled back)
 */
export async function finalizeBooking(db: Kysely<Database>, f: FinalizeInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('bookings')
      .set({ status: 'booked' })
      .where('reference', '=', f.reference)
      .where('status', '=', 'pending')
      .where('recovered_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ClaimLostError(f.reference);
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

/**
 * The one state change of a cancel: booked -> cancelled (with the refund intent, `refund_status`
 * pending when money is due) and its trip event, in one transaction.
 * @returns false when the order was not `booked` any more (another cancel won): nothing changed
 */
export async function markCancelled(db: Kysely<Database>, reference: string, tripEventId: number | null, refundMinor: number, nowIso: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: nowIso, refund_amount_minor: refundMinor, refund_status: refundMinor > 0 ? 'pending' : null })
      .where('reference', '=', reference)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    if (tripEventId !== null) await trx.updateTable('trip_events').set({ state: 'cancelled', updated_at: nowIso }).where('id', '=', tripEventId).execute();
    return true;
  });
}
