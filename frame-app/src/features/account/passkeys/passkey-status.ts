/**
 * The sign-in dialog's passkey line and how a passkey result lands in the dialog (issue #9; account-business-header-
 * and-trips §5, §8). Light on purpose (no WebAuthn library, no forms): the sign-in host imports it in the frame's
 * first script; the ceremonies load with the dialog or on the first passkey sign-in.
 */
import { atom } from 'jotai';
import type { MessageDescriptor } from 'react-intl';
import type { PasskeyVerifyErrorCode } from '@travel/contract';
import { accountMessages as m } from '../messages.ts';
import type { PasskeyResult } from './passkey-sign-in.ts';
import type { SignInEvent } from '../sign-in/sign-in-machine.ts';
import { sendExternalAuthRequired } from '../sso/sso-required.ts';

/** What the dialog's passkey line shows: nothing, a pending prompt, or an error. */
export type PasskeyStatusValue = { kind: 'idle' } | { kind: 'pending' } | { kind: 'error'; message: MessageDescriptor };

/** The passkey line of the open dialog (cleared when its view changes or the dialog closes). */
export const passkeyStatusAtom = atom<PasskeyStatusValue>({ kind: 'idle' });

/** The frame's text for a passkey status -1 code (never the server's English message, §8). */
export const PASSKEY_VERIFY_TEXT: Record<PasskeyVerifyErrorCode, MessageDescriptor> = {
  INVALID_EMAIL: m.errorInvalidEmail,
  INVALID_PASSWORD: m.failed,
  CONSENT_REQUIRED: m.errorConsentRequired,
  EMAIL_TAKEN: m.errorEmailTaken,
  INVALID_CREDENTIALS: m.notRecognized,
  ACCOUNT_LOCKED: m.errorAccountLocked,
  ACCOUNT_DISABLED: m.errorAccountDisabled,
  EXTERNAL_AUTH_REQUIRED: m.errorExternalAuthRequired,
  PASSKEY_CHALLENGE_EXPIRED: m.challengeExpired,
  PASSKEY_NOT_RECOGNIZED: m.notRecognized,
  PASSKEY_VERIFICATION_FAILED: m.verificationFailed,
  PASSKEY_ALREADY_REGISTERED: m.alreadyRegistered,
};

const FAILURE_TEXT = { unsupported: m.unsupported, userInfoMissing: m.userInfoMissing, alreadyRegistered: m.alreadyRegistered, prompt: m.failed, request: m.failed };

/**
 * The text a passkey result shows in the dialog, or null for none (signed in, cancelled, aborted, the silent
 * PASSKEYS_NOT_SETUP).
 */
export function passkeyResultMessage(result: PasskeyResult): MessageDescriptor | null {
  if (result.kind === 'rejected') return PASSKEY_VERIFY_TEXT[result.errorCode];
  if (result.kind === 'failed') return FAILURE_TEXT[result.reason];
  return null;
}

/** Where a passkey result goes: the form token store, the dialog's passkey line, the sign-in machine. */
export interface PasskeyResultTargets {
  setFormToken(token: string): void;
  setStatus(status: PasskeyStatusValue): void;
  send(event: SignInEvent): void;
}

/**
 * Applies a passkey result to the dialog: success stores the form token and sends SIGNED_IN (the machine closes the
 * dialog and asks for authentication-state-changed); ACCOUNT_LOCKED opens the locked-account view; EXTERNAL_AUTH_REQUIRED
 * with the account's email (a company's SSO-only mode) opens the external-authentication view with the company's
 * provider (after discover, sso/sso-required.ts); anything else
 * sets the passkey line (idle for cancel, abort and silent codes).
 */
export function applyPasskeyResult(result: PasskeyResult, to: PasskeyResultTargets): void {
  if (result.kind === 'signedIn') {
    to.setStatus({ kind: 'idle' });
    to.setFormToken(result.formtoken);
    to.send({ type: 'SIGNED_IN', ...(result.loginRedirectUrl !== undefined ? { loginRedirectUrl: result.loginRedirectUrl } : {}) });
    return;
  }
  if (result.kind === 'rejected' && result.errorCode === 'ACCOUNT_LOCKED') {
    to.setStatus({ kind: 'idle' });
    to.send({ type: 'ACCOUNT_LOCKED' });
    return;
  }
  if (result.kind === 'rejected' && result.errorCode === 'EXTERNAL_AUTH_REQUIRED' && result.email !== undefined) {
    // A company's SSO-only mode (issue #27): its "Continue with {provider}" in the external-authentication view.
    to.setStatus({ kind: 'idle' });
    void sendExternalAuthRequired(result.email, to.send);
    return;
  }
  const message = passkeyResultMessage(result);
  to.setStatus(message ? { kind: 'error', message } : { kind: 'idle' });
}
