// @vitest-environment jsdom
/**
 * The travel policy pages (issue #25; policy-page.tsx) with fetch stubbed at the boundary: the restrictions page loads
 * the company default with its version line; an edit is checked with the contract's schema before anything is sent,
 * then saved as the whole document (rules of the other subpages kept) and announced with the new version; a server
 * refusal keeps what was typed and shows under the field or as an alert; a group's page sends `groupId` and says which
 * rules the company default still sets; the settings page switches rules and links to where values are set; the
 * advanced page's relative price limit replaces the fixed cap.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_PATH, BUSINESS_ADMIN_API_BASE, TRAVEL_POLICY_SETTINGS_PATH,
  type FlightPolicy, type PolicyDocument, type StoredTravelPolicy, type TravelPolicyReply,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import { policyPageModule } from './policy-page.tsx';
import { POLICY_ROUTE_PAGES } from './paths.ts';

const api = createFetchStub();
const flightPath = `${TRAVEL_POLICY_SETTINGS_PATH}/flight`;
/** Stored rows by scope key (`default` or the group id). */
let stored: Record<string, StoredTravelPolicy | null>;
let version: number;
let calls: { method: string; path: string; query: string; body: unknown }[];
let putReply: (() => Response) | undefined;

const refused = (code: string, status: number, field?: string) => json({ errors: [{ code, description: `refused: ${code}`, ...(field ? { field } : {}) }] }, status);

function row(groupId: number | null, document: PolicyDocument, v: number): StoredTravelPolicy {
  return { companyId: 'acme', vertical: 'flight', groupId, version: v, document, updatedAt: '2026-11-20T10:30:00.000Z', updatedBy: { profileId: 'bp-1', name: 'Ada Admin' } };
}

function reply(groupId: number | null): TravelPolicyReply {
  const policy = stored[groupId === null ? 'default' : String(groupId)] ?? null;
  const companyDefault = stored.default ?? null;
  return {
    vertical: 'flight', groupId, policy, companyDefault,
    effective: { ...(companyDefault?.document ?? {}), ...(policy?.document ?? {}) },
    effectiveVersion: policy?.version ?? companyDefault?.version ?? null,
    history: policy ? [{ version: policy.version, updatedAt: policy.updatedAt, updatedBy: policy.updatedBy }, { version: 1, updatedAt: '2026-11-01T08:00:00.000Z', updatedBy: null }] : [],
  };
}

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const routes = POLICY_ROUTE_PAGES.filter((p) => p.vertical === 'flight').map((p) => ({ path: p.path, ...policyPageModule(p.vertical, p.subpage) }));
  return createMemoryRouter([...routes, ...chromeResourceRoutes], { initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }) });
}

const defaultDoc: FlightPolicy = {
  maxPrice: { action: 'warn', limit: { basis: 'fixed', amount: { amountMinor: 50000, currency: 'USD' } } },
  maxStops: { action: 'block', maxStops: 1 },
  preferredAirlines: { action: 'allow', codes: ['BA', 'LH'] },
};

beforeEach(() => {
  calls = [];
  version = 3;
  putReply = undefined;
  stored = { default: row(null, defaultDoc, 3) };
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(businessAuth());
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as { groupId?: number | null; document: PolicyDocument } : undefined;
    calls.push({ method, path: url.pathname, query: url.search, body });
    if (url.pathname === `${BUSINESS_ADMIN_API_BASE}/groups`) return json({ groups: [{ id: 4, name: 'Directors', memberCount: 2 }] });
    if (url.pathname === flightPath && method === 'GET') {
      const g = url.searchParams.get('groupId');
      return json(reply(g === null ? null : Number(g)));
    }
    if (url.pathname === flightPath && method === 'PUT') {
      if (putReply) return putReply();
      version += 1;
      const groupId = body!.groupId ?? null;
      stored[groupId === null ? 'default' : String(groupId)] = row(groupId, body!.document, version);
      return json(reply(groupId));
    }
    return refused('NOT_FOUND', 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const puts = () => calls.filter((c) => c.method === 'PUT');
const card = (legend: string) => screen.getByRole('group', { name: legend });

describe('restrictions page', () => {
  it('shows the company default with its version and who saved it', async () => {
    renderRouter(routerAt('/business/policy/flight/restrictions'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flight rules: Restrictions' })).toBeTruthy();
    expect((await screen.findByTestId('policy-version')).textContent).toMatch(/^Version 3, saved .*2026.* by Ada Admin$/);
    const price = card('Price cap per traveler');
    expect((within(price).getByRole('checkbox', { name: 'Apply: Price cap per traveler' }) as HTMLInputElement).checked).toBe(true);
    expect((within(price).getByRole('textbox', { name: 'Highest price per traveler (USD)' }) as HTMLInputElement).value).toBe('500');
    expect((within(card('Stops')).getByRole('textbox', { name: 'Most stops in each direction' }) as HTMLInputElement).value).toBe('1');
    expect(within(card('Advance purchase')).queryByRole('textbox')).toBeNull();
    expect(calls.find((c) => c.path === flightPath)?.query).toBe('');
  });

  it('checks an edit with the contract schema before sending, then saves the whole document as a new version', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/policy/flight/restrictions'));
    const advance = await screen.findByRole('group', { name: 'Advance purchase' });
    await ui.click(within(advance).getByRole('checkbox', { name: 'Apply: Advance purchase' }));
    await ui.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await within(advance).findByText('Enter a whole number in the allowed range.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Some values need fixing before the policy can be saved.');
    expect(puts()).toHaveLength(0);

    await ui.type(within(advance).getByRole('textbox', { name: 'Book at least this many days ahead' }), '14');
    const cap = within(card('Price cap per traveler')).getByRole('textbox', { name: 'Highest price per traveler (USD)' });
    await ui.clear(cap);
    await ui.type(cap, '450');
    await ui.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Saved as version 4.')).toBeTruthy();
    expect(puts().map((c) => c.body)).toEqual([{
      groupId: null,
      document: {
        maxPrice: { action: 'warn', limit: { basis: 'fixed', amount: { amountMinor: 45000, currency: 'USD' } } },
        advancePurchaseDays: { action: 'warn', minDays: 14 },
        maxStops: { action: 'block', maxStops: 1 },
        // The preferences page's rule, kept as loaded.
        preferredAirlines: { action: 'allow', codes: ['BA', 'LH'] },
      },
    }]);
    await waitFor(() => expect(screen.getByTestId('policy-version').textContent).toMatch(/^Version 4, /));
  });

  it('keeps what was typed when the server refuses: under the field it names, else as an alert', async () => {
    const ui = userEvent.setup();
    putReply = () => refused('VALIDATION_ERROR', 400, 'document.maxStops.maxStops');
    renderRouter(routerAt('/business/policy/flight/restrictions'));
    const stops = await screen.findByRole('textbox', { name: 'Most stops in each direction' });
    await ui.clear(stops);
    await ui.type(stops, '2');
    await ui.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await within(card('Stops')).findByText('Enter a whole number in the allowed range.')).toBeTruthy();
    expect(stops.getAttribute('aria-invalid')).toBe('true');
    expect((stops as HTMLInputElement).value).toBe('2');

    putReply = () => refused('FORBIDDEN', 403);
    await ui.click(screen.getByRole('button', { name: 'Save policy' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByText(/^Saved as version/)).toBeNull();
    expect((stops as HTMLInputElement).value).toBe('2');
    expect(puts()).toHaveLength(2);
  });

  it('shows a failed load with "Try again"', async () => {
    const ui = userEvent.setup();
    let fail = true;
    const handler = api.handler;
    api.handler = (url, init) => (fail && url.pathname === flightPath ? refused('INTERNAL_ERROR', 500) : handler(url, init));
    renderRouter(routerAt('/business/policy/flight/restrictions'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    fail = false;
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('policy-version')).toBeTruthy();
  });
});

describe('group scope', () => {
  it('loads and saves the group policy, saying which rules the company default sets', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/policy/flight/restrictions?group=4'));
    expect(await screen.findByText('No policy saved yet for this scope: nothing is restricted by it.')).toBeTruthy();
    expect(calls.find((c) => c.path === flightPath)?.query).toBe('?groupId=4');
    const stops = card('Stops');
    expect(within(stops).getByText('Not set for this group: the company default applies (on).')).toBeTruthy();
    expect(within(card('Advance purchase')).getByText('Not set for this group: the company default applies (off).')).toBeTruthy();
    await ui.click(within(stops).getByRole('checkbox', { name: 'Set for this group: Stops' }));
    await ui.type(within(stops).getByRole('textbox', { name: 'Most stops in each direction' }), '0');
    await ui.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Saved as version 4.')).toBeTruthy();
    expect(puts().map((c) => c.body)).toEqual([{ groupId: 4, document: { maxStops: { action: 'warn', maxStops: 0 } } }]);
  });
});

describe('settings and advanced rules', () => {
  it('a group\'s settings link to where values are set in the same group', async () => {
    renderRouter(routerAt('/business/policy/flight/settings?group=4'));
    const advance = await screen.findByRole('group', { name: 'Advance purchase' });
    expect(within(advance).getByRole('link', { name: 'Set up on Restrictions' }).getAttribute('href')).toBe('/business/policy/flight/restrictions?group=4');
    expect(within(advance).getByText('Not set for this group: the company default applies (off).')).toBeTruthy();
  });

  it('lists every rule: set rules switch off, unset rules link to where their values are set', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/policy/flight/settings'));
    const stops = await screen.findByRole('group', { name: 'Stops' });
    expect(within(card('Advance purchase')).getByRole('link', { name: 'Set up on Restrictions' }).getAttribute('href')).toBe('/business/policy/flight/restrictions');
    expect(within(card('Preferred airlines')).getByRole('checkbox', { name: 'Apply: Preferred airlines' })).toBeTruthy();
    expect(screen.getByText('Version 1, saved Nov 1, 2026, 8:00 AM')).toBeTruthy();
    await ui.click(within(stops).getByRole('checkbox', { name: 'Apply: Stops' }));
    await ui.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Saved as version 4.')).toBeTruthy();
    expect(Object.keys((puts()[0]!.body as { document: object }).document)).toEqual(['maxPrice', 'preferredAirlines']);
  });

  it('a relative price limit replaces the fixed cap', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/policy/flight/advanced-rules'));
    const relative = await screen.findByRole('group', { name: 'Price relative to the search' });
    expect(within(relative).getByText('The price limit is a fixed cap. Switching this on replaces it with a limit relative to the search.')).toBeTruthy();
    await ui.click(within(relative).getByRole('checkbox', { name: 'Apply: Price relative to the search' }));
    await ui.type(within(relative).getByRole('textbox', { name: 'Percent above' }), '30');
    await ui.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Saved as version 4.')).toBeTruthy();
    expect((puts()[0]!.body as { document: FlightPolicy }).document.maxPrice).toEqual({ action: 'warn', limit: { basis: 'cheapest', plus: { unit: 'percent', percent: 30 } } });
  });
});

describe('other verticals', () => {
  const hotelPath = `${TRAVEL_POLICY_SETTINGS_PATH}/hotel`;
  const hotelDoc = {
    nightlyCap: { action: 'warn', default: { amountMinor: 30000, currency: 'USD' }, cities: [{ city: 'London', cityId: 2643743, iata: 'LON', cap: { amountMinor: 35000, currency: 'USD' } }], countries: [] },
    maxStars: { action: 'warn', maxStars: 4 },
  } as const;

  function hotelRouter(path: string) {
    const store = createFrameStore(TEST_BOOTSTRAP);
    const routes = POLICY_ROUTE_PAGES.filter((p) => p.vertical === 'hotel' || p.vertical === 'train').map((p) => ({ path: p.path, ...policyPageModule(p.vertical, p.subpage) }));
    return createMemoryRouter([...routes, ...chromeResourceRoutes], { initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }) });
  }

  beforeEach(() => {
    const handler = api.handler;
    api.handler = (url, init) => {
      const method = init.method ?? 'GET';
      if (url.pathname === hotelPath || url.pathname === `${TRAVEL_POLICY_SETTINGS_PATH}/train`) {
        const vertical = url.pathname.endsWith('/hotel') ? 'hotel' : 'train';
        const body = typeof init.body === 'string' ? JSON.parse(init.body) as { document: PolicyDocument } : undefined;
        calls.push({ method, path: url.pathname, query: url.search, body });
        const document = method === 'PUT' ? body!.document : vertical === 'hotel' ? hotelDoc : {};
        const stored = vertical === 'hotel' ? { ...row(null, document as PolicyDocument, method === 'PUT' ? 6 : 5), vertical } : null;
        return json({ vertical, groupId: null, policy: stored, companyDefault: stored, effective: document, effectiveVersion: stored?.version ?? null, history: [] });
      }
      return handler(url, init);
    };
  });

  it('hotel caps per city: a new city is added and saved, London keeps its city id', async () => {
    const ui = userEvent.setup();
    renderRouter(hotelRouter('/business/policy/hotel/advanced-rules'));
    const caps = await screen.findByRole('group', { name: 'Caps per city and country' });
    expect((within(caps).getByRole('textbox', { name: 'City 1' }) as HTMLInputElement).value).toBe('London');
    await ui.click(within(caps).getByRole('button', { name: 'Add a city' }));
    await ui.type(within(caps).getByRole('textbox', { name: 'City 2' }), 'Oslo');
    await ui.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await within(caps).findByText('Enter an amount above zero.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await ui.type(within(caps).getByRole('textbox', { name: 'City 2 cap per night (USD)' }), '280');
    await ui.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Saved as version 6.')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'PUT')!.body as { document: { nightlyCap: unknown; maxStars: unknown } };
    expect(sent.document.nightlyCap).toEqual({
      action: 'warn', default: { amountMinor: 30000, currency: 'USD' }, countries: [],
      cities: [{ city: 'London', cityId: 2643743, iata: 'LON', cap: { amountMinor: 35000, currency: 'USD' } }, { city: 'Oslo', cap: { amountMinor: 28000, currency: 'USD' } }],
    });
    expect(sent.document.maxStars).toEqual({ action: 'warn', maxStars: 4 });
  });

  it('train preferences: says there are none, offers no save', async () => {
    renderRouter(hotelRouter('/business/policy/train/preferences'));
    expect(await screen.findByText('Train policies have no rules on this page. The other pages of this policy hold them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save policy' })).toBeNull();
  });
});
