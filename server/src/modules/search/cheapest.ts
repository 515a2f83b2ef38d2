/**
 * The cheapest price of many supplier queries at once (issue #23, the price calendars): the supplier's own
 * `cheapestPrices` when it has one (one read of the units sold, no offer built), else its `search` per query.
 */
import type { SupplierAdapter, SupplierQueries } from '../../inventory/supplier.ts';

/** One query's answer of a service's `cheapestPrices`: its cheapest price (null: no offer), or the error its search throws. */
export type CheapestPrice = { price: number | null } | { error: unknown };

/**
 * The lowest offer price of each query (minor units), null when a query has no offer; in query order.
 * @throws Error as the supplier's search for an invalid query
 */
export async function cheapestOf<V extends 'flights' | 'hotels'>(supplier: SupplierAdapter, vertical: V, queries: readonly SupplierQueries[V][]): Promise<(number | null)[]> {
  if (queries.length === 0) return [];
  if (supplier.cheapestPrices) return supplier.cheapestPrices(vertical, queries);
  const prices: (number | null)[] = [];
  for (const query of queries) {
    let min: number | null = null;
    for (const o of await supplier.search(vertical, query)) if (min === null || o.price.amountMinor < min) min = o.price.amountMinor;
    prices.push(min);
  }
  return prices;
}
