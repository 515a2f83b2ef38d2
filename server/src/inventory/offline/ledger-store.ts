/** The offline supplier ledger persisted in `offline_supplier_bookings` (migration 0002). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { LedgerEntry, LedgerStore } from './ledger.ts';

/** Every stored ledger entry (loaded once at startup). */
export async function loadLedgerEntries(db: Kysely<Database>): Promise<LedgerEntry[]> {
  const rows = await db.selectFrom('offline_supplier_bookings').selectAll().execute();
  return rows.map((r) => ({
    supplierRef: r.supplier_ref,
    offerId: r.offer_id,
    units: JSON.parse(r.units_json) as Record<string, number>,
    status: r.status,
    price: { amountMinor: r.price_amount_minor, currency: r.price_currency },
  }));
}

/** Upserts entries by supplier reference. */
export function createLedgerStore(db: Kysely<Database>, now: () => number): LedgerStore {
  return {
    async save(e) {
      const row = {
        supplier_ref: e.supplierRef, offer_id: e.offerId, units_json: JSON.stringify(e.units), status: e.status,
        price_amount_minor: e.price.amountMinor, price_currency: e.price.currency, updated_at: new Date(now()).toISOString(),
      };
      await db.insertInto('offline_supplier_bookings').values(row).onConflict((oc) => oc.column('supplier_ref').doUpdateSet({ status: row.status, updated_at: row.updated_at })).execute();
    },
  };
}
