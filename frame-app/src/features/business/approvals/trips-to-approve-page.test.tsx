// @vitest-environment jsdom
/**
 * Trips to approve /business/approval (issue #25) with fetch stubbed at the boundary: each waiting trip shows its
 * traveler, reasons and deadline with Approve / Decline named after the trip; a decline needs a comment and sends the
 * contract body; the mailed link `?request=` opens that request's decision; "Decided" lists outcomes; a refusal shows
 * in the dialog; empty and failure states.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, signedInAuthState, type ApprovalRequest } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './trips-to-approve-page.tsx';

const api = createFetchStub();
const B = '/i/api/business/approvals/v1/trips';
let requests: ApprovalRequest[];
let calls: { method: string; path: string; body: unknown }[];
let decisionReply: ((id: string, body: { decision: string; comment: string }) => Response) | null;

const person = (name: string) => ({ profileId: `p-${name}`, name, email: `${name.toLowerCase()}@acme.example` });
const request = (patch: Partial<ApprovalRequest>): ApprovalRequest => ({
  id: 'apr_1', state: 'PENDING', type: 'HARD', vertical: 'hotels', bookingReference: 'ABC123', tripId: 'T1', title: 'Savoy London',
  price: { amountMinor: 51200, currency: 'USD' }, traveler: person('Tess'), approver: person('Ari'), backupApprover: null,
  reasons: ['$212 over the $300 London nightly cap'], requestedAt: '2026-03-02T10:00:00.000Z', deadline: '2026-03-04T10:00:00.000Z', escalated: false,
  expiryOutcome: null, decidedBy: null, decidedAt: null, comment: null, canDecide: true, ...patch,
});
const refused = (code: string, status: number, field?: string) => json({ errors: [{ code, description: code === 'VALIDATION_ERROR' ? 'This request was already decided' : code, ...(field ? { field } : {}) }] }, status);

function routerAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/approval', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  calls = [];
  decisionReply = null;
  requests = [request({}), request({ id: 'apr_2', title: 'Hilton Paris', traveler: person('Pat'), reasons: [], type: 'PASSIVE', escalated: true })];
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(signedInAuthState({ email: 'approver@acme.example', name: 'Ari' }));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as { decision: string; comment: string } : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    if (url.pathname === B && method === 'GET') {
      const decided = url.searchParams.get('status') === 'decided';
      const items = requests.filter((r) => (r.state === 'PENDING') !== decided);
      return json({ items, total: items.length });
    }
    const one = /\/trips\/([^/]+)$/.exec(url.pathname);
    if (one && method === 'GET') {
      const found = requests.find((r) => r.id === decodeURIComponent(one[1]!));
      return found ? json(found) : refused('NOT_FOUND', 404);
    }
    const decide = /\/trips\/([^/]+)\/decision$/.exec(url.pathname);
    if (decide && method === 'POST') {
      const id = decodeURIComponent(decide[1]!);
      if (decisionReply) return decisionReply(id, body!);
      requests = requests.map((r) => (r.id === id
        ? { ...r, state: body!.decision === 'APPROVE' ? 'APPROVED' : 'DECLINED', comment: body!.comment || null, decidedBy: person('Ari'), canDecide: false }
        : r));
      return json(requests.find((r) => r.id === id));
    }
    return refused('NOT_FOUND', 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('trips waiting for approval', () => {
  it('shows each trip with its traveler, reasons, deadline and hold, with actions named after the trip', async () => {
    renderRouter(routerAt('/business/approval'));
    const list = await screen.findByRole('list', { name: 'Trips to approve' });
    const [savoy, hilton] = within(list).getAllByRole('listitem', { name: '' }).filter((li) => li.parentElement === list);
    expect(savoy!.textContent).toContain('For Tess');
    expect(savoy!.textContent).toContain('$512.00');
    expect(savoy!.textContent).toContain('$212 over the $300 London nightly cap');
    expect(savoy!.textContent).toContain('Held until you answer');
    expect(hilton!.textContent).toContain('Booked; you may cancel it until the deadline');
    expect(hilton!.textContent).toContain('Escalated to the backup approver');
    expect(screen.getByRole('button', { name: 'Approve Savoy London for Tess' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline Hilton Paris for Pat' })).toBeTruthy();
  });

  it('approves with an optional comment and says so', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/approval'));
    await ui.click(await screen.findByRole('button', { name: 'Approve Savoy London for Tess' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Savoy London?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Savoy London for Tess was approved.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: `${B}/apr_1/decision`, body: { decision: 'APPROVE', comment: '' } }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve Savoy London for Tess' })).toBeNull());
  });

  it('a decline needs a comment before any call, then sends it', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt('/business/approval'));
    await ui.click(await screen.findByRole('button', { name: 'Decline Savoy London for Tess' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Savoy London?' });
    expect(within(dialog).getByText('The booking is cancelled without charge and Tess is told why.')).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Say why you decline (up to 500 characters).')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await ui.type(within(dialog).getByRole('textbox', { name: 'Comment' }), '  Too expensive for this trip ');
    await ui.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Savoy London for Tess was declined.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'DECLINE', comment: 'Too expensive for this trip' });
  });

  it('shows a refusal in the dialog (decided meanwhile)', async () => {
    const ui = userEvent.setup();
    decisionReply = () => refused('VALIDATION_ERROR', 400, 'decision');
    renderRouter(routerAt('/business/approval'));
    await ui.click(await screen.findByRole('button', { name: 'Approve Savoy London for Tess' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Savoy London?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This request was decided already or its deadline has passed.');
  });
});

describe('the mailed link and the decided list', () => {
  it('?request= opens that request first and its decision', async () => {
    renderRouter(routerAt('/business/approval?request=apr_2'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Hilton Paris?' });
    expect(dialog).toBeTruthy();
    // The page behind the modal dialog is hidden from assistive technology while it is open.
    const list = screen.getByRole('list', { name: 'Trips to approve', hidden: true });
    const first = within(list).getAllByRole('listitem', { hidden: true })[0]!;
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(first.textContent).toContain('Hilton Paris');
  });

  it('a link to a request the caller cannot see says so', async () => {
    renderRouter(routerAt('/business/approval?request=apr_other'));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not open the request from your link');
  });

  it('"Decided" lists outcomes with who decided and the comment', async () => {
    const ui = userEvent.setup();
    requests = [request({ state: 'DECLINED', canDecide: false, decidedBy: person('Ari'), comment: 'Too expensive' })];
    renderRouter(routerAt('/business/approval'));
    expect(await screen.findByText('Nothing is waiting for your approval.')).toBeTruthy();
    await ui.click(screen.getByRole('radio', { name: 'Decided' }));
    const list = await screen.findByRole('list', { name: 'Trips to approve' });
    expect(list.textContent).toContain('Declined by Ari — Too expensive');
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('shows a failure with "Try again"', async () => {
    const ui = userEvent.setup();
    const handler = api.handler;
    api.handler = (url, init) => (url.pathname === B ? refused('INTERNAL_ERROR', 500) : handler(url, init));
    renderRouter(routerAt('/business/approval'));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the trips to approve. Try again.');
    api.handler = handler;
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Approve Savoy London for Tess' })).toBeTruthy();
  });
});
