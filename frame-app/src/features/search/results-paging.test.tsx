// @vitest-environment jsdom
/**
 * Results in pages (issue #11): the server is asked for 20, "Show more results" asks for the next 20 and appends them,
 * the page count goes into the URL, a URL with a page count asks for that many at once; on a phone-width frame the
 * filters sit behind "Filters (n)" in a sheet with "Show N results". Paging helpers (paging.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/test-app.tsx';
import { createFetchStub, jsonResponse as json } from '../../../test/test-http.ts';
import { carOffer, carReply } from '../../../test/vertical-test-fixtures.ts';
import { onlyPagingChanged, splitPaging, withPaging } from './paging.ts';
import { FILTERS_SHEET_QUERY } from './results-view.tsx';

const api = createFetchStub();
const path = '/cars/LHR/2030-06-01/2030-06-04';
const ALL = Array.from({ length: 45 }, (_, i) => carOffer(`c${String(i).padStart(2, '0')}`, 10000 + i * 100));

/** The car search API over 45 offers, paged by limit/offset like the server. */
function pagedReply(url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  return json({ ...carReply(ALL.slice(offset, offset + limit)), total: ALL.length });
}

const searches = () => api.fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === '/i/api/cars/v1/search');
const items = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  api.handler = (url) => {
    if (url.pathname === '/i/api/cars/v1/search') return pagedReply(url);
    // The booking page checks the offer first.
    if (url.pathname === '/i/api/offers/v1/refresh') return json({ status: 'available', offer: ALL[0] });
    return json({}, 404);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('results paging', () => {
  it('asks for 20, appends the next 20 on "Show more results", writes pages=2 into the URL without searching the first page again', async () => {
    const user = userEvent.setup();
    const router = renderApp(path);
    const list = await screen.findByRole('list', { name: 'Car offers' });
    expect(items(list)).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 45')).toBeInTheDocument();
    expect(Object.fromEntries(searches()[0]!.searchParams)).toMatchObject({ limit: '20', offset: '0' });

    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(items(screen.getByRole('list', { name: 'Car offers' }))).toHaveLength(40));
    expect(searches().map((u) => [u.searchParams.get('limit'), u.searchParams.get('offset')])).toEqual([
      ['20', '0'],
      ['20', '20'],
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?pages=2'));
    expect(searches()).toHaveLength(2);
    const ids = items(screen.getByRole('list', { name: 'Car offers' })).map((li) => li.getAttribute('data-offer-id'));
    expect(ids).toEqual(ALL.slice(0, 40).map((o) => o.id));

    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(screen.getByText('Showing 45 of 45')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?pages=3'));
  });

  it('a URL with pages=2 (Back, a reload) asks the server for the first 40 at once; a filter starts again at one page', async () => {
    const router = renderApp(`${path}?pages=2`);
    const list = await screen.findByRole('list', { name: 'Car offers' });
    expect(items(list)).toHaveLength(40);
    expect(Object.fromEntries(searches()[0]!.searchParams)).toMatchObject({ limit: '40', offset: '0' });
    expect(searches()[0]!.searchParams.has('pages')).toBe(false);
    await act(() => router.navigate(`${path}?carClass=suv`));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(Object.fromEntries(searches()[1]!.searchParams)).toMatchObject({ limit: '20', offset: '0', carClass: 'suv' });
  });
});

describe('Back to results', () => {
  it('the booking page links back to the results with their page count, which loads the same 40 offers again', async () => {
    const user = userEvent.setup();
    const router = renderApp(path);
    await screen.findByRole('list', { name: 'Car offers' });
    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pages=2'));
    await user.click(screen.getAllByRole('button', { name: /^Select / })[25]!);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/book\//));
    const back = await screen.findByRole('link', { name: 'Back to results' });
    expect(back).toHaveAttribute('href', `${path}?pages=2`);
    await user.click(back);
    await waitFor(() => expect(items(screen.getByRole('list', { name: 'Car offers' }))).toHaveLength(40));
    expect(router.state.location.search).toBe('?pages=2');
    expect(Object.fromEntries(searches().at(-1)!.searchParams)).toMatchObject({ limit: '40', offset: '0' });
  });
});

describe('filters on a phone-width frame', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === FILTERS_SHEET_QUERY, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  });

  it('"Filters (n)" opens a sheet with the filters and "Show N results"; the panel is not beside the list', async () => {
    const user = userEvent.setup();
    renderApp(`${path}?carClass=suv`);
    await screen.findByRole('list', { name: 'Car offers' });
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter results' });
    expect(within(sheet).getByRole('group', { name: 'Car class' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Show 45 results' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter results' })).not.toBeInTheDocument());
  });
});

describe('paging helpers', () => {
  it('splitPaging takes pages/page out of the filters and says what to ask the server', () => {
    const base = { vertical: 'cars' as const, location: 'LHR', pickUpDate: '2030-06-01', dropOffDate: '2030-06-04' };
    expect(splitPaging({ ...base, filters: { pages: '3', carClass: 'suv' } })).toEqual({ results: { ...base, filters: { carClass: 'suv' } }, pages: 3, request: { limit: 60, offset: 0 } });
    expect(splitPaging({ ...base, filters: { pages: '2', page: '3' } })).toEqual({ results: base, pages: 2, request: { limit: 20, offset: 40 } });
    expect(splitPaging({ ...base, filters: { pages: 'x' } }).pages).toBe(1);
    expect(splitPaging({ ...base, filters: { pages: '99' } }).request.limit).toBe(200);
  });

  it('withPaging and onlyPagingChanged', () => {
    expect(withPaging('/cars/LHR/a/b?sort=price&pages=2', 3)).toBe('/cars/LHR/a/b?sort=price&pages=3');
    expect(withPaging('/cars/LHR/a/b?pages=2', 1)).toBe('/cars/LHR/a/b');
    expect(withPaging('/cars/LHR/a/b', 2, 3)).toBe('/cars/LHR/a/b?pages=2&page=3');
    const u = (s: string) => new URL(s, 'http://x');
    expect(onlyPagingChanged(u('/c?sort=price'), u('/c?sort=price&pages=2'))).toBe(true);
    expect(onlyPagingChanged(u('/c?sort=price'), u('/c?sort=rating&pages=2'))).toBe(false);
    expect(onlyPagingChanged(u('/c?pages=2'), u('/c?pages=2'))).toBe(false);
  });
});
