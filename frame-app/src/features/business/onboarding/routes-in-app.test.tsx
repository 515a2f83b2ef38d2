// @vitest-environment jsdom
/**
 * The onboarding, Biz+ and emailed-link pages inside the whole app (issue #24): the route table (../index.ts
 * createBusinessRoutes) serves them lazily behind the hub's guard - a company admin gets each page, a traveler gets the
 * 403 view for the company tasks and the deletion link. Fetch is stubbed at the boundary.
 */
import { cleanup, screen } from '@testing-library/react';
import { configure } from '@testing-library/dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_PATH, TWO_FACTOR_API_PATHS, permissionsOfRole, signedInAuthState, TIER_FEATURES, type AuthState, type BuiltInRole,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderApp } from '../../../../test/test-app.tsx';

const api = createFetchStub();
// Whole-app renders load the page chunks on first use.
configure({ asyncUtilTimeout: 10_000 });
let role: BuiltInRole;

function auth(): AuthState {
  const state = signedInAuthState({ email: 'admin@acme.example', name: 'Alex Admin' });
  return {
    ...state,
    businessState: {
      ...state.businessState, businessMode: true, businessProfile: { id: 'me', companyName: 'Acme Corporation' },
      permissions: [...permissionsOfRole(role)], features: [...TIER_FEATURES.biz],
    },
  };
}

beforeEach(() => {
  role = 'COMPANY_ADMIN';
  api.handler = (url) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth());
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: 10 });
    if (url.pathname === '/i/api/business/me/v1/tasks') {
      return json({
        tasks: [{ id: 'CONFIRM_ACCOUNT', group: 'account', status: 'DONE', doneByProduct: true }], companyOnboardingProgress: null, accountOnboardingProgress: 100, taskGridDismissed: false,
      });
    }
    if (url.pathname === '/i/api/business/company/v1/tier/upgrade/status') return json({ tier: 'biz', state: 'NONE', requestedTier: null, requestedAt: null, completedAt: null });
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('serves /business/get-started with its task list', async () => {
  renderApp('/business/get-started');
  expect(await screen.findByRole('heading', { level: 3, name: 'Confirm your email address' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Get started with business travel' })).toBeTruthy();
});

it('serves /business/biz-plus-upgrade and the pages of the deletion and Biz+ links to a company admin', async () => {
  renderApp('/business/biz-plus-upgrade');
  expect((await screen.findByTestId('current-tier')).textContent).toBe('Biz');
  cleanup();
  renderApp('/business/company/delete/CODE0123456789abcdef/1772445600000/TOKEN0123456789abcdef');
  expect(await screen.findByRole('button', { name: 'Delete Acme Corporation' })).toBeTruthy();
  cleanup();
  renderApp('/business/biz-plus-upgrade/confirm#token=tok_bizplus_0123456789abcdef');
  expect(await screen.findByRole('button', { name: 'Confirm the upgrade' })).toBeTruthy();
});

it('gives a traveler the 403 view for the company tasks and the deletion link', async () => {
  role = 'TRAVELER';
  renderApp('/business/tasks/company');
  expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
  cleanup();
  renderApp('/business/company/delete/CODE0123456789abcdef/1772445600000/TOKEN0123456789abcdef');
  expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
});
