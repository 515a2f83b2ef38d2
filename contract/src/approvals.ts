/**
 * Trip approvals and requests to book on behalf (issue #25 "Approvals"; core-and-business §5 trips to approve, §6 the
 * approvals pages /business/approvals, /settings, /approvers, /business/approval (TRIPS_TO_APPROVE) and /business/book
 * (BOOK_ON_BEHALF, TRAVELER_OR_TRAVEL_MANAGER), the TRIP_EVENT_APPROVAL_* and BOOK_ON_BEHALF_* permissions, the
 * APPROVAL_SETTINGS feature). Paths are relative to the business route tree's prefix `/i/api/business`.
 *
 * Readings where the spec is silent (business-travel-anchors.md "Approvals"):
 * - **Types** (a company setting): HARD - the booking is made and held (price and seat kept) until an approver answers;
 *   approve keeps it, decline releases it (cancelled without charge: full refund). PASSIVE - booked at once; the
 *   approver may decline within the void window of {@link PASSIVE_VOID_WINDOW_HOURS} h (the booking is voided without
 *   charge); no answer keeps it.
 * - **Deadline**: HARD: the request's creation + `deadlineHours`; at the deadline the company's `defaultAction` applies
 *   (APPROVE keeps the booking, DECLINE releases it; default APPROVE, because "waiting costs money" and a held fare
 *   that silently dies is the complaint users have). PASSIVE: the end of the void window; at it the booking is kept.
 * - **Reminder**: `reminderHoursBeforeDeadline` before the deadline the approver is mailed once (0: no reminder).
 * - **Escalation**: `escalationHoursBeforeDeadline` before the deadline, a request still pending escalates to the backup
 *   approver (mailed once; from then on the backup may decide as well as the approver). Without a backup approver
 *   there is no escalation. Escalation is a flag on a pending request, not a state.
 * - **States**: PENDING -> APPROVED | DECLINED | EXPIRED (the deadline passed; `expiryOutcome` says what the default
 *   action did) | CANCELLED (the traveler withdrew the request: the held booking is released). Every other transition
 *   is refused; a decision after the deadline is refused (the expiry has decided).
 * - **Who decides** (resource policy `approval.process`): the request's approver (a group's approver, else the
 *   traveler's designated approver, else their manager) with TRIP_EVENT_APPROVAL_PROCESSING, the backup once
 *   escalated, anyone with TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL; never the traveler; never another company.
 * - **Auto approval** (`PUT /company/v1/settings/autoApproval/{mode}`, business-company.ts AutoApprovalModeSchema):
 *   OFF - every booking a policy marks "require approval" waits for a person; IN_POLICY - a booking with no policy
 *   reason (the traveler or company asked for approval of everything, yet the offer is within policy) approves itself;
 *   ALL - every request approves itself at once (approvals off), recorded as approved by the system.
 */
import { z } from 'zod';
import { MoneySchema } from './flights.ts';
import { VerticalSchema } from './verticals.ts';
import type { AutoApprovalMode } from './business-company.ts';

// ---------------------------------------------------------------------------------------------
// Constants

/** Passive approval: the approver may cancel (void) a booking within this many hours of it (anchors: about 24 h). */
export const PASSIVE_VOID_WINDOW_HOURS = 24;
/** Longest hard-approval deadline a company may set, hours (two weeks: a hold longer than that rarely survives). */
export const MAX_APPROVAL_DEADLINE_HOURS = 336;
/** Longest decision comment, characters. */
export const APPROVAL_COMMENT_MAX_LENGTH = 500;
/** A book-on-behalf request's details: at least this many characters (a useful request names where and when). */
export const BOOK_ON_BEHALF_DETAILS_MIN_LENGTH = 10;
/** A book-on-behalf request's details: at most this many characters. */
export const BOOK_ON_BEHALF_DETAILS_MAX_LENGTH = 2000;

/** The approval calls' paths (relative to /i/api/business). */
export const APPROVAL_PATHS = {
  settings: '/approvals/v1/settings',
  approvers: '/approvals/v1/approvers',
  tripsToApprove: '/approvals/v1/trips',
  trip: '/approvals/v1/trips/:requestId',
  decision: '/approvals/v1/trips/:requestId/decision',
  mine: '/approvals/v1/mine',
  withdraw: '/approvals/v1/mine/:requestId/withdraw',
  bookOnBehalf: '/bookOnBehalf/v1/requests',
  bookOnBehalfMine: '/bookOnBehalf/v1/mine',
  bookOnBehalfFulfil: '/bookOnBehalf/v1/requests/:requestId/fulfil',
  bookOnBehalfCancel: '/bookOnBehalf/v1/mine/:requestId/cancel',
  approversToName: '/approvals/v1/approvers-to-name',
} as const;

/** The frame page a mailed approval link opens (`?request=` names the request to decide). */
export const TRIPS_TO_APPROVE_PAGE_PATH = '/business/approval';

// ---------------------------------------------------------------------------------------------
// Settings

/** HARD: held until decided. PASSIVE: booked at once, may be cancelled within the void window. */
export const ApprovalTypeSchema = z.enum(['HARD', 'PASSIVE']);
export type ApprovalType = z.infer<typeof ApprovalTypeSchema>;

/** What a hard request does when its deadline passes unanswered. */
export const ApprovalDefaultActionSchema = z.enum(['APPROVE', 'DECLINE']);
export type ApprovalDefaultAction = z.infer<typeof ApprovalDefaultActionSchema>;

/**
 * A company's approval settings (GET/PUT /approvals/v1/settings). Hours are whole hours; the reminder and the
 * escalation come before the deadline (strictly less than `deadlineHours`); 0 turns each off.
 */
export const ApprovalSettingsSchema = z
  .object({
    type: ApprovalTypeSchema,
    deadlineHours: z.number().int().min(1).max(MAX_APPROVAL_DEADLINE_HOURS),
    reminderHoursBeforeDeadline: z.number().int().min(0).max(MAX_APPROVAL_DEADLINE_HOURS - 1),
    escalationHoursBeforeDeadline: z.number().int().min(0).max(MAX_APPROVAL_DEADLINE_HOURS - 1),
    defaultAction: ApprovalDefaultActionSchema,
  })
  .superRefine((s, ctx) => {
    if (s.reminderHoursBeforeDeadline >= s.deadlineHours) {
      ctx.addIssue({ code: 'custom', path: ['reminderHoursBeforeDeadline'], message: 'The reminder must come before the deadline' });
    }
    if (s.escalationHoursBeforeDeadline >= s.deadlineHours) {
      ctx.addIssue({ code: 'custom', path: ['escalationHoursBeforeDeadline'], message: 'The escalation must come before the deadline' });
    }
  });
export type ApprovalSettings = z.infer<typeof ApprovalSettingsSchema>;

/** A company that never saved settings: hard approval, 48 h, reminder 24 h and escalation 12 h before, approve at the deadline. */
export const DEFAULT_APPROVAL_SETTINGS: ApprovalSettings = {
  type: 'HARD', deadlineHours: 48, reminderHoursBeforeDeadline: 24, escalationHoursBeforeDeadline: 12, defaultAction: 'APPROVE',
};

/** GET /approvals/v1/settings: the settings and the company's auto-approval mode (set by PUT /company/v1/settings/autoApproval/{mode}). */
export const ApprovalSettingsReplySchema = z.object({
  settings: ApprovalSettingsSchema,
  autoApproval: z.enum(['OFF', 'IN_POLICY', 'ALL']),
});
export type ApprovalSettingsReply = z.infer<typeof ApprovalSettingsReplySchema>;

// ---------------------------------------------------------------------------------------------
// Approvers per group

/** A person as the approval pages show them. */
export const ApprovalPersonSchema = z.object({ profileId: z.string(), name: z.string(), email: z.string() });
export type ApprovalPerson = z.infer<typeof ApprovalPersonSchema>;

/**
 * GET /approvals/v1/approvers-to-name (any business profile; the booking page's policy step): whom the traveler of the
 * booking being made (the caller, or the traveler an arranger books for) may name as the approver of a require-approval
 * booking, and whether they must. `mustName`: the traveler's role holds TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT but
 * not TRIP_EVENT_APPROVAL_REQUEST ("asks only named approvers"): the booking must carry `approverProfileId` (403
 * "Name the approver to ask" otherwise). `approvers`: the active members of the traveler's company who could decide
 * that request once named (policy `approval.process` for a request naming them: TRIP_EVENT_APPROVAL_PROCESSING or
 * _PROCESSING_FOR_ALL), never the traveler, never the person booking; by name. The server checks a named approver by
 * the same rule (400 VALIDATION_ERROR on `approverProfileId` otherwise).
 */
export const ApproversToNameReplySchema = z.object({ mustName: z.boolean(), approvers: z.array(ApprovalPersonSchema) });
export type ApproversToNameReply = z.infer<typeof ApproversToNameReplySchema>;

/** One traveler group's approver and backup approver (null: the traveler's designated approver, else their manager). */
export const GroupApproversSchema = z.object({
  groupId: z.number().int().positive(),
  approverProfileId: z.string().nullable(),
  backupApproverProfileId: z.string().nullable(),
});
export type GroupApprovers = z.infer<typeof GroupApproversSchema>;

/** GET /approvals/v1/approvers: every group with its approvers, and the people who may be named (they hold an approval permission). */
export const ApproversReplySchema = z.object({
  groups: z.array(GroupApproversSchema.extend({ groupName: z.string() })),
  candidates: z.array(ApprovalPersonSchema),
});
export type ApproversReply = z.infer<typeof ApproversReplySchema>;

/** PUT /approvals/v1/approvers: the groups to change (others stay). Approver and backup must differ. */
export const PutApproversRequestSchema = z.object({
  groups: z.array(GroupApproversSchema).min(1).max(200).superRefine((groups, ctx) => {
    groups.forEach((g, i) => {
      if (g.approverProfileId !== null && g.approverProfileId === g.backupApproverProfileId) {
        ctx.addIssue({ code: 'custom', path: [i, 'backupApproverProfileId'], message: 'The backup approver must be someone else' });
      }
    });
  }),
});
export type PutApproversRequest = z.infer<typeof PutApproversRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The state machine

export const ApprovalStateSchema = z.enum(['PENDING', 'APPROVED', 'DECLINED', 'EXPIRED', 'CANCELLED']);
export type ApprovalState = z.infer<typeof ApprovalStateSchema>;

/** What the booking becomes: KEEP (confirmed), RELEASE (cancelled without charge). */
export const ApprovalBookingEffectSchema = z.enum(['KEEP', 'RELEASE']);
export type ApprovalBookingEffect = z.infer<typeof ApprovalBookingEffectSchema>;

/** What the state machine needs of a request. Times are epoch ms. */
export interface ApprovalSnapshot {
  state: ApprovalState;
  type: ApprovalType;
  /** Hard: the company's default action at the deadline. Passive requests always keep the booking. */
  defaultAction: ApprovalDefaultAction;
  deadlineMs: number;
  reminderAtMs: number | null;
  escalateAtMs: number | null;
  remindedAtMs: number | null;
  escalatedAtMs: number | null;
  hasBackup: boolean;
}

/** An event on a request: a person's decision, the traveler's withdrawal, or a due job (remind, escalate, expire). */
export type ApprovalEvent =
  | { type: 'APPROVE' }
  | { type: 'DECLINE' }
  | { type: 'CANCEL' }
  | { type: 'REMIND' }
  | { type: 'ESCALATE' }
  | { type: 'EXPIRE' };

/** Why a transition is refused. */
export type ApprovalRefusal = 'NOT_PENDING' | 'DEADLINE_PASSED' | 'NOT_DUE' | 'ALREADY_DONE' | 'NO_BACKUP' | 'OFF';

/** A mail the transition asks for. */
export type ApprovalMail = 'TRAVELER_DECIDED' | 'APPROVER_REMINDER' | 'BACKUP_ESCALATION';

/** The result of {@link approvalTransition}. */
export type ApprovalTransition =
  | { ok: true; next: ApprovalSnapshot; booking: ApprovalBookingEffect | null; mails: readonly ApprovalMail[] }
  | { ok: false; refusal: ApprovalRefusal };

const done = (next: ApprovalSnapshot, booking: ApprovalBookingEffect | null, mails: readonly ApprovalMail[]): ApprovalTransition => ({ ok: true, next, booking, mails });
const refuse = (refusal: ApprovalRefusal): ApprovalTransition => ({ ok: false, refusal });

/**
 * The approval state machine (see the module docstring for the readings). Pure: the caller stores `next`, applies
 * `booking` to the held booking and sends `mails`.
 * - APPROVE / DECLINE: PENDING and before the deadline only. APPROVE keeps the booking; DECLINE releases it (hard: the
 *   held booking; passive: voided within the window). The traveler is mailed.
 * - CANCEL (the traveler withdraws): PENDING only; releases the booking.
 * - REMIND: PENDING, due (now >= reminderAt), before the deadline, once; mails the approver.
 * - ESCALATE: PENDING, due, before the deadline, once, with a backup approver; mails the backup.
 * - EXPIRE: PENDING and now >= deadline: EXPIRED; hard applies the default action, passive keeps the booking.
 * @param s the request now
 * @param event what happened
 * @param nowMs the time, epoch ms
 * @returns the next snapshot with its effects, or the refusal; never throws
 */
export function approvalTransition(s: ApprovalSnapshot, event: ApprovalEvent, nowMs: number): ApprovalTransition {
  if (s.state !== 'PENDING') return refuse('NOT_PENDING');
  const beforeDeadline = nowMs < s.deadlineMs;
  switch (event.type) {
    case 'APPROVE':
      if (!beforeDeadline) return refuse('DEADLINE_PASSED');
      return done({ ...s, state: 'APPROVED' }, 'KEEP', ['TRAVELER_DECIDED']);
    case 'DECLINE':
      if (!beforeDeadline) return refuse('DEADLINE_PASSED');
      return done({ ...s, state: 'DECLINED' }, 'RELEASE', ['TRAVELER_DECIDED']);
    case 'CANCEL':
      return done({ ...s, state: 'CANCELLED' }, 'RELEASE', []);
    case 'REMIND':
      if (s.reminderAtMs === null) return refuse('OFF');
      if (s.remindedAtMs !== null) return refuse('ALREADY_DONE');
      if (!beforeDeadline) return refuse('DEADLINE_PASSED');
      if (nowMs < s.reminderAtMs) return refuse('NOT_DUE');
      return done({ ...s, remindedAtMs: nowMs }, null, ['APPROVER_REMINDER']);
    case 'ESCALATE':
      if (s.escalateAtMs === null) return refuse('OFF');
      if (s.escalatedAtMs !== null) return refuse('ALREADY_DONE');
      if (!s.hasBackup) return refuse('NO_BACKUP');
      if (!beforeDeadline) return refuse('DEADLINE_PASSED');
      if (nowMs < s.escalateAtMs) return refuse('NOT_DUE');
      return done({ ...s, escalatedAtMs: nowMs }, null, ['BACKUP_ESCALATION']);
    case 'EXPIRE': {
      if (beforeDeadline) return refuse('NOT_DUE');
      const keep = s.type === 'PASSIVE' || s.defaultAction === 'APPROVE';
      return done({ ...s, state: 'EXPIRED' }, keep ? 'KEEP' : 'RELEASE', ['TRAVELER_DECIDED']);
    }
  }
}

/**
 * The times of a new request (epoch ms): HARD - deadline = created + deadlineHours, reminder and escalation the
 * configured hours before it (null when 0); PASSIVE - deadline = created + {@link PASSIVE_VOID_WINDOW_HOURS} h, reminder
 * and escalation at the same distances before it when they fit inside the window (else null).
 * @param createdAtMs epoch ms
 */
export function approvalSchedule(settings: ApprovalSettings, createdAtMs: number): { deadlineMs: number; reminderAtMs: number | null; escalateAtMs: number | null } {
  const hour = 3_600_000;
  const windowHours = settings.type === 'PASSIVE' ? PASSIVE_VOID_WINDOW_HOURS : settings.deadlineHours;
  const deadlineMs = createdAtMs + windowHours * hour;
  const before = (hours: number) => (hours > 0 && hours < windowHours ? deadlineMs - hours * hour : null);
  return { deadlineMs, reminderAtMs: before(settings.reminderHoursBeforeDeadline), escalateAtMs: before(settings.escalationHoursBeforeDeadline) };
}

/**
 * Whether a new request approves itself (see the module docstring for the modes).
 * @param mode the company's auto-approval mode
 * @param reasons the policy reasons the booking needs approval for (empty: it is within policy)
 */
export function autoApproves(mode: AutoApprovalMode, reasons: readonly string[]): boolean {
  if (mode === 'ALL') return true;
  if (mode === 'IN_POLICY') return reasons.length === 0;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Trips to approve, decisions, the traveler's view

/** One request as the approval pages and the traveler's trip show it. Times ISO 8601 UTC. */
export const ApprovalRequestSchema = z.object({
  id: z.string(),
  state: ApprovalStateSchema,
  type: ApprovalTypeSchema,
  vertical: VerticalSchema,
  bookingReference: z.string(),
  tripId: z.string().nullable(),
  title: z.string(),
  price: MoneySchema.nullable(),
  traveler: ApprovalPersonSchema,
  approver: ApprovalPersonSchema.nullable(),
  backupApprover: ApprovalPersonSchema.nullable(),
  reasons: z.array(z.string()),
  requestedAt: z.string(),
  deadline: z.string(),
  escalated: z.boolean(),
  /** EXPIRED only: what the default action did. */
  expiryOutcome: ApprovalBookingEffectSchema.nullable(),
  decidedBy: ApprovalPersonSchema.nullable(),
  decidedAt: z.string().nullable(),
  comment: z.string().nullable(),
  /** The caller may approve or decline it now (policy `approval.process`, pending, before the deadline). */
  canDecide: z.boolean(),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;

/** GET /approvals/v1/trips?status=pending|decided&offset&limit (trips to approve), GET /approvals/v1/mine. */
export const ApprovalListQuerySchema = z.object({
  status: z.enum(['pending', 'decided']).default('pending'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ApprovalListQuery = z.infer<typeof ApprovalListQuerySchema>;

export const ApprovalListReplySchema = z.object({ items: z.array(ApprovalRequestSchema), total: z.number().int().min(0) });
export type ApprovalListReply = z.infer<typeof ApprovalListReplySchema>;

/** `:requestId` of the approval paths. */
export const ApprovalParamsSchema = z.object({ requestId: z.string().min(1).max(64) });

/** POST /approvals/v1/trips/{id}/decision. A decline needs a comment (the traveler is told why). */
export const ApprovalDecisionRequestSchema = z
  .object({
    decision: z.enum(['APPROVE', 'DECLINE']),
    comment: z.string().trim().max(APPROVAL_COMMENT_MAX_LENGTH).default(''),
  })
  .superRefine((d, ctx) => {
    if (d.decision === 'DECLINE' && d.comment.length === 0) ctx.addIssue({ code: 'custom', path: ['comment'], message: 'Say why you decline' });
  });
export type ApprovalDecisionRequest = z.infer<typeof ApprovalDecisionRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Requests to book on behalf (trips to book)

export const BookOnBehalfStateSchema = z.enum(['OPEN', 'FULFILLED', 'CANCELLED']);
export type BookOnBehalfState = z.infer<typeof BookOnBehalfStateSchema>;

/** POST /bookOnBehalf/v1/requests (BOOK_ON_BEHALF_REQUEST): what the traveler needs booked. Dates YYYY-MM-DD. */
export const CreateBookOnBehalfRequestSchema = z
  .object({
    vertical: VerticalSchema,
    details: z.string().trim().min(BOOK_ON_BEHALF_DETAILS_MIN_LENGTH).max(BOOK_ON_BEHALF_DETAILS_MAX_LENGTH),
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().default(null),
  })
  .superRefine((r, ctx) => {
    if (r.endDate !== null && r.endDate < r.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is before the start date' });
  });
export type CreateBookOnBehalfRequest = z.infer<typeof CreateBookOnBehalfRequestSchema>;

/** A request in the trips-to-book queue (or the requester's own list). Times ISO 8601 UTC. */
export const BookOnBehalfItemSchema = z.object({
  id: z.string(),
  state: BookOnBehalfStateSchema,
  requester: ApprovalPersonSchema,
  vertical: VerticalSchema,
  details: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  fulfilledBy: ApprovalPersonSchema.nullable(),
  bookingReference: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type BookOnBehalfItem = z.infer<typeof BookOnBehalfItemSchema>;

/** GET /bookOnBehalf/v1/requests?status=open|closed&offset&limit (the queue), GET /bookOnBehalf/v1/mine. */
export const BookOnBehalfListQuerySchema = z.object({
  status: z.enum(['open', 'closed']).default('open'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type BookOnBehalfListQuery = z.infer<typeof BookOnBehalfListQuerySchema>;

export const BookOnBehalfListReplySchema = z.object({ items: z.array(BookOnBehalfItemSchema), total: z.number().int().min(0) });
export type BookOnBehalfListReply = z.infer<typeof BookOnBehalfListReplySchema>;

/** POST /bookOnBehalf/v1/requests/{id}/fulfil: the booking the arranger made for the requester. */
export const FulfilBookOnBehalfRequestSchema = z.object({ bookingReference: z.string().trim().min(4).max(32) });
export type FulfilBookOnBehalfRequest = z.infer<typeof FulfilBookOnBehalfRequestSchema>;
