/**
 * The supplier interface every inventory source implements (built-in offline inventory first; real
 * suppliers later). Prices are in minor units of the requested currency; instants are UTC ISO strings.
 */
import type { FlightOffer, FlightSearchQuery, Money } from '@travel/contract';
import type { FlightSegment } from '@travel/contract';

/** Result of re-pricing an offer before booking. */
export type RefreshOfferResult =
  | { status: 'available'; offer: FlightOffer }
  | { status: 'price_changed'; offer: FlightOffer; previous: Money }
  | { status: 'offer_expired' }
  | { status: 'sold_out' };

/** One traveler as the supplier needs it for a booking (minimal until orders land). */
export interface BookingTraveler {
  firstName: string;
  lastName: string;
  dateOfBirth?: string;
}

export interface BookInput {
  offerId: string;
  travelers: BookingTraveler[];
  /** Client-chosen key; the same key always yields the same supplier reference. */
  idempotencyKey: string;
}

export interface BookResult {
  supplierRef: string;
  status: 'confirmed';
  price: Money;
}

/** Raised by {@link SupplierAdapter.book} when the offer cannot be booked as quoted. */
export class SupplierBookingError extends Error {
  constructor(
    readonly reason: 'price_changed' | 'offer_expired' | 'sold_out' | 'invalid_travelers',
    message: string,
  ) {
    super(message);
    this.name = 'SupplierBookingError';
  }
}

export interface SupplierAdapter {
  /** Offers for a validated query (unsorted or in supplier order; the flights service sorts). */
  search(query: FlightSearchQuery): Promise<FlightOffer[]>;
  /** Re-prices an offer by id. */
  refreshOffer(offerId: string): Promise<RefreshOfferResult>;
  /** Books an offer (refreshes first). @throws SupplierBookingError */
  book(input: BookInput): Promise<BookResult>;
}

export type { FlightSegment };
