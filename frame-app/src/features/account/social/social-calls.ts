/**
 * The social sign-in calls through the frame's one HTTP client (issue #9; account-business-header-and-trips §7
 * "Google and Naver", "Social verification posts carry a confirm flag"): form-encoded POSTs with X-CSRF, each
 * answering a social verify reply (contract `SocialVerifyReplySchema`: status 0 with the new form token, 1 with
 * l/w/n, -1 with an errorCode). Request failures reject per the api client's error policy.
 */
import {
  GOOGLE_CONFIG_PATH, GOOGLE_LOGIN_AND_LINK_PATH, GOOGLE_LOGIN_PATH, GoogleConfigSchema, LinkedIdentitiesReplySchema, SOCIAL_EXCHANGE_PATH,
  SOCIAL_IDENTITIES_PATH, SOCIAL_START_PATH, SOCIAL_UNLINK_PATH, SocialStartReplySchema, SocialVerifyReplySchema, type GoogleConfig,
  type LinkedIdentitiesReply, type SocialProviderName, type SocialStartReply, type SocialVerifyReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

const flag = (value: boolean): string => (value ? 'true' : 'false');

/** POST /k/run/social/start: the pop-up URL for `provider` (`signin`, `link` from the profile, `credential` for One Tap). */
export function startSocial(provider: SocialProviderName, purpose: 'signin' | 'link' | 'credential'): Promise<SocialStartReply> {
  return apiClient.post(SOCIAL_START_PATH, new URLSearchParams({ provider, purpose }), SocialStartReplySchema);
}

/**
 * POST /k/run/social/exchange: uses the pop-up's hand-off code. `link` links the identity to the signed-in account
 * instead of signing in. Confirm is true: continuing with a provider creates an account when none exists.
 */
export function exchangeHandoff(code: string, opts: { link?: boolean; sticky?: boolean } = {}): Promise<SocialVerifyReply> {
  const body = new URLSearchParams({ code, confirm: 'true', sticky: flag(opts.sticky ?? true), link: flag(opts.link ?? false), userInfo: 'true' });
  return apiClient.post(SOCIAL_EXCHANGE_PATH, body, SocialVerifyReplySchema);
}

/** POST /k/run/googleauth/login with One Tap's credential (§7: confirm, idToken, sticky, userInfo). */
export function googleOneTapLogin(idToken: string, sticky = true): Promise<SocialVerifyReply> {
  return apiClient.post(GOOGLE_LOGIN_PATH, new URLSearchParams({ confirm: 'true', idToken, sticky: flag(sticky), userInfo: 'true' }), SocialVerifyReplySchema);
}

/** POST /k/run/googleauth/loginAndLinkExisting: the existing account's password and the link token of a status 1 `l`. */
export function loginAndLinkExisting(username: string, passwd: string, linkToken: string): Promise<SocialVerifyReply> {
  return apiClient.post(GOOGLE_LOGIN_AND_LINK_PATH, new URLSearchParams({ username, passwd, linkToken, sticky: 'true' }), SocialVerifyReplySchema);
}

/** GET /k/run/social/identities: the signed-in account's linked identities (profile page loader). */
export function fetchLinkedIdentities(signal?: AbortSignal): Promise<LinkedIdentitiesReply> {
  return apiClient.get(SOCIAL_IDENTITIES_PATH, LinkedIdentitiesReplySchema, signal ? { signal } : {});
}

/** POST /k/run/social/unlink. */
export function unlinkIdentity(provider: SocialProviderName): Promise<SocialVerifyReply> {
  return apiClient.post(SOCIAL_UNLINK_PATH, new URLSearchParams({ provider }), SocialVerifyReplySchema);
}

/** GET /k/run/googleauth/config (§3 Google config). */
export function fetchGoogleConfig(): Promise<GoogleConfig> {
  return apiClient.get(GOOGLE_CONFIG_PATH, GoogleConfigSchema);
}
