/**
 * Booking (orders), offer refresh and guest lookup/cancel.
 * Spec: core-and-business §1 (trips hold events: saved, cart, booked, cancelled), §3 (Traveler, trip id),
 * §5 (traveler age 18-110, genders M/F). Rules (server/BOOKING.md):
 *
 * 1. Card format first: Luhn (VALIDATION_ERROR `payment.number`), expiry (`payment.expiry`).
 * 2. Idempotency: the key (Idempotency-Key header or body) is unique in `bookings`. The same key with
 *    the same request (hash of offer, accepted price, travelers, contact email, card last 4 / expiry /
 *    holder) returns the stored booking with 200; with a different request 409 IDEMPOTENCY_CONFLICT.
 * 3. Refresh the offer: expired -> 410 OFFER_EXPIRED; sold out -> 409 SOLD_OUT; refreshed price !=
 *    acceptedPrice -> 409 PRICE_CHANGED with the fresh offer (nothing charged).
 * 4. Travelers (count per vertical, §5 rules at the travel date, lead needs email and phone).
 * 5. Claim the key with a `pending` row (a concurrent double submit loses the unique race and waits for
 *    the winner's result, so one order is created).
 * 6. Charge (declined -> 402 PAYMENT_DECLINED with the reason; the claim is deleted: nothing stored),
 *    book with the supplier (failure -> refund), then store trip + booked trip event + order in one
 *    transaction. The trip belongs to the contact email (accounts later).
 */
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  travelerIssues, type ApiError, type Booking, type CreateBookingRequest, type Money, type PriceChangedReply, type RefreshOfferResponse,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, validationError } from '../../errors.ts';
import { SupplierBookingError, type RefreshOfferResult, type SupplierAdapter } from '../../inventory/supplier.ts';
import type { PaymentAdapter } from '../../payments/payment-adapter.ts';
import {
  deleteClaim, finalizeBooking, findBookingByKey, findBookingByReference, insertClaim, isUniqueViolation, markCancelled, type BookingWithTrip,
} from './repository.ts';
import { summarize } from './summary.ts';

/** Unambiguous upper-case letters and digits (no 0/O, 1/I) for references and trip ids. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Length of a full trip id (core-and-business §3: first 6 characters + remainder). */
const TRIP_ID_LENGTH = 16;
/** How long a request waits for a concurrent request holding the same idempotency key, ms. */
const CLAIM_WAIT_MS = 15_000;
const CLAIM_POLL_MS = 20;

function randomCode(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** 409 PRICE_CHANGED: the envelope carries the fresh offer and the price the user accepted. */
export class PriceChangedError extends AppError {
  constructor(private readonly reply: Omit<PriceChangedReply, 'errors'>, description: string) {
    super(409, 'PRICE_CHANGED', description);
  }
  override toEnvelope(): PriceChangedReply {
    const error: ApiError = { code: 'PRICE_CHANGED', description: this.message };
    return { errors: [error], ...this.reply };
  }
}

const sameMoney = (a: Money, b: Money) => a.amountMinor === b.amountMinor && a.currency === b.currency;

export interface BookingContext {
  idempotencyKey: string;
  sessionId: string | null;
}

export interface BookingService {
  refresh(offerId: string): Promise<RefreshOfferResponse>;
  /** @returns the booking and whether it was created now (201) or replayed (200). @throws AppError (see module doc) */
  create(req: CreateBookingRequest, ctx: BookingContext): Promise<{ created: boolean; booking: Booking }>;
  /** @throws AppError 404 BOOKING_NOT_FOUND (also for a wrong email) */
  lookup(reference: string, email: string): Promise<Booking>;
  /** Cancels (idempotent). @throws AppError 404 BOOKING_NOT_FOUND */
  cancel(reference: string, email: string): Promise<Booking>;
}

function toBooking(row: BookingWithTrip): Booking {
  const summary = JSON.parse(row.summary_json ?? 'null') as Booking['offer'];
  const currency = row.price_currency ?? 'USD';
  return {
    reference: row.reference,
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
    vertical: summary.vertical,
    offer: summary,
    price: { amountMinor: row.price_amount_minor ?? 0, currency },
    travelers: JSON.parse(row.travelers_json ?? '[]') as Booking['travelers'],
    contactEmail: row.contact_email,
    payment: { brand: (row.card_brand ?? 'unknown') as Booking['payment']['brand'], last4: row.card_last4 ?? '0000' },
    supplierRef: row.supplier_ref ?? '',
    createdAt: row.created_at,
    ...(row.cancelled_at ? { cancelledAt: row.cancelled_at } : {}),
    ...(row.refund_amount_minor !== null ? { refundAmount: { amountMinor: row.refund_amount_minor, currency } } : {}),
    tripId: row.trip_id ?? '',
  };
}

function requestHash(req: CreateBookingRequest): string {
  const canonical = {
    offerId: req.offerId,
    acceptedPrice: req.acceptedPrice,
    travelers: req.travelers,
    contactEmail: req.contactEmail.toLowerCase(),
    card: { last4: req.payment.number.slice(-4), month: req.payment.expiryMonth, year: req.payment.expiryYear, holder: req.payment.holderName },
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** 400 VALIDATION_ERROR on offerId: the id was not issued by the supplier (forged or edited). */
const invalidOffer = () => validationError('offerId', 'This offer id was not issued by us (edited or malformed); search again');

const notFound = () => new AppError(404, 'BOOKING_NOT_FOUND', 'No booking with this reference and email');

export function createBookingService(deps: { db: Kysely<Database>; supplier: SupplierAdapter; payments: PaymentAdapter; now: () => number }): BookingService {
  const { db, supplier, payments, now } = deps;

  /** Waits while the key's row is pending. @returns the finished row, or undefined when the claim vanished */
  async function settled(key: string): Promise<BookingWithTrip | undefined> {
    const deadline = Date.now() + CLAIM_WAIT_MS;
    for (;;) {
      const row = await findBookingByKey(db, key);
      if (!row || row.status !== 'pending') return row;
      if (Date.now() > deadline) throw new AppError(409, 'IDEMPOTENCY_CONFLICT', 'A booking with this idempotency key is still being processed');
      await new Promise((r) => setTimeout(r, CLAIM_POLL_MS));
    }
  }

  /** The replayed booking for an existing key, or undefined when the other request failed. */
  async function replay(key: string, hash: string): Promise<Booking | undefined> {
    const first = await findBookingByKey(db, key);
    if (!first) return undefined;
    if (first.request_hash !== hash) throw new AppError(409, 'IDEMPOTENCY_CONFLICT', 'This idempotency key was used for a different booking request');
    const row = await settled(key);
    return row ? toBooking(row) : undefined;
  }

  function mapUnavailable(r: Exclude<RefreshOfferResult, { status: 'available' | 'price_changed' | 'invalid_offer' }>): AppError {
    return r.status === 'offer_expired'
      ? new AppError(410, 'OFFER_EXPIRED', 'The offer has expired; search again for current prices')
      : new AppError(409, 'SOLD_OUT', 'The offer is sold out');
  }

  async function attempt(req: CreateBookingRequest, ctx: BookingContext, hash: string): Promise<{ created: boolean; booking: Booking } | undefined> {
    const existing = await replay(ctx.idempotencyKey, hash);
    if (existing) return { created: false, booking: existing };

    const refreshed = await supplier.refreshOffer(req.offerId);
    if (refreshed.status === 'invalid_offer') throw invalidOffer();
    if (refreshed.status === 'offer_expired' || refreshed.status === 'sold_out') throw mapUnavailable(refreshed);
    const offer = refreshed.offer;
    if (!sameMoney(offer.price, req.acceptedPrice)) {
      throw new PriceChangedError({ offer, previousPrice: req.acceptedPrice }, `The price changed from ${req.acceptedPrice.amountMinor} to ${offer.price.amountMinor} ${offer.price.currency} (minor units)`);
    }
    const rules = refreshed.requirements;
    if (req.travelers.length < rules.minTravelers || req.travelers.length > rules.maxTravelers) {
      throw validationError('travelers', rules.minTravelers === rules.maxTravelers ? `This offer needs exactly ${rules.minTravelers} traveler(s)` : `This offer needs ${rules.minTravelers} to ${rules.maxTravelers} travelers`);
    }
    req.travelers.forEach((t, i) => {
      const issues = travelerIssues(t, { travelDate: rules.travelDate, requireContact: i === 0, ...(i === 0 && rules.minLeadAgeYears ? { minAgeYears: Math.max(18, rules.minLeadAgeYears) } : {}) });
      const first = issues[0];
      if (first) throw validationError(`travelers.${i}.${first.path}`, first.message);
    });

    // Claim the key (unique constraint); the loser of a race replays the winner's result.
    let reference = '';
    const nowIso = new Date(now()).toISOString();
    for (let tries = 0; ; tries++) {
      reference = randomCode(6);
      try {
        await insertClaim(db, { reference, idempotency_key: ctx.idempotencyKey, request_hash: hash, contact_email: req.contactEmail, contact_email_lower: req.contactEmail.toLowerCase(), session_id: ctx.sessionId, created_at: nowIso });
        break;
      } catch (err) {
        if (isUniqueViolation(err, 'idempotency_key')) return undefined; // retry from the top: replay or take over
        if (!isUniqueViolation(err, 'reference') || tries >= 5) throw err;
      }
    }

    let chargeRef: string | null = null;
    let supplierRef: string | null = null;
    try {
      const charge = await payments.charge({ card: req.payment, amount: offer.price, description: `Booking ${reference}`, idempotencyKey: `booking:${reference}` });
      if (charge.status === 'declined') throw new AppError(402, 'PAYMENT_DECLINED', charge.reason, 'payment.number');
      chargeRef = charge.paymentRef;
      try {
        supplierRef = (await supplier.book({ offerId: offer.id, travelers: req.travelers, idempotencyKey: `booking:${reference}` })).supplierRef;
      } catch (err) {
        if (err instanceof SupplierBookingError) {
          if (err.reason === 'invalid_travelers') throw validationError('travelers', err.message);
          if (err.reason === 'invalid_offer') throw invalidOffer();
          if (err.reason === 'offer_expired' || err.reason === 'sold_out') throw mapUnavailable({ status: err.reason });
          throw new AppError(409, 'PRICE_CHANGED', 'The price changed while booking; refresh the offer');
        }
        throw err;
      }
      const summary = summarize(offer);
      const ownerEmail = req.contactEmail.toLowerCase();
      await finalizeBooking(db, {
        reference, tripId: randomCode(TRIP_ID_LENGTH), tripName: `Trip to ${summary.destinationName}`, ownerEmail, vertical: summary.vertical, title: summary.title,
        startDate: summary.startDate, endDate: summary.endDate, summaryJson: JSON.stringify(summary), travelersJson: JSON.stringify(req.travelers),
        priceMinor: offer.price.amountMinor, currency: offer.price.currency, cardBrand: charge.brand, cardLast4: charge.last4, paymentRef: charge.paymentRef, supplierRef, nowIso,
      });
    } catch (err) {
      if (supplierRef !== null) await supplier.cancel({ supplierRef }).catch(() => undefined);
      if (chargeRef !== null) await payments.refund({ paymentRef: chargeRef, amount: offer.price }).catch(() => undefined);
      await deleteClaim(db, reference);
      throw err;
    }
    const row = await findBookingByReference(db, reference);
    if (!row) throw new Error('booking vanished after finalize');
    return { created: true, booking: toBooking(row) };
  }

  async function findForGuest(reference: string, email: string): Promise<BookingWithTrip> {
    const row = await findBookingByReference(db, reference.toUpperCase());
    if (!row || row.status === 'pending' || row.contact_email_lower !== email.trim().toLowerCase()) throw notFound();
    return row;
  }

  return {
    async refresh(offerId) {
      const r = await supplier.refreshOffer(offerId);
      if (r.status === 'invalid_offer') throw invalidOffer();
      if (r.status === 'available') return { status: r.status, offer: r.offer };
      if (r.status === 'price_changed') return { status: r.status, offer: r.offer, previousPrice: r.previous };
      return { status: r.status };
    },

    async create(req, ctx) {
      const issues = payments.validate(req.payment, now());
      const firstIssue = issues[0];
      if (firstIssue) throw validationError(firstIssue.field, firstIssue.message);
      const hash = requestHash(req);
      for (let i = 0; i < 5; i++) {
        const result = await attempt(req, ctx, hash);
        if (result) return result;
      }
      throw new AppError(409, 'IDEMPOTENCY_CONFLICT', 'Could not complete the booking for this idempotency key; try again');
    },

    async lookup(reference, email) {
      return toBooking(await findForGuest(reference, email));
    },

    async cancel(reference, email) {
      const row = await findForGuest(reference, email);
      if (row.status === 'cancelled') return toBooking(row);
      const summary = JSON.parse(row.summary_json ?? 'null') as Booking['offer'];
      const nowMs = now();
      const deadline = summary.conditions.cancellationDeadline;
      const refundable = summary.conditions.refundable && (deadline === undefined || nowMs <= Date.parse(deadline));
      const refundMinor = refundable ? (row.price_amount_minor ?? 0) : 0;
      if (row.supplier_ref) await supplier.cancel({ supplierRef: row.supplier_ref }).catch(() => undefined);
      if (refundMinor > 0 && row.payment_ref) await payments.refund({ paymentRef: row.payment_ref, amount: { amountMinor: refundMinor, currency: row.price_currency ?? 'USD' } });
      await markCancelled(db, row.reference, row.trip_event_id, refundMinor, new Date(nowMs).toISOString());
      return toBooking(await findForGuest(reference, email));
    },
  };
}
