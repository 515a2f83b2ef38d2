/**
 * Company single sign-on from the sign-in dialog (issue #27; account-business-header-and-trips §7 SSO calls, §8 silent
 * EXTERNAL_AUTH_REQUIRED and error display; contract sso.ts). Performs the sign-in machine's `startSsoSignIn` effect
 * (sign-in-host.tsx), with the same first-party pop-up and one-time hand-off as the social sign-in
 * (../social/social-sign-in.ts, whose module docstring explains why the pop-up never signs the frame in itself):
 * 1. the host opens the 500x640 pop-up on `about:blank` inside the click ({@link openBlankPopup}), then loads this
 *    module and calls {@link startSsoSignIn} with it;
 * 2. POST /k/run/sso/start (the email) answers the pop-up's first URL on the product origin, which redirects to the
 *    company's identity provider (SAML or OpenID Connect);
 * 3. the provider's answer lands on the product, whose last page posts `{ type, code }` to this window (accepted only
 *    from that pop-up and this origin);
 * 4. POST /k/run/sso/exchange turns the code into a session in the frame's partition.
 *
 * Outcomes: signed in (SIGNED_IN with the new form token: the dialog closes, the header reloads the auth state and the
 * business user lands in business mode as after any sign-in; the business two-factor rule then applies unless the
 * provider asserted it); a locked account (ACCOUNT_LOCKED: the locked-account view); every other refusal, a blocked or
 * closed pop-up and a cancel at the provider: a message in the frame's words in the OAuth view ({@link ssoStatusAtom}),
 * which keeps the email and offers "Continue with {name}" again, so nothing typed is lost. Unlike the social pop-up
 * (whose close returns to the choices silently) a closed SSO pop-up says so: the person has no other way in when the
 * company requires SSO, so the dialog must tell them what happened.
 */
import { atom, type createStore } from 'jotai';
import type { MessageDescriptor } from 'react-intl';
import { AUTH_VERIFY_STATUS, type SsoVerifyErrorCode, type SsoVerifyReply } from '@travel/contract';
import { formTokenAtom, logger } from '../../../state/index.ts';
import { loadHandoffPopup, type HandoffResult } from '../social/social-sign-in.ts';
import { sendSignInEventAtom } from '../sign-in/sign-in-atoms.ts';
import { signedInEffects, type SignInEffect, type SignInEvent } from '../sign-in/sign-in-machine.ts';
import { exchangeSso, startSso } from './sso-calls.ts';
import { ssoMessages as m } from './sso-messages.ts';

/**
 * What the OAuth view shows for a company sign-in: under way (idle), or how it ended. Messages take `{name}` (the
 * configuration's display name) and `{company}`; the view fills them from the machine's `sso` offer.
 */
export type SsoStatus = { kind: 'idle' } | { kind: 'error'; message: MessageDescriptor };

/** The company sign-in's status (reset when a new pop-up starts and when the OAuth view goes away). */
export const ssoStatusAtom = atom<SsoStatus>({ kind: 'idle' });

/** The frame's text for an exchange refusal (never the server's English message, §8); ACCOUNT_LOCKED has its own view. */
export const SSO_ERROR_TEXT: Record<Exclude<SsoVerifyErrorCode, 'ACCOUNT_LOCKED'>, MessageDescriptor> = {
  INVALID_SSO_HANDOFF: m.expired,
  SSO_NOT_CONFIGURED: m.notConfigured,
  SSO_EMAIL_NOT_COVERED: m.emailNotCovered,
  SSO_OTHER_COMPANY: m.otherCompany,
  SSO_JIT_DISABLED: m.jitDisabled,
  ACCOUNT_DISABLED: m.accountDisabled,
};

/** What applying an outcome needs (the app's atoms; fakes in tests). */
export interface SsoResultDeps {
  setFormToken(token: string): void;
  setStatus(status: SsoStatus): void;
  send(event: SignInEvent): void;
}

/** Lands an exchange reply in the dialog (see the module docstring). */
export function applySsoReply(reply: SsoVerifyReply, deps: SsoResultDeps): void {
  if (reply.status === AUTH_VERIFY_STATUS.success) {
    deps.setFormToken(reply.formtoken);
    deps.setStatus({ kind: 'idle' });
    deps.send(reply.loginRedirectUrl === undefined ? { type: 'SIGNED_IN' } : { type: 'SIGNED_IN', loginRedirectUrl: reply.loginRedirectUrl });
    return;
  }
  if (reply.errorCode === 'ACCOUNT_LOCKED') {
    deps.setStatus({ kind: 'idle' });
    deps.send({ type: 'ACCOUNT_LOCKED' });
    return;
  }
  deps.setStatus({ kind: 'error', message: SSO_ERROR_TEXT[reply.errorCode] });
}

/** The message for a pop-up that ended without a code. */
function handoffFailureText(result: Exclude<HandoffResult, { kind: 'code' } | { kind: 'credential' }>): MessageDescriptor {
  if (result.kind === 'closed') return m.popupClosed;
  return result.error === 'cancelled' ? m.cancelled : result.error === 'expired' ? m.expired : m.failed;
}

type Store = ReturnType<typeof createStore>;

/**
 * The sign-in host's `startSsoSignIn` effect: the whole company sign-in for `email` in `popup` (opened by the host in
 * the click; null when the browser blocked it), landing in the dialog. Never rejects.
 * @param perform performs the effects of the events this sends (the host's effect handler)
 */
export function startSsoSignIn(email: string, popup: Window | null, store: Store, perform: (effect: SignInEffect) => void): Promise<void> {
  const deps: SsoResultDeps = {
    setFormToken: (token) => store.set(formTokenAtom, token),
    setStatus: (status) => store.set(ssoStatusAtom, status),
    send: (event) => {
      const effects = store.set(sendSignInEventAtom, event);
      for (const effect of effects) perform(effect);
      // Signed in after the dialog was closed (the machine ignores events while closed): the header must follow anyway.
      if (event.type === 'SIGNED_IN' && effects.length === 0) for (const effect of signedInEffects(event.loginRedirectUrl)) perform(effect);
    },
  };
  if (!popup) {
    deps.setStatus({ kind: 'error', message: m.popupBlocked });
    return Promise.resolve();
  }
  deps.setStatus({ kind: 'idle' });
  return (async () => {
    const result = await loadHandoffPopup(
      popup,
      async () => {
        const started = await startSso(email);
        return started.status === 0 ? { popupUrl: started.popupUrl } : { refused: started.errorCode };
      },
      'single sign-on could not start',
    );
    if (result.kind === 'refused') {
      deps.setStatus({ kind: 'error', message: m.notConfigured });
      return;
    }
    if (result.kind === 'credential') return;
    if (result.kind !== 'code') {
      deps.setStatus({ kind: 'error', message: handoffFailureText(result) });
      return;
    }
    try {
      applySsoReply(await exchangeSso(result.code), deps);
    } catch (error) {
      logger.warn('single sign-on failed', error);
      deps.setStatus({ kind: 'error', message: m.failed });
    }
  })();
}
