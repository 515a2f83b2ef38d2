// @vitest-environment jsdom
/**
 * The admin hub's roles page /business/users/roles (issue #24) with fetch stubbed at the boundary: built-in roles are
 * read-only with their permissions; a custom role is created and edited with the permission checklist (grouped, each
 * permission described from the contract catalogue) and the request bodies are the contract's; the server's "permission
 * sets must be unique" refusal names the role that holds the set; a role somebody holds cannot be deleted (the refusal
 * shows in the dialog); a failure offers "Try again".
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, BUSINESS_ADMIN_API_BASE, PERMISSION_CATALOGUE, signedInAuthState, type AdminRole } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './roles-page.tsx';

const api = createFetchStub();
const base = BUSINESS_ADMIN_API_BASE;
let roles: AdminRole[];
let calls: { method: string; path: string; body: unknown }[];
let writeReply: Record<string, () => Response>;
const refused = (code: string, status: number, field?: string) => json({ errors: [{ code, description: code, ...(field ? { field } : {}) }] }, status);

const TRAVELER: AdminRole = { id: 1, name: 'Traveler', builtInRole: 'TRAVELER', permissions: ['TRIP_EVENT_BOOK', 'USER_PROFILE_VIEW'], editable: false, memberCount: 4 };
const ADMIN: AdminRole = { id: 5, name: 'Company admin', builtInRole: 'COMPANY_ADMIN', permissions: ['USER_MANAGEMENT', 'ROLE_MANAGEMENT'], editable: false, memberCount: 1 };
const BOOKER: AdminRole = { id: 20, name: 'Booker', builtInRole: null, permissions: ['TRIP_EVENT_BOOK', 'TRIP_EVENT_BOOK_FOR_OTHER'], editable: true, memberCount: 2 };

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/users/roles', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  calls = [];
  writeReply = {};
  roles = [TRAVELER, ADMIN, BOOKER];
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as { name: string; permissions: AdminRole['permissions'] } : undefined;
    if (url.pathname === AUTH_STATE_PATH) return json(signedInAuthState({ email: 'admin@acme.example', name: 'Alex Admin' }));
    calls.push({ method, path: url.pathname, body });
    const custom = writeReply[`${method} ${url.pathname}`];
    if (custom) return custom();
    if (url.pathname === `${base}/roles` && method === 'GET') return json({ roles });
    if (url.pathname === `${base}/roles` && method === 'POST') {
      const created: AdminRole = { id: 21, name: body!.name, builtInRole: null, permissions: body!.permissions, editable: true, memberCount: 0 };
      roles = [...roles, created];
      return json(created);
    }
    const id = Number(/\/roles\/(\d+)$/.exec(url.pathname)?.[1]);
    if (method === 'PUT') {
      roles = roles.map((r) => (r.id === id ? { ...r, name: body!.name, permissions: body!.permissions } : r));
      return json(roles.find((r) => r.id === id));
    }
    return refused('NOT_FOUND', 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('roles list', () => {
  it('shows built-in roles read-only with their permissions, and custom roles with Edit and Delete', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/users/roles'));
    const builtIn = await screen.findByRole('list', { name: 'Built-in roles' });
    const items = within(builtIn).getAllByRole('listitem').filter((li) => li.parentElement === builtIn);
    expect(items.map((li) => within(li).getByText(/^(Traveler|Company admin)/).textContent)).toEqual(['Traveler Built-in, read-only', 'Company admin Built-in, read-only']);
    expect(within(builtIn).queryByRole('button')).toBeNull();
    expect(items[0]!.textContent).toContain('4 users · 2 permissions');
    await ui.click(within(items[0]!).getByText('Permissions of Traveler'));
    expect(within(items[0]!).getByText('USER_PROFILE_VIEW')).toBeTruthy();

    const custom = screen.getByRole('list', { name: 'Custom roles' });
    expect(within(custom).getByText('Booker')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit role Booker' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete role Booker' })).toBeTruthy();
  });

  it('says when there are no custom roles, and shows a failure with "Try again"', async () => {
    const ui = userEvent.setup();
    roles = [TRAVELER];
    renderRouter(routerAt('/business/users/roles'));
    expect(await screen.findByText('No custom roles yet. Create one when no built-in role fits.')).toBeTruthy();
    cleanup();
    writeReply[`GET ${base}/roles`] = () => refused('INTERNAL_ERROR', 500);
    renderRouter(routerAt('/business/users/roles'));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the roles. Try again.');
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
    delete writeReply[`GET ${base}/roles`];
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Built-in roles' })).toBeTruthy();
  });
});

describe('create a custom role', () => {
  it('needs a permission; sends the name and the checked permissions; each permission is described from the catalogue', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/users/roles'));
    await ui.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New custom role' });
    expect(within(dialog).getByRole('group', { name: 'Booking' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Users and profiles' })).toBeTruthy();
    // Every grantable permission is offered once (41; the DISABLED marker is not). Checkboxes are found by their label
    // (the permission's name, their accessible name): role queries over 41 checkboxes are slow in jsdom.
    expect(dialog.querySelectorAll('input[type="checkbox"]')).toHaveLength(41);
    expect(within(dialog).queryByLabelText('DISABLED')).toBeNull();
    const report = within(dialog).getByLabelText('REPORTING_VIEW');
    expect(report).toHaveAccessibleDescription(PERMISSION_CATALOGUE.REPORTING_VIEW.allows);

    await ui.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Analyst');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one permission.', { selector: '[role="alert"]' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await ui.click(report);
    await ui.click(within(dialog).getByLabelText('TRAVEL_TRACKER'));
    expect(within(dialog).getByText('2 permissions chosen.')).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role Analyst was created.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: 'Analyst', permissions: ['REPORTING_VIEW', 'TRAVEL_TRACKER'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Edit role Analyst' })).toBeTruthy();
  });

  it('shows the server\'s "permission sets must be unique" refusal, naming the role that holds the set', async () => {
    const ui = userEvent.setup();
    writeReply[`POST ${base}/roles`] = () => refused('VALIDATION_ERROR', 400, 'permissions');
    renderRouter(routerAt('/business/users/roles'));
    await ui.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New custom role' });
    await ui.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Same as Booker');
    await ui.click(within(dialog).getByLabelText('TRIP_EVENT_BOOK_FOR_OTHER'));
    await ui.click(within(dialog).getByLabelText('TRIP_EVENT_BOOK'));
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The role “Booker” already has exactly these permissions. Permission sets must be unique: add or remove a permission, or use that role.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: 'Same as Booker', permissions: ['TRIP_EVENT_BOOK', 'TRIP_EVENT_BOOK_FOR_OTHER'] }]);
    expect(screen.getByRole('dialog', { name: 'New custom role' })).toBeTruthy();
  });
});

describe('edit and delete a custom role', () => {
  it('edits with the role\'s permissions checked, and sends the new set; a taken name shows under the field', async () => {
    const ui = userEvent.setup();
    let taken = true;
    writeReply[`PUT ${base}/roles/20`] = () => {
      if (taken) return refused('VALIDATION_ERROR', 400, 'name');
      return json({ ...BOOKER, name: 'Arranger', permissions: ['TRIP_EVENT_BOOK'] });
    };
    renderRouter(routerAt('/business/users/roles'));
    await ui.click(await screen.findByRole('button', { name: 'Edit role Booker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role Booker' });
    const other = within(dialog).getByLabelText('TRIP_EVENT_BOOK_FOR_OTHER');
    expect((other as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('TRAVEL_TRACKER') as HTMLInputElement).checked).toBe(false);
    await ui.click(other);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await ui.clear(name);
    await ui.type(name, 'Traveler');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Your company already has a role with this name.')).toBeTruthy();
    taken = false;
    await ui.clear(name);
    await ui.type(name, 'Arranger');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role Arranger was saved.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { name: 'Traveler', permissions: ['TRIP_EVENT_BOOK'] }, { name: 'Arranger', permissions: ['TRIP_EVENT_BOOK'] },
    ]);
  });

  it('deletes after a confirmation; a role somebody holds is refused with what to do', async () => {
    const ui = userEvent.setup();
    let refuse = true;
    writeReply[`DELETE ${base}/roles/20`] = () => {
      if (refuse) return refused('VALIDATION_ERROR', 400, 'role');
      roles = roles.filter((r) => r.id !== 20);
      return json({ ok: true });
    };
    renderRouter(routerAt('/business/users/roles'));
    await ui.click(await screen.findByRole('button', { name: 'Delete role Booker' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete role Booker?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Somebody still holds this role. Give them another role first, then delete it.');
    refuse = false;
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Role Booker was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit role Booker' })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${base}/roles/20`, `${base}/roles/20`]);
  });
});
