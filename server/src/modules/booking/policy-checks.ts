/**
 * The travel-policy side of a business booking (issue #25 "Out-of-policy booking asks for a reason code plus free text
 * when the action is warn, starts approval when it is require-approval, and is refused on the server when it is block
 * (the UI hiding a button is not enough)"; core-and-business §6 TRIP_EVENT_BOOK). Owner of `booking_policy_checks`
 * (migration 0026).
 *
 * Order inside a booking (booking/service.ts), before anything is claimed or charged:
 * 1. {@link assertMayBook}: a business user on the business side needs TRIP_EVENT_BOOK to book at all (403 FORBIDDEN).
 * 2. The server evaluates the refreshed offer (policy-verdicts `checkOffer`: the traveler's effective policy, the
 *    offer as the supplier quotes it now; the client's figures are never read) and {@link decidePolicy} applies it:
 *    `block` -> 403 OUT_OF_POLICY_BLOCKED with the verdict ({@link OutOfPolicyBlockedError}); `warn` -> 400
 *    VALIDATION_ERROR on `outOfPolicyReason` without a reason (code + text of at least 10 characters; the body schema
 *    checks the reason's own fields); `requireApproval` -> booked, recorded as needing approval.
 * 3. In the transaction that stores the order, {@link insertPolicyCheck} stores the verdict, the policy version and the
 *    reason; for requireApproval the {@link PolicyApprovals} port (the approvals service, wired in app.ts) checks that
 *    the requester may ask before the charge and creates the approval request once the order is stored; without the
 *    port the booking stays with approval status `required` (the frame shows "approval required").
 */
import type { Kysely, Transaction } from 'kysely';
import {
  OUT_OF_POLICY_REASON_MIN_CHARS, type ApproversToNameReply, type BookingApprovalStatus, type BookingPolicyCheck, type OutOfPolicyBlockedReply, type OutOfPolicyReason, type PolicyReason,
  type PolicyVerdict, type Vertical,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { BookingPolicyCheckRow } from '../../db/booking-policy-tables.ts';
import { AppError, validationError } from '../../errors.ts';
import type { Principal } from '../access/principal.ts';
import { bookingForProfileOf, type PolicyTraveler } from '../policy-verdicts/index.ts';

/**
 * The approvals module as the booking flow sees it (issue #25: "starts approval when it is require-approval"; the
 * approvals service of modules/business, wired in app.ts). For a requireApproval verdict the booking calls
 * `assertMayRequest` before anything is claimed or charged (403 when the requester may not ask for approval), then
 * `requestApproval` once the order is stored and committed (the approvals module reads the stored order, holds it for a
 * hard approval, and mails the approver). Absent (tests of other rules): the booking stays with approval status
 * `required`.
 */
export interface PolicyApprovals {
  /**
   * `explicitApproverProfileId`: the booking's `approverProfileId` (the approver the traveler names; required when
   * their role only asks named approvers); `bookerProfileId`: the arranger booking for the traveler, never accepted as
   * the named approver. @throws 403 FORBIDDEN may not ask / must name one; 400 VALIDATION_ERROR `explicitApproverProfileId`
   */
  assertMayRequest(input: { companyId: string; travelerProfileId: string; requestedByProfileId?: string; explicitApproverProfileId?: string; bookerProfileId?: string }): Promise<void>;
  /**
   * Whom the traveler may name as approver and whether they must (the offer refresh of a requireApproval verdict
   * carries it; contract PolicyRefreshOfferResponseSchema `approvers`). Absent: the refresh carries none.
   */
  approversFor?(input: { companyId: string; travelerProfileId: string; bookerProfileId?: string }): Promise<ApproversToNameReply>;
  requestApproval(input: {
    bookingId: string; companyId: string; travelerProfileId: string; reasons: string[]; vertical: Vertical; requestedByProfileId?: string; explicitApproverProfileId?: string;
    bookerProfileId?: string;
  }): Promise<{ id: string }>;
}

/**
 * Who hears of an out-of-policy booking (issue #26 "a Slack-style notification of ... out-of-policy bookings": the
 * business integrations service, wired in app.ts). Called in the transaction that stores the order, so the notice is
 * queued exactly when the booking commits. Absent: nobody is told.
 */
export interface PolicyNotices {
  outOfPolicyBooking(trx: Transaction<Database>, notice: {
    companyId: string; reference: string; travelerProfileId: string; bookerProfileId: string; vertical: Vertical; title: string;
    price: { amountMinor: number; currency: string }; action: string; reasons: readonly string[]; reasonGiven: string | null;
  }): Promise<void>;
}

/** Records that a stored booking's approval request exists (approval status `requested`). */
export async function markApprovalRequested(db: Kysely<Database>, reference: string, approvalRequestId: string): Promise<void> {
  await db.updateTable('booking_policy_checks').set({ approval_status: 'requested', approval_request_id: approvalRequestId }).where('reference', '=', reference).execute();
}

/** 403 OUT_OF_POLICY_BLOCKED: the envelope carries the verdict (contract OutOfPolicyBlockedReplySchema). */
export class OutOfPolicyBlockedError extends AppError {
  constructor(readonly verdict: PolicyVerdict) {
    super(403, 'OUT_OF_POLICY_BLOCKED', `This offer is outside your travel policy and cannot be booked: ${verdict.reasons.filter((r) => r.action === 'block').map(describeReason).join('; ')}`);
  }
  override toEnvelope(): OutOfPolicyBlockedReply {
    return { errors: [{ code: 'OUT_OF_POLICY_BLOCKED', description: this.message }], policy: this.verdict };
  }
}

/** Plain English names of the out-of-policy reason codes, for the approver's mail (the frame translates its own). */
export const OUT_OF_POLICY_REASON_NAMES: Readonly<Record<OutOfPolicyReason['code'], string>> = {
  noCheaperOption: 'No cheaper option', clientRequirement: 'Client requirement', meetingLocation: 'Meeting location', loyalty: 'Loyalty programme',
  safety: 'Safety', other: 'Other',
};

/** Plain English names of the rules, for {@link describeReason}. */
const RULE_NAMES: Readonly<Record<PolicyReason['rule'], string>> = {
  maxPrice: 'the fare limit', cabinByDuration: 'the cabin allowed for this flight length', advancePurchaseDays: 'booking ahead',
  maxStops: 'the stops limit', preferredAirlines: 'the preferred airlines', blockedAirlines: 'the blocked airlines', nightlyCap: 'the nightly cap',
  maxStars: 'the star limit', preferredChains: 'the preferred hotel chains', nonRefundable: 'non-refundable rates', dailyCap: 'the daily cap',
  allowedCarClasses: 'the car classes allowed', preferredVendors: 'the preferred rental companies', trainCap: 'the train fare limit',
  allowedTrainClasses: 'the train classes allowed',
};

/** Minor units of `currency` as an English amount ("USD 212.00"); the currency's own number of decimals. */
function amountOf(minor: number, currency: string | undefined): string {
  if (!currency) return String(minor);
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Unknown currency code: two decimals.
  }
  return `${currency} ${(minor / 10 ** digits).toFixed(digits)}`;
}

/**
 * A reason as one English sentence for the server's own texts: the OUT_OF_POLICY_BLOCKED envelope's description and
 * the approver's mail (e.g. "USD 212.00 over the nightly cap of USD 300.00 in London"). The frame writes its own,
 * translated sentences from `rule` and `params`.
 */
export function describeReason(reason: PolicyReason): string {
  const p = reason.params;
  const name = RULE_NAMES[reason.rule];
  if (p.overMinor !== undefined && p.limitMinor !== undefined) {
    return `${amountOf(p.overMinor, p.currency)} over ${name} of ${amountOf(p.limitMinor, p.currency)}${p.place ? ` in ${p.place}` : ''}`;
  }
  if (p.value !== undefined && p.limit !== undefined) return `${p.value} against ${name} of ${p.limit}`;
  if (p.carriers?.length) return `${p.carriers.join(', ')}: outside ${name}`;
  if (p.chain) return `${p.chain} is not one of ${name}${p.allowed?.length ? ` (${p.allowed.join(', ')})` : ''}`;
  if (p.cabin) return `${p.cabin} cabin: outside ${name}`;
  if (p.carClass) return `${p.carClass} car: outside ${name}`;
  if (p.trainClass) return `${p.trainClass} class: outside ${name}`;
  if (p.vendor) return `${p.vendor}: outside ${name}`;
  return `Outside ${name}`;
}

/**
 * Refuses a business user on the business side without TRIP_EVENT_BOOK (core-and-business §6: "book travel at all").
 * Consumers, visitors and the personal side are not business bookings and pass. Booking for another traveler
 * (`principal.bookingFor`) is governed by the book-for permissions instead (resource policy `trip.bookFor`, checked by
 * the business module's booking-for hook on every request).
 * @throws AppError 403 FORBIDDEN
 */
export function assertMayBook(principal: Principal | undefined): void {
  const business = principal?.kind === 'account' ? principal.business : undefined;
  if (business?.businessMode && !business.permissions.includes('TRIP_EVENT_BOOK') && bookingForProfileOf(principal!) === undefined) {
    throw new AppError(403, 'FORBIDDEN', 'Your role does not allow booking travel (TRIP_EVENT_BOOK)');
  }
}

/** What a booking stores and answers once its policy verdict has been applied. */
export interface PolicyDecision {
  traveler: PolicyTraveler;
  bookerProfileId: string;
  verdict: PolicyVerdict;
  /** The traveler's reason, kept for a warn verdict only (an in-policy booking stores none). */
  reason: OutOfPolicyReason | null;
  approvalStatus: BookingApprovalStatus;
}

/**
 * Applies a verdict to a booking request (step 2 of the module doc).
 * @param reason the request's `outOfPolicyReason` (already checked by the body schema when present)
 * @throws OutOfPolicyBlockedError (403) for block; AppError 400 VALIDATION_ERROR on `outOfPolicyReason` for warn
 *   without a reason
 */
export function decidePolicy(check: { traveler: PolicyTraveler; verdict: PolicyVerdict }, bookerProfileId: string, reason: OutOfPolicyReason | undefined): PolicyDecision {
  const { verdict } = check;
  if (verdict.action === 'block') throw new OutOfPolicyBlockedError(verdict);
  // A reason for every out-of-policy booking that is not blocked: warn (the reason is the record) and requireApproval
  // (the approver reads it to decide).
  if ((verdict.action === 'warn' || verdict.action === 'requireApproval') && !reason) {
    throw validationError('outOfPolicyReason', `This offer is outside your travel policy: choose a reason and explain it in at least ${OUT_OF_POLICY_REASON_MIN_CHARS} characters`);
  }
  return {
    traveler: check.traveler,
    bookerProfileId,
    verdict,
    reason: verdict.action === 'allow' ? null : (reason ?? null),
    approvalStatus: verdict.action === 'requireApproval' ? 'required' : 'none',
  };
}

/** Stores a booking's policy check (inside the order's transaction). */
export async function insertPolicyCheck(trx: Kysely<Database>, reference: string, vertical: Vertical, decision: PolicyDecision, approvalRequestId: string | null, nowIso: string): Promise<void> {
  await trx
    .insertInto('booking_policy_checks')
    .values({
      reference, company_id: decision.traveler.companyId, traveler_profile_id: decision.traveler.profileId, booker_profile_id: decision.bookerProfileId, vertical,
      policy_version: decision.verdict.policyVersion, action: decision.verdict.action, in_policy: decision.verdict.inPolicy ? 1 : 0,
      reasons_json: JSON.stringify(decision.verdict.reasons), reason_code: decision.reason?.code ?? null, reason_text: decision.reason?.text ?? null,
      approval_status: approvalRequestId !== null ? 'requested' : decision.approvalStatus, approval_request_id: approvalRequestId, created_at: nowIso,
    })
    .execute();
}

/** The policy checks of some bookings, by reference (bookings without one are absent). */
export async function findPolicyChecks(db: Kysely<Database>, references: readonly string[]): Promise<Map<string, BookingPolicyCheck>> {
  if (references.length === 0) return new Map();
  const rows = await db.selectFrom('booking_policy_checks').selectAll().where('reference', 'in', [...references]).execute();
  return new Map(rows.map((row) => [row.reference, toPolicyCheck(row)]));
}

/** The contract's BookingPolicyCheck of a stored row. */
export function toPolicyCheck(row: BookingPolicyCheckRow): BookingPolicyCheck {
  return {
    action: row.action,
    inPolicy: Number(row.in_policy) === 1,
    reasons: JSON.parse(row.reasons_json) as PolicyReason[],
    policyVersion: row.policy_version === null ? null : Number(row.policy_version),
    ...(row.reason_code !== null && row.reason_text !== null ? { outOfPolicyReason: { code: row.reason_code as OutOfPolicyReason['code'], text: row.reason_text } } : {}),
    approvalStatus: row.approval_status,
  };
}

/** The reply's view of a decision just stored. */
export function policyCheckOf(decision: PolicyDecision, approvalRequestId: string | null): BookingPolicyCheck {
  return {
    action: decision.verdict.action,
    inPolicy: decision.verdict.inPolicy,
    reasons: decision.verdict.reasons,
    policyVersion: decision.verdict.policyVersion,
    ...(decision.reason ? { outOfPolicyReason: decision.reason } : {}),
    approvalStatus: approvalRequestId !== null ? 'requested' : decision.approvalStatus,
  };
}
