// @vitest-environment jsdom
/**
 * The profile dashboard /profile and /profile/{section} in the whole app with fetch stubbed (account-business-header-
 * and-trips §2 "/profile/{section} (default section: dashboard)"): the overview of the signed-in account with its
 * counts, "Not available right now" for a count that failed, the link to the account page and back, an unknown section
 * as a not-found message without any account call, and the signed-out visitor's sign-in dialog.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_BOOKINGS_PATH, ACCOUNT_PROFILE_PATH, AUTH_STATE_PATH, SOCIAL_IDENTITIES_PATH, TRAVELER_LIST_PATH, WEBAUTHN_CREDENTIALS_PATH,
  signedInAuthState, signedOutAuthState, type AuthState,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderApp } from '../../../../test/test-app.tsx';

const api = createFetchStub();
const signedIn: AuthState = signedInAuthState({ email: 'ada@example.com', name: 'Ada' });
let auth: AuthState = signedIn;

const passkey = (id: string) => ({ credentialId: id, transports: ['internal'], createdAt: '2026-01-02T10:00:00.000Z', lastUsedAt: null });

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  auth = signedIn;
  api.handler = (url) => {
    switch (url.pathname) {
      case AUTH_STATE_PATH:
        return json(auth);
      case ACCOUNT_PROFILE_PATH:
        return auth.loggedInSession ? json({ email: 'ada@example.com', name: 'Ada', hasPassword: true }) : json({ errors: [{ code: 'INVALID_SESSION', description: 'Sign in' }] }, 401);
      case TRAVELER_LIST_PATH:
        return json({ travelers: [] });
      case ACCOUNT_BOOKINGS_PATH:
        return json({ errors: [{ code: 'INTERNAL', description: 'down' }] }, 500);
      case WEBAUTHN_CREDENTIALS_PATH:
        return json({ passkeys: [passkey('a'), passkey('b')] });
      case SOCIAL_IDENTITIES_PATH:
        return json({ identities: [{ provider: 'google', email: 'ada@example.com', linkedAt: '2026-01-02T10:00:00.000Z' }], available: ['google'] });
      default:
        return json({ airports: [] });
    }
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calledProfile = () => api.fetch.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').pathname === ACCOUNT_PROFILE_PATH);

/** The overview's value for a term, e.g. "Passkeys" → "2". */
function fact(term: string): string | null | undefined {
  const overview = screen.getByRole('region', { name: 'Overview' });
  return within(overview).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('/profile (dashboard)', () => {
  it('shows the overview of the signed-in account; a count that failed says so', async () => {
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(fact('Name')).toBe('Ada');
    expect(fact('Email')).toBe('ada@example.com');
    expect(fact('Saved travelers')).toBe('0');
    expect(fact('Passkeys')).toBe('2');
    expect(fact('Linked accounts')).toBe('1');
    expect(fact('Bookings')).toBe('Not available right now');
  });

  it('/profile/dashboard is the same page; its Account link opens the account page, whose "Your profile" link comes back', async () => {
    const user = userEvent.setup();
    renderApp('/profile/dashboard');
    const sections = await screen.findByRole('navigation', { name: 'Profile sections' });
    expect(within(sections).getByRole('link', { name: 'Your bookings' })).toHaveAttribute('href', '/profile/account#your-bookings');
    await user.click(within(sections).getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Your profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
  });

  it('an unknown section is a not-found message with a link back, and makes no account call', async () => {
    const user = userEvent.setup();
    renderApp('/profile/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile section not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no profile section called "wishlist".')).toBeInTheDocument();
    expect(calledProfile()).toBe(false);
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Your profile' }));
    expect(await screen.findByRole('region', { name: 'Overview' })).toBeInTheDocument();
  });

  it('a signed-out visitor is asked to sign in and gets the sign-in dialog, with no account call', async () => {
    auth = signedOutAuthState();
    renderApp('/profile');
    expect(await screen.findByText('Sign in to see your account.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sign in or create an account');
    expect(calledProfile()).toBe(false);
  });
});
