// @vitest-environment jsdom
/**
 * Approvers /business/approvals/approvers (issue #25) with fetch stubbed at the boundary: each group offers an approver
 * and a backup from the server's candidates (default: the traveler's approver or manager); the same person as both is
 * refused before any call; Save sends every group; empty state.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, signedInAuthState, type ApproversReply } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './approvers-page.tsx';

const api = createFetchStub();
const A = '/i/api/business/approvals/v1/approvers';
let reply: ApproversReply;
let puts: unknown[];

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/approvals/approvers', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  puts = [];
  reply = {
    groups: [{ groupId: 3, groupName: 'Directors', approverProfileId: null, backupApproverProfileId: null }],
    candidates: [{ profileId: 'p-ari', name: 'Ari Approver', email: 'approver@acme.example' }, { profileId: 'p-ada', name: 'Ada Admin', email: 'admin@acme.example' }],
  };
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(signedInAuthState({ email: 'admin@acme.example', name: 'Ada Admin' }));
    if (url.pathname === A && method === 'GET') return json(reply);
    if (url.pathname === A && method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { groups: ApproversReply['groups'] };
      puts.push(body);
      reply = { ...reply, groups: reply.groups.map((g) => ({ ...g, ...body.groups.find((b) => b.groupId === g.groupId) })) };
      return json(reply);
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'no' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function pick(ui: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await ui.click(screen.getByRole('button', { name: field }));
  await ui.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.getByRole('button', { name: field }).textContent).toContain(option));
}

describe('approvers per group', () => {
  it('names an approver and a backup; the same person as both is refused before any call', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/approvals/approvers'));
    expect((await screen.findByRole('button', { name: /Approver for Directors$/ })).textContent).toContain('The traveler’s approver or manager');
    await pick(ui, /Approver for Directors$/, 'Ari Approver (approver@acme.example)');
    await pick(ui, /Backup approver for Directors$/, 'Ari Approver (approver@acme.example)');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The backup of Directors must be someone other than its approver.');
    expect(puts).toEqual([]);
    await pick(ui, /Backup approver for Directors$/, 'Ada Admin (admin@acme.example)');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(puts).toEqual([{ groups: [{ groupId: 3, approverProfileId: 'p-ari', backupApproverProfileId: 'p-ada' }] }]);
  });

  it('says when the company has no groups', async () => {
    reply = { groups: [], candidates: [] };
    renderRouter(routerAt('/business/approvals/approvers'));
    expect(await screen.findByText('Your company has no groups yet. Create groups first to name their approvers.')).toBeTruthy();
  });
});
