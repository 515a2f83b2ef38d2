// @vitest-environment jsdom
/**
 * The traveler's policy summary on the front door (issue #25 RP_POLICY_SUMMARY; summary-gate.tsx, policy-summary.tsx,
 * summary-text.ts) in the whole app with fetch stubbed: a business user in business mode sees their policy in a
 * sentence under the search form, for the selected tab (packages: flight and hotel); a visitor, a consumer, the
 * personal side of a business user and a company without the feature make no request and see nothing; a refusal
 * shows nothing and stays on the front door.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, MY_TRAVEL_POLICIES_PATH, signedOutAuthState, type AuthState, type MyTravelPoliciesReply } from '@travel/contract';
import { renderApp } from '../../../../test/test-app.tsx';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { businessAuth, personalAuth } from '../../../../test/business-test-support.ts';
import { forgetPolicySummary, policySummaryLoads } from './policy-summary.tsx';

const api = createFetchStub();
let auth: AuthState;
let policiesReply: () => Response | Promise<Response>;

const summaryCalls = () => api.fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === MY_TRAVEL_POLICIES_PATH);
const authLoaded = () => api.fetch.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').pathname === AUTH_STATE_PATH);

const empty = { document: {}, version: null };
const policies: MyTravelPoliciesReply = {
  travelerProfileId: 'bp-1',
  groupId: 4,
  policies: { flight: { document: {}, version: 3 }, hotel: { document: {}, version: 2 }, car: empty, train: null },
  summary: {
    flight: [
      { rule: 'maxPrice', action: 'warn', params: { basis: 'cheapest', percent: 30 } },
      { rule: 'cabinByDuration', action: 'requireApproval', params: { allowedCabin: 'economy', cabin: 'business', minutes: 360 } },
    ],
    hotel: [{ rule: 'nightlyCap', action: 'block', params: { limitMinor: 30000, currency: 'USD' } }],
    car: [],
    train: [{ rule: 'trainCap', action: 'warn', params: { limitMinor: 9000, currency: 'EUR' } }],
  },
};

beforeEach(() => {
  forgetPolicySummary();
  api.fetch.mockClear();
  policiesReply = () => json(policies);
  api.handler = (url) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === MY_TRAVEL_POLICIES_PATH) return policiesReply();
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('front door policy summary', () => {
  it('tells a business traveler their flight policy under the search form', async () => {
    auth = businessAuth({ role: 'TRAVELER' });
    renderApp('/');
    const region = await screen.findByRole('region', { name: 'Your travel policy' });
    expect(region.textContent).toBe('Your flight policy: up to 30 % above the cheapest fare; economy at most; business class on flights over 6 h (needs approval).');
    // Under the vertical tabs (the search form).
    const tabs = screen.getByRole('tablist');
    expect(tabs.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summaryCalls()).toHaveLength(1);
  });

  it('follows the selected tab: hotels, packages (flight and hotel), and nothing where the policy says nothing', async () => {
    auth = businessAuth({ role: 'TRAVELER' });
    renderApp('/?vertical=hotels');
    expect((await screen.findByRole('region', { name: 'Your travel policy' })).textContent).toBe('Your hotel policy: up to $300.00 a night (no exceptions).');
    cleanup();
    renderApp('/?vertical=packages');
    const region = await screen.findByRole('region', { name: 'Your travel policy' });
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Your flight policy: up to 30 % above the cheapest fare; economy at most; business class on flights over 6 h (needs approval).',
      'Your hotel policy: up to $300.00 a night (no exceptions).',
    ]);
    cleanup();
    // Trains: the company's train flag is off (train policy null), so no sentence even though facts came along.
    renderApp('/?vertical=trains');
    await screen.findByRole('tablist');
    await waitFor(() => expect(summaryCalls().length).toBeGreaterThan(0));
    await screen.findByRole('button', { name: /Account|Sign in/ });
    expect(screen.queryByRole('region', { name: 'Your travel policy' })).toBeNull();
    // One request per profile and page load.
    expect(summaryCalls()).toHaveLength(1);
  });

  it.each([
    ['a visitor', () => signedOutAuthState()],
    ['a consumer account', () => personalAuth()],
    ['a business user on the personal side', () => businessAuth({ businessMode: false })],
    ['a company without the RP_POLICY_SUMMARY feature', () => {
      const state = businessAuth();
      return { ...state, businessState: { ...state.businessState, features: state.businessState.features.filter((f) => f !== 'RP_POLICY_SUMMARY') } };
    }],
  ])('%s makes no policy request and sees no summary', async (_who, state) => {
    auth = state();
    renderApp('/');
    expect(await screen.findByRole('tablist')).toBeTruthy();
    await waitFor(() => expect(authLoaded()).toBe(true));
    await screen.findByRole('button', { name: /Account|Sign in/ });
    expect(summaryCalls()).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Your travel policy' })).toBeNull();
  });

  it('a refusal (no second factor yet) shows nothing and stays on the front door', async () => {
    auth = businessAuth();
    policiesReply = () => json({ errors: [{ code: 'MISSING_TWO_FACTOR_AUTHENTICATION', description: '2FA' }] }, 403);
    const router = renderApp('/');
    await waitFor(() => expect(summaryCalls()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Your travel policy' })).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('after a refusal', () => {
  it('asks again once the front door was left (the second factor passed on a business page meanwhile)', async () => {
    auth = businessAuth();
    policiesReply = () => json({ errors: [{ code: 'MISSING_TWO_FACTOR_AUTHENTICATION', description: '2FA' }] }, 403);
    const router = renderApp('/');
    await waitFor(() => expect(summaryCalls()).toHaveLength(1));
    policiesReply = () => json(policies);
    await router.navigate('/no-such-page');
    // The front door has gone (not only been asked to go) before coming back.
    await waitFor(() => expect(screen.queryByRole('tablist')).toBeNull());
    await router.navigate('/');
    expect((await screen.findByRole('region', { name: 'Your travel policy' })).textContent).toMatch(/^Your flight policy: /);
    expect(summaryCalls()).toHaveLength(2);
  });

  it('asks again also when the front door was left before the refusal arrived', async () => {
    auth = businessAuth();
    let refuse!: () => void;
    policiesReply = () => new Promise<Response>((resolve) => {
      refuse = () => resolve(json({ errors: [{ code: 'MISSING_TWO_FACTOR_AUTHENTICATION', description: '2FA' }] }, 403));
    });
    const router = renderApp('/');
    await waitFor(() => expect(summaryCalls()).toHaveLength(1));
    await router.navigate('/no-such-page');
    await waitFor(() => expect(screen.queryByRole('tablist')).toBeNull());
    refuse();
    policiesReply = () => json(policies);
    await router.navigate('/');
    expect((await screen.findByRole('region', { name: 'Your travel policy' })).textContent).toMatch(/^Your flight policy: /);
    expect(summaryCalls()).toHaveLength(2);
  });

  it('asks again when the refusal came on a visit that never showed (a front door left before it rendered)', async () => {
    auth = businessAuth();
    const router = renderApp('/');
    await screen.findByRole('region', { name: 'Your travel policy' });
    await router.navigate('/no-such-page');
    await waitFor(() => expect(screen.queryByRole('tablist')).toBeNull());
    forgetPolicySummary(); // the policy was saved meanwhile
    // What a front door render React dropped for the next navigation leaves behind: a refused load of another visit.
    policiesReply = () => json({ errors: [{ code: 'MISSING_TWO_FACTOR_AUTHENTICATION', description: '2FA' }] }, 403);
    expect(await policySummaryLoads.get('bp-1:')).toBeNull();
    policiesReply = () => json(policies);
    await router.navigate('/');
    expect((await screen.findByRole('region', { name: 'Your travel policy' })).textContent).toMatch(/^Your flight policy: /);
    expect(summaryCalls()).toHaveLength(3);
  });
});
