// @vitest-environment jsdom
/**
 * The search forms as a user meets them (issue #11 "The search forms"): trip types, cabin, children and
 * infants, multi-city legs, number fields that keep what was typed, and hotel rooms that hold at most 4 guests.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchRouteModules } from './index.ts';
import { isoFromToday, renderApp } from '../../../test/test-app.tsx';
import { typeDate } from '../../../test/date-fields.ts';
import { createFetchStub, jsonResponse as json } from '../../../test/test-http.ts';
import { LONDON, PARIS } from '../../../test/vertical-test-fixtures.ts';
import { testOffer } from '../../../test/test-fixtures.ts';

const api = createFetchStub();

beforeAll(async () => {
  await searchRouteModules.frontDoor();
});
beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  api.handler = (url) =>
    url.pathname === '/i/api/locations/v1/autocomplete'
      ? json({ locations: [LONDON, PARIS].filter((l) => l.name.toLowerCase().startsWith((url.searchParams.get('q') ?? '').toLowerCase().slice(0, 3))) })
      : url.pathname === '/i/api/airports/v1/autocomplete'
        ? json({ airports: [] })
        : json({ errors: [{ code: 'INTERNAL_ERROR', description: 'not stubbed' }] }, 500);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillRoute(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('combobox', { name: 'From' }), 'JFK');
  await user.type(screen.getByRole('combobox', { name: 'To' }), 'LHR');
}

describe('flight form', () => {
  it('offers three trip types, four cabins and the passenger fields', async () => {
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByRole('radio', { name: 'Multi-city' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adults' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Children' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Infants on lap' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Infants in seat' })).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: /Cabin class/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Economy', 'Premium economy', 'Business', 'First']);
  });

  it('business cabin, a child and a lap infant go into the results URL', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    await fillRoute(user);
    await user.click(screen.getByRole('button', { name: /Cabin class/ }));
    await user.click(await screen.findByRole('option', { name: 'Business' }));
    await user.click(screen.getByRole('button', { name: /^Increase Children/ }));
    const age = await screen.findByRole('textbox', { name: 'Age of child 1' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The age is required before the search runs.
    await waitFor(() => expect(age).toHaveAccessibleDescription('Enter the child’s age at travel, 2 to 17'));
    expect(router.state.location.pathname).toBe('/');
    await user.type(age, '7');
    await user.click(screen.getByRole('button', { name: /^Increase Infants on lap/ }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/flights/JFK-LHR/${isoFromToday(14)}/${isoFromToday(21)}`));
    expect(new URLSearchParams(router.state.location.search)).toEqual(new URLSearchParams({ adults: '1', children: '7', infantsOnLap: '1', cabin: 'business', sort: 'price' }));
  });

  it('10 adults stays 10 and is refused with the limit', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    await fillRoute(user);
    const adults = screen.getByRole('textbox', { name: 'Adults' });
    await user.clear(adults);
    await user.type(adults, '10');
    await user.tab();
    expect(adults).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(adults).toHaveAccessibleDescription('Choose between 1 and 9'));
    expect(adults).toHaveValue('10');
    expect(router.state.location.pathname).toBe('/');
  });

  it('two lap infants with one adult are refused at "Infants on lap"', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await fillRoute(user);
    const lap = screen.getByRole('textbox', { name: 'Infants on lap' });
    await user.clear(lap);
    await user.type(lap, '2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lap).toHaveAccessibleDescription('At most one infant on a lap per adult'));
  });

  it('clearing Return on a round trip asks for a return date instead of searching one way', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    await fillRoute(user);
    // Erase every segment of Return (year, day, month), as a user would with Backspace, until each is empty.
    for (const segment of ['year', 'day', 'month'] as const) {
      const spin = () => screen.getByRole('spinbutton', { name: `${segment}, Return` });
      await user.click(spin());
      for (let i = 0; i < 6 && spin().hasAttribute('aria-valuenow'); i++) await user.keyboard('{Backspace}');
      expect(spin()).not.toHaveAttribute('aria-valuenow');
    }
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'month, Return' })).toHaveAccessibleDescription(expect.stringContaining('Choose a return date or switch to one way')));
    expect(router.state.location.pathname).toBe('/');
  });

  it('a departure more than 365 days ahead is refused at the form', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    await fillRoute(user);
    await user.click(screen.getByRole('radio', { name: 'One way' }));
    await typeDate(user, 'Depart', isoFromToday(400));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'month, Depart' })).toHaveAccessibleDescription(expect.stringContaining('Choose a date within 365 days from today')));
    expect(router.state.location.pathname).toBe('/');
  });

  it('multi-city chosen before flight 1 is filled (issue #22): flight 2 from follows flight 1 to until the user changes it', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('radio', { name: 'Multi-city' }));
    expect(screen.getByRole('combobox', { name: 'Flight 2 from' })).toHaveValue('');
    await fillRoute(user);
    expect(screen.getByRole('combobox', { name: 'Flight 2 from' })).toHaveValue('LHR');
    // A changed flight 1 destination moves it along.
    await user.clear(screen.getByRole('combobox', { name: 'To' }));
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'MAD');
    expect(screen.getByRole('combobox', { name: 'Flight 2 from' })).toHaveValue('MAD');
    // Once the user typed their own, it stays.
    await user.clear(screen.getByRole('combobox', { name: 'Flight 2 from' }));
    await user.type(screen.getByRole('combobox', { name: 'Flight 2 from' }), 'BCN');
    await user.clear(screen.getByRole('combobox', { name: 'To' }));
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'LHR');
    expect(screen.getByRole('combobox', { name: 'Flight 2 from' })).toHaveValue('BCN');
  });

  it('"Add another flight" prefills the new flight from and moves focus to its "to", opening no list (issue #22)', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await fillRoute(user);
    await user.click(screen.getByRole('radio', { name: 'Multi-city' }));
    await user.type(screen.getByRole('combobox', { name: 'Flight 2 to' }), 'CDG');
    await user.click(screen.getByRole('button', { name: 'Add another flight' }));
    expect(screen.getByRole('combobox', { name: 'Flight 3 from' })).toHaveValue('CDG');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Flight 3 to' })).toHaveFocus());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('multi-city: add flights up to 5, remove one, search with the legs in the URL', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    await fillRoute(user);
    await user.click(screen.getByRole('radio', { name: 'Multi-city' }));
    expect(screen.queryByRole('spinbutton', { name: 'month, Return' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Flight 2 from' })).toHaveValue('LHR');
    await user.type(screen.getByRole('combobox', { name: 'Flight 2 to' }), 'CDG');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Add another flight' }));
    expect(screen.getByRole('combobox', { name: 'Flight 5 from' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add another flight' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove flight 5' }));
    await user.click(screen.getByRole('button', { name: 'Remove flight 4' }));
    expect(screen.getByRole('combobox', { name: 'Flight 3 from' })).toHaveValue('CDG');
    await user.type(screen.getByRole('combobox', { name: 'Flight 3 to' }), 'JFK');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/flights/JFK-LHR/${isoFromToday(14)}`));
    expect(new URLSearchParams(router.state.location.search).get('legs')).toBe(`LHR-CDG-${isoFromToday(17)},CDG-JFK-${isoFromToday(20)}`);
  });
});

describe('hotel form', () => {
  it('9 guests in 1 room is refused with the reason; 3 rooms search', async () => {
    const user = userEvent.setup();
    const router = renderApp('/?vertical=hotels');
    await user.type(await screen.findByRole('combobox', { name: 'Destination' }), 'London');
    const guests = await screen.findByRole('textbox', { name: 'Guests' });
    await user.clear(guests);
    await user.type(guests, '9');
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    await waitFor(() => expect(guests).toHaveAccessibleDescription('At most 4 guests per room: add a room'));
    expect(router.state.location.pathname).toBe('/');
    const rooms = screen.getByRole('textbox', { name: 'Rooms' });
    await user.clear(rooms);
    await user.type(rooms, '3');
    await user.tab();
    expect(guests).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    await waitFor(() => expect(router.state.location.search).toBe('?guests=9&rooms=3&sort=price'));
  });

  it('10 guests stays 10 and is refused with the limit', async () => {
    const user = userEvent.setup();
    renderApp('/?vertical=hotels');
    const guests = await screen.findByRole('textbox', { name: 'Guests' });
    await user.clear(guests);
    await user.type(guests, '10');
    await user.tab();
    expect(guests).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    await waitFor(() => expect(guests).toHaveAccessibleDescription('Choose between 1 and 9'));
  });
});

describe('flight results page', () => {
  const depart = () => isoFromToday(14);
  const reply = (offers: unknown[]) => json({ query: { origin: 'JFK', destination: 'LHR', departDate: depart(), adults: 1, cabin: 'economy', currency: 'USD', sort: 'price' }, offers, total: offers.length });

  it('a URL the server refuses shows what is wrong and the prefilled form, not "Try again"', async () => {
    api.handler = (url) =>
      url.pathname === '/i/api/flights/v1/search'
        ? json({ errors: [{ code: 'VALIDATION_ERROR', description: 'Unknown airport code QQQ', field: 'destination' }] }, 400)
        : json({ airports: [] });
    renderApp(`/flights/JFK-QQQ/${depart()}?adults=2&children=6`);
    expect(await screen.findByRole('heading', { name: 'This search cannot run as it is' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('QQQ');
    expect(screen.getByRole('textbox', { name: 'Adults' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Age of child 1' })).toHaveValue('6');
    expect(screen.getByRole('radio', { name: 'One way' })).toBeChecked();
  });

  it('a multi-city offer lists every flight; every offer shows its bags', async () => {
    const a = testOffer('a', 50000, 420, { roundTrip: false });
    const b = testOffer('b', 50000, 420);
    const multi = { ...a, legs: [a.outbound, b.inbound], baggage: { checked: 2, cabin: 1 }, cabin: 'business' };
    api.handler = (url) => (url.pathname === '/i/api/flights/v1/search' ? reply([multi]) : json({ airports: [] }));
    renderApp(`/flights/JFK-LHR/${depart()}?adults=1&legs=LHR-JFK-${isoFromToday(21)}&cabin=business`);
    const offers = await screen.findByRole('list', { name: 'Flight offers' });
    // Issue #22: not "Flights from New York (JFK) to New York (JFK)", but every place in flying order.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Multi-city: New York (JFK) → London (LHR) → New York (JFK)');
    expect(within(offers).getByText('Flight 1')).toBeInTheDocument();
    expect(within(offers).getByText('Flight 2')).toBeInTheDocument();
    const bags = within(offers).getByRole('list', { name: 'Bags included per traveler' });
    expect(within(bags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1 cabin bag', '2 checked bags']);
  });
});

describe('keyboard on the results page (issue #22)', () => {
  const reply = () =>
    json({
      query: { origin: 'JFK', destination: 'LHR', departDate: isoFromToday(14), returnDate: isoFromToday(21), adults: 1, cabin: 'economy', currency: 'USD', sort: 'price' },
      offers: [testOffer('a', 50000, 420)],
      total: 1,
    });

  it('after Search focus moves to the results heading; "Skip to results" moves it past the filters', async () => {
    const user = userEvent.setup();
    api.handler = (url) => (url.pathname === '/i/api/flights/v1/search' ? reply() : json({ airports: [] }));
    renderApp('/');
    await fillRoute(user);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /^Flights from/ });
    await waitFor(() => expect(heading).toHaveFocus());

    const skip = screen.getByRole('link', { name: 'Skip to results' });
    // The skip link comes before the filters in the tab order.
    const filters = screen.getByRole('heading', { name: 'Filter results' });
    expect(skip.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(skip);
    const results = screen.getByRole('list', { name: 'Flight offers' }).closest('[tabindex="-1"]');
    expect(results).toHaveFocus();
    // The next Tab is in the results column (its sort control), past every filter.
    await user.tab();
    expect(results?.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toHaveAccessibleName(expect.stringContaining('Sort by'));
  });
});

describe('car form', () => {
  it('pick-up and drop-off times go into the results URL (10:00 is the default and left out)', async () => {
    const user = userEvent.setup();
    const router = renderApp('/?vertical=cars');
    await user.type(await screen.findByRole('combobox', { name: 'Pick-up location' }), 'London');
    // Choose the suggestion: while its list is open the rest of the form is hidden from assistive technology.
    await user.click(await screen.findByRole('option', { name: /^London/ }));
    await user.click(screen.getByRole('button', { name: /Pick-up time/ }));
    await user.click(await screen.findByRole('option', { name: '9:30 AM' }));
    await user.click(screen.getByRole('button', { name: /Drop-off time/ }));
    await user.click(await screen.findByRole('option', { name: '6:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Search cars' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cars/2643743/${isoFromToday(14)}/${isoFromToday(17)}`));
    expect(new URLSearchParams(router.state.location.search).get('pickUpTime')).toBe('09:30');
    expect(new URLSearchParams(router.state.location.search).get('dropOffTime')).toBe('18:00');
  });
});

describe('car form: a different drop-off location', () => {
  it('an empty "Drop-off location" is a round trip; another place is a one-way rental in the URL', async () => {
    const user = userEvent.setup();
    const router = renderApp('/?vertical=cars');
    await user.type(await screen.findByRole('combobox', { name: 'Pick-up location' }), 'London');
    // Pick the suggestion as a user does (its list covers the form until then; asserting before it opened was a race).
    await user.click(await screen.findByRole('option', { name: 'London, United Kingdom' }));
    const dropOff = screen.getByRole('combobox', { name: 'Drop-off location' });
    expect(dropOff).toHaveAttribute('placeholder', 'Same as pick-up');
    await user.type(dropOff, 'Paris');
    await user.click(await screen.findByRole('option', { name: /^Paris/ }));
    await user.click(screen.getByRole('button', { name: 'Search cars' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cars/2643743/${isoFromToday(14)}/${isoFromToday(17)}`));
    expect(new URLSearchParams(router.state.location.search).get('dropOffLocation')).toBe(String(PARIS.id));
  });
});
