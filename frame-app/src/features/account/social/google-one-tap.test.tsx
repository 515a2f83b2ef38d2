// @vitest-environment jsdom
/**
 * Google One Tap on the front door (account-business-header-and-trips §4 "Google One Tap", §7, §9) in the whole app with
 * fetch stubbed: offered to signed-out visitors only after the Google library load delay; "Continue with Google" opens
 * the pop-up for a credential, posts it to /k/run/googleauth/login with confirm, idToken, sticky and userInfo, keeps the
 * new form token and reloads 300 ms later; "Not now" hides it for the session.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, GOOGLE_CONFIG_PATH, GOOGLE_LOGIN_PATH, SOCIAL_HANDOFF_MESSAGE_TYPE, SOCIAL_START_PATH, signedOutAuthState } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderApp } from '../../../../test/test-app.tsx';
import { GOOGLE_LOAD_DELAY_MS, ONE_TAP_RELOAD_DELAY_MS } from '../constants.ts';
import { ONE_TAP_DISMISSED_KEY, oneTapEnvironment } from './google-one-tap.tsx';
import { popupEnvironment } from './social-sign-in.ts';

const api = createFetchStub();
const ID_TOKEN = 'header.payload.signature-0123456789';
let popupFrame: HTMLIFrameElement;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  api.handler = (url) => {
    if (url.pathname === AUTH_STATE_PATH) return json(signedOutAuthState());
    if (url.pathname === GOOGLE_CONFIG_PATH) return json({ enabled: true, clientId: 'local-google', scope: 'openid email profile', oneTap: 'popup' });
    if (url.pathname === SOCIAL_START_PATH) return json({ status: 0, popupUrl: 'http://localhost:3000/k/run/googleauth/redirect?start=x' });
    if (url.pathname === GOOGLE_LOGIN_PATH) return json({ status: 0, message: 'signin', formtoken: 'new-session-token-0123456789' });
    return json({ airports: [], locations: [] });
  };
  window.sessionStorage.clear();
  popupFrame = document.createElement('iframe');
  document.body.append(popupFrame);
  Object.defineProperty(popupFrame.contentWindow, 'close', { value: vi.fn(), configurable: true });
  vi.spyOn(popupEnvironment, 'open').mockImplementation(() => popupFrame.contentWindow);
  vi.spyOn(popupEnvironment, 'navigate').mockImplementation(() => {});
  reload = vi.fn<() => void>();
  vi.spyOn(oneTapEnvironment, 'reload').mockImplementation(reload);
});
afterEach(() => {
  cleanup();
  popupFrame.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('Google One Tap', () => {
  it('appears after the load delay and signs in with the pop-up credential, then reloads after 300 ms', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Sign in' });
    await advance(GOOGLE_LOAD_DELAY_MS - 100);
    expect(screen.queryByRole('region', { name: 'Sign in with Google' })).toBeNull();
    await advance(100);
    const oneTap = await screen.findByRole('region', { name: 'Sign in with Google' });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(within(oneTap).getByRole('button', { name: 'Continue with Google' }));
    const start = api.fetch.mock.calls.find(([input]) => String(input).includes(SOCIAL_START_PATH));
    expect(new URLSearchParams(String(start?.[1]?.body)).get('purpose')).toBe('credential');
    await advance(0);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, source: popupFrame.contentWindow, data: { type: SOCIAL_HANDOFF_MESSAGE_TYPE, credential: ID_TOKEN } }));
    });
    await advance(0);
    const login = api.fetch.mock.calls.filter(([input]) => String(input).includes(GOOGLE_LOGIN_PATH));
    expect(login).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(String(login[0]![1]!.body)))).toEqual({ confirm: 'true', idToken: ID_TOKEN, sticky: 'true', userInfo: 'true' });
    await advance(ONE_TAP_RELOAD_DELAY_MS - 50);
    expect(reload).not.toHaveBeenCalled();
    await advance(50);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('"Not now" hides it for the browsing session; signed-in visitors never see it', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Sign in' });
    await advance(GOOGLE_LOAD_DELAY_MS);
    const oneTap = await screen.findByRole('region', { name: 'Sign in with Google' });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(within(oneTap).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Sign in with Google' })).toBeNull();
    expect(window.sessionStorage.getItem(ONE_TAP_DISMISSED_KEY)).toBe('1');
    cleanup();

    window.sessionStorage.clear();
    api.fetch.mockClear();
    api.handler = (url) => (url.pathname === AUTH_STATE_PATH ? json({ ...signedOutAuthState(), loggedInSession: true }) : json({ enabled: true, clientId: 'c', scope: 's', oneTap: 'popup' }));
    renderApp('/');
    await advance(GOOGLE_LOAD_DELAY_MS * 2);
    expect(screen.queryByRole('region', { name: 'Sign in with Google' })).toBeNull();
    expect(api.fetch.mock.calls.some(([input]) => String(input).includes(GOOGLE_CONFIG_PATH))).toBe(false);
  });
});
