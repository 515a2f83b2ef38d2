/**
 * Calls of the site-wide extras through the one HTTP client (account-business-header-and-trips §7): the marketing id
 * sync and set (form-encoded, X-CSRF), the survey identity and feedback, and the ad-block bait GET.
 */
import {
  AD_BLOCK_BAIT_PATH, AdBlockBaitReplySchema, KMKID_SET_PATH, KMKID_SYNC_PATH, KmkidReplySchema, SURVEY_FEEDBACK_PATH, SURVEY_IDENTITY_PATH,
  SurveyFeedbackReplySchema, SurveyIdentitySchema, type SurveyFeedbackRequest, type SurveyIdentity,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/** POST (form) /s/run/kmkid/sync with suggestedKmkid when known; resolves with the server's kmkid. */
export async function syncMarketingId(suggestedKmkid: string | null): Promise<string> {
  const form = new URLSearchParams(suggestedKmkid ? { suggestedKmkid } : {});
  return (await apiClient.post(KMKID_SYNC_PATH, form, KmkidReplySchema)).kmkid;
}

/** POST (form) /s/run/kmkid/set with kmkid; resolves with the id now set. */
export async function setMarketingId(kmkid: string): Promise<string> {
  return (await apiClient.post(KMKID_SET_PATH, new URLSearchParams({ kmkid }), KmkidReplySchema)).kmkid;
}

/** GET the survey identity (acquisitionChannel, obfuscatedUserId). */
export function fetchSurveyIdentity(): Promise<SurveyIdentity> {
  return apiClient.get(SURVEY_IDENTITY_PATH, SurveyIdentitySchema);
}

/** POST one feedback answer (JSON). @throws ApiRequestError 429 RATE_LIMITED past the per-session limit */
export async function sendSurveyFeedback(feedback: SurveyFeedbackRequest): Promise<void> {
  await apiClient.post(SURVEY_FEEDBACK_PATH, feedback, SurveyFeedbackReplySchema);
}

/** GET the bait; resolves true when it was blocked (the request failed without an HTTP answer). */
export async function probeAdBlocker(): Promise<boolean> {
  try {
    await apiClient.get(AD_BLOCK_BAIT_PATH, AdBlockBaitReplySchema);
    return false;
  } catch (error) {
    return error instanceof TypeError;
  }
}
