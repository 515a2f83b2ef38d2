// @vitest-environment jsdom
/**
 * The admin hub's integrations page /business/integrations (issue #24; the payment options page is tested in
 * ../payment-methods/payment-methods-page.test.tsx since issue #26), rendered through the business routes (their guard, the hub layout) with the auth state stubbed at fetch:
 * - integrations: every kind says "Not connected" (or not on the plan); single sign-on links to its page only when
 *   that page is visible (SSO_INTEGRATION).
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, TWO_FACTOR_API_PATHS, type AuthState } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRoutesAt } from '../../../../test/test-app.tsx';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { accessResourceRoutes } from '../../access/index.ts';
import { createBusinessRoutes } from '../routes.ts';

const api = createFetchStub();
let auth: AuthState;

function renderAt(path: string) {
  return renderRoutesAt([...createBusinessRoutes(), ...accessResourceRoutes], path).router;
}

beforeEach(() => {
  api.handler = (url) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: 10 });
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The integration cards by name: [name, status badge, link or null]. */
function integrationRows() {
  const list = screen.getByRole('list', { name: 'Integrations' });
  return within(list).getAllByRole('listitem').map((item) => [
    item.getAttribute('aria-label'),
    item.textContent?.includes('Not connected') ? 'Not connected' : item.textContent?.includes('Not part of') ? 'Not on plan' : '?',
    within(item).queryByRole('link')?.getAttribute('href') ?? null,
  ]);
}

describe('integrations page', () => {
  it('lists each integration as not connected, and links single sign-on to its page when the company has SSO', async () => {
    auth = businessAuth({ tier: 'enterprise', companyFlags: { integrations: true } });
    renderAt('/business/integrations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeTruthy();
    expect(integrationRows()).toEqual([
      ['Single sign-on', 'Not connected', '/business/integrations/sso'],
      ['Webhooks', 'Not connected', null],
      ['Slack', expect.any(String), null],
      ['Expensify', expect.any(String), null],
      ['Inbox sync', expect.any(String), null],
    ]);
    expect(screen.getByRole('link', { name: 'Set up single sign-on' })).toBeTruthy();
  });

  it('without SSO_INTEGRATION on the plan: no link, and says it is not part of the plan', async () => {
    auth = businessAuth({ tier: 'biz', companyFlags: { integrations: true } });
    auth = { ...auth, businessState: { ...auth.businessState, features: auth.businessState.features.filter((f) => f !== 'SSO_INTEGRATION') } };
    renderAt('/business/integrations');
    await screen.findByRole('heading', { level: 1, name: 'Integrations' });
    expect(integrationRows()[0]).toEqual(['Single sign-on', 'Not on plan', null]);
    expect(screen.queryByRole('link', { name: 'Set up single sign-on' })).toBeNull();
  });

  it('stays behind its company switch (default off): the hub\'s 403 view', async () => {
    auth = businessAuth({ companyFlags: {} });
    renderAt('/business/integrations');
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Integrations' })).toBeNull();
  });
});
