/**
 * The travel-policy feature's one call (issue #25, the booking page's policy step): whom the traveler of the booking
 * may name as approver, and whether they must (contract approvals.ts ApproversToNameReplySchema, GET
 * /i/api/business/approvals/v1/approvers-to-name; any business profile). Through the frame's one HTTP client, the
 * reply parsed with its contract schema; failures reject with ApiRequestError.
 */
import { APPROVAL_PATHS, ApproversToNameReplySchema, type ApproversToNameReply } from '@travel/contract';
import { apiClient } from '../../api/index.ts';

/** GET approvers-to-name (the traveler being booked for, if any, else the caller). */
export function fetchApproversToName(signal?: AbortSignal): Promise<ApproversToNameReply> {
  return apiClient.get(`/i/api/business${APPROVAL_PATHS.approversToName}`, ApproversToNameReplySchema, signal ? { signal } : {});
}
