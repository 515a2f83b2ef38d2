/**
 * Booked inventory of the offline supplier: how many seats / rooms / cars each generated inventory unit
 * has sold. Generated availability (seatsLeft, roomsLeft, carsLeft) minus these counts is what search
 * and refresh show, so repeated bookings of the same unit end in `sold_out` (deterministically).
 *
 * Kept in memory (reads are synchronous and cheap during search) and written through to a store (the
 * `offline_supplier_bookings` table in the app) so restarts keep the counts.
 */
import type { Money } from '@travel/contract';

/** One supplier booking: the units it holds (inventory key -> count). */
export interface LedgerEntry {
  supplierRef: string;
  offerId: string;
  units: Record<string, number>;
  status: 'confirmed' | 'cancelled';
  price: Money;
}

/** Persistence of ledger entries (upsert by supplierRef). */
export interface LedgerStore {
  save(entry: LedgerEntry): Promise<void>;
}

export class InventoryLedger {
  private readonly counts = new Map<string, number>();
  private readonly entries = new Map<string, LedgerEntry>();

  /** @param initial entries loaded from the store; @param store write-through target (optional) */
  constructor(initial: readonly LedgerEntry[] = [], private readonly store?: LedgerStore) {
    for (const e of initial) {
      this.entries.set(e.supplierRef, e);
      if (e.status === 'confirmed') this.apply(e.units, 1);
    }
  }

  private apply(units: Record<string, number>, sign: 1 | -1): void {
    for (const [k, n] of Object.entries(units)) this.counts.set(k, Math.max(0, (this.counts.get(k) ?? 0) + sign * n));
  }

  /** Units sold of an inventory key. */
  booked(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  get(supplierRef: string): LedgerEntry | undefined {
    return this.entries.get(supplierRef);
  }

  /** Records a confirmed booking (no-op when the reference exists). */
  async book(entry: LedgerEntry): Promise<void> {
    if (this.entries.has(entry.supplierRef)) return;
    this.entries.set(entry.supplierRef, entry);
    this.apply(entry.units, 1);
    await this.store?.save(entry);
  }

  /** Releases a booking's units (idempotent). @returns false for an unknown reference */
  async cancel(supplierRef: string): Promise<boolean> {
    const e = this.entries.get(supplierRef);
    if (!e) return false;
    if (e.status === 'cancelled') return true;
    e.status = 'cancelled';
    this.apply(e.units, -1);
    await this.store?.save(e);
    return true;
  }
}
