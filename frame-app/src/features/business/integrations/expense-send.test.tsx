// @vitest-environment jsdom
/**
 * "Send to expense system" on the trip page (issue #26; account-business-header-and-trips §7) with fetch stubbed at the
 * boundary: the trip's deliveries in words; with one system the button sends `POST {hash}`; with several the
 * "Expense system" choice sends `?expenseManagementSystemCode` for a system other than the default; the list reloads
 * after a send and says it was queued; a trip without bookings says so; no system yet says so; a session refused
 * (second factor not passed) shows nothing; a failed load offers "Try again".
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expenseTripPath, type Delivery, type ExpenseTripReply } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import ExpenseSend from './expense-send.tsx';

const api = createFetchStub();
const HASH = 'Hq7xZ2';
const AT = '2030-01-02T10:00:00.000Z';
let reply: ExpenseTripReply;
let status: number;
let sent: string[];
let sendAnswer: Response | null;

const delivery = (over: Partial<Delivery>): Delivery => ({
  id: 'd1', kind: 'EXPENSE', event: 'trip.expense', systemCode: 'expensify', systemName: 'Expensify', tripHash: HASH, state: 'PENDING', attempts: 0, lastError: null,
  createdAt: AT, deliveredAt: null, nextAttemptAt: AT, ...over,
});

/** Renders the block inside an awaited act (it suspends on its load: React wants the act awaited). */
async function show() {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <IntlProvider locale="en">
        <ExpenseSend tripHash={HASH} />
      </IntlProvider>,
    );
  });
  return result!;
}

beforeEach(() => {
  reply = { deliveries: [], systems: [{ code: 'expensify', name: 'Expensify', isDefault: true }] };
  status = 200;
  sent = [];
  sendAnswer = null;
  api.handler = (url, init) => {
    if (url.pathname !== expenseTripPath(HASH)) return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
    if ((init.method ?? 'GET') === 'GET') return status === 200 ? json(reply) : json({ errors: [{ code: 'FORBIDDEN', description: 'no' }] }, status);
    sent.push(`${url.pathname}${url.search}`);
    if (sendAnswer) return sendAnswer;
    const code = url.searchParams.get('expenseManagementSystemCode') ?? 'expensify';
    const d = delivery({ id: `d${sent.length + 1}`, systemCode: code, systemName: reply.systems.find((s) => s.code === code)?.name ?? code });
    reply = { ...reply, deliveries: [d, ...reply.deliveries] };
    return json({ delivery: d });
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ExpenseSend', () => {
  it('one system: "Send to expense system" posts {hash}, says it was queued and lists the delivery', async () => {
    const user = userEvent.setup();
    await show();
    const region = await screen.findByRole('region', { name: 'Expenses' });
    expect(within(region).getByText('Not sent yet.')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Expense system' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Send to expense system' }));
    await waitFor(() => expect(sent).toEqual([expenseTripPath(HASH)]));
    expect(await within(region).findByText('Sent to the queue for Expensify.')).toBeTruthy();
    const list = await within(region).findByRole('list', { name: 'Expenses' });
    expect(within(list).getByText('Waiting to send')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Send again' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Refresh expense status' })).toBeTruthy();
  });

  it('shows each delivery\'s state in words: retrying with its last error, delivered', async () => {
    reply.deliveries = [
      delivery({ id: 'd2', state: 'RETRYING', attempts: 1, lastError: 'HTTP 500' }),
      delivery({ id: 'd1', state: 'DELIVERED', attempts: 2, deliveredAt: AT, nextAttemptAt: null }),
    ];
    await show();
    const list = await screen.findByRole('list', { name: 'Expenses' });
    const [retrying, delivered] = within(list).getAllByRole('listitem');
    expect(retrying!.textContent).toContain('Retrying');
    expect(retrying!.textContent).toContain('1 attempt');
    expect(retrying!.textContent).toContain('Last error: HTTP 500');
    expect(delivered!.textContent).toContain('Delivered');
    expect(delivered!.textContent).not.toContain('attempt');
  });

  it('several systems: the chosen one that is not the default is sent with ?expenseManagementSystemCode', async () => {
    const user = userEvent.setup();
    reply.systems = [{ code: 'expensify', name: 'Expensify', isDefault: true }, { code: 'concur', name: 'SAP Concur', isDefault: false }];
    await show();
    const region = await screen.findByRole('region', { name: 'Expenses' });
    await user.click(within(region).getByRole('button', { name: /Expense system/ }));
    await user.click(await screen.findByRole('option', { name: 'SAP Concur' }));
    await user.click(within(region).getByRole('button', { name: 'Send to expense system' }));
    await waitFor(() => expect(sent).toEqual([`${expenseTripPath(HASH)}?expenseManagementSystemCode=concur`]));
    expect(await within(region).findByText('Sent to the queue for SAP Concur.')).toBeTruthy();
  });

  it('a trip without bookings says so; no system yet says so', async () => {
    const user = userEvent.setup();
    sendAnswer = json({ errors: [{ code: 'VALIDATION_ERROR', description: 'This trip has no bookings to send', field: 'hash' }] }, 400);
    await show();
    const region = await screen.findByRole('region', { name: 'Expenses' });
    await user.click(within(region).getByRole('button', { name: 'Send to expense system' }));
    expect((await within(region).findByRole('alert')).textContent).toBe('This trip has no bookings to send yet.');
    cleanup();
    reply = { deliveries: [], systems: [] };
    await show();
    expect(await screen.findByText('Your company has not set up an expense system yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to expense system' })).toBeNull();
  });

  it('a session refused (second factor not passed) shows nothing; a failed load offers Try again', async () => {
    status = 403;
    const { container } = await show();
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull());
    expect(container.textContent).toBe('');
    cleanup();
    status = 500;
    await show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The expense status could not be loaded.');
    status = 200;
    const user = userEvent.setup();
    await act(async () => {
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('button', { name: 'Send to expense system' })).toBeTruthy();
  });
});
