/**
 * The settings pages' calls through the frame's one HTTP client (issue #24 "Admin hub": homepage messages, account
 * permissions; contract business-admin.ts for the bodies, server/src/modules/business/admin-routes.ts for who may call
 * what). Every reply is parsed with its contract schema; POST/PUT/DELETE carry X-CSRF (the client adds it). Failures
 * reject with ApiRequestError in the contract's envelope: 400 VALIDATION_ERROR with `field` `text` (too long, control
 * characters, or more than HOMEPAGE_MESSAGES_MAX messages), 403 FORBIDDEN (a permission the caller lacks, or the page's
 * company switch off), 404 NOT_FOUND (an id of another company).
 */
import {
  AccountPermissionsReplySchema, AdminOkReplySchema, BUSINESS_ADMIN_API_BASE, FrontDoorMessagesReplySchema, HOMEPAGE_MESSAGES_FRONT_DOOR_PATH,
  HomepageMessageSchema, HomepageMessagesReplySchema,
  type AccountPermissionsReply, type FrontDoorMessagesReply, type HomepageMessage,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

const base = BUSINESS_ADMIN_API_BASE;

/** Body of a create or an update: the text as typed (the server trims it) and whether the front door shows it. */
export interface HomepageMessageBody {
  text: string;
  active: boolean;
}

/** GET {base}/homepageMessages: every message of the company, newest first. */
export function fetchHomepageMessages(signal?: AbortSignal): Promise<HomepageMessage[]> {
  return apiClient.get(`${base}/homepageMessages`, HomepageMessagesReplySchema, signal ? { signal } : {}).then((r) => r.messages);
}

/** POST {base}/homepageMessages: the created message. @throws ApiRequestError 400 field `text` */
export function createHomepageMessage(body: HomepageMessageBody): Promise<HomepageMessage> {
  return apiClient.post(`${base}/homepageMessages`, body, HomepageMessageSchema);
}

/** PUT {base}/homepageMessages/{id}: the saved message. @throws ApiRequestError 400 field `text`, 404 */
export function updateHomepageMessage(id: number, body: HomepageMessageBody): Promise<HomepageMessage> {
  return apiClient.put(`${base}/homepageMessages/${id}`, body, HomepageMessageSchema);
}

/** DELETE {base}/homepageMessages/{id}. @throws ApiRequestError 404 */
export async function deleteHomepageMessage(id: number): Promise<void> {
  await apiClient.delete(`${base}/homepageMessages/${id}`, AdminOkReplySchema);
}

/** GET {base}/accountPermissions: the booking mode, every role with its permissions and holders, the permission catalogue. */
export function fetchAccountPermissions(signal?: AbortSignal): Promise<AccountPermissionsReply> {
  return apiClient.get(`${base}/accountPermissions`, AccountPermissionsReplySchema, signal ? { signal } : {});
}

/**
 * GET {@link HOMEPAGE_MESSAGES_FRONT_DOOR_PATH} for the front door's banner: the company's shown messages, or null when
 * the server did not answer 200 with them. Reading: the front door is not a business page, so this call goes around
 * the client's error policy (`raw`): a session that has not proved its second factor yet (403
 * MISSING_TWO_FACTOR_AUTHENTICATION) stays on the search it came for, without a banner, instead of being sent to
 * /business/verify; the business pages ask for the factor. Rejects only when the network fails.
 */
export async function fetchFrontDoorMessages(signal?: AbortSignal): Promise<FrontDoorMessagesReply | null> {
  const reply = await apiClient.raw('GET', HOMEPAGE_MESSAGES_FRONT_DOOR_PATH, signal ? { signal } : {});
  if (reply.status !== 200) return null;
  const parsed = FrontDoorMessagesReplySchema.safeParse(reply.body);
  return parsed.success ? parsed.data : null;
}
