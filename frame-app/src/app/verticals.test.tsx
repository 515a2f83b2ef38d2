// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BOOTSTRAP, testOffer } from '../../test/test-fixtures.ts';
import { createFrameStore, localeAtom } from '../state/index.ts';
import { resultsRouteModules, searchRouteModules } from '../features/search/index.ts';
import { submitToResultsUrl } from '../features/search/submit-resolution.ts';
import { isoFromToday, renderApp } from '../../test/test-app.tsx';
import { shownDate, typeDate } from '../../test/date-fields.ts';
import { createFetchStub, jsonResponse as json } from '../../test/test-http.ts';
import {
  JFK_LOCATION,
  LHR_LOCATION,
  LONDON,
  LYON,
  PARIS,
  carOffer,
  carReply,
  hotelOffer,
  hotelReply,
  packageOffer,
  packageReply,
  trainOffer,
  trainReply,
} from '../../test/vertical-test-fixtures.ts';


const api = createFetchStub();
const fetchMock = api.fetch;

function calls(pathname: string): { url: URL; init: RequestInit }[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: init ?? {} }))
    .filter((c) => c.url.pathname === pathname);
}



/** Autocomplete stub: cities and airports whose names start with `q` (or whose code is `q`). */
function locations(url: URL): Response {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const kinds = (url.searchParams.get('kinds') ?? 'city,airport').split(',');
  const all = [LONDON, PARIS, LYON, LHR_LOCATION, JFK_LOCATION].filter((l) => kinds.includes(l.kind));
  return json({
    locations: all.filter((l) => (l.kind === 'airport' ? l.code.toLowerCase() === q || l.city.toLowerCase().startsWith(q) : l.name.toLowerCase().startsWith(q))),
  });
}

beforeAll(async () => {
  // Load the lazy route modules once so the first test does not pay the transform time.
  await Promise.all([searchRouteModules.frontDoor(), ...Object.values(resultsRouteModules).map((load) => load())]);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  api.handler = (url) => (url.pathname === '/i/api/locations/v1/autocomplete' ? locations(url) : json({}, 404));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('front door tabs', () => {
  it('has a tab per vertical, Flights selected by default, and keeps the tab in the URL', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    const tablist = await screen.findByRole('tablist');
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Flights', 'Hotels', 'Cars', 'Trains', 'Packages']);
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'From' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Hotels' }));
    await waitFor(() => expect(router.state.location.search).toBe('?vertical=hotels'));
    expect(await screen.findByRole('combobox', { name: 'Destination' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'From' })).not.toBeInTheDocument();
  });

  it('hotels form: exact names and defaults', async () => {
    renderApp('/?vertical=hotels');
    expect(await screen.findByRole('combobox', { name: 'Destination' })).toBeInTheDocument();
    expect(shownDate('Check-in')).toBe(isoFromToday(14));
    expect(shownDate('Check-out')).toBe(isoFromToday(16));
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Rooms' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Search hotels' })).toBeInTheDocument();
  });

  it('cars, trains and packages forms: exact names', async () => {
    renderApp('/?vertical=cars');
    expect(await screen.findByRole('combobox', { name: 'Pick-up location' })).toBeInTheDocument();
    expect(shownDate('Pick-up date')).toBe(isoFromToday(14));
    expect(shownDate('Drop-off date')).toBe(isoFromToday(17));
    expect(screen.getByRole('textbox', { name: 'Driver age' })).toHaveValue('30');
    expect(screen.getByRole('button', { name: 'Search cars' })).toBeInTheDocument();
    cleanup();
    renderApp('/?vertical=trains');
    expect(await screen.findByRole('combobox', { name: 'From station' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To station' })).toBeInTheDocument();
    expect(shownDate('Date')).toBe(isoFromToday(14));
    expect(screen.getByRole('textbox', { name: 'Passengers' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Search trains' })).toBeInTheDocument();
    cleanup();
    renderApp('/?vertical=packages');
    expect(await screen.findByRole('combobox', { name: 'Flying from' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Package destination' })).toBeInTheDocument();
    expect(shownDate('Depart')).toBe(isoFromToday(14));
    expect(shownDate('Return')).toBe(isoFromToday(21));
    expect(screen.getByRole('textbox', { name: 'Travelers' })).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Search packages' })).toBeInTheDocument();
  });
});

describe('date pickers', () => {
  it('follow the frame locale: German shows day.month.year once the locale changes, without remounting', async () => {
    const store = createFrameStore(TEST_BOOTSTRAP);
    renderApp('/?vertical=hotels', store);
    await screen.findByRole('combobox', { name: 'Destination' });
    const firstSegment = () => screen.getAllByRole('spinbutton')[0];
    expect(firstSegment()).toHaveAttribute('data-type', 'month');
    await act(async () => store.set(localeAtom, { tag: 'de-DE' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('de-DE'), { timeout: 5000 });
    await waitFor(() => expect(firstSegment()).toHaveAttribute('data-type', 'day'));
    expect(screen.getAllByRole('spinbutton').map((s) => s.dataset['type'])).toEqual(['day', 'month', 'year', 'day', 'month', 'year']);
  });
});

describe('front door forms submit to the results URL', () => {
  it('hotels: keyboard-picked city', async () => {
    const user = userEvent.setup();
    const router = renderApp('/?vertical=hotels');
    const destination = await screen.findByRole('combobox', { name: 'Destination' });
    await user.type(destination, 'Lon');
    expect(await screen.findByRole('option', { name: 'London, United Kingdom' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(destination).toHaveValue('London, United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/hotels/2643743/${isoFromToday(14)}/${isoFromToday(16)}`));
    expect(router.state.location.search).toBe('?guests=2&rooms=1&sort=price');
  });

  it('hotels: check-out not after check-in is an error tied to the field', async () => {
    const user = userEvent.setup();
    const router = renderApp('/?vertical=hotels');
    await user.type(await screen.findByRole('combobox', { name: 'Destination' }), 'London');
    await typeDate(user, 'Check-out', isoFromToday(14));
    expect(shownDate('Check-out')).toBe(isoFromToday(14));
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    const checkOut = screen.getByRole('spinbutton', { name: 'month, Check-out' });
    await waitFor(() => expect(checkOut).toHaveAccessibleDescription(expect.stringContaining('Check-out must be after check-in')));
    expect(checkOut).toHaveAttribute('aria-invalid', 'true');
    // Focus moved to the invalid range (its first segment).
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'month, Check-in' })).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(router.state.location.pathname).toBe('/');
  });

  it('hotels: an unknown place is an error on Destination', async () => {
    const user = userEvent.setup();
    renderApp('/?vertical=hotels');
    const destination = await screen.findByRole('combobox', { name: 'Destination' });
    await user.type(destination, 'Qqqq');
    await user.tab();
    await user.click(await screen.findByRole('button', { name: 'Search hotels' }));
    await waitFor(() => expect(destination).toHaveAccessibleDescription('We could not find this place. Pick one from the list'));
  });

  it('cars: airport picked from "City (CODE) - Airport" options', async () => {
    const user = userEvent.setup();
    const router = renderApp('/?vertical=cars');
    await user.type(await screen.findByRole('combobox', { name: 'Pick-up location' }), 'LHR');
    await user.click(await screen.findByRole('option', { name: 'London (LHR) - Heathrow Airport' }));
    await user.click(screen.getByRole('button', { name: 'Search cars' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cars/LHR/${isoFromToday(14)}/${isoFromToday(17)}`));
    expect(router.state.location.search).toBe('?driverAge=30&sort=price');
  });

  it('trains: typed city names resolve on submit', async () => {
    const user = userEvent.setup();
    const router = renderApp('/?vertical=trains');
    await user.type(await screen.findByRole('combobox', { name: 'From station' }), 'Paris');
    await user.type(screen.getByRole('combobox', { name: 'To station' }), 'Lyon');
    // Leave the field as a person would: an open suggestion list hides the rest of the page from assistive
    // technology (react-aria aria-hides outside the popover), so the button is not reachable until it closes.
    await user.tab();
    await user.click(await screen.findByRole('button', { name: 'Search trains' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trains/${PARIS.id}-${LYON.id}/${isoFromToday(14)}`));
    expect(router.state.location.search).toBe('?passengers=1&sort=price');
  });

  it('packages: airport origin and city destination', async () => {
    const user = userEvent.setup();
    const router = renderApp('/?vertical=packages');
    await user.type(await screen.findByRole('combobox', { name: 'Flying from' }), 'JFK');
    await user.click(await screen.findByRole('option', { name: 'New York (JFK) - John F. Kennedy International Airport' }));
    await user.type(screen.getByRole('combobox', { name: 'Package destination' }), 'London');
    await user.tab(); // closes the suggestion list, which hides the rest of the page while open
    await user.click(await screen.findByRole('button', { name: 'Search packages' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/packages/JFK-2643743/${isoFromToday(14)}/${isoFromToday(21)}`));
    expect(router.state.location.search).toBe('?travelers=2&sort=price');
  });
});

describe('hotel results', () => {
  const path = '/hotels/2643743/2030-06-01/2030-06-03?guests=2&rooms=1&sort=price';
  const offers = [hotelOffer('a', 30000, { name: 'Grand Hotel', stars: 5, rating: 9.1, distance: 0.4 }), hotelOffer('b', 42000, { stars: 4, rating: 8.2, distance: 2.5 })];

  it('renders offers with data attributes, count, facet counts and links', async () => {
    api.handler = () => json(hotelReply(offers));
    renderApp(path);
    expect(await screen.findByText('Searching hotels…')).toHaveAttribute('role', 'status');
    const list = await screen.findByRole('list', { name: 'Hotel offers' });
    const items = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-price-minor', '30000');
    expect(items[0]).toHaveAttribute('data-rating', '9.1');
    expect(items[0]).toHaveAttribute('data-stars', '5');
    expect(items[0]).toHaveAttribute('data-distance-km', '0.4');
    expect(items[0]).toHaveTextContent('$300.00');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hotels in London');
    expect(screen.getByText('2 hotels found')).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(within(filters).getByRole('group', { name: 'Stars' })).getByRole('checkbox', { name: '5 stars (3)' })).toBeInTheDocument();
    expect(within(filters).getByRole('group', { name: 'Amenities' })).toContainElement(within(filters).getByRole('checkbox', { name: 'Free Wi-Fi (10)' }));
    expect(within(filters).getByRole('group', { name: 'Neighbourhood' })).toContainElement(within(filters).getByRole('checkbox', { name: 'Soho (6)' }));
    expect(within(items[0]!).getByRole('link', { name: 'Grand Hotel' })).toHaveAttribute('href', '/hotels/details/h2643743-a?checkIn=2030-06-01&checkOut=2030-06-03&guests=2&rooms=1');
    const [call] = calls('/i/api/hotels/v1/search');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ destination: '2643743', checkIn: '2030-06-01', checkOut: '2030-06-03', guests: '2', rooms: '1', sort: 'price', currency: 'USD', limit: '20', offset: '0' });
  });

  it('going back to the front door keeps the search (the form is not cleared), and the URL prefill still wins', async () => {
    api.handler = (url) => (url.pathname.includes('autocomplete') ? json({ locations: [] }) : json(hotelReply(offers)));
    const router = renderApp(path);
    await screen.findByRole('list', { name: 'Hotel offers' });
    await router.navigate('/?vertical=hotels');
    const destination = await screen.findByRole('combobox', { name: 'Destination' });
    expect((destination as HTMLInputElement).value).toMatch(/^London/);
    expect(shownDate('Check-in')).toBe('2030-06-01');
    expect(shownDate('Check-out')).toBe('2030-06-03');
    // Another vertical has no search yet: its defaults.
    await router.navigate('/?vertical=cars');
    expect(await screen.findByRole('combobox', { name: 'Pick-up location' })).toHaveValue('');
    // A front-door link with its own prefill is not overridden.
    await router.navigate('/?vertical=hotels&destination=Paris&start=2030-07-01&end=2030-07-04');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris'));
    expect(shownDate('Check-in')).toBe('2030-07-01');
  });

  it('a filter toggle updates the URL and the request; sort updates the URL; Clear filters resets', async () => {
    const user = userEvent.setup();
    api.handler = (url) => json(hotelReply(url.searchParams.get('stars') === '5' ? [offers[0]!] : offers, url.searchParams.get('sort') ?? 'price'));
    const router = renderApp(path);
    await screen.findByRole('list', { name: 'Hotel offers' });
    await user.click(screen.getByRole('checkbox', { name: '5 stars (3)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?guests=2&rooms=1&sort=price&stars=5'));
    await waitFor(() => expect(calls('/i/api/hotels/v1/search').at(-1)?.url.searchParams.get('stars')).toBe('5'));
    await waitFor(() => expect(screen.getByText('1 hotel found')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: '5 stars (3)' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Top rated' }));
    await waitFor(() => expect(router.state.location.search).toBe('?guests=2&rooms=1&sort=rating&stars=5'));
    expect(calls('/i/api/hotels/v1/search').at(-1)?.url.searchParams.get('sort')).toBe('rating');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?guests=2&rooms=1&sort=rating'));
  });

  it('offers the four sorts', async () => {
    const user = userEvent.setup();
    api.handler = () => json(hotelReply(offers));
    renderApp(path);
    await screen.findByRole('list', { name: 'Hotel offers' });
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Cheapest', 'Top rated', 'Closest to centre', 'Most stars']);
  });

  it('max price writes priceMax in minor units', async () => {
    const user = userEvent.setup();
    api.handler = () => json(hotelReply(offers));
    const router = renderApp(path);
    await screen.findByRole('list', { name: 'Hotel offers' });
    const max = screen.getByRole('textbox', { name: 'Max price' });
    await user.clear(max);
    await user.type(max, '350{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?guests=2&rooms=1&sort=price&priceMax=35000'));
    await waitFor(() => expect(calls('/i/api/hotels/v1/search').at(-1)?.url.searchParams.get('priceMax')).toBe('35000'));
  });

  it("Select opens the hotel's rooms and rates (its details page), not the booking page (issue #11)", async () => {
    const user = userEvent.setup();
    api.handler = () => json(hotelReply([hotelOffer('x/1 y', 30000, { name: 'Grand Hotel' })]));
    const router = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Select Grand Hotel for $300.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels/details/h2643743-x%2F1%20y'));
  });

  it('empty state with a hint to clear filters', async () => {
    api.handler = () => json(hotelReply([]));
    renderApp(`${path}&stars=1`);
    expect(await screen.findByRole('heading', { name: 'No hotels found' })).toBeInTheDocument();
    expect(screen.getByText('Try removing some filters: use "Clear filters" to see every result.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Hotel offers' })).not.toBeInTheDocument();
  });

  it('a search the server refuses shows the error translated by its field and "Modify search", not a "Try again" that cannot help', async () => {
    const user = userEvent.setup();
    api.handler = () => json({ errors: [{ code: 'VALIDATION_ERROR', description: 'The check-in date is in the past', field: 'checkIn' }] }, 400);
    const router = renderApp(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose a date from today up to one year ahead.');
    expect(alert).not.toHaveTextContent('The check-in date is in the past');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(alert).getByRole('link', { name: 'Modify search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toContain('vertical=hotels');
  });

  it('a failure that may pass (a server error) offers "Try again", which runs the search again', async () => {
    const user = userEvent.setup();
    api.handler = () => json({ errors: [{ code: 'INTERNAL_ERROR', description: 'boom' }] }, 500);
    renderApp(path);
    const alert = await screen.findByRole('alert');
    api.handler = () => json(hotelReply(offers));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Hotel offers' })).toBeInTheDocument();
  });

  it('a malformed results URL shows the invalid-link alert', async () => {
    renderApp('/hotels/london/2030-06-01/2030-06-03');
    expect(await screen.findByRole('alert')).toHaveTextContent('This search link is incomplete or invalid.');
  });
});

describe('car results', () => {
  const path = '/cars/LHR/2030-06-01/2030-06-04?driverAge=30&sort=price';
  it('a one-way rental shows its drop-off desk and its one-way fee as its own line (issue #11)', async () => {
    api.handler = () => json(carReply([carOffer('ow', 24500, 8.1, 7500), carOffer('rt', 15000)]));
    renderApp(path);
    const list = await screen.findByRole('list', { name: 'Car offers' });
    const [oneWay, roundTrip] = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(oneWay).toHaveTextContent('Heathrow Airport');
    expect(oneWay).toHaveTextContent('Drop-off: Gatwick Airport');
    expect(oneWay).toHaveTextContent('Includes one-way fee $75.00');
    expect(roundTrip).not.toHaveTextContent('Drop-off:');
    expect(roundTrip).not.toHaveTextContent('one-way fee');
  });

  it('renders offers, facets with supplier names, filter and sort in the URL', async () => {
    const user = userEvent.setup();
    api.handler = () => json(carReply([carOffer('c1', 15000, 8.1), carOffer('c2', 21000, 9.0)]));
    const router = renderApp(path);
    const list = await screen.findByRole('list', { name: 'Car offers' });
    const items = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(items.map((li) => li.getAttribute('data-price-minor'))).toEqual(['15000', '21000']);
    expect(items[1]).toHaveAttribute('data-rating', '9');
    expect(screen.getByText('2 cars found')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Car class' })).getByRole('checkbox', { name: 'Compact (4)' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Supplier' })).getByRole('checkbox', { name: 'Zip Rentals (5)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Compact hatchback or similar from Zip Rentals for $150.00' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'SUV (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?driverAge=30&sort=price&carClass=suv'));
    await waitFor(() => expect(calls('/i/api/cars/v1/search').at(-1)?.url.searchParams.get('carClass')).toBe('suv'));
    expect(calls('/i/api/cars/v1/search').at(-1)?.url.searchParams.get('pickUpAt')).toBe('2030-06-01T10:00');
    await user.click(await screen.findByRole('button', { name: /Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Top rated' }));
    await waitFor(() => expect(router.state.location.search).toBe('?driverAge=30&sort=rating&carClass=suv'));
  });
});

describe('train results', () => {
  const path = `/trains/${PARIS.id}-${LYON.id}/2030-06-01?passengers=1&sort=price`;
  it('renders offers with durations, change and class facets, and sorts by duration', async () => {
    const user = userEvent.setup();
    api.handler = (url) =>
      url.searchParams.get('sort') === 'duration'
        ? json(trainReply([trainOffer('2', 4000, 110), trainOffer('1', 3000, 130, 1)], 'duration'))
        : json(trainReply([trainOffer('1', 3000, 130, 1), trainOffer('2', 4000, 110)]));
    const router = renderApp(path);
    const list = await screen.findByRole('list', { name: 'Train offers' });
    expect(within(list).getAllByRole('listitem').filter((li) => li.parentElement === list).map((li) => li.getAttribute('data-duration-minutes'))).toEqual(['130', '110']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trains from Paris to Lyon');
    expect(within(screen.getByRole('group', { name: 'Changes' })).getByRole('checkbox', { name: 'Direct (5)' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Class' })).getByRole('checkbox', { name: 'First class (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Cheapest', 'Fastest', 'Earliest departure']);
    await user.click(screen.getByRole('option', { name: 'Fastest' }));
    await waitFor(() => expect(router.state.location.search).toBe('?passengers=1&sort=duration'));
    await waitFor(() => {
      const l = screen.getByRole('list', { name: 'Train offers' });
      expect(within(l).getAllByRole('listitem').filter((li) => li.parentElement === l).map((li) => li.getAttribute('data-duration-minutes'))).toEqual(['110', '130']);
    });
    await user.click(screen.getByRole('checkbox', { name: 'Direct (5)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?passengers=1&sort=duration&changes=0'));
  });
});

describe('package results', () => {
  it('renders offers with rating and stars, and a Stars filter', async () => {
    const user = userEvent.setup();
    api.handler = () => json(packageReply([packageOffer('p1', 120000, 4, 8.0), packageOffer('p2', 150000, 5, 9.2)]));
    const router = renderApp('/packages/JFK-2643743/2030-06-01/2030-06-08?travelers=2&sort=price');
    const list = await screen.findByRole('list', { name: 'Package offers' });
    const items = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(items[1]).toHaveAttribute('data-rating', '9.2');
    expect(items[1]).toHaveAttribute('data-stars', '5');
    expect(screen.getByText('2 packages found')).toBeInTheDocument();
    // The package's flight times, local at each airport, with the next-day marker of the flight results.
    expect(within(items[0]!).getAllByTestId('package-flight-times').map((li) => li.textContent)).toEqual(['Outbound 7:00 PM – 7:05 AM +1', 'Return 11:00 AM – 2:00 PM']);
    await user.click(within(screen.getByRole('group', { name: 'Stars' })).getByRole('checkbox', { name: '5 stars (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?travelers=2&sort=price&stars=5'));
    await waitFor(() => expect(calls('/i/api/packages/v1/search').at(-1)?.url.searchParams.get('stars')).toBe('5'));
  });
});

describe('flight results filters', () => {
  const path = '/flights/JFK-LHR/2030-06-01/2030-06-08?adults=1&sort=price';
  const reply = () =>
    json({
      query: { origin: 'JFK', destination: 'LHR', departDate: '2030-06-01', returnDate: '2030-06-08', adults: 1, cabin: 'economy', currency: 'USD', sort: 'price' },
      offers: [testOffer('a', 45678, 425)],
      facets: { stops: { '0': 12, '1': 5 }, airlines: { BA: 7 }, departureTime: { morning: 4, evening: 8 } },
      airlineNames: { BA: 'British Airways' },
      priceRange: { minMinor: 40000, maxMinor: 90000, currency: 'USD' },
      total: 17,
    });

  it('shows facet counts, writes stops / airlines / departure window filters, and names Select after the airline', async () => {
    const user = userEvent.setup();
    api.handler = reply;
    const router = renderApp(path);
    await screen.findByRole('list', { name: 'Flight offers' });
    expect(screen.getByText('17 flights found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select British Airways flight for $456.78' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Stops' })).getByRole('checkbox', { name: 'Nonstop (12)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?adults=1&sort=price&stops=0'));
    await user.click(within(screen.getByRole('group', { name: 'Airlines' })).getByRole('checkbox', { name: 'British Airways (7)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?adults=1&sort=price&stops=0&airlines=BA'));
    await user.click(within(screen.getByRole('group', { name: 'Departure time' })).getByRole('checkbox', { name: 'Morning (4)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?adults=1&sort=price&stops=0&airlines=BA&departFrom=5&departTo=12'));
    await waitFor(() => {
      const q = calls('/i/api/flights/v1/search').at(-1)!.url.searchParams;
      expect([q.get('stops'), q.get('airlines'), q.get('departFrom'), q.get('departTo')]).toEqual(['0', 'BA', '5', '12']);
    });
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Earliest departure' }));
    await waitFor(() => expect(router.state.location.search).toBe('?adults=1&sort=departure&stops=0&airlines=BA&departFrom=5&departTo=12'));
  });
});

describe('vertical switcher and friendly search URL', () => {
  const path = '/hotels/2643743/2030-06-01/2030-06-03?guests=2&rooms=1&sort=price&stars=5';

  it('has a link per vertical', async () => {
    api.handler = () => json(hotelReply([hotelOffer('a', 30000)]));
    renderApp(path);
    const nav = await screen.findByRole('navigation', { name: 'Search other verticals' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Flights', 'Hotels', 'Cars', 'Trains', 'Packages']);
    expect(within(nav).getByRole('link', { name: 'Hotels' })).toHaveAttribute('aria-current', 'page');
  });

  it('posts the current results URL form-encoded with X-CSRF and follows convertedUrl', async () => {
    const user = userEvent.setup();
    api.handler = (url) => {
      if (url.pathname === '/s/horizon/common/layout/FriendlySearchUrlAction') return json({ convertedUrl: '/cars/2643743/2030-06-01/2030-06-03' });
      if (url.pathname === '/i/api/cars/v1/search') return json(carReply([carOffer('c1', 15000)]));
      return json(hotelReply([hotelOffer('a', 30000)]));
    };
    const router = renderApp(path);
    const nav = await screen.findByRole('navigation', { name: 'Search other verticals' });
    await user.click(within(nav).getByRole('link', { name: 'Cars' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cars/2643743/2030-06-01/2030-06-03'));
    const [post] = calls('/s/horizon/common/layout/FriendlySearchUrlAction');
    expect(post!.init.method).toBe('POST');
    const headers = post!.init.headers as Record<string, string>;
    expect(headers['X-CSRF']).toBe('test-token-0123456789');
    expect(headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(String(post!.init.body)))).toEqual({
      originalVertical: 'hotels',
      conversionVertical: 'cars',
      searchUrlToConvert: path,
    });
    expect(await screen.findByRole('list', { name: 'Car offers' })).toBeInTheDocument();
  });

  it('on a null convertedUrl logs and follows the plain (prefilled front door) link', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.handler = (url) => {
      if (url.pathname === '/s/horizon/common/layout/FriendlySearchUrlAction') return json({ convertedUrl: null });
      if (url.pathname === '/i/api/locations/v1/autocomplete') return locations(url);
      return json(hotelReply([hotelOffer('a', 30000)]));
    };
    const router = renderApp(path);
    await screen.findByRole('list', { name: 'Hotel offers' });
    await user.click(within(screen.getByRole('navigation', { name: 'Search other verticals' })).getByRole('link', { name: 'Flights' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?vertical=flights&depart=2030-06-01&return=2030-06-03&adults=2');
    expect(warn).toHaveBeenCalledWith('[frame]', 'Error resolving friendly url', expect.anything());
  });

  it('on a failed call logs and follows the plain link', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.handler = (url) => {
      if (url.pathname === '/s/horizon/common/layout/FriendlySearchUrlAction') return json({ errors: [{ code: 'INTERNAL_ERROR', description: 'boom' }] }, 500);
      if (url.pathname === '/i/api/locations/v1/autocomplete') return locations(url);
      return json(hotelReply([hotelOffer('a', 30000)]));
    };
    const router = renderApp(path);
    await screen.findByRole('list', { name: 'Hotel offers' });
    await user.click(within(screen.getByRole('navigation', { name: 'Search other verticals' })).getByRole('link', { name: 'Packages' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(new URLSearchParams(router.state.location.search).get('vertical')).toBe('packages');
    expect(new URLSearchParams(router.state.location.search).get('destination')).toBe('London, United Kingdom');
    expect(warn).toHaveBeenCalledWith('[frame]', 'Error resolving friendly url', expect.anything());
    expect(await screen.findByRole('combobox', { name: 'Package destination' })).toHaveValue('London, United Kingdom');
  });
});

describe('bridge submit mapping', () => {
  const now = new Date(2030, 0, 10);
  it('maps flights like before and any vertical by results-URL or API field names', () => {
    expect(submitToResultsUrl({ vertical: 'flights', origin: 'JFK', destination: 'LHR', departDate: '2030-06-01', adults: 2 }, now)).toBe('/flights/JFK-LHR/2030-06-01?adults=2&sort=price');
    expect(submitToResultsUrl({ vertical: 'flights', origin: 'JFK', destination: 'LHR' }, now)).toBe('/flights/JFK-LHR/2030-01-24/2030-01-31?adults=1&sort=price');
    const loose = (q: Record<string, unknown>) => submitToResultsUrl(q as never, now);
    expect(loose({ vertical: 'hotels', destination: '2643743', checkIn: '2030-06-01', checkOut: '2030-06-03' })).toBe('/hotels/2643743/2030-06-01/2030-06-03?guests=2&rooms=1&sort=price');
    expect(loose({ vertical: 'cars', location: 'lhr' })).toBe('/cars/LHR/2030-01-24/2030-01-27?sort=price');
    expect(loose({ vertical: 'trains', origin: PARIS.id, destination: LYON.id, date: '2030-06-01', passengers: 2 })).toBe(`/trains/${PARIS.id}-${LYON.id}/2030-06-01?passengers=2&sort=price`);
    expect(loose({ vertical: 'packages', origin: 'JFK', destination: 'LHR' })).toBe('/packages/JFK-LHR/2030-01-24/2030-01-31?travelers=2&sort=price');
    expect(loose({ vertical: 'hotels' })).toBeNull();
    expect(loose({ vertical: 'boats' })).toBeNull();
  });
});
