// @vitest-environment jsdom
/**
 * The join page inside the whole app (issue #24): the route table serves /business/join with the token in the URL
 * fragment, and "Sign in or create account" opens the app's own sign-in dialog (the account feature's sign-in host
 * listens to the sign-in request). Fetch is stubbed at the boundary.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure } from '@testing-library/dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, BUSINESS_INVITATION_PREVIEW_PATH, signedOutAuthState } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderApp } from '../../../../test/test-app.tsx';

const api = createFetchStub();
// Whole-app renders load the page's chunk and the sign-in dialog's on first use.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  api.handler = (url) => {
    if (url.pathname === AUTH_STATE_PATH) return json(signedOutAuthState());
    if (url.pathname === BUSINESS_INVITATION_PREVIEW_PATH) {
      return json({ companyName: 'Acme Corporation', inviterName: 'Alex Admin', email: 'new@acme.example', kind: 'member', status: 'pending', expiresAt: '2030-01-15T12:00:00.000Z' });
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('serves /business/join#token= and opens the sign-in dialog for a visitor', async () => {
  const ui = userEvent.setup();
  renderApp('/business/join#token=tok_in_app_0123456789');
  expect(await screen.findByRole('heading', { name: 'Join your company' })).toBeTruthy();
  await ui.click(await screen.findByRole('button', { name: 'Sign in or create account' }));
  expect(await screen.findByRole('dialog', { name: 'Sign in or create an account' })).toBeTruthy();
  const preview = api.fetch.mock.calls.find(([input]) => String(input).includes(BUSINESS_INVITATION_PREVIEW_PATH));
  expect(JSON.parse(String(preview?.[1]?.body))).toEqual({ token: 'tok_in_app_0123456789' });
});
