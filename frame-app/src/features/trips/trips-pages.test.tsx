// @vitest-environment jsdom
/**
 * The trips pages in the whole app with fetch stubbed by a small in-memory trips server (issue #12): the all-trips
 * page (owned then shared, counts, fully-cancelled badge, empty and signed-out states, the wishlist heart and toast)
 * and the trip page (timeline, owner actions and the calls they make, rename validation, viewer read-only, sharing,
 * 404).
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_PATH, TripDetailsSchema, TripEventSchema, countTripEvents, isFullyCancelledTrip, signedInAuthState, signedOutAuthState,
  type TripDetails, type TripEvent, type TripEventState, type TripSummary, type WishlistItem,
} from '@travel/contract';
import { configure } from '@testing-library/dom';
import { createFetchStub, jsonResponse as json } from '../../../test/test-http.ts';
import { bookingOf, hotelOffer } from '../../../test/booking-test-support.tsx';
import { renderApp } from '../../../test/test-app.tsx';
import { TEST_BOOTSTRAP, testOffer } from '../../../test/test-fixtures.ts';
import { createFrameStore, signInRequestAtom } from '../../state/index.ts';
import { reloadTripsStoreAtom } from './store.ts';

const PARIS = 'PaRiS00000000001';
const ROME = 'RoMe000000000002';
const SHARED = 'ShArEd0000000003';
const EMPTY = 'EmPtY0000000004x';

const api = createFetchStub();
// booking-test-support lowers the wait limit; whole-app renders keep the shared 10 s (test-setup.ts).
configure({ asyncUtilTimeout: 10_000 });

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** The fake server's state. */
let loggedIn = true;
let trips: TripDetails[] = [];
let wishlist: WishlistItem[] = [];
let failWishlistAdd = false;
let calls: Call[] = [];

function event(eventId: number, fullTripId: string, state: TripEventState, startDate: string, title: string, extra: Partial<TripEvent> = {}): TripEvent {
  const booked = state === 'booked' || state === 'cancelled';
  return TripEventSchema.parse({
    eventId,
    fullTripId,
    state,
    isInCart: state === 'cart',
    vertical: 'flights',
    title,
    subtitle: 'British Airways · nonstop',
    startDate,
    endDate: startDate,
    resultId: `fl1_result_${eventId}`,
    resultKey: `flights|key${eventId}`,
    offer: testOffer(`fl1_result_${eventId}`, 45000 + eventId, 420),
    price: { amountMinor: 45000 + eventId * 100, currency: 'USD' },
    booking: booked ? { reference: `BK00${eventId}`, contactEmail: 'ada@example.com' } : null,
    createdAt: '2030-01-01T10:00:00.000Z',
    ...extra,
  });
}

/** A trip with its counts, dates and fully-cancelled flag computed from its events like the server does. */
function trip(fullTripId: string, tripName: string, events: TripEvent[], extra: Partial<TripDetails> = {}): TripDetails {
  const counts = countTripEvents(events);
  const dates = events.map((e) => e.startDate).sort();
  return TripDetailsSchema.parse({
    fullTripId,
    tripId: fullTripId.slice(0, 6),
    tripHash: fullTripId.slice(6),
    tripName,
    tripUrl: { url: `/trips/${fullTripId}` },
    imageUrl: `/trips/api/images/seasonal/summer/2988507/64?t=${fullTripId}`,
    destinationName: tripName,
    destinationCityId: 2988507,
    startDate: dates[0] ?? null,
    endDate: dates.at(-1) ?? null,
    ownerDisplayName: 'Ada',
    role: 'owner',
    ...counts,
    fullyCancelled: isFullyCancelledTrip(counts),
    updatedAt: '2030-01-02T10:00:00.000Z',
    events,
    shares: [],
    ...extra,
  });
}

/** Recomputes a trip's counts and flags after its events changed. */
function recount(t: TripDetails): TripDetails {
  return trip(t.fullTripId, t.tripName, t.events.map((e) => ({ ...e, fullTripId: t.fullTripId })), { role: t.role, ownerDisplayName: t.ownerDisplayName, shares: t.shares, destinationName: t.destinationName });
}

const summaryOf = ({ events: _e, shares: _s, ...summary }: TripDetails): TripSummary => summary;

function findEvent(eventId: number): { t: TripDetails; e: TripEvent } | undefined {
  for (const t of trips) {
    const e = t.events.find((x) => x.eventId === eventId);
    if (e) return { t, e };
  }
  return undefined;
}

function updateTrip(fullTripId: string, change: (t: TripDetails) => TripDetails) {
  trips = trips.map((t) => (t.fullTripId === fullTripId ? recount(change(t)) : t));
}

const notFound = () => json({ errors: [{ code: 'NOT_FOUND', description: 'Not found' }] }, 404);

function handle(url: URL, init: RequestInit): Response {
  const method = init.method ?? 'GET';
  const raw = typeof init.body === 'string' ? init.body : undefined;
  let body: Record<string, unknown> | undefined;
  if (raw !== undefined) body = raw.startsWith('{') ? (JSON.parse(raw) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(raw));
  const path = url.pathname;
  if (path.startsWith('/trips/') || path.startsWith('/i/api/bookings/')) calls.push({ method, path, body });

  if (path === AUTH_STATE_PATH) return json(loggedIn ? signedInAuthState({ email: 'ada@example.com', name: 'Ada' }) : signedOutAuthState());
  if (path === '/trips/api/store') {
    if (method === 'GET') {
      return json(loggedIn ? { loggedIn: true, trips: trips.map(summaryOf), cart: { events: [] }, notifications: [], wishlist, savedResults: [] } : { loggedIn: false, trips: [], wishlist: [] });
    }
    if (!loggedIn) return json({ errors: [{ code: 'INVALID_SESSION', description: 'Sign in' }] }, 401);
    const found = trips.find((t) => t.fullTripId === body?.fullTripId);
    return found ? json({ loggedIn: true, trips: trips.map(summaryOf), trip: found }) : notFound();
  }
  let match = /^\/trips\/api\/events\/(\d+)\/(cart|remove|move)$/.exec(path);
  if (match) {
    const eventId = Number(match[1]);
    const found = findEvent(eventId);
    if (!found) return notFound();
    if (match[2] === 'cart') {
      const state = body?.inCart ? 'cart' : 'saved';
      updateTrip(found.t.fullTripId, (t) => ({ ...t, events: t.events.map((e) => (e.eventId === eventId ? { ...e, state, isInCart: state === 'cart' } : e)) }));
      return json(findEvent(eventId)!.e);
    }
    if (match[2] === 'remove') {
      updateTrip(found.t.fullTripId, (t) => ({ ...t, events: t.events.filter((e) => e.eventId !== eventId) }));
      return new Response(null, { status: 204 });
    }
    const to = String(body?.toFullTripId);
    updateTrip(found.t.fullTripId, (t) => ({ ...t, events: t.events.filter((e) => e.eventId !== eventId) }));
    updateTrip(to, (t) => ({ ...t, events: [...t.events, found.e] }));
    return json({ ...found.e, fullTripId: to });
  }
  match = /^\/trips\/api\/trips\/([A-Za-z0-9]+)\/(rename|share|unshare)$/.exec(path);
  if (match) {
    const fullTripId = match[1]!;
    if (!trips.some((t) => t.fullTripId === fullTripId && t.role === 'owner')) return notFound();
    if (match[2] === 'rename') {
      updateTrip(fullTripId, (t) => ({ ...t, tripName: String(body?.tripName) }));
      return json(summaryOf(trips.find((t) => t.fullTripId === fullTripId)!));
    }
    const email = String(body?.email);
    if (match[2] === 'share') {
      if (!email.endsWith('@example.com')) return json({ errors: [{ code: 'NOT_FOUND', description: 'No account uses this email' }] }, 404);
      updateTrip(fullTripId, (t) => ({ ...t, shares: [...t.shares, { email, displayName: 'Bo', sharedAt: '2030-01-03T10:00:00.000Z' }] }));
    } else {
      updateTrip(fullTripId, (t) => ({ ...t, shares: t.shares.filter((s) => s.email !== email) }));
    }
    return json(trips.find((t) => t.fullTripId === fullTripId)!);
  }
  if (path === '/trips/api/wishlist/add') {
    if (failWishlistAdd) return json({ errors: [{ code: 'INTERNAL', description: 'down' }] }, 500);
    wishlist = [...wishlist.filter((w) => w.tripId !== body?.tripId), { tripId: String(body?.tripId), destination: String(body?.destination) }];
    return json({ wishlist });
  }
  if (path === '/trips/api/wishlist/remove') {
    wishlist = wishlist.filter((w) => w.tripId !== body?.tripId);
    return json({ wishlist });
  }
  match = /^\/i\/api\/bookings\/v1\/([A-Z0-9]+)\/cancel$/.exec(path);
  if (match) {
    const reference = match[1];
    const owner = trips.find((t) => t.events.some((e) => e.booking?.reference === reference));
    if (!owner) return json({ errors: [{ code: 'BOOKING_NOT_FOUND', description: 'No booking' }] }, 404);
    updateTrip(owner.fullTripId, (t) => ({ ...t, events: t.events.map((e) => (e.booking?.reference === reference ? { ...e, state: 'cancelled' as const } : e)) }));
    // The booking reply itself is not read by the trip page beyond success.
    return json({ errors: [{ code: 'INTERNAL', description: 'not modelled' }] }, 500);
  }
  return json({ airports: [] });
}

const callsTo = (pathEnd: string) => calls.filter((c) => c.method === 'POST' && c.path.endsWith(pathEnd));
const tripReloads = () => calls.filter((c) => c.method === 'POST' && c.path === '/trips/api/store').length;

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  loggedIn = true;
  failWishlistAdd = false;
  calls = [];
  wishlist = [];
  trips = [
    trip(PARIS, 'Paris', [
      event(11, PARIS, 'saved', '2030-06-03', 'Hotel du Louvre'),
      event(12, PARIS, 'cart', '2030-06-01', 'JFK → CDG'),
      event(13, PARIS, 'booked', '2030-06-03', 'Louvre tour'),
    ]),
    trip(ROME, 'Rome', [event(21, ROME, 'cancelled', '2030-09-10', 'FCO hotel')]),
    trip(SHARED, 'Lisbon with Bo', [event(31, SHARED, 'saved', '2030-07-01', 'LIS flat', { booking: null })], { role: 'viewer', ownerDisplayName: 'Bo Jensen' }),
  ];
  api.handler = handle;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/trips (all trips)', () => {
  it('lists owned trips, then "Shared with you", each with image, dates, counts and the fully-cancelled badge', async () => {
    renderApp('/trips');
    const owned = await screen.findByRole('region', { name: 'Your trips' });
    const cards = within(owned).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Paris', 'Rome']);

    const paris = cards[0]!;
    expect(within(paris).getByRole('link', { name: 'Paris' })).toHaveAttribute('href', `/trips/${PARIS}`);
    expect(paris.querySelector('img')).toHaveAttribute('src', `/trips/api/images/seasonal/summer/2988507/64?t=${PARIS}`);
    expect(paris).toHaveTextContent('Jun 1 – 3, 2030');
    expect(within(within(paris).getByRole('list', { name: 'Trip events' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 saved',
      '1 in cart',
      '1 booked',
      '0 cancelled',
    ]);
    expect(within(paris).queryByText('Fully cancelled')).not.toBeInTheDocument();

    const rome = cards[1]!;
    expect(within(rome).getByText('Fully cancelled')).toBeInTheDocument();
    expect(within(rome).getByRole('list', { name: 'Trip events' })).toHaveTextContent('1 booked1 cancelled');

    const shared = screen.getByRole('region', { name: 'Shared with you' });
    expect(within(shared).getByRole('link', { name: 'Lisbon with Bo' })).toBeInTheDocument();
    expect(shared).toHaveTextContent('Shared by Bo Jensen');
    // The heart is for owned trips only.
    expect(within(shared).queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
    expect(within(owned).getAllByRole('button', { name: /wishlist/ })).toHaveLength(2);
  });

  it('no trips: "No trips yet" and a link to the search', async () => {
    trips = [];
    renderApp('/trips');
    expect(await screen.findByRole('heading', { name: 'No trips yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a search' })).toHaveAttribute('href', '/');
  });

  it('signed out: "Sign in to see your trips" and Sign in publishes a sign-in request; the visitor stays on /trips', async () => {
    loggedIn = false;
    const store = createFrameStore(TEST_BOOTSTRAP);
    const router = renderApp('/trips', store);
    const prompt = (await screen.findByRole('heading', { name: 'Sign in to see your trips' })).parentElement!;
    expect(store.get(signInRequestAtom)).toBeNull();
    await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Sign in' }));
    expect(store.get(signInRequestAtom)).toMatchObject({ reason: 'trips-page' });
    expect(router.state.location.pathname).toBe('/trips');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('loading, then a failed store load offers "Try again", which loads the trips', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let failNext = true;
    api.handler = async (url, init) => {
      if (url.pathname === '/trips/api/store' && (init.method ?? 'GET') === 'GET') {
        await held;
        if (failNext) return json({ errors: [{ code: 'INTERNAL', description: 'down' }] }, 500);
      }
      return handle(url, init);
    };
    const user = userEvent.setup();
    renderApp('/trips');
    expect(await screen.findByText('Loading your trips…')).toHaveAttribute('role', 'status');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your trips.');
    failNext = false;
    // Press the "Try again" on screen: the app store's other reloads (the route loader's, the header's) can redraw the
    // alert between finding it and pressing, and a press on the old one went nowhere.
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('region', { name: 'Your trips' }, { timeout: 1000 })).toBeInTheDocument();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the wishlist heart: pressed state, heart animation, and the toast only when exactly one item is saved', async () => {
    const user = userEvent.setup();
    renderApp('/trips');
    const heart = await screen.findByRole('button', { name: 'Save Paris to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    const liveRegion = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;
    expect(liveRegion).toBeEmptyDOMElement();

    await user.click(heart);
    const removeParis = await screen.findByRole('button', { name: 'Remove Paris from wishlist' });
    expect(removeParis).toHaveAttribute('aria-pressed', 'true');
    expect(removeParis).toHaveAttribute('data-animating', 'true');
    expect(callsTo('/wishlist/add')[0]?.body).toEqual({ tripId: PARIS, destination: 'Paris' });
    expect(liveRegion).toHaveTextContent('Paris saved to your wishlist');
    // The beat ends after 1200 ms.
    await waitFor(() => expect(removeParis).not.toHaveAttribute('data-animating'), { timeout: 3000 });

    await user.click(within(liveRegion).getByRole('button', { name: 'Close' }));
    expect(liveRegion).toBeEmptyDOMElement();

    // A second item: saved, but no toast.
    await user.click(screen.getByRole('button', { name: 'Save Rome to wishlist' }));
    expect(await screen.findByRole('button', { name: 'Remove Rome from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(wishlist).toHaveLength(2);
    expect(liveRegion).toBeEmptyDOMElement();

    // Removing one leaves one item; removing shows no toast either.
    await user.click(screen.getByRole('button', { name: 'Remove Rome from wishlist' }));
    expect(await screen.findByRole('button', { name: 'Save Rome to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo('/wishlist/remove')[0]?.body).toEqual({ tripId: ROME });
    expect(liveRegion).toBeEmptyDOMElement();
  });

  it('a failed add shows the toast error variant and leaves the heart unpressed', async () => {
    failWishlistAdd = true;
    const user = userEvent.setup();
    renderApp('/trips');
    await user.click(await screen.findByRole('button', { name: 'Save Paris to wishlist' }));
    const liveRegion = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;
    await waitFor(() => expect(liveRegion).toHaveTextContent('We could not save Paris to your wishlist. Please try again.'));
    const heart = screen.getByRole('button', { name: 'Save Paris to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(heart).not.toHaveAttribute('data-animating'));
  });

  it('respects prefers-reduced-motion: no heart animation', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
    const user = userEvent.setup();
    renderApp('/trips');
    await user.click(await screen.findByRole('button', { name: 'Save Paris to wishlist' }));
    const heart = await screen.findByRole('button', { name: 'Remove Paris from wishlist' });
    expect(heart).not.toHaveAttribute('data-animating');
  });
});

describe('/trips/:fullTripId (trip page)', () => {
  it('shows the owner the header, counts and the events grouped by date with state badges and prices', async () => {
    renderApp(`/trips/${PARIS}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Paris' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Trip events' })).toHaveTextContent('1 saved1 in cart1 booked0 cancelled');
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const days = within(timeline).getAllByRole('heading', { level: 3 });
    expect(days.map((d) => d.textContent)).toEqual(['Saturday, June 1, 2030', 'Monday, June 3, 2030']);
    const flight = within(timeline).getByRole('article', { name: 'JFK → CDG' });
    expect(flight).toHaveTextContent('In cart');
    expect(flight).toHaveTextContent('British Airways · nonstop');
    expect(flight).toHaveTextContent('$462.00');
    expect(within(timeline).getByRole('article', { name: 'Hotel du Louvre' })).toHaveTextContent('Saved');
    expect(within(timeline).getByRole('article', { name: 'Louvre tour' })).toHaveTextContent('Booked');
    expect(screen.getByRole('link', { name: 'All trips' })).toHaveAttribute('href', '/trips');
  });

  it('move to cart / back to saved, remove (after confirming) and move to another trip call their endpoints and refresh', async () => {
    const user = userEvent.setup();
    renderApp(`/trips/${PARIS}`);
    const hotel = await screen.findByRole('article', { name: 'Hotel du Louvre' });
    const loadsBefore = tripReloads();
    await user.click(within(hotel).getByRole('button', { name: 'Move to cart' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Hotel du Louvre' })).toHaveTextContent('In cart'));
    expect(callsTo('/events/11/cart')[0]?.body).toEqual({ inCart: true });
    expect(tripReloads()).toBeGreaterThan(loadsBefore);
    expect(screen.getByRole('list', { name: 'Trip events' })).toHaveTextContent('0 saved2 in cart');

    await user.click(within(screen.getByRole('article', { name: 'Hotel du Louvre' })).getByRole('button', { name: 'Move back to saved' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Hotel du Louvre' })).toHaveTextContent('Saved'));
    expect(callsTo('/events/11/cart')[1]?.body).toEqual({ inCart: false });

    // Remove: "Keep it" sends nothing; "Yes, remove" removes.
    await user.click(within(screen.getByRole('article', { name: 'Hotel du Louvre' })).getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this from the trip?' });
    expect(dialog).toHaveTextContent('Hotel du Louvre will be removed from Paris.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('/events/11/remove')).toHaveLength(0);
    await user.click(within(screen.getByRole('article', { name: 'Hotel du Louvre' })).getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hotel du Louvre' })).not.toBeInTheDocument());
    expect(callsTo('/events/11/remove')).toHaveLength(1);

    // Move the flight to Rome (the only other owned trip; the shared one is not offered).
    const flight = screen.getByRole('article', { name: 'JFK → CDG' });
    await user.click(within(flight).getByRole('button', { name: /Move to another trip/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a trip', 'Rome']);
    await user.click(within(listbox).getByRole('option', { name: 'Rome' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'JFK → CDG' })).not.toBeInTheDocument());
    expect(callsTo('/events/12/move')[0]?.body).toEqual({ toFullTripId: ROME });
    expect(screen.getByText('JFK → CDG moved to Rome.')).toHaveAttribute('role', 'status');
  });

  it('Book on a cart event opens the booking page for its result with the cart event id', async () => {
    const user = userEvent.setup();
    const router = renderApp(`/trips/${PARIS}`);
    const flight = await screen.findByRole('article', { name: 'JFK → CDG' });
    const book = within(flight).getByRole('link', { name: 'Book' });
    expect(book).toHaveAttribute('href', '/book/fl1_result_12?tripEventId=12');
    // Saved and booked events have no Book link.
    expect(within(screen.getByRole('article', { name: 'Hotel du Louvre' })).queryByRole('link', { name: 'Book' })).not.toBeInTheDocument();
    await user.click(book);
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/fl1_result_12'));
    expect(router.state.location.search).toBe('?tripEventId=12');
  });

  it('Cancel booking cancels through the booking call with the reference and email, then the counts and fully-cancelled state update', async () => {
    trips = [trip(ROME, 'Rome', [event(21, ROME, 'booked', '2030-09-10', 'FCO hotel')]), trip(PARIS, 'Paris', [])];
    const user = userEvent.setup();
    renderApp(`/trips/${ROME}`);
    const hotel = await screen.findByRole('article', { name: 'FCO hotel' });
    expect(screen.queryByText('Fully cancelled')).not.toBeInTheDocument();
    // A booked event cannot be removed or moved.
    expect(within(hotel).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(within(hotel).queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    await user.click(within(hotel).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Booking BK0021 (FCO hotel) will be cancelled.');
    // The booking call fails in this stub after the server cancelled it: the error shows in the dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(callsTo('/i/api/bookings/v1/BK0021/cancel')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('after a successful cancel the event shows Cancelled and the trip is fully cancelled', async () => {
    trips = [trip(ROME, 'Rome', [event(21, ROME, 'booked', '2030-09-10', 'FCO hotel')])];
    const base = api.handler;
    api.handler = (url, init) => {
      if (url.pathname.endsWith('/cancel')) {
        base(url, init);
        return json(bookingReply('BK0021'));
      }
      return base(url, init);
    };
    const user = userEvent.setup();
    renderApp(`/trips/${ROME}`);
    await user.click(within(await screen.findByRole('article', { name: 'FCO hotel' })).getByRole('button', { name: 'Cancel booking' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'FCO hotel' })).toHaveTextContent('Cancelled'));
    expect(screen.getByText('Booking BK0021 is cancelled.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Fully cancelled')).toBeInTheDocument();
    expect(screen.getByText('Every booking on this trip was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Trip events' })).toHaveTextContent('0 saved0 in cart1 booked1 cancelled');
    expect(within(screen.getByRole('article', { name: 'FCO hotel' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('rename: an empty or too long name is refused without a call; a valid one renames the trip', async () => {
    const user = userEvent.setup();
    renderApp(`/trips/${PARIS}`);
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'Trip name' });
    expect(field).toHaveValue('Paris');
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter a trip name.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Enter a trip name.');
    await user.clear(field);
    await user.paste('x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Use at most 80 characters.')).toBeInTheDocument();
    await user.clear(field);
    await user.paste('Paris\u202Egpj.exe');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Remove line breaks and invisible or text-direction characters.')).toBeInTheDocument();
    expect(callsTo('/rename')).toHaveLength(0);

    await user.clear(field);
    await user.paste('  Paris in June  ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paris in June' })).toBeInTheDocument();
    expect(callsTo(`/trips/${PARIS}/rename`)[0]?.body).toEqual({ tripName: 'Paris in June' });
    expect(screen.queryByRole('textbox', { name: 'Trip name' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Trip renamed.');
  });

  it('a viewer sees the shared note and no action controls', async () => {
    renderApp(`/trips/${SHARED}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon with Bo' })).toBeInTheDocument();
    expect(screen.getByText('Shared with you by Bo Jensen. You can view this trip but not change it.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'LIS flat' })).toHaveTextContent('Saved');
    for (const name of ['Rename', 'Move to cart', 'Remove', 'Share trip', /Move to another trip/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share this trip' })).not.toBeInTheDocument();
  });

  it('shares with an account by email (validated; the server error shown) and stops sharing', async () => {
    const user = userEvent.setup();
    renderApp(`/trips/${PARIS}`);
    const panel = await screen.findByRole('region', { name: 'Share this trip' });
    expect(panel).toHaveTextContent('Not shared with anyone yet.');
    const email = within(panel).getByRole('textbox', { name: 'Email of the person to share with' });

    await user.type(email, 'not-an-email');
    await user.click(within(panel).getByRole('button', { name: 'Share trip' }));
    expect(await within(panel).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(callsTo('/share')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'nobody@elsewhere.test');
    await user.click(within(panel).getByRole('button', { name: 'Share trip' }));
    expect(await within(panel).findByText('No account uses this email.')).toBeInTheDocument();
    expect(callsTo(`/trips/${PARIS}/share`)[0]?.body).toEqual({ email: 'nobody@elsewhere.test' });

    await user.clear(email);
    await user.type(email, 'bo@example.com');
    await user.click(within(panel).getByRole('button', { name: 'Share trip' }));
    const stop = await within(panel).findByRole('button', { name: 'Stop sharing with bo@example.com' });
    expect(within(panel).getByText('Shared with bo@example.com.')).toHaveAttribute('role', 'status');
    expect(email).toHaveValue('');

    await user.click(stop);
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Stop sharing with bo@example.com' })).not.toBeInTheDocument());
    expect(callsTo(`/trips/${PARIS}/unshare`)[0]?.body).toEqual({ email: 'bo@example.com' });
    expect(panel).toHaveTextContent('Stopped sharing with bo@example.com.');
  });

  it('an unknown trip (or one no longer shared) shows the not-found message with a link to /trips', async () => {
    renderApp('/trips/NoSuChTrip000000');
    expect(await screen.findByRole('heading', { name: "This trip doesn't exist or is no longer shared with you." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All trips' })).toHaveAttribute('href', '/trips');
    cleanup();
    renderApp('/trips/short');
    expect(await screen.findByRole('heading', { name: "This trip doesn't exist or is no longer shared with you." })).toBeInTheDocument();
  });

  it('signed out: the sign-in prompt, and no trip call is made', async () => {
    loggedIn = false;
    renderApp(`/trips/${PARIS}`);
    expect(await screen.findByRole('heading', { name: 'Sign in to see your trips' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('signed out, then signed in: the trip shows without leaving the page', async () => {
    loggedIn = false;
    const store = createFrameStore(TEST_BOOTSTRAP);
    renderApp(`/trips/${PARIS}`, store);
    expect(await screen.findByRole('heading', { name: 'Sign in to see your trips' })).toBeInTheDocument();
    loggedIn = true;
    // What a sign-in does: the trips store loads again (store.ts reloads it on every sign-in).
    await act(() => store.set(reloadTripsStoreAtom));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paris' })).toBeInTheDocument();
  });

  it('an empty trip says nothing is saved yet', async () => {
    trips = [trip(EMPTY, 'Empty', [], { destinationName: null })];
    renderApp(`/trips/${EMPTY}`);
    expect(await screen.findByText('Nothing saved to this trip yet.')).toBeInTheDocument();
    expect(screen.getByText('No dates yet')).toBeInTheDocument();
  });
});

/** A contract-shaped cancelled booking reply. */
function bookingReply(reference: string) {
  return bookingOf(hotelOffer('hot1_x_30000', 30000), {
    reference,
    status: 'cancelled',
    cancelledAt: '2030-05-02T10:00:00.000Z',
    refundAmount: { amountMinor: 30000, currency: 'USD' },
  });
}
