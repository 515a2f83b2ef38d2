// @vitest-environment jsdom
/**
 * The booking page's business part (issue #26), from a refresh reply carrying `business`: the "Trip reporting" fields
 * (a required list and an optional text), the company card preselected with the card fields hidden, a required field
 * left empty refused on the page (nothing sent, the error under the field, focus on it), the server's
 * `reportingFields.{id}` refusal landing on its field, and the body sent: `reportingFields` and `paymentMethod`
 * `companyCard` without a card; choosing "My own card" brings the card fields back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { BusinessBookingOptions } from '@travel/contract';
import { apiError, bookingOf, createFetchStub, hotelOffer, json, renderBookingRoutes, type Handler } from '../../../test/booking-test-support.tsx';
import { bookingPath } from './paths.ts';

const net = createFetchStub();
const OFFER = hotelOffer('hot1_x_30000', 30000, { refundable: true });
const BUSINESS: BusinessBookingOptions = {
  reportingFields: [
    { id: 7, label: 'Cost centre', kind: 'list', required: true, verticals: ['hotels'], options: ['CC-100 Sales', 'CC-200 Engineering'], helpText: '', position: 0 },
    { id: 8, label: 'Project code', kind: 'text', required: false, verticals: ['hotels'], options: [], helpText: 'For client work', position: 1 },
  ],
  payment: { companyCard: { label: 'Acme travel card', brand: 'visa', last4: '4242' }, personalCardAllowed: true },
};

function server(book: Handler) {
  net.setHandler((url, init) => {
    if (url.pathname === '/i/api/offers/v1/refresh') return json({ status: 'available', offer: OFFER, business: BUSINESS });
    if (url.pathname === '/i/api/bookings/v1' && init.method === 'POST') return book(url, init);
    return json({ errors: [{ code: 'NOT_FOUND', description: `no stub for ${url.pathname}` }] }, 404);
  });
}
const bookingCalls = () => net.calls().filter((c) => c.path === '/i/api/bookings/v1');

async function fillTraveler(user: UserEvent) {
  for (const [name, value] of [['First name', 'Ada'], ['Last name', 'Lovelace'], ['Date of birth', '1990-05-17'], ['Email', 'ada@example.com'], ['Phone', '555 123 4567']] as const) {
    const input = screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });
    act(() => input.focus());
    await user.paste(value);
  }
}

beforeEach(() => {
  vi.stubGlobal('fetch', net.fetchMock);
  net.fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('booking page, business part', () => {
  it('asks the reporting fields, refuses Pay without the required one, then books on the company card', async () => {
    const user = userEvent.setup();
    server(() => json({ ...bookingOf(OFFER), paymentMethod: 'companyCard' }, 201));
    renderBookingRoutes(bookingPath(OFFER.id));
    const costCentre = await screen.findByRole('combobox', { name: 'Cost centre' });
    expect(screen.getByRole('group', { name: 'Trip reporting' })).toBeInTheDocument();
    expect(costCentre).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Project code' })).toHaveAccessibleDescription('For client work');
    expect(screen.getByRole('radio', { name: /^Company card: Acme travel card \(Visa ending 4242\)/ })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Payment' })).toBeNull();

    await fillTraveler(user);
    await user.click(screen.getByRole('button', { name: 'Pay $300.00' }));
    expect(await screen.findByText('Choose Cost centre')).toBeInTheDocument();
    await waitFor(() => expect(costCentre).toHaveFocus());
    expect(bookingCalls()).toHaveLength(0);

    await user.selectOptions(costCentre, 'CC-200 Engineering');
    await user.click(screen.getByRole('button', { name: 'Pay $300.00' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Booking confirmed/ })).toBeInTheDocument();
    const body = bookingCalls()[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ paymentMethod: 'companyCard', reportingFields: [{ fieldId: 7, value: 'CC-200 Engineering' }] });
    expect(body.payment).toBeUndefined();
  });

  it('"My own card" brings the card fields back; a server refusal of a field lands under it', async () => {
    const user = userEvent.setup();
    server(() => apiError(400, 'VALIDATION_ERROR', 'Cost centre: choose one of the listed options', {}, 'reportingFields.7'));
    renderBookingRoutes(bookingPath(OFFER.id));
    const costCentre = await screen.findByRole('combobox', { name: 'Cost centre' });
    await user.click(screen.getByRole('radio', { name: 'My own card' }));
    expect(screen.getByRole('group', { name: 'Payment' })).toBeInTheDocument();
    await fillTraveler(user);
    for (const [name, value] of [['Card number', '4242 4242 4242 4242'], ['Expiry (MM/YY)', '12/34'], ['Security code', '123'], ['Name on card', 'Ada Lovelace']] as const) {
      act(() => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' }).focus());
      await user.paste(value);
    }
    await user.selectOptions(costCentre, 'CC-100 Sales');
    await user.click(screen.getByRole('button', { name: 'Pay $300.00' }));
    await waitFor(() => expect(costCentre).toHaveAttribute('aria-invalid', 'true'));
    const body = bookingCalls()[0]?.body as Record<string, unknown>;
    expect(body.paymentMethod).toBeUndefined();
    expect(body.payment).toMatchObject({ number: '4242424242424242' });
  });
});
