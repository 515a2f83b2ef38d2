// @vitest-environment jsdom
/**
 * The integrations page's Slack and expense panels (issue #26 "Integrations") through the business routes (guard, hub
 * layout) with fetch stubbed at the boundary: an empty company is told how to start; "Add expense system" sends the
 * contract's body and shows the signing secret once; a refused URL shows under its field; the systems list with
 * accessible names per system; Slack connects with the URL write-only and its switches; recent deliveries in words; a
 * failed load says so with "Try again"; a plan without the features says so.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_PATH, INTEGRATIONS_PATHS, TWO_FACTOR_API_PATHS, type AuthState, type Delivery, type ExpenseSystem, type IntegrationsSettingsReply, type SlackSettings,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRoutesAt } from '../../../../test/test-app.tsx';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { accessResourceRoutes } from '../../access/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import { createBusinessRoutes } from '../routes.ts';

const api = createFetchStub();
let auth: AuthState;
let systems: ExpenseSystem[];
let slack: SlackSettings | null;
let deliveries: Delivery[];
let failSettings: boolean;
let writes: { method: string; path: string; body: unknown }[];

const AT = '2030-01-02T10:00:00.000Z';
const system = (over: Partial<ExpenseSystem>): ExpenseSystem => ({
  code: 'expensify', name: 'Expensify', webhookUrl: 'https://expense.example.com/hook', isDefault: true, secretHint: 'Ab12', createdAt: AT, updatedAt: AT, ...over,
});
const refused = (code: string, status: number, field?: string, description = code) => json({ errors: [{ code, description, ...(field ? { field } : {}) }] }, status);

function renderAt(path = '/business/integrations') {
  return renderRoutesAt([...createBusinessRoutes(), ...accessResourceRoutes, ...chromeResourceRoutes], path).router;
}

beforeEach(() => {
  auth = businessAuth({ tier: 'bizPlus', companyFlags: { integrations: true } });
  systems = [];
  slack = null;
  deliveries = [];
  failSettings = false;
  writes = [];
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: 10 });
    if (url.pathname === INTEGRATIONS_PATHS.settings && method === 'GET') {
      if (failSettings) return refused('INTERNAL_ERROR', 500);
      const features = auth.businessState.features;
      const reply: IntegrationsSettingsReply = {
        expenseSystems: features.includes('EXPENSIFY_INTEGRATION') ? systems : null, slack,
        expenseAvailable: features.includes('EXPENSIFY_INTEGRATION'), slackAvailable: features.includes('SLACK_INTEGRATION'),
      };
      return json(reply);
    }
    if (url.pathname === INTEGRATIONS_PATHS.deliveries) return json({ deliveries });
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    writes.push({ method, path: url.pathname, body });
    if (url.pathname === INTEGRATIONS_PATHS.expenseSystems && method === 'POST') {
      if (String(body?.webhookUrl).includes('10.0.0.1')) return refused('VALIDATION_ERROR', 400, 'webhookUrl', 'This address is not allowed (private or internal network)');
      const created = system({ code: String(body?.code), name: String(body?.name), webhookUrl: String(body?.webhookUrl), isDefault: true, secretHint: 'Zz99' });
      systems = [created];
      return json({ system: created, signingSecret: 'whsec_TESTSECRETvalue0123456789abcdefghijklmnopqrsZz99' });
    }
    if (url.pathname === INTEGRATIONS_PATHS.slack && method === 'PUT') {
      slack = { webhookUrlHint: 'https://hooks.slack.com/…XyZ9', notifyApprovals: Boolean(body?.notifyApprovals), notifyOutOfPolicy: Boolean(body?.notifyOutOfPolicy), updatedAt: AT };
      return json(slack);
    }
    return refused('NOT_FOUND', 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('integrations page: expense systems', () => {
  it('an empty company is told how to start; adding a system sends the contract body and shows the secret once', async () => {
    const user = userEvent.setup();
    renderAt();
    const panel = await screen.findByRole('region', { name: 'Expense systems' });
    expect(within(panel).getByText('No expense system yet. Add one to let travelers send their receipts.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Add expense system' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an expense system' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'expensify');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Expensify');
    await user.type(within(dialog).getByRole('textbox', { name: /^Webhook URL/ }), 'https://10.0.0.1/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The server's refusal goes under the URL field; what was typed stays.
    expect(await within(dialog).findByText(/This address cannot be used: This address is not allowed/)).toBeTruthy();
    const url = within(dialog).getByRole('textbox', { name: /^Webhook URL/ });
    await user.clear(url);
    await user.type(url, 'https://expense.example.com/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'Signing secret for Expensify' });
    expect((within(secretDialog).getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement).value).toBe('whsec_TESTSECRETvalue0123456789abcdefghijklmnopqrsZz99');
    expect(within(secretDialog).getByText(/it is not shown again/)).toBeTruthy();
    expect(writes.at(-1)).toEqual({ method: 'POST', path: INTEGRATIONS_PATHS.expenseSystems, body: { code: 'expensify', name: 'Expensify', webhookUrl: 'https://expense.example.com/hook', isDefault: false } });
    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list now shows the system, its default badge and the secret's hint only.
    const list = await screen.findByRole('list', { name: 'Expense systems' });
    const card = within(list).getByRole('listitem', { name: 'Expensify' });
    expect(within(card).getByText('Default')).toBeTruthy();
    expect(within(card).getByText('Signing secret ending in Zz99')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Edit Expensify' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'New signing secret for Expensify' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Remove Expensify' })).toBeTruthy();
    // The Expensify row of the list says connected.
    const row = within(screen.getByRole('list', { name: 'Integrations' })).getByRole('listitem', { name: 'Expensify' });
    expect(row.textContent).toContain('Connected');
  });

  it('a plan without the integrations says so instead of offering them', async () => {
    auth = businessAuth({ tier: 'biz', companyFlags: { integrations: true } });
    renderAt();
    expect(await screen.findByText('Expense systems is not part of your company’s plan.')).toBeTruthy();
    expect(screen.getByText('Slack notifications is not part of your company’s plan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add expense system' })).toBeNull();
  });

  it('a failed load says so with Try again', async () => {
    failSettings = true;
    renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The integrations could not be loaded.');
    failSettings = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Expense systems' })).toBeTruthy();
  });
});

describe('integrations page: Slack and deliveries', () => {
  it('connects Slack with the URL and switches; afterwards the URL is only a hint and may be left empty', async () => {
    const user = userEvent.setup();
    renderAt();
    const panel = await screen.findByRole('region', { name: 'Slack notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Connect Slack' }));
    expect(await within(panel).findByText('Enter the webhook URL Slack gave you.')).toBeTruthy();
    await user.type(within(panel).getByRole('textbox', { name: /^Slack incoming webhook URL/ }), 'https://hooks.slack.com/services/T0/B0/XyZ9');
    await user.click(within(panel).getByRole('checkbox', { name: 'Approval requests and decisions' }));
    await user.click(within(panel).getByRole('button', { name: 'Connect Slack' }));
    await waitFor(() => expect(writes.at(-1)).toEqual({
      method: 'PUT', path: INTEGRATIONS_PATHS.slack, body: { webhookUrl: 'https://hooks.slack.com/services/T0/B0/XyZ9', notifyApprovals: false, notifyOutOfPolicy: true },
    }));
    // The panel comes back connected (the page reloads its data).
    expect(await screen.findByText('Connected to https://hooks.slack.com/…XyZ9. Leave empty to keep it.')).toBeTruthy();
    const connected = screen.getByRole('region', { name: 'Slack notifications' });
    expect(within(connected).getByRole('button', { name: 'Send a test message' })).toBeTruthy();
    expect(within(connected).getByRole('button', { name: 'Disconnect Slack' })).toBeTruthy();
    await user.click(within(connected).getByRole('button', { name: 'Save Slack settings' }));
    await waitFor(() => expect(writes.at(-1)?.body).toEqual({ notifyApprovals: false, notifyOutOfPolicy: true }));
  });

  it('lists recent deliveries with their state in words', async () => {
    systems = [system({})];
    deliveries = [
      { id: 'd1', kind: 'EXPENSE', event: 'trip.expense', systemCode: 'expensify', systemName: 'Expensify', tripHash: 'h', state: 'DELIVERED', attempts: 2, lastError: null, createdAt: AT, deliveredAt: AT, nextAttemptAt: null },
      { id: 'd2', kind: 'SLACK', event: 'booking.outOfPolicy', systemCode: null, systemName: null, tripHash: null, state: 'RETRYING', attempts: 1, lastError: 'HTTP 500', createdAt: AT, deliveredAt: null, nextAttemptAt: AT },
    ];
    renderAt();
    const list = await screen.findByRole('list', { name: 'Recent deliveries' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Trip receipts');
    expect(items[0]!.textContent).toContain('Delivered');
    expect(items[1]!.textContent).toContain('Out-of-policy booking');
    expect(items[1]!.textContent).toContain('Retrying');
    expect(items[1]!.textContent).toContain('Last error: HTTP 500');
  });
});
