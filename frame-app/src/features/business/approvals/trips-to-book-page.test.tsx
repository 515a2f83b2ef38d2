// @vitest-environment jsdom
/**
 * Trips to book /business/book (issue #25) with fetch stubbed at the boundary: the open queue shows who asked for what
 * and when; "Mark as booked" asks for the booking reference (checked before any call), sends it, and shows the
 * server's refusal of a booking that is not the requester's under the field; closed requests show their booking;
 * empty state.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, signedInAuthState, type BookOnBehalfItem } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './trips-to-book-page.tsx';

const api = createFetchStub();
const Q = '/i/api/business/bookOnBehalf/v1/requests';
let items: BookOnBehalfItem[];
let posts: { path: string; body: unknown }[];

const person = (name: string) => ({ profileId: `p-${name}`, name, email: `${name.toLowerCase()}@acme.example` });
const item = (patch: Partial<BookOnBehalfItem>): BookOnBehalfItem => ({
  id: 'bob_1', state: 'OPEN', requester: person('Tess'), vertical: 'hotels', details: 'Two nights in London near the office',
  startDate: '2026-04-10', endDate: '2026-04-12', createdAt: '2026-03-02T10:00:00.000Z', fulfilledBy: null, bookingReference: null, closedAt: null, ...patch,
});

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/book', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  posts = [];
  items = [item({}), item({ id: 'bob_2', state: 'FULFILLED', requester: person('Pat'), vertical: 'flights', details: 'Flight to Berlin on Monday', endDate: null, bookingReference: 'XYZ789', fulfilledBy: person('Arr') })];
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(signedInAuthState({ email: 'arranger@acme.example', name: 'Arr' }));
    if (url.pathname === Q && method === 'GET') {
      const open = url.searchParams.get('status') !== 'closed';
      const list = items.filter((i) => (i.state === 'OPEN') === open);
      return json({ items: list, total: list.length });
    }
    const fulfil = /\/requests\/([^/]+)\/fulfil$/.exec(url.pathname);
    if (fulfil && method === 'POST') {
      const body = JSON.parse(String(init.body)) as { bookingReference: string };
      posts.push({ path: url.pathname, body });
      if (body.bookingReference !== 'ABC123') return json({ errors: [{ code: 'VALIDATION_ERROR', description: 'not theirs', field: 'bookingReference' }] }, 400);
      items = items.map((i) => (i.id === fulfil[1] ? { ...i, state: 'FULFILLED', bookingReference: 'ABC123', fulfilledBy: person('Arr') } : i));
      return json(items.find((i) => i.id === fulfil[1]));
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'no' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('trips to book', () => {
  it('lists open requests with who asked, what and when', async () => {
    renderRouter(routerAt('/business/book'));
    const list = await screen.findByRole('list', { name: 'Trips to book' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Hotel');
    expect(first!.textContent).toContain('For Tess');
    expect(first!.textContent).toContain('Two nights in London near the office');
    expect(first!.textContent).toMatch(/Apr 10, 2026 – Apr 12, 2026/);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('marks a request booked with the booking made for the requester; another booking is refused under the field', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/book'));
    await ui.click(await screen.findByRole('button', { name: 'Mark the request of Tess as booked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which booking did you make for Tess?' });
    const field = within(dialog).getByRole('textbox', { name: 'Booking reference' });
    await ui.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));
    expect(await within(dialog).findByText('Enter the booking reference (4 to 32 characters).')).toBeTruthy();
    expect(posts).toEqual([]);
    await ui.type(field, 'zzz999');
    await ui.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));
    expect(await within(dialog).findByText('This booking is not one made for Tess.')).toBeTruthy();
    await ui.clear(field);
    await ui.type(field, ' abc123 ');
    await ui.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));
    expect(await screen.findByText('The request of Tess is marked as booked.')).toBeTruthy();
    expect(posts.map((p) => p.body)).toEqual([{ bookingReference: 'ZZZ999' }, { bookingReference: 'ABC123' }]);
    expect(await screen.findByText('No trips are waiting to be booked.')).toBeTruthy();
  });

  it('"Closed" shows fulfilled requests with their booking and no action', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/book'));
    await ui.click(await screen.findByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Trips to book' }).textContent).toContain('Booked as XYZ789'));
    expect(within(screen.getByRole('list', { name: 'Trips to book' })).queryByRole('button')).toBeNull();
  });
});
