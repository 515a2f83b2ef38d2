// @vitest-environment jsdom
/**
 * Company deletion (issue #24 "company deletion (email, then DELETE /{confirmationCode}/{requestTime}/{token} confirms
 * it)") with fetch stubbed at the boundary: the company general page's section asks for confirmation, then mails the
 * link (a refusal stays in the dialog) and is hidden without COMPANY_DELETION; the page the link opens deletes only on
 * a press, with the link's three parts in the DELETE path, and names each outcome (done, expired, used, not valid).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, signedInAuthState, type AuthState, type Feature } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import { CompanyDeletionSection } from '../company/company-deletion-section.tsx';
import * as confirmPage from './company-deletion-confirm-page.tsx';

const api = createFetchStub();
const C = '/i/api/business/company/v1';
let calls: { method: string; path: string }[];
let features: Feature[];
let reply: () => Response;

const auth = (): AuthState => {
  const state = signedInAuthState({ email: 'admin@acme.example', name: 'Alex Admin' });
  return { ...state, businessState: { ...state.businessState, businessProfile: { id: 'me', companyName: 'Acme Corporation' }, permissions: ['COMPANY_SETTINGS_MANAGEMENT'], features } };
};
const refused = (code: string, status: number) => json({ errors: [{ code, description: code }] }, status);

function render(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  renderRouter(createMemoryRouter([
    { path: '/business/company/general', Component: () => <CompanyDeletionSection companyName="Acme Corporation" /> },
    { path: '/business/company/delete/:confirmationCode/:requestTime/:token', Component: confirmPage.Component, loader: confirmPage.loader },
    ...chromeResourceRoutes,
  ], { initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }) }), store);
}

beforeEach(() => {
  calls = [];
  features = ['COMPANY_DELETION'];
  reply = () => json({ sent: true });
  api.handler = (url, init) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth());
    calls.push({ method: init.method ?? 'GET', path: url.pathname });
    return reply();
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the company general page\'s "Delete company"', () => {
  it('asks first, then mails the link (sendDeletionEmail) and says so', async () => {
    const ui = userEvent.setup();
    render('/business/company/general');
    await ui.click(await screen.findByRole('button', { name: 'Delete company…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Acme Corporation?' });
    expect(calls).toEqual([]);
    await ui.click(within(dialog).getByRole('button', { name: 'Email me the link' }));
    expect(await screen.findByText('We emailed you the deletion link. It works for 24 hours.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: `${C}/sendDeletionEmail` }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a refusal stays in the dialog; "Keep the company" closes it without a call', async () => {
    const ui = userEvent.setup();
    reply = () => refused('FORBIDDEN', 403);
    render('/business/company/general');
    await ui.click(await screen.findByRole('button', { name: 'Delete company…' }));
    const dialog = await screen.findByRole('alertdialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Email me the link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/.+/);
    expect(within(dialog).getByRole('button', { name: 'Email me the link' })).toBeEnabled();
    calls = [];
    await ui.click(within(dialog).getByRole('button', { name: 'Keep the company' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('is hidden once the auth state says the company lacks COMPANY_DELETION', async () => {
    features = [];
    render('/business/company/general');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete company…' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Delete company' })).toBeNull();
  });
});

describe('the page the deletion link opens', () => {
  const link = '/business/company/delete/CODE0123456789abcdef/1772445600000/TOKEN0123456789abcdef';

  it('deletes only on a press, with the link\'s three parts in the DELETE path', async () => {
    const ui = userEvent.setup();
    reply = () => json({ deleted: true });
    render(link);
    const button = await screen.findByRole('button', { name: 'Delete Acme Corporation' });
    expect(calls).toEqual([]);
    await ui.click(button);
    expect((await screen.findByRole('status')).textContent).toBe('Acme Corporation is deleted. Your personal account stays.');
    expect(calls).toEqual([{ method: 'DELETE', path: `${C}/CODE0123456789abcdef/1772445600000/TOKEN0123456789abcdef` }]);
    expect(screen.getByRole('link', { name: 'Go to search' })).toBeTruthy();
  });

  it.each([
    ['VALIDATION_ERROR', 400, 'This link has expired. Ask for a new one on the company page.'],
    ['NOT_FOUND', 404, 'This link was used already or is not valid any more.'],
    ['FORBIDDEN', 403, 'This link is not valid. Open the link from the email as it is, or ask for a new one.'],
  ])('names the outcome of %s', async (code, status, text) => {
    const ui = userEvent.setup();
    reply = () => refused(code, status);
    render(link);
    await ui.click(await screen.findByRole('button', { name: 'Delete Acme Corporation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Back to company settings' }).getAttribute('href')).toBe('/business/company/general');
  });
});
