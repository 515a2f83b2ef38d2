// @vitest-environment jsdom
/**
 * The admin hub's account permissions page /business/account-permissions (issue #24) with fetch stubbed at the
 * boundary: the two switches start from the server's booking mode and traveler visibility and each saves at once with
 * its PUT body; a refusal shows the envelope's text and the switch goes back; the roles open to their permissions with
 * the catalogue's lines; the Roles page link shows only when that page is visible; a failed load offers "Try again".
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_PATH, BUSINESS_ADMIN_API_BASE, COMPANY_FLAG_DEFAULTS, DEFAULT_COMPANY_SETTINGS, type AccountPermissionsReply, type AuthState, type BookingMode, type Company,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { accessResourceRoutes } from '../../access/index.ts';
import { COMPANY_API_PATH } from '../constants.ts';
import * as page from './account-permissions-page.tsx';

const api = createFetchStub();
const PERMISSIONS_PATH = `${BUSINESS_ADMIN_API_BASE}/accountPermissions`;
let auth: AuthState;
let bookingMode: BookingMode;
let visibility: BookingMode;
let puts: unknown[];
let refusePut: boolean;

const reply = (): AccountPermissionsReply => ({
  bookingMode,
  roles: [
    { id: 1, name: 'Traveler', builtInRole: 'TRAVELER', permissions: ['TRIP_EVENT_BOOK'], editable: false, memberCount: 4 },
    { id: 9, name: 'Night desk', builtInRole: null, permissions: ['TRIP_EVENT_BOOK', 'TRAVEL_TRACKER'], editable: true, memberCount: 1 },
  ],
  permissions: [
    { permission: 'TRIP_EVENT_BOOK', allows: 'Book travel at all (for oneself).', reserved: false },
    { permission: 'TRAVEL_TRACKER', allows: 'See the traveler tracker.', reserved: false },
  ],
});
const company = (): Company => ({
  id: 'acme', name: 'Acme Corporation', logoUrl: null, planTier: 'bizPlus', bookingMode, emailDomains: [], offices: [], legalEntities: [],
  corporateMemberships: [], features: [], featureSwitches: {}, flags: { ...COMPANY_FLAG_DEFAULTS }, settings: { ...DEFAULT_COMPANY_SETTINGS, travelerVisibility: visibility },
  multiRoomBookings: false, confirmed: true,
});

function routerAt() {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter([{ path: '/business/account-permissions', Component: page.Component, loader: page.loader }, ...accessResourceRoutes], {
    initialEntries: ['/business/account-permissions'], getContext: routerContextFor({ store, basename: '/' }),
  });
  return { router, store };
}

beforeEach(() => {
  auth = businessAuth({ companyFlags: { accountPermissions: true, roles: true } });
  bookingMode = 'TRAVELER_ONLY';
  visibility = 'TRAVELER_OR_TRAVEL_MANAGER';
  puts = [];
  refusePut = false;
  api.handler = (url, init) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === PERMISSIONS_PATH) return json(reply());
    if (url.pathname === COMPANY_API_PATH && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { bookingMode?: BookingMode; settings?: { travelerVisibility: BookingMode } };
      puts.push(body);
      if (refusePut) return json({ errors: [{ code: 'FORBIDDEN', description: 'No' }] }, 403);
      if (body.bookingMode) bookingMode = body.bookingMode;
      if (body.settings) visibility = body.settings.travelerVisibility;
      return json(company());
    }
    if (url.pathname === COMPANY_API_PATH) return json(company());
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account switches', () => {
  it('start from the server and save each change at once with its own body', async () => {
    const ui = userEvent.setup();
    const { router, store } = routerAt();
    renderRouter(router, store);
    const booking = await screen.findByRole('switch', { name: 'Travel managers can book for travelers' });
    const seeing = screen.getByRole('switch', { name: 'Travel managers can see travelers’ trips' });
    expect(booking).not.toBeChecked();
    expect(seeing).toBeChecked();
    expect(screen.getByText('Only travelers book their own trips.')).toBeTruthy();

    await ui.click(booking);
    expect(await screen.findByText('Travel managers can now book for travelers.')).toBeTruthy();
    expect(booking).toBeChecked();
    await ui.click(seeing);
    expect(await screen.findByText('Only travelers see their trips now.')).toBeTruthy();
    expect(seeing).not.toBeChecked();
    expect(puts).toEqual([{ bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER' }, { settings: { travelerVisibility: 'TRAVELER_ONLY' } }]);
  });

  it('a refusal shows its text and the switch goes back', async () => {
    const ui = userEvent.setup();
    refusePut = true;
    const { router, store } = routerAt();
    renderRouter(router, store);
    const booking = await screen.findByRole('switch', { name: 'Travel managers can book for travelers' });
    await ui.click(booking);
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(booking).not.toBeChecked());
    expect(bookingMode).toBe('TRAVELER_ONLY');
  });
});

describe('roles', () => {
  it('each role opens to its permissions and what they allow; the Roles page link shows when that page is visible', async () => {
    const ui = userEvent.setup();
    const { router, store } = routerAt();
    renderRouter(router, store);
    const custom = await screen.findByRole('button', { name: 'Night desk' });
    expect(screen.getByRole('button', { name: 'Traveler' })).toBeTruthy();
    await ui.click(custom);
    const panel = document.getElementById(custom.getAttribute('aria-controls') ?? '')!;
    expect(within(panel).getByText('Custom')).toBeTruthy();
    expect(within(panel).getByText(/1 user · 2 permissions/)).toBeTruthy();
    expect(within(panel).getByText('TRAVEL_TRACKER')).toBeTruthy();
    expect(within(panel).getByText('See the traveler tracker.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change custom roles on the Roles page' })).toHaveAttribute('href', '/business/users/roles');
  });

  it('no Roles page link when the company\'s roles switch is off', async () => {
    auth = businessAuth({ companyFlags: { accountPermissions: true } });
    const { router, store } = routerAt();
    renderRouter(router, store);
    await screen.findByRole('button', { name: 'Night desk' });
    expect(screen.queryByRole('link', { name: 'Change custom roles on the Roles page' })).toBeNull();
  });
});

describe('load failure', () => {
  it('says so with "Try again", which loads the page', async () => {
    const ui = userEvent.setup();
    const ok = api.handler;
    api.handler = (url, init) => (url.pathname === PERMISSIONS_PATH ? json({ errors: [{ code: 'INTERNAL_ERROR', description: 'x' }] }, 500) : ok(url, init));
    const { router, store } = routerAt();
    renderRouter(router, store);
    expect(await screen.findByRole('alert')).toBeTruthy();
    api.handler = ok;
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Travel managers can book for travelers' })).toBeTruthy();
  });
});
