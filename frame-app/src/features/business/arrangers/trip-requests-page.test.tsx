// @vitest-environment jsdom
/**
 * "Ask for a trip" /business/trip-requests (issue #25) with fetch stubbed at the boundary: the form checks what is
 * missing before any call, sends the vertical, the destination with the details, and the dates; the new request shows
 * in "My requests" waiting for an arranger; an open request can be withdrawn; closed requests show who booked them and
 * the reference; the page is not for a company that does not book on behalf.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, TWO_FACTOR_API_PATHS, signedInAuthState, type AuthState, type BookOnBehalfItem, type Feature } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './trip-requests-page.tsx';

const api = createFetchStub();
const B = '/i/api/business/bookOnBehalf/v1';
let items: BookOnBehalfItem[];
let posts: { path: string; body: unknown }[];
let features: Feature[];

const tess = { profileId: 'p-tess', name: 'Tess Traveler', email: 'traveler@acme.example' };
const item = (patch: Partial<BookOnBehalfItem>): BookOnBehalfItem => ({
  id: 'bob_1', state: 'OPEN', requester: tess, vertical: 'hotels', details: 'Paris\nClose to the client', startDate: '2026-05-04', endDate: '2026-05-06',
  createdAt: '2026-03-02T10:00:00.000Z', fulfilledBy: null, bookingReference: null, closedAt: null, ...patch,
});

function auth(): AuthState {
  const s = signedInAuthState({ email: 'traveler@acme.example', name: 'Tess Traveler' });
  s.businessState = {
    ...s.businessState, businessMode: true, businessProfile: { id: 'p-tess', companyName: 'Acme', kind: 'member' }, permissions: ['TRIP_EVENT_BOOK', 'BOOK_ON_BEHALF_REQUEST'],
    features, bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER', bookOnBehalfEnabled: features.includes('BOOK_ON_BEHALF'),
  };
  return s;
}

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/trip-requests', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  posts = [];
  features = ['BOOK_ON_BEHALF'];
  items = [item({ id: 'bob_0', details: 'Berlin\nTrain there on Monday', vertical: 'trains', endDate: null }),
    item({ id: 'bob_9', state: 'FULFILLED', details: 'Rome\nTwo nights', fulfilledBy: { profileId: 'p-arlo', name: 'Arlo Arranger', email: 'arranger@acme.example' }, bookingReference: 'ABC123' })];
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(auth());
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ verified: true, ssoAsserted: false, enrolled: true, recoveryCodesLeft: 10 });
    if (url.pathname === `${B}/mine` && method === 'GET') {
      const open = url.searchParams.get('status') !== 'closed';
      const list = items.filter((i) => (i.state === 'OPEN') === open);
      return json({ items: list, total: list.length });
    }
    if (url.pathname === `${B}/requests` && method === 'POST') {
      const body = JSON.parse(String(init.body)) as Pick<BookOnBehalfItem, 'vertical' | 'details' | 'startDate' | 'endDate'>;
      posts.push({ path: url.pathname, body });
      const created = item({ id: 'bob_new', ...body });
      items = [...items, created];
      return json(created, 201);
    }
    const cancel = /\/mine\/([^/]+)\/cancel$/.exec(url.pathname);
    if (cancel && method === 'POST') {
      posts.push({ path: url.pathname, body: {} });
      items = items.map((i) => (i.id === cancel[1] ? { ...i, state: 'CANCELLED' as const } : i));
      return json(items.find((i) => i.id === cancel[1]));
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'no' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ask for a trip', () => {
  it('checks the form before any call, then sends the request, which shows waiting for an arranger', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/trip-requests'));
    const form = await screen.findByRole('form', { name: 'New request' });
    await ui.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Enter where you are going.')).toBeTruthy();
    expect(within(form).getByText('Choose the first day.')).toBeTruthy();
    expect(posts).toEqual([]);

    await ui.click(within(form).getByRole('radio', { name: 'Hotel' }));
    await ui.type(within(form).getByRole('textbox', { name: 'Destination' }), 'London');
    await ui.type(within(form).getByLabelText('From'), '2026-04-10');
    await ui.type(within(form).getByLabelText('Until (optional)'), '2026-04-08');
    await ui.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('The last day is before the first.')).toBeTruthy();
    expect(within(form).getByText('Add a few words of detail (at least 10 characters with the destination).')).toBeTruthy();
    expect(posts).toEqual([]);

    await ui.clear(within(form).getByLabelText('Until (optional)'));
    await ui.type(within(form).getByLabelText('Until (optional)'), '2026-04-12');
    await ui.type(within(form).getByRole('textbox', { name: 'Details for the arranger' }), 'Near the office');
    await ui.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your request was sent to the travel arrangers.')).toBeTruthy();
    expect(posts).toEqual([{ path: `${B}/requests`, body: { vertical: 'hotels', details: 'London\nNear the office', startDate: '2026-04-10', endDate: '2026-04-12' } }]);
    const list = await screen.findByRole('list', { name: 'My requests' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const added = within(list).getAllByRole('listitem')[1]!;
    expect(added.textContent).toContain('Hotel · London');
    expect(added.textContent).toContain('Near the office');
    expect(added.textContent).toContain('Waiting for an arranger');
  });

  it('withdraws an open request', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/trip-requests'));
    const list = await screen.findByRole('list', { name: 'My requests' });
    expect(list.textContent).toContain('Train · Berlin');
    await ui.click(within(list).getByRole('button', { name: 'Withdraw the request for Berlin' }));
    expect(await screen.findByText('You have no open requests.')).toBeTruthy();
    expect(posts).toEqual([{ path: `${B}/mine/bob_0/cancel`, body: {} }]);
    expect(screen.getByRole('status').textContent).toBe('Your request was withdrawn.');
  });

  it('"Closed" shows who booked a request and its reference, with a link to the trips', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/trip-requests'));
    await ui.click(await screen.findByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'My requests' }).textContent).toContain('Booked by Arlo Arranger as ABC123'));
    expect(within(screen.getByRole('list', { name: 'My requests' })).getByRole('link', { name: 'See my trips' }).getAttribute('href')).toBe('/trips');
    expect(within(screen.getByRole('list', { name: 'My requests' })).queryByRole('button')).toBeNull();
  });

  it('is not offered when the company does not book on behalf', async () => {
    features = [];
    renderRouter(routerAt('/business/trip-requests'));
    expect(await screen.findByText('Your business role does not include this page.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
