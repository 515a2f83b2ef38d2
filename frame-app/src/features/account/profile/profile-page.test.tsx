// @vitest-environment jsdom
/**
 * The account page /profile/account in the whole app with fetch stubbed (issue #9; account-business-header-and-trips
 * §2): a signed-out visitor gets the sign-in dialog; the password change sends both passwords, keeps the new form token
 * and shows the server's refusal in the frame's words under the field; the name is saved; a traveler refused for its
 * age shows the message under "Date of birth"; `?addEmail=true` focuses the account details and explains the one email.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_BOOKINGS_PATH, ACCOUNT_PASSWORD_PATH, ACCOUNT_PROFILE_PATH, AUTH_STATE_PATH, SOCIAL_IDENTITIES_PATH, TRAVELER_LIST_PATH,
  WEBAUTHN_CREDENTIALS_PATH, signedInAuthState, signedOutAuthState, type AuthState,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderApp } from '../../../../test/test-app.tsx';

const api = createFetchStub();
const signedIn: AuthState = signedInAuthState({ email: 'ada@example.com', name: 'Ada' });
let auth: AuthState = signedIn;
let other: (url: URL, init: RequestInit) => Response | undefined = () => undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  auth = signedIn;
  other = () => undefined;
  api.handler = (url, init) => {
    const custom = other(url, init);
    if (custom) return custom;
    switch (url.pathname) {
      case AUTH_STATE_PATH:
        return json(auth);
      case ACCOUNT_PROFILE_PATH:
        return auth.loggedInSession ? json({ email: 'ada@example.com', name: 'Ada', hasPassword: true }) : json({ errors: [{ code: 'INVALID_SESSION', description: 'Sign in' }] }, 401);
      case TRAVELER_LIST_PATH:
        return json({ travelers: [] });
      case ACCOUNT_BOOKINGS_PATH:
        return json({ bookings: [] });
      case WEBAUTHN_CREDENTIALS_PATH:
        return json({ passkeys: [] });
      case SOCIAL_IDENTITIES_PATH:
        return json({ identities: [], available: [] });
      default:
        return json({ airports: [] });
    }
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function sentBody(path: string, method: string): unknown {
  const call = api.fetch.mock.calls.find(([input, init]) => new URL(String(input), 'http://localhost').pathname === path && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('/profile/account', () => {
  it('a signed-out visitor is asked to sign in and gets the sign-in dialog', async () => {
    auth = signedOutAuthState();
    renderApp('/profile/account');
    expect(await screen.findByText('Sign in to see your account.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sign in or create an account');
    // No account call while signed out: its 401 INVALID_SESSION would make the api client reload the page.
    expect(api.fetch.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').pathname === ACCOUNT_PROFILE_PATH)).toBe(false);
  });

  it('shows the email and saves the name', async () => {
    const user = userEvent.setup();
    other = (url, init) => (url.pathname === ACCOUNT_PROFILE_PATH && init.method === 'PUT' ? json({ email: 'ada@example.com', name: 'Ada Lovelace', hasPassword: true }) : undefined);
    renderApp('/profile/account');
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com', { selector: 'dd' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your name was saved.');
    expect(sentBody(ACCOUNT_PROFILE_PATH, 'PUT')).toEqual({ name: 'Ada Lovelace' });
  });

  it('refuses a name with a bidi override or a zero-width space without a call (issue #22)', async () => {
    const user = userEvent.setup();
    renderApp('/profile/account');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    for (const bad of ['Ada\u202Egpj.exe', 'Ada\u200BLovelace']) {
      await user.clear(name);
      await user.paste(bad);
      await user.click(screen.getByRole('button', { name: 'Save name' }));
      await waitFor(() => expect(name).toHaveAccessibleDescription('Remove line breaks and invisible or text-direction characters.'));
    }
    expect(sentBody(ACCOUNT_PROFILE_PATH, 'PUT')).toBeUndefined();
  });

  it('?addEmail=true focuses Account details and says the account already has its one email address', async () => {
    renderApp('/profile/account?addEmail=true');
    const heading = await screen.findByRole('heading', { name: 'Account details' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(/This account signs in with ada@example\.com, its only email address\./);
  });

  it('without the query the page does not move the focus or show that note', async () => {
    renderApp('/profile/account');
    const heading = await screen.findByRole('heading', { name: 'Account details' });
    expect(heading).not.toHaveFocus();
    expect(screen.queryByText(/its only email address/)).not.toBeInTheDocument();
  });

  it('password change: a wrong current password is shown under its field; success says so', async () => {
    const user = userEvent.setup();
    let reply = json({ status: -1, errorField: 'currentPassword', errorCode: 'INVALID_CREDENTIALS', message: 'The current password is not correct.' });
    other = (url) => (url.pathname === ACCOUNT_PASSWORD_PATH ? reply : undefined);
    renderApp('/profile/account');
    const section = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(section).getByLabelText('Current password'), 'wrong password');
    await user.type(within(section).getByLabelText('New password'), 'new password 42');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(section).getByLabelText('Current password')).toHaveAccessibleDescription('Your current password is not correct.'));
    expect(sentBody(ACCOUNT_PASSWORD_PATH, 'POST')).toEqual({ currentPassword: 'wrong password', newPassword: 'new password 42' });

    reply = json({ status: 0, formtoken: 'new-session-token-0123456789' });
    await user.clear(within(section).getByLabelText('Current password'));
    await user.type(within(section).getByLabelText('Current password'), 'right password');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Your password was changed.');
    expect(within(section).getByLabelText('Current password')).toHaveValue('');
  });

  it('a traveler refused for its age shows the message under Date of birth', async () => {
    const user = userEvent.setup();
    other = (url, init) =>
      url.pathname === TRAVELER_LIST_PATH && init.method === 'POST'
        ? json({ errors: [{ code: 'VALIDATION_ERROR', field: 'dateOfBirth', description: 'Travelers must be at least 18 years old' }] }, 400)
        : undefined;
    renderApp('/profile/account');
    const section = await screen.findByRole('region', { name: 'Saved travelers' });
    await user.click(within(section).getByRole('button', { name: 'Add a traveler' }));
    const form = screen.getByRole('form', { name: 'New traveler' });
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Tim');
    const dob = within(form).getByLabelText('Date of birth');
    await user.type(dob, new Date(Date.now() - 5 * 365.25 * 86_400_000).toISOString().slice(0, 10));
    await user.click(within(form).getByRole('button', { name: 'Save traveler' }));
    await waitFor(() => expect(dob).toHaveAccessibleDescription('Travelers must be at least 18 years old.'));
    expect(sentBody(TRAVELER_LIST_PATH, 'POST')).toMatchObject({ firstName: 'Tim', preferred: true, travelerId: 0 });
  });
});
