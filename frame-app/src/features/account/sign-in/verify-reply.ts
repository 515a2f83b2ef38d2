/**
 * What every sign-in form does with an auth verify reply before showing an error (account-business-header-and-trips
 * §4 "Auth verify", §8 "Auth forms", silent codes): success stores the new session's form token and sends SIGNED_IN
 * (with the reply's loginRedirectUrl); ACCOUNT_LOCKED opens the locked-account view; the silent
 * EXTERNAL_AUTH_REQUIRED opens the external-authentication view without logging. Anything else is the form's to show.
 *
 * Issue #27: EXTERNAL_AUTH_REQUIRED is also the answer of a company in SSO-only mode. So, with the email the refused
 * sign-in used, the dialog first asks whether that domain has company single sign-on (discover) and hands the answer
 * to the external-authentication view, which then offers "Continue with {company}".
 */
import { AUTH_VERIFY_STATUS } from '@travel/contract';
import { discoverSsoQuietly } from '../sso/sso-calls.ts';
import type { SignInEvent } from './sign-in-machine.ts';

/** A status 0 verify reply (its new session's form token). */
interface VerifySuccess {
  status: typeof AUTH_VERIFY_STATUS.success;
  formtoken: string;
  loginRedirectUrl?: string | undefined;
}

/** A status -1 verify reply. */
interface VerifyFailure {
  status: typeof AUTH_VERIFY_STATUS.error;
  errorCode: string;
}

/**
 * Settles `reply` as described in the module docstring.
 * @param deps `email`: the address the sign-in used (asked about company single sign-on on EXTERNAL_AUTH_REQUIRED)
 * @returns the error reply when the form must show it, or null when the reply was handled
 */
export async function settleVerifyReply<R extends VerifySuccess | VerifyFailure>(
  reply: R,
  deps: { setFormToken(token: string): void; send(event: SignInEvent): void; email: string },
): Promise<Extract<R, { status: typeof AUTH_VERIFY_STATUS.error }> | null> {
  if (reply.status === AUTH_VERIFY_STATUS.success) {
    const success = reply as VerifySuccess;
    deps.setFormToken(success.formtoken);
    deps.send(success.loginRedirectUrl === undefined ? { type: 'SIGNED_IN' } : { type: 'SIGNED_IN', loginRedirectUrl: success.loginRedirectUrl });
    return null;
  }
  const failure = reply as Extract<R, { status: typeof AUTH_VERIFY_STATUS.error }>;
  if (failure.errorCode === 'ACCOUNT_LOCKED') {
    deps.send({ type: 'ACCOUNT_LOCKED' });
    return null;
  }
  if (failure.errorCode === 'EXTERNAL_AUTH_REQUIRED') {
    deps.send({ type: 'EXTERNAL_AUTH_REQUIRED', email: deps.email, sso: await discoverSsoQuietly(deps.email) });
    return null;
  }
  return failure;
}
