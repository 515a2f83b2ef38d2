/**
 * Passkeys in the frame (issue #9; account-business-header-and-trips §5, §7 "Passkeys", §8): the five calls through the
 * frame's one HTTP client (form-encoded, X-CSRF; the autofill GET carries X-CSRF too) and the browser ceremonies with
 * @simplewebauthn/browser. No React here: the dialog and the host use these functions (passkey-ui.tsx).
 *
 * Rules (§5, §8):
 * - Registration uses the server's creation options (platform authenticator, resident key required); a reply without
 *   `user` fails with 'User info is missing' before any prompt.
 * - Sign-in with an email lists that account's passkeys first (loginParams); an empty list is the silent code
 *   PASSKEYS_NOT_SETUP: no prompt, the caller falls back to the normal (password) login. Without an email the prompt
 *   offers every passkey of the product (discoverable credentials, the autofill challenge). User verification is
 *   preferred.
 * - Conditional UI (autofill on the Email field, `autocomplete="username webauthn"`) runs only where the browser
 *   supports it and never on iPhone OS 16.0 to 16.3 ({@link conditionalAutofillBlocked}).
 * - The browser's cancel (NotAllowedError: the user closed the prompt, or it timed out) is `cancelled`, and an abort
 *   (another ceremony took over, the view closed) is `aborted`: neither is an error for the user. Other prompt
 *   errors are logged as warnings and reported as `failed` (NotSupportedError, a browser with no authenticator
 *   for the request, as `unsupported`); silent codes are not logged.
 */
import { startAuthentication, startRegistration, WebAuthnAbortService, browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import {
  PASSKEYS_NOT_SETUP, PasskeyNewCredentialParamsReplySchema, PasskeyRequestOptionsSchema, PasskeyVerifyReplySchema, WEBAUTHN_AUTOFILL_PARAMS_PATH,
  WEBAUTHN_LOGIN_PARAMS_PATH, WEBAUTHN_LOGIN_PATH, WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH, WEBAUTHN_REGISTER_PATH, type PasskeyRequestOptions,
  type PasskeyVerifyErrorCode, type PasskeyVerifyReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';

export { fetchPasskeys, removePasskey } from './passkey-calls.ts';

/** The message a creation reply without `user` fails with (account-business-header-and-trips §5). */
export const USER_INFO_MISSING_MESSAGE = 'User info is missing';

/**
 * How a passkey attempt ended:
 * - `signedIn`: the server answered status 0 (`formtoken` the session's form token: new after sign-in or sign-up);
 * - `notSetUp`: silent PASSKEYS_NOT_SETUP (no passkey for the email): fall back to the normal login;
 * - `cancelled` / `aborted`: the user closed the prompt / another ceremony or the view took over: show nothing;
 * - `rejected`: the server's status -1 (`errorCode`, `errorField`);
 * - `failed`: anything else (`reason` a short code for the frame's text: `unsupported`, `userInfoMissing`,
 *   `alreadyRegistered`, `prompt`, `request`).
 */
export type PasskeyResult =
  | { kind: 'signedIn'; formtoken: string; message: 'signin' | 'signup' | 'added'; loginRedirectUrl?: string }
  | { kind: 'notSetUp'; code: typeof PASSKEYS_NOT_SETUP }
  | { kind: 'cancelled' }
  | { kind: 'aborted' }
  /** `email`: with EXTERNAL_AUTH_REQUIRED of a company's SSO-only mode, the passkey account's address. */
  | { kind: 'rejected'; errorCode: PasskeyVerifyErrorCode; errorField: 'username' | 'consent' | null; email?: string }
  | { kind: 'failed'; reason: 'unsupported' | 'userInfoMissing' | 'alreadyRegistered' | 'prompt' | 'request'; error?: unknown };

const form = (fields: Record<string, string>): URLSearchParams => new URLSearchParams(fields);
const flag = (value: boolean): string => (value ? 'true' : 'false');

/** GET autofillParams (X-CSRF header, as every call of the client). @throws per the api client's error policy */
export function fetchAutofillParams(signal?: AbortSignal): Promise<PasskeyRequestOptions> {
  return apiClient.get(WEBAUTHN_AUTOFILL_PARAMS_PATH, PasskeyRequestOptionsSchema, signal ? { signal } : {});
}

/** POST loginParams (checkPasswordAuth, username). @throws per the api client's error policy */
export function fetchLoginParams(username: string): Promise<PasskeyRequestOptions> {
  return apiClient.post(WEBAUTHN_LOGIN_PARAMS_PATH, form({ checkPasswordAuth: 'true', username }), PasskeyRequestOptionsSchema);
}

/**
 * Whether conditional autofill is off for this user agent: iPhone OS 16.0 to 16.3 (§5), where Safari's conditional
 * mediation misbehaves. iPadOS reports "CPU OS", which the rule does not name.
 * @param userAgent `navigator.userAgent`
 */
export function conditionalAutofillBlocked(userAgent: string): boolean {
  const match = /iPhone OS (\d+)_(\d+)/.exec(userAgent);
  if (!match) return false;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  return major === 16 && minor <= 3;
}

/** Whether the Email field should offer passkeys (conditional UI) in this browser. */
export async function conditionalAutofillAvailable(userAgent: string = globalThis.navigator?.userAgent ?? ''): Promise<boolean> {
  if (conditionalAutofillBlocked(userAgent) || !browserSupportsWebAuthn()) return false;
  return browserSupportsWebAuthnAutofill().catch(() => false);
}

/** Stops a pending passkey prompt (the conditional one when its view goes away). */
export function cancelPasskeyPrompt(): void {
  WebAuthnAbortService.cancelCeremony();
}

/** The browser's refusal as a result; logs real prompt errors as warnings (§8), never cancels or aborts. */
function promptFailure(error: unknown): PasskeyResult {
  // Read off any object: a DOMException from another realm (a test's document) is not `instanceof Error`.
  const { name, code } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; code?: unknown };
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError') return { kind: 'aborted' };
  if (name === 'NotAllowedError') return { kind: 'cancelled' };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return { kind: 'failed', reason: 'alreadyRegistered', error };
  logger.warn('passkey prompt failed', error);
  // The browser has no authenticator that can serve the request (e.g. "Resident credentials or empty
  // 'allowCredentials' lists are not supported"): it cannot use passkeys here, whatever the user does.
  if (name === 'NotSupportedError') return { kind: 'failed', reason: 'unsupported', error };
  return { kind: 'failed', reason: 'prompt', error };
}

function fromVerify(reply: PasskeyVerifyReply): PasskeyResult {
  if (reply.status === 0) {
    return { kind: 'signedIn', formtoken: reply.formtoken, message: reply.message, ...(reply.loginRedirectUrl !== undefined ? { loginRedirectUrl: reply.loginRedirectUrl } : {}) };
  }
  return { kind: 'rejected', errorCode: reply.errorCode, errorField: reply.errorField, ...(reply.email === undefined ? {} : { email: reply.email }) };
}

/** A request failure (network, CSRF, rate limit) as a result; logged as a warning. */
function requestFailure(error: unknown): PasskeyResult {
  logger.warn('passkey request failed', error);
  return { kind: 'failed', reason: 'request', error };
}

/** Runs the get ceremony for `options` and posts the assertion to /login. */
async function authenticate(options: PasskeyRequestOptions, useBrowserAutofill: boolean): Promise<PasskeyResult> {
  let response;
  try {
    const { rp: _rp, ...optionsJSON } = options;
    response = await startAuthentication({ optionsJSON, useBrowserAutofill });
  } catch (error) {
    return promptFailure(error);
  }
  try {
    const reply = await apiClient.post(
      WEBAUTHN_LOGIN_PATH,
      form({
        credentialId: response.id,
        authenticatorData: response.response.authenticatorData,
        userHandle: response.response.userHandle ?? '',
        clientDataJSON: response.response.clientDataJSON,
        signature: response.response.signature,
      }),
      PasskeyVerifyReplySchema,
    );
    return fromVerify(reply);
  } catch (error) {
    return requestFailure(error);
  }
}

/**
 * Signs in with a passkey from the "Sign in with a passkey" button (§5, §7): with `email`, only that account's passkeys
 * (none: `notSetUp`, silent, no prompt); without, any passkey of the product.
 */
export async function signInWithPasskey(email: string): Promise<PasskeyResult> {
  if (!browserSupportsWebAuthn()) return { kind: 'failed', reason: 'unsupported' };
  let options: PasskeyRequestOptions;
  try {
    options = email.trim() === '' ? await fetchAutofillParams() : await fetchLoginParams(email.trim());
  } catch (error) {
    return requestFailure(error);
  }
  if (email.trim() !== '' && options.allowCredentials.length === 0) return { kind: 'notSetUp', code: PASSKEYS_NOT_SETUP };
  return authenticate(options, false);
}

/**
 * Conditional (autofill) sign-in: asks for the autofill challenge and waits until the user picks a passkey in the
 * Email field's suggestions. Resolves `aborted` when {@link cancelPasskeyPrompt} or another ceremony ends it.
 */
export async function signInWithPasskeyAutofill(): Promise<PasskeyResult> {
  let options: PasskeyRequestOptions;
  try {
    options = await fetchAutofillParams();
  } catch (error) {
    return requestFailure(error);
  }
  return authenticate(options, true);
}

/**
 * Creates a passkey and registers it (§5, §7): a visitor's account named `email` (terms `consent`, email-deals
 * `optin`), or a passkey added to the signed-in account (`email` ignored by the server).
 */
export async function registerPasskey(fields: { email: string; consent: boolean; optin: boolean }): Promise<PasskeyResult> {
  if (!browserSupportsWebAuthn()) return { kind: 'failed', reason: 'unsupported' };
  let reply;
  try {
    reply = await apiClient.post(WEBAUTHN_NEW_CREDENTIAL_PARAMS_PATH, form({ username: fields.email.trim() }), PasskeyNewCredentialParamsReplySchema);
  } catch (error) {
    return requestFailure(error);
  }
  if ('status' in reply) return { kind: 'rejected', errorCode: reply.errorCode, errorField: reply.errorField, ...(reply.email === undefined ? {} : { email: reply.email }) };
  const { rp, user, ...rest } = reply;
  if (!user) {
    logger.warn(USER_INFO_MISSING_MESSAGE);
    return { kind: 'failed', reason: 'userInfoMissing', error: new Error(USER_INFO_MISSING_MESSAGE) };
  }
  let response;
  try {
    response = await startRegistration({ optionsJSON: { ...rest, rp, user } });
  } catch (error) {
    return promptFailure(error);
  }
  try {
    const verify = await apiClient.post(
      WEBAUTHN_REGISTER_PATH,
      form({
        username: fields.email.trim(),
        credentialId: response.id,
        attestationObject: response.response.attestationObject,
        clientDataJSON: response.response.clientDataJSON,
        consent: flag(fields.consent),
        optin: flag(fields.optin),
        transports: (response.response.transports ?? []).join(','),
      }),
      PasskeyVerifyReplySchema,
    );
    return fromVerify(verify);
  } catch (error) {
    return requestFailure(error);
  }
}
