/**
 * What every offline engine makes of an offer id it is given (issues #6 and #7): after the signature and
 * every decoded field have been checked, the ledger scopes to read, then a synchronous refresh against the
 * units sold read from the database, and the units a booking would hold.
 */
import type { RefreshOfferResult } from '../supplier.ts';
import type { LedgerUnit, SoldCounts } from './ledger.ts';

/** A verified, decoded offer id (engines return null instead for anything they did not issue). */
export interface PreparedOffer<O> {
  /** Ledger scopes the refresh reads (one query). */
  scopes: string[];
  /** Re-prices the offer against the units sold (see RefreshOfferResult). */
  refresh(sold: SoldCounts): RefreshOfferResult<O>;
  /** Units a booking of the offer holds (key -> count and the unit's capacity before sales). */
  units(): Record<string, LedgerUnit>;
}
