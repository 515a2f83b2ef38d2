// @vitest-environment jsdom
/**
 * The "Programs" page /business/company/corporate-membership/add (issue #24, corporate memberships) through the real
 * business routes, with the admin API faked at fetch: the list with program, vendor code and membership number, the
 * empty state, the form's checks (program and number required, vendor code letters and digits), and add / edit /
 * delete with the contract's bodies (vendor code uppercased); and the page's own access rule: a user holding
 * COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT without COMPANY_SETTINGS_MANAGEMENT manages programs too.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_ADMIN_API_BASE, type CompanyMembership } from '@travel/contract';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { createRowsServer, renderBusinessAt, type RowsServer } from '../../../../test/company-settings-test-support.tsx';
import { createFetchStub } from '../../../../test/test-http.ts';

const api = createFetchStub();
const PATH = '/business/company/corporate-membership/add';
const base = `${BUSINESS_ADMIN_API_BASE}/memberships`;
const PROGRAMS: CompanyMembership[] = [{ id: 3, program: 'Lufthansa Corporate', vendorCode: 'LH', membershipNumber: 'DE-998877' }];
let server: RowsServer<CompanyMembership>;

function serve(rows: readonly CompanyMembership[], auth = businessAuth()) {
  server = createRowsServer(auth, 'memberships', rows);
  api.handler = server.handler;
}
const changes = () => server.calls.filter((c) => c.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  serve(PROGRAMS);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('programs (corporate memberships)', () => {
  it('lists each program with its vendor code and membership number', async () => {
    renderBusinessAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Programs' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Corporate programs of your company' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('rowheader').textContent).toBe('Lufthansa Corporate');
    expect(within(row!).getAllByRole('cell').slice(0, 2).map((c) => c.textContent)).toEqual(['Vendor code: LH', 'Membership number: DE-998877']);
  });

  it('are open to a user with the corporate membership permission alone', async () => {
    const admin = businessAuth();
    serve(PROGRAMS, { ...admin, businessState: { ...admin.businessState, permissions: ['COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT'] } });
    renderBusinessAt(PATH);
    expect(await screen.findByRole('rowheader', { name: 'Lufthansa Corporate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add program' })).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    serve([]);
    renderBusinessAt(PATH);
    expect(await screen.findByText('Your company has no corporate programs yet. Add a loyalty program or negotiated rate.')).toBeTruthy();
  });

  it('checks the form, then adds a program with the contract\'s body (vendor code uppercased)', async () => {
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    await ui.click(await screen.findByRole('button', { name: 'Add program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a program' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    await ui.type(field('Vendor code'), 'h-1');
    await ui.click(within(dialog).getByRole('button', { name: 'Add program' }));
    expect(await within(dialog).findByText('Enter the program’s name, like Lufthansa Corporate.')).toBeTruthy();
    expect(within(dialog).getByText('Enter your company’s membership or account number.')).toBeTruthy();
    expect(within(dialog).getByText('Use letters and digits only, like LH.')).toBeTruthy();
    expect(changes()).toEqual([]);

    await ui.type(field('Program name'), 'Hilton for Business');
    await ui.clear(field('Vendor code'));
    await ui.type(field('Vendor code'), 'hh');
    await ui.type(field('Membership number'), 'HB-1');
    await ui.click(within(dialog).getByRole('button', { name: 'Add program' }));
    expect(await screen.findByText('Hilton for Business was added.')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Hilton for Business' })).toBeTruthy();
    expect(changes()).toEqual([{ method: 'POST', path: base, body: { program: 'Hilton for Business', vendorCode: 'HH', membershipNumber: 'HB-1' } }]);
  });

  it('edits a program with PUT of every field, and the list shows the new number', async () => {
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    await ui.click(await screen.findByRole('button', { name: 'Edit Lufthansa Corporate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lufthansa Corporate' });
    const number = within(dialog).getByRole('textbox', { name: /^Membership number/ });
    await ui.clear(number);
    await ui.type(number, 'DE-112233');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes to Lufthansa Corporate were saved.')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'DE-112233' })).toBeTruthy();
    expect(changes()).toEqual([{ method: 'PUT', path: `${base}/3`, body: { program: 'Lufthansa Corporate', vendorCode: 'LH', membershipNumber: 'DE-112233' } }]);
  });

  it('deletes a program after confirming it', async () => {
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    await ui.click(await screen.findByRole('button', { name: 'Delete Lufthansa Corporate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Lufthansa Corporate?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Lufthansa Corporate' })).toBeNull());
    expect(changes()).toEqual([{ method: 'DELETE', path: `${base}/3`, body: undefined }]);
  });
});
