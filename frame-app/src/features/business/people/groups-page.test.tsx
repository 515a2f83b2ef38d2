// @vitest-environment jsdom
/**
 * The admin hub's groups page /business/users/groups (issue #24) with fetch stubbed at the boundary: the list shows each
 * group with its member count; "New group" and "Rename" send the contract body and a taken name shows under the field;
 * delete asks first, says what happens to the group's users, and shows a refusal in the dialog; empty and failure
 * states.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, BUSINESS_ADMIN_API_BASE, signedInAuthState, type AdminGroup } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './groups-page.tsx';

const api = createFetchStub();
const base = BUSINESS_ADMIN_API_BASE;
let groups: AdminGroup[];
let calls: { method: string; path: string; body: unknown }[];
/** Answers of the writes, by `METHOD path` (default: the stub's own success). */
let writeReply: Record<string, () => Response>;

const refused = (code: string, status: number, field?: string) => json({ errors: [{ code, description: code, ...(field ? { field } : {}) }] }, status);

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/users/groups', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  calls = [];
  writeReply = {};
  groups = [{ id: 3, name: 'Directors', memberCount: 2 }, { id: 4, name: 'Interns', memberCount: 0 }];
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as { name: string } : undefined;
    if (url.pathname === AUTH_STATE_PATH) return json(signedInAuthState({ email: 'admin@acme.example', name: 'Alex Admin' }));
    calls.push({ method, path: url.pathname, body });
    const custom = writeReply[`${method} ${url.pathname}`];
    if (custom) return custom();
    if (url.pathname === `${base}/groups` && method === 'GET') return json({ groups });
    if (url.pathname === `${base}/groups` && method === 'POST') {
      const created = { id: 9, name: body!.name, memberCount: 0 };
      groups = [...groups, created];
      return json(created);
    }
    const id = Number(/\/groups\/(\d+)$/.exec(url.pathname)?.[1]);
    if (method === 'PUT') {
      groups = groups.map((g) => (g.id === id ? { ...g, name: body!.name } : g));
      return json(groups.find((g) => g.id === id));
    }
    if (method === 'DELETE') {
      groups = groups.filter((g) => g.id !== id);
      return json({ ok: true });
    }
    return refused('NOT_FOUND', 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('groups list', () => {
  it('shows each group with how many users it holds', async () => {
    renderRouter(routerAt('/business/users/groups'));
    const list = await screen.findByRole('list', { name: 'Company groups' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Directors2 usersRenameDelete', 'InternsNo usersRenameDelete']);
    expect(screen.getByRole('button', { name: 'Rename group Directors' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete group Interns' })).toBeTruthy();
  });

  it('says when there are no groups, and shows a failure with "Try again"', async () => {
    const ui = userEvent.setup();
    groups = [];
    renderRouter(routerAt('/business/users/groups'));
    expect(await screen.findByText('Your company has no groups yet. Create the first one.')).toBeTruthy();
    cleanup();
    writeReply[`GET ${base}/groups`] = () => refused('INTERNAL_ERROR', 500);
    renderRouter(routerAt('/business/users/groups'));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the groups. Try again.');
    delete writeReply[`GET ${base}/groups`];
    groups = [{ id: 5, name: 'Sales', memberCount: 1 }];
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sales')).toBeTruthy();
  });
});

describe('create and rename', () => {
  it('creates a group with the trimmed name; an empty name is refused before any call', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/users/groups'));
    await ui.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await ui.click(within(dialog).getByRole('button', { name: 'New group' }));
    expect(await within(dialog).findByText('Enter a name of up to 200 characters.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await ui.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Executives ');
    await ui.click(within(dialog).getByRole('button', { name: 'New group' }));
    expect(await screen.findByText('Group Executives was created.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: 'Executives' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Rename group Executives' })).toBeTruthy();
  });

  it('renames a group, and shows a taken name under the field', async () => {
    const ui = userEvent.setup();
    let taken = true;
    writeReply[`PUT ${base}/groups/3`] = () => {
      if (taken) return refused('VALIDATION_ERROR', 400, 'name');
      return json({ id: 3, name: 'Leaders', memberCount: 2 });
    };
    renderRouter(routerAt('/business/users/groups'));
    await ui.click(await screen.findByRole('button', { name: 'Rename group Directors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Directors' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Directors');
    await ui.clear(name);
    await ui.type(name, 'Interns');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Your company already has a group with this name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    taken = false;
    await ui.clear(name);
    await ui.type(name, 'Leaders');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The group is now called Leaders.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      [`${base}/groups/3`, { name: 'Interns' }], [`${base}/groups/3`, { name: 'Leaders' }],
    ]);
  });
});

describe('delete', () => {
  it('asks first and says the users leave the group; a refusal shows in the dialog; confirming deletes', async () => {
    const ui = userEvent.setup();
    let refuse = true;
    writeReply[`DELETE ${base}/groups/3`] = () => {
      if (refuse) return refused('NOT_FOUND', 404);
      groups = groups.filter((g) => g.id !== 3);
      return json({ ok: true });
    };
    renderRouter(routerAt('/business/users/groups'));
    await ui.click(await screen.findByRole('button', { name: 'Delete group Directors' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete group Directors?' });
    expect(dialog.textContent).toContain('The 2 users in this group will have no group. They keep their roles.');
    await ui.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await ui.click(screen.getByRole('button', { name: 'Delete group Directors' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete group Directors?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).not.toBe('');
    refuse = false;
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Group Directors was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rename group Directors' })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${base}/groups/3`, `${base}/groups/3`]);
  });
});
