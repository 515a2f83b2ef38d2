// @vitest-environment jsdom
/**
 * The book-for-other panel (issue #25; account-business-header-and-trips §2, §4, §5, §6, §8, §9): arranger and
 * helpdesk wordings, the debounced search of the travelers one may book for (spinner with results hidden, self and
 * current traveler removed, VALIDATION_ERROR -> nobody), suggestions under 'Alternatives', choosing a person selects
 * them and goes to `/`, a failed select says so, the booked-for card, switching back to oneself unselects and goes to
 * `/`, a failed unselect puts the toggle back on 'other'.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { BOOKING_FOR_PATHS, type AuthState, type BuiltInRole, type UserSearchResult } from '@travel/contract';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { accessResourceRoutes } from '../../access/index.ts';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { BookForPanel } from './book-for-panel.tsx';

const api = createFetchStub();
const B = '/i/api/business';

const person = (email: string, name: string, role = 'Traveler', guest = false): UserSearchResult => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { email, firstName, lastName, role: { roleName: role }, profileImageUrl: null, customData: { staffClassDescription: null }, guest };
};
const TESS = person('traveler@acme.example', 'Tess Traveler');
const EVE = person('events@acme.example', 'Eve Editor', 'Event editor');
const GUEST = person('guest@acme.example', 'Gina Guest', 'Traveler', true);
const page = (users: UserSearchResult[]) => ({ users, page: 0, size: 10, total: users.length });

function authAs(role: BuiltInRole, traveler?: { email: string; accountName: string; roleName: string }): AuthState {
  const auth = businessAuth({ role });
  if (traveler) {
    auth.businessState.currentlyBookingForOther = true;
    auth.businessState.currentTraveler = traveler;
    auth.businessState.currentTravelerInfoState = { accountName: traveler.accountName, userImgUrl: null };
  }
  return auth;
}

function renderPanel(auth: AuthState) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter([
    { path: '/', element: <p>Front door</p> },
    { path: '/trips', element: <p>Trips page</p> },
    { path: '/hotels', element: <BookForPanel auth={auth} /> },
    ...accessResourceRoutes,
  ], { initialEntries: ['/hotels'], getContext: routerContextFor({ store, basename: '/' }) });
  renderRouter(router, store);
  return router;
}

/** Records every call; findUsers answers `search(query)`. */
function serve(search: (query: string) => Response | Promise<Response>, other: (path: string) => Response = () => json({ currentlyBookingForOther: false, traveler: null })) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  api.handler = (url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) as Record<string, unknown> : {};
    calls.push({ path: url.pathname, body });
    if (url.pathname === `${B}${BOOKING_FOR_PATHS.findUsers}`) return search(String(body.query ?? ''));
    if (url.pathname.startsWith(B)) return other(url.pathname);
    return json(authAs('TRAVEL_ARRANGER'));
  };
  return calls;
}

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the toggle and its wording (§2, §6)', () => {
  it('arrangers book for "another traveler"; helpdesk staff help "a colleague I support"; travelers get no panel', async () => {
    serve(() => json(page([])));
    const user = userEvent.setup();
    renderPanel(authAs('TRAVEL_ARRANGER'));
    await user.click(screen.getByRole('button', { name: 'Booking for: me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who you are booking for' });
    expect(within(dialog).getByRole('button', { name: 'Myself' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Another traveler' })).toHaveAttribute('aria-pressed', 'false');
    cleanup();
    renderPanel(authAs('HELPDESK'));
    await user.click(screen.getByRole('button', { name: 'Helping: nobody' }));
    expect(await screen.findByRole('button', { name: 'A colleague I support' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who are you helping?' })).toBeInTheDocument();
    cleanup();
    renderPanel(authAs('TRAVELER'));
    expect(screen.queryByRole('button', { name: /Booking for/ })).toBeNull();
  });
});

describe('the user search (§4 user search list, §5, §9)', () => {
  it('suggests people under Alternatives and searches once per pause in typing, spinner shown and results hidden while loading', async () => {
    let release: (() => void) | undefined;
    const calls = serve((query) => {
      if (query === '') return json(page([TESS, EVE]));
      return new Promise<Response>((resolve) => { release = () => resolve(json(page([person('admin@acme.example', 'Ada Admin'), TESS]))); });
    });
    const user = userEvent.setup();
    renderPanel(authAs('TRAVEL_ARRANGER'));
    await user.click(screen.getByRole('button', { name: 'Booking for: me' }));
    await user.click(await screen.findByRole('button', { name: 'Another traveler' }));
    const alternatives = await screen.findByRole('list', { name: 'Alternatives' });
    expect(within(alternatives).getByRole('button', { name: 'Book for Tess Traveler, Traveler, traveler@acme.example' })).toBeInTheDocument();
    expect(calls.find((c) => c.body.query === '')?.body).toMatchObject({ searchMode: 'travelersForTravelArranger', size: 10 });

    await user.type(screen.getByRole('searchbox', { name: 'Search people by name or email' }), 'tess');
    expect(await screen.findByRole('progressbar', { name: 'Searching people' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'People found' })).toBeNull();
    await waitFor(() => expect(release).toBeDefined());
    // Debounced (300 ms after the last keystroke): the partial queries were never sent.
    expect(calls.filter((c) => c.path.endsWith('findUsers')).map((c) => c.body.query)).toEqual(['', 'tess']);
    release?.();
    const found = await screen.findByRole('list', { name: 'People found' });
    // The caller's own email (admin@acme.example) is removed from the results.
    expect(within(found).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Book for Tess Traveler, Traveler, traveler@acme.example']);
  });

  it('a VALIDATION_ERROR answers nobody', async () => {
    serve((query) => (query === '' ? json(page([])) : json({ errors: [{ code: 'VALIDATION_ERROR', description: 'bad' }] }, 400)));
    const user = userEvent.setup();
    renderPanel(authAs('TRAVEL_ARRANGER'));
    await user.click(screen.getByRole('button', { name: 'Booking for: me' }));
    await user.click(await screen.findByRole('button', { name: 'Another traveler' }));
    expect(await screen.findByText('Nobody has named you as their arranger yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search people by name or email' }), 'x');
    expect(await screen.findByText('Nobody you can book for matches “x”.')).toBeInTheDocument();
  });
});

describe('choosing a traveler (§4, §8)', () => {
  it('selects a member through traveler/select and a guest through guest/select, then goes to /', async () => {
    const calls = serve(() => json(page([TESS, GUEST])), () => json({ currentlyBookingForOther: true, traveler: null }));
    const user = userEvent.setup();
    const router = renderPanel(authAs('TRAVEL_ARRANGER'));
    await user.click(screen.getByRole('button', { name: 'Booking for: me' }));
    await user.click(await screen.findByRole('button', { name: 'Another traveler' }));
    await user.click(await screen.findByRole('button', { name: 'Book for Gina Guest, Traveler, guest@acme.example' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.path === `${B}${BOOKING_FOR_PATHS.guestSelect}`)?.body).toEqual({ email: 'guest@acme.example' });
    cleanup();
    const calls2 = serve(() => json(page([TESS])), () => json({ currentlyBookingForOther: true, traveler: null }));
    const router2 = renderPanel(authAs('TRAVEL_ARRANGER'));
    await user.click(screen.getByRole('button', { name: 'Booking for: me' }));
    await user.click(await screen.findByRole('button', { name: 'Another traveler' }));
    await user.click(await screen.findByRole('button', { name: 'Book for Tess Traveler, Traveler, traveler@acme.example' }));
    await waitFor(() => expect(router2.state.location.pathname).toBe('/'));
    expect(calls2.find((c) => c.path === `${B}${BOOKING_FOR_PATHS.travelerSelect}`)?.body).toEqual({ email: 'traveler@acme.example' });
  });

  it('a failed select shows an error and stays', async () => {
    serve(() => json(page([TESS])), () => json({ errors: [{ code: 'FORBIDDEN', description: 'No' }] }, 403));
    const user = userEvent.setup();
    const router = renderPanel(authAs('TRAVEL_ARRANGER'));
    await user.click(screen.getByRole('button', { name: 'Booking for: me' }));
    await user.click(await screen.findByRole('button', { name: 'Another traveler' }));
    await user.click(await screen.findByRole('button', { name: 'Book for Tess Traveler, Traveler, traveler@acme.example' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not switch to Tess Traveler. Please try again.');
    expect(router.state.location.pathname).toBe('/hotels');
  });
});

describe('booking for someone (§2 booked-for card, §4 switching back)', () => {
  const tess = { email: 'traveler@acme.example', accountName: 'Tess Traveler', roleName: 'Traveler' };

  it('shows the booked-for card with links to their trips and account, and removes them from the results', async () => {
    serve(() => json(page([TESS, EVE])));
    const user = userEvent.setup();
    renderPanel(authAs('COMPANY_ADMIN', tess));
    await user.click(screen.getByRole('button', { name: 'Booking for: Tess Traveler' }));
    const card = await screen.findByTestId('booked-for-card');
    expect(card).toHaveTextContent('Tess Traveler');
    expect(card).toHaveTextContent('Traveler');
    expect(card).toHaveTextContent('traveler@acme.example');
    expect(within(card).getByRole('link', { name: 'Their trips' })).toHaveAttribute('href', '/trips');
    expect(within(card).getByRole('link', { name: 'Their account' })).toHaveAttribute('href', '/business/users/manage?query=traveler%40acme.example');
    const alternatives = await screen.findByRole('list', { name: 'Alternatives' });
    expect(within(alternatives).getAllByRole('button')).toHaveLength(1);
    expect(within(alternatives).getByRole('button', { name: /Eve Editor/ })).toBeInTheDocument();
    // Following a link closes the panel.
    await user.click(within(card).getByRole('link', { name: 'Their trips' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Trips page')).toBeInTheDocument();
  });

  it('switching back to myself unselects and goes to /', async () => {
    const calls = serve(() => json(page([])));
    const user = userEvent.setup();
    const router = renderPanel(authAs('TRAVEL_ARRANGER', tess));
    await user.click(screen.getByRole('button', { name: 'Booking for: Tess Traveler' }));
    await user.click(await screen.findByRole('button', { name: 'Myself' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((c) => c.path === `${B}${BOOKING_FOR_PATHS.travelerUnselect}`)).toBe(true);
  });

  it('a failed unselect returns the toggle to "other"', async () => {
    serve(() => json(page([])), () => json({ errors: [{ code: 'INTERNAL_ERROR', description: 'down' }] }, 409));
    const user = userEvent.setup();
    const router = renderPanel(authAs('TRAVEL_ARRANGER', tess));
    await user.click(screen.getByRole('button', { name: 'Booking for: Tess Traveler' }));
    await user.click(await screen.findByRole('button', { name: 'Myself' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not switch back to booking for yourself.');
    expect(screen.getByRole('button', { name: 'Another traveler' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.pathname).toBe('/hotels');
  });
});
