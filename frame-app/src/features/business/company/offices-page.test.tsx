// @vitest-environment jsdom
/**
 * The offices page /business/company/offices (issue #24) through the real business routes, with the admin API faked
 * at fetch (frame-app/test/company-settings-test-support.tsx): the list with its columns, the empty state, a failed
 * load with "Try again", add / edit / delete round trips asserting the request bodies (focus on the heading after a
 * deletion), the form's own validation, a server refusal shown in the dialog with everything typed kept, and the hub's
 * guard (a traveler gets 403, no call).
 * The shared list page (./company-rows.tsx) is exercised in depth here; the other pages' tests cover their fields.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_ADMIN_API_BASE, type CompanyOffice } from '@travel/contract';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { createRowsServer, refusal, renderBusinessAt, type RowsServer } from '../../../../test/company-settings-test-support.tsx';
import { createFetchStub } from '../../../../test/test-http.ts';

const api = createFetchStub();
const PATH = '/business/company/offices';
const OFFICES: CompanyOffice[] = [
  { id: 1, name: 'Berlin HQ', address: 'Unter den Linden 1', city: 'Berlin', countryCode: 'DE' },
  { id: 2, name: 'Remote hub', address: '', city: '', countryCode: '' },
];
let server: RowsServer<CompanyOffice>;

function serve(rows: readonly CompanyOffice[], auth = businessAuth()) {
  server = createRowsServer(auth, 'offices', rows);
  api.handler = server.handler;
}
const changes = () => server.calls.filter((c) => c.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row).getAllByRole('cell').slice(0, -1).map((c) => c.textContent?.replace(/^[\w ]+: /, '')),
]);

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  serve(OFFICES);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('offices list', () => {
  it('shows each office with name, address, city and country (by name), and a dash where a field is empty', async () => {
    renderBusinessAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offices' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Offices of your company' });
    expect(cellsOf(table)).toEqual([
      ['Berlin HQ', 'Unter den Linden 1', 'Berlin', 'Germany (DE)'],
      ['Remote hub', '—', '—', '—'],
    ]);
    expect(screen.getByRole('button', { name: 'Edit Berlin HQ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Remote hub' })).toBeTruthy();
  });

  it('says when there are no offices yet, and the first one added shows in the list', async () => {
    serve([]);
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    expect(await screen.findByText('Your company has no offices yet. Add the first one.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'Add office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an office' });
    await ui.type(within(dialog).getByRole('textbox', { name: 'Office name' }), 'Lisbon');
    await ui.click(within(dialog).getByRole('button', { name: 'Add office' }));
    expect(await screen.findByText('Lisbon was added.')).toBeTruthy();
    expect(cellsOf(await screen.findByRole('table', { name: 'Offices of your company' }))).toEqual([['Lisbon', '—', '—', '—']]);
  });

  it('shows a failed load with "Try again", which loads the list again', async () => {
    server.loadFailures = 1;
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load this list. Try again.');
    expect(screen.queryByRole('button', { name: 'Add office' })).toBeNull();
    // The next answer waits until released: meanwhile the page says it is loading.
    let release = () => {};
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const answer = server.handler;
    api.handler = async (url, init) => {
      await gate;
      return answer(url, init);
    };
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    release();
    expect(await screen.findByRole('table', { name: 'Offices of your company' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is behind the hub\'s guard: a traveler gets the 403 view and no offices call is made', async () => {
    serve(OFFICES, businessAuth({ role: 'TRAVELER' }));
    renderBusinessAt(PATH);
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
    expect(server.calls.some((c) => c.path.startsWith(BUSINESS_ADMIN_API_BASE))).toBe(false);
  });
});

describe('adding an office', () => {
  it('checks the form first, keeps what was typed when the server refuses, then sends the contract body', async () => {
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    await ui.click(await screen.findByRole('button', { name: 'Add office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an office' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });

    // Nothing typed, and a country code that is not one: the form says so, nothing is sent.
    await ui.type(field('Country code'), '1x');
    await ui.click(within(dialog).getByRole('button', { name: 'Add office' }));
    expect(await within(dialog).findByText('Enter a name for the office, like Berlin HQ.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the country’s two-letter code, like DE or US, or leave it empty.')).toBeTruthy();
    expect(field('Office name').getAttribute('aria-invalid')).toBe('true');
    expect(changes()).toEqual([]);

    await ui.type(field('Office name'), '  Paris  ');
    await ui.type(field('Street address'), '5 rue de Rivoli');
    await ui.type(field('City'), 'Paris');
    await ui.clear(field('Country code'));
    await ui.type(field('Country code'), 'fr');

    // The server refuses (another error than a field's): the alert shows in the dialog, every field keeps its text.
    server.refuse.push(refusal('FORBIDDEN', 403));
    await ui.click(within(dialog).getByRole('button', { name: 'Add office' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBeTruthy();
    expect([field('Office name'), field('Street address'), field('City'), field('Country code')].map((f) => (f as HTMLInputElement).value))
      .toEqual(['  Paris  ', '5 rue de Rivoli', 'Paris', 'fr']);

    // A VALIDATION_ERROR naming a field shows under that field.
    server.refuse.push(refusal('VALIDATION_ERROR', 400, 'name'));
    await ui.click(within(dialog).getByRole('button', { name: 'Add office' }));
    await waitFor(() => expect(field('Office name').getAttribute('aria-invalid')).toBe('true'));

    await ui.click(within(dialog).getByRole('button', { name: 'Add office' }));
    expect(await screen.findByText('Paris was added.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add an office' })).toBeNull());
    const body = { name: 'Paris', address: '5 rue de Rivoli', city: 'Paris', countryCode: 'FR' };
    expect(changes()).toEqual([1, 2, 3].map(() => ({ method: 'POST', path: `${BUSINESS_ADMIN_API_BASE}/offices`, body })));
    await waitFor(() => expect(cellsOf(screen.getByRole('table', { name: 'Offices of your company' }))[2]).toEqual(['Paris', '5 rue de Rivoli', 'Paris', 'France (FR)']));
  });
});

describe('editing an office', () => {
  it('starts from the saved values, sends every field with PUT, and the list shows the change', async () => {
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    await ui.click(await screen.findByRole('button', { name: 'Edit Berlin HQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Berlin HQ' });
    const name = within(dialog).getByRole('textbox', { name: /^Office name/ });
    expect((name as HTMLInputElement).value).toBe('Berlin HQ');
    await ui.clear(name);
    await ui.type(name, 'Berlin Mitte');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes to Berlin Mitte were saved.')).toBeTruthy();
    expect(changes()).toEqual([{
      method: 'PUT', path: `${BUSINESS_ADMIN_API_BASE}/offices/1`, body: { name: 'Berlin Mitte', address: 'Unter den Linden 1', city: 'Berlin', countryCode: 'DE' },
    }]);
    expect(await screen.findByRole('rowheader', { name: 'Berlin Mitte' })).toBeTruthy();
  });

  it('says when the office was deleted meanwhile (404) and reloads the list', async () => {
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    await ui.click(await screen.findByRole('button', { name: 'Edit Remote hub' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Remote hub' });
    server.rows = server.rows.filter((r) => r.id !== 2);
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Someone else changed or deleted this meanwhile. The list now shows what is saved.');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Remote hub' })).toBeNull());
  });
});

describe('deleting an office', () => {
  it('asks first; Cancel sends nothing; a refusal shows in the dialog; confirming deletes it', async () => {
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    await ui.click(await screen.findByRole('button', { name: 'Delete Berlin HQ' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Berlin HQ?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changes()).toEqual([]);

    await ui.click(screen.getByRole('button', { name: 'Delete Berlin HQ' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Berlin HQ?' });
    server.refuse.push(refusal('INTERNAL_ERROR', 500));
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('That did not work. Try again.');

    await ui.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Berlin HQ was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Berlin HQ' })).toBeNull());
    // Its Delete button is gone: focus is on the page's heading, not lost.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Offices' })));
    expect(changes().map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE', 'DELETE'].map((m) => `${m} ${BUSINESS_ADMIN_API_BASE}/offices/1`));
  });
});
