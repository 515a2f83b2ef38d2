// @vitest-environment jsdom
/**
 * The access gate (core-and-business §6): the frame hides what the user may not use, with the contract's
 * hasAccess on the auth state, which is fetched once, lazily, when the first gate renders.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Link } from '../../ui/router-link.tsx';
import { IntlProvider } from 'react-intl';
import { AUTH_STATE_PATH, AuthStateSchema, BOOK_FOR_OTHERS_REQUIREMENT, COMPANY_SETTINGS_REQUIREMENT, type AuthState } from '@travel/contract';
import { createFrameStore, routerContextFor } from '../../state/index.ts';
import { TEST_BOOTSTRAP } from '../../../test/test-fixtures.ts';
import { createFetchStub, jsonResponse as json } from '../../../test/test-http.ts';
import { AccessGate, mayUse, useAccess } from './access-gate.tsx';
import { accessResourceRoutes } from './index.ts';

const api = createFetchStub();

function authCalls(): number {
  return api.fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === AUTH_STATE_PATH).length;
}

/** An auth state as the server sends it (names as strings, so unknown ones can be sent too). */
function authReply({ loggedIn = true, business = true, permissions = [] as string[], features = [] as string[] } = {}) {
  return {
    loggedInSession: loggedIn,
    allowSignIn: true,
    newUser: false,
    unconfirmedAccount: false,
    guidebookEnabled: false,
    userInfoState: { accountEmail: loggedIn ? { email: 'ada@example.com' } : null, accountName: loggedIn ? 'Ada' : null, userImgUrl: null, userDisplayEmail: null },
    accountSwitcherItems: [],
    businessState: {
      businessMode: business,
      businessProfile: business ? { id: 'bp-1', companyName: 'Analytical Engines Ltd' } : null,
      bookingMode: 'TRAVELER_ONLY',
      features,
      permissions,
      currentTraveler: null,
      currentTravelerInfoState: null,
    },
  };
}

function AccessText({ label, requirement }: { label: string; requirement: Parameters<typeof useAccess>[0] }) {
  const allowed = useAccess(requirement);
  return <p>{`${label}: ${allowed === undefined ? 'unknown' : allowed ? 'allowed' : 'denied'}`}</p>;
}

/** Renders `page` at `/` (and a page without gates at `/plain`) in a memory router with the chrome's resource routes. */
function renderWith(page: React.ReactNode, initialPath = '/') {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const routes: RouteObject[] = [
    { path: '/', element: page },
    { path: '/plain', element: <Link to="/">Gated page</Link> },
    ...accessResourceRoutes,
  ];
  const router = createMemoryRouter(routes, { initialEntries: [initialPath], getContext: routerContextFor({ store, basename: '/' }) });
  render(
    <IntlProvider locale="en">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AccessGate', () => {
  it('renders the children when the user holds a required permission; the auth state is fetched once for every gate', async () => {
    api.handler = () => json(authReply({ permissions: ['COMPANY_SETTINGS_MANAGEMENT', 'TRIP_EVENT_BOOK_FOR_ALL'] }));
    renderWith(
      <>
        <AccessGate requirement={COMPANY_SETTINGS_REQUIREMENT}>
          <a href="/business/company">Company settings</a>
        </AccessGate>
        <AccessGate requirement={BOOK_FOR_OTHERS_REQUIREMENT}>
          <button type="button">Book for someone else</button>
        </AccessGate>
        <AccessText label="settings" requirement={COMPANY_SETTINGS_REQUIREMENT} />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Company settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book for someone else' })).toBeInTheDocument();
    expect(screen.getByText('settings: allowed')).toBeInTheDocument();
    expect(authCalls()).toBe(1);
  });

  it('hides the children when the user lacks the permission, and shows the fallback instead', async () => {
    api.handler = () => json(authReply({ permissions: ['TRIP_EVENT_BOOK'] }));
    renderWith(
      <>
        <AccessGate requirement={COMPANY_SETTINGS_REQUIREMENT}>
          <a href="/business/company">Company settings</a>
        </AccessGate>
        <AccessGate requirement={BOOK_FOR_OTHERS_REQUIREMENT} fallback={<p>Ask your travel manager to book for others.</p>}>
          <button type="button">Book for someone else</button>
        </AccessGate>
      </>,
    );
    expect(await screen.findByText('Ask your travel manager to book for others.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Company settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book for someone else' })).not.toBeInTheDocument();
  });

  it('ignores unknown permission and feature names in the reply (logged by the contract codec): they grant nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.handler = () => json(authReply({ permissions: ['GOD_MODE', 'TRIP_EVENT_BOOK_FOR_OTHER'], features: ['EVERYTHING'] }));
    renderWith(
      <>
        <AccessText label="book for others" requirement={BOOK_FOR_OTHERS_REQUIREMENT} />
        <AccessText label="settings" requirement={COMPANY_SETTINGS_REQUIREMENT} />
        <AccessText label="reporting" requirement={{ features: ['REPORTING'] }} />
      </>,
    );
    expect(await screen.findByText('book for others: allowed')).toBeInTheDocument();
    expect(screen.getByText('settings: denied')).toBeInTheDocument();
    expect(screen.getByText('reporting: denied')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Unknown permission name ignored: GOD_MODE');
    expect(logged).toHaveBeenCalledWith('Unknown feature name ignored: EVERYTHING');
  });

  /** A gated "Company settings" link with a fallback, and the gate's decision as text (`settings: ...`). */
  const renderSettingsGate = () =>
    renderWith(
      <>
        <AccessGate requirement={COMPANY_SETTINGS_REQUIREMENT} fallback={<p>Not for you</p>}>
          <a href="/business/company">Company settings</a>
        </AccessGate>
        <AccessText label="settings" requirement={COMPANY_SETTINGS_REQUIREMENT} />
      </>,
    );

  it('shows nothing (not even the fallback) while the auth state is unknown', async () => {
    let answer: ((r: Response) => void) | undefined;
    api.handler = () => new Promise<Response>((resolve) => (answer = resolve));
    renderSettingsGate();
    expect(await screen.findByText('settings: unknown')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.queryByRole('link', { name: 'Company settings' })).not.toBeInTheDocument();
    expect(screen.queryByText('Not for you')).not.toBeInTheDocument();
    answer?.(json(authReply({ permissions: ['COMPANY_SETTINGS_MANAGEMENT'] })));
    expect(await screen.findByRole('link', { name: 'Company settings' })).toBeInTheDocument();
  });

  it('keeps gated content hidden when the auth state cannot be loaded (fails closed, no fallback)', async () => {
    api.handler = () => json({ errors: [{ code: 'INTERNAL_ERROR', description: 'boom' }] }, 500);
    renderSettingsGate();
    await waitFor(() => expect(authCalls()).toBe(1));
    expect(await screen.findByText('settings: unknown')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Company settings' })).not.toBeInTheDocument();
    expect(screen.queryByText('Not for you')).not.toBeInTheDocument();
  });

  it('fetches nothing on a page without a gate; the first gate rendered loads the auth state', async () => {
    api.handler = () => json(authReply({ permissions: ['COMPANY_SETTINGS_MANAGEMENT'] }));
    const router = renderWith(
      <AccessGate requirement={COMPANY_SETTINGS_REQUIREMENT}>
        <a href="/business/company">Company settings</a>
      </AccessGate>,
      '/plain',
    );
    expect(await screen.findByRole('link', { name: 'Gated page' })).toBeInTheDocument();
    expect(authCalls()).toBe(0);
    await router.navigate('/');
    expect(await screen.findByRole('link', { name: 'Company settings' })).toBeInTheDocument();
    expect(authCalls()).toBe(1);
  });
});

describe('mayUse', () => {
  const state = (reply: ReturnType<typeof authReply>): AuthState => AuthStateSchema.parse(reply);

  it('lets a signed-in user without a business profile pass every check (core-and-business §6)', () => {
    const traveller = state(authReply({ business: false }));
    expect(mayUse(traveller, COMPANY_SETTINGS_REQUIREMENT)).toBe(true);
    expect(mayUse(traveller, { features: ['REPORTING'] })).toBe(true);
  });

  it('denies a visitor anything that asks for a permission or feature, as the server does (401), and allows what asks nothing', () => {
    const visitor = state(authReply({ loggedIn: false, business: false }));
    expect(mayUse(visitor, COMPANY_SETTINGS_REQUIREMENT)).toBe(false);
    expect(mayUse(visitor, { features: ['REPORTING'] })).toBe(false);
    expect(mayUse(visitor, {})).toBe(true);
    expect(mayUse(visitor, { permissions: [] })).toBe(true);
  });

  it('needs one of each list a business user is asked for', () => {
    const user = state(authReply({ permissions: ['REPORTING_VIEW'], features: ['REPORTING'] }));
    expect(mayUse(user, { permissions: ['REPORTING_VIEW', 'USER_MANAGEMENT'], features: ['REPORTING'] })).toBe(true);
    expect(mayUse(user, { permissions: ['REPORTING_VIEW'], features: ['SSO_INTEGRATION'] })).toBe(false);
    expect(mayUse(user, { permissions: ['USER_MANAGEMENT'] })).toBe(false);
  });
});
