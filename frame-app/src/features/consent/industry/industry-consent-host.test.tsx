// @vitest-environment jsdom
/**
 * The industry consent dialog with the network stubbed at fetch (issue #13; chrome-and-consent §2 "Industry consent
 * dialog", §4 "Industry consent status", §5, §8): landing with the partner count, purposes and stacks; accept all,
 * reject all and accept selected POST exactly the choices with a TC string; the processing tab's objection toggles
 * only where claimed, locked special purposes and necessary cookies, lazily loaded cookie lists; the vendors tab's
 * toggles, details, device-storage disclosures and filter (additional vendors only under 'all'); toggles follow the
 * stored consent; a failed save keeps the dialog open with an error and is logged; privacy surface requests open it;
 * with 1,000 vendors only the rows in view are rendered.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider as JotaiProvider, useSetAtom } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { GVL, TCString } from '@iabtechlabtcf/core';
import {
  COOKIE_BANNER_COOKIES_FOR_CATEGORY_PATH, IABTCF_CONSENT_PATH, IABTCF_DETAILED_PREFS_PATH, IABTCF_DEVICE_STORAGE_DISCLOSURE_PATH, IABTCF_INITIAL_PREFS_PATH,
  type DetailedPrefsReply, type IndustryConsentReply, type IndustrySavePayload, type InitialPrefsReply,
} from '@travel/contract';
import { createFrameStore, logger, privacySurfaceRequestAtom, type FrameStore } from '../../../state/index.ts';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { INDUSTRY_SAVE_FAILED_LOG } from './constants.ts';
import { IndustryConsentHost } from './index.ts';
import { gvlJson, prefsOf, UNSAVED_CONSENT } from './test-gvl.ts';

const api = createFetchStub();
const small = gvlJson();
// @iabtechlabtcf/core caches a list under its version once built: the dialog's GVL(7) / GVL(8) need no request.
new GVL(structuredClone(small));
const big = { ...gvlJson(1000), vendorListVersion: 8 };
new GVL(structuredClone(big));

let server: { initial: InitialPrefsReply; detailed: DetailedPrefsReply; stored: IndustryConsentReply; postStatus: number; posts: IndustrySavePayload[] };

beforeEach(() => {
  server = { ...prefsOf(small), stored: UNSAVED_CONSENT, postStatus: 200, posts: [] };
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  api.handler = (url, init) => {
    if (url.pathname === IABTCF_INITIAL_PREFS_PATH) return json(server.initial);
    if (url.pathname === IABTCF_DETAILED_PREFS_PATH) return json(server.detailed);
    if (url.pathname === IABTCF_CONSENT_PATH && init.method === 'POST') {
      const payload = JSON.parse(String(init.body)) as IndustrySavePayload;
      server.posts.push(payload);
      if (server.postStatus !== 200) return json({ errors: [{ code: 'INTERNAL_ERROR', description: 'down' }] }, server.postStatus);
      const on = (ids: number[]) => Object.fromEntries(ids.map((id) => [String(id), true]));
      return json({
        purpose: { consents: on(payload.consentedPurposes), legitimateInterests: {} },
        vendor: { consents: on(payload.consentedVendors), legitimateInterests: {} },
        consentedAdditionalVendors: payload.consentedAdditionalVendors,
        isUnsavedDefaultConsent: false,
        tcString: payload.tcString,
        additionalVendorString: '',
      } satisfies IndustryConsentReply);
    }
    if (url.pathname === IABTCF_CONSENT_PATH) return json(server.stored);
    if (url.pathname === COOKIE_BANNER_COOKIES_FOR_CATEGORY_PATH) {
      return json({ cookies: url.searchParams.get('category') === 'functional' && url.searchParams.get('excludeIabVendorCookies') === 'true' ? [{ name: 'currency', domain: 'localhost' }] : [] });
    }
    if (url.pathname === IABTCF_DEVICE_STORAGE_DISCLOSURE_PATH) {
      return json({ disclosures: [{ identifier: `uid_${url.searchParams.get('vendorId')}`, type: 'cookie', maxAgeSeconds: 86_400, cookieRefresh: false, purposes: [1], domain: '.alpha.example' }], domains: [{ domain: '*.alpha.example', use: 'Stores the id' }] });
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function AskIndustry() {
  const ask = useSetAtom(privacySurfaceRequestAtom);
  return (
    <button type="button" onClick={() => ask('industry')}>
      Open industry
    </button>
  );
}

function renderHost(autoOpen: boolean) {
  const store: FrameStore = createFrameStore(TEST_BOOTSTRAP);
  const onSaved = vi.fn();
  render(
    <JotaiProvider store={store}>
      <IntlProvider locale="en">
        <MemoryRouter>
          <AskIndustry />
          <IndustryConsentHost autoOpen={autoOpen} onSaved={onSaved} />
        </MemoryRouter>
      </IntlProvider>
    </JotaiProvider>,
  );
  return { onSaved, store };
}

/** jsdom lays nothing out: gives the virtualised vendor list a 400 px scrolling body and 50 px rows. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(50);
}

const dialog = () => screen.findByRole('dialog', { name: 'Your privacy choices' });
const sw = (name: string) => screen.getByRole('switch', { name });

async function openTab(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
}

describe('industry consent dialog', () => {
  it('opens as the consent UI with the partner count, stacks and purposes; accept all saves everything', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderHost(true);
    const d = await dialog();
    expect(await within(d).findByRole('button', { name: 'View our 6 partners' })).toBeInTheDocument();
    expect(within(d).getByText('Stack two')).toBeInTheDocument();
    expect(within(d).getByText('Purpose 1')).toBeInTheDocument();
    expect(within(d).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(within(d).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(server.posts[0]).toMatchObject({
      consentedPurposes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], consentedVendors: [1, 3, 5], consentedAdditionalVendors: [89], objectedLegIntPurposes: [], objectedLegIntVendors: [],
    });
    const decoded = TCString.decode(server.posts[0]!.tcString);
    expect(decoded.vendorConsents.has(3)).toBe(true);
    expect(onSaved.mock.calls[0]![1]).toBe('acceptAll');
    expect(onSaved.mock.calls[0]![2]).toEqual(['strictlyNecessary', 'functional', 'advertising', 'analytical']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('processing tab: objection only where claimed, locked special purposes and necessary cookies, lazy cookie lists; reject all', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderHost(true);
    await openTab(user, 'Select categories');
    expect(screen.getByRole('tab', { name: 'Processing purposes', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Purpose 7' }));
    expect(await screen.findByRole('switch', { name: 'Object to legitimate interest: Purpose 7' })).not.toBeChecked();
    expect(screen.getByText('An example of purpose 7.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Purpose 1' }));
    expect(await screen.findByText('What purpose 1 is for.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Object to legitimate interest: Purpose 1' })).toBeNull();
    // A closed section has no body.
    expect(screen.queryByText('What purpose 2 is for.')).toBeNull();
    expect(sw('Consent: Special purpose 1')).toBeChecked();
    expect(sw('Consent: Special purpose 1')).toBeDisabled();
    expect(sw('Consent: Necessary')).toBeChecked();
    expect(sw('Consent: Necessary')).toBeDisabled();
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes('forCategory'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Functional' }));
    const table = await screen.findByRole('table', { name: 'Cookies: Functional' });
    expect(within(table).getByRole('cell', { name: 'currency' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analytical' }));
    expect(await screen.findByText('This category sets no cookies.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(server.posts[0]).toMatchObject({ consentedPurposes: [], consentedVendors: [], objectedLegIntPurposes: [2, 7, 8], objectedLegIntVendors: [1, 2, 5] });
    expect(onSaved.mock.calls[0]![1]).toBe('reject');
    expect(onSaved.mock.calls[0]![2]).toEqual(['strictlyNecessary']);
  });

  it('vendors tab: toggles where the vendor declares them, details with retention, cookie age and disclosures, the filter; accept selected', async () => {
    layOut();
    const user = userEvent.setup();
    const { onSaved } = renderHost(true);
    await openTab(user, 'View our 6 partners');
    expect(screen.getByRole('tab', { name: 'Vendors', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Consent: Beta Measure' })).toBeNull();
    await user.click(sw('Consent: Alpha Ads'));
    await user.click(sw('Consent: Atlas Media Partners'));
    await user.click(screen.getByRole('button', { name: 'Alpha Ads' }));
    expect(await screen.findByText('uid_1 (cookie, 1 day) on .alpha.example for: Purpose 1')).toBeInTheDocument();
    expect(screen.getByText('Purpose 3 (kept for 180 days)')).toBeInTheDocument();
    expect(screen.getByText('Maximum cookie age: 1 year, 1 day, 1 hour, 1 minute, and 1 second')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Legitimate interest claim' })).toHaveAttribute('href', 'https://vendor-1.example/li');
    await user.click(sw('Object to legitimate interest: Alpha Ads'));
    await user.click(screen.getByRole('button', { name: 'Delta Secure' }));
    await screen.findByText('Uses other storage, such as local storage: yes');
    expect(screen.queryByRole('switch', { name: 'Object to legitimate interest: Delta Secure' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Show vendors for/ }));
    await user.click(await screen.findByRole('option', { name: 'Special purpose: Special purpose 1' }));
    await waitFor(() => expect(screen.queryByText('Atlas Media Partners')).toBeNull());
    expect(screen.getByText('2 vendors')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gamma Content' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Show vendors for/ }));
    await user.click(await screen.findByRole('option', { name: 'All purposes' }));
    expect(await screen.findByRole('button', { name: 'Atlas Media Partners' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Processing purposes' }));
    await user.click(sw('Consent: Purpose 2'));
    await user.click(sw('Consent: Analytical'));
    await user.click(screen.getByRole('button', { name: 'Accept selected' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(server.posts[0]).toMatchObject({ consentedPurposes: [2], consentedVendors: [1], consentedAdditionalVendors: [89], objectedLegIntPurposes: [], objectedLegIntVendors: [1] });
    expect(onSaved.mock.calls[0]![1]).toBe('partial');
    expect(onSaved.mock.calls[0]![2]).toEqual(['strictlyNecessary', 'analytical']);
  });

  it('starts the toggles from the stored consent', async () => {
    server.stored = {
      purpose: { consents: { '4': true }, legitimateInterests: { '2': true, '8': true } },
      vendor: { consents: { '3': true }, legitimateInterests: { '1': true, '4': true, '5': true } },
      consentedAdditionalVendors: [],
      isUnsavedDefaultConsent: false,
      tcString: 'stored',
      additionalVendorString: '',
    };
    layOut();
    const user = userEvent.setup();
    renderHost(true);
    await openTab(user, 'Select categories');
    expect(sw('Consent: Purpose 4')).toBeChecked();
    expect(sw('Consent: Purpose 1')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Purpose 7' }));
    expect(await screen.findByRole('switch', { name: 'Object to legitimate interest: Purpose 7' })).toBeChecked();
    await user.click(screen.getByRole('tab', { name: 'Vendors' }));
    expect(await screen.findByRole('switch', { name: 'Consent: Gamma Content' })).toBeChecked();
    expect(sw('Consent: Alpha Ads')).not.toBeChecked();
  });

  it('keeps the dialog open with an error when the save fails, and logs it', async () => {
    server.postStatus = 500;
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { onSaved } = renderHost(true);
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(await screen.findByText('Your choices could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Your privacy choices' })).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(INDUSTRY_SAVE_FAILED_LOG, expect.anything());
    server.postStatus = 200;
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('opens on each industry privacy surface request and then closes unsaved', async () => {
    const user = userEvent.setup();
    const { store } = renderHost(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.set(privacySurfaceRequestAtom, 'data-sharing'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open industry' }));
    const d = await dialog();
    await user.click(within(d).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open industry' }));
    await dialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.posts).toEqual([]);
  });

  it('renders only the vendor rows in view with 1,000 vendors', async () => {
    server.initial = prefsOf(big).initial;
    server.detailed = prefsOf(big).detailed;
    layOut();
    const user = userEvent.setup();
    renderHost(true);
    await openTab(user, 'View our 1006 partners');
    const list = await screen.findByRole('list', { name: 'Vendors' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(3);
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveAttribute('aria-setsize', String(1005 + 2));
    expect(screen.getByText('1,006 vendors')).toBeInTheDocument();
  });
});
