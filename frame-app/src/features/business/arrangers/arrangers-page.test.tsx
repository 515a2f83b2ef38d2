// @vitest-environment jsdom
/**
 * "Who may book for me" /business/travel-arrangers (issue #25) with fetch stubbed at the boundary: the traveler sees
 * their named arrangers and the any-arranger switch; removing one, adding one found by the search and flipping the
 * switch each save the whole setting at once; the traveler themself is not offered; a refusal shows in an alert; a
 * signed-in user without the permission is told the page is not for them; a load failure offers "Try again".
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, TWO_FACTOR_API_PATHS, signedInAuthState, type AuthState, type MyArrangers, type Permission } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './arrangers-page.tsx';

const api = createFetchStub();
const PATH = '/i/api/business/me/v1/arrangers';
let settings: MyArrangers;
let puts: unknown[];
let findUsersBodies: unknown[];
let permissions: Permission[];
let failLoad: boolean;
let refusePut: boolean;
let verified: boolean;

const arlo = { profileId: 'p-arlo', name: 'Arlo Arranger', email: 'arranger@acme.example', roleName: 'Travel arranger' };

function auth(): AuthState {
  const s = signedInAuthState({ email: 'traveler@acme.example', name: 'Tess Traveler' });
  s.businessState = { ...s.businessState, businessMode: true, businessProfile: { id: 'p-tess', companyName: 'Acme', kind: 'member' }, permissions };
  return s;
}

/** Stands in for the verify page: shows where it would return to. */
function VerifyPage() {
  return <p>Verify page, back to {new URLSearchParams(useLocation().search).get('redir')}</p>;
}

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([
    { path: '/business/travel-arrangers', Component: page.Component, loader: page.loader },
    { path: '/business/verify', Component: VerifyPage },
    ...chromeResourceRoutes,
  ], {
    initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  settings = { allowsAnyArranger: false, arrangers: [arlo] };
  puts = [];
  findUsersBodies = [];
  permissions = ['TRIP_EVENT_BOOK', 'BOOK_ON_BEHALF_REQUEST'];
  failLoad = false;
  refusePut = false;
  verified = true;
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(auth());
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ verified, ssoAsserted: false, enrolled: true, recoveryCodesLeft: 10 });
    if (url.pathname === PATH && method === 'GET') return failLoad ? json({ errors: [{ code: 'INTERNAL_ERROR', description: 'x' }] }, 500) : json(settings);
    if (url.pathname === PATH && method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { allowsAnyArranger: boolean; arrangerEmails: string[] };
      puts.push(body);
      if (refusePut) return json({ errors: [{ code: 'VALIDATION_ERROR', description: 'no', field: 'arrangerEmails' }] }, 400);
      const known = [arlo, { profileId: 'p-hana', name: 'Hana Helpdesk', email: 'helpdesk@acme.example', roleName: 'Helpdesk' }];
      settings = { allowsAnyArranger: body.allowsAnyArranger, arrangers: known.filter((k) => body.arrangerEmails.includes(k.email)) };
      return json(settings);
    }
    if (url.pathname === '/i/api/business/users/v2/findUsers' && method === 'POST') {
      findUsersBodies.push(JSON.parse(String(init.body)));
      return json({
        page: 0, size: 10, total: 3, users: [
          { email: 'arranger@acme.example', firstName: 'Arlo', lastName: 'Arranger', role: { roleName: 'Travel arranger' }, profileImageUrl: null, customData: { staffClassDescription: null }, guest: false },
          { email: 'helpdesk@acme.example', firstName: 'Hana', lastName: 'Helpdesk', role: { roleName: 'Helpdesk' }, profileImageUrl: null, customData: { staffClassDescription: null }, guest: false },
          { email: 'traveler@acme.example', firstName: 'Tess', lastName: 'Traveler', role: { roleName: 'Traveler' }, profileImageUrl: null, customData: { staffClassDescription: null }, guest: false },
        ],
      });
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'no' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('who may book for me', () => {
  it('shows the named arrangers and the switch; removing one saves the setting without them', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/travel-arrangers'));
    const list = await screen.findByRole('list', { name: 'My travel arrangers' });
    expect(within(list).getByText('Arlo Arranger')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Let any travel arranger of the company book for me' }) as HTMLInputElement).checked).toBe(false);
    await ui.click(within(list).getByRole('button', { name: 'Remove Arlo Arranger' }));
    expect(await screen.findByText('You have not chosen anyone yet.')).toBeTruthy();
    expect(puts).toEqual([{ allowsAnyArranger: false, arrangerEmails: [] }]);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });

  it('finds arrangers by name (not oneself) and adds one; the switch saves at once', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/travel-arrangers'));
    await ui.type(await screen.findByRole('searchbox', { name: 'Find a travel arranger' }), 'acme');
    const results = await screen.findByRole('list', { name: 'Travel arrangers found' });
    expect(findUsersBodies).toEqual([{ query: 'acme', searchMode: 'potentialTravelArrangers', size: 10, page: 0 }]);
    expect(within(results).queryByText('Tess Traveler')).toBeNull();
    expect(within(results).getByText('Chosen')).toBeTruthy();
    await ui.click(within(results).getByRole('button', { name: 'Add Hana Helpdesk' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'My travel arrangers' })).getByText('Hana Helpdesk')).toBeTruthy());
    await ui.click(screen.getByRole('switch', { name: 'Let any travel arranger of the company book for me' }));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Let any travel arranger of the company book for me' }) as HTMLInputElement).checked).toBe(true));
    expect(puts).toEqual([
      { allowsAnyArranger: false, arrangerEmails: ['arranger@acme.example', 'helpdesk@acme.example'] },
      { allowsAnyArranger: true, arrangerEmails: ['arranger@acme.example', 'helpdesk@acme.example'] },
    ]);
  });

  it('a refused change shows in an alert and keeps the setting', async () => {
    refusePut = true;
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/travel-arrangers'));
    await ui.click(await screen.findByRole('button', { name: 'Remove Arlo Arranger' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This person cannot book for others in your company.');
    expect(within(screen.getByRole('list', { name: 'My travel arrangers' })).getByText('Arlo Arranger')).toBeTruthy();
  });

  it('a load failure offers "Try again", which loads the page', async () => {
    failLoad = true;
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/travel-arrangers'));
    const alert = await screen.findByRole('alert');
    failLoad = false;
    await ui.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'My travel arrangers' })).toBeTruthy();
  });

  it('is not for a business user who does not book', async () => {
    permissions = ['REPORTING_VIEW'];
    renderRouter(routerAt('/business/travel-arrangers'));
    expect(await screen.findByText('Your business role does not include this page.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('sends a session that has not passed two-factor to the verify page first', async () => {
    verified = false;
    renderRouter(routerAt('/business/travel-arrangers?query=arlo'));
    expect(await screen.findByText('Verify page, back to /business/travel-arrangers?query=arlo')).toBeTruthy();
    expect(puts).toEqual([]);
  });
});
