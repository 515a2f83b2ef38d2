/**
 * Test helpers of the booking feature (imported only by *.test.tsx, never by the app): renders the booking
 * routes in a memory router inside the app's providers (jotai store from the test bootstrap, react-intl with
 * the feature's English messages), a fetch stub at the network boundary, and contract-valid fixtures.
 */
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import {
  BookingSchema,
  HotelDetailsResponseSchema,
  HotelOfferSchema,
  TravelerSchema,
  type Booking,
  type HotelDetailsResponse,
  type HotelOffer,
} from '@travel/contract';
import { createFrameStore, routerContextFor } from '../src/state/index.ts';
import { TEST_BOOTSTRAP } from './test-fixtures.ts';
import { bookingRouteModules, createBookingRoutes } from '../src/features/booking/index.ts';
// Not re-exported by the feature's index.ts: the route table imports that file on the first page (issue #23).
import { bookingMessages } from '../src/features/booking/messages.ts';
import { jsonResponse as json } from './test-http.ts';

export { json };

// The pages are lazy route modules. Imported here, once per module graph, before any test renders them (issue #23): a
// cold import (transforming the page and what it imports) took over 5 s on the loaded 2-core machine, and inside a
// test it counted against the test's first `findBy*` wait, which then failed ("traveler validation ..."). The tests
// wait for what the page does, not for the test runner's transform; the wait limit is the setup's (test-setup.ts).
await Promise.all([...Object.values(bookingRouteModules).map((load) => load()), import('../src/features/booking/lookup-loader.ts')]);

const MESSAGES: Record<string, string> = Object.fromEntries(Object.values(bookingMessages).map((d) => [d.id, d.defaultMessage]));

/** A JSON reply. */

/** An error-envelope reply. */
export function apiError(status: number, code: string, description: string, extra: Record<string, unknown> = {}, field?: string): Response {
  return json({ errors: [{ code, description, ...(field ? { field } : {}) }], ...extra }, status);
}

export type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** A fetch stub: answers the form-token call itself and passes every other call to `handler`. */
export function createFetchStub() {
  const state: { handler: Handler } = { handler: () => json({}, 404) };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/k/run/formtoken') return json({ formtoken: 'test-token-0123456789' });
    return state.handler(url, init ?? {});
  });
  /** Calls other than the form token, with parsed JSON bodies and headers. */
  const calls = () =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: (init ?? {}) as RequestInit }))
      .filter((c) => c.url.pathname !== '/k/run/formtoken')
      .map((c) => ({
        method: c.init.method ?? 'GET',
        path: c.url.pathname,
        url: c.url,
        headers: (c.init.headers ?? {}) as Record<string, string>,
        body: typeof c.init.body === 'string' ? (JSON.parse(c.init.body) as Record<string, unknown>) : undefined,
      }));
  return {
    fetchMock,
    calls,
    setHandler(handler: Handler) {
      state.handler = handler;
    },
  };
}

/** Renders the booking routes at `path` (with optional navigation state); returns the router. */
export function renderBookingRoutes(path: string, state?: unknown) {
  const [pathname = '/', search = ''] = path.split('?');
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [{ index: true, element: <p>Front door</p> }, ...createBookingRoutes(), { path: '*', element: <p>Page not found</p> }],
      },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '', state }], getContext: routerContextFor({ store, basename: '/' }) },
  );
  render(
    <JotaiProvider store={store}>
      <IntlProvider locale="en-US" defaultLocale="en" messages={MESSAGES} onError={() => {}}>
        <RouterProvider router={router} />
      </IntlProvider>
    </JotaiProvider>,
  );
  return router;
}

export const HOTEL_SUMMARY = {
  hotelId: 'h2643743-3',
  name: 'Grand Riverside Hotel',
  stars: 4,
  rating: 8.6,
  reviewCount: 1243,
  neighbourhood: 'South Bank',
  distanceFromCentreKm: 1.2,
  latitude: 51.5033,
  longitude: -0.1195,
  amenities: ['wifi', 'breakfast', 'gym'] as HotelOffer['hotel']['amenities'],
  cityId: 2643743,
  cityName: 'London',
  countryCode: 'GB',
};

/** A hotel rate (3 nights from 2030-06-01, 2 guests, 1 room), validated against the contract. */
export function hotelOffer(id: string, amountMinor: number, options: { roomName?: string; refundable?: boolean; breakfast?: boolean; taxesMinor?: number } = {}): HotelOffer {
  const refundable = options.refundable ?? true;
  return HotelOfferSchema.parse({
    id,
    vertical: 'hotels',
    supplierRef: `ref-${id}`,
    price: { amountMinor, currency: 'USD' },
    expiresAt: '2030-05-01T00:00:00.000Z',
    conditions: refundable ? { refundable: true, cancellationDeadline: '2030-05-30T12:00:00.000Z', notes: [] } : { refundable: false, notes: [] },
    hotel: HOTEL_SUMMARY,
    roomType: 'double',
    roomName: options.roomName ?? 'Double room',
    rateType: refundable ? 'refundable' : 'non_refundable',
    breakfastIncluded: options.breakfast ?? false,
    checkIn: '2030-06-01',
    checkOut: '2030-06-04',
    nights: 3,
    rooms: 1,
    guests: 2,
    pricePerNight: { amountMinor: Math.round((amountMinor - (options.taxesMinor ?? 0)) / 3), currency: 'USD' },
    ...(options.taxesMinor === undefined ? {} : { taxesAndFees: { amountMinor: options.taxesMinor, currency: 'USD' } }),
    roomsLeft: 2,
  });
}

/** Hotel details with one room type and two rates. */
export function hotelDetails(): HotelDetailsResponse {
  return HotelDetailsResponseSchema.parse({
    hotel: {
      ...HOTEL_SUMMARY,
      description: 'A riverside hotel a short walk from the theatres.',
      address: '1 Riverside Walk, London',
      checkInTime: '15:00',
      checkOutTime: '11:00',
      photos: [{ url: null, caption: 'Lobby', seed: 3 }],
    },
    city: {
      kind: 'city',
      id: 2643743,
      name: 'London',
      countryCode: 'GB',
      countryName: 'United Kingdom',
      population: 8_000_000,
      latitude: 51.5085,
      longitude: -0.1257,
      timeZone: 'Europe/London',
      nearestAirport: 'LHR',
    },
    query: { checkIn: '2030-06-01', checkOut: '2030-06-04', guests: 2, rooms: 1, currency: 'USD' },
    rooms: [
      {
        roomType: 'double',
        name: 'Double room',
        description: 'A quiet double room.',
        maxGuests: 2,
        bedType: '1 double bed',
        sizeSqm: 22,
        rates: [hotelOffer('hot1_a_30000', 30000, { refundable: false }), hotelOffer('hot1_b_34500', 34500, { refundable: true, breakfast: true })],
      },
    ],
  });
}

/** A booking of `offer`, validated against the contract. */
export function bookingOf(offer: HotelOffer, overrides: Partial<Booking> = {}): Booking {
  return BookingSchema.parse({
    reference: 'K7Q2XP',
    status: 'booked',
    vertical: 'hotels',
    offer: {
      vertical: 'hotels',
      title: `${offer.hotel.name}, ${offer.hotel.cityName}`,
      subtitle: offer.roomName,
      startDate: offer.checkIn,
      endDate: offer.checkOut,
      destinationName: offer.hotel.cityName,
      conditions: offer.conditions,
      offer,
    },
    price: offer.price,
    travelers: [TravelerSchema.parse({ firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-17', emailAddress: 'ada@example.com', phoneNumber: '5551234567', phoneCountryCode: '1', phoneCountryCodeISO: 'US' })],
    contactEmail: 'ada@example.com',
    payment: { brand: 'visa', last4: '4242' },
    supplierRef: 'OFL-ABC',
    createdAt: '2030-05-01T10:00:00.000Z',
    tripId: 'ABCDEFGHJKLMNPQR',
    ...overrides,
  });
}
