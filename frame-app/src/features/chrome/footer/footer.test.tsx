// @vitest-environment jsdom
/**
 * The footer (chrome-and-consent §2, §5, §7, §8, §9; core-and-business §2): nothing is requested before the footer
 * is in view; then the brand row, the privacy menu and the social icons load; malformed icons are refused and
 * logged, fetched icons are sanitised, failures logged; 3 link columns and only the static site map without
 * dynamic lists; the site-map dialog closes on Escape; the copyright shows the current year.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider, createIntl } from 'react-intl';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { FOOTER_BRANDS_PATH, PRIVACY_MENU_PATH } from '@travel/contract';
import { createFrameStore, hostScrollAtom } from '../../../state/index.ts';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFetchStub, jsonResponse } from '../../../../test/test-http.ts';
import { Footer } from './footer.tsx';
import { siteMapRows } from './footer-links.tsx';
import { isSvgMarkup } from './svg.ts';
import { SOCIAL_SITES, socialSitesFor } from './constants.ts';
import { socialIconUrl } from './social-links.tsx';

/** A controllable IntersectionObserver: `reveal()` reports every observed element as intersecting. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  static reveal() {
    for (const o of FakeIntersectionObserver.instances) {
      const entries = o.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
      if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
    }
  }
}

const svgResponse = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'image/svg+xml' } });
const GOOD_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="5"/></svg>';

let stub: ReturnType<typeof createFetchStub>;
let icons: Record<string, () => Response>;
let errors: string[];

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  icons = {};
  stub = createFetchStub();
  stub.handler = (url) => {
    if (url.pathname === FOOTER_BRANDS_PATH)
      return jsonResponse({ brands: [{ id: 'momondo', name: 'momondo', logoUrl: '/images/brands/momondo.svg' }, { id: 'mundi', name: 'Mundi', logoUrl: '/images/brands/mundi.svg' }] });
    if (url.pathname === PRIVACY_MENU_PATH)
      return jsonResponse({
        managePrivacyUrl: '/privacy/manage',
        privacyPreferencesUrl: '/privacy#preferences',
        links: [
          { kind: 'termsOfUse', title: 'Terms of use', url: '/actual-terms-of-use' },
          { kind: null, title: 'Partner imprint', url: 'https://partner.example/imprint' },
        ],
      });
    const icon = /^\/images\/social\/([a-z]+)\.svg$/.exec(url.pathname)?.[1];
    if (icon) return (icons[icon] ?? (() => svgResponse(GOOD_SVG)))();
    return jsonResponse({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', stub.fetch);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderFooter(store = createFrameStore(TEST_BOOTSTRAP)) {
  const router = createMemoryRouter([{ path: '*', element: <Footer /> }], { initialEntries: ['/'] });
  return render(
    <JotaiProvider store={store}>
      <IntlProvider locale="en">
        <RouterProvider router={router} />
      </IntlProvider>
    </JotaiProvider>,
  );
}

const requested = (path: string) => stub.fetch.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').pathname === path);
const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('requests nothing until the footer is in view; then shows the brand row, the privacy menu and the icons', async () => {
    renderFooter();
    expect(within(footer()).queryByRole('heading', { name: 'Our brands' })).toBeNull();
    expect(stub.fetch).not.toHaveBeenCalled();

    act(() => FakeIntersectionObserver.reveal());

    const brands = await screen.findByRole('heading', { name: 'Our brands' });
    expect(requested(FOOTER_BRANDS_PATH)).toBe(true);
    const logos = within(brands.closest('section')!).getAllByRole('img');
    expect(logos.map((img) => img.getAttribute('alt'))).toEqual(['momondo', 'Mundi']);
    expect(logos[0]).toHaveAttribute('src', '/images/brands/momondo.svg');

    const privacy = await screen.findByRole('navigation', { name: 'Privacy menu' });
    expect(within(privacy).getByRole('link', { name: 'Manage privacy' })).toHaveAttribute('href', '/privacy/manage');
    expect(within(privacy).getByRole('link', { name: 'Privacy preferences' })).toHaveAttribute('href', '/privacy#preferences');
    expect(within(privacy).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/actual-terms-of-use');
    expect(within(privacy).getByRole('link', { name: 'Partner imprint (opens in a new tab)' })).toHaveAttribute('target', '_blank');

    const facebook = screen.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    await waitFor(() => expect(facebook.querySelector('svg')).not.toBeNull());
  });

  it('loads when focus enters the footer (keyboard users)', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', stub.fetch);
    renderFooter();
    expect(stub.fetch).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(footer()).toContainElement(document.activeElement as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Our brands' })).toBeInTheDocument();
  });

  it("refuses an icon that is not svg markup with 'Malformed svg received' and shows the site's name instead", async () => {
    icons.x = () => svgResponse('<html><body><svg></svg></body></html>');
    renderFooter();
    act(() => FakeIntersectionObserver.reveal());
    await waitFor(() => expect(errors.some((e) => e.includes('Malformed svg received'))).toBe(true));
    const x = screen.getByRole('link', { name: 'X (opens in a new tab)' });
    expect(x.querySelector('svg')).toBeNull();
    expect(x).toHaveTextContent('X');
  });

  it('sanitises a script-bearing icon: no script element, no event-handler attribute', async () => {
    icons.youtube = () =>
      svgResponse('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect onclick="alert(4)" width="4" height="4"/></a></svg>');
    renderFooter();
    act(() => FakeIntersectionObserver.reveal());
    const youtube = screen.getByRole('link', { name: 'YouTube (opens in a new tab)' });
    await waitFor(() => expect(youtube.querySelector('svg')).not.toBeNull());
    const html = youtube.innerHTML;
    expect(youtube.querySelector('script')).toBeNull();
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toContain('javascript:');
    expect(youtube.querySelector('rect')).not.toBeNull();
  });

  it("logs 'Could not fetch SVG' when an icon fails, and logs a brands failure without showing the row", async () => {
    icons.tiktok = () => new Response('gone', { status: 500, statusText: 'Server Error' });
    const base = stub.handler;
    stub.handler = (url, init) => (url.pathname === FOOTER_BRANDS_PATH ? new Response('down', { status: 503, statusText: 'Unavailable' }) : base(url, init));
    renderFooter();
    act(() => FakeIntersectionObserver.reveal());
    await waitFor(() => expect(errors.some((e) => e.includes('Could not fetch SVG'))).toBe(true));
    await waitFor(() => expect(errors.some((e) => e.includes('Footer brands failed to load'))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Our brands' })).toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Privacy menu' })).toBeInTheDocument();
  });

  it('shows the link groups in 3 columns and only the static site map, and the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    renderFooter();
    const links = screen.getByRole('navigation', { name: 'Footer links' });
    const headings = within(links).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Company', 'Contact', 'More', 'Site map']);
    expect(within(links).getByRole('link', { name: 'Airline tickets' })).toHaveAttribute('href', '/?vertical=flights');
    expect(screen.getByText(/^© 2031 /)).toBeInTheDocument();
  });

  it('opens the site map dialog from its button and closes it on Escape', async () => {
    const user = userEvent.setup();
    renderFooter();
    const button = screen.getByRole('button', { name: 'Site map' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Site map' });
    expect(within(dialog).getByRole('link', { name: 'Vacation packages' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Footer inside a partner page', () => {
  it("waits for the partner page's visible region to reach the footer, whatever the frame's own viewport says", async () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    vi.stubGlobal('innerHeight', 3400); // the frame's viewport is its whole document
    // The footer sits 3000-3400 px down the frame document (the frame is as tall as its content).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'FOOTER' ? new DOMRect(0, 3000, 1024, 400) : new DOMRect(0, 0, 0, 0);
    });
    const store = createFrameStore(TEST_BOOTSTRAP);
    renderFooter(store);
    act(() => FakeIntersectionObserver.reveal());
    // Host viewport 800 px tall, frame top 200 px below its top edge: the visitor sees frame px 0-600.
    act(() => store.set(hostScrollAtom, { scrollY: 0, viewportHeight: 800, frameTop: 200 }));
    expect(stub.fetch).not.toHaveBeenCalled();
    // Scrolled down the partner page: frame px 2700-3500 are visible, the footer among them.
    act(() => store.set(hostScrollAtom, { scrollY: 2900, viewportHeight: 800, frameTop: -2700 }));
    expect(await screen.findByRole('heading', { name: 'Our brands' })).toBeInTheDocument();
    expect(requested(FOOTER_BRANDS_PATH)).toBe(true);
  });
});

describe('siteMapRows', () => {
  const intl = createIntl({ locale: 'en' });
  it('shows only the static site map when the dynamic lists are missing or empty', () => {
    expect(siteMapRows(intl, {}).map((r) => r.key)).toEqual(['siteMap']);
    expect(siteMapRows(intl, { citiesDynamicLinks: [], destinationsDynamicLinks: undefined }).map((r) => r.key)).toEqual(['siteMap']);
  });
  it('puts popular cities, then popular destinations, then the site map, each in its own row', () => {
    const rows = siteMapRows(intl, { citiesDynamicLinks: [{ title: 'Paris', url: '/?vertical=hotels' }], destinationsDynamicLinks: [{ title: 'Rome', url: '/?vertical=flights' }] });
    expect(rows.map((r) => r.title)).toEqual(['Popular cities', 'Popular destinations', 'Site map']);
  });
});

describe('isSvgMarkup', () => {
  it('accepts text starting with an svg element and refuses anything else', () => {
    expect(isSvgMarkup('  <svg viewBox="0 0 1 1"></svg>')).toBe(true);
    expect(isSvgMarkup('<SVG>')).toBe(true);
    expect(isSvgMarkup('<?xml version="1.0"?><svg/>')).toBe(false);
    expect(isSvgMarkup('<svgx>')).toBe(false);
    expect(isSvgMarkup('{"errors":[]}')).toBe(false);
  });
});

describe('socialSitesFor', () => {
  it("uses the partner's links in its order with the product's names, and the product's links when it has none", () => {
    expect(socialSitesFor(undefined)).toBe(SOCIAL_SITES);
    expect(socialSitesFor([])).toBe(SOCIAL_SITES);
    const sites = socialSitesFor([
      { name: 'youtube', url: 'https://www.youtube.com/acme', iconUrl: 'https://cdn.acme.example/yt.svg' },
      { name: 'x', url: 'https://x.com/acme' },
    ]);
    expect(sites).toEqual([
      { name: 'youtube', displayName: 'YouTube', url: 'https://www.youtube.com/acme', iconUrl: 'https://cdn.acme.example/yt.svg' },
      { name: 'x', displayName: 'X', url: 'https://x.com/acme' },
    ]);
    expect(sites.map(socialIconUrl)).toEqual(['https://cdn.acme.example/yt.svg', '/images/social/x.svg']);
  });
});
