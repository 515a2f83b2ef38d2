/**
 * Price conversion (issue #10 "Prices everywhere follow the currency, converted on the server"): the one place that
 * turns an inventory amount (in INVENTORY_BASE_CURRENCY, US dollars) into the requested currency, with the rate
 * table the process loaded (rates.ts). Pure and synchronous, so the offline inventory stays deterministic: the same
 * query in the same quote window gives the same price, and a booking re-prices an offer to exactly the amount shown.
 */
import { INVENTORY_BASE_CURRENCY, ZERO_DECIMAL_CURRENCIES } from './constants.ts';
import { loadNewestRateTable, type RateTable } from './rates.ts';

let active: RateTable | null = null;

/** The table prices are converted with (the newest found at first use; see rates.ts). */
export function activeRateTable(): RateTable {
  active ??= loadNewestRateTable();
  return active;
}

/** Replaces the process's table (tests). Pass null to read the folders again on next use. */
export function setActiveRateTable(table: RateTable | null): void {
  active = table;
}

/** True when the active table has a rate for `currency`. */
export function hasRate(currency: string): boolean {
  return activeRateTable().rates[currency] !== undefined;
}

/** ISO 4217 digits of the minor unit: 0 for JPY, KRW, ISK, 2 otherwise. */
export function minorDigits(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
}

/**
 * Units of `to` per 1 unit of `from`, by cross rate through the table's base (EUR).
 * @throws Error when the table has no rate for either currency
 */
export function crossRate(from: string, to: string, table: RateTable = activeRateTable()): number {
  const f = table.rates[from];
  const t = table.rates[to];
  if (f === undefined) throw new Error(`No exchange rate for ${from} (table ${table.date})`);
  if (t === undefined) throw new Error(`No exchange rate for ${to} (table ${table.date})`);
  return t / f;
}

/**
 * Converts an amount in the inventory's base currency (US dollars, a decimal number) into whole units of `currency`
 * (rounded half up, at least 1), expressed in minor units (JPY 1234 -> 1234; EUR 87 -> 8700).
 * @throws Error for a NaN, infinite or negative amount (no offer is ever priced from an impossible query), or a
 *   currency without a rate
 */
export function convertFromBase(amountBase: number, currency: string, table: RateTable = activeRateTable()): number {
  if (!Number.isFinite(amountBase) || amountBase < 0) throw new Error(`Cannot price ${amountBase} ${INVENTORY_BASE_CURRENCY}`);
  const wholeUnits = Math.max(1, Math.round(amountBase * crossRate(INVENTORY_BASE_CURRENCY, currency, table)));
  return wholeUnits * 10 ** minorDigits(currency);
}
