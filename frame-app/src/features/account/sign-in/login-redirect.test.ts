// @vitest-environment node
/**
 * A sign-in reply's loginRedirectUrl (account-business-header-and-trips §4 "A login redirect URL in the response
 * forces navigation"): followed only inside the frame (same origin, under /p/{partner}/), else ignored with a
 * warning; and every method (password, code, passkey, social) hands it to the machine's SIGNED_IN in one shape.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../../state/index.ts';
import { followLoginRedirect, loginRedirectTarget } from './login-redirect.ts';
import { applyPasskeyResult } from '../passkeys/passkey-status.ts';
import { initialSignInState, transition, type SignInEvent } from './sign-in-machine.ts';
import { applySocialReply } from '../social/social-sign-in.ts';

const ORIGIN = 'https://frame.example';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loginRedirectTarget', () => {
  it.each([
    ['/p/demo/profile/account', '/profile/account'],
    ['/p/demo/flights?from=JFK#top', '/flights?from=JFK#top'],
    ['/p/demo', '/'],
    ['/p/demo/', '/'],
    [`${ORIGIN}/p/demo/hotels`, '/hotels'],
  ])('follows %j as the router path %j', (url, to) => {
    expect(loginRedirectTarget(url, '/p/demo', ORIGIN)).toBe(to);
    expect(loginRedirectTarget(url, '/p/demo/', ORIGIN)).toBe(to);
  });

  it.each([
    'https://evil.example/p/demo/', '//evil.example/p/demo/', '/p/other/profile/account', '/p/demonstration/x', '/profile/account',
    '/p/demo/../../k/run/auth/logout', '/p/demo/%2e%2e/x', '/p/demo//x', '/p/demo\\x', 'javascript:alert(1)', 'http://frame.example/p/demo/',
  ])('ignores %j', (url) => {
    expect(loginRedirectTarget(url, '/p/demo', ORIGIN)).toBeNull();
  });
});

describe('followLoginRedirect', () => {
  it('navigates inside the frame without a warning', () => {
    const warn = vi.spyOn(logger, 'warn');
    const navigate = vi.fn();
    expect(followLoginRedirect('/p/demo/profile/account', { basename: '/p/demo/', origin: ORIGIN, navigate })).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/profile/account');
    expect(warn).not.toHaveBeenCalled();
  });

  it('stays and logs a warning for anything else', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const navigate = vi.fn();
    expect(followLoginRedirect('https://evil.example/', { basename: '/p/demo/', origin: ORIGIN, navigate })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('ignored a loginRedirectUrl outside the frame', 'https://evil.example/');
  });
});

describe('every sign-in method carries loginRedirectUrl to the machine', () => {
  const url = '/p/demo/trips';
  const followed = (event: SignInEvent) => transition({ ...initialSignInState(), view: 'login', startView: 'login' }, event).effects;
  const expected = [{ type: 'publishAuthenticationStateChanged' }, { type: 'followLoginRedirect', url }];

  it('passkeys', () => {
    const send = vi.fn<(event: SignInEvent) => void>();
    applyPasskeyResult({ kind: 'signedIn', formtoken: 'token-0123456789abcdef', message: 'signin', loginRedirectUrl: url }, { setFormToken: () => {}, setStatus: () => {}, send });
    expect(followed(send.mock.calls[0]![0])).toEqual(expected);
  });

  it('Google, Apple and Naver', () => {
    const send = vi.fn<(event: SignInEvent) => void>();
    applySocialReply({ status: 0, message: 'signin', formtoken: 'token-0123456789abcdef', loginRedirectUrl: url }, 'google', { setFormToken: () => {}, setStatus: () => {}, send });
    expect(followed(send.mock.calls[0]![0])).toEqual(expected);
  });
});
