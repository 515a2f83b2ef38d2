/**
 * A passkey or social sign-in refused by a company's SSO-only mode (issue #27; account-business-header-and-trips §8
 * EXTERNAL_AUTH_REQUIRED): the reply carries the email that sign-in proved (contract AuthVerifyErrorSchema `email`), so
 * the dialog asks discover for the company and its external-authentication view offers "Continue with {provider}",
 * as the email step does. sso-calls.ts loads on first use: the passkey line that calls this is in the frame's first script.
 */
import type { SignInEvent } from '../sign-in/sign-in-machine.ts';

/**
 * Sends EXTERNAL_AUTH_REQUIRED with `email` and its company's offer (discover; null when it fails or the domain has no
 * active configuration any more). Without `email` (an account without a password, not SSO) it sends the plain event
 * at once, before any await. Never rejects.
 * @param email the address the refused sign-in proved, when the server sent one
 * @param send the dialog's event sender
 */
export async function sendExternalAuthRequired(email: string | undefined, send: (event: SignInEvent) => void): Promise<void> {
  if (email === undefined || email === '') {
    send({ type: 'EXTERNAL_AUTH_REQUIRED' });
    return;
  }
  const { discoverSsoQuietly } = await import('./sso-calls.ts');
  send({ type: 'EXTERNAL_AUTH_REQUIRED', email, sso: await discoverSsoQuietly(email) });
}
