// @vitest-environment jsdom
/**
 * Site-wide extras (account-business-header-and-trips §2, §4, §7, §9): the offline banner follows the browser, a
 * page-top announcement clears after 3000 ms, the site-wide message bar shows the server's message and remembers a
 * dismissal, the marketing id is synced once with the stored suggestion, the ad-block bait is asked for at most once
 * a session, and the survey launcher appears after 10 s except on booking pages and sends its form.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createMemoryRouter } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import {
  AD_BLOCK_BAIT_PATH, KMKID_SYNC_PATH, NAVIGATION_STATE_PATH, SURVEY_FEEDBACK_PATH, SURVEY_IDENTITY_PATH, type NavigationState,
} from '@travel/contract';
import { consentStatusAtom, createFrameStore, localeAtom, routerContextFor } from '../../../state/index.ts';
import { marketingIdAtom } from './deferred-extras.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFetchStub, jsonResponse } from '../../../../test/test-http.ts';
import { chromeResourceRoutes, useAnnounce } from '../index.ts';
import { AD_BLOCK_CHECKED_KEY, KMKID_STORAGE_KEY } from './constants.ts';
import { SiteExtras, SurveyLauncherSlot } from './site-extras.tsx';
import { renderRouter } from '../../../../test/test-app.tsx';

let stub: ReturnType<typeof createFetchStub>;
let navState: NavigationState;
const posted: { path: string; body: string; csrf: string | null }[] = [];

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  posted.length = 0;
  window.sessionStorage.clear();
  window.localStorage.clear();
  navState = { siteWideMessageState: { message: null }, drawerNavigationState: { numMainItemsShown: 5 } };
  stub = createFetchStub();
  stub.handler = (url, init) => {
    if (init.method === 'POST') posted.push({ path: url.pathname, body: String(init.body), csrf: new Headers(init.headers).get('X-CSRF') });
    if (url.pathname === NAVIGATION_STATE_PATH) return jsonResponse(navState);
    if (url.pathname === KMKID_SYNC_PATH) return jsonResponse({ kmkid: 'server_kmkid_0123456789' });
    if (url.pathname === SURVEY_IDENTITY_PATH) return jsonResponse({ acquisitionChannel: 'partner:demo', obfuscatedUserId: 'abc123abc123abc123abc1' });
    if (url.pathname === SURVEY_FEEDBACK_PATH) return jsonResponse({ received: true });
    if (url.pathname === AD_BLOCK_BAIT_PATH) return jsonResponse({ ok: true });
    return jsonResponse({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', stub.fetch);
  setOnline(true);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Announcing() {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce('Filters applied')}>
      Apply filters
    </button>
  );
}

function renderExtras(path = '/', store = createFrameStore(TEST_BOOTSTRAP)) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SiteExtras />
            <Announcing />
            <Link to="/book/offer-1">Book</Link>
            <Outlet />
            <SurveyLauncherSlot />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }, ...chromeResourceRoutes],
      },
    ],
    { initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }) },
  );
  renderRouter(router, store);
  return router;
}

describe('connectivity', () => {
  it('shows the offline banner while offline and hides it back online', () => {
    renderExtras();
    expect(screen.queryByText(/You are offline/)).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByText(/You are offline/)).toBeVisible();
    act(() => setOnline(true));
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});

describe('page-top announcement', () => {
  it('announces politely and clears after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderExtras();
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const region = screen.getByTestId('page-announcement');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Filters applied');
    act(() => vi.advanceTimersByTime(2900));
    expect(region).toHaveTextContent('Filters applied');
    act(() => vi.advanceTimersByTime(200));
    expect(region).toHaveTextContent('');
  });
});

describe('site-wide message bar', () => {
  it('shows the server\'s message with its link; dismissing hides it for the session', async () => {
    navState = { ...navState, siteWideMessageState: { message: { id: 'm1', text: 'Rail strikes on Friday', url: '/manage-booking', tone: 'warning' } } };
    const user = userEvent.setup();
    renderExtras();
    const bar = await screen.findByRole('region', { name: 'Site message' });
    expect(bar).toHaveTextContent('Rail strikes on Friday');
    expect(within(bar).getByRole('link', { name: 'More information' })).toHaveAttribute('href', '/manage-booking');
    await user.click(within(bar).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('region', { name: 'Site message' })).toBeNull();
    cleanup();
    renderExtras();
    // The same message stays dismissed (the navigation state has loaded again by the time the launcher's identity has).
    await waitFor(() => expect(stub.fetch.mock.calls.filter(([u]) => String(u).includes(NAVIGATION_STATE_PATH))).toHaveLength(2));
    // Let the loaded state reach the page, then a message with another id shows while the dismissed one does not.
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Site message' })).toBeNull();
    cleanup();
    navState = { ...navState, siteWideMessageState: { message: { id: 'm2', text: 'Airport works', url: null, tone: 'info' } } };
    renderExtras();
    expect(await screen.findByRole('region', { name: 'Site message' })).toHaveTextContent('Airport works');
  });
});

describe('site message per language (issue #22)', () => {
  it('an English-only message goes away on switching to German, and the German state is asked for', async () => {
    const english: NavigationState = { ...navState, siteWideMessageState: { message: { id: 'en1', text: 'Rail strikes on Friday', url: null, tone: 'warning' } } };
    const german: NavigationState = { ...navState, siteWideMessageState: { message: null } };
    const base = stub.handler;
    stub.handler = (url, init) => (url.pathname === NAVIGATION_STATE_PATH ? jsonResponse(url.searchParams.get('locale') === 'de-DE' ? german : english) : base(url, init));
    const store = createFrameStore(TEST_BOOTSTRAP);
    renderExtras('/', store);
    expect(await screen.findByRole('region', { name: 'Site message' })).toHaveTextContent('Rail strikes on Friday');
    await act(async () => store.set(localeAtom, { tag: 'de-DE' }));
    expect(screen.queryByRole('region', { name: 'Site message' })).toBeNull();
    await waitFor(() =>
      expect(stub.fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).filter((u) => u.pathname === NAVIGATION_STATE_PATH).map((u) => u.searchParams.get('locale'))).toEqual([
        'en-US',
        'de-DE',
      ]),
    );
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Site message' })).toBeNull();
    // Back in English, its message shows again.
    await act(async () => store.set(localeAtom, { tag: 'en-US' }));
    expect(await screen.findByRole('region', { name: 'Site message' })).toHaveTextContent('Rail strikes on Friday');
  });

  it("the page's own message is there on the first paint, before any request, so it pushes nothing down later", () => {
    const message = { id: 'p1', text: 'Rail strikes on Friday', url: null, tone: 'warning' as const };
    renderExtras('/', createFrameStore({ ...TEST_BOOTSTRAP, siteMessage: message }));
    expect(screen.getByRole('region', { name: 'Site message' })).toHaveTextContent('Rail strikes on Friday');
    expect(stub.fetch.mock.calls.filter(([u]) => String(u).includes(NAVIGATION_STATE_PATH))).toHaveLength(0);
  });
});

describe('deferred extras', () => {
  it('syncs the marketing id once with the stored suggestion and X-CSRF, and stores the reply', async () => {
    window.localStorage.setItem(KMKID_STORAGE_KEY, 'stored_kmkid_0123456789');
    renderExtras();
    await waitFor(() => expect(window.localStorage.getItem(KMKID_STORAGE_KEY)).toBe('server_kmkid_0123456789'));
    const syncs = posted.filter((p) => p.path === KMKID_SYNC_PATH);
    expect(syncs).toHaveLength(1);
    expect(new URLSearchParams(syncs[0]!.body).get('suggestedKmkid')).toBe('stored_kmkid_0123456789');
    expect(syncs[0]!.csrf).toBe('test-token-0123456789');
  });

  it('where prior consent is required, syncs the marketing id (an advertising cookie) only after advertising consent (issue #13)', async () => {
    const store = createFrameStore({ ...TEST_BOOTSTRAP, locale: 'de-DE' });
    renderExtras('/', store);
    store.set(consentStatusAtom, { phase: 'decided', acceptedCategories: ['strictlyNecessary', 'analytical'] });
    // The idle-loaded extras module renders (its survey launcher mounts), and syncs nothing yet.
    await screen.findByRole('button', { name: 'Apply filters' });
    await vi.dynamicImportSettled();
    expect(store.get(marketingIdAtom).status).toBe('init');
    expect(posted.filter((p) => p.path === KMKID_SYNC_PATH)).toHaveLength(0);
    store.set(consentStatusAtom, { phase: 'decided', acceptedCategories: ['strictlyNecessary', 'advertising'] });
    await waitFor(() => expect(posted.filter((p) => p.path === KMKID_SYNC_PATH)).toHaveLength(1));
  });

  it('asks for the ad-block bait when the 1 % draw hits, and not again in the same session', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderExtras();
    await waitFor(() => expect(stub.fetch.mock.calls.some(([u]) => String(u).includes(AD_BLOCK_BAIT_PATH))).toBe(true));
    expect(window.sessionStorage.getItem(AD_BLOCK_CHECKED_KEY)).toBe('checked');
    cleanup();
    stub.fetch.mockClear();
    renderExtras();
    await waitFor(() => expect(stub.fetch.mock.calls.some(([u]) => String(u).includes(SURVEY_IDENTITY_PATH))).toBe(true));
    expect(stub.fetch.mock.calls.some(([u]) => String(u).includes(AD_BLOCK_BAIT_PATH))).toBe(false);
  });

  it('the survey launcher appears after 10 s, sends the form, and is gone on the booking page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderExtras();
    await waitFor(() => expect(stub.fetch.mock.calls.some(([u]) => String(u).includes(SURVEY_IDENTITY_PATH))).toBe(true));
    await act(async () => vi.advanceTimersByTime(9000));
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(1000));
    const launcher = await screen.findByRole('button', { name: 'Feedback' });
    await user.click(launcher);
    const form = await screen.findByRole('region', { name: 'How is your experience?' });
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Choose a rating.')).toBeVisible();
    await user.click(within(form).getByRole('radio', { name: 'Good' }));
    await user.type(within(form).getByRole('textbox', { name: 'Comments (optional)' }), 'Quick search');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Thank you for your feedback!')).toBeVisible();
    const sent = posted.find((p) => p.path === SURVEY_FEEDBACK_PATH);
    expect(JSON.parse(sent!.body)).toEqual({ rating: 4, comment: 'Quick search', page: '/' });
    await user.click(screen.getByRole('link', { name: 'Book' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull());
  });
});
