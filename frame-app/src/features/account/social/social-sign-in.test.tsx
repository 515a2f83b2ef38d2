// @vitest-environment jsdom
/**
 * Google, Apple and Naver sign-in in the frame (issue #9; account-business-header-and-trips §2, §4, §8, §9): the
 * 500x640 pop-up opened in the click, the hand-off message accepted only from that pop-up and the frame's own origin,
 * the exchange, and every outcome in the dialog (signed in, link with the password, not linkable, locked, closed
 * pop-up), with fetch stubbed at the boundary.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_LOGIN_AND_LINK_PATH, SOCIAL_EXCHANGE_PATH, SOCIAL_HANDOFF_MESSAGE_TYPE, SOCIAL_START_PATH } from '@travel/contract';
import { formTokenAtom } from '../../../state/index.ts';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderSignInDialog } from '../../../../test/sign-in-test-support.tsx';
import { accountMessages as m } from '../messages.ts';
import { sendSignInEventAtom } from '../sign-in/sign-in-atoms.ts';
import type { SignInEffect } from '../sign-in/sign-in-machine.ts';
import { applySocialReply, popupEnvironment, popupFeatures, startSocialSignIn, waitForHandoff, type HandoffWindow, type SocialStatus } from './social-sign-in.ts';

const api = createFetchStub();
const NEW_TOKEN = 'new-session-token-0123456789';
const CODE = 'handoff-code-0123456789abcdef';
const POPUP_URL = 'http://localhost:3000/k/run/googleauth/redirect?start=abc';

let popupFrame: HTMLIFrameElement;
let popup: Window;
let openSpy: ReturnType<typeof vi.fn<(url: string, name: string, features: string) => Window | null>>;
let navigated = '';

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  // A real Window (an iframe's) stands in for the pop-up, so a MessageEvent can name it as its source.
  popupFrame = document.createElement('iframe');
  document.body.append(popupFrame);
  popup = popupFrame.contentWindow!;
  Object.defineProperty(popup, 'close', { value: vi.fn(), configurable: true });
  openSpy = vi.fn(() => popup);
  navigated = '';
  vi.spyOn(popupEnvironment, 'open').mockImplementation(openSpy);
  vi.spyOn(popupEnvironment, 'navigate').mockImplementation((_p, url) => void (navigated = url));
});
afterEach(() => {
  cleanup();
  popupFrame.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function sentTo(path: string): URLSearchParams[] {
  return api.fetch.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => new URLSearchParams(String(init!.body)));
}

function post(data: unknown, origin = window.location.origin, source: Window = popup) {
  act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
}

/** Opens the dialog, presses "Continue with Google" and performs the effect as the sign-in host does. */
async function continueWithGoogle() {
  const rendered = renderSignInDialog();
  const effects: SignInEffect[] = [];
  const perform = (effect: SignInEffect) => {
    effects.push(effect);
    if (effect.type === 'startSocialSignIn') void startSocialSignIn(effect.provider, rendered.store, perform);
  };
  rendered.onEffect.mockImplementation(perform);
  rendered.send({ type: 'SHOW' });
  await rendered.user.click(screen.getByRole('button', { name: 'Continue with Google' }));
  await waitFor(() => expect(navigated).toBe(POPUP_URL));
  return { ...rendered, effects };
}

describe('the pop-up sign-in in the dialog', () => {
  it('opens a 500x640 pop-up in the click, loads the server\'s URL, exchanges the code from it and signs in', async () => {
    api.handler = (url) =>
      url.pathname === SOCIAL_START_PATH ? json({ status: 0, popupUrl: POPUP_URL }) : json({ status: 0, message: 'signup', formtoken: NEW_TOKEN });
    const { store, effects } = await continueWithGoogle();
    expect(openSpy).toHaveBeenCalledWith('about:blank', expect.any(String), expect.stringContaining('width=500,height=640'));
    expect(Object.fromEntries(sentTo(SOCIAL_START_PATH)[0]!)).toEqual({ provider: 'google', purpose: 'signin' });
    expect(within(screen.getByRole('dialog')).getByText(/Finish signing in with Google/)).toBeTruthy();

    // Another origin, another window and a wrong shape are ignored.
    post({ type: SOCIAL_HANDOFF_MESSAGE_TYPE, code: CODE }, 'http://127.0.0.1:5173');
    post({ type: SOCIAL_HANDOFF_MESSAGE_TYPE, code: CODE }, window.location.origin, window);
    post({ type: 'other', code: CODE });
    expect(sentTo(SOCIAL_EXCHANGE_PATH)).toHaveLength(0);

    post({ type: SOCIAL_HANDOFF_MESSAGE_TYPE, code: CODE });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(SOCIAL_EXCHANGE_PATH).map((b) => b.get('code'))).toEqual([CODE]);
    expect(store.get(formTokenAtom)).toBe(NEW_TOKEN);
    expect(effects).toContainEqual({ type: 'publishAuthenticationStateChanged' });
  });

  it('signed in after the dialog was closed: the header still follows (authentication-state-changed)', async () => {
    api.handler = (url) =>
      url.pathname === SOCIAL_START_PATH ? json({ status: 0, popupUrl: POPUP_URL }) : json({ status: 0, message: 'signin', formtoken: NEW_TOKEN });
    const { send, effects, store } = await continueWithGoogle();
    send({ type: 'CLOSE' });
    post({ type: SOCIAL_HANDOFF_MESSAGE_TYPE, code: CODE });
    await waitFor(() => expect(effects).toContainEqual({ type: 'publishAuthenticationStateChanged' }));
    expect(store.get(formTokenAtom)).toBe(NEW_TOKEN);
  });

  it('link (l): asks for the existing account\'s password, then links and signs in', async () => {
    api.handler = (url) => {
      if (url.pathname === SOCIAL_START_PATH) return json({ status: 0, popupUrl: POPUP_URL });
      if (url.pathname === SOCIAL_EXCHANGE_PATH) return json({ status: 1, message: 'l', email: 'ana@example.com', linkToken: 'link-token-0123456789', provider: 'google' });
      return json({ status: 0, message: 'signin', formtoken: NEW_TOKEN });
    };
    const { user } = await continueWithGoogle();
    post({ type: SOCIAL_HANDOFF_MESSAGE_TYPE, code: CODE });
    const dialog = await screen.findByText(/You already have an account with ana@example.com/);
    expect(dialog).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Object.fromEntries(sentTo(GOOGLE_LOGIN_AND_LINK_PATH)[0]!)).toMatchObject({ username: 'ana@example.com', passwd: 'correct horse battery', linkToken: 'link-token-0123456789' });
  });

  it('link (l) with a wrong password: the link token is spent (issue #22), so the view says to start again and offers no retry with it', async () => {
    api.handler = (url) => {
      if (url.pathname === SOCIAL_START_PATH) return json({ status: 0, popupUrl: POPUP_URL });
      if (url.pathname === SOCIAL_EXCHANGE_PATH) return json({ status: 1, message: 'l', email: 'ana@example.com', linkToken: 'link-token-0123456789', provider: 'google' });
      return json({ status: -1, errorField: 'passwd', message: 'x', errorCode: 'INVALID_CREDENTIALS' });
    };
    const { user } = await continueWithGoogle();
    post({ type: SOCIAL_HANDOFF_MESSAGE_TYPE, code: CODE });
    await screen.findByText(/You already have an account with ana@example.com/);
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is not correct. Go back and choose Google again to try once more.');
    expect(screen.queryByRole('button', { name: 'Link and sign in' })).toBeNull();
    // The pop-up has ended: the view no longer says to finish in it.
    expect(screen.queryByText(/in the window that opened/)).toBeNull();
    expect(sentTo(GOOGLE_LOGIN_AND_LINK_PATH)).toHaveLength(1);
  });

  it('a pop-up closed before it answered returns to the entry view with no error', async () => {
    api.handler = () => json({ status: 0, popupUrl: POPUP_URL });
    await continueWithGoogle();
    Object.defineProperty(popup, 'closed', { value: true, configurable: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy(), { timeout: 3000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentTo(SOCIAL_EXCHANGE_PATH)).toHaveLength(0);
  });

  it('a blocked pop-up and a disabled provider show the frame\'s words', async () => {
    openSpy.mockReturnValueOnce(null);
    const { store } = renderSignInDialog();
    const perform = (effect: SignInEffect) => {
      if (effect.type === 'startSocialSignIn') void startSocialSignIn(effect.provider, store, perform);
    };
    act(() => {
      for (const e of store.set(sendSignInEventAtom, { type: 'SHOW' })) perform(e);
      for (const e of store.set(sendSignInEventAtom, { type: 'CONTINUE_WITH_PROVIDER', provider: 'apple' })) perform(e);
    });
    expect((await screen.findByRole('alert')).textContent).toBe(m.socialPopupBlocked.defaultMessage);

    api.handler = () => json({ status: -1, errorCode: 'MISSING_APPLE_AUTH', message: 'Missing APPLE_AUTH properties' });
    act(() => {
      for (const e of store.set(sendSignInEventAtom, { type: 'BACK' })) perform(e);
      for (const e of store.set(sendSignInEventAtom, { type: 'CONTINUE_WITH_PROVIDER', provider: 'apple' })) perform(e);
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(m.socialServiceDisabled.defaultMessage));
    expect(popup.close).toHaveBeenCalled();
  });
});

describe('applySocialReply', () => {
  function deps() {
    const log: { token?: string; status?: SocialStatus; events: string[] } = { events: [] };
    return {
      log,
      deps: {
        setFormToken: (t: string) => void (log.token = t),
        setStatus: (s: SocialStatus) => void (log.status = s),
        send: (e: { type: string }) => void log.events.push(e.type),
      },
    };
  }
  it.each([
    [{ status: 0, message: 'signin', formtoken: NEW_TOKEN } as const, ['SIGNED_IN'], 'idle'],
    [{ status: -1, errorField: null, message: 'x', errorCode: 'ACCOUNT_LOCKED' } as const, ['ACCOUNT_LOCKED'], 'idle'],
    [{ status: -1, errorField: null, message: 'x', errorCode: 'EXTERNAL_AUTH_REQUIRED' } as const, ['EXTERNAL_AUTH_REQUIRED'], 'idle'],
    [{ status: -1, errorField: null, message: 'x', errorCode: 'NO_SUCH_USER' } as const, ['BACK'], 'idle'],
    [{ status: -1, errorField: null, message: 'x', errorCode: 'SERVICE_DISABLED' } as const, [], 'error'],
    [{ status: 1, message: 'n' } as const, [], 'error'],
    [{ status: 1, message: 'l', email: 'a@example.com', linkToken: 'tok' } as const, [], 'link'],
  ])('%j sends %j and leaves the status %s', (reply, events, status) => {
    const { log, deps: d } = deps();
    applySocialReply(reply, 'google', d);
    expect(log.events).toEqual(events);
    expect(log.status?.kind).toBe(status);
    if (reply.status === 0) expect(log.token).toBe(NEW_TOKEN);
  });
});

describe('waitForHandoff', () => {
  it('answers closed when the pop-up stays closed for a second check; a hand-off arriving just after it closed still counts; error messages as errors', async () => {
    const listeners: ((e: MessageEvent) => void)[] = [];
    let tick: () => void = () => {};
    const win: HandoffWindow = {
      origin: 'http://localhost:3000',
      addEventListener: (_t, l) => void listeners.push(l),
      removeEventListener: () => {},
      setInterval: (h) => {
        tick = h;
        return 1;
      },
      clearInterval: () => {},
    };
    const fakePopup = { closed: false } as unknown as Window;
    const waiting = waitForHandoff(fakePopup, win);
    (fakePopup as { closed: boolean }).closed = true;
    tick();
    tick();
    await expect(waiting).resolves.toEqual({ kind: 'closed' });

    // The callback page posts its code and closes itself: the frame may see it closed before the message arrives.
    const late = waitForHandoff(fakePopup, win);
    tick();
    listeners.at(-1)!({ origin: win.origin, source: fakePopup, data: { type: SOCIAL_HANDOFF_MESSAGE_TYPE, code: CODE } } as MessageEvent);
    await expect(late).resolves.toEqual({ kind: 'code', code: CODE });

    const second = waitForHandoff(fakePopup, win);
    listeners.at(-1)!({ origin: win.origin, source: fakePopup, data: { type: SOCIAL_HANDOFF_MESSAGE_TYPE, error: 'expired' } } as MessageEvent);
    await expect(second).resolves.toEqual({ kind: 'error', error: 'expired' });
  });

  it('centres the 500x640 pop-up', () => {
    expect(popupFeatures({ availWidth: 1500, availHeight: 1040 })).toBe('popup=yes,width=500,height=640,left=500,top=200');
  });
});
