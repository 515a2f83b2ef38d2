// @vitest-environment jsdom
/**
 * The header's navigation (chrome-and-consent §2, §4, §9; account-business-header-and-trips §4): keyboard use of the
 * drawer (open with Enter, focus to the first item, arrows, show-more, Escape returns focus), an item closes it and
 * navigates, click outside collapses, hover expands after 50 ms and collapses 400 ms after leaving, the account group
 * when signed in, the dialog variant on an extra-small frame, and the friendly search URL on a results page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createMemoryRouter, useLocation } from 'react-router';
import { AUTH_STATE_PATH, FRIENDLY_SEARCH_URL_PATH, NAVIGATION_STATE_PATH, signedInAuthState, signedOutAuthState } from '@travel/contract';
import { createFrameStore, logger, routerContextFor } from '../../../state/index.ts';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFetchStub, jsonResponse } from '../../../../test/test-http.ts';
import { chromeResourceRoutes } from '../index.ts';
import { NavigationMenu } from './navigation-menu.tsx';
import { renderRouter } from '../../../../test/test-app.tsx';

/** jsdom has no PointerEvent; React's pointer enter/leave need one carrying `pointerType`. */
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: MouseEventInit & { pointerType?: string } = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

let stub: ReturnType<typeof createFetchStub>;
let signedIn = false;

beforeEach(() => {
  vi.stubGlobal('PointerEvent', TestPointerEvent);
  stub = createFetchStub();
  signedIn = false;
  stub.handler = (url) => {
    if (url.pathname === AUTH_STATE_PATH) return jsonResponse(signedIn ? signedInAuthState({ email: 'ada@example.com', name: 'Ada' }) : signedOutAuthState());
    if (url.pathname === NAVIGATION_STATE_PATH) return jsonResponse({ siteWideMessageState: { message: null }, drawerNavigationState: { numMainItemsShown: 5 } });
    return jsonResponse({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', stub.fetch);
  setWidth(1024);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
  window.dispatchEvent(new Event('resize'));
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderMenu(path = '/') {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <header>
              <NavigationMenu />
              <a href="/elsewhere">Elsewhere</a>
            </header>
            <Where />
            <Outlet />
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

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const location = () => screen.getByRole('status', { name: 'location' });

describe('navigation drawer', () => {
  it('keyboard: Enter opens it with focus on the first item, arrows move, show-more reveals and focuses the rest, Escape closes back to the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await user.tab();
    expect(menuButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Flights' })).toHaveFocus());
    expect(within(nav).getByRole('link', { name: 'Flights' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Hotels' })).toHaveFocus();
    expect(within(nav).queryByRole('link', { name: 'Manage booking' })).toBeNull();
    // End: the last item, a visitor's Trips (issue #22); ArrowUp: the main group's "Show 1 more".
    await user.keyboard('{End}');
    expect(within(nav).getByRole('link', { name: 'Trips' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    const more = within(nav).getByRole('button', { name: 'Show 1 more' });
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Manage booking' })).toHaveFocus());
    expect(within(nav).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing a vertical closes the drawer and lands on its front door tab', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(menuButton());
    await user.click(await screen.findByRole('link', { name: 'Trains' }));
    await waitFor(() => expect(location()).toHaveTextContent('/?vertical=trains'));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('a click outside collapses it; Tab past the last item closes it too', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(menuButton());
    await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

    await user.click(menuButton());
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    within(nav).getByRole('link', { name: 'Trips' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('hover expands after 50 ms and collapses 400 ms after the pointer left', () => {
    vi.useFakeTimers();
    renderMenu();
    const root = menuButton().parentElement!;
    fireEvent.pointerOver(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(49));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerOut(root, { pointerType: 'mouse', relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(399));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a hovered drawer that is clicked stays pinned when the pointer leaves', () => {
    vi.useFakeTimers();
    renderMenu();
    const root = menuButton().parentElement!;
    fireEvent.pointerOver(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(50));
    fireEvent.click(menuButton());
    fireEvent.pointerOut(root, { pointerType: 'mouse', relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(1000));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('the hidden drawer does not expand on hover', () => {
    vi.useFakeTimers();
    setWidth(600);
    renderMenu();
    fireEvent.pointerOver(menuButton().parentElement!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('signed in, the account group lists the profile and account settings', async () => {
    signedIn = true;
    const user = userEvent.setup();
    renderMenu('/profile/account');
    await user.click(menuButton());
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const account = await within(nav).findByRole('list', { name: 'Your account' });
    // The group is there before the auth state (a visitor's Trips); the profile links come once it says signed in.
    expect(await within(account).findByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(account).getByRole('link', { name: 'Trips' })).toHaveAttribute('href', '/trips');
    expect(within(account).getByRole('link', { name: 'Account settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('the accordion (wide frame) stays open on an item click and its groups fold', async () => {
    setWidth(1400);
    const user = userEvent.setup();
    renderMenu();
    await user.click(menuButton());
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Cars' }));
    await waitFor(() => expect(location()).toHaveTextContent('/?vertical=cars'));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const section = within(nav).getByRole('button', { name: 'Search' });
    await user.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Cars' })).toBeNull();
    // Going to a drawer layout collapses it.
    act(() => setWidth(1000));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });
});

describe('dialog variant (extra-small frame)', () => {
  it('opens a modal dialog named Menu; Escape closes it and focus returns to the menu button', async () => {
    setWidth(390);
    const user = userEvent.setup();
    renderMenu();
    await user.click(menuButton());
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Manage booking' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });
});

describe('friendly search URL (chrome-and-consent §4)', () => {
  const results = '/flights/JFK-LHR/2026-12-01/2026-12-08?adults=2';

  it('on a results page another vertical goes to the converted search', async () => {
    const plain = stub.handler;
    stub.handler = async (url, init) => {
      if (url.pathname === FRIENDLY_SEARCH_URL_PATH) {
        const form = new URLSearchParams(String(init.body));
        expect(Object.fromEntries(form)).toEqual({ originalVertical: 'flights', conversionVertical: 'hotels', searchUrlToConvert: results });
        return jsonResponse({ convertedUrl: '/hotels/2643743/2026-12-01/2026-12-08?guests=2&rooms=1' });
      }
      return plain(url, init);
    };
    const user = userEvent.setup();
    renderMenu(results);
    await user.click(menuButton());
    await user.click(await screen.findByRole('link', { name: 'Hotels' }));
    await waitFor(() => expect(location()).toHaveTextContent('/hotels/2643743/2026-12-01/2026-12-08?guests=2&rooms=1'));
  });

  it('a failed conversion logs "Error resolving friendly url" and follows the plain link', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const plain = stub.handler;
    stub.handler = (url, init) => (url.pathname === FRIENDLY_SEARCH_URL_PATH ? jsonResponse({ convertedUrl: null }) : plain(url, init));
    const user = userEvent.setup();
    renderMenu(results);
    await user.click(menuButton());
    await user.click(await screen.findByRole('link', { name: 'Cars' }));
    await waitFor(() => expect(location()).toHaveTextContent('/?vertical=cars'));
    expect(warn).toHaveBeenCalledWith('Error resolving friendly url', expect.anything());
  });
});
