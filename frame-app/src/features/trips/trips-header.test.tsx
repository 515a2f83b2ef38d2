// @vitest-environment jsdom
/**
 * The header's trips controls with the network stubbed at fetch (issue #12; account-business-header-and-trips §2
 * "Header", §3, §4 "Trips store and drawer", "Trips tooltip in the drawer", §7, §9; core-and-business §4 "Shopping
 * cart count"): the drawer's at most 3 trips with their 32x32 images, names, links and saved counts; opening and
 * closing through published events; the cart badge only once the cart is loaded; the reminder tooltip under its three
 * conditions only; the notifications list and "Dismiss"; the signed-out drawer.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_PATH, TRIPS_CLEAR_NOTIFICATION_PATH, TRIPS_DRAWER_FIRST_OPENED_KEY, TRIPS_STORE_PATH, signedInAuthState, signedOutAuthState,
  type TripEvent, type TripNotification, type TripSummary, type TripsStoreReply, type TripsUserSettings,
} from '@travel/contract';
import { createFrameStore, signInRequestAtom } from '../../state/index.ts';
import { TEST_BOOTSTRAP } from '../../../test/test-fixtures.ts';
import { carOffer } from '../../../test/vertical-test-fixtures.ts';
import { renderApp } from '../../../test/test-app.tsx';
import { createFetchStub, jsonResponse as json } from '../../../test/test-http.ts';
import { useFakeTimeouts, useRealTimeouts } from '../../../test/fake-timeouts.ts';
import { tripsDrawerEventAtom, tripsDrawerOpenAtom } from './store.ts';
import { recordDrawerFirstOpened } from './trips-tooltip.ts';

const api = createFetchStub();
const TOOLTIP_PATH = '/i/api/trips/user/v1/setTripsDrawerReminderTooltipShown';
const TOOLTIP_TEXT = 'Your saved items live in trips. Open a trip to see everything.';

const SETTINGS: TripsUserSettings = {
  isTripsDrawerReminderTooltipShown: false,
  isTripsDrawerGoToTripsButtonTooltipShown: false,
  isNavigationDrawerTripsTooltipShown: false,
  mapViewFD: false,
  mapViewDP: false,
  tdpAutopilot: false,
};

function fullId(n: number): string {
  return `Trip${n}abcdefghijkl`.slice(0, 16);
}

function trip(n: number, name: string, saved: number): TripSummary {
  const fullTripId = fullId(n);
  return {
    fullTripId,
    tripId: fullTripId.slice(0, 6),
    tripHash: fullTripId.slice(6),
    tripName: name,
    tripUrl: { url: `/trips/${fullTripId}` },
    imageUrl: `/trips/api/images/seasonal/summer/${n}/64`,
    destinationName: name,
    destinationCityId: n,
    startDate: '2030-06-01',
    endDate: '2030-06-04',
    ownerDisplayName: 'Ada',
    role: 'owner',
    numSavedEvents: saved,
    numCartEvents: 1,
    numBookedEvents: 0,
    numCancelledEvents: 0,
    fullyCancelled: false,
    updatedAt: '2030-01-01T00:00:00.000Z',
  };
}

function cartEvent(eventId: number, title: string, isInCart = true): TripEvent {
  return {
    eventId,
    fullTripId: fullId(1),
    state: isInCart ? 'cart' : 'saved',
    isInCart,
    vertical: 'cars',
    title,
    subtitle: 'Zip Rentals · compact',
    startDate: '2030-06-01',
    endDate: '2030-06-04',
    resultId: `car-${eventId}`,
    resultKey: `cars|${eventId}`,
    offer: carOffer(`car-${eventId}`, 12345),
    price: { amountMinor: 12345, currency: 'USD' },
    booking: null,
    createdAt: '2030-01-01T00:00:00.000Z',
  } as TripEvent;
}

const PARIS = trip(1, 'Paris', 2);
const ROME = trip(2, 'Rome', 1);
const TOKYO = trip(3, 'Tokyo', 0);
const LIMA = trip(4, 'Lima', 5);

function storeReply(over: Partial<TripsStoreReply> = {}): TripsStoreReply {
  return { loggedIn: true, trips: [PARIS, ROME, TOKYO, LIMA], notifications: [], wishlist: [], settings: SETTINGS, savedResults: [], ...over };
}

/** Serves the signed-in auth state and `reply()` for the trips store (asked again on every store load). */
function serveSignedIn(reply: () => TripsStoreReply) {
  api.handler = (url) => {
    if (url.pathname === AUTH_STATE_PATH) return json(signedInAuthState({ email: 'ada@example.com', name: 'Ada' }));
    if (url.pathname === TRIPS_STORE_PATH) return json(reply());
    if (url.pathname === TOOLTIP_PATH) return json({ ...SETTINGS, isTripsDrawerReminderTooltipShown: true });
    return json({ airports: [] });
  };
}

const calls = (path: string) => api.fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);

function render(path = '/') {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = renderApp(path, store);
  return { store, router, user: userEvent.setup() };
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>, name: string | RegExp = 'Trips') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Trips' });
}

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('trips drawer', () => {
  it('lists at most 3 trips with their 32x32 images, names linking to their trip pages and saved counts, and "See all trips"', async () => {
    serveSignedIn(() => storeReply());
    const { user } = render();
    await waitFor(() => expect(calls(TRIPS_STORE_PATH)).toHaveLength(1));
    const drawer = await openDrawer(user);
    const list = await within(drawer).findByRole('list', { name: 'Your trips' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((li) => within(li).getAllByRole('link')[0]?.textContent)).toEqual(['Paris', 'Rome', 'Tokyo']);
    expect(within(drawer).queryByRole('link', { name: 'Lima' })).not.toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Paris' })).toHaveAttribute('href', `/trips/${fullId(1)}`);
    expect(within(items[0]!).getByText('2 saved')).toBeInTheDocument();
    expect(within(items[2]!).getByText('0 saved')).toBeInTheDocument();
    for (const li of items) {
      const img = li.querySelector('img');
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('width', '32');
      expect(img).toHaveAttribute('height', '32');
    }
    expect(items[1]!.querySelector('img')).toHaveAttribute('src', ROME.imageUrl);
    // The first trip's details are collapsed with more than one trip.
    const details = within(items[0]!).getByRole('button', { name: 'Details of Paris' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(items[0]!).getByText('2 saved · 1 in cart · 0 booked')).toBeVisible();
    expect(within(drawer).getByRole('link', { name: 'See all trips' })).toHaveAttribute('href', '/trips');
  });

  it('opens and closes through published events; Escape publishes "close"', async () => {
    serveSignedIn(() => storeReply());
    const { store, user } = render();
    await waitFor(() => expect(calls(TRIPS_STORE_PATH)).toHaveLength(1));
    const trigger = await screen.findByRole('button', { name: 'Trips' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => void store.set(tripsDrawerEventAtom, 'open'));
    const drawer = await screen.findByRole('dialog', { name: 'Trips' });
    expect(await within(drawer).findByRole('link', { name: 'Paris' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => void store.set(tripsDrawerEventAtom, 'close'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trips' })).not.toBeInTheDocument());

    await user.click(trigger);
    expect(store.get(tripsDrawerEventAtom)?.type).toBe('open');
    await screen.findByRole('dialog', { name: 'Trips' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trips' })).not.toBeInTheDocument());
    expect(store.get(tripsDrawerEventAtom)?.type).toBe('close');
    expect(store.get(tripsDrawerOpenAtom)).toBe(false);
  });

  it('on a phone the drawer is a full-screen sheet with a "Close" button that publishes "close"', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    serveSignedIn(() => storeReply());
    const { store, user } = render();
    const drawer = await openDrawer(user);
    expect(within(drawer).getByRole('heading', { name: 'Trips' })).toBeInTheDocument();
    expect(await within(drawer).findByRole('link', { name: 'Paris' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trips' })).not.toBeInTheDocument());
    expect(store.get(tripsDrawerEventAtom)?.type).toBe('close');
  });

  it('following a trip link closes the drawer and shows the trip page route', async () => {
    serveSignedIn(() => storeReply());
    const { store, user } = render();
    const drawer = await openDrawer(user);
    await user.click(await within(drawer).findByRole('link', { name: 'Rome' }));
    expect(store.get(tripsDrawerEventAtom)?.type).toBe('close');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trips' })).not.toBeInTheDocument());
  });

  it('shows the empty state for an account without trips', async () => {
    serveSignedIn(() => storeReply({ trips: [] }));
    const { user } = render();
    await waitFor(() => expect(calls(TRIPS_STORE_PATH)).toHaveLength(1));
    const drawer = await openDrawer(user);
    expect(await within(drawer).findByText('No trips yet. Save a flight or hotel to start one.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('list', { name: 'Your trips' })).not.toBeInTheDocument();
  });

  it('signed out: no store call, "Sign in" publishes a sign-in request for the trips drawer and closes it', async () => {
    api.handler = (url) => (url.pathname === AUTH_STATE_PATH ? json(signedOutAuthState()) : json({ airports: [] }));
    const { store, user } = render();
    await screen.findByRole('button', { name: 'Sign in' });
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText('Sign in to see the flights and hotels you saved, on any device.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Sign in' }));
    expect(store.get(signInRequestAtom)).toMatchObject({ reason: 'tripsDrawer' });
    expect(store.get(tripsDrawerOpenAtom)).toBe(false);
    expect(calls(TRIPS_STORE_PATH)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

describe('tab visible again (issue #22)', () => {
  it('shows a trip shared meanwhile in the notifications without a reload', async () => {
    let reply = storeReply();
    serveSignedIn(() => reply);
    render();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const shared: TripNotification = {
      tripId: fullId(9), tripName: 'Oslo', ownerDisplayName: 'Bo', avatarUrl: '/trips/api/images/avatar/bo', timestamp: Math.floor(Date.now() / 1000), type: 'NEW_SHARED_TRIP',
    };
    reply = storeReply({ notifications: [shared] });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 new' })).toBeInTheDocument();
  });
});

describe('trips cart', () => {
  it('no badge until the cart is loaded; then counts the items flagged isInCart and lists them with "Book" links to the booking page', async () => {
    let reply = storeReply();
    serveSignedIn(() => reply);
    const { store, router, user } = render();
    await waitFor(() => expect(calls(TRIPS_STORE_PATH)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Trips' })).toBeInTheDocument();
    expect(screen.queryByTestId('trips-cart-badge')).not.toBeInTheDocument();

    reply = storeReply({ cart: { events: [cartEvent(7, 'Heathrow Airport car'), cartEvent(8, 'Saved car', false)] } });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    const trigger = await screen.findByRole('button', { name: 'Trips, 1 item in cart' });
    expect(within(trigger).getByTestId('trips-cart-badge')).toHaveTextContent('1');

    act(() => void store.set(tripsDrawerEventAtom, 'open'));
    const drawer = await screen.findByRole('dialog', { name: 'Trips' });
    const cart = within(drawer).getByRole('list', { name: 'Cart' });
    const items = within(cart).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Heathrow Airport car');
    expect(items[0]).toHaveTextContent('Jun 1 – Jun 4');
    expect(items[0]).toHaveTextContent('$123.45');
    // Issue #22: "Book" opens the booking flow of this cart item (its offer, and the event it books), not the trip page.
    expect(within(items[0]!).getByRole('link', { name: 'Book Heathrow Airport car' })).toHaveAttribute('href', '/book/car-7?tripEventId=7');
    await user.click(within(items[0]!).getByRole('link', { name: 'Book Heathrow Airport car' }));
    expect(store.get(tripsDrawerOpenAtom)).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/car-7'));
    expect(router.state.location.search).toBe('?tripEventId=7');
  });

  it('an empty loaded cart shows no badge and says the cart is empty', async () => {
    serveSignedIn(() => storeReply({ cart: { events: [] } }));
    const { user } = render();
    await waitFor(() => expect(calls(TRIPS_STORE_PATH)).toHaveLength(1));
    const drawer = await openDrawer(user);
    expect(await within(drawer).findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByTestId('trips-cart-badge')).not.toBeInTheDocument();
  });
});

describe('reminder tooltip', () => {
  const THIRTY_ONE_MINUTES_MS = 31 * 60 * 1000;

  // The store loads its API module on the first load (store.ts); a first import under fake timeouts never settles.
  beforeAll(() => import('./api.ts'));
  beforeEach(() => useFakeTimeouts());
  afterEach(() => useRealTimeouts());

  async function openWith(reply: TripsStoreReply) {
    serveSignedIn(() => reply);
    const before = calls(TRIPS_STORE_PATH).length;
    const { store } = render();
    await waitFor(() => expect(calls(TRIPS_STORE_PATH)).toHaveLength(before + 1));
    await screen.findByRole('button', { name: 'Trips' });
    act(() => void store.set(tripsDrawerEventAtom, 'open'));
    const drawer = await screen.findByRole('dialog', { name: 'Trips' });
    await within(drawer).findByRole('link', { name: reply.trips?.[0]?.tripName ?? 'See all trips' });
    return { store, drawer };
  }

  it('shows once when not shown before, first opened over 30 minutes ago and the first trip collapsed; records it and closes after 5000 ms', async () => {
    window.localStorage.setItem(TRIPS_DRAWER_FIRST_OPENED_KEY, String(Date.now() - THIRTY_ONE_MINUTES_MS));
    const { store, drawer } = await openWith(storeReply());
    const tooltip = await within(drawer).findByRole('tooltip');
    expect(tooltip).toHaveTextContent(TOOLTIP_TEXT);
    expect(within(drawer).getByRole('button', { name: 'Details of Paris' })).toHaveAccessibleDescription(TOOLTIP_TEXT);
    await waitFor(() => expect(calls(TOOLTIP_PATH)).toHaveLength(1));
    expect(calls(TOOLTIP_PATH)[0]?.[1]?.method).toBe('POST');
    act(() => void vi.advanceTimersByTime(4900));
    expect(within(drawer).getByRole('tooltip')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(100));
    expect(within(drawer).queryByRole('tooltip')).not.toBeInTheDocument();

    // Never again: not on the next opening.
    act(() => void store.set(tripsDrawerEventAtom, 'close'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trips' })).not.toBeInTheDocument());
    act(() => void store.set(tripsDrawerEventAtom, 'open'));
    const again = await screen.findByRole('dialog', { name: 'Trips' });
    await within(again).findByRole('link', { name: 'Paris' });
    expect(within(again).queryByRole('tooltip')).not.toBeInTheDocument();
    expect(calls(TOOLTIP_PATH)).toHaveLength(1);
  });

  it('does not show when the setting says it was shown', async () => {
    window.localStorage.setItem(TRIPS_DRAWER_FIRST_OPENED_KEY, String(Date.now() - THIRTY_ONE_MINUTES_MS));
    const { drawer } = await openWith(storeReply({ settings: { ...SETTINGS, isTripsDrawerReminderTooltipShown: true } }));
    expect(within(drawer).queryByRole('tooltip')).not.toBeInTheDocument();
    expect(calls(TOOLTIP_PATH)).toHaveLength(0);
  });

  it('does not show on the first opening (it records the first-opened time) nor within 30 minutes of it', async () => {
    const before = Date.now();
    const { drawer } = await openWith(storeReply());
    expect(Number(window.localStorage.getItem(TRIPS_DRAWER_FIRST_OPENED_KEY))).toBeGreaterThanOrEqual(before);
    expect(within(drawer).queryByRole('tooltip')).not.toBeInTheDocument();
    cleanup();
    window.localStorage.setItem(TRIPS_DRAWER_FIRST_OPENED_KEY, String(Date.now() - 29 * 60 * 1000));
    const second = await openWith(storeReply());
    expect(within(second.drawer).queryByRole('tooltip')).not.toBeInTheDocument();
    expect(calls(TOOLTIP_PATH)).toHaveLength(0);
  });

  it('the first-opened time: kept once recorded; unknown (no tooltip) when local storage refuses, as in a partitioned frame', () => {
    expect(recordDrawerFirstOpened(1000)).toBe(1000);
    expect(recordDrawerFirstOpened(5000)).toBe(1000);
    const refusing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(recordDrawerFirstOpened(5000, refusing)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does not show when the only trip is shown expanded', async () => {
    window.localStorage.setItem(TRIPS_DRAWER_FIRST_OPENED_KEY, String(Date.now() - THIRTY_ONE_MINUTES_MS));
    const { drawer } = await openWith(storeReply({ trips: [PARIS] }));
    expect(within(drawer).getByRole('button', { name: 'Details of Paris' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).queryByRole('tooltip')).not.toBeInTheDocument();
    expect(calls(TOOLTIP_PATH)).toHaveLength(0);
  });
});

describe('notifications', () => {
  const shared: TripNotification = {
    type: 'NEW_SHARED_TRIP',
    tripId: fullId(9),
    avatarUrl: '/trips/api/images/avatar/42',
    timestamp: Math.floor(Date.now() / 1000) - 2 * 3600,
    ownerDisplayName: 'Bob',
    tripName: 'Oslo',
  };

  it('lists shared trips with the avatar and time, links to the trip, and "Dismiss" clears it and reloads the store', async () => {
    let reply = storeReply({ notifications: [shared] });
    serveSignedIn(() => reply);
    const { user } = render();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' });
    await waitFor(() => expect(bell).toBeEnabled());
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('link', { name: 'Bob shared the trip Oslo with you' })).toHaveAttribute('href', `/trips/${fullId(9)}`);
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/trips/api/images/avatar/42');
    expect(items[0]!.querySelector('img')).toHaveAttribute('alt', '');
    expect(items[0]).toHaveTextContent('2 hours ago');

    reply = storeReply({ notifications: [] });
    await user.click(within(items[0]!).getByRole('button', { name: 'Dismiss: Bob shared the trip Oslo with you' }));
    await waitFor(() => expect(calls(TRIPS_CLEAR_NOTIFICATION_PATH)).toHaveLength(1));
    expect(JSON.parse(String(calls(TRIPS_CLEAR_NOTIFICATION_PATH)[0]?.[1]?.body))).toEqual({ tripId: fullId(9) });
    await waitFor(() => expect(calls(TRIPS_STORE_PATH)).toHaveLength(2));
    expect(await within(dialog).findByText('No new notifications.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('a failed dismiss says so and keeps the notification', async () => {
    serveSignedIn(() => storeReply({ notifications: [shared] }));
    const inner = api.handler;
    api.handler = (url, init) =>
      url.pathname === TRIPS_CLEAR_NOTIFICATION_PATH ? json({ errors: [{ code: 'INTERNAL_ERROR', description: 'boom' }] }, 500) : inner(url, init);
    const { user } = render();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' });
    await waitFor(() => expect(bell).toBeEnabled());
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: /^Dismiss/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not dismiss the notification. Please try again.');
    expect(within(dialog).getByRole('link', { name: 'Bob shared the trip Oslo with you' })).toBeInTheDocument();
  });
});
