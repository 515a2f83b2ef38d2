/**
 * The email flows' calls through the frame's one HTTP client (issue #9 "Email"; account-business-header-and-trips §5
 * recovery forms send username, §7 `POST /k/run/auth/forgot (username)`, §8 status -1 with errorField, message and
 * errorCode): forgot password, send a sign-in code, sign in with it. Form-encoded POSTs with X-CSRF; replies parsed
 * with the contract schemas. Request failures (CSRF, 429 rate limit, 5xx) reject per the client's error policy.
 */
import {
  AUTH_CODE_SEND_PATH, AUTH_CODE_VERIFY_PATH, AUTH_FORGOT_PATH, EmailSentReplySchema, VerifyCodeReplySchema, type EmailSentReply,
  type VerifyCodeReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/**
 * POST /k/run/auth/forgot (username). Status 0 `sent` whether or not an account has this email (the reply never
 * says); status -1 INVALID_EMAIL. @throws per the api client's error policy
 */
export function requestPasswordReset(email: string): Promise<EmailSentReply> {
  return apiClient.post(AUTH_FORGOT_PATH, new URLSearchParams({ username: email }), EmailSentReplySchema);
}

/** POST /k/run/auth/code/send (username): mails a 6-digit sign-in code; replies as {@link requestPasswordReset}. */
export function sendSignInCode(email: string): Promise<EmailSentReply> {
  return apiClient.post(AUTH_CODE_SEND_PATH, new URLSearchParams({ username: email }), EmailSentReplySchema);
}

/**
 * POST /k/run/auth/code/verify (username, code, sticky, userInfo). Status 0 carries the new session's form token
 * (the server regenerated the session); status -1: INVALID_EMAIL, INVALID_CODE, CODE_EXPIRED, ACCOUNT_LOCKED,
 * ACCOUNT_DISABLED. @throws per the api client's error policy
 */
export function signInWithCode(input: { email: string; code: string; sticky?: boolean }): Promise<VerifyCodeReply> {
  const body = new URLSearchParams({ username: input.email, code: input.code, sticky: (input.sticky ?? true) ? 'true' : 'false', userInfo: 'true' });
  return apiClient.post(AUTH_CODE_VERIFY_PATH, body, VerifyCodeReplySchema);
}
