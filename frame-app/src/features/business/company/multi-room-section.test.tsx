// @vitest-environment jsdom
/**
 * The company general page's "Several rooms in one hotel booking" switch (issue #24 multiRoomBookings) through the real
 * business route and the shared auth state, the network stubbed at fetch: switching on PUTs the enable call with X-CSRF
 * (the switch is disabled and "Saving…" shows while it runs) and says so; a refusal puts the switch back and shows the
 * error envelope's text; switching off PUTs the disable call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { AUTH_STATE_PATH, companyFlagsOf, type AuthState, type Company } from '@travel/contract';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { accessResourceRoutes } from '../../access/index.ts';
import { createBusinessRoutes } from '../routes.ts';
import { COMPANY_API_PATH } from '../constants.ts';

const api = createFetchStub();
const ENABLE = '/i/api/business/company/v1/multiRoomBookings/enable';
const DISABLE = '/i/api/business/company/v1/multiRoomBookings/disable';

const COMPANY: Company = {
  id: 'acme', name: 'Acme Corporation', logoUrl: null, planTier: 'bizPlus', bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER', emailDomains: ['acme.example'],
  offices: [], legalEntities: [], corporateMemberships: [], features: [], featureSwitches: {}, flags: companyFlagsOf({}), settings: { setupVersion: 'v1', defaultCurrency: 'USD', travelerVisibility: 'TRAVELER_ONLY', helpCentreUrl: null },
  multiRoomBookings: false, confirmed: true,
};

/** Serves the auth state, the company and the switch calls (`toggle` answers them); records each switch call. */
function serve(auth: AuthState, toggle: (path: string) => Response | Promise<Response>) {
  const calls: { path: string; method: string | undefined; csrf: string | null }[] = [];
  api.handler = (url, init) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === COMPANY_API_PATH) return json(COMPANY);
    if (url.pathname === ENABLE || url.pathname === DISABLE) {
      calls.push({ path: url.pathname, method: init.method, csrf: new Headers(init.headers).get('X-CSRF') });
      return toggle(url.pathname) as Response;
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  return calls;
}

function renderGeneral() {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter([{ path: '/', children: [...createBusinessRoutes(), ...accessResourceRoutes, { index: true, element: <p>Front door</p> }] }], {
    initialEntries: ['/business/company/general'],
    getContext: routerContextFor({ store, basename: '/' }),
  });
  renderRouter(router, store);
}

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('several rooms in one hotel booking', () => {
  it('switching on calls enable with X-CSRF, shows saving, then the new state; switching off calls disable', async () => {
    let release: (() => void) | undefined;
    const calls = serve(businessAuth(), (path) => (path === ENABLE
      ? new Promise<Response>((resolve) => {
        release = () => resolve(json({ ...COMPANY, multiRoomBookings: true }));
      })
      : json(COMPANY)));
    renderGeneral();
    const toggle = await screen.findByRole('switch', { name: 'Several rooms in one hotel booking' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/Off: travelers book one room per hotel booking/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent('Saving…');
    expect(toggle).toBeDisabled();
    release?.();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Several rooms in one hotel booking are now allowed.'));
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    expect(screen.getByText('On: travelers can book up to 5 rooms in one hotel booking.')).toBeInTheDocument();
    expect(calls).toEqual([{ path: ENABLE, method: 'PUT', csrf: expect.any(String) }]);

    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Hotel bookings are now one room each.'));
    expect(toggle).not.toBeChecked();
    expect(calls.map((c) => c.path)).toEqual([ENABLE, DISABLE]);
  });

  it('a refusal puts the switch back and shows the error envelope\'s text', async () => {
    serve(businessAuth(), () => json({ errors: [{ code: 'FORBIDDEN', description: 'Not allowed', localizedDescription: 'You may not change company settings.' }] }, 403));
    renderGeneral();
    const toggle = await screen.findByRole('switch', { name: 'Several rooms in one hotel booking' });
    await userEvent.setup().click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not change company settings.');
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
