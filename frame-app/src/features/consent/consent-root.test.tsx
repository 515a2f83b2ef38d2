// @vitest-environment jsdom
/**
 * The consent root in a German frame (issue #13; chrome-and-consent §2 "Cookie category banner", §4 "Cookie banner",
 * "Which cookie UI shows", §5, §8): the banner and its three views, reject and accept-selected as recorded, the details
 * view only for a non-empty list, a partner CMP showing none of it, and no metric allowed before analytics consent.
 * The network is stubbed at the fetch boundary; the atoms are the real frame atoms.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { COOKIE_BANNER_CONSENT_PATH, COOKIE_BANNER_COOKIES_FOR_CATEGORY_PATH, COOKIE_BANNER_RECORD_PATH, COOKIES_DATA_PROVIDER_PATH, TWO_PARTY_CONSENT_PATH, type CookieCategoryKey } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../test/test-http.ts';
import { TEST_BOOTSTRAP } from '../../../test/test-fixtures.ts';
import { advertisingAllowedAtom, analyticsAllowedAtom, consentAtom, consentStatusAtom, createFrameStore, logger, type FrameStore } from '../../state/index.ts';
import { ConsentRoot } from './consent-root.tsx';
import { CookieNoticeSlot } from './cookie-notice-slot.tsx';

const api = createFetchStub();
let stored: CookieCategoryKey[];
let twoParty: 'none' | 'agreed' | 'declined';
let cookiesFor: Record<string, { name: string; domain: string }[]>;

const calls = (path: string) => api.fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);
const bodies = (path: string) => calls(path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeEach(() => {
  window.localStorage.clear();
  stored = [];
  twoParty = 'none';
  cookiesFor = { strictlyNecessary: [{ name: 'sid', domain: '' }], functional: [{ name: 'locale_choice', domain: '' }], advertising: [], analytical: [] };
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  api.handler = async (url, init) => {
    if (url.pathname === COOKIES_DATA_PROVIDER_PATH) {
      return json({ cookiesConsent: stored.length > 0, dataTransferConsent: false, policyUrl: '/privacy', betterUx: true, messageVisible: stored.length === 0, twoPartyConsent: twoParty === 'agreed', twoPartyDeclined: twoParty === 'declined' });
    }
    if (url.pathname === TWO_PARTY_CONSENT_PATH) {
      twoParty = init.body === undefined ? 'agreed' : (JSON.parse(String(init.body)) as { agree?: boolean }).agree === false ? 'declined' : 'agreed';
      return json({ recorded: true });
    }
    if (url.pathname === COOKIE_BANNER_CONSENT_PATH) return json({ acceptedCategories: stored, hasFullUserConsent: stored.length === 4 });
    if (url.pathname === COOKIE_BANNER_RECORD_PATH) {
      const { acceptedCategories } = JSON.parse(String(init.body)) as { acceptedCategories: CookieCategoryKey[] };
      stored = acceptedCategories;
      return json({ acceptedCategories: stored, hasFullUserConsent: stored.length === 4 });
    }
    if (url.pathname === COOKIE_BANNER_COOKIES_FOR_CATEGORY_PATH) return json({ cookies: cookiesFor[url.searchParams.get('category') ?? ''] ?? [] });
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderIn(store: FrameStore, path = '/'): FrameStore {
  // The auth state resource route the data-sharing host reads (signed out here).
  const router = createMemoryRouter([{ path: '/_data/auth-state', loader: () => null }, { path: '*', element: <><CookieNoticeSlot /><ConsentRoot /></> }], { initialEntries: [path] });
  render(
    <JotaiProvider store={store}>
      <IntlProvider locale="en">
        <RouterProvider router={router} />
      </IntlProvider>
    </JotaiProvider>,
  );
  return store;
}

function renderRoot(locale = 'de-DE', path = '/'): FrameStore {
  return renderIn(createFrameStore({ ...TEST_BOOTSTRAP, locale }), path);
}

describe('cookie category banner', () => {
  it('shows on a first visit in the EU, with accept and reject side by side on the first layer; no metric is allowed meanwhile', async () => {
    const store = renderRoot();
    expect(store.get(analyticsAllowedAtom)).toBe(false);
    const banner = await screen.findByRole('dialog', { name: 'Cookie consent' });
    expect(within(banner).getByRole('button', { name: 'Accept all' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'No, thanks' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Select categories' })).toBeVisible();
    expect(store.get(analyticsAllowedAtom)).toBe(false);
  });

  it('reject records only strictlyNecessary, hides the banner and keeps metrics off', async () => {
    const user = userEvent.setup();
    const store = renderRoot();
    await user.click(await screen.findByRole('button', { name: 'No, thanks' }));
    expect(screen.queryByRole('dialog', { name: 'Cookie consent' })).toBeNull();
    await waitFor(() => expect(store.get(consentStatusAtom).phase).toBe('decided'));
    expect(bodies(COOKIE_BANNER_RECORD_PATH)).toEqual([{ acceptedCategories: ['strictlyNecessary'] }]);
    expect(store.get(analyticsAllowedAtom)).toBe(false);
  });

  it('the dismiss icon rejects too', async () => {
    const user = userEvent.setup();
    renderRoot();
    await user.click(await screen.findByRole('button', { name: 'Dismiss: strictly necessary cookies only' }));
    await waitFor(() => expect(bodies(COOKIE_BANNER_RECORD_PATH)).toEqual([{ acceptedCategories: ['strictlyNecessary'] }]));
  });

  it('accept selected records the chosen categories (strictlyNecessary locked on), reads them back and allows metrics with analytical', async () => {
    const user = userEvent.setup();
    const store = renderRoot();
    await user.click(await screen.findByRole('button', { name: 'Select categories' }));
    const necessary = screen.getByRole('switch', { name: 'Strictly necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Analytical' }));
    await user.click(screen.getByRole('button', { name: 'Accept selected' }));
    await waitFor(() => expect(store.get(analyticsAllowedAtom)).toBe(true));
    expect(bodies(COOKIE_BANNER_RECORD_PATH)).toEqual([{ acceptedCategories: ['strictlyNecessary', 'analytical'] }]);
    expect(calls(COOKIE_BANNER_CONSENT_PATH).length).toBeGreaterThanOrEqual(2);
    // A page view is tracked once analytics are allowed.
    await waitFor(() => expect(calls('/i/api/affiliate/ui/metrics/v1/page-view')).toHaveLength(1));
  });

  it('opens the details table for a category with cookies, and logs instead for an empty one', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    renderRoot();
    await user.click(await screen.findByRole('button', { name: 'Select categories' }));
    await user.click(screen.getByRole('button', { name: 'View cookies: Advertising' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('cookieCategoryDetails is empty', 'advertising'));
    expect(screen.getByRole('button', { name: 'Accept selected' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'View cookies: Functional' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'locale_choice' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'This site' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('switch', { name: 'Functional' })).toBeVisible();
  });

  it('does not show once a consent exists, nor where no prior consent is needed (no call is made there)', async () => {
    stored = ['strictlyNecessary'];
    const store = renderRoot();
    await waitFor(() => expect(store.get(consentStatusAtom).phase).toBe('decided'));
    expect(screen.queryByRole('dialog', { name: 'Cookie consent' })).toBeNull();
    cleanup();
    api.fetch.mockClear();
    const mx = renderRoot('es-MX');
    expect(mx.get(analyticsAllowedAtom)).toBe(true);
    expect(calls(COOKIES_DATA_PROVIDER_PATH)).toHaveLength(0);
  });

  it('in the US shows the cookie notice instead; closing it queues the meta cookies one after another', async () => {
    const user = userEvent.setup();
    const store = renderRoot('en-US');
    expect(store.get(analyticsAllowedAtom)).toBe(true);
    const notice = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(within(notice).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/privacy');
    await waitFor(() => expect(bodies('/horizon/common/privacy/LogCookiesConsentAction')).toEqual([{ data: { isRepeat: false } }]));
    await user.click(within(notice).getByRole('button', { name: 'Dismiss cookie notice' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    await waitFor(() => expect(calls('/i/api/cookies/v2/meta/HIDE_COOKIES_MESSAGE_NP')).toHaveLength(1));
    const order = api.fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname).filter((p) => p.startsWith('/i/api/cookies/v2/meta/'));
    expect(order).toEqual(['/i/api/cookies/v2/meta/HIDE_COOKIES_MESSAGE', '/i/api/cookies/v2/meta/HIDE_COOKIES_MESSAGE_NP']);
    expect(bodies('/i/api/cookies/v2/meta/HIDE_COOKIES_MESSAGE_NP')).toEqual([{ newValue: 'true' }]);
    // The next frame load that shows the notice logs it as a repeat.
    cleanup();
    renderRoot('en-US');
    await screen.findByRole('region', { name: 'Cookie notice' });
    await waitFor(() => expect(bodies('/horizon/common/privacy/LogCookiesConsentAction')).toEqual([{ data: { isRepeat: false } }, { data: { isRepeat: true } }]));
  });

  it('the notice row holds an invisible stand-in of the notice from the first render until the notice is in it; closing the notice empties the row (issue #23)', async () => {
    const user = userEvent.setup();
    renderRoot('en-US');
    const standIn = () => document.querySelector('[data-stand-in]');
    // Before the provider answered and the notice's code loaded: the notice's box, text and classes, unseen.
    expect(standIn()).toHaveAttribute('aria-hidden', 'true');
    expect(standIn()).toHaveTextContent('This site uses cookies. Cookie policy');
    const notice = await screen.findByRole('region', { name: 'Cookie notice' });
    // In the same row, with the same row class (the stand-in's own class hides it beside the notice).
    expect(standIn()?.parentElement).toBe(notice.parentElement);
    expect(standIn()?.classList.contains(notice.className)).toBe(true);
    await user.click(within(notice).getByRole('button', { name: 'Dismiss cookie notice' }));
    expect(standIn()).toBeNull();
    expect(notice.parentElement).toBeNull();
  });

  it('hcd=true suppresses the category banner: the industry (TCF) dialog is the consent UI instead', async () => {
    renderRoot('de-DE', '/?hcd=true');
    expect(await screen.findByRole('dialog', { name: 'Your privacy choices' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Cookie consent' })).toBeNull();
  });
});

describe('partner CMP', () => {
  it('shows no banner, and follows the partner decision for metrics', async () => {
    const store = createFrameStore({ ...TEST_BOOTSTRAP, locale: 'de-DE' });
    store.set(consentAtom, { urlPrefix: undefined, response: undefined, hostManaged: true });
    renderIn(store);
    await waitFor(() => expect(calls(COOKIE_BANNER_CONSENT_PATH)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Cookie consent' })).toBeNull();
    expect(store.get(analyticsAllowedAtom)).toBe(false);
    store.set(consentAtom, { urlPrefix: undefined, hostManaged: true, response: { tcString: '', gdprApplies: true, purposeConsents: { '8': true }, vendorConsents: {} } });
    expect(store.get(analyticsAllowedAtom)).toBe(true);
    store.set(consentAtom, { urlPrefix: undefined, hostManaged: true, response: { tcString: '', gdprApplies: true, purposeConsents: { '8': false }, vendorConsents: {} } });
    expect(store.get(analyticsAllowedAtom)).toBe(false);
  });
});

describe('two-party consent (Korea, issue #22)', () => {
  const dialogName = 'Consent to share your details with booking partners';

  it('offers a decline beside "I agree": declining records { agree: false }, hides the dialog and turns everything non-essential off', async () => {
    const user = userEvent.setup();
    const store = renderRoot('ko-KR');
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    expect(store.get(analyticsAllowedAtom)).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'I agree' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'I do not agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull());
    expect(bodies(TWO_PARTY_CONSENT_PATH)).toEqual([{ agree: false }]);
    expect(store.get(analyticsAllowedAtom)).toBe(false);
    expect(store.get(advertisingAllowedAtom)).toBe(false);
  });

  it('nothing non-essential runs before the stored answer is known; once it is known that none was given, metrics run', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const handler = api.handler;
    api.handler = async (url, init) => {
      if (url.pathname === COOKIES_DATA_PROVIDER_PATH) await answered;
      return handler(url, init);
    };
    const store = renderRoot('ko-KR');
    await waitFor(() => expect(calls(COOKIES_DATA_PROVIDER_PATH)).toHaveLength(1));
    expect(store.get(analyticsAllowedAtom)).toBe(false);
    expect(store.get(advertisingAllowedAtom)).toBe(false);
    answer();
    await screen.findByRole('dialog', { name: dialogName });
    expect(store.get(analyticsAllowedAtom)).toBe(true);
  });

  it('a stored decline shows no dialog on the next load and keeps everything non-essential off', async () => {
    twoParty = 'declined';
    const store = renderRoot('ko-KR');
    await waitFor(() => expect(store.get(analyticsAllowedAtom)).toBe(false));
    expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull();
    expect(store.get(advertisingAllowedAtom)).toBe(false);
  });
});
