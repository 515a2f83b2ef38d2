// @vitest-environment jsdom
/**
 * The reporting page's filters (issue #26 "Reporting") while a report loads, with fetch stubbed at the boundary and the
 * router under a basename as in the frame: text typed in the traveler filter during a reload stays; a second filter
 * changed before the first one's report arrives keeps the first; Back to another period shows that period's preset,
 * also when React rendered neither the chosen period nor the way back (the router's updates are transitions).
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, REPORTING_PATHS, signedInAuthState, type StatsReportReply } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './reporting-page.tsx';

const BASENAME = '/frame';
const api = createFetchStub();
/** The report queries asked for, in order (the query string of each GET). */
let asked: string[];
/** When set, report replies wait until it resolves. */
let hold: Promise<void> | undefined;

/** A report with nothing in it: the page shows its "no bookings" message, no chart. */
const emptyReport: StatsReportReply = {
  currency: 'EUR', rateTableDate: '2026-11-01', period: { from: '2025-12-01', to: '2026-11-28' },
  totals: { spendMinor: 0, bookings: 0, trips: 0, travelers: 0, unconvertedBookings: 0 },
  byVertical: [], byTraveler: [], byGroup: [], byMonth: [],
  averages: {
    flightFareMinor: null, flightPassengers: 0, hotelNightlyRateMinor: null, roomNights: 0, carDailyRateMinor: null, carDays: 0,
    trainFareMinor: null, trainPassengers: 0, byCabin: [],
  },
  leadTime: { averageDays: null, buckets: [] },
  outOfPolicy: { bookings: 0, spendMinor: 0, inPolicyBookings: 0, reasons: [] },
  savings: { comparedBookings: 0, paidMinor: 0, cheapestMinor: 0, missedSavingsMinor: 0, atCheapestBookings: 0, byVertical: [] },
  cancellations: { cancelledBookings: 0, cancelledValueMinor: 0, refundedMinor: 0, byVertical: [] },
  co2: { flights: 0, kg: 0, kgPerFlight: null, distanceKm: 0, byCabin: [], byRoute: [] },
};

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/stats', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    basename: BASENAME, initialEntries: [`${BASENAME}${path}`], getContext: routerContextFor({ store, basename: BASENAME }),
  });
}

/** Opens a select by its label and picks an option. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

type TestRouter = ReturnType<typeof routerAt>;

/** Renders the page at `path` and waits for its (empty) report. */
async function openReport(path: string) {
  const user = userEvent.setup();
  const router = routerAt(path);
  renderRouter(router);
  expect(await screen.findByText('No business bookings match this period and these filters.')).toBeInTheDocument();
  return { user, router };
}

/**
 * Waits until the router shows `search` with nothing loading, and the page's status line is empty. The router's state
 * runs ahead of React's render: the status line says the loaded page has rendered only when it said "Loading" before.
 */
async function shown(router: TestRouter, search: string) {
  await waitFor(() => {
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.search).toBe(search);
  });
  // { hidden: true }: an open list box hides the rest of the page from the accessibility tree.
  await waitFor(() => expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(''));
}

beforeEach(() => {
  asked = [];
  hold = undefined;
  api.handler = async (url) => {
    if (url.pathname === AUTH_STATE_PATH) return json(signedInAuthState({ email: 'tm@acme.example', name: 'Tara Manager' }));
    if (url.pathname.endsWith(REPORTING_PATHS.filters)) {
      return json({ travelers: [{ profileId: 'p-abe', name: 'Abe Approver' }, { profileId: 'p-tess', name: 'Tess Traveler' }], groups: [], offices: [] });
    }
    if (url.pathname.endsWith(REPORTING_PATHS.report)) {
      asked.push(url.search);
      if (hold) await hold;
      return json(emptyReport);
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reporting filters while the report loads', () => {
  it('keeps what is typed in Traveler when the report of another travel type arrives, and shows the new travel type at once', async () => {
    const { user, router } = await openReport('/business/stats?vertical=flights');
    let release!: () => void;
    hold = new Promise((resolve) => { release = resolve; });
    await choose(user, 'Travel type', 'All');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading the report…'));
    expect(screen.getByRole('button', { name: /Travel type$/ })).toHaveTextContent('All');
    await user.type(screen.getByRole('combobox', { name: 'Traveler' }), 'abe');
    release();
    await shown(router, '');
    expect(asked.at(-1)).toBe('');
    expect(screen.getByRole('combobox', { name: 'Traveler' })).toHaveValue('abe');
    await user.click(await screen.findByRole('option', { name: 'Abe Approver' }));
    await shown(router, '?travelerId=p-abe');
    expect(asked.at(-1)).toBe('?travelerId=p-abe');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Traveler' })).toHaveValue('Abe Approver'));
  });

  it('a second filter changed before the first one\'s report arrives keeps the first', async () => {
    const { user, router } = await openReport('/business/stats');
    let release!: () => void;
    hold = new Promise((resolve) => { release = resolve; });
    await choose(user, 'Travel type', 'Hotels');
    await choose(user, 'Policy status', 'Out of policy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the report…');
    release();
    await shown(router, '?vertical=hotels&policy=out');
    expect(asked.at(-1)).toBe('?vertical=hotels&policy=out');
    expect(screen.getByRole('button', { name: /Travel type$/ })).toHaveTextContent('Hotels');
    expect(screen.getByRole('button', { name: /Policy status$/ })).toHaveTextContent('Out of policy');
  });

  it('Back to the previous period shows its preset again', async () => {
    const { user, router } = await openReport('/business/stats');
    await choose(user, 'Period', 'Last 30 days');
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/));
    await shown(router, router.state.location.search);
    await waitFor(() => expect(screen.getByRole('button', { name: /Period$/ })).toHaveTextContent('Last 30 days'));
    await router.navigate(-1);
    await shown(router, '');
    await waitFor(() => expect(screen.getByRole('button', { name: /Period$/ })).toHaveTextContent('Last 12 months'));
  });

  it('Back before the page showed the chosen period shows the earlier preset', async () => {
    const { user, router } = await openReport('/business/stats');
    await user.click(screen.getByRole('button', { name: /Period$/ }));
    const option = await screen.findByRole('option', { name: 'Last 30 days' });
    // React renders nothing before act's end: the router goes to the period and back before the page shows either.
    await act(async () => {
      await user.click(option);
      await vi.waitFor(() => {
        expect(router.state.navigation.state).toBe('idle');
        expect(router.state.location.search).toMatch(/^\?from=/);
      });
      await router.navigate(-1);
      await vi.waitFor(() => {
        expect(router.state.navigation.state).toBe('idle');
        expect(router.state.location.search).toBe('');
      });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /Period$/ })).toHaveTextContent('Last 12 months'));
  });

  it('custom dates: typed dates stay through a filter change, a range over two years says so, Apply shows the period', async () => {
    const { user, router } = await openReport('/business/stats');
    await choose(user, 'Period', 'Custom dates');
    // Filled with the shown report's period.
    expect(screen.getByLabelText('From')).toHaveValue('2025-12-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-28');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-11-01' } });
    await choose(user, 'Travel type', 'Hotels');
    await shown(router, '?vertical=hotels');
    expect(screen.getByRole('button', { name: /Period$/ })).toHaveTextContent('Custom dates');
    expect(screen.getByLabelText('From')).toHaveValue('2024-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(screen.getByText('Choose a start date on or before the end date, at most two years apart.')).toBeInTheDocument();
    expect(asked).toEqual(['', '?vertical=hotels']);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02' } });
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    await shown(router, '?from=2026-03-02&to=2026-11-28&vertical=hotels');
    expect(asked.at(-1)).toBe('?from=2026-03-02&to=2026-11-28&vertical=hotels');
    expect(screen.getByRole('button', { name: /Period$/ })).toHaveTextContent('Custom dates');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-02');
    expect(screen.queryByText('Choose a start date on or before the end date, at most two years apart.')).toBeNull();
  });
});
