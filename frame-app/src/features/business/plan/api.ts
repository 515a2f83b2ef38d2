/**
 * The plan calls of account-business-header-and-trips §7 "Company" through the frame's one HTTP client (X-CSRF on
 * POST/DELETE, replies parsed with the contract's schemas): GET /tier/upgrade/status, POST /tier/upgrade,
 * POST /bizPlus/sendConfirmation, POST /sendDeletionEmail and DELETE /{confirmationCode}/{requestTime}/{token}.
 * Failures reject with ApiRequestError in the contract's envelope (see each function).
 */
import {
  BizPlusTrackClickRequestSchema, COMPANY_CALL_PATHS, CompanyDeletedReplySchema, MailSentReplySchema, TierUpgradeStatusSchema, type TierUpgradeStatus,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

const businessPath = (relative: string): string => `/i/api/business${relative}`;
const seg = encodeURIComponent;

/** GET /company/v1/tier/upgrade/status: the plan tier and the latest upgrade request (COMPANY_SETTINGS_MANAGEMENT). */
export function fetchTierUpgradeStatus(signal?: AbortSignal): Promise<TierUpgradeStatus> {
  return apiClient.get(businessPath(COMPANY_CALL_PATHS.tierUpgradeStatus), TierUpgradeStatusSchema, signal ? { signal } : {});
}

/**
 * POST /company/v1/tier/upgrade `{ tier }`: to bizPlus it completes at once (self-serve), to enterprise it is REQUESTED
 * (sales call back). Resolves with the status now.
 * @throws ApiRequestError 400 VALIDATION_ERROR (field `tier`) when the company is already on that tier or above
 */
export function upgradeTier(tier: 'bizPlus' | 'enterprise'): Promise<TierUpgradeStatus> {
  return apiClient.post(businessPath(COMPANY_CALL_PATHS.tierUpgrade), { tier }, TierUpgradeStatusSchema);
}

/**
 * POST /company/v1/bizPlus/sendConfirmation: mails the Biz+ confirmation link again (a signup awaiting its email).
 * @throws ApiRequestError 400 VALIDATION_ERROR when no Biz+ signup awaits confirmation
 */
export async function sendBizPlusConfirmation(): Promise<void> {
  await apiClient.post(businessPath(COMPANY_CALL_PATHS.bizPlusSendConfirmation), {}, MailSentReplySchema);
}

/**
 * POST /company/v1/sendDeletionEmail: mails the caller a link that deletes the company once opened and confirmed
 * (24 hours). @throws ApiRequestError 403 FORBIDDEN without COMPANY_SETTINGS_MANAGEMENT or the COMPANY_DELETION feature
 */
export async function sendCompanyDeletionEmail(): Promise<void> {
  await apiClient.post(businessPath(COMPANY_CALL_PATHS.sendDeletionEmail), {}, MailSentReplySchema);
}

/**
 * POST /company/v1/bizPlus/trackEmailConfirmationClick `{ token }`: records the emailed link's click, which completes
 * the Biz+ signup. Resolves with the status now. @throws ApiRequestError 404 NOT_FOUND for an unknown or used token
 */
export function confirmBizPlusByLink(token: string): Promise<TierUpgradeStatus> {
  return apiClient.post(businessPath(COMPANY_CALL_PATHS.bizPlusTrackClick), BizPlusTrackClickRequestSchema.parse({ token }), TierUpgradeStatusSchema);
}

/** The three parts of a deletion link (`/business/company/delete/{confirmationCode}/{requestTime}/{token}`). */
export interface CompanyDeletionLink {
  confirmationCode: string;
  requestTime: string;
  token: string;
}

/**
 * DELETE /company/v1/{confirmationCode}/{requestTime}/{token}: deletes the company.
 * @throws ApiRequestError 400 VALIDATION_ERROR (expired), 404 NOT_FOUND (unknown or used), 403 FORBIDDEN (tampered link
 *   or a caller without the permission/feature)
 */
export async function confirmCompanyDeletion(link: CompanyDeletionLink): Promise<void> {
  const path = COMPANY_CALL_PATHS.confirmDeletion
    .replace(':confirmationCode', seg(link.confirmationCode)).replace(':requestTime', seg(link.requestTime)).replace(':token', seg(link.token));
  await apiClient.delete(businessPath(path), CompanyDeletedReplySchema);
}
