/**
 * The offline supplier's stock ledger, in the database (issue #7: "two processes would each sell the
 * last seat"). Nothing of it lives in process memory, so any number of server processes on one
 * database (SQLite or PostgreSQL) see every sale and never oversell.
 *
 * - Units: every generated inventory unit has a key (`F|{from}|{to}|{date}|{cabin}|{option}` seats,
 *   `H|{hotelId}|{roomType}|{checkIn}` rooms, `C|{location}|{supplier}|{class}|{pickUpDate}` cars,
 *   `T|{from}|{to}|{date}|{departure}|{class}` seats) and a capacity (its generated availability before
 *   sales). `offline_inventory_units(unit_key, scope, sold)` holds the units sold; `scope`
 *   ({@link scopeOfKey}) groups the keys one search reads, so a search reads them in one query.
 * - Search and refresh: {@link InventoryLedger.read} the scopes they need right before generating;
 *   the generators use the returned snapshot synchronously (`booked(key)`).
 * - Booking: one transaction inserts the `offline_supplier_bookings` row (supplier_ref is unique: one
 *   idempotency key books once) and, for each unit, adds the count only while `sold + count <= capacity`
 *   (an upsert whose update has that condition); a unit that does not fit rolls everything back: sold_out.
 * - Cancel: one transaction: confirmed -> cancelled (a conditional update), and only when that changed
 *   the row, the units are given back. Idempotent.
 */
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Money } from '@travel/contract';
import type { Database } from '../../db/database.ts';

/**
 * Scope of an inventory key: the keys one search reads together (migration 0003 keeps a frozen copy;
 * keep the two identical). F: first 5 segments (route, date, cabin); H: `H|h{cityId}` (a city's hotels);
 * C: `C|{location}`; T: first 4 segments (route and date).
 */
export function scopeOfKey(key: string): string {
  const p = key.split('|');
  switch (p[0]) {
    case 'F':
      return p.slice(0, 5).join('|');
    case 'H':
      return `H|${(p[1] ?? '').split('-')[0] ?? ''}`;
    case 'C':
      return p.slice(0, 2).join('|');
    case 'T':
      return p.slice(0, 4).join('|');
    default:
      return p[0] ?? '';
  }
}

/** Units sold per key, as read for one search or refresh. */
export interface SoldCounts {
  /** Units sold of an inventory key (0 when none or not read). */
  booked(unitKey: string): number;
  /**
   * Names the snapshot's contents: two snapshots of the same scopes with the same version answer `booked` alike for
   * every key (issue #23: the flight engine caches a query's offers under it). Absent: not comparable, never cached.
   */
  version?: string;
}

/** Nothing sold (generating without the database, e.g. capacities). */
export const NOTHING_SOLD: SoldCounts = { booked: () => 0, version: '' };

/** What a booking holds of one unit. */
export interface LedgerUnit {
  /** Units taken (seats, rooms, cars). */
  count: number;
  /** The unit's generated availability before any sale. */
  capacity: number;
}

/** A supplier booking as stored. */
export interface LedgerBooking {
  supplierRef: string;
  offerId: string;
  status: 'confirmed' | 'cancelled';
  price: Money;
}

export type LedgerBookResult =
  | { status: 'booked' }
  /** A booking with this supplier reference exists (the same idempotency key): nothing changed. */
  | { status: 'exists'; booking: LedgerBooking }
  /** A unit has fewer than `count` left: nothing changed. */
  | { status: 'sold_out' };

export type LedgerCancelResult = 'cancelled' | 'already_cancelled' | 'unknown';

export interface InventoryLedger {
  /** Units sold in these scopes (one query). */
  read(scopes: readonly string[]): Promise<SoldCounts>;
  /** Records a confirmed booking and takes its units, all or nothing (see module doc). */
  book(entry: { supplierRef: string; offerId: string; units: Readonly<Record<string, LedgerUnit>>; price: Money }): Promise<LedgerBookResult>;
  /** Cancels a booking and gives its units back once (see module doc). */
  cancel(supplierRef: string): Promise<LedgerCancelResult>;
  /** The booking with this supplier reference, if any. */
  find(supplierRef: string): Promise<LedgerBooking | undefined>;
}

/** Thrown inside the booking transaction to roll it back. */
class SoldOut extends Error {}

/**
 * The database ledger over `offline_supplier_bookings` and `offline_inventory_units` (migration 0003).
 * The same Kysely queries run on SQLite and PostgreSQL (upsert with a conditional update, `returning`).
 * @param db the application database
 * @param now clock, epoch ms (for `updated_at`)
 */
export function createDatabaseLedger(db: Kysely<Database>, now: () => number): InventoryLedger {
  const iso = () => new Date(now()).toISOString();

  async function find(supplierRef: string): Promise<LedgerBooking | undefined> {
    const r = await db.selectFrom('offline_supplier_bookings').selectAll().where('supplier_ref', '=', supplierRef).executeTakeFirst();
    return r && { supplierRef: r.supplier_ref, offerId: r.offer_id, status: r.status, price: { amountMinor: Number(r.price_amount_minor), currency: r.price_currency } };
  }

  /**
   * Issue #23: the read runs on every search, and building and compiling its query cost about as much as running
   * it; the query differs only by how many scopes it lists, so it is compiled once per count and run with new
   * parameters. Each template records where every parameter comes from (a scope's index, or the `sold > 0` bound).
   */
  const readTemplates = new Map<number, { query: CompiledQuery<{ unit_key: string; sold: number }>; sources: (number | 'zero')[] }>();
  function readQuery(unique: readonly string[]): CompiledQuery<{ unit_key: string; sold: number }> {
    let template = readTemplates.get(unique.length);
    if (!template) {
      const markers = unique.map((_, i) => `\u0000scope ${i}`);
      const query = db.selectFrom('offline_inventory_units').select(['unit_key', 'sold']).where('scope', 'in', markers).where('sold', '>', 0).compile();
      const sources = query.parameters.map((p) => {
        if (p === 0) return 'zero' as const;
        const i = markers.indexOf(p as string);
        if (i < 0) throw new Error(`Unexpected parameter in the ledger read: ${String(p)}`);
        return i;
      });
      template = { query, sources };
      readTemplates.set(unique.length, template);
    }
    const { query, sources } = template;
    return { ...query, parameters: sources.map((s) => (s === 'zero' ? 0 : unique[s])) };
  }

  return {
    async read(scopes) {
      const unique = [...new Set(scopes)];
      const counts = new Map<string, number>();
      if (unique.length > 0) {
        const { rows } = await db.executeQuery(readQuery(unique));
        for (const r of rows) counts.set(r.unit_key, Number(r.sold));
      }
      // Nothing sold in these scopes (most searches): the empty version without sorting an empty list.
      const version = counts.size === 0 ? '' : [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, n]) => `${k}=${n}`).join(',');
      return { booked: (key) => counts.get(key) ?? 0, version };
    },

    async book(entry) {
      // Sorted keys: concurrent bookings lock shared units in one order (no deadlock on PostgreSQL).
      const units = Object.entries(entry.units).filter(([, u]) => u.count > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      if (units.some(([, u]) => !Number.isInteger(u.count) || u.count > u.capacity)) return { status: 'sold_out' };
      const updatedAt = iso();
      try {
        const inserted = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('offline_supplier_bookings')
            .values({
              supplier_ref: entry.supplierRef, offer_id: entry.offerId, status: 'confirmed',
              units_json: JSON.stringify(Object.fromEntries(units.map(([k, u]) => [k, u.count]))),
              price_amount_minor: entry.price.amountMinor, price_currency: entry.price.currency, updated_at: updatedAt,
            })
            .onConflict((oc) => oc.column('supplier_ref').doNothing())
            .returning('supplier_ref')
            .executeTakeFirst();
          if (!row) return false;
          for (const [unitKey, u] of units) {
            const taken = await trx
              .insertInto('offline_inventory_units')
              .values({ unit_key: unitKey, scope: scopeOfKey(unitKey), sold: u.count, updated_at: updatedAt })
              .onConflict((oc) =>
                oc
                  .column('unit_key')
                  .doUpdateSet({ sold: sql<number>`offline_inventory_units.sold + excluded.sold`, updated_at: sql<string>`excluded.updated_at` })
                  .where(sql<number>`offline_inventory_units.sold + excluded.sold`, '<=', u.capacity),
              )
              .returning('sold')
              .executeTakeFirst();
            if (!taken) throw new SoldOut();
          }
          return true;
        });
        if (inserted) return { status: 'booked' };
      } catch (err) {
        if (err instanceof SoldOut) return { status: 'sold_out' };
        throw err;
      }
      const existing = await find(entry.supplierRef);
      if (!existing) throw new Error(`Supplier booking ${entry.supplierRef} vanished`);
      return { status: 'exists', booking: existing };
    },

    async cancel(supplierRef) {
      const updatedAt = iso();
      const cancelled = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('offline_supplier_bookings')
          .set({ status: 'cancelled', updated_at: updatedAt })
          .where('supplier_ref', '=', supplierRef)
          .where('status', '=', 'confirmed')
          .returning('units_json')
          .executeTakeFirst();
        if (!row) return false;
        const units = Object.entries(JSON.parse(row.units_json) as Record<string, number>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        for (const [unitKey, n] of units) {
          await trx
            .updateTable('offline_inventory_units')
            .set({ sold: sql<number>`case when sold >= ${n} then sold - ${n} else 0 end`, updated_at: updatedAt })
            .where('unit_key', '=', unitKey)
            .execute();
        }
        return true;
      });
      if (cancelled) return 'cancelled';
      return (await find(supplierRef)) ? 'already_cancelled' : 'unknown';
    },

    find,
  };
}
