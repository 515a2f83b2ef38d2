/**
 * Orders (`bookings`) and idempotency claims (`booking_claims`), migrations 0002-0004. Trips and trip
 * events belong to the trips module (its service). Every state change is one conditional statement; the
 * service groups them (with the trips service's writes) into one transaction where they must be atomic.
 */
import type { Insertable, Kysely } from 'kysely';
import type { BookingClaimRow, BookingClaimsTable, BookingRow, BookingsTable, Database } from '../../db/database.ts';

/** True when `err` is a unique-constraint violation on `table.column` (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown, table: 'booking_claims' | 'bookings', column: string): boolean {
  const e = err as { code?: string; message?: string; constraint?: string; table?: string };
  if (e?.code === '23505') return (e.table === undefined || e.table === table) && (e.constraint ?? '').includes(column);
  return typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed') && e.message.includes(`${table}.${column}`);
}

export async function findClaimByKey(db: Kysely<Database>, key: string): Promise<BookingClaimRow | undefined> {
  return db.selectFrom('booking_claims').selectAll().where('scoped_key', '=', key).executeTakeFirst();
}

export async function findOrderByReference(db: Kysely<Database>, reference: string): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Inserts a pending claim. @throws the driver's unique violation (scoped_key or reference) */
export async function insertClaim(
  db: Kysely<Database>,
  row: Pick<BookingClaimsTable, 'reference' | 'scoped_key' | 'request_hash' | 'contact_email' | 'session_id' | 'created_at' | 'price_amount_minor' | 'price_currency' | 'offer_id'>,
): Promise<void> {
  await db.insertInto('booking_claims').values({ ...row, status: 'pending', recovered_at: null }).execute();
}

/**
 * Takes a stale pending claim over for recovery: sets `recovered_at` when the claim (or an earlier
 * recovery of it) started before `cutoffIso`. One caller wins; finalize refuses the claim afterwards.
 * @returns true when this caller now owns the recovery
 */
export async function takeStaleClaim(db: Kysely<Database>, reference: string, cutoffIso: string, nowIso: string): Promise<boolean> {
  const r = await db
    .updateTable('booking_claims')
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
    .selectFrom('booking_claims')
    .select('reference')
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb.and([eb('recovered_at', 'is', null), eb('created_at', '<', cutoffIso)]), eb('recovered_at', '<', cutoffIso)]))
    .execute();
  return rows.map((r) => r.reference);
}

/** Removes a pending claim (the request failed or was recovered: nothing stays stored, the key can be retried). */
export async function deleteClaim(db: Kysely<Database>, reference: string): Promise<void> {
  await db.deleteFrom('booking_claims').where('reference', '=', reference).where('status', '=', 'pending').execute();
}

/**
 * Marks a claim finalized, only while it is pending and not under recovery (run it in the transaction
 * that inserts the order). @returns false when the claim is no longer this request's to finish
 */
export async function finalizeClaim(db: Kysely<Database>, reference: string): Promise<boolean> {
  const r = await db
    .updateTable('booking_claims')
    .set({ status: 'finalized' })
    .where('reference', '=', reference)
    .where('status', '=', 'pending')
    .where('recovered_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Inserts a booked order. @throws the driver's error (the caller's transaction rolls back) */
export async function insertOrder(
  db: Kysely<Database>,
  row: Omit<Insertable<BookingsTable>, 'id' | 'status' | 'refund_amount_minor' | 'refund_status' | 'cancelled_at'>,
): Promise<void> {
  await db.insertInto('bookings').values({ ...row, status: 'booked', refund_amount_minor: null, refund_status: null, cancelled_at: null }).execute();
}

/**
 * The order's part of a cancel: booked -> cancelled with the refund intent (`refund_status` pending when
 * money is due). @returns false when the order was not `booked` any more (another cancel won): nothing changed
 */
export async function markCancelled(db: Kysely<Database>, reference: string, refundMinor: number, nowIso: string): Promise<boolean> {
  const r = await db
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelled_at: nowIso, refund_amount_minor: refundMinor, refund_status: refundMinor > 0 ? 'pending' : null })
    .where('reference', '=', reference)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Cancelled orders whose refund was recorded but not confirmed (a crash or a provider failure in between). */
export async function listUnfinishedRefunds(db: Kysely<Database>): Promise<BookingRow[]> {
  return db.selectFrom('bookings').selectAll().where('status', '=', 'cancelled').where('refund_status', 'in', ['pending', 'failed']).execute();
}

/** Records the outcome of a cancelled order's refund. */
export async function setRefundStatus(db: Kysely<Database>, reference: string, status: 'refunded' | 'failed'): Promise<void> {
  await db.updateTable('bookings').set({ refund_status: status }).where('reference', '=', reference).where('status', '=', 'cancelled').execute();
}

/** The orders of these trip events (any order). */
export async function findOrdersOfTripEvents(db: Kysely<Database>, tripEventIds: readonly number[]): Promise<BookingRow[]> {
  if (tripEventIds.length === 0) return [];
  return db.selectFrom('bookings').selectAll().where('trip_event_id', 'in', [...tripEventIds]).execute();
}

/** Reference and contact email of the orders of these trip events (any status), keyed by trip event id. */
export async function findReferencesOfTripEvents(db: Kysely<Database>, tripEventIds: readonly number[]): Promise<Map<number, { reference: string; contactEmail: string }>> {
  if (tripEventIds.length === 0) return new Map();
  const rows = await db.selectFrom('bookings').select(['trip_event_id', 'reference', 'contact_email']).where('trip_event_id', 'in', [...tripEventIds]).execute();
  return new Map(rows.map((r) => [Number(r.trip_event_id), { reference: r.reference, contactEmail: r.contact_email }]));
}
