/**
 * The support calls through the frame's one HTTP client (issue #24; account-business-header-and-trips §7 Issue
 * reporting, Impersonation, Company contactAccountManager; contract business-company.ts for the bodies,
 * server/src/modules/business/impersonation.ts and issue-report.ts for who may call what). Replies are parsed with
 * their contract schema; POST/DELETE carry X-CSRF (the client adds it); a FormData body goes as multipart.
 * Failures reject with ApiRequestError in the contract's envelope: 403 FORBIDDEN (support off, a permission the caller
 * lacks, a person holding more, any change while impersonating in view mode), 404 NOT_FOUND (no such active person,
 * nothing to end), 400 VALIDATION_ERROR with its `field` (a form field, or `attachments` / `attachment` for a file of a
 * wrong type, too large or one too many); 403 MISSING_TWO_FACTOR_AUTHENTICATION is the client's (it sends to verify).
 */
import {
  ATTACHMENT_FIELD, ATTACHMENTS_FIELD, COMPANY_CALL_PATHS, ImpersonationStateSchema, OkReplySchema, ReportReplySchema, SupportGrantSchema,
  SupportUsersReplySchema, type ImpersonationMode, type ImpersonationState, type IssueReportFields, type SupportGrant, type SupportUsersReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';
import { SUPPORT_SEARCH_LIMIT } from './constants.ts';
import { cachedGrant, cachedSearch, cacheGrant, cacheSearch, clearSupportCache } from './support-cache.ts';

/** Path of a business call (contract COMPANY_CALL_PATHS are relative to /i/api/business). */
const businessPath = (relative: string): string => `/i/api/business${relative}`;

/** Reply of a report: its reference and how many files the server kept. */
export type ReportReceipt = { reportId: string; attachments: number };

/**
 * GET /impersonation/v1/support: the company's support grant (COMPANY_SETTINGS_MANAGEMENT), from the session cache
 * when `owner` (the caller's business profile id) has it, else asked and cached.
 */
export async function fetchSupportGrant(owner: string, signal?: AbortSignal): Promise<SupportGrant> {
  const cached = cachedGrant(owner);
  if (cached) return cached;
  const grant = await apiClient.get(businessPath(COMPANY_CALL_PATHS.impersonationSupport), SupportGrantSchema, signal ? { signal } : {});
  cacheGrant(owner, grant);
  return grant;
}

/** POST /impersonation/v1/support `{ mode, days }`: turns support on (the cache follows). */
export async function grantSupport(owner: string, mode: ImpersonationMode, days: number): Promise<SupportGrant> {
  const grant = await apiClient.post(businessPath(COMPANY_CALL_PATHS.impersonationSupport), { mode, days }, SupportGrantSchema);
  clearSupportCache();
  cacheGrant(owner, grant);
  return grant;
}

/** DELETE /impersonation/v1/support: turns support off and ends the company's open impersonations (the cache follows). */
export async function revokeSupport(owner: string): Promise<SupportGrant> {
  const grant = await apiClient.delete(businessPath(COMPANY_CALL_PATHS.impersonationSupport), SupportGrantSchema);
  clearSupportCache();
  cacheGrant(owner, grant);
  return grant;
}

/**
 * GET /impersonation/v1/support/users?query=&limit= (USER_PROFILE_VIEW_FOR_ALL): the grant and the people matching,
 * each with why the caller may not act as them; from the session cache when `owner` asked the same query before.
 */
export async function searchSupportUsers(owner: string, query: string, signal?: AbortSignal): Promise<SupportUsersReply> {
  const cached = cachedSearch(owner, query);
  if (cached) return cached;
  const reply = await apiClient.get(businessPath(COMPANY_CALL_PATHS.impersonationUsers), SupportUsersReplySchema, {
    query: { query: query.trim() || undefined, limit: SUPPORT_SEARCH_LIMIT }, ...(signal ? { signal } : {}),
  });
  cacheSearch(owner, query, reply);
  return reply;
}

/** POST /impersonation/v1/start `{ profileId, mode }`: this session now acts as that person (the cache is cleared). */
export async function startImpersonation(profileId: string, mode: ImpersonationMode): Promise<ImpersonationState> {
  const state = await apiClient.post(businessPath(COMPANY_CALL_PATHS.impersonationStart), { profileId, mode }, ImpersonationStateSchema);
  clearSupportCache();
  return state;
}

/** POST /impersonation/v1/end: back to one's own session (the cache is cleared). @throws ApiRequestError 404 when none */
export async function endImpersonation(): Promise<void> {
  await apiClient.post(businessPath(COMPANY_CALL_PATHS.impersonationEnd), {}, OkReplySchema);
  clearSupportCache();
}

/**
 * POST /issues/reporting/v1/report as multipart: `summary`, `description`, `topic`, `bookingNumber` (when given) and
 * one `attachments` part per file (any business user; the receipt goes to the sender's mailbox through the outbox).
 */
export function reportIssue(fields: IssueReportFields, files: readonly File[]): Promise<ReportReceipt> {
  const body = new FormData();
  body.append('summary', fields.summary);
  body.append('description', fields.description);
  body.append('topic', fields.topic);
  if (fields.bookingNumber) body.append('bookingNumber', fields.bookingNumber);
  for (const file of files) body.append(ATTACHMENTS_FIELD, file, file.name);
  return apiClient.post(businessPath(COMPANY_CALL_PATHS.issueReport), body, ReportReplySchema);
}

/** POST /company/v1/contactAccountManager as multipart: `subject`, `description` and at most one `attachment` (COMPANY_SETTINGS_MANAGEMENT). */
export function contactAccountManager(fields: { subject: string; description: string }, file: File | null): Promise<ReportReceipt> {
  const body = new FormData();
  body.append('subject', fields.subject);
  body.append('description', fields.description);
  if (file) body.append(ATTACHMENT_FIELD, file, file.name);
  return apiClient.post(businessPath(COMPANY_CALL_PATHS.contactAccountManager), body, ReportReplySchema);
}
