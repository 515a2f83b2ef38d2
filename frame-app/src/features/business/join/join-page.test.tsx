// @vitest-environment jsdom
/**
 * The invitation join page /business/join (issue #24) with fetch stubbed at the boundary: an unknown token and a link
 * without one each get a clear message; a used invitation says so; a visitor is asked to sign in with the invited
 * email (the app's sign-in dialog is requested); a signed-in account with the invited email joins (accept with the
 * token from the URL fragment) and lands on /business; a token that stopped working meanwhile shows why.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_PATH, BUSINESS_INVITATION_ACCEPT_PATH, BUSINESS_INVITATION_PREVIEW_PATH, signedInAuthState, signedOutAuthState, type AuthState,
  type InvitationPreview,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor, signInRequestAtom } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import { createBusinessJoinRoutes } from './index.ts';
import { joinTokenOf } from './join-page.tsx';

const api = createFetchStub();
const TOKEN = 'tok_0123456789abcdefghij';
let preview: InvitationPreview | null;
let auth: AuthState;
let calls: { path: string; body: unknown }[];
let acceptReply: () => Response;

function renderAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter([
    ...createBusinessJoinRoutes(),
    { path: '/business', element: <h1>Business home</h1> },
    ...chromeResourceRoutes,
  ], { initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }) });
  renderRouter(router, store);
  return store;
}

const refused = (code: string, status: number, field?: string) => json({ errors: [{ code, description: code, ...(field ? { field } : {}) }] }, status);

beforeEach(() => {
  // Each test asks with its own token (the page keeps one preview per token for the page load).
  preview = { companyName: 'Acme Corporation', inviterName: 'Alex Admin', email: 'new@acme.example', kind: 'member', status: 'pending', expiresAt: '2030-01-15T12:00:00.000Z' };
  auth = signedOutAuthState();
  calls = [];
  acceptReply = () => json({ companyId: 'acme', companyName: 'Acme Corporation', profileId: 'p9', kind: 'member' });
  api.handler = (url, init) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as unknown : undefined;
    calls.push({ path: url.pathname, body });
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === BUSINESS_INVITATION_PREVIEW_PATH) return preview ? json(preview) : refused('NOT_FOUND', 404);
    if (url.pathname === BUSINESS_INVITATION_ACCEPT_PATH) return acceptReply();
    return refused('NOT_FOUND', 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let n = 0;
const freshToken = () => `${TOKEN}${n++}`;

describe('joinTokenOf', () => {
  it.each([
    [{ hash: `#token=${TOKEN}`, search: '' }, TOKEN],
    [{ hash: '', search: `?token=${TOKEN}` }, TOKEN],
    [{ hash: `#token=${TOKEN}`, search: '?token=ignored-because-hash-wins' }, TOKEN],
    [{ hash: '', search: '' }, null],
    [{ hash: '#token=short', search: '' }, null],
  ])('reads %o', (location, expected) => {
    expect(joinTokenOf(location)).toBe(expected);
  });
});

describe('join page', () => {
  it('says an unknown token is not valid', async () => {
    preview = null;
    renderAt(`/business/join#token=${freshToken()}`);
    expect(await screen.findByText('This invitation link is not valid. Ask your company admin to send you a new invitation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('says a link without a token is incomplete, without asking the server', async () => {
    renderAt('/business/join');
    expect(await screen.findByText('This link is incomplete. Open the link in your invitation email again.')).toBeTruthy();
    expect(calls.some((c) => c.path === BUSINESS_INVITATION_PREVIEW_PATH)).toBe(false);
  });

  it('names no inviter when the preview has none (their profile is gone)', async () => {
    preview = { ...preview!, inviterName: null };
    renderAt(`/business/join#token=${freshToken()}`);
    expect(await screen.findByText('Acme Corporation invites new@acme.example to join its business travel account.')).toBeTruthy();
    expect(screen.queryByText(/sent you this invitation/)).toBeNull();
  });

  it('says a used invitation was used', async () => {
    preview = { ...preview!, status: 'accepted' };
    renderAt(`/business/join?token=${freshToken()}`);
    expect(await screen.findByText('This invitation was already used. Sign in with new@acme.example to use your business account.')).toBeTruthy();
  });

  it('asks a visitor to sign in with the invited email and opens the sign-in dialog', async () => {
    const ui = userEvent.setup();
    const store = renderAt(`/business/join#token=${freshToken()}`);
    expect(await screen.findByText('Acme Corporation invites new@acme.example to join its business travel account.')).toBeTruthy();
    expect(screen.getByText('Alex Admin sent you this invitation.')).toBeTruthy();
    expect(await screen.findByText('Sign in or create an account with new@acme.example to join.')).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Sign in or create account' }));
    expect(store.get(signInRequestAtom)?.reason).toBe('business-join');
    expect(calls.some((c) => c.path === BUSINESS_INVITATION_ACCEPT_PATH)).toBe(false);
  });

  it('lets the invited account join with the token of the fragment, then goes to /business', async () => {
    const ui = userEvent.setup();
    auth = signedInAuthState({ email: 'new@acme.example', name: 'New Person' });
    const token = freshToken();
    renderAt(`/business/join#token=${token}`);
    await ui.click(await screen.findByRole('button', { name: 'Join Acme Corporation' }));
    expect(await screen.findByRole('heading', { name: 'Business home' })).toBeTruthy();
    expect(calls.filter((c) => c.path === BUSINESS_INVITATION_ACCEPT_PATH).map((c) => c.body)).toEqual([{ token }]);
    expect(calls.filter((c) => c.path === BUSINESS_INVITATION_PREVIEW_PATH).map((c) => c.body)).toEqual([{ token }]);
  });

  it('tells an account with another email which address the invitation is for', async () => {
    auth = signedInAuthState({ email: 'someone@else.example', name: null });
    renderAt(`/business/join#token=${freshToken()}`);
    expect(await screen.findByText('You are signed in as someone@else.example, but this invitation is for new@acme.example. Sign out, then sign in or create an account with new@acme.example.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join Acme Corporation' })).toBeNull();
  });

  it('reads the preview again when the token stopped working meanwhile, and shows why', async () => {
    const ui = userEvent.setup();
    auth = signedInAuthState({ email: 'new@acme.example', name: 'New Person' });
    acceptReply = () => {
      preview = { ...preview!, status: 'revoked' };
      return refused('VALIDATION_ERROR', 400, 'token');
    };
    renderAt(`/business/join#token=${freshToken()}`);
    await ui.click(await screen.findByRole('button', { name: 'Join Acme Corporation' }));
    expect(await screen.findByText('This invitation was withdrawn. Ask your company admin for a new one.')).toBeTruthy();
  });

  it('shows a refusal for an account that already has a business profile', async () => {
    const ui = userEvent.setup();
    auth = signedInAuthState({ email: 'new@acme.example', name: 'New Person' });
    acceptReply = () => refused('VALIDATION_ERROR', 400, 'account');
    renderAt(`/business/join#token=${freshToken()}`);
    await ui.click(await screen.findByRole('button', { name: 'Join Acme Corporation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your account already belongs to a company. Sign in with another account, or ask your admin for help.');
  });
});
