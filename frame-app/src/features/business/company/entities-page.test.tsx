// @vitest-environment jsdom
/**
 * The legal entities page /business/company/entities (issue #24; company flag `entities`) through the real business
 * routes, with the admin API faked at fetch: hidden (403 view, no call) while the company flag is off; with it on, the
 * list with legal name, registration number and country, the empty state, and add / edit / delete with their bodies
 * (the contract's AdminLegalEntityInputSchema: trimmed, country code uppercased). The shared list page's refusals are
 * covered by ./offices-page.test.tsx.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_ADMIN_API_BASE, type CompanyLegalEntity } from '@travel/contract';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { createRowsServer, renderBusinessAt, type RowsServer } from '../../../../test/company-settings-test-support.tsx';
import { createFetchStub } from '../../../../test/test-http.ts';

const api = createFetchStub();
const PATH = '/business/company/entities';
const base = `${BUSINESS_ADMIN_API_BASE}/legalEntities`;
const ENTITIES: CompanyLegalEntity[] = [{ id: 7, name: 'Acme GmbH', registrationNumber: 'HRB 12345', countryCode: 'DE' }];
let server: RowsServer<CompanyLegalEntity>;

function serve(rows: readonly CompanyLegalEntity[], flagOn = true) {
  server = createRowsServer(businessAuth({ companyFlags: { entities: flagOn } }), 'legalEntities', rows);
  api.handler = server.handler;
}
const changes = () => server.calls.filter((c) => c.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  serve(ENTITIES);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('legal entities', () => {
  it('are hidden while the company flag is off: the 403 view, and no call', async () => {
    serve(ENTITIES, false);
    renderBusinessAt(PATH);
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
    expect(server.calls.some((c) => c.path.startsWith(base))).toBe(false);
  });

  it('lists each entity with its legal name, registration number and country', async () => {
    renderBusinessAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entities' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Legal entities of your company' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('rowheader').textContent).toBe('Acme GmbH');
    expect(within(row!).getAllByRole('cell').slice(0, 2).map((c) => c.textContent)).toEqual(['Registration number: HRB 12345', 'Country: Germany (DE)']);
  });

  it('says when there are none yet', async () => {
    serve([]);
    renderBusinessAt(PATH);
    expect(await screen.findByText('Your company has no legal entities yet. Add the first one.')).toBeTruthy();
  });

  it('checks the legal name, then adds an entity with the contract\'s body', async () => {
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    await ui.click(await screen.findByRole('button', { name: 'Add entity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a legal entity' });
    await ui.click(within(dialog).getByRole('button', { name: 'Add entity' }));
    expect(await within(dialog).findByText('Enter the entity’s legal name, like Acme GmbH.')).toBeTruthy();
    expect(changes()).toEqual([]);
    await ui.type(within(dialog).getByRole('textbox', { name: /^Legal name/ }), 'Acme Ltd ');
    await ui.type(within(dialog).getByRole('textbox', { name: /^Registration number/ }), '01234567');
    await ui.type(within(dialog).getByRole('textbox', { name: /^Country code/ }), 'gb');
    await ui.click(within(dialog).getByRole('button', { name: 'Add entity' }));
    expect(await screen.findByText('Acme Ltd was added.')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Acme Ltd' })).toBeTruthy();
    expect(changes()).toEqual([{ method: 'POST', path: base, body: { name: 'Acme Ltd', registrationNumber: '01234567', countryCode: 'GB' } }]);
  });

  it('edits an entity with PUT of every field', async () => {
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    await ui.click(await screen.findByRole('button', { name: 'Edit Acme GmbH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Acme GmbH' });
    await ui.clear(within(dialog).getByRole('textbox', { name: /^Registration number/ }));
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes to Acme GmbH were saved.')).toBeTruthy();
    expect(changes()).toEqual([{ method: 'PUT', path: `${base}/7`, body: { name: 'Acme GmbH', registrationNumber: '', countryCode: 'DE' } }]);
  });

  it('deletes an entity after confirming it', async () => {
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    await ui.click(await screen.findByRole('button', { name: 'Delete Acme GmbH' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Acme GmbH?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Acme GmbH was deleted.')).toBeTruthy();
    expect(await screen.findByText('Your company has no legal entities yet. Add the first one.')).toBeTruthy();
    expect(changes()).toEqual([{ method: 'DELETE', path: `${base}/7`, body: undefined }]);
  });
});
