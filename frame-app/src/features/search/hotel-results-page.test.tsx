// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/test-app.tsx';
import { createFetchStub, jsonResponse as json } from '../../../test/test-http.ts';
import { hotelOffer, hotelReply } from '../../../test/vertical-test-fixtures.ts';
import { hotelMapPoints } from './hotel-results-page.tsx';

const api = createFetchStub();
const path = '/hotels/2643743/2030-06-01/2030-06-03?guests=2&rooms=1&sort=price';
const offers = [hotelOffer('a', 30000, { name: 'Grand Hotel' }), hotelOffer('b', 42000, { name: 'Little Inn' })];

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  api.handler = (url) => (url.pathname === '/i/api/hotels/v1/search' ? json(hotelReply(offers)) : json({}, 404));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('hotel results: prices', () => {
  it('shows the total with the nightly room rate and the taxes and fees it includes, adding up (issue #11)', async () => {
    api.handler = (url) => (url.pathname === '/i/api/hotels/v1/search' ? json(hotelReply([hotelOffer('t', 33000, { name: 'Tax Hotel', taxesMinor: 3000 })])) : json({}, 404));
    renderApp(path);
    const list = await screen.findByRole('list', { name: 'Hotel offers' });
    const card = within(list).getAllByRole('listitem').find((li) => li.parentElement === list)!;
    expect(card).toHaveTextContent('Total for 2 nights');
    expect(card).toHaveTextContent('$330.00');
    expect(card).toHaveTextContent('$150.00 per night');
    expect(card).toHaveTextContent('Includes $30.00 taxes and fees');
  });

  it('shows no taxes line for an offer without taxes and fees', async () => {
    renderApp(path);
    const list = await screen.findByRole('list', { name: 'Hotel offers' });
    expect(list).toHaveTextContent('$150.00 per night');
    expect(list).not.toHaveTextContent('taxes and fees');
  });
});

describe('hotel results: chains', () => {
  it('a chain hotel\'s card names its chain; an independent\'s card names none (issue #25 preferred chains)', async () => {
    api.handler = (url) => (url.pathname === '/i/api/hotels/v1/search'
      ? json(hotelReply([hotelOffer('c', 30000, { name: 'Northstar London Soho', chain: 'Northstar Hotels' }), hotelOffer('i', 32000, { name: 'Little Inn', chain: null })]))
      : json({}, 404));
    renderApp(path);
    const list = await screen.findByRole('list', { name: 'Hotel offers' });
    const [chained, independent] = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(chained).toHaveTextContent('Part of Northstar Hotels');
    expect(independent).toHaveTextContent('Little Inn');
    expect(independent).not.toHaveTextContent('Part of');
  });
});

describe('hotel results: Select and map', () => {
  it('"Select" opens the hotel\'s rooms and rates (details page of the stay), not the booking page', async () => {
    const user = userEvent.setup();
    const router = renderApp(path);
    const list = await screen.findByRole('list', { name: 'Hotel offers' });
    const first = within(list).getAllByRole('listitem').find((li) => li.parentElement === list)!;
    await user.click(within(first).getByRole('button', { name: /^Select Grand Hotel/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels/details/h2643743-a'));
    expect(router.state.location.search).toBe('?checkIn=2030-06-01&checkOut=2030-06-03&guests=2&rooms=1');
    expect(router.state.location.state).toEqual({ fromResults: true });
  });

  it('has a "Show map" button above the offers (closed on a narrow viewport) that shows a marker per hotel', async () => {
    const user = userEvent.setup();
    renderApp(path);
    await screen.findByRole('list', { name: 'Hotel offers' });
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const map = screen.getByRole('region', { name: 'Map of hotels in London' });
    await waitFor(() => expect([...map.querySelectorAll('path[data-hotel-id]')].map((p) => p.getAttribute('aria-label'))).toEqual(['Grand Hotel, $300.00', 'Little Inn, $420.00']));
  });

  it('keeps the map open while a filter loads new results', async () => {
    const user = userEvent.setup();
    const router = renderApp(path);
    await screen.findByRole('list', { name: 'Hotel offers' });
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    await user.click(screen.getByRole('checkbox', { name: '5 stars (3)' }));
    await waitFor(() => expect(router.state.location.search).toContain('stars=5'));
    await waitFor(() => expect(api.fetch.mock.calls.filter(([input]) => String(input).includes('stars=5'))).toHaveLength(1));
    await screen.findByRole('list', { name: 'Hotel offers' });
    expect(await screen.findByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Map of hotels in London' })).toBeInTheDocument();
  });

  it('maps offers to map points: hotel, coordinates, total price and details path', () => {
    const [point] = hotelMapPoints([hotelOffer('a', 30000, { name: 'Grand Hotel' })], 'en-US');
    const offer = hotelOffer('a', 30000);
    expect(point).toEqual({
      id: 'h2643743-a',
      name: 'Grand Hotel',
      latitude: offer.hotel.latitude,
      longitude: offer.hotel.longitude,
      detail: '$300.00',
      href: '/hotels/details/h2643743-a?checkIn=2030-06-01&checkOut=2030-06-03&guests=2&rooms=1',
    });
  });
});

describe('hotel results: Save to trips (issue #12)', () => {
  it('a signed-out Save asks to sign in on the trips soft gate; once that is closed, Save asks no more this session', async () => {
    window.sessionStorage.clear();
    const user = userEvent.setup();
    api.handler = (url) =>
      url.pathname === '/i/api/hotels/v1/search' ? json(hotelReply(offers)) : url.pathname === '/trips/api/store' ? json({ loggedIn: false, trips: [], savedResults: [] }) : json({}, 404);
    renderApp(path);
    const list = await screen.findByRole('list', { name: 'Hotel offers' });
    const first = within(list).getAllByRole('listitem').find((li) => li.parentElement === list)!;
    const save = within(first).getByRole('button', { name: 'Save Grand Hotel to trips' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.fetch.mock.calls.some(([input]) => String(input).includes('/trips/api/store'))).toBe(true));

    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save to your trips' });
    expect(JSON.parse(window.sessionStorage.getItem('tripSaveLater')!)).toEqual({ resultData: { resultId: 'a', vertical: 'hotels' }, savingState: { isSaved: false } });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem('tripSaveLater')).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Save Grand Hotel to trips' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Save Grand Hotel to trips' })).toHaveAttribute('aria-pressed', 'false');
    window.sessionStorage.clear();
  });
});
