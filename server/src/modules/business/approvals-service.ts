/**
 * Trip approvals and requests to book on behalf (issue #25 "Approvals"; core-and-business §5 trips to approve, §6
 * approvals pages, trips to approve, trips to book; the TRIP_EVENT_APPROVAL_* and BOOK_ON_BEHALF_* permissions). The
 * state machine, the readings (hard/passive, deadline default action, reminder, escalation, auto approval) and the
 * bodies are the contract's (contract/src/approvals.ts); this service stores them (approvals-repository.ts, migration
 * 0025), holds and releases bookings through the booking module's service (a port), mails through the outbox, and
 * records every step in the business audit log (`business_audit_log`, audit-log.ts).
 *
 * - **Hold**: the booking flow books first (the supplier booking keeps price and seat) and calls
 *   {@link ApprovalsService.requestApproval}; the order stays booked while the request is PENDING. Approve (or an
 *   expiry whose default action is APPROVE) keeps it; decline, a withdrawal, or an expiry with DECLINE releases it
 *   (booking service `release`: cancelled with a full refund, so the traveler is not charged).
 * - **Approver** at request time: the traveler's group's approver, else the traveler's designated approver, else their
 *   manager; **backup**: the group's backup, else the traveler's manager when that is not the approver and holds an
 *   approval permission (a TRAVEL_MANAGER does not approve); without one there is no escalation. Anyone with
 *   TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL may decide too (the company's last resort when nobody is named).
 * - **Who decides**: resource policy `approval.process` (contract business-policies.ts) with the request's approver
 *   as the traveler's approver; once escalated, the same policy is asked with the backup as approver. Another
 *   company's request id answers 404; a request the caller may not decide answers 403.
 * - **Mails** (outbox without SMTP): the approver on a new request, the approver's reminder, the backup's escalation,
 *   the traveler on every outcome. Links open `{publicOrigin}/business/approval?request={id}`, which mailed-links.ts
 *   sends to the frame's trips-to-approve page with the request opened. Reading: the link names the request but
 *   grants nothing (no one-click decision): deciding needs the approver signed in with two-factor, so a forwarded or
 *   leaked mail cannot approve a trip.
 * - **Deadlines**: the REMIND / ESCALATE / EXPIRE jobs live in `business_approval_jobs`, with a RELEASE job written in the
 *   decision's transaction whenever a held booking must be released (retried by the poller if the release fails); {@link ApprovalsService.runDueJobs}
 *   claims due ones with row locks (repository claimDueJobs) and applies the machine's event; approvals-jobs.ts polls.
 * - **Audit** (issue #25 "every approval decision and booking on behalf is in an audit log"): h2's
 *   `business_audit_log` was not there when this was written, so approvals write their own rows in
 *   `business_audit_log` (who, for whom, what, when, details) through {@link recordApprovalAudit}.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ApprovalSettingsSchema, BuiltInRoleSchema, DEFAULT_APPROVAL_SETTINGS, TRIPS_TO_APPROVE_PAGE_PATH, approvalSchedule, approvalTransition, autoApproves,
  permissionsOfRole, policy, type ApprovalEvent, type ApprovalListQuery, type ApprovalListReply, type ApprovalPerson, type ApprovalRequest,
  type ApprovalSettings, type ApprovalSettingsReply, type ApprovalSnapshot, type ApproversReply, type ApproversToNameReply, type Booking, type BookOnBehalfItem,
  type BookOnBehalfListQuery, type BookOnBehalfListReply, type BusinessActor, type CreateBookOnBehalfRequest, type Permission,
  type PutApproversRequest, type Vertical,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { BusinessApprovalRequestRow, BusinessBookOnBehalfRow } from '../../db/business-approval-tables.ts';
import { AppError, rateLimited, validationError } from '../../errors.ts';
import { hitCounter } from '../rate-limit/store.ts';
import type { MailService } from '../mail/service.ts';
import { customRolePermissions } from './principal-loader.ts';
import type { IntegrationNotices } from './integrations-service.ts';
import {
  autoApprovalModeOf, claimDueJobs, closeBookOnBehalf, closeJobsOfRequest, failJob, finishReleaseJob, findBookOnBehalf, findGroupApprovers, findProfiles, findRequest,
  findFulfilledByBooking, findRequestByBooking, findSettings, finishJob, isBookingUsedViolation, insertAudit, insertBookOnBehalf, insertJobs, insertRequest, listActiveProfiles, listBookOnBehalf,
  listGroupApprovers, listGroups, listRequests, updatePendingRequest, upsertGroupApprovers, upsertSettings, type ApprovalProfileRow,
} from './approvals-repository.ts';
import { updateProfile } from './repository.ts';

/** What approvals need of the booking module (its service, wired in app.ts): read an order, release a held one. */
export interface ApprovalBookingPort {
  find(reference: string): Promise<Booking | null>;
  release(reference: string): Promise<Booking | null>;
  /**
   * The bookings of the account's trips that business profile `bookedByProfileId` made (the fulfil check: the booking
   * must be one the arranger made for the requester).
   */
  listForAccountBookedBy(accountId: string, bookedByProfileId: string): Promise<Booking[]>;
}

export interface ApprovalsDeps {
  db: Kysely<Database>;
  mail: MailService;
  bookings: ApprovalBookingPort;
  publicOrigin: string;
  log: FastifyBaseLogger;
  /** Clock, epoch ms. */
  now: () => number;
  /** Names this process in job claims (default random). */
  workerId?: string;
  /** Writes per business profile per window (default {@link APPROVAL_WRITES_PER_PROFILE_MAX} per {@link APPROVAL_WRITES_WINDOW_MS}). */
  writeLimit?: { max: number; windowMs: number };
  /** Told of requests and decisions in their transaction (issue #26 Slack; integrations-service.ts). Absent: nobody. */
  notices?: Pick<IntegrationNotices, 'approval'>;
}

/** The booking flow's call for a `requireApproval` verdict (h4 wires it): the booking is already made and held. */
export interface RequestApprovalInput {
  /** The order's reference (bookings.reference). */
  bookingId: string;
  companyId: string;
  travelerProfileId: string;
  /** The policy's reasons, shown to the approver ("$212 over the $300 London nightly cap"); empty: within policy. */
  reasons: readonly string[];
  vertical: Vertical;
  /** Who booked (an arranger booking for the traveler); default the traveler. */
  requestedByProfileId?: string;
  /**
   * An approver the requester names (TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT "asks only named approvers"): the request
   * goes to them instead of the group's / traveler's approver. They must hold an approval permission.
   */
  explicitApproverProfileId?: string;
  /**
   * The person making the booking when an arranger books for the traveler (the request is still the traveler's: their
   * permissions decide whether they may ask). Never accepted as the named approver.
   */
  bookerProfileId?: string;
}

/** How long a job claim lasts before another process may take it over, ms. */
export const APPROVAL_JOB_CLAIM_MS = 60_000;
/** Most jobs one poll claims. */
export const APPROVAL_JOBS_PER_POLL = 25;
/** Decisions, withdrawals and book-on-behalf writes (each mails someone) one business profile may make per window. */
export const APPROVAL_WRITES_PER_PROFILE_MAX = 60;
/** The window of {@link APPROVAL_WRITES_PER_PROFILE_MAX}, ms (10 minutes). */
export const APPROVAL_WRITES_WINDOW_MS = 10 * 60_000;

const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `No such ${what}`);
const forbidden = (why: string) => new AppError(403, 'FORBIDDEN', why);
const APPROVER_PERMISSIONS: readonly Permission[] = ['TRIP_EVENT_APPROVAL_PROCESSING', 'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL'];

/** The permissions of a profile row's role (built-in from the contract, custom from its stored set). */
function permissionsOf(row: Pick<ApprovalProfileRow, 'builtin_role' | 'permissions_json'>): readonly Permission[] {
  const builtIn = BuiltInRoleSchema.safeParse(row.builtin_role);
  return builtIn.success ? permissionsOfRole(builtIn.data) : customRolePermissions(row.permissions_json);
}

function personOf(row: ApprovalProfileRow | undefined): ApprovalPerson | null {
  return row ? { profileId: row.id, name: row.name ?? row.email, email: row.email } : null;
}

function snapshotOf(row: BusinessApprovalRequestRow): ApprovalSnapshot {
  const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));
  return {
    state: row.state, type: row.type, defaultAction: row.default_action, deadlineMs: Date.parse(row.deadline_at),
    reminderAtMs: ms(row.reminder_at), escalateAtMs: ms(row.escalate_at), remindedAtMs: ms(row.reminder_sent_at), escalatedAtMs: ms(row.escalated_at),
    hasBackup: row.backup_profile_id !== null,
  };
}

/** Writes one audit row (approvals' own table until h2's business_audit_log is merged; see the module docstring). */
export async function recordApprovalAudit(
  db: Kysely<Database>, entry: { companyId: string; actorProfileId: string | null; forProfileId: string | null; action: string; subjectId: string | null; details?: unknown; atMs: number },
): Promise<void> {
  await insertAudit(db, {
    company_id: entry.companyId, actor_profile_id: entry.actorProfileId, for_profile_id: entry.forProfileId, action: entry.action,
    subject_id: entry.subjectId, details: entry.details ?? {}, at: new Date(entry.atMs).toISOString(),
  });
}

/**
 * The approval state of bookings by reference (the trips presentation shows it on the traveler's trip); bookings
 * without a request are missing. Standalone so app.ts can wire it into trips before the approvals service exists.
 */
export async function approvalStatusOfBookings(
  db: Kysely<Database>, references: readonly string[],
): Promise<Map<string, { state: ApprovalRequest['state']; expiryOutcome: ApprovalRequest['expiryOutcome'] }>> {
  if (references.length === 0) return new Map();
  const rows = await db.selectFrom('business_approval_requests').select(['booking_reference', 'state', 'expiry_outcome']).where('booking_reference', 'in', [...references]).execute();
  return new Map(rows.map((r) => [r.booking_reference, { state: r.state, expiryOutcome: r.expiry_outcome }]));
}

export interface ApprovalsService {
  /** GET settings: the saved settings or {@link DEFAULT_APPROVAL_SETTINGS}, and the auto-approval mode. */
  settings(actor: BusinessActor): Promise<ApprovalSettingsReply>;
  /** PUT settings (audited). New requests use them; pending ones keep what they were created with. */
  putSettings(actor: BusinessActor, settings: ApprovalSettings): Promise<ApprovalSettingsReply>;
  /** GET approvers: every group with its approver and backup, and the candidates (holders of an approval permission). */
  approvers(actor: BusinessActor): Promise<ApproversReply>;
  /** PUT approvers. @throws 404 for another company's group; 400 VALIDATION_ERROR when a named person is not a candidate */
  putApprovers(actor: BusinessActor, body: PutApproversRequest): Promise<ApproversReply>;
  /**
   * Whether the requester may ask for approval (call it BEFORE charging a booking that needs approval): the requester
   * (who books; the traveler when booking for themselves) needs TRIP_EVENT_APPROVAL_REQUEST ("may ask"), or
   * TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT and a named approver ("asks only named approvers"); a named approver must
   * be someone who may decide this traveler's request once named ({@link approversToName}'s rule: an active member of
   * the company holding TRIP_EVENT_APPROVAL_PROCESSING(_FOR_ALL), not the traveler, not the booker).
   * @throws AppError 403 FORBIDDEN (may not ask), 400 VALIDATION_ERROR `explicitApproverProfileId`, 404 unknown requester
   */
  assertMayRequest(input: Pick<RequestApprovalInput, 'companyId' | 'travelerProfileId' | 'requestedByProfileId' | 'explicitApproverProfileId' | 'bookerProfileId'>): Promise<void>;
  /**
   * Starts approval of a booking that is already made (and so held). Checks {@link ApprovalsService.assertMayRequest} again. Idempotent per booking. Auto approval applies
   * first (the request is stored APPROVED by the system). Mails the approver.
   * @throws AppError 404 when the booking or the traveler (in this company) is unknown
   */
  requestApproval(input: RequestApprovalInput): Promise<ApprovalRequest>;
  /**
   * Whom the traveler of the booking being made may name as approver, and whether they must (contract
   * ApproversToNameReplySchema): the traveler is `actor.onBehalfOf` while booking for someone, else the actor;
   * `bookerProfileId` (the person booking, when not the traveler) is never offered. The same rule checks a named
   * approver in {@link assertMayRequest}. @throws 404 when the traveler's profile is not active
   */
  approversToName(actor: BusinessActor, bookerProfileId?: string): Promise<ApproversToNameReply>;
  /**
   * {@link approversToName} by ids, for the booking page's offer refresh (policy-checks.ts PolicyApprovals): the
   * refresh carries the list, so a traveler whose session has not passed two-factor (the business routes answer 403
   * MISSING_TWO_FACTOR_AUTHENTICATION) can still name the approver a requireApproval booking needs.
   * @throws 404 when the traveler's profile is not active in `companyId`
   */
  approversFor(input: { companyId: string; travelerProfileId: string; bookerProfileId?: string }): Promise<ApproversToNameReply>;
  /** Trips to approve: requests the caller may see as approver (all of the company with _FOR_ALL), pending or decided. */
  tripsToApprove(actor: BusinessActor, query: ApprovalListQuery): Promise<ApprovalListReply>;
  /** One request (as approver, or the traveler's own). @throws 404 another company's or unknown id; 403 not theirs to see */
  request(actor: BusinessActor, id: string): Promise<ApprovalRequest>;
  /** Approve or decline with a comment. @throws 404, 403 (policy approval.process), 400 VALIDATION_ERROR (decided / deadline passed) */
  decide(actor: BusinessActor, id: string, decision: 'APPROVE' | 'DECLINE', comment: string): Promise<ApprovalRequest>;
  /** The traveler's own requests (the trip shows their status). */
  mine(actor: BusinessActor, query: ApprovalListQuery): Promise<ApprovalListReply>;
  /** The traveler withdraws a pending request: the held booking is released. @throws 404 not theirs */
  withdraw(actor: BusinessActor, id: string): Promise<ApprovalRequest>;
  /** The approval status of bookings by reference (for the trips presentation); unknown references are missing. */
  statusOfBookings(references: readonly string[]): Promise<Map<string, { state: ApprovalRequest['state']; expiryOutcome: ApprovalRequest['expiryOutcome'] }>>;
  /** Claims and runs due jobs (every process, see approvals-jobs.ts). @returns how many jobs ran */
  runDueJobs(): Promise<number>;
  /** A traveler asks for a trip to be booked for them (BOOK_ON_BEHALF_REQUEST; audited). */
  createBookOnBehalf(actor: BusinessActor, body: CreateBookOnBehalfRequest): Promise<BookOnBehalfItem>;
  /** The trips-to-book queue (BOOK_ON_BEHALF_REQUEST_PROCESSING): open requests oldest first, or closed ones. */
  bookOnBehalfQueue(actor: BusinessActor, query: BookOnBehalfListQuery): Promise<BookOnBehalfListReply>;
  /** The requester's own requests. */
  myBookOnBehalf(actor: BusinessActor, query: BookOnBehalfListQuery): Promise<BookOnBehalfListReply>;
  /**
   * Marks a request fulfilled with the booking made for the requester (policy trip.bookFor is the booking's concern).
   * The booking must be one the CALLER made for the REQUESTER (the requester's trips, `booked_by_profile_id` = caller:
   * booked while booking for them), still booked, and not used to fulfil any other request (also a unique index,
   * migration 0027, for two fulfils racing). The reference is matched case-insensitively.
   * @throws 404 unknown / another company's request; 400 VALIDATION_ERROR `requestId` closed already, `bookingReference`
   *   not a booking the caller made for the requester (unknown references too, so nothing is told about other bookings),
   *   cancelled, or already fulfilling another request; 429 above the write limit
   */
  fulfilBookOnBehalf(actor: BusinessActor, id: string, bookingReference: string): Promise<BookOnBehalfItem>;
  /** The requester cancels their open request. @throws 404 not theirs */
  cancelBookOnBehalf(actor: BusinessActor, id: string): Promise<BookOnBehalfItem>;
  /**
   * Sets a traveler's manager from the company's directory (issue #27: SCIM's enterprise `manager`): the manager becomes
   * the traveler's manager (`manager_profile_id`: direct reports for TRIP_EVENT_BOOK_FOR_OTHER, profile.view) and their
   * designated approver (`approver_profile_id`), so new approval requests go to them unless the traveler's group names
   * an approver (the order of {@link requestApproval}). Null clears both. Pending requests keep the approver they were
   * created with. Writes through `handle` (the caller's transaction).
   * @throws AppError 404 (the traveler is not of the company), 400 VALIDATION_ERROR field `manager` (the manager is not an
   *   active member of the company, or is the traveler)
   */
  setManager(handle: Kysely<Database>, input: { companyId: string; travelerProfileId: string; managerProfileId: string | null }): Promise<void>;
}

/** Creates the approvals service (module docstring). */
export function createApprovalsService(deps: ApprovalsDeps): ApprovalsService {
  const { db, mail, bookings, now, log } = deps;
  const worker = deps.workerId ?? `w-${randomBytes(6).toString('hex')}`;
  const iso = (ms = now()) => new Date(ms).toISOString();
  const link = (id: string) => `${deps.publicOrigin}${TRIPS_TO_APPROVE_PAGE_PATH}?request=${encodeURIComponent(id)}`;

  const writeLimit = deps.writeLimit ?? { max: APPROVAL_WRITES_PER_PROFILE_MAX, windowMs: APPROVAL_WRITES_WINDOW_MS };
  /** Counts one write of the actor's profile (database counter, shared by every process). @throws RateLimitedError 429 above the limit */
  async function countWrite(actor: BusinessActor): Promise<void> {
    const hit = await hitCounter(db, `approvals-writes:${actor.profileId}`, writeLimit.windowMs, now());
    if (hit.hits > writeLimit.max) throw rateLimited(Math.max(0, hit.resetAtMs - now()), 'Too many approval actions: try again later');
  }

  async function settingsOf(companyId: string): Promise<ApprovalSettings> {
    const row = await findSettings(db, companyId);
    if (!row) return DEFAULT_APPROVAL_SETTINGS;
    return ApprovalSettingsSchema.parse({
      type: row.type, deadlineHours: Number(row.deadline_hours), reminderHoursBeforeDeadline: Number(row.reminder_hours),
      escalationHoursBeforeDeadline: Number(row.escalation_hours), defaultAction: row.default_action,
    });
  }

  async function present(rows: readonly BusinessApprovalRequestRow[], actor: BusinessActor | null): Promise<ApprovalRequest[]> {
    if (rows.length === 0) return [];
    const companyId = rows[0]!.company_id;
    const people = await findProfiles(db, companyId, rows.flatMap((r) => [r.traveler_profile_id, r.approver_profile_id, r.backup_profile_id, r.decided_by_profile_id].filter((x): x is string => x !== null)));
    return rows.map((r) => {
      const traveler = people.get(r.traveler_profile_id);
      return {
        id: r.id, state: r.state, type: r.type, vertical: r.vertical as Vertical, bookingReference: r.booking_reference, tripId: r.trip_id, title: r.title,
        price: r.price_amount_minor === null || r.price_currency === null ? null : { amountMinor: Number(r.price_amount_minor), currency: r.price_currency },
        traveler: personOf(traveler) ?? { profileId: r.traveler_profile_id, name: '', email: '' },
        approver: personOf(people.get(r.approver_profile_id ?? '')), backupApprover: personOf(people.get(r.backup_profile_id ?? '')),
        reasons: JSON.parse(r.reasons_json) as string[], requestedAt: r.created_at, deadline: r.deadline_at, escalated: r.escalated_at !== null,
        expiryOutcome: r.expiry_outcome, decidedBy: personOf(people.get(r.decided_by_profile_id ?? '')), decidedAt: r.decided_at, comment: r.comment,
        canDecide: actor !== null && r.state === 'PENDING' && now() < Date.parse(r.deadline_at) && mayDecide(actor, r, traveler),
      };
    });
  }

  /** Policy approval.process with the request's approver; once escalated, with its backup too. */
  function mayDecide(actor: BusinessActor, r: BusinessApprovalRequestRow, traveler: ApprovalProfileRow | undefined): boolean {
    const ask = (approverProfileId: string | null) => policy('approval.process', actor, {
      companyId: r.company_id,
      traveler: { profileId: r.traveler_profile_id, companyId: traveler?.company_id ?? r.company_id, approverProfileId, managerProfileId: traveler?.manager_profile_id ?? null },
      explicitApproverProfileId: Number(r.explicit_approver) === 1 ? r.approver_profile_id : null,
    });
    return ask(r.approver_profile_id) || (r.escalated_at !== null && r.backup_profile_id !== null && ask(r.backup_profile_id));
  }

  /**
   * Whether `named` may be named the approver of `traveler`'s request (ApproversToNameReplySchema): active, holds
   * TRIP_EVENT_APPROVAL_PROCESSING(_FOR_ALL), and policy `approval.process` lets them decide a request of this traveler
   * that names them; never the traveler, never `bookerProfileId` (nobody approves a booking they made themselves).
   * Both rows come from one company's query, so another company's person never qualifies.
   */
  function mayBeNamed(named: ApprovalProfileRow, traveler: ApprovalProfileRow, bookerProfileId: string | undefined): boolean {
    if (named.status !== 'active' || named.id === traveler.id || named.id === bookerProfileId || named.company_id !== traveler.company_id) return false;
    const permissions = permissionsOf(named);
    if (!permissions.some((p) => APPROVER_PERMISSIONS.includes(p))) return false;
    return policy('approval.process', { accountId: '', profileId: named.id, companyId: named.company_id, permissions }, {
      companyId: traveler.company_id,
      traveler: { profileId: traveler.id, companyId: traveler.company_id, approverProfileId: traveler.approver_profile_id, managerProfileId: traveler.manager_profile_id },
      explicitApproverProfileId: named.id,
    });
  }

  async function one(companyId: string, id: string): Promise<ApprovalRequest> {
    const row = await findRequest(db, companyId, id);
    if (!row) throw notFound('approval request');
    return (await present([row], null))[0]!;
  }

  async function send(to: ApprovalProfileRow | undefined, subject: string, text: string, kind: string): Promise<void> {
    if (!to) return;
    await mail.send({ to: to.email, subject, text, kind });
  }

  /**
   * Releases a request's held booking and closes its RELEASE job. Idempotent (the booking service cancels once). A
   * failure is logged and left to the job, which the poller retries.
   * @returns true when released (or the booking is unknown: nothing to release)
   */
  async function releaseBooking(row: BusinessApprovalRequestRow): Promise<boolean> {
    try {
      const released = await bookings.release(row.booking_reference);
      if (!released) log.error({ requestId: row.id, reference: row.booking_reference }, 'approvals: the held booking to release is unknown');
      await finishReleaseJob(db, row.id, iso());
      return true;
    } catch (err) {
      log.error({ err, requestId: row.id, reference: row.booking_reference }, 'approvals: releasing the held booking failed; the RELEASE job retries it');
      return false;
    }
  }

  /** Mails and booking effect of a transition that was stored. */
  async function applyEffects(row: BusinessApprovalRequestRow, booking: 'KEEP' | 'RELEASE' | null, mails: readonly string[]): Promise<void> {
    if (booking === 'RELEASE') await releaseBooking(row);
    const people = await findProfiles(db, row.company_id, [row.traveler_profile_id, row.approver_profile_id, row.backup_profile_id].filter((x): x is string => x !== null));
    const traveler = people.get(row.traveler_profile_id);
    const who = traveler?.name ?? traveler?.email ?? 'a traveler';
    for (const m of mails) {
      if (m === 'TRAVELER_DECIDED') {
        const after = await findRequest(db, row.company_id, row.id);
        if (!after) continue;
        const outcome = after.state === 'APPROVED' || (after.state === 'EXPIRED' && after.expiry_outcome === 'KEEP') ? 'approved' : 'declined';
        const why = after.state === 'EXPIRED' ? ' No approver answered before the deadline; the company\'s default action applied.' : '';
        const comment = after.comment ? `\n\nComment: ${after.comment}` : '';
        const released = outcome === 'declined' ? `\n\nYour booking ${after.booking_reference} was cancelled without charge.` : `\n\nYour booking ${after.booking_reference} stands.`;
        await send(traveler, `Your trip "${after.title}" was ${outcome}`, `Your trip "${after.title}" was ${outcome}.${why}${comment}${released}`, 'approval-decided');
      } else if (m === 'APPROVER_REMINDER') {
        await send(people.get(row.approver_profile_id ?? ''), `Reminder: ${who}'s trip is waiting for your approval`,
          `${who}'s trip "${row.title}" needs your answer before ${row.deadline_at}.\n\nDecide: ${link(row.id)}`, 'approval-reminder');
      } else if (m === 'BACKUP_ESCALATION') {
        await send(people.get(row.backup_profile_id ?? ''), `Escalated: ${who}'s trip needs approval`,
          `${who}'s trip "${row.title}" was not answered by the approver. As the backup approver you may decide it before ${row.deadline_at}.\n\nDecide: ${link(row.id)}`, 'approval-escalation');
      }
    }
  }

  /**
   * Runs one machine event on a stored request: stores the next state with a conditional update (PENDING only), audits,
   * then applies the booking effect and mails. @returns the refusal, or null when applied
   */
  async function transition(row: BusinessApprovalRequestRow, event: ApprovalEvent, actorProfileId: string | null, comment: string | null): Promise<string | null> {
    const nowMs = now();
    const t = approvalTransition(snapshotOf(row), event, nowMs);
    if (!t.ok) return t.refusal;
    const at = iso(nowMs);
    const decided = t.next.state !== 'PENDING';
    const applied = await db.transaction().execute(async (trx) => {
      const ok = await updatePendingRequest(trx, row.company_id, row.id, {
        state: t.next.state,
        ...(event.type === 'REMIND' ? { reminder_sent_at: at } : {}),
        ...(event.type === 'ESCALATE' ? { escalated_at: at } : {}),
        ...(event.type === 'EXPIRE' ? { expiry_outcome: t.booking } : {}),
        ...(decided ? { decided_at: at, decided_by_profile_id: actorProfileId, comment: comment && comment.length > 0 ? comment : null } : {}),
      });
      if (!ok) return false;
      if (decided) await closeJobsOfRequest(trx, row.id, at);
      // The release is written with the decision (an outbox): if releasing fails after the commit, the poller retries it.
      if (t.booking === 'RELEASE') await insertJobs(trx, [{ company_id: row.company_id, request_id: row.id, kind: 'RELEASE', due_at: at }]);
      await insertAudit(trx, {
        company_id: row.company_id, actor_profile_id: actorProfileId, for_profile_id: row.traveler_profile_id, action: `approval.${event.type.toLowerCase()}`,
        subject_id: row.id, details: { bookingReference: row.booking_reference, state: t.next.state, booking: t.booking, ...(comment ? { comment } : {}) }, at,
      });
      if (decided && deps.notices) {
        await deps.notices.approval(trx, {
          companyId: row.company_id, requestId: row.id, kind: 'decided', state: t.next.state, travelerProfileId: row.traveler_profile_id, title: row.title, vertical: row.vertical,
          price: row.price_amount_minor === null || row.price_currency === null ? null : { amountMinor: Number(row.price_amount_minor), currency: row.price_currency },
          reasons: [], decidedByProfileId: actorProfileId, comment,
        });
      }
      return true;
    });
    if (!applied) return 'NOT_PENDING';
    await applyEffects(row, t.booking, t.mails);
    return null;
  }

  async function bookOnBehalfItems(rows: readonly BusinessBookOnBehalfRow[]): Promise<BookOnBehalfItem[]> {
    if (rows.length === 0) return [];
    const people = await findProfiles(db, rows[0]!.company_id, rows.flatMap((r) => [r.requester_profile_id, r.fulfilled_by_profile_id].filter((x): x is string => x !== null)));
    return rows.map((r) => ({
      id: r.id, state: r.state, requester: personOf(people.get(r.requester_profile_id)) ?? { profileId: r.requester_profile_id, name: '', email: '' },
      vertical: r.vertical as Vertical, details: r.details, startDate: r.start_date, endDate: r.end_date, createdAt: r.created_at,
      fulfilledBy: personOf(people.get(r.fulfilled_by_profile_id ?? '')), bookingReference: r.booking_reference, closedAt: r.closed_at,
    }));
  }

  const service: ApprovalsService = {
    async setManager(handle, { companyId, travelerProfileId, managerProfileId }) {
      const people = await findProfiles(handle, companyId, [travelerProfileId, ...(managerProfileId === null ? [] : [managerProfileId])]);
      if (!people.has(travelerProfileId)) throw notFound('traveler');
      if (managerProfileId !== null) {
        const manager = people.get(managerProfileId);
        if (!manager || manager.status !== 'active' || managerProfileId === travelerProfileId) {
          throw validationError('manager', 'The manager must be another active member of the company');
        }
      }
      await updateProfile(handle, companyId, travelerProfileId, { manager_profile_id: managerProfileId, approver_profile_id: managerProfileId }, iso());
    },

    async settings(actor) {
      return { settings: await settingsOf(actor.companyId), autoApproval: await autoApprovalModeOf(db, actor.companyId) };
    },

    async putSettings(actor, s) {
      const at = iso();
      await db.transaction().execute(async (trx) => {
        await upsertSettings(trx, {
          company_id: actor.companyId, type: s.type, deadline_hours: s.deadlineHours, reminder_hours: s.reminderHoursBeforeDeadline,
          escalation_hours: s.escalationHoursBeforeDeadline, default_action: s.defaultAction, updated_at: at,
        });
        await insertAudit(trx, { company_id: actor.companyId, actor_profile_id: actor.profileId, for_profile_id: null, action: 'approval.settings', subject_id: null, details: s, at });
      });
      return service.settings(actor);
    },

    async approvers(actor) {
      const [groups, rows, profiles] = await Promise.all([listGroups(db, actor.companyId), listGroupApprovers(db, actor.companyId), listActiveProfiles(db, actor.companyId)]);
      const byGroup = new Map(rows.map((r) => [Number(r.group_id), r]));
      return {
        groups: groups.map((g) => ({
          groupId: Number(g.id), groupName: g.name,
          approverProfileId: byGroup.get(Number(g.id))?.approver_profile_id ?? null, backupApproverProfileId: byGroup.get(Number(g.id))?.backup_profile_id ?? null,
        })),
        candidates: profiles.filter((p) => permissionsOf(p).some((x) => APPROVER_PERMISSIONS.includes(x))).map((p) => personOf(p)!),
      };
    },

    async putApprovers(actor, body) {
      const groups = new Set((await listGroups(db, actor.companyId)).map((g) => Number(g.id)));
      const candidates = new Set((await service.approvers(actor)).candidates.map((c) => c.profileId));
      body.groups.forEach((g, i) => {
        if (!groups.has(g.groupId)) throw notFound('group');
        if (g.approverProfileId !== null && !candidates.has(g.approverProfileId)) throw validationError(`groups.${i}.approverProfileId`, 'This person cannot approve trips');
        if (g.backupApproverProfileId !== null && !candidates.has(g.backupApproverProfileId)) throw validationError(`groups.${i}.backupApproverProfileId`, 'This person cannot approve trips');
      });
      const at = iso();
      await db.transaction().execute(async (trx) => {
        for (const g of body.groups) {
          await upsertGroupApprovers(trx, { company_id: actor.companyId, group_id: g.groupId, approver_profile_id: g.approverProfileId, backup_profile_id: g.backupApproverProfileId, updated_at: at });
        }
        await insertAudit(trx, { company_id: actor.companyId, actor_profile_id: actor.profileId, for_profile_id: null, action: 'approval.approvers', subject_id: null, details: body, at });
      });
      return service.approvers(actor);
    },

    async assertMayRequest(input) {
      const requesterId = input.requestedByProfileId ?? input.travelerProfileId;
      const ids = [requesterId, input.travelerProfileId, ...(input.explicitApproverProfileId ? [input.explicitApproverProfileId] : [])];
      const people = await findProfiles(db, input.companyId, ids);
      const requester = people.get(requesterId);
      const traveler = people.get(input.travelerProfileId);
      if (!requester || !traveler) throw notFound('traveler');
      const held = permissionsOf(requester);
      if (input.explicitApproverProfileId) {
        if (!held.includes('TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT') && !held.includes('TRIP_EVENT_APPROVAL_REQUEST')) throw forbidden('You may not ask for approval');
        const named = people.get(input.explicitApproverProfileId);
        if (!named || !mayBeNamed(named, traveler, input.bookerProfileId ?? input.requestedByProfileId)) {
          throw validationError('explicitApproverProfileId', 'This person cannot approve this trip');
        }
        return;
      }
      if (!held.includes('TRIP_EVENT_APPROVAL_REQUEST')) {
        throw forbidden(held.includes('TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT') ? 'Name the approver to ask' : 'You may not ask for approval');
      }
    },

    async approversToName(actor, bookerProfileId) {
      const travelerProfileId = actor.onBehalfOf?.mode === 'book' ? actor.onBehalfOf.profileId : actor.profileId;
      return service.approversFor({ companyId: actor.companyId, travelerProfileId, ...(bookerProfileId ? { bookerProfileId } : {}) });
    },

    async approversFor({ companyId, travelerProfileId, bookerProfileId }) {
      const profiles = await listActiveProfiles(db, companyId);
      const traveler = profiles.find((p) => p.id === travelerProfileId);
      if (!traveler) throw notFound('traveler');
      const held = permissionsOf(traveler);
      return {
        mustName: held.includes('TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT') && !held.includes('TRIP_EVENT_APPROVAL_REQUEST'),
        approvers: profiles.filter((p) => mayBeNamed(p, traveler, bookerProfileId)).map((p) => personOf(p)!),
      };
    },

    async requestApproval(input) {
      await service.assertMayRequest(input);
      const existing = await findRequestByBooking(db, input.bookingId);
      if (existing) {
        if (existing.company_id !== input.companyId) throw notFound('booking');
        return one(existing.company_id, existing.id);
      }
      const booking = await bookings.find(input.bookingId);
      if (!booking) throw notFound('booking');
      const traveler = (await findProfiles(db, input.companyId, [input.travelerProfileId])).get(input.travelerProfileId);
      if (!traveler) throw notFound('traveler');
      const settings = await settingsOf(input.companyId);
      const mode = await autoApprovalModeOf(db, input.companyId);
      const group = traveler.group_id === null ? undefined : await findGroupApprovers(db, input.companyId, Number(traveler.group_id));
      const approver = input.explicitApproverProfileId ?? group?.approver_profile_id ?? traveler.approver_profile_id ?? traveler.manager_profile_id ?? null;
      // The default backup is the traveler's manager, when the manager may approve at all (a travel manager may not).
      const manager = traveler.manager_profile_id === null ? undefined : (await findProfiles(db, input.companyId, [traveler.manager_profile_id])).get(traveler.manager_profile_id);
      const managerApproves = manager !== undefined && manager.status === 'active' && permissionsOf(manager).some((p) => APPROVER_PERMISSIONS.includes(p));
      const backupDefault = managerApproves && manager.id !== approver ? manager.id : null;
      const backup = group?.backup_profile_id ?? backupDefault ?? null;
      const nowMs = now();
      const at = iso(nowMs);
      const schedule = approvalSchedule(settings, nowMs);
      const auto = autoApproves(mode, input.reasons);
      const id = `apr_${randomBytes(12).toString('base64url')}`;
      const msIso = (ms: number | null) => (ms === null ? null : iso(ms));
      await db.transaction().execute(async (trx) => {
        await insertRequest(trx, {
          id, company_id: input.companyId, booking_reference: booking.reference, trip_id: booking.tripId || null, vertical: input.vertical, title: booking.offer.title,
          price_amount_minor: booking.price.amountMinor, price_currency: booking.price.currency, traveler_profile_id: traveler.id,
          requested_by_profile_id: input.requestedByProfileId ?? traveler.id, approver_profile_id: approver, explicit_approver: input.explicitApproverProfileId ? 1 : 0,
          backup_profile_id: backup === approver ? null : backup,
          type: settings.type, default_action: settings.defaultAction, state: auto ? 'APPROVED' : 'PENDING', reasons_json: JSON.stringify(input.reasons),
          deadline_at: iso(schedule.deadlineMs), reminder_at: msIso(schedule.reminderAtMs), escalate_at: msIso(schedule.escalateAtMs),
          reminder_sent_at: null, escalated_at: null, expiry_outcome: null, decided_by_profile_id: null,
          comment: auto ? `Approved automatically (auto approval ${mode})` : null, decided_at: auto ? at : null, created_at: at,
        });
        if (!auto) {
          await insertJobs(trx, [
            { company_id: input.companyId, request_id: id, kind: 'EXPIRE' as const, due_at: iso(schedule.deadlineMs) },
            ...(schedule.reminderAtMs === null ? [] : [{ company_id: input.companyId, request_id: id, kind: 'REMIND' as const, due_at: iso(schedule.reminderAtMs) }]),
            ...(schedule.escalateAtMs === null || backup === null ? [] : [{ company_id: input.companyId, request_id: id, kind: 'ESCALATE' as const, due_at: iso(schedule.escalateAtMs) }]),
          ]);
        }
        await insertAudit(trx, {
          company_id: input.companyId, actor_profile_id: input.requestedByProfileId ?? traveler.id, for_profile_id: traveler.id,
          action: auto ? 'approval.autoApprove' : 'approval.request', subject_id: id, details: { bookingReference: booking.reference, reasons: input.reasons, type: settings.type, mode }, at,
        });
        if (deps.notices) {
          await deps.notices.approval(trx, {
            companyId: input.companyId, requestId: id, kind: auto ? 'decided' : 'requested', state: auto ? 'APPROVED' : 'PENDING', travelerProfileId: traveler.id,
            title: booking.offer.title, vertical: input.vertical, price: booking.price, reasons: input.reasons, decidedByProfileId: null,
            comment: auto ? `Approved automatically (auto approval ${mode})` : null,
          });
        }
      });
      if (!auto) {
        const approverRow = approver === null ? undefined : (await findProfiles(db, input.companyId, [approver])).get(approver);
        const who = traveler.name ?? traveler.email;
        const reasons = input.reasons.length > 0 ? `\nWhy: ${input.reasons.join('; ')}` : '';
        const what = settings.type === 'HARD'
          ? `The booking is held until you answer, at the latest ${iso(schedule.deadlineMs)}.`
          : `It is booked; you may cancel it until ${iso(schedule.deadlineMs)}.`;
        await send(approverRow, `${who}'s trip needs your approval`, `${who}'s trip "${booking.offer.title}" needs your approval.${reasons}\n${what}\n\nDecide: ${link(id)}`, 'approval-request');
      }
      return one(input.companyId, id);
    },

    async tripsToApprove(actor, query) {
      const states = query.status === 'pending' ? (['PENDING'] as const) : (['APPROVED', 'DECLINED', 'EXPIRED', 'CANCELLED'] as const);
      const scope = actor.permissions.includes('TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL') ? { kind: 'all' as const, exceptTraveler: actor.profileId } : { kind: 'approver' as const, profileId: actor.profileId };
      const page = await listRequests(db, actor.companyId, scope, states, query.offset, query.limit);
      return { items: await present(page.rows, actor), total: page.total };
    },

    async request(actor, id) {
      const row = await findRequest(db, actor.companyId, id);
      if (!row) throw notFound('approval request');
      const traveler = (await findProfiles(db, row.company_id, [row.traveler_profile_id])).get(row.traveler_profile_id);
      const sees = row.traveler_profile_id === actor.profileId || actor.permissions.includes('TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL') || mayDecide(actor, row, traveler)
        || row.approver_profile_id === actor.profileId;
      if (!sees) throw forbidden('You do not approve trips of this traveler');
      return (await present([row], actor))[0]!;
    },

    async decide(actor, id, decision, comment) {
      await countWrite(actor);
      const row = await findRequest(db, actor.companyId, id);
      if (!row) throw notFound('approval request');
      const traveler = (await findProfiles(db, row.company_id, [row.traveler_profile_id])).get(row.traveler_profile_id);
      if (!mayDecide(actor, row, traveler)) throw forbidden('You may not decide this request');
      const refusal = await transition(row, { type: decision }, actor.profileId, comment);
      if (refusal === 'NOT_PENDING') throw validationError('decision', 'This request was already decided');
      if (refusal === 'DEADLINE_PASSED') throw validationError('decision', 'The deadline of this request has passed');
      if (refusal !== null) throw validationError('decision', `Refused: ${refusal}`);
      return service.request(actor, id);
    },

    async mine(actor, query) {
      const states = query.status === 'pending' ? (['PENDING'] as const) : (['APPROVED', 'DECLINED', 'EXPIRED', 'CANCELLED'] as const);
      const page = await listRequests(db, actor.companyId, { kind: 'traveler', profileId: actor.profileId }, states, query.offset, query.limit);
      return { items: await present(page.rows, actor), total: page.total };
    },

    async withdraw(actor, id) {
      await countWrite(actor);
      const row = await findRequest(db, actor.companyId, id);
      if (!row || row.traveler_profile_id !== actor.profileId) throw notFound('approval request');
      const refusal = await transition(row, { type: 'CANCEL' }, actor.profileId, null);
      if (refusal !== null) throw validationError('requestId', 'This request was already decided');
      return service.request(actor, id);
    },

    statusOfBookings: (references) => approvalStatusOfBookings(db, references),

    async runDueJobs() {
      const nowMs = now();
      const jobs = await claimDueJobs(db, worker, iso(nowMs), iso(nowMs + APPROVAL_JOB_CLAIM_MS), APPROVAL_JOBS_PER_POLL);
      for (const job of jobs) {
        try {
          const row = await findRequest(db, job.company_id, job.request_id);
          if (job.kind === 'RELEASE') {
            if (row && !(await releaseBooking(row))) throw new Error('release failed');
          } else if (row) {
            await transition(row, { type: job.kind }, null, null);
          }
          await finishJob(db, job.id, worker, iso());
        } catch (err) {
          log.error({ err, jobId: job.id, kind: job.kind }, 'approvals: a deadline job failed; the next poll retries it');
          await failJob(db, job.id, worker, err instanceof Error ? err.message : String(err)).catch(() => undefined);
        }
      }
      return jobs.length;
    },

    async createBookOnBehalf(actor, body) {
      await countWrite(actor);
      const at = iso();
      const id = `bob_${randomBytes(12).toString('base64url')}`;
      await db.transaction().execute(async (trx) => {
        await insertBookOnBehalf(trx, {
          id, company_id: actor.companyId, requester_profile_id: actor.profileId, vertical: body.vertical, details: body.details, start_date: body.startDate,
          end_date: body.endDate, state: 'OPEN', fulfilled_by_profile_id: null, booking_reference: null, created_at: at, closed_at: null,
        });
        await insertAudit(trx, { company_id: actor.companyId, actor_profile_id: actor.profileId, for_profile_id: actor.profileId, action: 'bookOnBehalf.request', subject_id: id, details: body, at });
      });
      return (await bookOnBehalfItems([(await findBookOnBehalf(db, actor.companyId, id))!]))[0]!;
    },

    async bookOnBehalfQueue(actor, query) {
      const page = await listBookOnBehalf(db, actor.companyId, query.status === 'open' ? ['OPEN'] : ['FULFILLED', 'CANCELLED'], null, query.offset, query.limit);
      return { items: await bookOnBehalfItems(page.rows), total: page.total };
    },

    async myBookOnBehalf(actor, query) {
      const page = await listBookOnBehalf(db, actor.companyId, query.status === 'open' ? ['OPEN'] : ['FULFILLED', 'CANCELLED'], actor.profileId, query.offset, query.limit);
      return { items: await bookOnBehalfItems(page.rows), total: page.total };
    },

    async fulfilBookOnBehalf(actor, id, bookingReference) {
      await countWrite(actor);
      const row = await findBookOnBehalf(db, actor.companyId, id);
      if (!row) throw notFound('request');
      if (row.state !== 'OPEN') throw validationError('requestId', 'This request is closed already');
      // The booking must be one this arranger made for this requester (booked while booking for them: the requester's
      // trips, booked_by = caller), still booked, and not the booking of another request already.
      const requester = (await db.selectFrom('business_profiles').select('account_id').where('company_id', '=', actor.companyId).where('id', '=', row.requester_profile_id).executeTakeFirst());
      const made = requester ? await bookings.listForAccountBookedBy(requester.account_id, actor.profileId) : [];
      const booking = made.find((b) => b.reference === bookingReference.trim().toUpperCase());
      if (!booking) throw validationError('bookingReference', 'This is not a booking you made for the requester: book for them first, then choose that booking');
      if (booking.status !== 'booked') throw validationError('bookingReference', 'This booking was cancelled: choose a booking that stands');
      const usedBy = await findFulfilledByBooking(db, booking.reference);
      if (usedBy) throw validationError('bookingReference', 'This booking already fulfils another request');
      const at = iso();
      const closed = await db.transaction().execute(async (trx) => {
        if (!(await closeBookOnBehalf(trx, actor.companyId, id, { state: 'FULFILLED', fulfilled_by_profile_id: actor.profileId, booking_reference: booking.reference, closed_at: at }))) return false;
        await insertAudit(trx, { company_id: actor.companyId, actor_profile_id: actor.profileId, for_profile_id: row.requester_profile_id, action: 'bookOnBehalf.fulfil', subject_id: id, details: { bookingReference: booking.reference }, at });
        return true;
      }).catch((err: unknown) => {
        // Two requests fulfilled with one booking at the same moment: the unique index (migration 0027) lets one win.
        if (isBookingUsedViolation(err)) throw validationError('bookingReference', 'This booking already fulfils another request');
        throw err;
      });
      if (!closed) throw validationError('requestId', 'This request is closed already');
      const people = await findProfiles(db, actor.companyId, [row.requester_profile_id]);
      await send(people.get(row.requester_profile_id), 'Your trip was booked for you', `Your request "${row.details.slice(0, 80)}" was booked: booking ${booking.reference}.`, 'book-on-behalf-fulfilled');
      return (await bookOnBehalfItems([(await findBookOnBehalf(db, actor.companyId, id))!]))[0]!;
    },

    async cancelBookOnBehalf(actor, id) {
      await countWrite(actor);
      const row = await findBookOnBehalf(db, actor.companyId, id);
      if (!row || row.requester_profile_id !== actor.profileId) throw notFound('request');
      const at = iso();
      const closed = await db.transaction().execute(async (trx) => {
        if (!(await closeBookOnBehalf(trx, actor.companyId, id, { state: 'CANCELLED', closed_at: at }))) return false;
        await insertAudit(trx, { company_id: actor.companyId, actor_profile_id: actor.profileId, for_profile_id: actor.profileId, action: 'bookOnBehalf.cancel', subject_id: id, details: {}, at });
        return true;
      });
      if (!closed) throw validationError('requestId', 'This request is closed already');
      return (await bookOnBehalfItems([(await findBookOnBehalf(db, actor.companyId, id))!]))[0]!;
    },
  };
  return service;
}
