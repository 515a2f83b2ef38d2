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
 *    reason; for requireApproval the {@link OnPolicyApprovalRequired} port (the approvals module's `requestApproval`,
 *    wired in app.ts) creates the approval request in that same transaction. Until it is wired the booking stays with
 *    approval status `required` (the frame shows "approval required").
 */
import type { Kysely, Transaction } from 'kysely';
import {
  OUT_OF_POLICY_REASON_MIN_CHARS, type BookingApprovalStatus, type BookingPolicyCheck, type OutOfPolicyBlockedReply, type OutOfPolicyReason, type PolicyReason,
  type PolicyVerdict, type Vertical,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { BookingPolicyCheckRow } from '../../db/booking-policy-tables.ts';
import { AppError, validationError } from '../../errors.ts';
import type { Principal } from '../access/principal.ts';
import { bookingForProfileOf, type PolicyTraveler } from '../policy-verdicts/index.ts';

/** What the approvals module is told about a booking whose verdict is requireApproval. */
export interface PolicyApprovalRequest {
  reference: string;
  companyId: string;
  vertical: Vertical;
  /** The traveler the booking is for (their approver decides). */
  travelerProfileId: string;
  /** Who booked it (the traveler, or an arranger booking for them). */
  bookerProfileId: string;
  verdict: PolicyVerdict;
  /** Price of the booking, minor units. */
  price: { amountMinor: number; currency: string };
  /** When the booking was made, ISO 8601 UTC. */
  createdAt: string;
}

/**
 * The hook point where an approval request is created for a requireApproval booking (issue #25; part 2's approvals
 * build `requestApproval`). Called inside the transaction that stores the order, with that transaction, so the
 * booking and its approval request commit together. Returns the new request's id, or null when no request was made.
 * @throws whatever the approvals module throws: the booking transaction then rolls back and the charge is refunded
 */
export type OnPolicyApprovalRequired = (trx: Transaction<Database>, request: PolicyApprovalRequest) => Promise<{ approvalRequestId: string } | null>;

/** 403 OUT_OF_POLICY_BLOCKED: the envelope carries the verdict (contract OutOfPolicyBlockedReplySchema). */
export class OutOfPolicyBlockedError extends AppError {
  constructor(readonly verdict: PolicyVerdict) {
    super(403, 'OUT_OF_POLICY_BLOCKED', `This offer is outside your travel policy and cannot be booked: ${verdict.reasons.filter((r) => r.action === 'block').map(describeReason).join('; ')}`);
  }
  override toEnvelope(): OutOfPolicyBlockedReply {
    return { errors: [{ code: 'OUT_OF_POLICY_BLOCKED', description: this.message }], policy: this.verdict };
  }
}

/** A reason in developer English (the frame writes its own sentences from `rule` and `params`). */
export function describeReason(reason: PolicyReason): string {
  const p = reason.params;
  const money = (minor: number | undefined) => (minor === undefined ? '' : `${minor} ${p.currency ?? ''} (minor units)`.trim());
  if (p.overMinor !== undefined) return `${reason.rule}: ${money(p.overMinor)} over the limit of ${money(p.limitMinor)}${p.place ? ` in ${p.place}` : ''}`;
  if (p.value !== undefined && p.limit !== undefined) return `${reason.rule}: ${p.value} against a limit of ${p.limit}`;
  return reason.rule;
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
  if (verdict.action === 'warn' && !reason) {
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
