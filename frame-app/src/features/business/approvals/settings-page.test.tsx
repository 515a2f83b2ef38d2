// @vitest-environment jsdom
/**
 * Approval settings /business/approvals/settings (issue #25) with fetch stubbed at the boundary: the saved settings
 * fill the form; a reminder at or after the deadline is refused before any call; Save sends the contract body and,
 * when it changed, the auto-approval mode; a load failure offers "Try again".
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, DEFAULT_APPROVAL_SETTINGS, signedInAuthState, type ApprovalSettingsReply } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './settings-page.tsx';

const api = createFetchStub();
const S = '/i/api/business/approvals/v1/settings';
let reply: ApprovalSettingsReply;
let writes: { method: string; path: string; body: unknown }[];
let failLoad: boolean;

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/approvals/settings', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  writes = [];
  failLoad = false;
  reply = { settings: DEFAULT_APPROVAL_SETTINGS, autoApproval: 'OFF' };
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(signedInAuthState({ email: 'admin@acme.example', name: 'Alex Admin' }));
    if (url.pathname === S && method === 'GET') return failLoad ? json({ errors: [{ code: 'INTERNAL_ERROR', description: 'x' }] }, 500) : json(reply);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as unknown : undefined;
    writes.push({ method, path: url.pathname, body });
    if (url.pathname === S && method === 'PUT') {
      reply = { ...reply, settings: body as ApprovalSettingsReply['settings'] };
      return json(reply);
    }
    if (url.pathname.startsWith('/i/api/business/company/v1/settings/autoApproval/')) {
      reply = { ...reply, autoApproval: url.pathname.split('/').at(-1) as ApprovalSettingsReply['autoApproval'] };
      return json({ autoApproval: reply.autoApproval, policies: {}, sortOrder: {} });
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'no' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('approval settings', () => {
  it('shows the saved settings', async () => {
    renderRouter(routerAt('/business/approvals/settings'));
    expect(((await screen.findByRole('radio', { name: /^Hard: held until approved/ })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Deadline (hours after the request)' }) as HTMLInputElement).value).toBe('48');
    expect((screen.getByRole('radio', { name: 'Approve (keep the booking)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Off: an approver decides every request' }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a reminder that does not come before the deadline, then saves settings and the auto-approval mode', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/approvals/settings'));
    const deadline = await screen.findByRole('textbox', { name: 'Deadline (hours after the request)' });
    await ui.clear(deadline);
    await ui.type(deadline, '12');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('This must come before the deadline.')).length).toBe(2);
    expect(writes).toEqual([]);
    const reminder = screen.getByRole('textbox', { name: 'Reminder (hours before the deadline, 0 for none)' });
    await ui.clear(reminder);
    await ui.type(reminder, '4');
    const escalation = screen.getByRole('textbox', { name: 'Escalate to the backup approver (hours before the deadline, 0 for none)' });
    await ui.clear(escalation);
    await ui.type(escalation, '2');
    await ui.click(screen.getByRole('radio', { name: /^Passive: booked at once/ }));
    await ui.click(screen.getByRole('radio', { name: 'Decline (cancel without charge)' }));
    await ui.click(screen.getByRole('radio', { name: 'Approve bookings within the travel policy' }));
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(writes.map((w) => [w.method, w.path, w.body])).toEqual([
      ['PUT', S, { type: 'PASSIVE', deadlineHours: 12, reminderHoursBeforeDeadline: 4, escalationHoursBeforeDeadline: 2, defaultAction: 'DECLINE' }],
      ['PUT', '/i/api/business/company/v1/settings/autoApproval/IN_POLICY', {}],
    ]);
  });

  it('a load failure offers "Try again"', async () => {
    const ui = userEvent.setup();
    failLoad = true;
    renderRouter(routerAt('/business/approvals/settings'));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the approval settings. Try again.');
    failLoad = false;
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Deadline (hours after the request)' })).toBeTruthy();
  });
});
