// @vitest-environment jsdom
/**
 * Company single sign-on in the sign-in dialog (issue #27; account-business-header-and-trips §7 SSO calls, §8 silent
 * EXTERNAL_AUTH_REQUIRED): the email step's discover call, "Continue with {name}" on the password form (and alone for
 * an SSO-only domain), the 500x640 pop-up opened in the click, the hand-off exchanged into a session, a password
 * refused with EXTERNAL_AUTH_REQUIRED leading to the company's sign-in without logging, and a closed pop-up or a
 * refusal said in the frame's words with the email kept. Fetch is stubbed at the boundary; the sign-in host's effect
 * handling (open the pop-up in the click, then hand it to sso-sign-in.ts) is repeated here.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_LOGIN_PATH, SOCIAL_HANDOFF_MESSAGE_TYPE, SSO_DISCOVER_PATH, SSO_EXCHANGE_PATH, SSO_START_PATH, type SsoDiscoverReply,
} from '@travel/contract';
import { formTokenAtom, logger } from '../../../state/index.ts';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderSignInDialog } from '../../../../test/sign-in-test-support.tsx';
import { openBlankPopup, popupEnvironment } from '../social/social-sign-in.ts';
import type { SignInEffect, SignInEvent } from '../sign-in/sign-in-machine.ts';
import { startSsoSignIn } from './sso-sign-in.ts';
import { applySocialReply } from '../social/social-sign-in.ts';
import { applyPasskeyResult } from '../passkeys/passkey-status.ts';
import { accountMessages } from '../messages.ts';

const api = createFetchStub();
const NEW_TOKEN = 'new-session-token-0123456789';
const CODE = 'handoff-code-0123456789abcdef';
const POPUP_URL = 'http://localhost:3000/k/run/sso/redirect?start=abc';
const ACME: NonNullable<SsoDiscoverReply['sso']> = { companyName: 'Acme Corporation', displayName: 'Acme SSO', protocol: 'SAML', ssoOnly: false };

let popupFrame: HTMLIFrameElement;
let popup: Window;
let openSpy: ReturnType<typeof vi.fn<(url: string, name: string, features: string) => Window | null>>;
let navigated: string[];
/** What discover answers, per email domain (others: none). */
let ssoByDomain: Record<string, SsoDiscoverReply['sso']>;

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  ssoByDomain = { 'acme.example': ACME };
  api.discover = (_url, init) => {
    const email = (JSON.parse(String(init.body)) as { email: string }).email;
    return json({ sso: ssoByDomain[email.split('@')[1] ?? ''] ?? null });
  };
  api.handler = (url) => {
    if (url.pathname === SSO_START_PATH) return json({ status: 0, popupUrl: POPUP_URL });
    if (url.pathname === SSO_EXCHANGE_PATH) return json({ status: 0, message: 'signin', formtoken: NEW_TOKEN });
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  // A real Window (an iframe's) stands in for the pop-up, so a MessageEvent can name it as its source.
  popupFrame = document.createElement('iframe');
  document.body.append(popupFrame);
  popup = popupFrame.contentWindow!;
  Object.defineProperty(popup, 'close', { value: vi.fn(), configurable: true });
  openSpy = vi.fn(() => popup);
  navigated = [];
  vi.spyOn(popupEnvironment, 'open').mockImplementation(openSpy);
  vi.spyOn(popupEnvironment, 'navigate').mockImplementation((_p, url) => void navigated.push(url));
});
afterEach(() => {
  cleanup();
  popupFrame.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** JSON bodies sent to `path`. */
function sentTo(path: string): unknown[] {
  return api.fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path).map(([, init]) => {
    const body = String(init!.body);
    return body.startsWith('{') ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body));
  });
}

function post(data: unknown, origin = window.location.origin, source: Window = popup) {
  act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
}

/** Renders the dialog with the sign-in host's effect handling for SSO, opens it and submits `email` on the email step. */
async function enterEmail(email: string) {
  const rendered = renderSignInDialog();
  const effects: SignInEffect[] = [];
  const perform = (effect: SignInEffect) => {
    effects.push(effect);
    // As sign-in-host.tsx: the pop-up opens in the click, then the SSO module takes it over.
    if (effect.type === 'startSsoSignIn') void startSsoSignIn(effect.email, openBlankPopup(), rendered.store, perform);
  };
  rendered.onEffect.mockImplementation(perform);
  rendered.send({ type: 'SHOW' });
  await rendered.user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await rendered.user.click(screen.getByRole('button', { name: 'Continue' }));
  return { ...rendered, effects };
}

describe('company single sign-on in the sign-in dialog', () => {
  it('an email of an SSO domain offers "Continue with {name}" above the password; it opens the 500x640 pop-up in the click and the hand-off signs in', async () => {
    const { store, effects, user } = await enterEmail('ada@acme.example');
    const dialog = await screen.findByRole('dialog', { name: 'Enter your password' });
    expect(sentTo(SSO_DISCOVER_PATH)).toEqual([{ email: 'ada@acme.example' }]);
    expect(within(dialog).getByText('Acme Corporation lets you sign in with your work account.')).toBeTruthy();
    // The password stays available (not SSO-only).
    expect(within(dialog).getByLabelText('Password')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Continue with Acme SSO' }));
    expect(openSpy).toHaveBeenCalledWith('about:blank', expect.any(String), expect.stringContaining('width=500,height=640'));
    await waitFor(() => expect(navigated).toEqual([POPUP_URL]));
    expect(sentTo(SSO_START_PATH)).toEqual([{ email: 'ada@acme.example' }]);
    expect(screen.getByRole('dialog', { name: 'Continue in the pop-up window' })).toHaveTextContent('Finish signing in with Acme SSO in the window that opened.');

    // Only the pop-up, at the frame's own origin, is heard.
    post({ type: SOCIAL_HANDOFF_MESSAGE_TYPE, code: CODE }, 'http://127.0.0.1:5173');
    post({ type: SOCIAL_HANDOFF_MESSAGE_TYPE, code: CODE }, window.location.origin, window);
    expect(sentTo(SSO_EXCHANGE_PATH)).toHaveLength(0);
    post({ type: SOCIAL_HANDOFF_MESSAGE_TYPE, code: CODE });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(SSO_EXCHANGE_PATH)).toEqual([{ code: CODE, sticky: true, userInfo: true }]);
    expect(store.get(formTokenAtom)).toBe(NEW_TOKEN);
    expect(effects).toContainEqual({ type: 'publishAuthenticationStateChanged' });
  });

  it('an SSO-only domain skips the password: the company\'s sign-in is the one way offered', async () => {
    ssoByDomain['acme.example'] = { ...ACME, ssoOnly: true };
    const { user } = await enterEmail('ada@acme.example');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Acme Corporation' });
    expect(dialog).toHaveTextContent('Acme Corporation asks you to sign in with your work account.');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Email me a sign-in code' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Acme SSO' }));
    await waitFor(() => expect(navigated).toEqual([POPUP_URL]));
  });

  it('a domain without SSO shows no offer', async () => {
    await enterEmail('ada@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Enter your password' });
    expect(within(dialog).queryByRole('button', { name: /^Continue with Acme/ })).toBeNull();
  });

  it('a password refused with EXTERNAL_AUTH_REQUIRED (SSO-only) asks discover for the address used and offers the company, silently', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const error = vi.spyOn(logger, 'error');
    ssoByDomain['acme.example'] = { ...ACME, ssoOnly: true };
    api.handler = (url) =>
      url.pathname === AUTH_LOGIN_PATH ? json({ status: -1, errorField: null, message: 'Server English text', errorCode: 'EXTERNAL_AUTH_REQUIRED' }) : json({ status: 0, popupUrl: POPUP_URL });
    const { user } = await enterEmail('ada@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Enter your password' });
    // The address is corrected on the password form to the work one.
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ada@acme.example');
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const external = await screen.findByRole('dialog', { name: 'Sign in with Acme Corporation' });
    expect(sentTo(SSO_DISCOVER_PATH)).toEqual([{ email: 'ada@example.com' }, { email: 'ada@acme.example' }]);
    expect(screen.queryByText('Server English text')).toBeNull();
    await user.click(within(external).getByRole('button', { name: 'Continue with Acme SSO' }));
    await waitFor(() => expect(navigated).toEqual([POPUP_URL]));
    expect(sentTo(SSO_START_PATH)).toEqual([{ email: 'ada@acme.example' }]);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('a pop-up closed before it finished says so and keeps the email: "Continue" opens it again, Back returns with the email', async () => {
    const { user } = await enterEmail('ada@acme.example');
    await user.click(await screen.findByRole('button', { name: 'Continue with Acme SSO' }));
    await waitFor(() => expect(navigated).toHaveLength(1));
    Object.defineProperty(popup, 'closed', { value: true, configurable: true });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('The Acme SSO window closed before you finished signing in. Nothing was lost: continue when you are ready.');
    expect(sentTo(SSO_EXCHANGE_PATH)).toHaveLength(0);

    Object.defineProperty(popup, 'closed', { value: false, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Continue with Acme SSO' }));
    expect(openSpy).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(navigated).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@acme.example');
  });

  it('refusals are said in the frame\'s words: no account and no just-in-time creation; a blocked pop-up', async () => {
    api.handler = (url) =>
      url.pathname === SSO_START_PATH
        ? json({ status: 0, popupUrl: POPUP_URL })
        : json({ status: -1, errorField: null, message: 'Server English text', errorCode: 'SSO_JIT_DISABLED' });
    const { user } = await enterEmail('ada@acme.example');
    await user.click(await screen.findByRole('button', { name: 'Continue with Acme SSO' }));
    await waitFor(() => expect(navigated).toHaveLength(1));
    post({ type: SOCIAL_HANDOFF_MESSAGE_TYPE, code: CODE });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have an account at Acme Corporation yet. Ask your company’s administrator to invite you.');
    expect(screen.queryByText('Server English text')).toBeNull();

    openSpy.mockReturnValueOnce(null);
    await user.click(screen.getByRole('button', { name: 'Continue with Acme SSO' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your browser blocked the sign-in window. Allow pop-ups for this site and try again.'));
  });

  it('a configuration turned off meanwhile: the start is refused, the pop-up closes and the dialog says so', async () => {
    api.handler = () => json({ status: -1, errorCode: 'SSO_NOT_CONFIGURED', message: 'x' });
    const { user } = await enterEmail('ada@acme.example');
    await user.click(await screen.findByRole('button', { name: 'Continue with Acme SSO' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Single sign-on is not turned on for Acme Corporation any more.');
    expect(popup.close).toHaveBeenCalled();
  });
});

describe('a passkey or social sign-in refused by SSO-only mode', () => {
  /** Opens the dialog on its entry view with the SSO host effect handling; `refuse` lands the refusal as the flow would. */
  async function refusedWith(refuse: (send: (event: SignInEvent) => void) => void) {
    const rendered = renderSignInDialog();
    const perform = (effect: SignInEffect) => {
      if (effect.type === 'startSsoSignIn') void startSsoSignIn(effect.email, openBlankPopup(), rendered.store, perform);
    };
    rendered.onEffect.mockImplementation(perform);
    rendered.send({ type: 'SHOW' });
    await screen.findByRole('dialog');
    refuse(rendered.send);
    return rendered;
  }

  it.each([
    ['Google', (send: (event: SignInEvent) => void) => applySocialReply(
      { status: -1, errorField: null, message: 'Server English text', errorCode: 'EXTERNAL_AUTH_REQUIRED', email: 'ada@acme.example' },
      'google', { setFormToken: () => {}, setStatus: () => {}, send },
    )],
    ['a passkey', (send: (event: SignInEvent) => void) => applyPasskeyResult(
      { kind: 'rejected', errorCode: 'EXTERNAL_AUTH_REQUIRED', errorField: null, email: 'ada@acme.example' },
      { setFormToken: () => {}, setStatus: () => {}, send },
    )],
  ])('with %s: the dialog asks discover for the address the sign-in proved and offers "Continue with {provider}", not the "no password" text', async (_way, refuse) => {
    ssoByDomain['acme.example'] = { ...ACME, ssoOnly: true };
    const { user } = await refusedWith(refuse);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Acme Corporation' });
    expect(sentTo(SSO_DISCOVER_PATH)).toEqual([{ email: 'ada@acme.example' }]);
    expect(dialog).toHaveTextContent('Acme Corporation asks you to sign in with your work account.');
    expect(dialog).not.toHaveTextContent(accountMessages.externalAuthenticationText.defaultMessage);
    expect(dialog).not.toHaveTextContent(accountMessages.errorExternalAuthRequired.defaultMessage);
    expect(screen.queryByText('Server English text')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Acme SSO' }));
    await waitFor(() => expect(navigated).toEqual([POPUP_URL]));
    expect(sentTo(SSO_START_PATH)).toEqual([{ email: 'ada@acme.example' }]);
  });

  it('without an email (an account without a password, no company) the dialog offers the other ways, as before, without asking discover', async () => {
    await refusedWith((send) => applySocialReply(
      { status: -1, errorField: null, message: 'x', errorCode: 'EXTERNAL_AUTH_REQUIRED' }, 'google', { setFormToken: () => {}, setStatus: () => {}, send },
    ));
    const dialog = await screen.findByRole('dialog', { name: accountMessages.headingExternalAuthentication.defaultMessage });
    expect(dialog).toHaveTextContent(accountMessages.externalAuthenticationText.defaultMessage);
    expect(sentTo(SSO_DISCOVER_PATH)).toEqual([]);
  });
});
