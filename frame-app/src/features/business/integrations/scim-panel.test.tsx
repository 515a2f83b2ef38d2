// @vitest-environment jsdom
/**
 * The integrations page's "Directory provisioning (SCIM)" panel (issue #27) through the business routes (guard, hub
 * layout) with fetch stubbed at the boundary: the base URL to copy; "Create token" sends the name and shows the token
 * once (never again in the list); revoking asks first and then the token is gone; a plan without SSO_INTEGRATION says so
 * and asks the server nothing.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_PATH, INTEGRATIONS_PATHS, SCIM_TOKEN_PATHS, TWO_FACTOR_API_PATHS, scimTokenPath, type AuthState, type IntegrationsSettingsReply, type ScimToken,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRoutesAt } from '../../../../test/test-app.tsx';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { accessResourceRoutes } from '../../access/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import { createBusinessRoutes } from '../routes.ts';

const api = createFetchStub();
const BASE_URL = 'https://travel.example.com/scim/v2';
const SECRET = 'scim_TESTtokenVALUE0123456789abcdefghijklmnopqrsWxYz';
const AT = '2030-01-02T10:00:00.000Z';
let auth: AuthState;
let tokens: ScimToken[];
let calls: { method: string; path: string; body: unknown }[];

function renderAt(path = '/business/integrations') {
  return renderRoutesAt([...createBusinessRoutes(), ...accessResourceRoutes, ...chromeResourceRoutes], path).router;
}

beforeEach(() => {
  auth = businessAuth({ tier: 'enterprise', companyFlags: { integrations: true } });
  tokens = [{ id: 'tok-okta', name: 'Okta', hint: 'Ab12', createdAt: AT, createdBy: 'Ada Admin', lastUsedAt: AT }];
  calls = [];
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: 10 });
    if (url.pathname === INTEGRATIONS_PATHS.settings) {
      const reply: IntegrationsSettingsReply = { expenseSystems: [], slack: null, expenseAvailable: true, slackAvailable: true };
      return json(reply);
    }
    if (url.pathname === INTEGRATIONS_PATHS.deliveries) return json({ deliveries: [] });
    if (url.pathname === SCIM_TOKEN_PATHS.tokens && method === 'GET') return json({ baseUrl: BASE_URL, tokens });
    if (url.pathname === SCIM_TOKEN_PATHS.tokens && method === 'POST') {
      const token: ScimToken = { id: 'tok-entra', name: String(body?.name), hint: 'WxYz', createdAt: AT, createdBy: 'Ada Admin', lastUsedAt: null };
      tokens = [token, ...tokens];
      return json({ token, secret: SECRET });
    }
    if (url.pathname === scimTokenPath('tok-okta') && method === 'DELETE') {
      tokens = tokens.filter((t) => t.id !== 'tok-okta');
      return json({ ok: true });
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not found' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('integrations page: directory provisioning (SCIM)', () => {
  it('shows the base URL and the tokens; a new token is shown once and only its hint stays', async () => {
    const user = userEvent.setup();
    renderAt();
    const panel = await screen.findByRole('region', { name: 'Directory provisioning (SCIM)' });
    expect((within(panel).getByRole('textbox', { name: 'SCIM base URL' }) as HTMLInputElement).value).toBe(BASE_URL);
    expect(within(panel).getByRole('button', { name: 'Copy base URL' })).toBeTruthy();
    const okta = within(within(panel).getByRole('list', { name: 'SCIM tokens' })).getByRole('listitem', { name: 'Okta' });
    expect(okta.textContent).toContain('Token ending in Ab12');
    expect(okta.textContent).toContain('by Ada Admin');
    expect(okta.textContent).toContain('Last used');

    await user.click(within(panel).getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a SCIM token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a name of at most 60 characters.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Microsoft Entra ID');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'SCIM token for Microsoft Entra ID' });
    expect((within(shown).getByRole('textbox', { name: 'Token' }) as HTMLInputElement).value).toBe(SECRET);
    expect(within(shown).getByText(/it is not shown again/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === SCIM_TOKEN_PATHS.tokens).map((c) => c.body)).toEqual([{ name: 'Microsoft Entra ID' }]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list now holds the new token by its hint; the token itself is nowhere on the page.
    const list = await screen.findByRole('list', { name: 'SCIM tokens' });
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Microsoft Entra ID' })).not.toBeNull());
    const entra = within(list).getByRole('listitem', { name: 'Microsoft Entra ID' });
    expect(entra.textContent).toContain('Token ending in WxYz');
    expect(entra.textContent).toContain('Not used yet');
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(screen.getByText('SCIM token created.')).toBeTruthy();
  });

  it('revokes a token after confirmation', async () => {
    const user = userEvent.setup();
    renderAt();
    const panel = await screen.findByRole('region', { name: 'Directory provisioning (SCIM)' });
    await user.click(within(panel).getByRole('button', { name: 'Revoke Okta' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke Okta?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([scimTokenPath('tok-okta')]);
    expect(await screen.findByText('No token yet. Create one to connect your directory.')).toBeTruthy();
    expect(screen.getByText('SCIM token revoked.')).toBeTruthy();
  });

  it('a plan without SSO_INTEGRATION says so and asks nothing', async () => {
    auth = businessAuth({ tier: 'bizPlus', companyFlags: { integrations: true } });
    renderAt();
    expect(await screen.findByText('Directory provisioning (SCIM) is not part of your company’s plan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create token' })).toBeNull();
    expect(calls.some((c) => c.path === SCIM_TOKEN_PATHS.tokens)).toBe(false);
  });
});
