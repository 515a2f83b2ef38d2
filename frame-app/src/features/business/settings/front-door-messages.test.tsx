// @vitest-environment jsdom
/**
 * The company's homepage messages on the front door (issue #24 "homepage messages (shown on business users' front
 * door)"; settings/front-door-gate.tsx, front-door-messages.tsx) in the whole app with fetch stubbed: a business user
 * in business mode sees the messages above the search tabs, as text; a consumer, the personal side of a business
 * user and a company whose switch is off make no homepage messages request at all; a refusal (no second factor yet)
 * shows nothing and keeps the visitor on the front door.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, HOMEPAGE_MESSAGES_FRONT_DOOR_PATH, signedOutAuthState, type AuthState } from '@travel/contract';
import { renderApp } from '../../../../test/test-app.tsx';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { businessAuth, personalAuth } from '../../../../test/business-test-support.ts';
import { forgetFrontDoorMessages } from './front-door-messages.tsx';

const api = createFetchStub();
let auth: AuthState;
let messagesReply: () => Response;

const messageCalls = () => api.fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === HOMEPAGE_MESSAGES_FRONT_DOOR_PATH);
const authLoaded = () => api.fetch.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').pathname === AUTH_STATE_PATH);

beforeEach(() => {
  forgetFrontDoorMessages();
  api.fetch.mockClear();
  messagesReply = () => json({ messages: [{ id: 2, text: '<img src=x onerror=alert(1)> Trains first!' }, { id: 1, text: 'Office closed Friday.\nBook from home.' }] });
  api.handler = (url) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === HOMEPAGE_MESSAGES_FRONT_DOOR_PATH) return messagesReply();
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('front door homepage messages', () => {
  it('a business user in business mode sees the company\'s messages above the search, as plain text', async () => {
    auth = businessAuth();
    renderApp('/');
    const region = await screen.findByRole('region', { name: 'Messages from Acme Corporation' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['<img src=x onerror=alert(1)> Trains first!', 'Office closed Friday.\nBook from home.']);
    expect(region.querySelector('img')).toBeNull();
    // Above the vertical tabs of the front door.
    const tabs = screen.getByRole('tablist');
    expect(region.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(messageCalls()).toHaveLength(1);
  });

  it.each([
    ['a visitor', () => signedOutAuthState()],
    ['a consumer account', () => personalAuth()],
    ['a business user on the personal side', () => businessAuth({ businessMode: false })],
    ['a company that switched homepage messages off', () => businessAuth({ companyFlags: { homepageMessages: false } })],
  ])('%s makes no homepage messages request and sees no banner', async (_who, state) => {
    auth = state();
    renderApp('/');
    expect(await screen.findByRole('tablist')).toBeTruthy();
    await waitFor(() => expect(authLoaded()).toBe(true));
    // The auth state has arrived and the header has rendered with it: the gate has decided.
    await screen.findByRole('button', { name: /Account|Sign in/ });
    expect(messageCalls()).toHaveLength(0);
    expect(screen.queryByRole('region', { name: /^Messages from/ })).toBeNull();
  });

  it('a refusal (no second factor yet) shows no banner and stays on the front door', async () => {
    auth = businessAuth();
    messagesReply = () => json({ errors: [{ code: 'MISSING_TWO_FACTOR_AUTHENTICATION', description: '2FA' }] }, 403);
    const router = renderApp('/');
    await waitFor(() => expect(messageCalls()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /^Messages from/ })).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
