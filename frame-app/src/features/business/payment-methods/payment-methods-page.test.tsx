// @vitest-environment jsdom
/**
 * The payment methods page /business/payment-options (issue #26 "Payment methods"), through the business routes (the
 * hub's guard and layout) with the API stubbed at fetch: the cards and who pays per group, adding a card (checked
 * before sending: Luhn and MM/YY; the body as the contract takes it; a server refusal under its field), changing a
 * group's payment (a way to pay is required), removing a card with a refusal shown in the dialog, the read-only view
 * without the manage permission, the plan-tier flag text of core §5, and a failed load with "Try again".
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, PAYMENT_OPTIONS_API_PATH, TWO_FACTOR_API_PATHS, type AuthState, type CompanyCard, type PaymentOptionsReply } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRoutesAt } from '../../../../test/test-app.tsx';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { accessResourceRoutes } from '../../access/index.ts';
import { createBusinessRoutes } from '../routes.ts';

const api = createFetchStub();
let auth: AuthState;
let options: PaymentOptionsReply;
let listStatus = 200;
const calls: { method: string; path: string; body: unknown }[] = [];
let reply: (method: string, path: string) => Response | undefined;

const travelCard: CompanyCard = {
  id: 1, label: 'Acme travel card', brand: 'visa', last4: '4242', expiryMonth: 9, expiryYear: 2030, holderName: 'Acme Corporation', createdAt: '2026-11-01T09:00:00.000Z',
};

function baseOptions(): PaymentOptionsReply {
  return {
    cards: [travelCard],
    scopes: [
      { groupId: null, groupName: null, cardId: 1, personalCardAllowed: true, inherited: false },
      { groupId: 7, groupName: 'Sales', cardId: 1, personalCardAllowed: true, inherited: true },
    ],
    canManage: true,
    flagText: null,
  };
}

function renderAt(path: string) {
  return renderRoutesAt([...createBusinessRoutes(), ...accessResourceRoutes], path).router;
}

beforeEach(() => {
  auth = businessAuth({ companyFlags: { paymentOptions: true } });
  options = baseOptions();
  listStatus = 200;
  calls.length = 0;
  reply = () => undefined;
  api.handler = async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === TWO_FACTOR_API_PATHS.status) return json({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: 10 });
    if (url.pathname === '/k/run/formtoken') return json({ formtoken: 'tok' });
    if (url.pathname.startsWith(PAYMENT_OPTIONS_API_PATH)) {
      const path = url.pathname.slice(PAYMENT_OPTIONS_API_PATH.length);
      if (method === 'GET' && path === '') return listStatus === 200 ? json(options) : json({ errors: [{ code: 'INTERNAL_ERROR', description: 'down' }] }, listStatus);
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = reply(method, path);
      if (answer) return answer;
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('payment methods page', () => {
  it('lists the company cards (brand and last four only) and who pays for each group, with actions named after what they change', async () => {
    renderAt('/business/payment-options');
    const cards = await screen.findByRole('table', { name: 'Company cards' });
    const card = within(cards).getByRole('row', { name: /Acme travel card/ });
    expect(card.textContent).toContain('Visa ending 4242');
    expect(card.textContent).toContain('09/30');
    expect(within(card).getByRole('button', { name: 'Remove Acme travel card' })).toBeTruthy();
    const scopes = screen.getByRole('table', { name: 'Payment by group' });
    const sales = within(scopes).getByRole('row', { name: /Sales/ });
    expect(sales.textContent).toContain('Follows the company default');
    expect(sales.textContent).toContain('Acme travel card (Visa ending 4242)');
    expect(sales.textContent).toContain('Allowed');
    expect(within(scopes).getByRole('button', { name: 'Change how Company default pays' })).toBeTruthy();
  });

  it('adds a card: a wrong number or expiry is caught before sending; the server gets the card as typed and the list reloads', async () => {
    const user = userEvent.setup();
    reply = (method, path) => {
      if (method !== 'POST' || path !== '/cards') return undefined;
      const added: CompanyCard = { ...travelCard, id: 2, label: 'Sales card', brand: 'mastercard', last4: '4444', expiryMonth: 3, expiryYear: 2029, holderName: 'Sam Sales' };
      options = { ...options, cards: [...options.cards, added] };
      return json(added);
    };
    renderAt('/business/payment-options');
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a company card' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name(?! on)/ }), 'Sales card');
    await user.type(within(dialog).getByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4241');
    await user.type(within(dialog).getByRole('textbox', { name: /Expiry/ }), '13/29');
    await user.type(within(dialog).getByRole('textbox', { name: /Security code/ }), '123');
    await user.type(within(dialog).getByRole('textbox', { name: /Name on card/ }), 'Sam Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await within(dialog).findByText('Enter a valid card number')).toBeTruthy();
    expect(within(dialog).getByText('Enter the expiry as MM/YY')).toBeTruthy();
    expect(calls).toEqual([]);

    const number = within(dialog).getByRole('textbox', { name: /Card number/ });
    await user.clear(number);
    await user.type(number, '5555 5555 5555 4444');
    const expiry = within(dialog).getByRole('textbox', { name: /Expiry/ });
    await user.clear(expiry);
    await user.type(expiry, '03/29');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a company card' })).toBeNull());
    expect(calls).toEqual([{
      method: 'POST', path: '/cards',
      body: { label: 'Sales card', card: { number: '5555555555554444', expiryMonth: 3, expiryYear: 2029, cvc: '123', holderName: 'Sam Sales' } },
    }]);
    expect(await screen.findByText('Sales card was added.')).toBeTruthy();
    expect((await within(screen.getByRole('table', { name: 'Company cards' })).findByRole('row', { name: /Sales card/ })).textContent).toContain('Mastercard ending 4444');
  });

  it('shows a server refusal of the card number under the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    reply = (method) => (method === 'POST' ? json({ errors: [{ code: 'VALIDATION_ERROR', description: 'This card was declined', field: 'card.number' }] }, 400) : undefined);
    renderAt('/business/payment-options');
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a company card' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name(?! on)/ }), 'Declined card');
    await user.type(within(dialog).getByRole('textbox', { name: /Card number/ }), '4000000000000002');
    await user.type(within(dialog).getByRole('textbox', { name: /Expiry/ }), '12/30');
    await user.type(within(dialog).getByRole('textbox', { name: /Security code/ }), '999');
    await user.type(within(dialog).getByRole('textbox', { name: /Name on card/ }), 'Ada Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await within(dialog).findByText('Check the card number.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /^Name(?! on)/ }) as HTMLInputElement).value).toBe('Declined card');
    expect(calls).toHaveLength(1);
  });

  it('changes how a group pays: no card and no personal card is refused before sending; "Follow the company default" off sends the group its own setting', async () => {
    const user = userEvent.setup();
    reply = (method, path) => {
      if (method !== 'PUT' || path !== '/scopes/7') return undefined;
      options = { ...options, scopes: [options.scopes[0]!, { groupId: 7, groupName: 'Sales', cardId: null, personalCardAllowed: true, inherited: false }] };
      return json(options);
    };
    renderAt('/business/payment-options');
    await user.click(await screen.findByRole('button', { name: 'Change how Sales pays' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Sales pays' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Follow the company default' }));
    await user.click(within(dialog).getByRole('radio', { name: 'None' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Travelers may pay with their own card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Travelers need a way to pay: choose a company card or allow personal cards')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Travelers may pay with their own card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'PUT', path: '/scopes/7', body: { inherit: false, cardId: null, personalCardAllowed: true } }]));
    expect(await screen.findByText('Saved how Sales pays.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Payment by group' })).getByRole('row', { name: /Sales/ }).textContent).not.toContain('Follows the company default'));
  });

  it('removing a card asks first; a refusal (the card still pays for a group) shows in the dialog and the card stays', async () => {
    const user = userEvent.setup();
    reply = (method) => (method === 'DELETE' ? json({ errors: [{ code: 'VALIDATION_ERROR', description: 'This card still pays for Sales', field: 'cardId' }] }, 400) : undefined);
    renderAt('/business/payment-options');
    await user.click(await screen.findByRole('button', { name: 'Remove Acme travel card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Acme travel card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await within(dialog).findByText('This card still pays for the company default or a group. Choose another way to pay there first.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'DELETE', path: '/cards/1', body: undefined }]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('table', { name: 'Company cards' })).getByRole('row', { name: /Acme travel card/ })).toBeTruthy();
  });

  it('without the manage permission the page is read-only and says so; under the higher-tier override it names the plan', async () => {
    options = { ...baseOptions(), canManage: false, flagText: 'bizPlus' };
    renderAt('/business/payment-options');
    await screen.findByRole('table', { name: 'Company cards' });
    expect(screen.getByText('You can see the payment methods; changing them needs the permission to manage them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change how / })).toBeNull();
    expect(screen.getByText(/^Needs the .+ plan$/)).toBeTruthy();
  });

  it('a failed load says so and "Try again" loads the page', async () => {
    const user = userEvent.setup();
    listStatus = 500;
    renderAt('/business/payment-options');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    listStatus = 200;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Company cards' })).toBeTruthy();
  });
});
