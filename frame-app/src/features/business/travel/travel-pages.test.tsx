// @vitest-environment jsdom
/**
 * The business travel views (issue #26 part 3) through their real routes (createBusinessRoutes) with the network
 * stubbed at fetch: the traveler tracker (filters in the URL, "who is in {city} on {date}", the table, the map's
 * places, the CSV link, paging, empty and failure states, trip content hidden by traveler visibility), company trips
 * (the trips dashboard: list, paging, the gate) and the front door's company travel activity.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTH_STATE_PATH, BUSINESS_TRAVEL_PATHS, TWO_FACTOR_API_PATHS, type AuthState, type TrackerStay, type TravelActivityReply, type TravelerTrackerReply,
  type TripsDashboardReply,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderApp, renderRoutesAt } from '../../../../test/test-app.tsx';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { accessResourceRoutes } from '../../access/index.ts';
import { createBusinessRoutes } from '../routes.ts';
import { forgetTravelActivity } from './activity-feed.tsx';

const api = createFetchStub();
const B = '/i/api/business';

const stay = (over: Partial<TrackerStay>): TrackerStay => ({
  id: 'ACU002:0', traveler: { profileId: 'p1', name: 'Tess Traveler', email: 'traveler@acme.example', groupName: null }, vertical: 'hotels', city: 'London', countryCode: 'GB',
  latitude: 51.5, longitude: -0.12, startDate: '2030-05-08', endDate: '2030-05-11', timing: 'upcoming', details: { title: 'Thames Bank Hotel, London', subtitle: 'Double room', reference: 'ACU002' },
  ...over,
});

const LONDON_DAY: TravelerTrackerReply = {
  today: '2030-05-01', from: '2030-05-09', to: '2030-05-09', total: 2, travelers: 2, offset: 0, limit: 25,
  stays: [stay({}), stay({ id: 'ACU003:0', traveler: { profileId: 'p2', name: 'Arlo Arranger', email: 'arranger@acme.example', groupName: 'Sales' }, startDate: '2030-05-09', endDate: '2030-05-12', details: { title: 'Tower Quay Hotel, London', subtitle: 'Double room', reference: 'ACU003' } })],
  places: [{ city: 'London', countryCode: 'GB', latitude: 51.5, longitude: -0.12, travelers: 2 }],
  countries: ['DE', 'GB'], groups: [{ id: 4, name: 'Sales' }], detailsVisible: true,
};

function serve(auth: AuthState, routes: Record<string, (url: URL) => Response>) {
  api.handler = (url) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: 8 });
    const route = routes[url.pathname];
    if (route) return route(url);
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
}

function renderAt(path: string) {
  return renderRoutesAt([{ path: '/', children: [...createBusinessRoutes(), ...accessResourceRoutes, { index: true, element: <p>Front door</p> }] }], path);
}

const trackerCalls = () => api.fetch.mock.calls.map(([input]) => new URL(String(input), 'http://frame.test')).filter((u) => u.pathname === `${B}${BUSINESS_TRAVEL_PATHS.tracker}`);

beforeEach(() => {
  forgetTravelActivity();
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('traveler tracker', () => {
  const manager = () => businessAuth({ role: 'TRAVEL_MANAGER', companyFlags: { travelerTracker: true } });

  it('answers "who is in London on a day" from the URL\'s filters: summary, table, map places and the CSV of the same filters', async () => {
    serve(manager(), {
      [`${B}${BUSINESS_TRAVEL_PATHS.tracker}`]: () => json(LONDON_DAY),
      [`${B}${BUSINESS_TRAVEL_PATHS.trackerCsv}`]: () => new Response('Traveler\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="travelers.csv"' } }),
    });
    renderAt('/business/traveler-tracker?city=London&from=2030-05-09&to=2030-05-09');
    expect(await screen.findByTestId('tracker-summary')).toHaveTextContent('2 travelers are in London on May 9, 2030');
    const asked = trackerCalls().at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ city: 'London', from: '2030-05-09', to: '2030-05-09', offset: '0', limit: '25' });
    const table = screen.getByRole('table', { name: 'Travelers and where they are' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Tess Travelertraveler@acme.example', 'Arlo Arrangerarranger@acme.example · Sales']);
    expect(rows[0]).toHaveTextContent('London, United Kingdom');
    expect(rows[0]).toHaveTextContent('Thames Bank Hotel, London');
    // "Download CSV" asks the export of the same filters through the client and saves the file.
    const saved = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const csvCall = api.fetch.mock.calls.map(([i]) => new URL(String(i), 'http://frame.test')).find((u) => u.pathname === `${B}${BUSINESS_TRAVEL_PATHS.trackerCsv}`)!;
    expect(Object.fromEntries(csvCall.searchParams)).toEqual({ from: '2030-05-09', to: '2030-05-09', city: 'London' });
    expect(await screen.findByRole('region', { name: 'Map of where your travelers are' })).toBeInTheDocument();
    // The filters show what was asked; every control has its label.
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(screen.getByLabelText('From')).toHaveValue('2030-05-09');
    expect(screen.getByLabelText('Group')).toBeInTheDocument();
  });

  it('the filter form puts its fields in the URL and asks again', async () => {
    serve(manager(), { [`${B}${BUSINESS_TRAVEL_PATHS.tracker}`]: () => json({ ...LONDON_DAY, from: '2030-05-01', to: '2030-05-31' }) });
    const { router } = renderAt('/business/traveler-tracker');
    const city = await screen.findByLabelText('City');
    await userEvent.type(city, 'Berlin');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'DE');
    await userEvent.click(screen.getByRole('button', { name: 'Show travelers' }));
    await waitFor(() => expect(router.state.location.search).toContain('city=Berlin'));
    expect(router.state.location.search).toContain('country=DE');
    await waitFor(() => expect(trackerCalls().at(-1)!.searchParams.get('city')).toBe('Berlin'));
  });

  it('hides trip content when the company keeps trips private, says so, and shows an empty state', async () => {
    serve(manager(), { [`${B}${BUSINESS_TRAVEL_PATHS.tracker}`]: () => json({ ...LONDON_DAY, detailsVisible: false, stays: [stay({ details: null })], total: 1, travelers: 1 }) });
    renderAt('/business/traveler-tracker');
    expect(await screen.findByText('Your company keeps trip details private to travelers: you see who is where and when.')).toBeInTheDocument();
    expect(screen.queryByText('Thames Bank Hotel, London')).not.toBeInTheDocument();
    cleanup();
    serve(manager(), { [`${B}${BUSINESS_TRAVEL_PATHS.tracker}`]: () => json({ ...LONDON_DAY, stays: [], places: [], total: 0, travelers: 0 }) });
    renderAt('/business/traveler-tracker');
    expect(await screen.findByText('Nobody travels in these dates with these filters.')).toBeInTheDocument();
  });

  it('pages with Previous / Next links over offset', async () => {
    serve(manager(), { [`${B}${BUSINESS_TRAVEL_PATHS.tracker}`]: (url) => json({ ...LONDON_DAY, total: 60, offset: Number(url.searchParams.get('offset')) }) });
    const { router } = renderAt('/business/traveler-tracker?city=London');
    await userEvent.click(await screen.findByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=London&offset=25'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(trackerCalls().at(-1)!.searchParams.get('offset')).toBe('25'));
  });

  it('a refused export says so (429: too many downloads)', async () => {
    serve(manager(), {
      [`${B}${BUSINESS_TRAVEL_PATHS.tracker}`]: () => json(LONDON_DAY),
      [`${B}${BUSINESS_TRAVEL_PATHS.trackerCsv}`]: () => json({ errors: [{ code: 'RATE_LIMITED', description: 'slow down' }] }, 429),
    });
    renderAt('/business/traveler-tracker');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have downloaded many files in a short time. Try again in a few minutes.');
  });

  it('a bad window says how to fix it (400 on `to`)', async () => {
    serve(manager(), { [`${B}${BUSINESS_TRAVEL_PATHS.tracker}`]: () => json({ errors: [{ code: 'VALIDATION_ERROR', description: 'x', field: 'to' }] }, 400) });
    renderAt('/business/traveler-tracker?from=2030-05-09&to=2030-05-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an end date on or after the start date, at most a year later.');
  });
});

describe('company trips (trips dashboard)', () => {
  const REPLY: TripsDashboardReply = {
    today: '2030-05-01', total: 30, offset: 0, limit: 25, detailsVisible: true,
    trips: [{ tripId: 'T1', traveler: { profileId: 'p3', name: 'Ada Admin', email: 'admin@acme.example', groupName: null }, city: 'Berlin', countryCode: 'DE', startDate: '2030-04-30', endDate: '2030-05-03', timing: 'now', bookings: 2, verticals: ['hotels', 'cars'], name: 'Spree Garden Hotel, Berlin' }],
  };

  it('lists the company\'s trips with who, where, when and what, paged', async () => {
    serve(businessAuth({ role: 'TRAVEL_MANAGER' }), { [`${B}${BUSINESS_TRAVEL_PATHS.tripsDashboard}`]: () => json(REPLY) });
    renderAt('/business/trips-dashboard');
    const list = await screen.findByRole('list', { name: 'Upcoming trips' });
    const item = within(list).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent('Ada Admin');
    expect(item).toHaveTextContent('Travelling now');
    expect(item).toHaveTextContent('Berlin, Germany');
    expect(item).toHaveTextContent('2 bookings · Hotel · Car');
    expect(item).toHaveTextContent('Spree Garden Hotel, Berlin');
    expect(screen.getByText('30 trips')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/business/trips-dashboard?offset=25');
  });

  it('is not for a traveler (the gate refuses before any call); failures offer Try again', async () => {
    serve(businessAuth({ role: 'TRAVELER' }), {});
    renderAt('/business/trips-dashboard');
    expect(await screen.findByRole('heading', { name: 'Company trips', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(api.fetch.mock.calls.some(([i]) => String(i).includes(BUSINESS_TRAVEL_PATHS.tripsDashboard))).toBe(false));
    cleanup();
    serve(businessAuth({ role: 'TRAVEL_MANAGER' }), {});
    renderAt('/business/trips-dashboard');
    expect(await screen.findByText('We could not load your company’s trips. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('company travel activity on the front door', () => {
  const activityCalls = () => api.fetch.mock.calls.filter(([i]) => new URL(String(i), 'http://localhost').pathname === `${B}${BUSINESS_TRAVEL_PATHS.activity}`);

  it('names the colleagues going where the user goes, and whether they are there at the same time', async () => {
    serve(businessAuth({ role: 'TRAVELER' }), {
      [`${B}${BUSINESS_TRAVEL_PATHS.activity}`]: () => json({
        shared: true, hasOwnTrips: true,
        items: [{ id: 'ACU003:0', colleagueName: 'Arlo Arranger', city: 'London', countryCode: 'GB', startDate: '2030-05-09', endDate: '2030-05-12', yourStartDate: '2030-05-08', yourEndDate: '2030-05-11', overlaps: true }],
      } satisfies TravelActivityReply),
    });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Colleagues travelling where you go' });
    expect(section).toHaveTextContent('Arlo Arranger is in London May 9, 2030 – May 12, 2030');
    expect(section).toHaveTextContent('There at the same time as you · You: May 8, 2030 – May 11, 2030');
  });

  it('shows nothing when the company keeps trips private; a company without the feature makes no request', async () => {
    serve(businessAuth({ role: 'COMPANY_ADMIN' }), { [`${B}${BUSINESS_TRAVEL_PATHS.activity}`]: () => json({ shared: false, hasOwnTrips: true, items: [] }) });
    renderApp('/');
    await waitFor(() => expect(activityCalls()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Colleagues travelling where you go' })).not.toBeInTheDocument();
    cleanup();
    api.fetch.mockClear();
    serve(businessAuth({ role: 'TRAVELER', tier: 'biz' }), {});
    renderApp('/');
    await waitFor(() => expect(api.fetch.mock.calls.some(([i]) => String(i).includes(AUTH_STATE_PATH))).toBe(true));
    expect(activityCalls()).toHaveLength(0);
  });
});
