/**
 * The approval calls through the frame's one HTTP client (issue #25 "Approvals"; contract approvals.ts for the bodies
 * and APPROVAL_PATHS; server/src/modules/business/approvals-routes.ts for who may call what). Replies are parsed with
 * their contract schemas; writes carry X-CSRF (the client adds it). Failures reject with ApiRequestError in the
 * contract's envelope: 400 VALIDATION_ERROR with its `field` (`decision`: decided already or past the deadline;
 * `bookingReference`: unknown or not the requester's), 403 FORBIDDEN, 404 NOT_FOUND (another company's id or gone).
 */
import {
  APPROVAL_PATHS, ApprovalListReplySchema, ApprovalRequestSchema, ApprovalSettingsReplySchema, ApproversReplySchema, BookOnBehalfItemSchema,
  BookOnBehalfListReplySchema, COMPANY_CALL_PATHS, CompanyPreferencesSchema, type ApprovalListReply, type ApprovalRequest, type ApprovalSettings,
  type ApprovalSettingsReply, type ApproversReply, type AutoApprovalMode, type BookOnBehalfItem, type BookOnBehalfListReply, type GroupApprovers,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

const B = '/i/api/business';
const withId = (path: string, id: string) => `${B}${path.replace(':requestId', encodeURIComponent(id))}`;
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET settings: the company's approval settings and auto-approval mode. */
export function fetchApprovalSettings(signal?: AbortSignal): Promise<ApprovalSettingsReply> {
  return apiClient.get(`${B}${APPROVAL_PATHS.settings}`, ApprovalSettingsReplySchema, opts(signal));
}

/** PUT settings: the saved settings (400 VALIDATION_ERROR with the field when a reminder or escalation does not fit). */
export function saveApprovalSettings(settings: ApprovalSettings): Promise<ApprovalSettingsReply> {
  return apiClient.put(`${B}${APPROVAL_PATHS.settings}`, settings, ApprovalSettingsReplySchema);
}

/** PUT /company/v1/settings/autoApproval/{mode}: the company's preferences after. */
export function saveAutoApproval(mode: AutoApprovalMode): Promise<void> {
  return apiClient.put(`${B}${COMPANY_CALL_PATHS.autoApproval.replace(':mode', mode)}`, {}, CompanyPreferencesSchema).then(() => undefined);
}

/** GET approvers: every group with its approver and backup, and who may be named. */
export function fetchApprovers(signal?: AbortSignal): Promise<ApproversReply> {
  return apiClient.get(`${B}${APPROVAL_PATHS.approvers}`, ApproversReplySchema, opts(signal));
}

/** PUT approvers for the given groups. */
export function saveApprovers(groups: readonly GroupApprovers[]): Promise<ApproversReply> {
  return apiClient.put(`${B}${APPROVAL_PATHS.approvers}`, { groups }, ApproversReplySchema);
}

/** GET trips to approve: pending (default) or decided, a page of `limit` from `offset`. */
export function fetchTripsToApprove(status: 'pending' | 'decided', signal?: AbortSignal, offset = 0, limit = 25): Promise<ApprovalListReply> {
  return apiClient.get(`${B}${APPROVAL_PATHS.tripsToApprove}?status=${status}&offset=${offset}&limit=${limit}`, ApprovalListReplySchema, opts(signal));
}

/** GET one request (the mailed link's `?request=`). */
export function fetchApprovalRequest(id: string, signal?: AbortSignal): Promise<ApprovalRequest> {
  return apiClient.get(withId(APPROVAL_PATHS.trip, id), ApprovalRequestSchema, opts(signal));
}

/** POST a decision with its comment (a decline needs one). */
export function decideApproval(id: string, decision: 'APPROVE' | 'DECLINE', comment: string): Promise<ApprovalRequest> {
  return apiClient.post(withId(APPROVAL_PATHS.decision, id), { decision, comment }, ApprovalRequestSchema);
}

/** GET the trips-to-book queue: open (oldest first) or closed requests. */
export function fetchTripsToBook(status: 'open' | 'closed', signal?: AbortSignal, offset = 0, limit = 25): Promise<BookOnBehalfListReply> {
  return apiClient.get(`${B}${APPROVAL_PATHS.bookOnBehalf}?status=${status}&offset=${offset}&limit=${limit}`, BookOnBehalfListReplySchema, opts(signal));
}

/** POST fulfil: the booking made for the requester closes the request. */
export function fulfilTripToBook(id: string, bookingReference: string): Promise<BookOnBehalfItem> {
  return apiClient.post(withId(APPROVAL_PATHS.bookOnBehalfFulfil, id), { bookingReference }, BookOnBehalfItemSchema);
}
