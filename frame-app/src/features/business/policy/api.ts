/**
 * The policy pages' and the policy summary's calls through the frame's one HTTP client (issue #25 "Travel policy per
 * vertical and per group", RP_POLICY_SUMMARY; contract travel-policy.ts). Every reply is parsed with its contract
 * schema; the PUT carries X-CSRF (the client adds it). Failures reject with ApiRequestError in the contract's envelope:
 * 400 VALIDATION_ERROR (its `field` names the document path, e.g. `document.maxPrice.limit.amount`), 403 FORBIDDEN
 * (no TRAVEL_POLICY_MANAGEMENT, or the train flag off for `train`), 404 NOT_FOUND (a group of another company).
 */
import {
  MY_TRAVEL_POLICIES_PATH, TRAVEL_POLICY_SETTINGS_PATH, MyTravelPoliciesReplySchema, TravelPolicyReplySchema,
  type MyTravelPoliciesReply, type PolicyVertical, type TravelPolicyPutBody, type TravelPolicyReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/**
 * GET settings/policies/{vertical}[?groupId=]: the scope's current policy, the company default, the effective policy
 * of the scope's members and the scope's versions. `groupId` null: the company default.
 */
export function fetchTravelPolicy(vertical: PolicyVertical, groupId: number | null, signal?: AbortSignal): Promise<TravelPolicyReply> {
  return apiClient.get(`${TRAVEL_POLICY_SETTINGS_PATH}/${vertical}`, TravelPolicyReplySchema, {
    ...(groupId !== null ? { query: { groupId: String(groupId) } } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** PUT settings/policies/{vertical} `{ groupId, document }`: stores a new version and answers like the GET. */
export function saveTravelPolicy(vertical: PolicyVertical, body: TravelPolicyPutBody): Promise<TravelPolicyReply> {
  return apiClient.put(`${TRAVEL_POLICY_SETTINGS_PATH}/${vertical}`, body, TravelPolicyReplySchema);
}

/**
 * GET {@link MY_TRAVEL_POLICIES_PATH} for the front door's summary: the traveler's effective policies and summary facts,
 * or null when the server did not answer 200 with them (e.g. 403 MISSING_TWO_FACTOR_AUTHENTICATION: the front door is
 * not a business page, so it goes around the client's error policy and stays on the search, like the homepage
 * messages). Rejects only when the network fails.
 */
export async function fetchMyTravelPolicies(signal?: AbortSignal): Promise<MyTravelPoliciesReply | null> {
  const reply = await apiClient.raw('GET', MY_TRAVEL_POLICIES_PATH, signal ? { signal } : {});
  if (reply.status !== 200) return null;
  const parsed = MyTravelPoliciesReplySchema.safeParse(reply.body);
  return parsed.success ? parsed.data : null;
}
