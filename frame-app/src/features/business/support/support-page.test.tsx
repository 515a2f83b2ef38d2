// @vitest-environment jsdom
/**
 * The business support page /business/support (issue #24) with fetch stubbed at the boundary: support staff search the
 * people they may act as (debounced, cached in session storage and reused), start in the chosen mode and land on `/`;
 * a company admin turns support access on; the issue report goes as multipart with its fields and attachments, files
 * outside the rules are refused before any call, and a server refusal (file, view mode) is shown in the dialog.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, TWO_FACTOR_API_PATHS, type AuthState, type SupportGrant, type SupportUsersReply } from '@travel/contract';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, resetFrameStorageForTests, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './support-page.tsx';
import { SUPPORT_CACHE_KEY } from './support-cache.ts';

const api = createFetchStub();
const B = '/i/api/business';
const GRANT_BOOK: SupportGrant = { enabled: true, mode: 'book', grantedAt: '2026-11-01T10:00:00.000Z', expiresAt: '2026-12-01T10:00:00.000Z' };
const GRANT_OFF: SupportGrant = { enabled: false, mode: null, grantedAt: null, expiresAt: null };
const PEOPLE: SupportUsersReply['users'] = [
  { profileId: 'p-admin', name: 'Ada Admin', email: 'admin@acme.example', roleName: 'Company admin', blockedBy: 'HOLDS_MORE' },
  { profileId: 'p-help', name: 'Hal Helpdesk', email: 'helpdesk@acme.example', roleName: 'Helpdesk', blockedBy: 'SELF' },
  { profileId: 'p-tom', name: 'Tom Traveler', email: 'traveler@acme.example', roleName: 'Traveler', blockedBy: null },
];
let calls: { method: string; path: string; query: URLSearchParams; body: unknown }[];
let auth: AuthState;
let grant: SupportGrant;
let handle: ((method: string, path: string, body: unknown) => Response | undefined) | undefined;

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter([
    { path: '/business/support', Component: page.Component, loader: page.loader },
    { path: '/', Component: () => <p>Front door</p> },
    ...chromeResourceRoutes,
  ], { initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }) });
  renderRouter(router, store);
  return router;
}

beforeEach(() => {
  calls = [];
  handle = undefined;
  grant = GRANT_BOOK;
  auth = businessAuth({ role: 'HELPDESK' });
  window.sessionStorage.clear();
  resetFrameStorageForTests();
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as unknown : init.body;
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: 8 });
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const own = handle?.(method, url.pathname, body);
    if (own) return own;
    if (url.pathname === `${B}/impersonation/v1/support/users`) {
      const q = url.searchParams.get('query')?.toLowerCase() ?? '';
      return json({ grant, users: PEOPLE.filter((p) => p.email.includes(q) || (p.name ?? '').toLowerCase().includes(q)) });
    }
    if (url.pathname === `${B}/impersonation/v1/support` && method === 'GET') return json(grant);
    if (url.pathname === `${B}/impersonation/v1/support` && method === 'POST') {
      grant = { enabled: true, mode: (body as { mode: 'view' | 'book' }).mode, grantedAt: '2026-11-28T10:00:00.000Z', expiresAt: '2026-12-05T10:00:00.000Z' };
      return json(grant);
    }
    if (url.pathname === `${B}/impersonation/v1/start`) {
      const b = body as { profileId: string; mode: 'view' | 'book' };
      return json({ impersonationId: 'imp-1', mode: b.mode, target: { profileId: b.profileId, email: 'traveler@acme.example' }, startedAt: '2026-11-28T10:00:00.000Z' });
    }
    if (url.pathname === `${B}/company/v1/contactAccountManager`) return json({ reportId: 'M-7', attachments: (body as FormData).getAll('attachment').length });
    if (url.pathname === `${B}/issues/reporting/v1/report`) return json({ reportId: 'R-42', attachments: (body as FormData).getAll('attachments').length });
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const searches = () => calls.filter((c) => c.path === `${B}/impersonation/v1/support/users`).map((c) => c.query.get('query'));

describe('act as a colleague', () => {
  it('lists who may be acted as (and why not the others), searches after typing stops, starts in the chosen mode and lands on the front door', async () => {
    const ui = userEvent.setup();
    const router = routerAt('/business/support');
    const list = await screen.findByRole('list', { name: 'People you can act as' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Has permissions you do not have')).toBeTruthy();
    expect(within(rows[1]!).getByText('This is you')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Support access' })).toBeNull();

    await ui.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'tom');
    await waitFor(() => expect(screen.queryByText('Ada Admin')).toBeNull());
    // One call on opening, one for the whole word: the keystrokes in between were debounced.
    expect(searches()).toEqual([null, 'tom']);

    await ui.click(screen.getByRole('radio', { name: 'Book for them' }));
    await ui.click(screen.getByRole('button', { name: 'Act as Tom Traveler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.path === `${B}/impersonation/v1/start`)?.body).toEqual({ profileId: 'p-tom', mode: 'book' });
    // Starting forgets the cached support results (who searches has changed).
    expect(window.sessionStorage.getItem(SUPPORT_CACHE_KEY)).toBeNull();
  });

  it('reuses the support results cached in session storage: the same search on a new visit calls nothing', async () => {
    routerAt('/business/support?query=tom');
    await screen.findByText('Tom Traveler');
    expect(searches()).toEqual(['tom']);
    expect(JSON.parse(window.sessionStorage.getItem(SUPPORT_CACHE_KEY) ?? '{}')).toMatchObject({ owner: 'bp-1', grant: GRANT_BOOK });
    cleanup();

    routerAt('/business/support?query=TOM ');
    await screen.findByText('Tom Traveler');
    expect(searches()).toEqual(['tom']);
  });

  it('offers view mode only under a view grant, says when support is off, and shows a refused start', async () => {
    const ui = userEvent.setup();
    grant = { ...GRANT_BOOK, mode: 'view' };
    handle = (method, path) => (path.endsWith('/impersonation/v1/start')
      ? json({ errors: [{ code: 'FORBIDDEN', description: 'This person holds permissions you do not hold' }] }, 403) : undefined);
    routerAt('/business/support');
    await screen.findByText('Tom Traveler');
    expect(screen.queryByRole('radio', { name: 'Book for them' })).toBeNull();
    expect(screen.getByText(/Your company allows view mode only/)).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Act as Tom Traveler' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/start'))?.body).toEqual({ profileId: 'p-tom', mode: 'view' });
    cleanup();

    window.sessionStorage.clear();
    grant = GRANT_OFF;
    routerAt('/business/support?query=x');
    expect(await screen.findByText(/Support access is off for your company/)).toBeTruthy();
  });
});

describe('support access (company admin)', () => {
  it('shows the grant and turns it on in the chosen mode for the chosen days', async () => {
    const ui = userEvent.setup();
    auth = businessAuth({ role: 'COMPANY_ADMIN' });
    grant = GRANT_OFF;
    routerAt('/business/support');
    const section = await screen.findByRole('region', { name: 'Support access' });
    expect(within(section).getByText('Support access is off: nobody can act as your colleagues.')).toBeTruthy();
    await ui.click(within(section).getByRole('radio', { name: /View only/ }));
    await ui.click(within(section).getByRole('button', { name: 'Turn on support access' }));
    expect(await within(section).findByRole('status')).toHaveProperty('textContent', 'Support access is on.');
    expect(calls.find((c) => c.method === 'POST' && c.path === `${B}/impersonation/v1/support`)?.body).toEqual({ mode: 'view', days: 7 });
    await waitFor(() => expect(within(section).getByTestId('support-access-state').textContent).toMatch(/view mode until/));
    expect(within(section).getByRole('button', { name: 'Turn off support access' })).toBeTruthy();
  });
});

describe('report an issue', () => {
  const file = (name: string, type: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type });

  it('sends summary, description, topic, booking number and every attachment as multipart; refuses a wrong file first', async () => {
    const ui = userEvent.setup({ applyAccept: false });
    routerAt('/business/support');
    await ui.click(await screen.findByRole('button', { name: 'Report an issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an issue' });
    await ui.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a short summary.')).toBeTruthy();
    expect(within(dialog).getByText('Describe what happened.')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/report'))).toBe(false);

    await ui.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'Hotel not confirmed');
    await ui.type(within(dialog).getByRole('textbox', { name: 'What happened?' }), 'The hotel says it has no booking.');
    await ui.type(within(dialog).getByRole('textbox', { name: 'Booking number (optional)' }), 'BK-123');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await ui.upload(input, [file('receipt.pdf', 'application/pdf'), file('notes.txt', 'text/plain'), file('screen.png', 'image/png')]);
    expect(within(dialog).getByRole('alert').textContent).toBe('notes.txt is not an image or a PDF.');
    expect(within(dialog).getByRole('button', { name: 'Remove receipt.pdf' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove screen.png' })).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('status')).toHaveProperty('textContent', 'Thank you. Your report R-42 was sent; a receipt is on its way to your mailbox.');
    const sent = calls.find((c) => c.path === `${B}/issues/reporting/v1/report`)?.body;
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect([form.get('summary'), form.get('description'), form.get('topic'), form.get('bookingNumber')])
      .toEqual(['Hotel not confirmed', 'The hotel says it has no booking.', 'OTHER', 'BK-123']);
    expect(form.getAll('attachments').map((f) => (f as File).name)).toEqual(['receipt.pdf', 'screen.png']);
  });

  it('shows the server refusing a file, and a change refused in view mode, in the dialog', async () => {
    const ui = userEvent.setup();
    handle = (_method, path) => (path.endsWith('/report')
      ? json({ errors: [{ code: 'VALIDATION_ERROR', description: 'bad file', field: 'attachments' }] }, 400) : undefined);
    routerAt('/business/support');
    await ui.click(await screen.findByRole('button', { name: 'Report an issue' }));
    let dialog = await screen.findByRole('dialog', { name: 'Report an issue' });
    await ui.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'S');
    await ui.type(within(dialog).getByRole('textbox', { name: 'What happened?' }), 'D');
    await ui.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/A file was refused: only images \(JPEG, PNG, GIF\) and PDF files up to 5 MB/);
    expect((within(dialog).getByRole('textbox', { name: 'Summary' }) as HTMLInputElement).value).toBe('S');
    cleanup();

    const traveler = businessAuth({ role: 'TRAVELER' });
    auth = { ...traveler, userInfoState: { ...traveler.userInfoState, accountName: 'Tom Traveler' }, businessState: { ...traveler.businessState, impersonation: { mode: 'view', impersonatorEmail: 'helpdesk@acme.example' } } };
    handle = (_method, path) => (path.endsWith('/report')
      ? json({ errors: [{ code: 'FORBIDDEN', description: 'Impersonating in view mode: nothing can be changed' }] }, 403) : undefined);
    routerAt('/business/support');
    await ui.click(await screen.findByRole('button', { name: 'Report an issue' }));
    dialog = await screen.findByRole('dialog', { name: 'Report an issue' });
    await ui.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'S');
    await ui.type(within(dialog).getByRole('textbox', { name: 'What happened?' }), 'D');
    await ui.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You are acting as Tom Traveler in view mode, so nothing can be changed.');
  });
});

describe('contact the account manager', () => {
  it('is offered to company managers only, and sends subject, message and one attachment as multipart', async () => {
    const ui = userEvent.setup();
    routerAt('/business/support');
    await screen.findByRole('button', { name: 'Report an issue' });
    expect(screen.queryByRole('button', { name: 'Contact your account manager' })).toBeNull();
    cleanup();

    auth = businessAuth({ role: 'COMPANY_ADMIN' });
    routerAt('/business/support');
    await ui.click(await screen.findByRole('button', { name: 'Contact your account manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact your account manager' });
    await ui.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Renewal');
    await ui.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Please call me about our plan.');
    await ui.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' }));
    // One file at most: the picker gives way once it holds one.
    expect(within(dialog).queryByRole('button', { name: 'Add a file' })).toBeNull();
    await ui.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveProperty('textContent', 'Your message M-7 was sent to your account manager.');
    const form = calls.find((c) => c.path === `${B}/company/v1/contactAccountManager`)?.body as FormData;
    expect([form.get('subject'), form.get('description'), (form.get('attachment') as File).name]).toEqual(['Renewal', 'Please call me about our plan.', 'contract.pdf']);
  });
});
