// @vitest-environment jsdom
/**
 * The header's business controls (account-business-header-and-trips §4 account-type toggle, §6 admin hub link;
 * core-and-business §5, §6): the toggle calls businessToggleUrl then accountType and follows the returned path; a
 * failure says so and leaves the side; the admin hub link follows the contract's adminHubLink.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { signedOutAuthState, type AuthState } from '@travel/contract';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { accessResourceRoutes } from '../../access/index.ts';
import { ACCOUNT_TYPE_API_PATH, BUSINESS_TOGGLE_URL_API_PATH } from '../constants.ts';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { BusinessHeaderControls } from './business-header-controls.tsx';

const api = createFetchStub();

function renderControls(auth: AuthState, path = '/hotels') {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const element = <BusinessHeaderControls auth={auth} />;
  const router = createMemoryRouter([{ path: '/', element: <p>Front door</p> }, { path: '/hotels', element }, { path: '/business/*', element: <p>Business page</p> }, ...accessResourceRoutes], {
    initialEntries: [path],
    getContext: routerContextFor({ store, basename: '/' }),
  });
  renderRouter(router, store);
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountTypeToggle', () => {
  it('switches a business user to the personal side: asks where to go, posts the side, follows the path', async () => {
    const calls: string[] = [];
    api.handler = (url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url.pathname}${url.search}`);
      if (url.pathname === BUSINESS_TOGGLE_URL_API_PATH) return json({ accountType: 'personal', url: '/' });
      if (url.pathname === ACCOUNT_TYPE_API_PATH) return json({ accountType: JSON.parse(String(init.body)).accountType, businessMode: false });
      return json(signedOutAuthState());
    };
    const router = renderControls(businessAuth());
    expect(screen.getByRole('button', { name: 'Business' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Personal' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toContain(`GET ${BUSINESS_TOGGLE_URL_API_PATH}?redir=%2Fhotels`);
    expect(calls).toContain(`POST ${ACCOUNT_TYPE_API_PATH}`);
  });

  it('pressing the current side does nothing; a failed switch says so and stays', async () => {
    api.handler = () => json({ errors: [{ code: 'FORBIDDEN', description: 'No' }] }, 403);
    const router = renderControls(businessAuth({ businessMode: false }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Personal' }));
    expect(api.fetch.mock.calls.some(([input]) => String(input).includes(BUSINESS_TOGGLE_URL_API_PATH))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Business' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not switch to your business account. Please try again.');
    expect(router.state.location.pathname).toBe('/hotels');
  });
});

describe('the admin hub link', () => {
  it('an admin gets the hub root; the personal side has no link', () => {
    renderControls(businessAuth());
    expect(screen.getByRole('link', { name: 'Admin hub' })).toHaveAttribute('href', '/business');
    cleanup();
    renderControls(businessAuth({ businessMode: false }));
    expect(screen.queryByRole('link', { name: 'Admin hub' })).toBeNull();
  });

  it('a single visible page is the target; only trips to approve: shown disabled', () => {
    const eventsOnly = businessAuth({ role: 'TRAVELER' });
    renderControls(eventsOnly);
    expect(screen.getByRole('link', { name: 'Admin hub' })).toHaveAttribute('href', '/business/events');
    cleanup();
    const approver = businessAuth({ role: 'APPROVER' });
    approver.businessState.permissions = ['TRIP_EVENT_APPROVAL_PROCESSING'];
    renderControls(approver);
    expect(screen.queryByRole('link', { name: 'Admin hub' })).toBeNull();
    expect(screen.getByText('Admin hub')).toHaveAttribute('aria-disabled', 'true');
  });
});
