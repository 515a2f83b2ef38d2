/**
 * The business module as the booking flow sees it for reporting fields and company payment methods (issue #26 "Trip
 * reporting fields", "Payment methods"; implemented by modules/business/business-booking.ts, wired in app.ts). A
 * business booking is one made by a business user on the business side (businessMode); for everyone else every call
 * answers null and the booking goes on as before.
 *
 * 1. At refresh, {@link BusinessBookingPort.optionsFor} tells the booking page which reporting fields to ask and how the
 *    traveler may pay (the `business` part of the refresh reply).
 * 2. Before anything is claimed or charged, {@link BusinessBookingPort.prepare} checks the request (a missing required
 *    field, a refused payment method: 400 VALIDATION_ERROR) and picks the card: the traveler's group's company card,
 *    or the card typed.
 * 3. In the transaction that stores the order, {@link BusinessBookingPort.record} stores the reporting values.
 */
import type { Kysely } from 'kysely';
import type { BookingPaymentMethod, BookingReportingValue, BusinessBookingOptions, Vertical } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../access/principal.ts';

/** A business booking checked by {@link BusinessBookingPort.prepare}: what to charge and what to store. */
export interface PreparedBusinessBooking {
  companyId: string;
  /** The company card to charge (its id and the payment adapter's token), or null: the card typed. */
  companyCard: { id: number; token: string; brand: string; last4: string } | null;
  /** Opaque to the booking flow: the checked reporting values, handed back to {@link BusinessBookingPort.record}. */
  reportingValues: unknown;
}

/** See the module docstring. */
export interface BusinessBookingPort {
  /** @returns null when the caller is not making a business booking, or there is nothing to ask or choose */
  optionsFor(principal: Principal, vertical: Vertical): Promise<BusinessBookingOptions | null>;
  /**
   * @returns null when the caller is not making a business booking
   * @throws AppError 400 VALIDATION_ERROR on `reportingFields.{id}` / `paymentMethod`; 403 MISSING_TWO_FACTOR_AUTHENTICATION
   *   for a company card charge by a session that has not passed two-factor
   */
  prepare(principal: Principal | undefined, vertical: Vertical, request: { paymentMethod?: BookingPaymentMethod | undefined; reportingFields?: readonly BookingReportingValue[] | undefined }): Promise<PreparedBusinessBooking | null>;
  /** Stores what {@link prepare} checked, in the order's transaction. */
  record(trx: Kysely<Database>, prepared: PreparedBusinessBooking, reference: string, nowIso: string): Promise<void>;
}
