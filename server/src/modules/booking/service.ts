/**
 * Booking (orders), offer refresh and guest lookup/cancel.
 * Spec: core-and-business §1 (trips hold events: saved, cart, booked, cancelled), §3 (Traveler, trip id),
 * §5 (traveler age 18-110, genders M/F). Rules (server/BOOKING.md); money safety: issue #6.
 *
 * 1. Card format first: Luhn (VALIDATION_ERROR `payment.number`), expiry (`payment.expiry`).
 * 2. Idempotency: the key (Idempotency-Key header or body) is scoped to the session (stored as a hash of
 *    session id + key, unique in `booking_claims`). The same key with the same request (hash of offer, accepted
 *    price, travelers, contact email, card last 4 / expiry / holder) returns the stored booking with 200;
 *    with a different request 409 IDEMPOTENCY_CONFLICT.
 * 3. Refresh the offer: forged/edited id -> 400 VALIDATION_ERROR `offerId`; expired -> 410 OFFER_EXPIRED;
 *    sold out -> 409 SOLD_OUT; refreshed price != acceptedPrice -> 409 PRICE_CHANGED with the fresh offer.
 *    The booking reply is built from the offer and checked against BookingSchema before any charge.
 * 4. Travelers (count per vertical, §5 rules at the travel date, lead needs email and phone). A hotel offer of more
 *    rooms than the caller may book in one booking (business mode without the company's multiRoomBookings, issue
 *    #24; access/hotel-rooms-policy.ts) -> 400 VALIDATION_ERROR `rooms`.
 * 5. Claim the key with a `pending` row in `booking_claims` (a concurrent double submit loses the unique
 *    race and waits for the winner's result, so one order is created). A finalized claim stays, so the key
 *    replays its order and the reference stays taken.
 * 6. Charge (idempotent per `booking:{reference}`; declined -> 402 PAYMENT_DECLINED with the reason, the
 *    claim is deleted: nothing stored), book with the supplier (same key), then, in one transaction that
 *    only succeeds while the claim is still pending and not under recovery: mark the claim finalized,
 *    create the trip with its booked event (trips service, same transaction) and insert the order.
 *    Any failure after the charge cancels the supplier booking and refunds (`refund:{reference}`), logged
 *    with the reference; if even that fails, the claim stays pending for recovery and that is logged too.
 * 7. Crash recovery: a pending claim older than `claimTimeoutMs` (its process died mid-booking) is taken
 *    over (one winner, `recovered_at`), the charge is looked up by its key, the supplier booking cancelled,
 *    the charge refunded, and the claim deleted, so a retry with the same key and body books afresh. This
 *    runs at start-up ({@link BookingService.recover}) and when a retry finds such a claim. No charge
 *    stays without an order or a refund.
 * 6a. Trips (issue #12; core-and-business §1, §3, §4): with `tripEventId` the signed-in account's cart event is
 *    checked before any charge (someone else's, a non-cart event or a visitor: 404 NOT_FOUND) and becomes the
 *    booked event (offer and price of the booking) in the finalize transaction; a signed-in booking without it
 *    joins the account's matching trip (the save rule of the trips module) or a new auto-named trip; a visitor's
 *    booking makes a new "Trip to X" owned by the contact email (it joins the account whose confirmed email it is).
 * 8. Cancel is one conditional state change booked -> cancelled (with the refund intent) plus the trip
 *    event's cancelled state (trips service) in one transaction; only the winner of racing cancels
 *    refunds, keyed by the order, and a failed refund is logged with the reference and retried by
 *    {@link BookingService.recover}. A failed supplier cancel is logged with the reference.
 * 6b. Business bookings (issue #26; ./business-booking.ts): the refresh reply carries the reporting fields to ask and
 *    how the traveler may pay; before the claim the port checks the reporting values (a missing required field: 400
 *    VALIDATION_ERROR `reportingFields.{id}`) and the payment method (`companyCard` charges the traveler's group's
 *    company card by its stored token; a personal card where the group allows none: 400 `paymentMethod`); the values
 *    are stored and the order records how it was paid (`payment_method`, `company_card_id`) in the finalize
 *    transaction.
 * 9. Guest lookup answers in constant time whether the reference exists or not (a fixed floor, and the
 *    email compared with timingSafeEqual against the row or a dummy).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  BookingSchema, passengerAgeProblem, passengerAgeProblemText, travelerIssues, type ApiError, type Booking, type BookingTraveler, type CreateBookingRequest, type Money,
  type PolicyBooking, type PriceChangedReply, type BusinessBooking, type BusinessCreateBookingRequest, type BusinessRefreshOfferResponse,
} from '@travel/contract';
import type { BookingClaimRow, BookingRow, Database } from '../../db/database.ts';
import { AppError, validationError } from '../../errors.ts';
import { assertHotelRoomsAllowed } from '../access/hotel-rooms-policy.ts';
import type { Principal } from '../access/principal.ts';
import { SupplierBookingError, type OfferRequirements, type RefreshOfferResult, type SupplierAdapter } from '../../inventory/supplier.ts';
import type { PaymentAdapter } from '../../payments/payment-adapter.ts';
import { newFullTripId, summarize, type TripBookingSteps } from '../trips/index.ts';
import type { OfferPolicyCheck, PolicyVerdicts } from '../policy-verdicts/index.ts';
import type { BusinessBookingPort } from './business-booking.ts';
import { recordAudit } from '../business/audit-log.ts';
import type { ReportFactsRecorder } from '../reporting/index.ts';
import {
  OUT_OF_POLICY_REASON_NAMES, assertMayBook, decidePolicy, describeReason, findPolicyChecks, insertPolicyCheck, markApprovalRequested, policyCheckOf, type PolicyApprovals, type PolicyDecision, type PolicyNotices,
} from './policy-checks.ts';
import {
  deleteClaim, finalizeClaim, findClaimByKey, findOrderByReference, findOrdersOfTripEvents, insertClaim, insertOrder, isUniqueViolation, listStaleClaims,
  listUnfinishedRefunds, markCancelled, setRefundStatus, takeStaleClaim,
} from './repository.ts';

/** Unambiguous upper-case letters and digits (no 0/O, 1/I) for references (trip ids: the trips module's newFullTripId, same alphabet). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** How long a request waits for a concurrent request holding the same idempotency key, ms. */
const CLAIM_WAIT_MS = 15_000;
const CLAIM_POLL_MS = 20;
/** Default age after which a pending claim counts as abandoned by a dead process, ms (BOOKING_CLAIM_TIMEOUT_MS). */
export const DEFAULT_CLAIM_TIMEOUT_MS = 60_000;
/** Every guest lookup or cancel takes at least this long, so timing does not tell whether a reference exists, ms. */
export const LOOKUP_FLOOR_MS = 40;

/** Points in a booking where tests can stop the process (crash tests kill it there with SIGKILL). */
export type BookingFaultPoint = 'booking.after-charge' | 'booking.after-supplier';
/** Test hook: awaited at each fault point (production passes none). */
export type FaultHook = (point: BookingFaultPoint, info: { reference: string }) => Promise<void>;

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
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface BookingContext {
  idempotencyKey: string;
  /** The caller's session: idempotency keys are scoped to it. */
  sessionId: string | null;
  /**
   * The signed-in account making the booking (its trip gets owner_account_id), or null for a visitor (issue #9).
   * Actor seam (issue #24): a business booking for someone else passes the actor of access/actor.ts here instead
   * (who books, for whom); the trip then goes to `onBehalfOf` through the trips booking steps.
   */
  accountId?: string | null;
  /**
   * Who booked for the traveler `accountId` (business booking for another traveler, issue #25): recorded on the order
   * (bookings.booked_by_*). Null/absent: the owner booked it themself (or a visitor did).
   */
  bookedBy?: { accountId: string; profileId: string } | null;
  /**
   * The caller (`request.principal`): a hotel offer of more rooms than it may book in one booking is refused before any
   * charge (access/hotel-rooms-policy.ts, issue #24 multiRoomBookings). Absent: no limit beyond the offer's own.
   */
  principal?: Principal;
}

/** What one recovery pass did (start-up, or on demand). */
export interface RecoveryReport {
  /** Stale pending claims cleaned up (charge refunded / supplier booking cancelled where there was one). */
  claims: number;
  /** Refunds of cancelled orders completed now. */
  refunds: number;
}

export interface BookingService {
  /**
   * Re-prices an offer; with `principal`, the reply carries the offer's travel-policy verdict for a caller who gets
   * verdicts (issue #25, the booking page). @throws AppError 400 VALIDATION_ERROR `offerId` for a forged or edited id
   */
  refresh(offerId: string, principal?: Principal): Promise<BusinessRefreshOfferResponse>;
  /** @returns the booking and whether it was created now (201) or replayed (200). @throws AppError (see module doc) */
  create(req: BusinessCreateBookingRequest, ctx: BookingContext): Promise<{ created: boolean; booking: BusinessBooking }>;
  /** @throws AppError 404 BOOKING_NOT_FOUND (also for a wrong email) */
  lookup(reference: string, email: string): Promise<BusinessBooking>;
  /** Cancels (idempotent; racing cancels refund once). @throws AppError 404 BOOKING_NOT_FOUND */
  cancel(reference: string, email: string): Promise<BusinessBooking>;
  /** Recovers stale pending claims and unfinished refunds (run at start-up). Never throws for one bad row. */
  recover(): Promise<RecoveryReport>;
  /**
   * The bookings made while `accountId` was the signed-in, selected account (their trips carry owner_account_id;
   * issue #9 "a booking made signed in shows under the account"), newest first. Another account's never appear.
   */
  listForAccount(accountId: string): Promise<PolicyBooking[]>; // actor seam (issue #24): a travel manager's list takes the actor
  /**
   * The bookings of `accountId` (as {@link listForAccount}, newest first) that business profile `bookedByProfileId`
   * made for them while booking for another traveler (bookings.booked_by_profile_id, issue #25): an arranger fulfilling
   * a book-on-behalf request picks one of these.
   */
  listForAccountBookedBy(accountId: string, bookedByProfileId: string): Promise<Booking[]>;
  /**
   * The order of a reference, for other modules' services (approvals, issue #25): no email check, so callers must scope
   * it themselves (approvals only reads bookings they were asked about by the booking flow). @returns null when unknown
   */
  find(reference: string): Promise<Booking | null>;
  /**
   * Releases an order held for approval (issue #25: a declined or expired hard approval, a passive booking voided in its
   * 24 h window): cancels it with a FULL refund whatever the fare's refund rules (the traveler is not charged for a trip
   * their company refused), cancels the supplier booking and the trip event. Idempotent: an order already cancelled
   * stays as it is. @returns the booking after, or null when the reference is unknown
   */
  release(reference: string): Promise<Booking | null>;
}

/** The contract's Booking of an order row and the trip id of its event (every column is present: migration 0004). */
function toBooking(row: BookingRow, tripId: string): Booking & Pick<BusinessBooking, 'paymentMethod'> {
  const summary = JSON.parse(row.summary_json) as Booking['offer'];
  const currency = row.price_currency;
  return {
    reference: row.reference,
    status: row.status,
    vertical: summary.vertical,
    offer: summary,
    price: { amountMinor: Number(row.price_amount_minor), currency },
    travelers: JSON.parse(row.travelers_json) as Booking['travelers'],
    contactEmail: row.contact_email,
    payment: { brand: row.card_brand as Booking['payment']['brand'], last4: row.card_last4 },
    supplierRef: row.supplier_ref,
    createdAt: row.created_at,
    ...(row.cancelled_at !== null ? { cancelledAt: row.cancelled_at } : {}),
    ...(row.refund_amount_minor !== null ? { refundAmount: { amountMinor: Number(row.refund_amount_minor), currency } } : {}),
    tripId,
    ...(row.payment_method === 'companyCard' ? { paymentMethod: 'companyCard' as const } : {}),
  };
}

/** The claim is no longer this request's to finish (a recovery took it over). */
class ClaimLostError extends Error {
  constructor(reference: string) {
    super(`Booking claim ${reference} was taken over by crash recovery`);
    this.name = 'ClaimLostError';
  }
}

/**
 * Step 4 of the module doc: the travelers against the offer's requirements. Each traveler passes the §5 rules
 * (contract travelerIssues; the lead needs email and phone; cars: the lead's minimum age). With `passengers`
 * (a flight party with children or infants, issue #11) the request names exactly those passengers in order:
 * each `passengerType` must match (`travelers.{i}.passengerType`) and the date of birth fit the type
 * (contract passengerAgeProblem: adult 18+ at departure, child 2-17 and infant under 2 on the last flight's
 * date; `travelers.{i}.dateOfBirth`). Without `passengers` every traveler must be an adult (hotels, cars,
 * trains, packages and adult-only flights keep the 18-110 rule).
 * @throws AppError 400 VALIDATION_ERROR with the field path of the first problem
 */
export function checkTravelers(travelers: readonly BookingTraveler[], rules: OfferRequirements): void {
  const passengers = rules.passengers;
  if (travelers.length < rules.minTravelers || travelers.length > rules.maxTravelers || (passengers && travelers.length !== passengers.length)) {
    throw validationError('travelers', rules.minTravelers === rules.maxTravelers ? `This offer needs exactly ${rules.minTravelers} traveler(s)` : `This offer needs ${rules.minTravelers} to ${rules.maxTravelers} travelers`);
  }
  const dates = { departureDate: rules.travelDate, lastFlightDate: rules.lastTravelDate ?? rules.travelDate };
  travelers.forEach((t, i) => {
    const expected = passengers?.[i]?.type ?? 'adult';
    if (t.passengerType !== expected) {
      throw validationError(`travelers.${i}.passengerType`, `Traveler ${i + 1} of this offer is ${expected === 'adult' ? 'an adult' : `a passenger of type ${expected}`}, not ${t.passengerType}`);
    }
    const minLead = i === 0 && rules.minLeadAgeYears ? { minAgeYears: Math.max(18, rules.minLeadAgeYears) } : {};
    // The §5 age window applies to adults; children and infants get their type's window below instead.
    const ageWindow = expected === 'adult' ? minLead : { minAgeYears: 0 };
    const issues = travelerIssues(t, { travelDate: rules.travelDate, requireContact: i === 0, ...ageWindow });
    const first = issues[0];
    if (first) throw validationError(`travelers.${i}.${first.path}`, first.message);
    if (passengers) {
      const problem = passengerAgeProblem(t.dateOfBirth, expected, dates);
      if (problem) throw validationError(`travelers.${i}.dateOfBirth`, passengerAgeProblemText(problem, dates));
    }
  });
}

/** Hash of what makes two booking requests the same (exported for tests that seed a claim). */
export function requestHash(req: Omit<CreateBookingRequest, 'payment'> & Partial<Pick<BusinessCreateBookingRequest, 'payment' | 'paymentMethod' | 'reportingFields'>>): string {
  const canonical = {
    offerId: req.offerId,
    acceptedPrice: req.acceptedPrice,
    travelers: req.travelers,
    contactEmail: req.contactEmail.toLowerCase(),
    // A company card charge (issue #26) has no card of its own; a personal card hashes as before.
    ...(req.paymentMethod === 'companyCard' || !req.payment
      ? { paymentMethod: 'companyCard' }
      : { card: { last4: req.payment.number.slice(-4), month: req.payment.expiryMonth, year: req.payment.expiryYear, holder: req.payment.holderName } }),
    ...(req.reportingFields && req.reportingFields.length > 0 ? { reportingFields: req.reportingFields } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The stored idempotency key: the client's key scoped to its session (one session cannot replay another's). */
export function scopedIdempotencyKey(sessionId: string | null, key: string): string {
  return `s1:${createHash('sha256').update(`${sessionId ?? 'no-session'}\n${key}`).digest('base64url')}`;
}

/** Charge / supplier idempotency key of a booking attempt. */
const attemptKey = (reference: string) => `booking:${reference}`;
/** Refund key of an order or an abandoned attempt: one refund per reference. */
const refundKey = (reference: string) => `refund:${reference}`;

const notFound = () => new AppError(404, 'BOOKING_NOT_FOUND', 'No booking with this reference and email');
/** 400 VALIDATION_ERROR on offerId: the id was not issued by the supplier (forged or edited). */
const invalidOffer = () => validationError('offerId', 'This offer id was not issued by us (edited or malformed); search again');

const emailDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();
const DUMMY_EMAIL_DIGEST = emailDigest('nobody@invalid.example');

export interface BookingServiceDeps {
  db: Kysely<Database>;
  /** Trips and trip events (owned by the trips module): its booking steps, called inside booking's transactions. */
  trips: TripBookingSteps;
  supplier: SupplierAdapter;
  payments: PaymentAdapter;
  now: () => number;
  /** Where money-safety problems are logged (with the booking reference). */
  log: FastifyBaseLogger;
  /** A pending claim older than this is recovered, ms (default {@link DEFAULT_CLAIM_TIMEOUT_MS}). */
  claimTimeoutMs?: number;
  /** Test hook awaited at fault points. */
  fault?: FaultHook;
  /**
   * Travel-policy verdicts (issue #25; policy-checks.ts): a business booking is re-evaluated on the server, block is
   * refused, warn needs a reason, requireApproval is recorded. Absent: no policy (tests of other rules).
   */
  policy?: PolicyVerdicts;
  /** The approvals module's port for requireApproval bookings (policy-checks.ts {@link PolicyApprovals}). */
  approvals?: PolicyApprovals;
  /** Told of out-of-policy bookings in the order's transaction (issue #26 Slack; policy-checks.ts {@link PolicyNotices}). */
  notices?: PolicyNotices;
  /**
   * The reporting module's facts of a business booking (issue #26: lead time, units, CO2, the cheapest fare of its
   * search), gathered before the charge and stored in the order's transaction with its policy check. Absent: none.
   */
  reportFacts?: ReportFactsRecorder;
  /**
   * The business event hub's port (issue #26): a booking whose request names `businessEventId` is linked to that event,
   * inside the order's transaction, when its traveler is invited (the hub ignores it otherwise). Absent: not recorded.
   */
  events?: BookingEventLinks;
  /** Reporting fields and company payment methods of business bookings (issue #26, ./business-booking.ts). Absent: none. */
  business?: BusinessBookingPort;
}

/** What booking asks of the business event hub (business events-service.ts recordBooking). */
export interface BookingEventLinks {
  recordBooking(trx: Kysely<Database>, input: { companyId: string; travelerProfileId: string; eventId: string; reference: string; tripEventId: number; at: string }): Promise<boolean>;
}

/**
 * Creates the booking service.
 * @param deps database, supplier, payment adapter, clock, logger, claim timeout, optional fault hook
 */
export function createBookingService(deps: BookingServiceDeps): BookingService {
  const { db, trips, supplier, payments, now, log } = deps;
  const claimTimeoutMs = deps.claimTimeoutMs ?? DEFAULT_CLAIM_TIMEOUT_MS;
  const fault: FaultHook = deps.fault ?? (async () => undefined);
  const cutoffIso = () => new Date(now() - claimTimeoutMs).toISOString();

  const isStale = (claim: BookingClaimRow) => Date.parse(claim.recovered_at ?? claim.created_at) < now() - claimTimeoutMs;

  /** The orders of an account's trip events with their Bookings, newest first (listForAccount and its booked-by view). */
  async function ordersOfAccount(accountId: string): Promise<{ row: BookingRow; booking: Booking }[]> {
    const events = await trips.eventsOfAccount(db, accountId);
    const tripOf = new Map(events.map((e) => [e.tripEventId, e.tripId]));
    const rows = await findOrdersOfTripEvents(db, events.map((e) => e.tripEventId));
    return rows
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.reference.localeCompare(a.reference))
      .map((row) => ({ row, booking: toBooking(row, tripOf.get(row.trip_event_id) ?? '') }));
  }

  /** The Booking of an order row, with its trip id from the trips module and its policy check (business bookings). */
  async function load(row: BookingRow): Promise<BusinessBooking> {
    const booking = toBooking(row, await trips.tripIdOfEvent(db, row.trip_event_id));
    const policy = (await findPolicyChecks(db, [row.reference])).get(row.reference);
    return policy ? { ...booking, policy } : booking;
  }

  /**
   * Step 2 of policy-checks.ts for a business caller with verdicts: the server's verdict of the refreshed offer,
   * applied to the request. @returns null when no policy applies to the caller
   * @throws OutOfPolicyBlockedError 403; AppError 400 VALIDATION_ERROR `outOfPolicyReason`
   */
  async function policyDecision(req: BusinessCreateBookingRequest, offer: Booking['offer']['offer'], ctx: BookingContext): Promise<PolicyDecision | null> {
    const principal = ctx.principal;
    if (!deps.policy || principal?.kind !== 'account' || !principal.business) return null;
    const seats = req.travelers.filter((t) => t.passengerType !== 'infantOnLap').length;
    const check = await deps.policy.checkOffer(principal, offer, seats);
    return check ? decidePolicy(check, principal.business.profileId, req.outOfPolicyReason) : null;
  }

  /**
   * For a requireApproval verdict, whom the traveler may name as approver (`{ approvers }` for the refresh reply; the
   * person booking, when not the traveler, is never offered); `{}` otherwise or without the approvals port.
   */
  async function approversOf(check: OfferPolicyCheck, principal: Principal | undefined) {
    if (check.verdict.action !== 'requireApproval' || !deps.approvals?.approversFor || principal?.kind !== 'account' || !principal.business) return {};
    const booker = principal.business.profileId;
    const { companyId, profileId } = check.traveler;
    return { approvers: await deps.approvals.approversFor({ companyId, travelerProfileId: profileId, ...(booker !== profileId ? { bookerProfileId: booker } : {}) }) };
  }

  /**
   * Undoes a booking attempt that will not become an order: cancels the supplier booking and refunds the
   * charge made under the attempt's key. @returns true when nothing is left to undo (safe to drop the claim)
   */
  async function undoAttempt(reference: string): Promise<boolean> {
    let clean = true;
    try {
      const held = await supplier.findBooking(attemptKey(reference));
      if (held?.status === 'confirmed') await supplier.cancel({ supplierRef: held.supplierRef });
    } catch (err) {
      clean = false;
      log.error({ err, reference }, 'booking: could not cancel the supplier booking of an abandoned attempt');
    }
    try {
      const charge = await payments.findCharge(attemptKey(reference));
      if (charge) await payments.refund({ paymentRef: charge.paymentRef, amount: charge.amount, refundKey: refundKey(reference) });
    } catch (err) {
      clean = false;
      log.error({ err, reference }, 'booking: could not refund the charge of an abandoned attempt');
    }
    return clean;
  }

  /** Recovers one stale pending claim if this caller wins it. @returns true when it was cleaned up */
  async function recoverClaim(reference: string): Promise<boolean> {
    const nowIso = new Date(now()).toISOString();
    if (!(await takeStaleClaim(db, reference, cutoffIso(), nowIso))) return false;
    if (!(await undoAttempt(reference))) return false; // stays pending; the next pass tries again
    await deleteClaim(db, reference);
    log.warn({ reference }, 'booking: recovered an abandoned booking claim (charge refunded, supplier booking cancelled)');
    return true;
  }

  /**
   * Waits while the key's claim is pending and fresh, starting from `claim` (already read by the caller).
   * @returns the order it became, or undefined when the claim vanished
   */
  async function settled(key: string, first: BookingClaimRow): Promise<BookingRow | undefined> {
    const deadline = Date.now() + CLAIM_WAIT_MS;
    for (let claim: BookingClaimRow | undefined = first; ; claim = await findClaimByKey(db, key)) {
      if (!claim) return undefined;
      if (claim.status === 'finalized') {
        const order = await findOrderByReference(db, claim.reference);
        if (!order) throw new Error(`booking: finalized claim ${claim.reference} has no order`);
        return order;
      }
      if (isStale(claim)) {
        await recoverClaim(claim.reference);
        continue;
      }
      if (Date.now() > deadline) throw new AppError(409, 'IDEMPOTENCY_CONFLICT', 'A booking with this idempotency key is still being processed; try again shortly');
      await sleep(CLAIM_POLL_MS);
    }
  }

  /** The replayed booking for an existing key, or undefined when there is none (any more). */
  async function replay(key: string, hash: string): Promise<BusinessBooking | undefined> {
    const first = await findClaimByKey(db, key);
    if (!first) return undefined;
    if (first.request_hash !== hash) throw new AppError(409, 'IDEMPOTENCY_CONFLICT', 'This idempotency key was used for a different booking request');
    const row = await settled(key, first);
    return row ? load(row) : undefined;
  }

  function mapUnavailable(r: Exclude<RefreshOfferResult, { status: 'available' | 'price_changed' | 'invalid_offer' }>): AppError {
    return r.status === 'offer_expired'
      ? new AppError(410, 'OFFER_EXPIRED', 'The offer has expired; search again for current prices')
      : new AppError(409, 'SOLD_OUT', 'The offer is sold out');
  }

  async function attempt(req: BusinessCreateBookingRequest, key: string, ctx: BookingContext, hash: string): Promise<{ created: boolean; booking: BusinessBooking } | undefined> {
    const existing = await replay(key, hash);
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
    checkTravelers(req.travelers, rules);
    // Issue #25: a business user needs TRIP_EVENT_BOOK; the server's policy verdict decides (block refused, warn needs
    // a reason), before anything is claimed or charged.
    assertMayBook(ctx.principal);
    // What the company allows at all comes before the policy's judgement of this offer. One room per hotel booking (a package's hotel too) for a business user whose company has multiRoomBookings off (400 on `rooms`).
    if (ctx.principal && (offer.vertical === 'hotels' || offer.vertical === 'packages')) assertHotelRoomsAllowed(ctx.principal, offer.vertical === 'hotels' ? offer.rooms : offer.hotel.rooms);
    // Issue #26: the business booking's reporting values and payment method, checked before the policy's judgement and
    // before anything is charged (a missing required field is a 400 the traveler fixes on the form).
    const business = deps.business ? await deps.business.prepare(ctx.principal, summarize(offer).vertical, req) : null;
    if (!business && req.paymentMethod === 'companyCard') throw validationError('paymentMethod', 'Only business bookings can be charged to a company card');
    const companyCard = business?.companyCard ?? null;
    const typedCard = req.payment;
    if (!companyCard && !typedCard) throw validationError('payment', 'Enter the card to pay with');
    const decision = await policyDecision(req, offer, ctx);
    // A booking that will need approval: the traveler must be allowed to ask for it (403 before any charge). An arranger
    // booking for them asks in their name (the approval is the traveler's; the audit log and the order record the booker).
    // The approver the traveler names (issue #25 TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT "asks only named approvers"):
    // checked here, before the charge (400 on `approverProfileId` for someone who may not decide this trip).
    const named = decision?.approvalStatus === 'required' && req.approverProfileId
      ? { explicitApproverProfileId: req.approverProfileId, ...(decision.bookerProfileId !== decision.traveler.profileId ? { bookerProfileId: decision.bookerProfileId } : {}) }
      : {};
    if (decision?.approvalStatus === 'required' && deps.approvals) {
      try {
        await deps.approvals.assertMayRequest({ companyId: decision.traveler.companyId, travelerProfileId: decision.traveler.profileId, ...named });
      } catch (err) {
        if (err instanceof AppError && err.field === 'explicitApproverProfileId') throw validationError('approverProfileId', err.message);
        throw err;
      }
    }
    // Booking from the trips cart (issue #12): the event must be the signed-in account's cart event, checked before any charge.
    if (req.tripEventId !== undefined) await trips.assertCartEvent(db, ctx.accountId ?? null, req.tripEventId);

    // The reply must be valid before money moves: build it from the offer and check it against the schema.
    const summary = summarize(offer);
    // Issue #26: a business booking's reporting facts (never fails: unknown facts are null).
    const facts = decision && deps.reportFacts ? await deps.reportFacts.collect(offer, req.travelers.filter((t) => t.passengerType !== 'infantOnLap').length, summary.startDate) : null;
    const nowIso = new Date(now()).toISOString();
    const tripId = newFullTripId();
    const draft: Booking = {
      reference: 'AAAAAA', status: 'booked', vertical: summary.vertical, offer: summary, price: offer.price, travelers: req.travelers,
      contactEmail: req.contactEmail, payment: { brand: 'unknown', last4: companyCard ? companyCard.last4 : typedCard!.number.slice(-4) }, supplierRef: '', createdAt: nowIso, tripId,
    };
    const checked = BookingSchema.safeParse(draft);
    if (!checked.success) {
      log.error({ offerId: offer.id, issues: checked.error.issues.slice(0, 5) }, 'booking: the offer does not make a valid booking; refused before charging');
      throw invalidOffer();
    }

    // Claim the key (unique constraint); the loser of a race replays the winner's result.
    let reference = '';
    for (let tries = 0; ; tries++) {
      reference = randomCode(6);
      try {
        await insertClaim(db, {
          reference, scoped_key: key, request_hash: hash, contact_email: req.contactEmail, session_id: ctx.sessionId, created_at: nowIso,
          offer_id: offer.id, price_amount_minor: offer.price.amountMinor, price_currency: offer.price.currency,
        });
        break;
      } catch (err) {
        if (isUniqueViolation(err, 'booking_claims', 'scoped_key')) return undefined; // retry from the top: replay or take over
        if (!isUniqueViolation(err, 'booking_claims', 'reference') || tries >= 5) throw err;
      }
    }

    let charged = false;
    let booked: BusinessBooking;
    let approvalRequestId: string | null = null;
    try {
      const charge = await payments.charge({ card: companyCard ? { token: companyCard.token } : typedCard!, amount: offer.price, description: `Booking ${reference}`, idempotencyKey: attemptKey(reference) });
      if (charge.status === 'declined') throw new AppError(402, 'PAYMENT_DECLINED', charge.reason, companyCard ? 'paymentMethod' : 'payment.number');
      charged = true;
      await fault('booking.after-charge', { reference });
      let supplierRef: string;
      try {
        supplierRef = (await supplier.book({ offerId: offer.id, travelers: req.travelers, idempotencyKey: attemptKey(reference) })).supplierRef;
      } catch (err) {
        if (err instanceof SupplierBookingError) {
          if (err.reason === 'invalid_travelers') throw validationError('travelers', err.message);
          if (err.reason === 'invalid_offer') throw invalidOffer();
          if (err.reason === 'offer_expired' || err.reason === 'sold_out') throw mapUnavailable({ status: err.reason });
          throw new AppError(409, 'PRICE_CHANGED', 'The price changed while booking; refresh the offer');
        }
        throw err;
      }
      await fault('booking.after-supplier', { reference });
      const summaryJson = JSON.stringify(summary);
      // One transaction: the claim (still ours, not under recovery) becomes the order with its trip event: the
      // account's cart event booked, or a booked event in the account's matching trip (trips module rule), or a
      // visitor's new "Trip to X".
      const bookedTripId = await db.transaction().execute(async (trx) => {
        if (!(await finalizeClaim(trx, reference))) throw new ClaimLostError(reference);
        const accountId = ctx.accountId ?? null;
        const { tripEventId, tripId: eventTripId } =
          req.tripEventId !== undefined && accountId !== null
            ? await trips.bookCartEvent(trx, { accountId, tripEventId: req.tripEventId, offer, summary, nowIso })
            : accountId !== null
              ? await trips.addBookedEventForAccount(trx, { accountId, ownerEmail: req.contactEmail.toLowerCase(), offer, summary, newTripId: tripId, nowIso })
              : {
                  ...(await trips.createTripWithBookedEvent(trx, {
                    tripId, tripName: `Trip to ${summary.destinationName}`, ownerEmail: req.contactEmail.toLowerCase(), ownerAccountId: null, vertical: summary.vertical, title: summary.title,
                    startDate: summary.startDate, endDate: summary.endDate, offerJson: summaryJson, priceMinor: offer.price.amountMinor, currency: offer.price.currency, nowIso,
                  })),
                  tripId,
                };
        await insertOrder(trx, {
          reference, vertical: summary.vertical, trip_event_id: tripEventId, contact_email: req.contactEmail, contact_email_lower: req.contactEmail.toLowerCase(),
          session_id: ctx.sessionId, travelers_json: JSON.stringify(req.travelers), summary_json: summaryJson, price_amount_minor: offer.price.amountMinor,
          price_currency: offer.price.currency, card_brand: charge.brand, card_last4: charge.last4, payment_ref: charge.paymentRef, supplier_ref: supplierRef, created_at: nowIso,
          booked_by_account_id: ctx.bookedBy?.accountId ?? null, booked_by_profile_id: ctx.bookedBy?.profileId ?? null,
          payment_method: companyCard ? 'companyCard' : 'personalCard', company_card_id: companyCard?.id ?? null,
        });
        if (business && deps.business) await deps.business.record(trx, business, reference, nowIso);
        // Issue #25: a booking made for another traveler is in the business audit log (who, for whom, what, when).
        const p = ctx.principal;
        if (ctx.bookedBy && p?.kind === 'account' && p.business && p.bookingFor) {
          await recordAudit(trx, {
            companyId: p.business.companyId, actor: ctx.bookedBy, onBehalfProfileId: p.bookingFor.profileId, action: 'booking.onBehalf', subjectType: 'booking',
            subjectId: reference, details: { vertical: summary.vertical, title: summary.title, amountMinor: offer.price.amountMinor, currency: offer.price.currency }, at: nowIso,
          });
        }
        if (decision) {
          await insertPolicyCheck(trx, reference, summary.vertical, decision, null, nowIso);
          if (!decision.verdict.inPolicy && deps.notices) {
            await deps.notices.outOfPolicyBooking(trx, {
              companyId: decision.traveler.companyId, reference, travelerProfileId: decision.traveler.profileId, bookerProfileId: decision.bookerProfileId,
              vertical: summary.vertical, title: summary.title, price: offer.price, action: decision.verdict.action, reasons: decision.verdict.reasons.map(describeReason),
              reasonGiven: decision.reason ? `${OUT_OF_POLICY_REASON_NAMES[decision.reason.code]}. ${decision.reason.text}` : null,
            });
          }
          if (facts && deps.reportFacts) {
            await deps.reportFacts.insert(trx, { reference, companyId: decision.traveler.companyId, travelerProfileId: decision.traveler.profileId, facts, nowIso });
          }
        }
        // Issue #26: a booking started from a business event is linked to it (the traveler booked for, if any).
        if (req.businessEventId !== undefined && deps.events && p?.kind === 'account' && p.business) {
          await deps.events.recordBooking(trx, {
            companyId: p.business.companyId, travelerProfileId: p.bookingFor?.profileId ?? p.business.profileId, eventId: req.businessEventId, reference, tripEventId, at: nowIso,
          });
        }
        return eventTripId;
      });
      // The approval request, once the order is stored (the approvals module reads it and mails the approver). A failure
      // here leaves the booking stored with approval status `required` (logged): the booking itself is not lost.
      if (decision?.approvalStatus === 'required' && deps.approvals) {
        try {
          const approval = await deps.approvals.requestApproval({
            bookingId: reference, companyId: decision.traveler.companyId, travelerProfileId: decision.traveler.profileId,
            reasons: [
              ...decision.verdict.reasons.map(describeReason),
              ...(decision.reason ? [`Reason given: ${OUT_OF_POLICY_REASON_NAMES[decision.reason.code]}. ${decision.reason.text}`] : []),
            ],
            vertical: summary.vertical,
            ...named,
          });
          approvalRequestId = approval.id;
          await markApprovalRequested(db, reference, approvalRequestId);
        } catch (err) {
          log.error({ err, reference }, 'booking: stored, but its approval request could not be created; it stays "approval required"');
        }
      }
      // The reply is the checked draft with what the charge and the supplier returned (what was just stored).
      booked = {
        ...draft, reference, payment: { brand: charge.brand, last4: charge.last4 }, supplierRef, tripId: bookedTripId,
        ...(companyCard ? { paymentMethod: 'companyCard' as const } : {}),
        ...(decision ? { policy: policyCheckOf(decision, approvalRequestId) } : {}),
      };
    } catch (err) {
      if (err instanceof ClaimLostError) {
        // A recovery took the claim over (this request was too slow): it refunds; report the truth.
        log.error({ reference }, 'booking: claim taken over by recovery before it could be finished');
        throw new AppError(409, 'IDEMPOTENCY_CONFLICT', 'The booking took too long and was rolled back (any charge is refunded); try again');
      }
      const clean = charged ? await undoAttempt(reference) : true;
      if (clean) {
        if (charged) log.warn({ err, reference }, 'booking: attempt failed after charging; supplier booking cancelled and charge refunded');
        await deleteClaim(db, reference).catch((deleteErr: unknown) =>
          log.error({ err: deleteErr, reference }, 'booking: could not delete the claim of a failed attempt; recovery removes it once stale'),
        );
      } else log.error({ err, reference }, 'booking: attempt failed after charging and could not be undone now; left pending for recovery');
      throw err;
    }
    return { created: true, booking: booked };
  }

  /** Refunds a cancelled order once (keyed by its reference); records refunded / failed. */
  async function refundCancelled(row: BookingRow): Promise<boolean> {
    const { reference } = row;
    const amount = row.refund_amount_minor === null ? 0 : Number(row.refund_amount_minor);
    if (amount <= 0) return true;
    try {
      await payments.refund({ paymentRef: row.payment_ref, amount: { amountMinor: amount, currency: row.price_currency }, refundKey: refundKey(reference) });
    } catch (err) {
      log.error({ err, reference }, 'booking: refund of a cancelled order failed; recorded as failed, recovery retries it');
      await setRefundStatus(db, reference, 'failed').catch((recordErr: unknown) =>
        log.error({ err: recordErr, reference }, 'booking: could not record the failed refund; it stays pending and recovery retries it'),
      );
      return false;
    }
    try {
      await setRefundStatus(db, reference, 'refunded');
      return true;
    } catch (err) {
      log.error({ err, reference }, 'booking: refund made but not recorded; recovery repeats it under the same refund key (no second refund)');
      return false;
    }
  }

  /** Runs `work` but answers no sooner than LOOKUP_FLOOR_MS after the start (success or failure alike). */
  async function withFloor<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      // A timer may fire up to a millisecond early against performance.now() (libuv's loop clock is in whole ms):
      // wait again until the floor has really passed.
      for (let left = LOOKUP_FLOOR_MS - (performance.now() - started); left > 0; left = LOOKUP_FLOOR_MS - (performance.now() - started)) {
        await sleep(Math.ceil(left));
      }
    }
  }

  async function findForGuest(reference: string, email: string): Promise<BookingRow> {
    const row = await findOrderByReference(db, reference.toUpperCase());
    const presented = emailDigest(email);
    const stored = row ? emailDigest(row.contact_email_lower) : DUMMY_EMAIL_DIGEST;
    const emailOk = timingSafeEqual(presented, stored);
    if (!row || !emailOk) throw notFound();
    return row;
  }

  return {
    async refresh(offerId, principal) {
      const r = await supplier.refreshOffer(offerId);
      if (r.status === 'invalid_offer') throw invalidOffer();
      const passengers = r.status === 'available' || r.status === 'price_changed' ? r.requirements.passengers : undefined;
      const withPassengers = passengers ? { passengers } : {};
      if (r.status === 'available' || r.status === 'price_changed') {
        // The booking page's verdict (issue #25): the same evaluation the booking will make.
        const seats = passengers ? passengers.filter((p) => p.type !== 'infantOnLap').length : r.requirements.minTravelers;
        const check = deps.policy && principal ? await deps.policy.checkOffer(principal, r.offer, seats) : null;
        // Issue #26: the reporting fields to ask and how the traveler may pay, for a business booking.
        const options = deps.business && principal ? await deps.business.optionsFor(principal, summarize(r.offer).vertical) : null;
        const withPolicy = { ...(check ? { policy: check.verdict, ...(await approversOf(check, principal)) } : {}), ...(options ? { business: options } : {}) };
        if (r.status === 'available') return { status: r.status, offer: r.offer, ...withPassengers, ...withPolicy };
        return { status: r.status, offer: r.offer, previousPrice: r.previous, ...withPassengers, ...withPolicy };
      }
      return { status: r.status };
    },

    async create(req, ctx) {
      // A company card charge (issue #26) sends no card; a card sent with it is ignored.
      const issues = req.payment && req.paymentMethod !== 'companyCard' ? payments.validate(req.payment, now()) : [];
      const firstIssue = issues[0];
      if (firstIssue) throw validationError(firstIssue.field, firstIssue.message);
      const hash = requestHash(req);
      const key = scopedIdempotencyKey(ctx.sessionId, ctx.idempotencyKey);
      for (let i = 0; i < 5; i++) {
        const result = await attempt(req, key, ctx, hash);
        if (result) return result;
      }
      throw new AppError(409, 'IDEMPOTENCY_CONFLICT', 'Could not complete the booking for this idempotency key; try again');
    },

    async listForAccount(accountId) {
      const orders = await ordersOfAccount(accountId);
      const checks = await findPolicyChecks(db, orders.map(({ row }) => row.reference));
      return orders.map(({ row, booking }) => {
        const policy = checks.get(row.reference);
        return policy ? { ...booking, policy } : booking;
      });
    },

    async listForAccountBookedBy(accountId, bookedByProfileId) {
      return (await ordersOfAccount(accountId)).filter(({ row }) => row.booked_by_profile_id === bookedByProfileId).map(({ booking }) => booking);
    },

    async lookup(reference, email) {
      return withFloor(async () => load(await findForGuest(reference, email)));
    },

    async cancel(reference, email) {
      return withFloor(async () => {
        const row = await findForGuest(reference, email);
        if (row.status === 'booked') {
          const summary = JSON.parse(row.summary_json) as Booking['offer'];
          const nowMs = now();
          const nowIso = new Date(nowMs).toISOString();
          const deadline = summary.conditions.cancellationDeadline;
          const refundable = summary.conditions.refundable && (deadline === undefined || nowMs <= Date.parse(deadline));
          const refundMinor = refundable ? Number(row.price_amount_minor) : 0;
          // One transaction: the order's state change with its refund intent, and its trip event.
          const won = await db.transaction().execute(async (trx) => {
            if (!(await markCancelled(trx, row.reference, refundMinor, nowIso))) return false;
            await trips.cancelEvent(trx, row.trip_event_id, nowIso);
            return true;
          });
          if (won) {
            await supplier.cancel({ supplierRef: row.supplier_ref }).catch((err: unknown) =>
              log.error({ err, reference: row.reference, supplierRef: row.supplier_ref }, 'booking: supplier cancel of a cancelled order failed; release it with the supplier by hand'),
            );
            await refundCancelled({ ...row, status: 'cancelled', refund_amount_minor: refundMinor });
          }
        }
        const after = await findOrderByReference(db, row.reference);
        if (!after) throw notFound();
        return load(after);
      });
    },

    async find(reference) {
      const row = await findOrderByReference(db, reference);
      return row ? load(row) : null;
    },

    async release(reference) {
      const row = await findOrderByReference(db, reference);
      if (!row) return null;
      if (row.status === 'booked') {
        const nowIso = new Date(now()).toISOString();
        const refundMinor = Number(row.price_amount_minor);
        const won = await db.transaction().execute(async (trx) => {
          if (!(await markCancelled(trx, row.reference, refundMinor, nowIso))) return false;
          await trips.cancelEvent(trx, row.trip_event_id, nowIso);
          return true;
        });
        if (won) {
          await supplier.cancel({ supplierRef: row.supplier_ref }).catch((err: unknown) =>
            log.error({ err, reference: row.reference, supplierRef: row.supplier_ref }, 'booking: supplier cancel of a released order failed; release it with the supplier by hand'),
          );
          await refundCancelled({ ...row, status: 'cancelled', refund_amount_minor: refundMinor });
        }
      }
      const after = await findOrderByReference(db, reference);
      return after ? load(after) : null;
    },

    async recover() {
      const report: RecoveryReport = { claims: 0, refunds: 0 };
      for (const reference of await listStaleClaims(db, cutoffIso())) {
        try {
          if (await recoverClaim(reference)) report.claims++;
        } catch (err) {
          log.error({ err, reference }, 'booking: recovery of an abandoned claim failed');
        }
      }
      for (const row of await listUnfinishedRefunds(db)) {
        if (await refundCancelled(row)) report.refunds++;
      }
      return report;
    },
  };
}
