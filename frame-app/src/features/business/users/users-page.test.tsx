// @vitest-environment jsdom
/**
 * The admin hub's users page /business/users/manage (issue #24) with fetch stubbed at the boundary: the list renders
 * its rows and searches (debounced, page 1 again); "Invite user" sends the contract body and shows a server
 * VALIDATION_ERROR under the email field; a guest invitation sends its kind and days; deactivating and resetting
 * two-factor ask for confirmation first, and a refusal shows in the dialog.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_PATH, BUSINESS_ADMIN_API_BASE, signedInAuthState, type AdminUser, type AdminUserOptions, type AuthState, type Feature, type Permission,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './users-page.tsx';

const api = createFetchStub();
const base = BUSINESS_ADMIN_API_BASE;
const ROLES = {
  traveler: { id: 1, name: 'Traveler', builtInRole: 'TRAVELER' as const },
  admin: { id: 5, name: 'Company admin', builtInRole: 'COMPANY_ADMIN' as const },
};
const OPTIONS: AdminUserOptions = {
  roles: [{ ...ROLES.admin, assignable: true }, { ...ROLES.traveler, assignable: true }],
  groups: [{ id: 3, name: 'Directors' }],
};
const user = (over: Partial<AdminUser>): AdminUser => ({
  profileId: 'p1', email: 'ada@acme.example', name: 'Ada Lovelace', role: ROLES.traveler, groupId: null, groupName: null, kind: 'member',
  status: 'active', guestExpiresAt: null, expired: false, self: false, ...over,
});
const USERS: AdminUser[] = [
  user({ profileId: 'me', email: 'admin@acme.example', name: 'Alex Admin', role: ROLES.admin, self: true }),
  user({ profileId: 'p1' }),
  user({ profileId: 'p2', email: 'grace@acme.example', name: 'Grace Hopper', groupId: 3, groupName: 'Directors', status: 'deactivated' }),
];
let calls: { method: string; path: string; query: string; body: unknown }[];
let auth: AuthState;

/** The auth state of a business user of Acme holding `permissions` and `features`. */
function businessAuth(permissions: Permission[], features: Feature[] = ['ADD_USERS']): AuthState {
  const state = signedInAuthState({ email: 'admin@acme.example', name: 'Alex Admin' });
  return { ...state, businessState: { ...state.businessState, businessProfile: { id: 'me', companyName: 'Acme Corporation' }, permissions, features } };
}

const refused = (code: string, status: number, field?: string) => json({ errors: [{ code, description: code, ...(field ? { field } : {}) }] }, status);

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/users/manage', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  calls = [];
  auth = businessAuth(['USER_MANAGEMENT']);
  api.handler = (url, init) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as unknown : undefined;
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    calls.push({ method, path: url.pathname, query: url.search, body });
    if (url.pathname === `${base}/users/options`) return json(OPTIONS);
    if (url.pathname === `${base}/users`) {
      const q = url.searchParams.get('query')?.toLowerCase() ?? '';
      const users = USERS.filter((u) => u.email.includes(q) || (u.name ?? '').toLowerCase().includes(q));
      return json({ users, total: users.length, offset: Number(url.searchParams.get('offset')), limit: Number(url.searchParams.get('limit')) });
    }
    return refused('NOT_FOUND', 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('users list', () => {
  it('shows each user with name, email, role, group and status; the caller\'s own row has no actions', async () => {
    renderRouter(routerAt('/business/users/manage'));
    const table = await screen.findByRole('table', { name: 'Company users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent?.replace(/^\w+: /, '')))).toEqual([
      ['admin@acme.example', 'Company admin', 'No group', 'Active', ''],
      ['ada@acme.example', 'Traveler', 'No group', 'Active', 'EditDeactivateReset two-factor'],
      ['grace@acme.example', 'Traveler', 'Directors', 'Deactivated', 'EditReactivateReset two-factor'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Alex Admin (you)');
    expect(screen.getByRole('button', { name: 'Deactivate Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivate Grace Hopper' })).toBeTruthy();
    expect(screen.getByText('3 users')).toBeTruthy();
  });

  it('searches after typing stops, from the first page', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/users/manage?page=1'));
    await ui.type(await screen.findByRole('searchbox', { name: 'Search by name or email' }), 'grace');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Ada Lovelace/ })).toBeNull());
    expect(screen.getByRole('rowheader', { name: /Grace Hopper/ })).toBeTruthy();
    const searches = calls.filter((c) => c.path === `${base}/users`).map((c) => new URLSearchParams(c.query).get('query'));
    // One call on opening, one for the whole word: the keystrokes in between were debounced.
    expect(searches).toEqual([null, 'grace']);
    expect(new URLSearchParams(calls.findLast((c) => c.path === `${base}/users`)?.query).get('offset')).toBe('0');
  });

  it('says when nothing matches, and shows a failure with "Try again"', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/users/manage?query=nobody'));
    expect(await screen.findByText('No user matches “nobody”.')).toBeTruthy();
    api.handler = () => refused('INTERNAL_ERROR', 500);
    cleanup();
    renderRouter(routerAt('/business/users/manage'));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the users. Try again.');
    api.handler = (url) => (url.pathname.endsWith('/options') ? json(OPTIONS) : json({ users: [], total: 0, offset: 0, limit: 25 }));
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your company has no users yet. Invite the first one.')).toBeTruthy();
  });
});

describe('actions the caller may not use', () => {
  it('are hidden once the auth state is known: BUSINESS_PROFILE_EDIT alone edits, but neither deactivates nor invites', async () => {
    auth = businessAuth(['BUSINESS_PROFILE_EDIT']);
    renderRouter(routerAt('/business/users/manage'));
    expect(await screen.findByRole('button', { name: 'Edit Ada Lovelace' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Deactivate Ada Lovelace' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset two-factor for Ada Lovelace' })).toBeNull();
  });
});

describe('edit dialog', () => {
  it('sends only what changed (the group), and shows the result', async () => {
    const ui = userEvent.setup();
    const base0 = api.handler;
    api.handler = (url, init) => {
      if (url.pathname === `${base}/users/p1` && init.method === 'PUT') {
        calls.push({ method: 'PUT', path: url.pathname, query: '', body: JSON.parse(String(init.body)) });
        return json(user({ groupId: 3, groupName: 'Directors' }));
      }
      return base0(url, init);
    };
    renderRouter(routerAt('/business/users/manage'));
    await ui.click(await screen.findByRole('button', { name: 'Edit Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ada Lovelace' });
    await ui.click(within(dialog).getByRole('button', { name: /Group/ }));
    await ui.click(await screen.findByRole('option', { name: 'Directors' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ada Lovelace was updated.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ groupId: 3 }]);
  });
});

describe('invite dialog', () => {
  it('sends email, role and group, and shows the server\'s VALIDATION_ERROR under the email field', async () => {
    const ui = userEvent.setup();
    const base0 = api.handler;
    let attempts = 0;
    api.handler = (url, init) => {
      if (url.pathname === `${base}/invitations`) {
        calls.push({ method: init.method ?? 'GET', path: url.pathname, query: '', body: JSON.parse(String(init.body)) });
        attempts += 1;
        if (attempts === 1) return refused('VALIDATION_ERROR', 400, 'email');
        return json({ id: 'i1', email: 'new@acme.example', kind: 'member', role: ROLES.traveler, groupId: null, status: 'pending', expiresAt: '2030-01-15T00:00:00.000Z', createdAt: '2030-01-01T00:00:00.000Z', acceptedAt: null, guestAccessDays: null });
      }
      return base0(url, init);
    };
    renderRouter(routerAt('/business/users/manage'));
    await ui.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    const email = within(dialog).getByRole('textbox', { name: 'Email address' });

    await ui.type(email, 'not-an-email');
    await ui.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter an email address like name@company.com.')).toBeTruthy();
    expect(calls.some((c) => c.path === `${base}/invitations`)).toBe(false);

    await ui.clear(email);
    await ui.type(email, ' Ada@Acme.example ');
    await ui.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This person is already a user of your company or has a pending invitation.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.path === `${base}/invitations`)?.body).toEqual({ email: 'ada@acme.example', kind: 'member', roleId: 1, groupId: null });

    await ui.clear(email);
    await ui.type(email, 'new@acme.example');
    await ui.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@acme.example.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a user' })).toBeNull());
  });
});

describe('guest invitation', () => {
  it('offers Member or Guest; a guest invitation sends its kind and days of access, and checks the days first', async () => {
    const ui = userEvent.setup();
    const base0 = api.handler;
    api.handler = (url, init) => {
      if (url.pathname === `${base}/invitations`) {
        const body = JSON.parse(String(init.body)) as { email: string; guestAccessDays: number };
        calls.push({ method: init.method ?? 'GET', path: url.pathname, query: '', body });
        return json({
          id: 'i2', email: body.email, kind: 'guest', role: ROLES.traveler, groupId: null, status: 'pending', expiresAt: '2030-01-15T00:00:00.000Z',
          createdAt: '2030-01-01T00:00:00.000Z', acceptedAt: null, guestAccessDays: body.guestAccessDays,
        });
      }
      return base0(url, init);
    };
    renderRouter(routerAt('/business/users/manage'));
    await ui.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    expect(within(dialog).queryByRole('textbox', { name: 'Days of access after accepting' })).toBeNull();
    await ui.click(within(dialog).getByRole('radio', { name: /^Guest/ }));
    const days = within(dialog).getByRole('textbox', { name: 'Days of access after accepting' });
    expect((days as HTMLInputElement).value).toBe('30');
    await ui.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'visitor@partner.example');
    await ui.clear(days);
    await ui.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter a number of days from 1 to 365.')).toBeTruthy();
    expect(calls.some((c) => c.path === `${base}/invitations`)).toBe(false);
    await ui.type(days, '10');
    await ui.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Guest invitation sent to visitor@partner.example.')).toBeTruthy();
    expect(calls.find((c) => c.path === `${base}/invitations`)?.body).toEqual({
      email: 'visitor@partner.example', kind: 'guest', roleId: 1, groupId: null, guestAccessDays: 10,
    });
  });

  it('sends a guest invitation without asking the kind when the caller may invite guests only', async () => {
    auth = businessAuth(['USER_GUEST_INVITE', 'BUSINESS_PROFILE_EDIT']);
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/users/manage'));
    await ui.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await waitFor(() => expect(within(dialog).queryByRole('radiogroup', { name: 'Invite as' })).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: 'Days of access after accepting' })).toBeTruthy();
  });
});

describe('reset two-factor', () => {
  it('asks first; a refusal shows in the dialog; confirming resets and says the user will enrol again', async () => {
    const ui = userEvent.setup();
    const base0 = api.handler;
    let refuse = true;
    api.handler = (url, init) => {
      if (url.pathname === `${base}/users/p1/resetTwoFactor`) {
        calls.push({ method: init.method ?? 'GET', path: url.pathname, query: '', body: undefined });
        if (refuse) return refused('FORBIDDEN', 403);
        return json({ user: user({}), hadAuthenticator: true });
      }
      return base0(url, init);
    };
    renderRouter(routerAt('/business/users/manage'));
    await ui.click(await screen.findByRole('button', { name: 'Reset two-factor for Ada Lovelace' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Reset two-factor authentication for Ada Lovelace?' });
    expect(dialog.textContent).toContain('Do this when ada@acme.example lost the phone with their authenticator app.');
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.path.endsWith('/resetTwoFactor'))).toBe(false);

    await ui.click(screen.getByRole('button', { name: 'Reset two-factor for Ada Lovelace' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Reset two-factor authentication for Ada Lovelace?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, reset' }));
    expect((await within(dialog).findByRole('alert')).textContent).not.toBe('');

    refuse = false;
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, reset' }));
    expect(await screen.findByText('Ada Lovelace will set up two-factor authentication again on their next visit.')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/resetTwoFactor')).map((c) => c.method)).toEqual(['POST', 'POST']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('deactivate', () => {
  it('asks for confirmation first; Cancel changes nothing; the last-admin refusal shows in the dialog; confirming deactivates', async () => {
    const ui = userEvent.setup();
    const base0 = api.handler;
    let refuse = true;
    api.handler = (url, init) => {
      if (url.pathname === `${base}/users/p1/deactivate`) {
        calls.push({ method: init.method ?? 'GET', path: url.pathname, query: '', body: undefined });
        if (refuse) return refused('VALIDATION_ERROR', 400, 'status');
        return json(user({ status: 'deactivated' }));
      }
      return base0(url, init);
    };
    renderRouter(routerAt('/business/users/manage'));
    await ui.click(await screen.findByRole('button', { name: 'Deactivate Ada Lovelace' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Ada Lovelace?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.path.endsWith('/deactivate'))).toBe(false);

    await ui.click(screen.getByRole('button', { name: 'Deactivate Ada Lovelace' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Ada Lovelace?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, deactivate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your company needs at least one active company admin.');

    refuse = false;
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, deactivate' }));
    expect(await screen.findByText('Ada Lovelace was deactivated.')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/deactivate')).map((c) => c.method)).toEqual(['POST', 'POST']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
