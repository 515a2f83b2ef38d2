/**
 * The company single sign-on calls of the sign-in dialog (issue #27; account-business-header-and-trips §7 SSO; contract
 * sso.ts "Sign-in calls"), through the frame's one HTTP client: JSON POSTs with X-CSRF, replies parsed with the
 * contract schemas. discover answers per email DOMAIN (never whether an account exists); start answers the pop-up's
 * first URL; exchange turns the pop-up's one-time hand-off code into a session in the frame's own partition.
 * Request failures (CSRF, 429 rate limit, 5xx) reject per the api client's error policy.
 */
import {
  SSO_DISCOVER_PATH, SSO_EXCHANGE_PATH, SSO_START_PATH, SsoDiscoverReplySchema, SsoStartReplySchema, SsoVerifyReplySchema, type SsoStartReply,
  type SsoVerifyReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import type { SsoOffer } from '../sign-in/sign-in-machine.ts';

/** POST /k/run/sso/discover: the active SSO configuration covering `email`'s domain, or null. @throws per the client */
export async function discoverSso(email: string): Promise<SsoOffer | null> {
  return (await apiClient.post(SSO_DISCOVER_PATH, { email }, SsoDiscoverReplySchema)).sso;
}

/**
 * {@link discoverSso} for the sign-in forms: a failure (rate limit, network) is logged and answers null, so the dialog
 * carries on with the password as if the domain had no SSO (a domain in SSO-only mode then answers
 * EXTERNAL_AUTH_REQUIRED to the password, and the dialog asks again).
 */
export async function discoverSsoQuietly(email: string): Promise<SsoOffer | null> {
  try {
    return await discoverSso(email);
  } catch (error) {
    logger.warn('single sign-on discovery failed', error);
    return null;
  }
}

/** POST /k/run/sso/start: the pop-up URL for `email`'s company provider, or status -1 SSO_NOT_CONFIGURED. @throws per the client */
export function startSso(email: string): Promise<SsoStartReply> {
  return apiClient.post(SSO_START_PATH, { email }, SsoStartReplySchema);
}

/** POST /k/run/sso/exchange: the pop-up's hand-off code -> a signed-in session (remember me on, §5 default). @throws per the client */
export function exchangeSso(code: string): Promise<SsoVerifyReply> {
  return apiClient.post(SSO_EXCHANGE_PATH, { code, sticky: true, userInfo: true }, SsoVerifyReplySchema);
}
