// @vitest-environment jsdom
/**
 * The email domains page /business/company/email-domains (issue #24) through the real business routes, with the admin
 * API faked at fetch: the list, the empty state, adding a domain (checked as a domain name, lowercased, refused in the
 * form when the company has it already, the server's "another company uses it" under the field with the text kept),
 * and deleting one after a confirmation (DELETE with the domain in the path). Domains have no edit action.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_ADMIN_API_BASE } from '@travel/contract';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { businessBasics, refusal, renderBusinessAt, type RecordedCall } from '../../../../test/company-settings-test-support.tsx';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';

const api = createFetchStub();
const PATH = '/business/company/email-domains';
const base = `${BUSINESS_ADMIN_API_BASE}/emailDomains`;
let domains: string[];
let calls: RecordedCall[];
let taken: string[];

beforeEach(() => {
  domains = ['acme.example', 'acme-travel.example'];
  taken = ['globex.example'];
  calls = [];
  api.handler = businessBasics(businessAuth(), (url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as { domain: string }) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === base && method === 'GET') return json({ domains: [...domains].sort() });
    if (url.pathname === base && method === 'POST' && body) {
      if (taken.includes(body.domain)) return refusal('VALIDATION_ERROR', 400, 'domain', 'Another company uses this domain');
      domains.push(body.domain);
      return json({ domains: [...domains].sort() });
    }
    if (url.pathname.startsWith(`${base}/`) && method === 'DELETE') {
      const domain = decodeURIComponent(url.pathname.slice(base.length + 1));
      if (!domains.includes(domain)) return refusal('NOT_FOUND', 404);
      domains = domains.filter((d) => d !== domain);
      return json({ domains: [...domains].sort() });
    }
    return refusal('NOT_FOUND', 404);
  });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const changes = () => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body ?? null)}`);

describe('email domains', () => {
  it('lists the company\'s domains, each with a delete action and nothing to edit', async () => {
    renderBusinessAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email domains' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Email domains of your company' });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['acme-travel.example', 'acme.example']);
    expect(screen.getByRole('button', { name: 'Delete acme.example' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('says when the company has none yet', async () => {
    domains = [];
    renderBusinessAt(PATH);
    expect(await screen.findByText('Your company has no email domains yet. Add the one in your work email addresses.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('adds a domain: not a domain name, one the company has, and one another company uses are refused; the text stays', async () => {
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    await ui.click(await screen.findByRole('button', { name: 'Add domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an email domain' });
    const field = within(dialog).getByRole('textbox', { name: /^Domain/ }) as HTMLInputElement;
    const submit = () => ui.click(within(dialog).getByRole('button', { name: 'Add domain' }));

    await ui.type(field, 'https://@acme');
    await submit();
    expect(await within(dialog).findByText('Enter a domain name like acme.com, without @ or https://.')).toBeTruthy();
    await ui.clear(field);
    await ui.type(field, 'ACME.example');
    await submit();
    expect(await within(dialog).findByText('Your company already has this domain.')).toBeTruthy();
    expect(changes()).toEqual([]);

    await ui.clear(field);
    await ui.type(field, 'Globex.example');
    await submit();
    expect(await within(dialog).findByText('Another company uses this domain. Contact support if it belongs to you.')).toBeTruthy();
    expect(field.value).toBe('Globex.example');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await ui.clear(field);
    await ui.type(field, ' Acme.co.example ');
    await submit();
    expect(await screen.findByText('acme.co.example was added.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('rowheader', { name: 'acme.co.example' })).toBeTruthy();
    expect(changes()).toEqual([`POST ${base} {"domain":"globex.example"}`, `POST ${base} {"domain":"acme.co.example"}`]);
  });

  it('deletes a domain after confirming it', async () => {
    const ui = userEvent.setup({ delay: null });
    renderBusinessAt(PATH);
    await ui.click(await screen.findByRole('button', { name: 'Delete acme-travel.example' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete acme-travel.example?' });
    expect(dialog.textContent).toContain('People who sign up with an address at acme-travel.example will no longer join your company by it.');
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('acme-travel.example was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'acme-travel.example' })).toBeNull());
    expect(changes()).toEqual([`DELETE ${base}/acme-travel.example null`]);
  });
});
