// @vitest-environment jsdom
/**
 * The "acting as" banner (issue #24 impersonation, modes book and view) with fetch stubbed at the boundary: nothing for
 * a business user acting as themselves; while impersonated, "You are acting as {name} ({mode})" with who really acts,
 * the view-mode warning, and "End", which ends the session, reloads the auth state (the banner goes) and opens the
 * support page; a failed end says so and keeps the banner.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, type AuthState, type ImpersonationMode } from '@travel/contract';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { useAuthState } from '../../access/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import { ImpersonationBannerGate } from './index.ts';

const api = createFetchStub();
const END = '/i/api/business/impersonation/v1/end';
let auth: AuthState;
let endCalls: number;
let endReply: () => Response;

/** The traveler Tom as a helpdesk user sees them while impersonating in `mode`. */
function impersonated(mode: ImpersonationMode): AuthState {
  const tom = businessAuth({ role: 'TRAVELER' });
  return {
    ...tom,
    userInfoState: { ...tom.userInfoState, accountName: 'Tom Traveler', accountEmail: { email: 'traveler@acme.example' } },
    businessState: { ...tom.businessState, impersonation: { mode, impersonatorEmail: 'helpdesk@acme.example' } },
  };
}

/** Says when the shared auth state has arrived (so an absent banner is absent for good, not yet to come). */
function AuthProbe() {
  return useAuthState() ? <p>Auth state loaded</p> : null;
}

function render() {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter([
    {
      path: '/',
      Component: () => (
        <>
          <ImpersonationBannerGate />
          <AuthProbe />
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: () => <p>Front door</p> },
        { path: 'business/support', Component: () => <p>Support page</p> },
      ],
    },
    ...chromeResourceRoutes,
  ], { initialEntries: ['/'], getContext: routerContextFor({ store, basename: '/' }) });
  renderRouter(router, store);
  return router;
}

beforeEach(() => {
  endCalls = 0;
  endReply = () => {
    auth = businessAuth({ role: 'HELPDESK' });
    return json({ ok: true });
  };
  api.handler = (url, init) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === END && init.method === 'POST') {
      endCalls += 1;
      return endReply();
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('impersonation banner', () => {
  it('shows nothing while a business user acts as themselves', async () => {
    auth = businessAuth({ role: 'HELPDESK' });
    render();
    await screen.findByText('Auth state loaded');
    expect(screen.queryByRole('region', { name: 'Support session' })).toBeNull();
  });

  it('says who is acted as, in which mode and by whom; End goes back to the own session and the support page', async () => {
    const ui = userEvent.setup();
    auth = impersonated('view');
    const router = render();
    const banner = await screen.findByRole('region', { name: 'Support session' });
    expect(within(banner).getByText('You are acting as Tom Traveler (view mode)')).toBeTruthy();
    expect(within(banner).getByText('Signed in as helpdesk@acme.example. Every action is recorded with your name.')).toBeTruthy();
    expect(within(banner).getByText('View mode: any change you try is refused.')).toBeTruthy();

    await ui.click(within(banner).getByRole('button', { name: 'End acting as Tom Traveler' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Support session' })).toBeNull());
    expect(endCalls).toBe(1);
    expect(router.state.location.pathname).toBe('/business/support');
    expect(screen.getByText('Support page')).toBeTruthy();
  });

  it('book mode has no view-only line; a failed end says so and keeps the banner', async () => {
    const ui = userEvent.setup();
    auth = impersonated('book');
    endReply = () => json({ errors: [{ code: 'INTERNAL_ERROR', description: 'boom' }] }, 500);
    render();
    const banner = await screen.findByRole('region', { name: 'Support session' });
    expect(within(banner).getByText('You are acting as Tom Traveler (book mode)')).toBeTruthy();
    expect(within(banner).queryByText(/View mode/)).toBeNull();
    await ui.click(within(banner).getByRole('button', { name: 'End acting as Tom Traveler' }));
    expect((await within(banner).findByRole('alert')).textContent).toBe('We could not end the support session. Try again.');
    expect(within(banner).getByRole('button', { name: 'End acting as Tom Traveler' })).toHaveProperty('disabled', false);
  });
});
