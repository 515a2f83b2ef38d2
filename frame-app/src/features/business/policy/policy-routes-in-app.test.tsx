// @vitest-environment jsdom
/**
 * The travel policy pages inside the whole app (issue #25; core-and-business §6): the route table (../routes.ts) serves
 * each /business/policy/{vertical}/{subpage} lazily behind the hub's guard - a company admin gets the editor; the train
 * pages only when the company's train flag is on; car preferences only with CAR_PREFERENCES; a traveler (no
 * TRAVEL_POLICY_MANAGEMENT) gets the 403 view and no policy call is made. Fetch is stubbed at the boundary.
 */
import { cleanup, screen } from '@testing-library/react';
import { configure } from '@testing-library/dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, BUSINESS_ADMIN_API_BASE, TRAVEL_POLICY_SETTINGS_PATH, TWO_FACTOR_API_PATHS, type AuthState, type PolicyVertical } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderApp } from '../../../../test/test-app.tsx';
import { businessAuth } from '../../../../test/business-test-support.ts';

const api = createFetchStub();
// Whole-app renders load the page chunks on first use.
configure({ asyncUtilTimeout: 10_000 });
let auth: AuthState;

const policyCalls = () => api.fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname.startsWith(TRAVEL_POLICY_SETTINGS_PATH));

beforeEach(() => {
  api.fetch.mockClear();
  auth = businessAuth();
  api.handler = (url) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: 10 });
    if (url.pathname === `${BUSINESS_ADMIN_API_BASE}/groups`) return json({ groups: [] });
    if (url.pathname.startsWith(`${TRAVEL_POLICY_SETTINGS_PATH}/`)) {
      const vertical = url.pathname.slice(TRAVEL_POLICY_SETTINGS_PATH.length + 1) as PolicyVertical;
      return json({ vertical, groupId: null, policy: null, companyDefault: null, effective: {}, effectiveVersion: null, history: [] });
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('serves a company admin the hotel restrictions editor, listed in the hub navigation', async () => {
  renderApp('/business/policy/hotel/restrictions');
  expect(await screen.findByRole('heading', { level: 1, name: 'Hotel rules: Restrictions' })).toBeTruthy();
  expect(await screen.findByRole('group', { name: 'Nightly cap' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Save policy' })).toBeTruthy();
  expect(document.querySelector('[data-admin-page="hotelRestrictions"]')?.getAttribute('aria-current')).toBe('page');
});

it('serves the train pages only when the company\'s train flag is on', async () => {
  renderApp('/business/policy/train/settings');
  expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
  expect(policyCalls()).toHaveLength(0);
  cleanup();
  auth = businessAuth({ companyFlags: { trainPolicy: true } });
  renderApp('/business/policy/train/settings');
  expect(await screen.findByRole('heading', { level: 1, name: 'Train rules: Policies' })).toBeTruthy();
  expect(await screen.findByRole('group', { name: 'Train price cap' })).toBeTruthy();
});

it('serves car preferences only with CAR_PREFERENCES; the other car pages without it', async () => {
  const state = businessAuth();
  auth = { ...state, businessState: { ...state.businessState, features: state.businessState.features.filter((f) => f !== 'CAR_PREFERENCES') } };
  renderApp('/business/policy/car/preferences');
  expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
  cleanup();
  renderApp('/business/policy/car/restrictions');
  expect(await screen.findByRole('group', { name: 'Daily cap' })).toBeTruthy();
  cleanup();
  auth = businessAuth();
  renderApp('/business/policy/car/preferences');
  expect(await screen.findByRole('group', { name: 'Preferred rental companies' })).toBeTruthy();
});

it('gives a traveler the 403 view and asks for no policy', async () => {
  auth = businessAuth({ role: 'TRAVELER' });
  renderApp('/business/policy/flight/settings');
  expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
  expect(policyCalls()).toHaveLength(0);
});
