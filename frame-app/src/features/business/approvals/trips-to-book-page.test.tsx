// @vitest-environment jsdom
/**
 * Trips to book /business/book (issue #25) with fetch stubbed at the boundary: the open queue shows who asked for what
 * and when; "Book for {name}" selects the requester and lands on the search prefilled with the request; "Mark as
 * booked" lists the bookings the arranger made for the requester to choose one (a choice is required before any call),
 * sends it, and shows the server's refusal under the choice; with none made yet it says to book first; closed requests
 * show their booking; empty state.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, signedInAuthState, type ArrangedBooking, type BookOnBehalfItem } from '@travel/contract';
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
let arranged: ArrangedBooking[];
let selectAnswer: { status: number; body: unknown };

/** The front door, showing the search it was asked for. */
function FrontDoor() {
  return <p>Front door {useLocation().search}</p>;
}

const person = (name: string) => ({ profileId: `p-${name}`, name, email: `${name.toLowerCase()}@acme.example` });
const item = (patch: Partial<BookOnBehalfItem>): BookOnBehalfItem => ({
  id: 'bob_1', state: 'OPEN', requester: person('Tess'), vertical: 'hotels', details: 'Two nights in London near the office',
  startDate: '2026-04-10', endDate: '2026-04-12', createdAt: '2026-03-02T10:00:00.000Z', fulfilledBy: null, bookingReference: null, closedAt: null, ...patch,
});

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/book', Component: page.Component, loader: page.loader }, { path: '/', Component: FrontDoor }, ...chromeResourceRoutes], {
    initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  posts = [];
  arranged = [
    { reference: 'ABC123', vertical: 'hotels', title: 'Grand Riverside Hotel, London', subtitle: 'Double room', startDate: '2026-04-10', endDate: '2026-04-12', status: 'booked', price: { amountMinor: 42000, currency: 'GBP' }, createdAt: '2026-03-03T10:00:00.000Z' },
    { reference: 'ZZZ999', vertical: 'hotels', title: 'Old Inn, London', subtitle: 'Single room', startDate: '2026-04-10', endDate: '2026-04-11', status: 'booked', price: { amountMinor: 12000, currency: 'GBP' }, createdAt: '2026-03-02T10:00:00.000Z' },
  ];
  selectAnswer = { status: 200, body: { currentlyBookingForOther: true, traveler: { email: 'tess@acme.example', accountName: 'Tess', userImgUrl: null, role: { roleName: 'Traveler' }, guest: false } } };
  items = [item({}), item({ id: 'bob_2', state: 'FULFILLED', requester: person('Pat'), vertical: 'flights', details: 'Flight to Berlin on Monday', endDate: null, bookingReference: 'XYZ789', fulfilledBy: person('Arr') })];
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(signedInAuthState({ email: 'arranger@acme.example', name: 'Arr' }));
    if (url.pathname === Q && method === 'GET') {
      const open = url.searchParams.get('status') !== 'closed';
      const list = items.filter((i) => (i.state === 'OPEN') === open);
      return json({ items: list, total: list.length });
    }
    if (/\/requests\/bob_1\/bookings$/.test(url.pathname) && method === 'GET') return json({ items: arranged });
    if (url.pathname === '/i/api/business/me/v1/traveler/select' && method === 'POST') {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return json(selectAnswer.body, selectAnswer.status);
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

  it('marks a request booked by choosing one of the bookings made for the requester; a refused one shows under the choice', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/book'));
    await ui.click(await screen.findByRole('button', { name: 'Mark the request of Tess as booked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which booking did you make for Tess?' });
    const choices = within(dialog).getByRole('radiogroup', { name: 'Bookings you made for Tess' });
    expect(within(choices).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Grand Riverside Hotel, London'), expect.stringContaining('Old Inn, London'),
    ]);
    await ui.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));
    expect(await within(dialog).findByText('Choose the booking.')).toBeTruthy();
    expect(posts).toEqual([]);
    await ui.click(within(choices).getByRole('radio', { name: /Old Inn, London/ }));
    await ui.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));
    expect(await within(dialog).findByText('This booking is not one made for Tess.')).toBeTruthy();
    await ui.click(within(choices).getByRole('radio', { name: /Grand Riverside Hotel, London/ }));
    await ui.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));
    expect(await screen.findByText('The request of Tess is marked as booked.')).toBeTruthy();
    expect(posts.map((p) => p.body)).toEqual([{ bookingReference: 'ZZZ999' }, { bookingReference: 'ABC123' }]);
    expect(await screen.findByText('No trips are waiting to be booked.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says to book first when the arranger has made no booking for the requester', async () => {
    arranged = [];
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/book'));
    await ui.click(await screen.findByRole('button', { name: 'Mark the request of Tess as booked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which booking did you make for Tess?' });
    expect(await within(dialog).findByText('You have not booked anything for Tess yet. Use "Book for Tess" first.')).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"Book for {name}" selects the requester and opens the search with the request\'s destination and dates', async () => {
    const ui = userEvent.setup();
    items = [item({ details: 'London\nNear the office, two nights' })];
    renderRouter(routerAt('/business/book'));
    await ui.click(await screen.findByRole('button', { name: 'Book for Tess' }));
    const door = await screen.findByText(/Front door/);
    expect(posts).toEqual([{ path: '/i/api/business/me/v1/traveler/select', body: { email: 'tess@acme.example' } }]);
    const search = new URLSearchParams(door.textContent!.replace('Front door ', ''));
    expect(Object.fromEntries(search)).toEqual({ vertical: 'hotels', destination: 'London', start: '2026-04-10', end: '2026-04-12' });
  });

  it('"Book for {name}" refused: an alert names the requester and the page stays', async () => {
    selectAnswer = { status: 403, body: { errors: [{ code: 'FORBIDDEN', description: 'no' }] } };
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/book'));
    await ui.click(await screen.findByRole('button', { name: 'Book for Tess' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You cannot book for Tess. Ask them to choose you as their travel arranger.');
    expect(screen.queryByText(/Front door/)).toBeNull();
  });

  it('"Closed" shows fulfilled requests with their booking and no action', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/book'));
    await ui.click(await screen.findByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Trips to book' }).textContent).toContain('Booked as XYZ789'));
    expect(within(screen.getByRole('list', { name: 'Trips to book' })).queryByRole('button')).toBeNull();
  });
});
