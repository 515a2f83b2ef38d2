/**
 * The travel-policy feature's one call (issue #25, the booking page's policy step): whom the traveler of the booking
 * may name as approver, and whether they must (contract approvals.ts ApproversToNameReplySchema, GET
 * /i/api/business/approvals/v1/approvers-to-name; any business profile that passed two-factor).
 */
import { APPROVAL_PATHS, ApproversToNameReplySchema, type ApproversToNameReply } from '@travel/contract';
import { apiClient } from '../../api/index.ts';

/**
 * GET approvers-to-name (the traveler being booked for, if any, else the caller), or null when the server did not
 * answer 200 with it. The booking page is not a business page: like the front door's policy summary, the call goes
 * around the client's error policy, so a session that has not passed two-factor (403 MISSING_TWO_FACTOR_AUTHENTICATION)
 * stays on the booking page instead of being sent to /business/verify. Rejects only when the network fails.
 */
export async function fetchApproversToName(signal?: AbortSignal): Promise<ApproversToNameReply | null> {
  const reply = await apiClient.raw('GET', `/i/api/business${APPROVAL_PATHS.approversToName}`, signal ? { signal } : {});
  if (reply.status !== 200) return null;
  const parsed = ApproversToNameReplySchema.safeParse(reply.body);
  return parsed.success ? parsed.data : null;
}
