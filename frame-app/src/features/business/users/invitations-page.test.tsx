// @vitest-environment jsdom
/**
 * The invitations hub /business/invitations (issue #24) with fetch stubbed at the boundary: the pending tab by
 * default, the other states through tabs (kept in `?status=`), resend of a pending invitation (a new link, announced),
 * revoke after a confirmation, and no actions on accepted ones.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_PATH, BUSINESS_ADMIN_API_BASE, signedInAuthState, type AdminGuest, type AuthState, type Invitation, type Permission,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './invitations-page.tsx';

const api = createFetchStub();
const base = BUSINESS_ADMIN_API_BASE;
const role = { id: 1, name: 'Traveler', builtInRole: 'TRAVELER' as const };
const invitation = (over: Partial<Invitation>): Invitation => ({
  id: 'i1', email: 'new@acme.example', kind: 'member', role, groupId: null, status: 'pending', expiresAt: '2030-01-15T12:00:00.000Z',
  createdAt: '2030-01-01T12:00:00.000Z', acceptedAt: null, guestAccessDays: null, ...over,
});
let invitations: Invitation[];
/** The guests GET {base}/guests answers, or a status code it refuses with. */
let guests: AdminGuest[] | number;
const guest = (over: Partial<AdminGuest>): AdminGuest => ({
  profileId: 'g1', email: 'visitor@partner.example', name: 'Vera Visitor', role, groupId: null, groupName: null, kind: 'guest', status: 'active',
  guestExpiresAt: '2030-03-01T12:00:00.000Z', expired: false, self: false, sponsorProfileId: 'me', ...over,
});
let calls: { method: string; path: string; query: string }[];
let auth: AuthState;

/** The auth state of a business user of Acme holding `permissions` (and the ADD_USERS feature). */
function businessAuth(permissions: Permission[]): AuthState {
  const state = signedInAuthState({ email: 'admin@acme.example', name: 'Alex Admin' });
  return { ...state, businessState: { ...state.businessState, businessProfile: { id: 'me', companyName: 'Acme Corporation' }, permissions, features: ['ADD_USERS'] } };
}

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/invitations', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  invitations = [
    invitation({}),
    invitation({ id: 'i2', email: 'old@acme.example', status: 'expired', expiresAt: '2029-12-01T12:00:00.000Z' }),
    invitation({ id: 'i3', email: 'joined@acme.example', status: 'accepted', acceptedAt: '2030-01-02T12:00:00.000Z' }),
  ];
  calls = [];
  guests = [];
  auth = businessAuth(['USER_INVITE']);
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    calls.push({ method, path: url.pathname, query: url.search });
    if (url.pathname === `${base}/users/options`) return json({ roles: [{ ...role, assignable: true }], groups: [] });
    if (url.pathname === `${base}/guests`) {
      return typeof guests === 'number' ? json({ errors: [{ code: 'FORBIDDEN', description: 'no' }] }, guests) : json({ guests });
    }
    if (url.pathname === `${base}/invitations` && method === 'GET') {
      const status = url.searchParams.get('status');
      return json({ invitations: invitations.filter((i) => !status || i.status === status) });
    }
    const resend = /\/invitations\/(\w+)\/resend$/.exec(url.pathname);
    if (resend && method === 'POST') {
      invitations = invitations.map((i) => (i.id === resend[1] ? { ...i, status: 'pending', expiresAt: '2030-02-01T12:00:00.000Z' } : i));
      return json(invitations.find((i) => i.id === resend[1]));
    }
    const revoke = /\/invitations\/(\w+)$/.exec(url.pathname);
    if (revoke && method === 'DELETE') {
      invitations = invitations.map((i) => (i.id === revoke[1] ? { ...i, status: 'revoked' } : i));
      return json(invitations.find((i) => i.id === revoke[1]));
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'no' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('invitations hub', () => {
  it('lists the pending ones first and resends one: a new link, announced, the list reloaded', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/invitations'));
    const list = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Pending', selected: true })).toBeTruthy();
    expect(list.textContent).toContain('Role: Traveler');
    expect(list.textContent).toContain('Link works until Jan 15, 2030');

    await ui.click(screen.getByRole('button', { name: 'Resend invitation to new@acme.example' }));
    expect(await screen.findByText('A new link was sent to new@acme.example.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Invitations' }).textContent).toContain('Link works until Feb 1, 2030'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`${base}/invitations/i1/resend`]);
  });

  it('shows expired ones on their tab with resend and revoke (after a confirmation); accepted ones have no actions', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/invitations'));
    await ui.click(await screen.findByRole('tab', { name: 'Expired' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Invitations' }).textContent).toContain('old@acme.example'));
    expect(calls.filter((c) => c.path === `${base}/invitations`).map((c) => c.query)).toEqual(['?status=pending', '?status=expired']);

    await ui.click(screen.getByRole('button', { name: 'Revoke invitation to old@acme.example' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the invitation to old@acme.example?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText('The invitation to old@acme.example was revoked.')).toBeTruthy();
    expect(await screen.findByText('No expired invitations.')).toBeTruthy();

    await ui.click(screen.getByRole('tab', { name: 'Accepted' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Invitations' }).textContent).toContain('Accepted on Jan 2, 2030'));
    expect(screen.queryByRole('button', { name: /Resend|Revoke/ })).toBeNull();
  });

  it('hides invite, resend and revoke from a caller without an inviting permission', async () => {
    auth = businessAuth(['BUSINESS_PROFILE_EDIT']);
    renderRouter(routerAt('/business/invitations'));
    expect(await screen.findByRole('list', { name: 'Invitations' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Resend|Revoke|Invite user/ })).toBeNull());
  });
});

describe('guests', () => {
  it('marks guest invitations and lists the guests with the end of their access', async () => {
    invitations = [invitation({ id: 'i9', email: 'contractor@partner.example', kind: 'guest', guestAccessDays: 10 })];
    guests = [guest({}), guest({ profileId: 'g2', email: 'past@partner.example', name: null, guestExpiresAt: '2029-01-01T12:00:00.000Z', expired: true })];
    auth = businessAuth(['USER_MANAGEMENT']);
    renderRouter(routerAt('/business/invitations'));
    const list = await screen.findByRole('list', { name: 'Invitations' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByText('Guest')).toBeTruthy();
    expect(row.textContent).toContain('Guest for 10 days · Role: Traveler');

    const section = screen.getByRole('region', { name: 'Guests' });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Vera Visitorvisitor@partner.exampleAccess until Mar 1, 2030', 'past@partner.exampleAccess ended on Jan 1, 2029',
    ]);
  });

  it('says when there are no guests, and hides the section from a caller the server refuses (403)', async () => {
    renderRouter(routerAt('/business/invitations'));
    expect(await screen.findByText('No guests yet.')).toBeTruthy();
    cleanup();
    guests = 403;
    renderRouter(routerAt('/business/invitations'));
    expect(await screen.findByRole('list', { name: 'Invitations' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Guests' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
