// @vitest-environment jsdom
/**
 * The bridge `submit` end to end inside the frame (core-and-business §7): the incoming handler awaits the search
 * feature's resolver (as start.tsx wires it), answers the host, and the listener runs the resolved search.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { createIncomingHandler } from '../bridge/index.ts';
import { createFrameStore, searchSubmitAtom } from '../state/index.ts';
import { TEST_BOOTSTRAP } from '../../test/test-fixtures.ts';
import { resolveSearchSubmit, resultsRouteModules, searchRouteModules } from '../features/search/index.ts';
import { AppProviders } from './providers.tsx';
import { LONDON, LYON, PARIS } from '../../test/vertical-test-fixtures.ts';
import { createTestRouter, isoFromToday } from '../../test/test-app.tsx';
import { jsonResponse as json } from '../../test/test-http.ts';



const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/k/run/formtoken') return json({ formtoken: 'test-token-0123456789' });
  if (url.pathname === '/i/api/locations/v1/autocomplete') {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return json({ locations: [LONDON, PARIS, LYON].filter((l) => l.name.toLowerCase().startsWith(q)) });
  }
  return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
});


function setup() {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createTestRouter('/', store);
  const log = { warn: vi.fn(), error: vi.fn() };
  const receive = createIncomingHandler({
    api: { post: vi.fn(), raw: vi.fn() } as never,
    store,
    relayAllowList: [],
    origin: 'http://localhost:8080',
    log,
    resolveSubmit: (query) => resolveSearchSubmit(query),
  });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, store, receive, log };
}

beforeAll(async () => {
  await Promise.all([searchRouteModules.frontDoor(), ...Object.values(resultsRouteModules).map((load) => load())]);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bridge submit with place resolution', () => {
  it('a hotels submit with a city name answers the results URL and runs the search', async () => {
    const t = setup();
    await screen.findByRole('combobox', { name: 'From' });
    const expected = `/hotels/${PARIS.id}/${isoFromToday(14)}/${isoFromToday(16)}?guests=2&rooms=1&sort=price`;
    let reply: unknown;
    await act(async () => {
      reply = await t.receive({ action: 'submit', query: { vertical: 'hotels', destination: 'Paris' } });
    });
    expect(reply).toEqual({ ok: true, result: { resultsUrl: expected } });
    await waitFor(() => expect(t.router.state.location.pathname + t.router.state.location.search).toBe(expected));
  });

  it('a trains submit with two city names runs the train search', async () => {
    const t = setup();
    await screen.findByRole('combobox', { name: 'From' });
    await act(async () => {
      await t.receive({ action: 'submit', query: { vertical: 'trains', origin: 'Paris', destination: 'Lyon', date: isoFromToday(20) } });
    });
    await waitFor(() => expect(t.router.state.location.pathname).toBe(`/trains/${PARIS.id}-${LYON.id}/${isoFromToday(20)}`));
  });

  it('an unknown place answers VALIDATION_ERROR with the field and publishes nothing', async () => {
    const t = setup();
    await screen.findByRole('combobox', { name: 'From' });
    const before = t.store.get(searchSubmitAtom);
    let reply: unknown;
    await act(async () => {
      reply = await t.receive({ action: 'submit', query: { vertical: 'hotels', destination: 'Atlantis' } });
    });
    expect(reply).toEqual({ ok: false, error: { code: 'VALIDATION_ERROR', description: 'Unknown place "Atlantis"', field: 'query.destination' } });
    expect(t.store.get(searchSubmitAtom)).toBe(before);
    expect(t.router.state.location.pathname).toBe('/');
    expect(t.log.warn).toHaveBeenCalledWith('search submit refused', 'Unknown place "Atlantis"');
  });
});
