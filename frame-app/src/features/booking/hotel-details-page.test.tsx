// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFetchStub, hotelDetails, json, renderBookingRoutes } from '../../../test/booking-test-support.tsx';
import { resultKeyOf } from '@travel/contract';
import { hotelDetailsPagePath } from './paths.ts';

const net = createFetchStub();

beforeEach(() => {
  vi.stubGlobal('fetch', net.fetchMock);
  net.fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = hotelDetailsPagePath('h2643743-3', { checkIn: '2030-06-01', checkOut: '2030-06-04', guests: 2, rooms: 1 });

describe('hotel details page', () => {
  it('builds its path', () => {
    expect(path).toBe('/hotels/details/h2643743-3?checkIn=2030-06-01&checkOut=2030-06-04&guests=2&rooms=1');
  });

  it('renders the hotel, photos placeholder, amenities, location and rooms and rates with book buttons', async () => {
    const user = userEvent.setup();
    net.setHandler(() => json(hotelDetails()));
    const router = renderBookingRoutes(path);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading hotel details…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grand Riverside Hotel' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photos of Grand Riverside Hotel' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(screen.getByText(/Guest rating 8.6 \/ 10/)).toBeInTheDocument();
    expect(screen.getByText(/South Bank, London/)).toBeInTheDocument();
    expect(screen.getByText('A riverside hotel a short walk from the theatres.')).toBeInTheDocument();

    const amenities = within(screen.getByRole('list', { name: 'Amenities' })).getAllByRole('listitem');
    expect(amenities.map((li) => li.textContent)).toEqual(['Free Wi-Fi', 'Breakfast available', 'Fitness centre']);

    const location = screen.getByRole('region', { name: 'Location' });
    expect(location).toHaveTextContent('Coordinates: 51.5033° N, 0.1195° W');
    expect(location).toHaveTextContent('1.2 km from the centre of London');

    const rates = within(screen.getByRole('list', { name: 'Rooms and rates' })).getAllByRole('listitem', { name: '' }).filter((li) => li.hasAttribute('data-offer-id'));
    expect(rates).toHaveLength(2);
    expect(rates[0]).toHaveTextContent('Room only');
    expect(rates[0]).toHaveTextContent('Non-refundable');
    expect(rates[0]).toHaveTextContent('$100.00 per night');
    expect(rates[0]).toHaveTextContent('$300.00 total for 3 nights');
    expect(rates[1]).toHaveTextContent('Breakfast included');
    expect(rates[1]).toHaveTextContent(/Free cancellation until/);

    const [call] = net.calls();
    expect(call?.path).toBe('/i/api/hotels/v1/h2643743-3');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ checkIn: '2030-06-01', checkOut: '2030-06-04', guests: '2', rooms: '1', currency: 'USD' });

    await user.click(screen.getByRole('button', { name: 'Book Double Room for $345.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/hot1_b_34500'));
  });

  it('shows the hotel on a map in its Location section', async () => {
    net.setHandler(() => json(hotelDetails()));
    renderBookingRoutes(path);
    const map = await screen.findByRole('region', { name: 'Map of Grand Riverside Hotel' });
    expect(screen.getByRole('region', { name: 'Location' })).toContainElement(map);
    const marker = await waitFor(() => {
      const found = map.querySelector('path[data-hotel-id="h2643743-3"]');
      expect(found).not.toBeNull();
      return found;
    });
    expect(marker).toHaveAttribute('aria-label', 'Grand Riverside Hotel');
  });

  it('"Back to results" opened from a link goes to the results of the stay', async () => {
    const user = userEvent.setup();
    net.setHandler(() => json(hotelDetails()));
    const router = renderBookingRoutes(path);
    const back = await screen.findByRole('link', { name: 'Back to results' });
    expect(back).toHaveAttribute('href', '/hotels/2643743/2030-06-01/2030-06-04?guests=2&rooms=1');
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels/2643743/2030-06-01/2030-06-04'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('"Back to results" opened from the results goes back in history (same results, filters and scroll)', async () => {
    const user = userEvent.setup();
    net.setHandler(() => json(hotelDetails()));
    const results = '/hotels/2643743/2030-06-01/2030-06-04?guests=2&rooms=1&sort=rating&stars=4';
    const router = renderBookingRoutes(results);
    await router.navigate(path, { state: { fromResults: true } });
    await user.click(await screen.findByRole('link', { name: 'Back to results' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(results));
    expect(router.state.historyAction).toBe('POP');
  });

  it('shows "not found" for an unknown hotel', async () => {
    net.setHandler(() => apiError(404, 'NOT_FOUND', 'Unknown hotel h1-1'));
    renderBookingRoutes(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this hotel.');
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/');
  });

  it('shows the page\'s own error (not the server\'s English description) with "Try again", which loads again', async () => {
    const user = userEvent.setup();
    net.setHandler(() => apiError(500, 'INTERNAL_ERROR', 'Something broke'));
    renderBookingRoutes(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this hotel. Please try again.');
    expect(alert).not.toHaveTextContent('Something broke');
    net.setHandler(() => json(hotelDetails()));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grand Riverside Hotel' })).toBeInTheDocument();
  });

  it('an incomplete link shows a message and calls nothing', async () => {
    renderBookingRoutes('/hotels/details/h2643743-3?checkIn=2030-06-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('This hotel link is incomplete or invalid.');
    expect(net.calls()).toHaveLength(0);
  });
});

describe('hotel details page: Save to trips (issue #12)', () => {
  const FULL_TRIP_ID = 'AbCdEf0123456789';
  /** The stubbed server: the hotel, the trips store (signed in, `saved` result keys), save and unsave. */
  function serve(saved: string[]) {
    const details = hotelDetails();
    net.setHandler((url) => {
      if (url.pathname === '/trips/api/store') {
        return json({ loggedIn: true, savedResults: saved.map((resultKey, i) => ({ resultKey, resultId: `r${i}`, eventId: i + 1, fullTripId: FULL_TRIP_ID })) });
      }
      if (url.pathname === '/trips/api/events/unsave') {
        saved.length = 0;
        return new Response(null, { status: 204 });
      }
      if (url.pathname === '/trips/api/events/save') {
        const offer = details.rooms[0]!.rates[0]!;
        saved.push(resultKeyOf(offer));
        const now = '2030-01-01T00:00:00.000Z';
        return json({
          created: true,
          event: {
            eventId: 1, fullTripId: FULL_TRIP_ID, state: 'saved', isInCart: false, vertical: 'hotels', title: 'Grand Riverside Hotel', subtitle: 'Double room',
            startDate: '2030-06-01', endDate: '2030-06-04', resultId: offer.id, resultKey: resultKeyOf(offer), offer, price: offer.price, booking: null, createdAt: now,
          },
          trip: {
            numBookedEvents: 0, numCancelledEvents: 0, numCartEvents: 0, numSavedEvents: 1, fullTripId: FULL_TRIP_ID, tripId: 'AbCdEf', tripHash: '0123456789',
            tripName: 'London', tripUrl: { url: `/trips/${FULL_TRIP_ID}` }, imageUrl: '/trips/api/images/seasonal/summer/2643743/64', destinationName: 'London',
            destinationCityId: 2643743, startDate: '2030-06-01', endDate: '2030-06-04', ownerDisplayName: 'Ada', role: 'owner', fullyCancelled: false, updatedAt: now,
          },
        });
      }
      return json(details);
    });
    return details;
  }

  it('saves the cheapest rate shown for the stay, and the header then says "Saved"', async () => {
    const user = userEvent.setup();
    serve([]);
    renderBookingRoutes(path);
    const save = await screen.findByRole('button', { name: 'Save Grand Riverside Hotel to trips' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Saved to trips: Grand Riverside Hotel' })).toHaveAttribute('aria-pressed', 'true');
    expect(net.calls().filter((c) => c.path === '/trips/api/events/save').map((c) => c.body)).toEqual([{ resultId: 'hot1_a_30000' }]);
  });

  it('shows "Saved" when another rate of the stay is saved, and pressing it removes that rate', async () => {
    const user = userEvent.setup();
    const details = hotelDetails();
    serve([resultKeyOf(details.rooms[0]!.rates[1]!)]);
    renderBookingRoutes(path);
    await user.click(await screen.findByRole('button', { name: 'Saved to trips: Grand Riverside Hotel' }));
    expect(await screen.findByRole('button', { name: 'Save Grand Riverside Hotel to trips' })).toHaveAttribute('aria-pressed', 'false');
    expect(net.calls().filter((c) => c.path === '/trips/api/events/unsave').map((c) => c.body)).toEqual([{ resultId: 'hot1_b_34500' }]);
  });
});
