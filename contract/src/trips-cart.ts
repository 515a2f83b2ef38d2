/**
 * The trips header's cart count (core-and-business §4), apart from trips.ts: the front door's header shows it, and a
 * module the first page imports from brings every schema of the module that any later page uses onto the first page
 * (issue #23 "First page budget"; trips.ts holds the trip, event and offer schemas of the trips pages).
 */
import type { TripsCart } from './trips.ts';

/** Shopping cart count (core-and-business §4): cart events flagged isInCart, only once the cart is loaded (else null). */
export function shoppingCartCount(cart: TripsCart | null | undefined): number | null {
  if (!cart) return null;
  return cart.events.filter((e) => e.isInCart).length;
}
