// @vitest-environment jsdom
/**
 * The returning-user sign-in prompt (account-business-header-and-trips §4, §9) in the whole app with fetch stubbed: it
 * fires once a session, after the delay, on the front door, for a signed-out visitor of a browser partition where an
 * account signed in before; never otherwise.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, signedOutAuthState } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderApp } from '../../../../test/test-app.tsx';
import { RETURNING_USER_PROMPT_DELAY_MS } from '../constants.ts';
import { RETURNING_PROMPT_FIRED_KEY, SIGNED_IN_BEFORE_KEY, shouldPromptReturningUser } from './returning-user-prompt.tsx';

const api = createFetchStub();
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', api.fetch);
  api.handler = (url) => (url.pathname === AUTH_STATE_PATH ? json(signedOutAuthState()) : json({ airports: [], locations: [] }));
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders the app at `path`, waits for the header's "Sign in" (auth state loaded), then lets the delay pass. */
async function visit(path: string) {
  renderApp(path);
  await screen.findByRole('button', { name: 'Sign in' });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(RETURNING_USER_PROMPT_DELAY_MS);
  });
}

describe('returning-user prompt', () => {
  it('opens the sign-in dialog after the delay on the front door, once per session', async () => {
    window.localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
    renderApp('/');
    await screen.findByRole('button', { name: 'Sign in' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RETURNING_USER_PROMPT_DELAY_MS - 100);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sign in or create an account');
    expect(window.sessionStorage.getItem(RETURNING_PROMPT_FIRED_KEY)).toBe('1');
    cleanup();
    await visit('/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not fire for a first-time visitor, or away from the front door', async () => {
    await visit('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    window.localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
    await visit('/manage-booking');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a signed-in user, or a product that does not allow sign-in, is never prompted', () => {
    window.localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
    expect(shouldPromptReturningUser(signedOutAuthState())).toBe(true);
    expect(shouldPromptReturningUser({ ...signedOutAuthState(), loggedInSession: true })).toBe(false);
    expect(shouldPromptReturningUser({ ...signedOutAuthState(), allowSignIn: false })).toBe(false);
    expect(shouldPromptReturningUser(null)).toBe(false);
  });
});
