/**
 * Google, Apple and Naver sign-in from the frame (issue #9; account-business-header-and-trips §2 pop-up paths, §4
 * auth verify, §8 social failures, §9 social pop-up 500x640). Performs the sign-in machine's `startSocialSignIn`
 * effect (sign-in-host.tsx).
 *
 * The frame lives in the partner's cross-site iframe: its cookies are partitioned under the partner's site, while the
 * pop-up is a first-party window of the product origin. So the pop-up never signs the frame in itself:
 * 1. the pop-up is opened synchronously, inside the click that asked for it (pop-up blockers allow only that), on
 *    `about:blank`;
 * 2. POST /k/run/social/start (X-CSRF, the frame's session) answers the pop-up URL, which the pop-up then loads;
 * 3. after the provider, the pop-up's last page posts `{ type, code }` to this window at the product origin; this
 *    side accepts only a message whose `event.origin` is this window's origin and whose `event.source` is that
 *    pop-up (anything else is ignored);
 * 4. POST /k/run/social/exchange (X-CSRF) uses the one-time code; the new session lands in the frame's partition.
 *
 * Outcomes: signed in (SIGNED_IN, new form token kept); a locked account (ACCOUNT_LOCKED: the locked-account view);
 * EXTERNAL_AUTH_REQUIRED (the machine's external-authentication view; in a company's SSO-only mode it offers the company's
 * provider, from the reply's `email`); NO_SUCH_USER falls back to normal login (silent,
 * §8); link (`l`): the dialog asks for the existing account's password to link ({@link socialStatusAtom} `link`);
 * not linkable (`n`) and other failures: an error in the frame's words. A pop-up closed (or cancelled at the
 * provider) before finishing returns the dialog to its entry view (the machine's BACK) with no error.
 */
import { atom, type createStore } from 'jotai';
import type { MessageDescriptor } from 'react-intl';
import {
  AUTH_VERIFY_STATUS, SocialHandoffMessageSchema, type SocialProviderName, type SocialVerifyErrorCode,
  type SocialVerifyReply,
} from '@travel/contract';
import { formTokenAtom, logger } from '../../../state/index.ts';
import { openBlankPopup, popupEnvironment, popupFeatures, SIGN_IN_POPUP_NAME } from '../../../ui/popup-window.ts';
import { SOCIAL_POPUP_CLOSED_POLL_MS } from '../constants.ts';
import { socialMessages as m } from './social-messages.ts';
import { exchangeHandoff, startSocial } from './social-calls.ts';
import { sendSignInEventAtom } from '../sign-in/sign-in-atoms.ts';
import { sendExternalAuthRequired } from '../sso/sso-required.ts';
import { signedInEffects, type SignInEffect, type SignInEvent } from '../sign-in/sign-in-machine.ts';

/** What the dialog's OAuth view shows besides "continue in the pop-up". */
export type SocialStatus =
  | { kind: 'idle' }
  /** `values` fill the message's placeholders (e.g. `provider`). */
  | { kind: 'error'; message: MessageDescriptor; values?: Record<string, string> }
  /** Status 1 `l`: an account with this email exists; its password links the provider (loginAndLinkExisting). */
  | { kind: 'link'; provider: SocialProviderName; email: string; linkToken: string };

/** The OAuth view's status (reset when a new pop-up starts). */
export const socialStatusAtom = atom<SocialStatus>({ kind: 'idle' });

/** Display names of the providers (brand names, not translated). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderName, string> = { google: 'Google', apple: 'Apple', naver: 'Naver' };

/** The name of the pop-up window (one at a time: a second click reuses it). */
export const SOCIAL_POPUP_NAME = SIGN_IN_POPUP_NAME;

// The pop-up window itself (opened in the click, then sent to its URL) lives in ui/popup-window.ts, shared with the
// single sign-on page's "Test sign-in"; re-exported here for the account feature's callers and tests.
export { openBlankPopup, popupEnvironment, popupFeatures };

/** What the pop-up sent back, or that it closed first. */
export type HandoffResult = { kind: 'code'; code: string } | { kind: 'credential'; credential: string } | { kind: 'error'; error: 'cancelled' | 'failed' | 'expired' } | { kind: 'closed' };

/** The window pieces {@link waitForHandoff} uses (a fake in tests). */
export interface HandoffWindow {
  readonly origin: string;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
}

/**
 * Waits for the pop-up's hand-off message: only from `popup` (`event.source`) and from `win.origin` exactly
 * (`event.origin`: the callback page is on the product origin, like the frame); a message of the wrong shape is
 * ignored. Resolves `closed` when the pop-up is closed first: seen closed on two checks in a row (every
 * {@link SOCIAL_POPUP_CLOSED_POLL_MS}), because the callback page posts its message and closes itself at once, and the
 * frame may see `closed` before that message is delivered (it crosses processes; seen on a loaded machine, issue #23:
 * the sign-in then silently did nothing). A message that arrives in that grace wins.
 */
export function waitForHandoff(popup: Window, win: HandoffWindow = { origin: window.location.origin, addEventListener: (t, l) => window.addEventListener(t, l), removeEventListener: (t, l) => window.removeEventListener(t, l), setInterval: (h, ms) => window.setInterval(h, ms), clearInterval: (id) => window.clearInterval(id) }): Promise<HandoffResult> {
  return new Promise((resolve) => {
    const finish = (result: HandoffResult) => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(timer);
      resolve(result);
    };
    function onMessage(event: MessageEvent): void {
      if (event.origin !== win.origin || event.source !== popup) return;
      const parsed = SocialHandoffMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.code) finish({ kind: 'code', code: message.code });
      else if (message.credential) finish({ kind: 'credential', credential: message.credential });
      else finish({ kind: 'error', error: message.error ?? 'failed' });
    }
    win.addEventListener('message', onMessage);
    let seenClosed = false;
    const timer = win.setInterval(() => {
      if (!popup.closed) return;
      if (seenClosed) finish({ kind: 'closed' });
      seenClosed = true;
    }, SOCIAL_POPUP_CLOSED_POLL_MS);
  });
}

/** The frame's text for a social status -1 code (never the server's English message, §8). */
export const SOCIAL_ERROR_TEXT: Partial<Record<SocialVerifyErrorCode, MessageDescriptor>> = {
  SERVICE_DISABLED: m.socialServiceDisabled,
  MISSING_CLIENT_ID_OR_SCOPE: m.socialServiceDisabled,
  MISSING_APPLE_AUTH: m.socialServiceDisabled,
  ACCOUNT_DISABLED: m.socialAccountDisabled,
  IDENTITY_IN_USE: m.socialIdentityInUse,
  INVALID_CREDENTIALS: m.socialWrongPassword,
  UNSUPPORTED_IN_SERVER_SIDE_LOGIN: m.socialUnsupported,
  LAST_SIGN_IN_METHOD: m.socialLastSignInMethod,
};

/** What applying a reply needs (the app's atoms; fakes in tests). */
export interface SocialResultDeps {
  setFormToken(token: string): void;
  setStatus(status: SocialStatus): void;
  send(event: SignInEvent): void;
}

/**
 * Lands a social verify reply in the dialog (see the module docstring for each outcome).
 * @param provider the provider the reply is for (the link view names it)
 */
export function applySocialReply(reply: SocialVerifyReply, provider: SocialProviderName, deps: SocialResultDeps): void {
  if (reply.status === AUTH_VERIFY_STATUS.success) {
    deps.setFormToken(reply.formtoken);
    deps.setStatus({ kind: 'idle' });
    deps.send({ type: 'SIGNED_IN', loginRedirectUrl: reply.loginRedirectUrl });
    return;
  }
  if (reply.status === AUTH_VERIFY_STATUS.link) {
    if (reply.message === 'l' && reply.linkToken && reply.email) {
      deps.setStatus({ kind: 'link', provider, email: reply.email, linkToken: reply.linkToken });
    } else {
      deps.setStatus({ kind: 'error', message: m.socialNotLinkable });
    }
    return;
  }
  switch (reply.errorCode) {
    case 'ACCOUNT_LOCKED':
      deps.setStatus({ kind: 'idle' });
      deps.send({ type: 'ACCOUNT_LOCKED' });
      return;
    case 'EXTERNAL_AUTH_REQUIRED':
      // With `email` (SSO-only mode), the company's "Continue with {provider}" after discover (sso/sso-required.ts).
      deps.setStatus({ kind: 'idle' });
      void sendExternalAuthRequired(reply.email, deps.send);
      return;
    case 'NO_SUCH_USER':
      // Silent (§8): back to the normal login.
      deps.setStatus({ kind: 'idle' });
      deps.send({ type: 'BACK' });
      return;
    default:
      deps.setStatus({ kind: 'error', message: SOCIAL_ERROR_TEXT[reply.errorCode] ?? m.socialFailed });
  }
}

/** What a pop-up result means when it is not a code (closed and cancelled are not errors). */
function applyHandoffFailure(result: Exclude<HandoffResult, { kind: 'code' } | { kind: 'credential' }>, deps: SocialResultDeps): void {
  if (result.kind === 'closed' || result.error === 'cancelled') {
    deps.setStatus({ kind: 'idle' });
    deps.send({ type: 'BACK' });
    return;
  }
  deps.setStatus({ kind: 'error', message: result.error === 'expired' ? m.socialExpired : m.socialFailed });
}

/** What `start` of {@link loadHandoffPopup} answers: the pop-up's first URL, or the start call's refusal. */
export type PopupStart<R> = { popupUrl: string } | { refused: R };

/**
 * Runs a pop-up opened by {@link openBlankPopup}: asks `start` for the pop-up's first URL (a server call), loads it,
 * and waits for the hand-off ({@link waitForHandoff}). A refusal or a failed start closes the pop-up. Never rejects.
 * @param logLine logged at warn with the error when `start` fails
 */
export async function loadHandoffPopup<R>(popup: Window, start: () => Promise<PopupStart<R>>, logLine: string): Promise<HandoffResult | { kind: 'refused'; refusal: R }> {
  try {
    const started = await start();
    if ('refused' in started) {
      popup.close();
      return { kind: 'refused', refusal: started.refused };
    }
    popupEnvironment.navigate(popup, started.popupUrl);
    return await waitForHandoff(popup);
  } catch (error) {
    logger.warn(logLine, error);
    popup.close();
    return { kind: 'error', error: 'failed' };
  }
}

/**
 * Opens the provider's pop-up for `purpose`: synchronously (call it inside the click), then asks the server for the
 * pop-up URL and loads it. @returns the pop-up and a promise of what it sends back; `null` when the browser blocked
 * the pop-up, or the start call's refusal (status -1 code)
 */
export function openSocialPopup(
  provider: SocialProviderName,
  purpose: 'signin' | 'link' | 'credential',
): { popup: Window; result: Promise<HandoffResult | { kind: 'refused'; errorCode: SocialVerifyErrorCode }> } | null {
  const popup = openBlankPopup();
  if (!popup) return null;
  const result = loadHandoffPopup<SocialVerifyErrorCode>(
    popup,
    async () => {
      const started = await startSocial(provider, purpose);
      return started.status === 0 ? { popupUrl: started.popupUrl } : { refused: started.errorCode };
    },
    'social sign-in could not start',
  ).then((r) => (r.kind === 'refused' ? { kind: 'refused' as const, errorCode: r.refusal } : r));
  return { popup, result };
}

type Store = ReturnType<typeof createStore>;

/**
 * The sign-in host's `startSocialSignIn` effect: the whole pop-up sign-in for `provider`, landing in the dialog.
 * Call it synchronously from the click's effect handler (the pop-up opens at once). Never rejects.
 * @param perform performs the effects of the events this sends (the host's effect handler)
 */
export function startSocialSignIn(provider: SocialProviderName, store: Store, perform: (effect: SignInEffect) => void): Promise<void> {
  const deps: SocialResultDeps = {
    setFormToken: (token) => store.set(formTokenAtom, token),
    setStatus: (status) => store.set(socialStatusAtom, status),
    send: (event) => {
      const effects = store.set(sendSignInEventAtom, event);
      for (const effect of effects) perform(effect);
      // Signed in after the dialog was closed (the machine ignores events while closed): the header must follow anyway.
      if (event.type === 'SIGNED_IN' && effects.length === 0) for (const effect of signedInEffects(event.loginRedirectUrl)) perform(effect);
    },
  };
  deps.setStatus({ kind: 'idle' });
  const opened = openSocialPopup(provider, 'signin');
  if (!opened) {
    deps.setStatus({ kind: 'error', message: m.socialPopupBlocked });
    return Promise.resolve();
  }
  return (async () => {
    const result = await opened.result;
    if (result.kind === 'refused') {
      deps.setStatus({ kind: 'error', message: SOCIAL_ERROR_TEXT[result.errorCode] ?? m.socialFailed });
      return;
    }
    if (result.kind === 'credential') return;
    if (result.kind !== 'code') {
      applyHandoffFailure(result, deps);
      return;
    }
    try {
      applySocialReply(await exchangeHandoff(result.code), provider, deps);
    } catch (error) {
      logger.warn('social sign-in failed', error);
      deps.setStatus({ kind: 'error', message: m.socialFailed });
    }
  })();
}
