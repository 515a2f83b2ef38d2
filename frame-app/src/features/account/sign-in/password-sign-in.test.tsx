// @vitest-environment jsdom
/**
 * The sign-in dialog's password form against the real auth calls (issue #9; account-business-header-and-trips
 * §4, §5, §7, §8), with fetch stubbed: what is sent, the new session's form token kept, the machine's outcome, and
 * verify errors shown in the frame's words next to their field (never the server's English message).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CODE_SEND_PATH, AUTH_LOGIN_PATH, AUTH_REGISTER_PATH } from '@travel/contract';
import { formTokenAtom, logger } from '../../../state/index.ts';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderSignInDialog } from '../../../../test/sign-in-test-support.tsx';
import { AVAILABLE_SIGN_IN_METHODS } from '../constants.ts';

const api = createFetchStub();
const NEW_TOKEN = 'new-session-token-0123456789';

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens the dialog (to register when asked), enters the email and goes on to the password form. */
async function openPasswordForm(intent: 'login' | 'register') {
  const { store, onEffect, send, user } = renderSignInDialog();
  send({ type: 'SHOW' });
  if (intent === 'register') await user.click(screen.getByRole('button', { name: 'Create account' }));
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Password'), 'correct horse battery');
  return { store, onEffect, user, dialog };
}

/** The form body of the one call to `path`. */
function sentTo(path: string): URLSearchParams {
  const calls = api.fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);
  expect(calls).toHaveLength(1);
  const init = calls[0]![1]!;
  expect(new Headers(init.headers).get('X-CSRF')).toBe('test-token-0123456789');
  return new URLSearchParams(String(init.body));
}

describe('password form', () => {
  it('signs in: posts the form, keeps the new session token, closes and asks for authentication-state-changed', async () => {
    api.handler = () => json({ status: 0, message: 'signin', formtoken: NEW_TOKEN, userInfo: { accountEmail: 'ada@example.com', accountName: 'ada@example.com' } });
    const { store, onEffect, user, dialog } = await openPasswordForm('login');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Object.fromEntries(sentTo(AUTH_LOGIN_PATH))).toEqual({ username: 'ada@example.com', passwd: 'correct horse battery', sticky: 'true', userInfo: 'true' });
    expect(store.get(formTokenAtom)).toBe(NEW_TOKEN);
    expect(onEffect).toHaveBeenCalledWith({ type: 'publishAuthenticationStateChanged' });
  });

  it('"Keep me signed in" off sends sticky=false', async () => {
    api.handler = () => json({ status: 0, message: 'signin', formtoken: NEW_TOKEN });
    const { user, dialog } = await openPasswordForm('login');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keep me signed in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(AUTH_LOGIN_PATH).get('sticky')).toBe('false');
  });

  it('a wrong password shows the frame\'s text under Password, not the server\'s message, and stays open', async () => {
    api.handler = () => json({ status: -1, errorField: 'passwd', message: 'Server English text', errorCode: 'INVALID_CREDENTIALS' });
    const { store, onEffect, user, dialog } = await openPasswordForm('login');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('That email and password do not match.'));
    expect(screen.queryByText('Server English text')).toBeNull();
    expect(store.get(formTokenAtom)).toBeUndefined();
    expect(onEffect).not.toHaveBeenCalled();
  });

  it('a locked account goes to the locked-account view', async () => {
    api.handler = () => json({ status: -1, errorField: null, message: 'locked', errorCode: 'ACCOUNT_LOCKED' });
    const { user, dialog } = await openPasswordForm('login');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Your account is locked' })).toBeInTheDocument();
  });

  it('an account without a password (EXTERNAL_AUTH_REQUIRED) goes, silently, to external authentication with its ways in', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const error = vi.spyOn(logger, 'error');
    api.handler = (url) =>
      url.pathname === AUTH_CODE_SEND_PATH
        ? json({ status: 0, message: 'sent' })
        : json({ status: -1, errorField: null, message: 'Server English text', errorCode: 'EXTERNAL_AUTH_REQUIRED' });
    const { store, onEffect, user, dialog } = await openPasswordForm('login');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const external = await screen.findByRole('dialog', { name: 'Sign in another way' });
    expect(external).toHaveTextContent('This account has no password.');
    for (const name of ['Sign in with a passkey', 'Email me a sign-in code', 'Continue with Google', 'Continue with Apple', 'Continue with Naver']) {
      expect(within(external).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByText('Server English text')).toBeNull();
    expect(store.get(formTokenAtom)).toBeUndefined();
    expect(onEffect).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    // The code goes to the email typed on the password form.
    await user.click(within(external).getByRole('button', { name: 'Email me a sign-in code' }));
    expect(await screen.findByRole('dialog', { name: 'Check your email for a code' })).toHaveTextContent('ada@example.com');
    expect(Object.fromEntries(sentTo(AUTH_CODE_SEND_PATH))).toEqual({ username: 'ada@example.com' });
    warn.mockRestore();
    error.mockRestore();
  });

  it('a reply with loginRedirectUrl asks, after authentication-state-changed, to follow it', async () => {
    api.handler = () => json({ status: 0, message: 'signin', formtoken: NEW_TOKEN, loginRedirectUrl: '/p/demo/profile/account' });
    const { store, onEffect, user, dialog } = await openPasswordForm('login');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(formTokenAtom)).toBe(NEW_TOKEN);
    expect(onEffect.mock.calls.map(([effect]) => effect)).toEqual([
      { type: 'publishAuthenticationStateChanged' },
      { type: 'followLoginRedirect', url: '/p/demo/profile/account' },
    ]);
  });

  it('a disabled account shows the spec\'s message as a form alert', async () => {
    api.handler = () => json({ status: -1, errorField: null, message: 'This account is disabled.', errorCode: 'ACCOUNT_DISABLED' });
    const { user, dialog } = await openPasswordForm('login');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This account is disabled.');
  });

  it('creates an account with the terms consent and the email-deals choice; without consent the error is on the checkbox', async () => {
    api.handler = (_url, init) =>
      new URLSearchParams(String(init.body)).get('consent') === 'true'
        ? json({ status: 0, message: 'signup', formtoken: NEW_TOKEN })
        : json({ status: -1, errorField: 'consent', message: 'x', errorCode: 'CONSENT_REQUIRED' });
    const { store, user, dialog } = await openPasswordForm('register');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Agree to the terms to create an account.')).toBeInTheDocument();
    expect(sentTo(AUTH_REGISTER_PATH).get('consent')).toBe('false');

    api.fetch.mockClear();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to the terms of use and the privacy policy' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Email me deals and travel ideas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Object.fromEntries(sentTo(AUTH_REGISTER_PATH))).toEqual({ username: 'ada@example.com', passwd: 'correct horse battery', optin: 'false', consent: 'true' });
    expect(store.get(formTokenAtom)).toBe(NEW_TOKEN);
  });

  it('a failed request (rate limited) shows the error code\'s message as a form alert', async () => {
    api.handler = () => json({ errors: [{ code: 'RATE_LIMITED', description: 'Too many' }] }, 429);
    const { user, dialog } = await openPasswordForm('login');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
  });
});

describe('the methods the product offers', () => {
  it('are shown: Google, Apple and Naver, passkeys, the password reset (also from a lock) and email codes', async () => {
    const { send, user } = renderSignInDialog(AVAILABLE_SIGN_IN_METHODS);
    send({ type: 'SHOW' });
    const dialog = screen.getByRole('dialog');
    // Social sign-in works end to end (social-sign-in.test.tsx, tests/e2e/social-sign-in.spec.ts).
    for (const name of ['Continue with Google', 'Continue with Apple', 'Continue with Naver']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    // Passkeys are offered (their flow works end to end: passkey-ui.test.tsx, tests/e2e/passkeys.spec.ts).
    expect(within(dialog).getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // The password reset and email code are offered (email-flow-views.test.tsx, tests/e2e/account-email.spec.ts).
    for (const name of ['Forgot password?', 'Email me a sign-in code']) {
      expect(within(screen.getByRole('dialog')).getByRole('button', { name })).toBeInTheDocument();
    }
    send({ type: 'ACCOUNT_LOCKED' });
    expect(screen.getByText('Too many failed attempts. Reset your password to unlock your account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
  });
});
