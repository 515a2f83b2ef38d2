// @vitest-environment jsdom
/**
 * The trip reporting fields page /business/trip-reporting-fields (issue #26), through the business routes (the hub's
 * guard and layout) with the API stubbed at fetch: the list with its columns, the empty state, a failed load with
 * "Try again", adding a list field (options one per line, checked before sending, the body as the contract takes it),
 * a server refusal on `label` under the field, and the guard hiding the page without the feature.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, REPORTING_FIELDS_API_PATH, TWO_FACTOR_API_PATHS, type AuthState, type ReportingField } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRoutesAt } from '../../../../test/test-app.tsx';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { accessResourceRoutes } from '../../access/index.ts';
import { createBusinessRoutes } from '../routes.ts';

const api = createFetchStub();
let auth: AuthState;
let fields: ReportingField[];
let listStatus = 200;
const posted: unknown[] = [];
let postReply: () => Response;

const costCentre: ReportingField = {
  id: 1, label: 'Cost centre', kind: 'list', required: true, verticals: ['flights', 'hotels'], options: ['CC-100 Sales', 'CC-200 Engineering'], helpText: 'Charged to', position: 0,
};

function renderAt(path: string) {
  return renderRoutesAt([...createBusinessRoutes(), ...accessResourceRoutes], path).router;
}

beforeEach(() => {
  auth = businessAuth();
  fields = [costCentre];
  listStatus = 200;
  posted.length = 0;
  postReply = () => json({ ...costCentre, id: 2, label: 'Project code', kind: 'text', required: false, options: [] });
  api.handler = async (url, init) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: 10 });
    if (url.pathname === REPORTING_FIELDS_API_PATH && (init?.method ?? 'GET') === 'GET') {
      return listStatus === 200 ? json({ items: fields }) : json({ errors: [{ code: 'INTERNAL_ERROR', description: 'down' }] }, listStatus);
    }
    if (url.pathname === REPORTING_FIELDS_API_PATH && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return postReply();
    }
    if (url.pathname === '/k/run/formtoken') return json({ formtoken: 'tok' });
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('trip reporting fields page', () => {
  it('lists the fields: name and help, type, required, the bookings that ask it, and per-row actions named after the field', async () => {
    renderAt('/business/trip-reporting-fields');
    const table = await screen.findByRole('table', { name: 'Reporting fields' });
    const row = within(table).getByRole('row', { name: /Cost centre/ });
    expect(row.textContent).toContain('List (2 options)');
    expect(row.textContent).toContain('Yes');
    expect(row.textContent).toContain('Flights and Hotels');
    expect(within(row).getByRole('button', { name: 'Edit Cost centre' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Cost centre' })).toBeTruthy();
    expect((within(row).getByRole('button', { name: 'Move Cost centre up' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when there are none, and offers "Try again" when the list cannot be loaded', async () => {
    fields = [];
    renderAt('/business/trip-reporting-fields');
    expect(await screen.findByText(/No reporting fields yet/)).toBeTruthy();
    cleanup();
    listStatus = 500;
    renderAt('/business/trip-reporting-fields');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('adds a list field: empty options are refused before sending, then the contract body is sent', async () => {
    const user = userEvent.setup();
    renderAt('/business/trip-reporting-fields');
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Region');
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    expect(await within(dialog).findByText('A list needs at least one option')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Options, one per line/ }), { target: { value: 'North\n\n South \nEast' } });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ label: 'Region', kind: 'list', required: true, verticals: ['flights', 'hotels', 'cars'], options: ['North', 'South', 'East'], helpText: '' });
    expect(await screen.findByText('Region was added.')).toBeTruthy();
  });

  it('shows a taken name under the Name field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    postReply = () => json({ errors: [{ code: 'VALIDATION_ERROR', field: 'label', description: 'Another reporting field has this name' }] }, 400);
    renderAt('/business/trip-reporting-fields');
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Cost centre');
    await user.click(within(dialog).getByRole('radio', { name: /^Text/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('is not shown to a company without the TRIP_REPORTING_FIELDS feature', async () => {
    auth = businessAuth({ tier: 'biz' });
    renderAt('/business/trip-reporting-fields');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Reporting fields' })).toBeNull());
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add field' })).toBeNull();
  });
});
