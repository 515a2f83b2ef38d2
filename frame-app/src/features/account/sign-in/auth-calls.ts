/**
 * The password sign-in calls through the frame's one HTTP client (account-business-header-and-trips §7 "Auth
 * and session": form-encoded POSTs with X-CSRF): register, login, logout. Each answers an auth verify reply
 * (contract `AuthVerifyReplySchema`): status 0 carries the new session's form token (the server regenerates the
 * session on every sign-in and sign-out, so the old token stops working), status -1 names the field and an
 * `errorCode` the frame translates (§8). Request failures (CSRF, rate limit) reject per the client's error policy.
 */
import { AUTH_LOGIN_PATH, AUTH_LOGOUT_PATH, AUTH_REGISTER_PATH, AuthVerifyReplySchema, type AuthVerifyReply } from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/** What the password form sends. `consent` (terms) and `optin` (email deals) only when registering. */
export interface PasswordCredentials {
  email: string;
  password: string;
  /** Remember me: a long-lived session cookie (default true, §5). */
  sticky?: boolean;
  consent?: boolean;
  optin?: boolean;
}

const flag = (value: boolean): string => (value ? 'true' : 'false');

/** POST /k/run/auth/login (username, passwd, sticky, userInfo). @throws per the api client's error policy */
export function signIn(credentials: PasswordCredentials): Promise<AuthVerifyReply> {
  const body = new URLSearchParams({ username: credentials.email, passwd: credentials.password, sticky: flag(credentials.sticky ?? true), userInfo: 'true' });
  return apiClient.post(AUTH_LOGIN_PATH, body, AuthVerifyReplySchema);
}

/** POST /k/run/auth/register (username, passwd, optin, consent). @throws per the api client's error policy */
export function register(credentials: PasswordCredentials): Promise<AuthVerifyReply> {
  const body = new URLSearchParams({
    username: credentials.email,
    passwd: credentials.password,
    optin: flag(credentials.optin ?? true),
    consent: flag(credentials.consent ?? false),
  });
  return apiClient.post(AUTH_REGISTER_PATH, body, AuthVerifyReplySchema);
}

/** POST /k/run/auth/logout. @throws per the api client's error policy */
export function signOut(): Promise<AuthVerifyReply> {
  return apiClient.post(AUTH_LOGOUT_PATH, new URLSearchParams(), AuthVerifyReplySchema);
}
