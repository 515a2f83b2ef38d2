// @vitest-environment jsdom
/**
 * The save control and save-to-trips for signed-out visitors (issue #12; core-and-business §3, §4 "Save to trips",
 * "Save control", §9). The network is stubbed at the fetch boundary; the trips store, sign-in request and sign-in
 * events are the real frame atoms.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { resultKeyOf, TRIP_SAVE_LATER_KEY, TripSaveLaterSchema, type HotelOffer } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../test/test-http.ts';
import { TEST_BOOTSTRAP } from '../../../test/test-fixtures.ts';
import { hotelOffer } from '../../../test/vertical-test-fixtures.ts';
import { createFrameStore, logger, resetFrameStorageForTests, signInRequestAtom, signedInEventAtom, TRIPS_SIGN_IN_CLOSED_KEY, tripsSignInCloseAtom, type FrameStore } from '../../state/index.ts';
import { SaveControl } from './save-control.tsx';
import { readTripSaveLater, tripSaveLaterOf } from './save-later.ts';
import { tripsDrawerEventAtom } from './store.ts';

const api = createFetchStub();
const offer = hotelOffer('a', 30000, { name: 'Grand Hotel' }) as HotelOffer;
const FULL_TRIP_ID = 'AbCdEf0123456789';

/** What the stubbed server holds: whether the visitor is signed in and the saved result keys. */
let server: { loggedIn: boolean; saved: string[]; saveStatus: number; unsaveStatus: number; saveGate: Promise<void> | null };

function storeReply() {
  return {
    loggedIn: server.loggedIn,
    trips: [],
    savedResults: server.saved.map((resultKey, i) => ({ resultKey, resultId: `id-${i}`, eventId: i + 1, fullTripId: FULL_TRIP_ID })),
  };
}

function saveReply() {
  const now = '2030-01-01T00:00:00.000Z';
  const counts = { numBookedEvents: 0, numCancelledEvents: 0, numCartEvents: 0, numSavedEvents: 1 };
  return {
    created: true,
    event: {
      eventId: 1, fullTripId: FULL_TRIP_ID, state: 'saved', isInCart: false, vertical: 'hotels', title: 'Grand Hotel, London', subtitle: 'Double room',
      startDate: '2030-06-01', endDate: '2030-06-03', resultId: offer.id, resultKey: resultKeyOf(offer), offer, price: offer.price, booking: null, createdAt: now,
    },
    trip: {
      ...counts, fullTripId: FULL_TRIP_ID, tripId: 'AbCdEf', tripHash: '0123456789', tripName: 'London', tripUrl: { url: `/trips/${FULL_TRIP_ID}` },
      imageUrl: '/trips/api/images/seasonal/summer/2643743/64', destinationName: 'London', destinationCityId: 2643743, startDate: '2030-06-01',
      endDate: '2030-06-03', ownerDisplayName: 'Ada', role: 'owner', fullyCancelled: false, updatedAt: now,
    },
  };
}

const calls = (path: string) => api.fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);
const bodies = (path: string) => calls(path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeEach(() => {
  window.sessionStorage.clear();
  server = { loggedIn: true, saved: [], saveStatus: 200, unsaveStatus: 204, saveGate: null };
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  api.handler = async (url) => {
    if (url.pathname === '/trips/api/store') return json(storeReply());
    if (url.pathname === '/trips/api/events/save') {
      if (server.saveGate) await server.saveGate;
      if (server.saveStatus !== 200) return json({ errors: [{ code: 'INTERNAL', description: 'boom' }] }, server.saveStatus);
      server.saved.push(resultKeyOf(offer));
      return json(saveReply());
    }
    if (url.pathname === '/trips/api/events/unsave') {
      if (server.unsaveStatus !== 204) return json({ errors: [{ code: 'INTERNAL', description: 'boom' }] }, server.unsaveStatus);
      server.saved = [];
      return new Response(null, { status: 204 });
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderControl(store: FrameStore = createFrameStore(TEST_BOOTSTRAP), target: HotelOffer = offer) {
  render(
    <JotaiProvider store={store}>
      <IntlProvider locale="en">
        <SaveControl offer={target} name="Grand Hotel" />
      </IntlProvider>
    </JotaiProvider>,
  );
  return store;
}

/** Renders the control and waits for the trips store to be loaded (the control is usable before that too). */
async function renderLoaded(store?: FrameStore) {
  const s = renderControl(store);
  await waitFor(() => expect(calls('/trips/api/store')).toHaveLength(1));
  await screen.findByRole('button', { name: 'Save Grand Hotel to trips' });
  return s;
}

describe('save control: signed in', () => {
  it('goes unsaved -> saving -> saved on a press, and back to unsaved on a second press', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    server.saveGate = new Promise((resolve) => (release = resolve));
    await renderLoaded();
    const button = screen.getByRole('button', { name: 'Save Grand Hotel to trips' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('Save');

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('Saving Grand Hotel to trips…');
    // A press while saving sends nothing more.
    await user.click(button);
    release();

    const saved = await screen.findByRole('button', { name: 'Saved to trips: Grand Hotel' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toHaveTextContent('Saved');
    expect(saved).not.toHaveAttribute('aria-busy');
    expect(bodies('/trips/api/events/save')).toEqual([{ resultId: 'a' }]);
    // The trips store was loaded again after the save (first load + reload).
    expect(calls('/trips/api/store')).toHaveLength(2);

    await user.click(saved);
    const unsaved = await screen.findByRole('button', { name: 'Save Grand Hotel to trips' });
    expect(unsaved).toHaveAttribute('aria-pressed', 'false');
    expect(bodies('/trips/api/events/unsave')).toEqual([{ resultId: 'a' }]);
  });

  it('shows "Saved" for the same result under another offer id (matched by its result key)', async () => {
    server.saved = [resultKeyOf(offer)];
    renderControl(createFrameStore(TEST_BOOTSTRAP), { ...offer, id: 'a-requoted' });
    expect(await screen.findByRole('button', { name: 'Saved to trips: Grand Hotel' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a failed save says so without blocking and the control goes back to "Save"', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    server.saveStatus = 500;
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Save Grand Hotel to trips' }));
    expect(await screen.findByText('Could not save. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Could not save. Try again.');
    const button = screen.getByRole('button', { name: 'Save Grand Hotel to trips' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).not.toHaveAttribute('aria-busy');

    // Trying again works and clears the message.
    server.saveStatus = 200;
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Saved to trips: Grand Hotel' })).toBeInTheDocument();
    expect(screen.queryByText('Could not save. Try again.')).toBeNull();
  });

  it('a failed removal says so and the control stays "Saved"', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    server.saved = [resultKeyOf(offer)];
    server.unsaveStatus = 500;
    const user = userEvent.setup();
    renderControl();
    await user.click(await screen.findByRole('button', { name: 'Saved to trips: Grand Hotel' }));
    expect(await screen.findByText('Could not remove it from trips. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved to trips: Grand Hotel' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('save to trips: signed out', () => {
  beforeEach(() => {
    server.loggedIn = false;
  });

  it('stores the result under tripSaveLater and opens the sign-in on its trips soft gate; the control stays "Save"', async () => {
    const user = userEvent.setup();
    const store = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Save Grand Hotel to trips' }));
    expect(JSON.parse(window.sessionStorage.getItem(TRIP_SAVE_LATER_KEY)!)).toEqual({ resultData: { resultId: 'a', vertical: 'hotels' }, savingState: { isSaved: false } });
    expect(store.get(signInRequestAtom)).toEqual({ id: 1, reason: 'saveToTrips', tripsSoftGate: { resultId: 'a' } });
    expect(screen.getByRole('button', { name: 'Save Grand Hotel to trips' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls('/trips/api/events/save')).toHaveLength(0);
  });

  it('asks nothing when the visitor already dismissed the trips sign-in (trips.sign-in.closed)', async () => {
    window.sessionStorage.setItem(TRIPS_SIGN_IN_CLOSED_KEY, '1');
    const user = userEvent.setup();
    const store = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Save Grand Hotel to trips' }));
    expect(store.get(signInRequestAtom)).toBeNull();
    expect(window.sessionStorage.getItem(TRIP_SAVE_LATER_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Grand Hotel to trips' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks nothing while the trips drawer is open', async () => {
    const user = userEvent.setup();
    const store = await renderLoaded();
    act(() => store.set(tripsDrawerEventAtom, 'open'));
    await user.click(screen.getByRole('button', { name: 'Save Grand Hotel to trips' }));
    expect(store.get(signInRequestAtom)).toBeNull();
    expect(window.sessionStorage.getItem(TRIP_SAVE_LATER_KEY)).toBeNull();
  });

  it('saves the pending result once right after a sign-in, clears the key, and the control shows "Saved"', async () => {
    const user = userEvent.setup();
    const store = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Save Grand Hotel to trips' }));
    expect(readTripSaveLater()).not.toBeNull();

    // What the account feature's sign-in host publishes after a successful sign-in.
    server.loggedIn = true;
    act(() => store.set(signedInEventAtom));
    expect(await screen.findByRole('button', { name: 'Saved to trips: Grand Hotel' })).toHaveAttribute('aria-pressed', 'true');
    expect(bodies('/trips/api/events/save')).toEqual([{ resultId: 'a' }]);
    expect(window.sessionStorage.getItem(TRIP_SAVE_LATER_KEY)).toBeNull();

    act(() => store.set(signedInEventAtom));
    await waitFor(() => expect(calls('/trips/api/store').length).toBeGreaterThanOrEqual(4));
    expect(calls('/trips/api/events/save')).toHaveLength(1);
  });

  it('a frame that starts signed in with a pending result saves it once the store says signed in', async () => {
    window.sessionStorage.setItem(TRIP_SAVE_LATER_KEY, JSON.stringify(tripSaveLaterOf('a', 'hotels')));
    server.loggedIn = true;
    renderControl();
    expect(await screen.findByRole('button', { name: 'Saved to trips: Grand Hotel' })).toBeInTheDocument();
    expect(bodies('/trips/api/events/save')).toEqual([{ resultId: 'a' }]);
    expect(window.sessionStorage.getItem(TRIP_SAVE_LATER_KEY)).toBeNull();
  });

  it('closing the trips soft gate drops the pending result: a later sign-in saves nothing', async () => {
    const user = userEvent.setup();
    const store = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Save Grand Hotel to trips' }));
    act(() => store.set(tripsSignInCloseAtom, 'a'));
    expect(window.sessionStorage.getItem(TRIP_SAVE_LATER_KEY)).toBeNull();

    server.loggedIn = true;
    act(() => store.set(signedInEventAtom));
    await waitFor(() => expect(calls('/trips/api/store')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Save Grand Hotel to trips' })).toBeInTheDocument();
    expect(calls('/trips/api/events/save')).toHaveLength(0);
  });

  it('keeps the pending save when the cross-site frame is denied session storage, and still asks the visitor to sign in', async () => {
    const denied = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    resetFrameStorageForTests();
    try {
      const user = userEvent.setup();
      const store = await renderLoaded();
      await user.click(screen.getByRole('button', { name: 'Save Grand Hotel to trips' }));
      expect(store.get(signInRequestAtom)).toEqual({ id: 1, reason: 'saveToTrips', tripsSoftGate: { resultId: 'a' } });
      expect(readTripSaveLater()).toEqual({ resultData: { resultId: 'a', vertical: 'hotels' }, savingState: { isSaved: false } });
    } finally {
      denied.mockRestore();
      resetFrameStorageForTests();
    }
  });
});

describe('saved-for-later data', () => {
  it('defaults savingState.isSaved to false', () => {
    expect(tripSaveLaterOf('a', 'cars')).toEqual({ resultData: { resultId: 'a', vertical: 'cars' }, savingState: { isSaved: false } });
    expect(TripSaveLaterSchema.parse({ resultData: { resultId: 'a', vertical: 'trains' }, savingState: {} }).savingState).toEqual({ isSaved: false });
    window.sessionStorage.setItem(TRIP_SAVE_LATER_KEY, JSON.stringify({ resultData: { resultId: 'x', vertical: 'flights' } }));
    expect(readTripSaveLater()).toEqual({ resultData: { resultId: 'x', vertical: 'flights' }, savingState: { isSaved: false } });
  });

  it('drops unreadable data', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    window.sessionStorage.setItem(TRIP_SAVE_LATER_KEY, '{not json');
    expect(readTripSaveLater()).toBeNull();
    expect(window.sessionStorage.getItem(TRIP_SAVE_LATER_KEY)).toBeNull();
  });
});
