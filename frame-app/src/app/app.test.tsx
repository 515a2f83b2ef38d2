// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { AUTH_STATE_PATH, signedInAuthState } from '@travel/contract';
import { createFrameStore, hasClosedTripsSignIn, TRIPS_SIGN_IN_CLOSED_KEY, tripsSignInCloseAtom } from '../state/index.ts';
import { sendSignInEventAtom } from '../features/account/index.ts';
import { TEST_BOOTSTRAP, signedOutAuthState, testOffer } from '../../test/test-fixtures.ts';
import { AppProviders } from './providers.tsx';
import { resultsRouteModules, searchRouteModules } from '../features/search/index.ts';
import { createTestRouter, isoFromToday, renderApp } from '../../test/test-app.tsx';
import { shownDate, typeDate } from '../../test/date-fields.ts';
import { createFetchStub, jsonResponse as json } from '../../test/test-http.ts';

// The front door now holds five forms: allow for slower first renders on a loaded machine.

const api = createFetchStub();
const fetchMock = api.fetch;

function searchCalls(): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/i/api/flights/v1/search');
}



beforeAll(async () => {
  // Load the lazy route modules once so the first test does not pay the transform time.
  await Promise.all([searchRouteModules.frontDoor(), ...Object.values(resultsRouteModules).map((load) => load())]);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  api.handler = () => json({ airports: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('chrome', () => {
  it('renders the branded header, skip link and main landmark, and applies brand CSS variables', async () => {
    renderApp('/');
    const home = await screen.findByRole('link', { name: /home$/ });
    expect(within(home).getByRole('img')).toHaveAttribute('src', '/images/logos/default/default.svg');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).not.toBe('');
    // The header's account controls settle (their auth state request ends inside this test).
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('the header asks for the auth state once, after the first page rendered, and offers "Sign in" to a visitor', async () => {
    api.handler = (url) => (url.pathname === AUTH_STATE_PATH ? json(signedOutAuthState()) : json({ airports: [] }));
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    const authCalls = () => fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === AUTH_STATE_PATH);
    expect(authCalls()).toHaveLength(1);
  });

  it('closing the sign-in opened by a trips save publishes the trips sign-in close with the result id and marks the session', async () => {
    const user = userEvent.setup();
    window.sessionStorage.removeItem(TRIPS_SIGN_IN_CLOSED_KEY);
    api.handler = (url) => (url.pathname === AUTH_STATE_PATH ? json(signedOutAuthState()) : json({ airports: [] }));
    const store = createFrameStore(TEST_BOOTSTRAP);
    renderApp('/', store);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(hasClosedTripsSignIn()).toBe(false);
    act(() => void store.set(sendSignInEventAtom, { type: 'SHOW', view: 'tripsSoftGate', resultId: 'hotel-42' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(tripsSignInCloseAtom)).toEqual({ id: 1, resultId: 'hotel-42' });
    expect(hasClosedTripsSignIn()).toBe(true);
  });

  it('a signed-in visitor sees the account menu instead, with "Sign out"', async () => {
    const user = userEvent.setup();
    api.handler = (url) =>
      url.pathname === AUTH_STATE_PATH
        ? json(signedInAuthState({ email: 'ada@example.com', name: null }))
        : json({ airports: [] });
    renderApp('/');
    // The menu (react-aria) loads lazily; a disabled stand-in of the same name shows meanwhile.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account: ada@example.com' })).toBeEnabled());
    const account = screen.getByRole('button', { name: 'Account: ada@example.com' });
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Sign out' })).not.toBeInTheDocument();
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('front door search form', () => {
  it('has the exact accessible names and defaults (depart +14, return +21, 1 traveler)', async () => {
    renderApp('/');
    expect(await screen.findByRole('combobox', { name: 'From' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To' })).toBeInTheDocument();
    expect(shownDate('Depart')).toBe(isoFromToday(14));
    expect(shownDate('Return')).toBe(isoFromToday(21));
    expect(screen.getByRole('textbox', { name: 'Adults' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('submitting JFK / LHR navigates to the results URL', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    await user.type(await screen.findByRole('combobox', { name: 'From' }), 'jfk');
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'LHR');
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('jfk');
    api.handler = (url) =>
      url.pathname.endsWith('/autocomplete')
        ? json({ airports: [] })
        : json({ query: { origin: 'JFK', destination: 'LHR', departDate: isoFromToday(14), adults: 1, cabin: 'economy', currency: 'USD', sort: 'price' }, offers: [] });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No flights found' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/flights/JFK-LHR/${isoFromToday(14)}/${isoFromToday(21)}`));
    expect(router.state.location.search).toBe('?adults=1&sort=price');
  });

  it('one way: the trip type swaps the range for a single "Depart" date; the search has no return; back to round trip restores Return', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    await user.type(await screen.findByRole('combobox', { name: 'From' }), 'jfk');
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'LHR');
    expect(screen.getByRole('radio', { name: 'Round trip' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'One way' }));
    expect(screen.queryByRole('spinbutton', { name: 'month, Return' })).not.toBeInTheDocument();
    expect(shownDate('Depart')).toBe(isoFromToday(14));
    await user.click(screen.getByRole('radio', { name: 'Round trip' }));
    expect(shownDate('Return')).toBe(isoFromToday(21));
    await user.click(screen.getByRole('radio', { name: 'One way' }));
    await typeDate(user, 'Depart', isoFromToday(20));
    api.handler = (url) =>
      url.pathname.endsWith('/autocomplete')
        ? json({ airports: [] })
        : json({ query: { origin: 'JFK', destination: 'LHR', departDate: isoFromToday(20), adults: 1, cabin: 'economy', currency: 'USD', sort: 'price' }, offers: [] });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/flights/JFK-LHR/${isoFromToday(20)}`));
  });

  it('round trip: a return typed before the departure is an error on the dates', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    await user.type(await screen.findByRole('combobox', { name: 'From' }), 'jfk');
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'LHR');
    await typeDate(user, 'Return', isoFromToday(10));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const returnMonth = screen.getByRole('spinbutton', { name: 'month, Return' });
    await waitFor(() => expect(returnMonth).toHaveAccessibleDescription(expect.stringContaining('Return date must not be before the departure date')));
    expect(returnMonth).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows validation messages tied to the fields', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    const from = await screen.findByRole('combobox', { name: 'From' });
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'zz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Enter where you are flying from');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveAccessibleDescription(
      'Pick an airport from the list or type a 3-letter code such as JFK',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers airport suggestions as "City (CODE) - Airport name"', async () => {
    const user = userEvent.setup();
    api.handler = (url) =>
      url.pathname === '/i/api/airports/v1/autocomplete'
        ? json({ airports: [testOffer('x', 1, 60).outbound.segments[0]!.origin] })
        : json({}, 404);
    renderApp('/');
    await user.type(await screen.findByRole('combobox', { name: 'From' }), 'New');
    const option = await screen.findByRole('option', { name: 'New York (JFK) - John F. Kennedy International Airport' });
    await user.click(option);
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('New York (JFK)');
    const autocomplete = fetchMock.mock.calls.map(([i]) => new URL(String(i), 'http://localhost')).find((u) => u.pathname.endsWith('/autocomplete'));
    expect(autocomplete?.searchParams.get('q')).toBe('New');
  });
});

describe('results page', () => {
  const path = '/flights/JFK-LHR/2030-06-01/2030-06-08?adults=1&sort=price';
  const reply = (offers: unknown[], sort = 'price') =>
    json({ query: { origin: 'JFK', destination: 'LHR', departDate: '2030-06-01', returnDate: '2030-06-08', adults: 1, cabin: 'economy', currency: 'USD', sort }, offers });

  it('renders offers from the search call with local times, duration, stops and price', async () => {
    api.handler = () => reply([testOffer('a', 45678, 425), testOffer('b', 51200, 400, { stops: 1 })]);
    renderApp(path);
    expect(await screen.findByText('Searching flights…')).toHaveAttribute('role', 'status');
    const list = await screen.findByRole('list', { name: 'Flight offers' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-price-minor', '45678');
    expect(items[0]).toHaveAttribute('data-duration-minutes', '905'); // 425 out + 480 back
    expect(items[0]).toHaveTextContent('$456.78');
    expect(items[0]).toHaveTextContent('7:00 PM – 7:05 AM+1'); // 19:00 New York -> 07:05 next day London
    expect(items[0]).toHaveTextContent('7h 5m');
    expect(items[0]).toHaveTextContent('Nonstop');
    expect(items[0]).toHaveTextContent('British Airways');
    expect(items[0]).toHaveTextContent('11:00 AM – 2:00 PM'); // inbound: 11:00 London -> 14:00 New York
    expect(items[1]).toHaveTextContent('1 stop');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Flights from New York (JFK) to London (LHR)');
    const [call] = searchCalls();
    expect(Object.fromEntries(call!.searchParams)).toEqual({
      origin: 'JFK',
      destination: 'LHR',
      departDate: '2030-06-01',
      returnDate: '2030-06-08',
      adults: '1',
      currency: 'USD',
      sort: 'price',
      limit: '20',
      offset: '0',
    });
    expect(screen.getByRole('link', { name: 'Modify search' })).toHaveAttribute(
      'href',
      '/?origin=JFK&destination=LHR&depart=2030-06-01&return=2030-06-08&adults=1',
    );
  });

  it('sorting through "Sort by" rewrites the URL and searches again', async () => {
    const user = userEvent.setup();
    api.handler = (url) =>
      url.searchParams.get('sort') === 'duration'
        ? reply([testOffer('b', 51200, 400), testOffer('a', 45678, 425)], 'duration')
        : reply([testOffer('a', 45678, 425), testOffer('b', 51200, 400)]);
    const router = renderApp(path);
    await screen.findByRole('list', { name: 'Flight offers' });
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Fastest' }));
    await waitFor(() => expect(router.state.location.search).toBe('?adults=1&sort=duration'));
    await waitFor(() => {
      const items = within(screen.getByRole('list', { name: 'Flight offers' })).getAllByRole('listitem');
      expect(items.map((li) => li.getAttribute('data-duration-minutes'))).toEqual(['880', '905']);
    });
    expect(searchCalls().at(-1)?.searchParams.get('sort')).toBe('duration');
  });

  it('shows the empty state', async () => {
    api.handler = () => reply([]);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'No flights found' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Flight offers' })).not.toBeInTheDocument();
  });

  it('a search the server refuses shows the reason translated by its field (not the English description) and the form to fix it, not "Try again" (issue #11)', async () => {
    api.handler = (url) =>
      url.pathname === '/i/api/flights/v1/search'
        ? json({ errors: [{ code: 'VALIDATION_ERROR', description: 'The departure date is in the past', field: 'departDate' }] }, 400)
        : json({ airports: [] });
    renderApp(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose a date from today up to one year ahead.');
    expect(alert).not.toHaveTextContent('The departure date is in the past');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('JFK');
  });

  it('a failed search shows "Try again", which searches again', async () => {
    const user = userEvent.setup();
    api.handler = () => json({ errors: [{ code: 'INTERNAL_ERROR', description: 'Boom' }] }, 500);
    renderApp(path);
    const alert = await screen.findByRole('alert');
    api.handler = () => reply([testOffer('a', 45678, 425)]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Flight offers' })).toBeInTheDocument();
  });

  it('formats prices in the offer currency (JPY has no minor digits)', async () => {
    api.handler = () => reply([testOffer('y', 65000, 425, { currency: 'JPY' })]);
    renderApp(path);
    const list = await screen.findByRole('list', { name: 'Flight offers' });
    expect(within(list).getByText('¥65,000')).toBeInTheDocument();
  });

  it('a reply that does not match the contract is shown as a search error, not a crash', async () => {
    api.handler = () => reply([{ broken: true }]);
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load flights. Please try again.');
  });
});

describe('bridge submit', () => {
  it('a search-form submit published in state runs the search', async () => {
    const { searchSubmitAtom } = await import('../state/index.ts');
    const store = createFrameStore(TEST_BOOTSTRAP);
    const router = createTestRouter('/', store);
    render(
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('combobox', { name: 'From' });
    // Within the server's 365-day window (a later date is refused before navigating, issue #11).
    const depart = isoFromToday(30);
    api.handler = () => json({ query: { origin: 'JFK', destination: 'LHR', departDate: depart, adults: 2, cabin: 'economy', currency: 'USD', sort: 'price' }, offers: [] });
    act(() => store.set(searchSubmitAtom, { vertical: 'flights', origin: 'JFK', destination: 'LHR', departDate: depart, adults: 2 }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/flights/JFK-LHR/${depart}`));
    expect(router.state.location.search).toBe('?adults=2&sort=price');
  });
});
