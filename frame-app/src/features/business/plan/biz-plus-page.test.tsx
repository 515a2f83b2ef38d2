// @vitest-environment jsdom
/**
 * The Biz+ upgrade page /business/biz-plus-upgrade (issue #24 "biz-plus upgrade (tier upgrade + status)") with fetch
 * stubbed at the boundary: the current plan and what Biz+ adds (the contract's tier table), the upgrade after its
 * confirmation (request body, refusal kept in the dialog), the emailed signup's resend, Enterprise on Biz+, a failed load.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, signedInAuthState, type AuthState, type TierUpgradeStatus } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './biz-plus-page.tsx';

const api = createFetchStub();
const C = '/i/api/business/company/v1';
let calls: { method: string; path: string; body: unknown }[];
let status: TierUpgradeStatus;
let authLoads: number;

const auth = (): AuthState => {
  const state = signedInAuthState({ email: 'admin@acme.example', name: 'Alex Admin' });
  return { ...state, businessState: { ...state.businessState, businessProfile: { id: 'me', companyName: 'Acme Corporation' }, permissions: ['COMPANY_SETTINGS_MANAGEMENT'] } };
};
const refused = (code: string, httpStatus: number) => json({ errors: [{ code, description: code }] }, httpStatus);

function render() {
  const store = createFrameStore(TEST_BOOTSTRAP);
  renderRouter(createMemoryRouter([{ path: '/business/biz-plus-upgrade', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    initialEntries: ['/business/biz-plus-upgrade'], getContext: routerContextFor({ store, basename: '/' }),
  }), store);
}

beforeEach(() => {
  calls = [];
  authLoads = 0;
  status = { tier: 'biz', state: 'NONE', requestedTier: null, requestedAt: null, completedAt: null };
  api.handler = (url, init) => {
    if (url.pathname === AUTH_STATE_PATH) {
      authLoads += 1;
      return json(auth());
    }
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) as unknown : undefined;
    calls.push({ method: init.method ?? 'GET', path: url.pathname, body });
    if (url.pathname === `${C}/tier/upgrade/status`) return json(status);
    if (url.pathname === `${C}/tier/upgrade`) {
      const tier = (body as { tier: 'bizPlus' | 'enterprise' }).tier;
      status = tier === 'bizPlus'
        ? { tier: 'bizPlus', state: 'COMPLETED', requestedTier: 'bizPlus', requestedAt: '2026-03-02T10:00:00Z', completedAt: '2026-03-02T10:00:00Z' }
        : { ...status, state: 'REQUESTED', requestedTier: 'enterprise', requestedAt: '2026-03-03T10:00:00Z', completedAt: null };
      return json(status);
    }
    if (url.pathname === `${C}/bizPlus/sendConfirmation`) return json({ sent: true });
    return refused('NOT_FOUND', 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const posts = () => calls.filter((c) => c.method === 'POST');

describe('Biz+ upgrade', () => {
  it('shows the current plan and what Biz+ adds; upgrades after the confirmation, and the auth state reloads', async () => {
    const ui = userEvent.setup();
    render();
    expect((await screen.findByTestId('current-tier')).textContent).toBe('Biz');
    const adds = screen.getByRole('region', { name: 'What Biz+ adds' });
    expect(within(adds).getAllByRole('listitem').map((li) => li.textContent?.split(':')[0])).toEqual([
      'Company travel activity', 'Trip reporting fields', 'Reporting', 'Slack', 'Expensify',
    ]);
    await ui.click(within(adds).getByRole('button', { name: 'Upgrade to Biz+' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Upgrade Acme Corporation to Biz+?' });
    expect(posts()).toEqual([]);
    const loadsBefore = authLoads;
    await ui.click(within(dialog).getByRole('button', { name: 'Upgrade now' }));
    expect(await screen.findByText('Your company is on Biz+ now.')).toBeTruthy();
    expect(posts()).toEqual([{ method: 'POST', path: `${C}/tier/upgrade`, body: { tier: 'bizPlus' } }]);
    await waitFor(() => expect(screen.getByTestId('current-tier').textContent).toBe('Biz+'));
    await waitFor(() => expect(authLoads).toBeGreaterThan(loadsBefore));
    expect(screen.getByRole('region', { name: 'What Enterprise adds' }).textContent).toContain('Single sign-on');
  });

  it('a refused upgrade stays in the dialog with its error, and the button works again', async () => {
    const ui = userEvent.setup();
    const base = api.handler;
    api.handler = (url, init) => (url.pathname === `${C}/tier/upgrade` ? refused('FORBIDDEN', 403) : base(url, init));
    render();
    await ui.click(await screen.findByRole('button', { name: 'Upgrade to Biz+' }));
    const dialog = await screen.findByRole('alertdialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Upgrade now' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/.+/);
    expect(within(dialog).getByRole('button', { name: 'Upgrade now' })).toBeEnabled();
    expect(screen.getByTestId('current-tier').textContent).toBe('Biz');
  });

  it('an emailed signup waiting for its link offers to resend it (bizPlus/sendConfirmation)', async () => {
    const ui = userEvent.setup();
    status = { tier: 'biz', state: 'AWAITING_EMAIL_CONFIRMATION', requestedTier: 'bizPlus', requestedAt: '2026-03-02T10:00:00Z', completedAt: null };
    render();
    expect(await screen.findByText('Your Biz+ signup waits for its confirmation: open the link we emailed you.')).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('We emailed you a new confirmation link.')).toBeTruthy();
    expect(posts().map((c) => c.path)).toEqual([`${C}/bizPlus/sendConfirmation`]);
  });

  it('on Biz+ it asks for Enterprise and says when it was asked', async () => {
    const ui = userEvent.setup();
    status = { tier: 'bizPlus', state: 'COMPLETED', requestedTier: 'bizPlus', requestedAt: '2026-03-01T10:00:00Z', completedAt: '2026-03-01T10:00:00Z' };
    render();
    await ui.click(await screen.findByRole('button', { name: 'Ask about Enterprise' }));
    expect(posts()).toEqual([{ method: 'POST', path: `${C}/tier/upgrade`, body: { tier: 'enterprise' } }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ask about Enterprise' })).toBeNull());
    expect(screen.getAllByText(/You asked for Enterprise on .*2026/).length).toBeGreaterThan(0);
  });

  it('a failed load says so, and "Try again" loads again', async () => {
    const ui = userEvent.setup();
    const base = api.handler;
    api.handler = (url, init) => (url.pathname.endsWith('/status') ? refused('INTERNAL_ERROR', 500) : base(url, init));
    render();
    expect(await screen.findByRole('alert')).toBeTruthy();
    api.handler = base;
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('current-tier')).textContent).toBe('Biz');
  });
});

describe('the page the Biz+ confirmation email opens', () => {
  const TOKEN = 'tok_bizplus_0123456789abcdef';
  async function renderConfirm(hash: string) {
    const confirm = await import('./biz-plus-confirm-page.tsx');
    const store = createFrameStore(TEST_BOOTSTRAP);
    renderRouter(createMemoryRouter([
      { path: '/business/biz-plus-upgrade/confirm', Component: confirm.Component, loader: confirm.loader },
      { path: '/business/biz-plus-upgrade', Component: page.Component, loader: page.loader },
      ...chromeResourceRoutes,
    ], { initialEntries: [`/business/biz-plus-upgrade/confirm${hash}`], getContext: routerContextFor({ store, basename: '/' }) }), store);
  }

  it('confirms only on a press, with the fragment\'s token, and the auth state reloads', async () => {
    const ui = userEvent.setup();
    api.handler = ((base) => (url: URL, init: RequestInit) => {
      if (url.pathname === `${C}/bizPlus/trackEmailConfirmationClick`) {
        calls.push({ method: 'POST', path: url.pathname, body: JSON.parse(String(init.body)) });
        return json({ tier: 'bizPlus', state: 'COMPLETED', requestedTier: 'bizPlus', requestedAt: null, completedAt: '2026-03-02T10:00:00Z' });
      }
      return base(url, init);
    })(api.handler);
    await renderConfirm(`#token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Confirm the upgrade' });
    expect(await screen.findByText('Confirm that Acme Corporation moves to Biz+. The Biz+ features turn on for everyone in the company.')).toBeTruthy();
    expect(posts()).toEqual([]);
    const loadsBefore = authLoads;
    await ui.click(button);
    expect((await screen.findByRole('status')).textContent).toBe('Your company is on Biz+ now.');
    expect(posts()).toEqual([{ method: 'POST', path: `${C}/bizPlus/trackEmailConfirmationClick`, body: { token: TOKEN } }]);
    await waitFor(() => expect(authLoads).toBeGreaterThan(loadsBefore));
    await ui.click(screen.getByRole('link', { name: 'See your plan' }));
    expect(await screen.findByTestId('current-tier')).toBeTruthy();
  });

  it('a used link says so; a link without its token sends nothing', async () => {
    const ui = userEvent.setup();
    api.handler = ((base) => (url: URL, init: RequestInit) => (url.pathname.endsWith('/trackEmailConfirmationClick') ? refused('NOT_FOUND', 404) : base(url, init)))(api.handler);
    await renderConfirm(`#token=${TOKEN}`);
    await ui.click(await screen.findByRole('button', { name: 'Confirm the upgrade' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This confirmation link was used already or is not valid any more.');
    cleanup();
    calls = [];
    await renderConfirm('');
    expect((await screen.findByRole('alert')).textContent).toBe('This link is incomplete: open it from the email as it is.');
    expect(screen.queryByRole('button', { name: 'Confirm the upgrade' })).toBeNull();
    expect(posts()).toEqual([]);
  });
});
