// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, bookingOf, createFetchStub, hotelOffer, json, renderBookingRoutes } from '../../../test/booking-test-support.tsx';
import { confirmationPath, manageBookingPath } from './paths.ts';

const net = createFetchStub();
const OFFER = hotelOffer('hot1_x_30000', 30000, { refundable: true });
const BOOKED = bookingOf(OFFER);
const CANCELLED = bookingOf(OFFER, { status: 'cancelled', cancelledAt: '2030-05-02T10:00:00.000Z', refundAmount: { amountMinor: 30000, currency: 'USD' } });

beforeEach(() => {
  vi.stubGlobal('fetch', net.fetchMock);
  net.fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('manage booking page', () => {
  it('finds a booking, cancels it after confirmation in a dialog, and shows "Cancelled"', async () => {
    const user = userEvent.setup();
    net.setHandler((url) => {
      if (url.pathname === '/i/api/bookings/v1/lookup') return json(BOOKED);
      if (url.pathname === '/i/api/bookings/v1/K7Q2XP/cancel') return json(CANCELLED);
      return json({}, 404);
    });
    renderBookingRoutes(manageBookingPath({ reference: 'k7q2xp' }), { email: 'ada@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage booking' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Booking reference' })).toHaveValue('k7q2xp');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));

    const found = await screen.findByRole('region', { name: 'Booking K7Q2XP' });
    expect(within(found).getByText('Booked')).toBeInTheDocument();
    expect(found).toHaveTextContent('$300.00');
    expect(within(found).getByRole('list', { name: 'Travelers' })).toHaveTextContent('Ada Lovelace');
    expect(within(found).getByRole('region', { name: 'Your trip' })).toHaveTextContent('Grand Riverside Hotel, London');
    const lookup = net.calls().find((c) => c.path === '/i/api/bookings/v1/lookup');
    expect(Object.fromEntries(lookup!.url.searchParams)).toEqual({ reference: 'K7Q2XP', email: 'ada@example.com' });

    // "Keep booking" closes the dialog without calling the server.
    await user.click(within(found).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('we refund $300.00');
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(net.calls().filter((c) => c.path.endsWith('/cancel'))).toHaveLength(0);

    await user.click(within(found).getByRole('button', { name: 'Cancel booking' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Booking K7Q2XP' })).getByText('Cancelled')).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your cancellation is complete.');
    const cancel = net.calls().find((c) => c.path.endsWith('/cancel'));
    expect(cancel).toMatchObject({ method: 'POST', path: '/i/api/bookings/v1/K7Q2XP/cancel', body: { email: 'ada@example.com' } });
  });

  it('not found shows the alert', async () => {
    const user = userEvent.setup();
    net.setHandler(() => apiError(404, 'BOOKING_NOT_FOUND', 'No booking with this reference and email'));
    renderBookingRoutes('/manage-booking');
    await user.type(await screen.findByRole('textbox', { name: 'Booking reference' }), 'ZZZZZZ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find a booking with that reference and email.');
  });

  it('other errors show an alert', async () => {
    const user = userEvent.setup();
    net.setHandler(() => apiError(429, 'RATE_LIMITED', 'Too many requests, slow down'));
    renderBookingRoutes('/manage-booking?reference=K7Q2XP&email=ada@example.com');
    await user.click(await screen.findByRole('button', { name: 'Find booking' }));
    // The code's message, never the server's English description.
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
    expect(screen.queryByText(/slow down/)).not.toBeInTheDocument();
  });

  it('checks the reference and email before calling', async () => {
    const user = userEvent.setup();
    renderBookingRoutes('/manage-booking?reference=K7Q');
    await user.click(await screen.findByRole('button', { name: 'Find booking' }));
    expect(screen.getByRole('textbox', { name: 'Booking reference' })).toHaveAccessibleDescription('Enter the 6-character booking reference, like K7Q2XP');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter an email address');
    expect(net.calls()).toHaveLength(0);
  });
});

describe('confirmation page', () => {
  it('without the booking in navigation state, looks it up with the email from the state', async () => {
    net.setHandler(() => json(BOOKED));
    renderBookingRoutes(confirmationPath('K7Q2XP'), { email: 'ada@example.com' });
    expect(await screen.findByLabelText('Booking reference')).toHaveTextContent('K7Q2XP');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Booking confirmed');
    expect(screen.getByText('Total paid').nextElementSibling).toHaveTextContent('$300.00');
    expect(net.calls()[0]?.path).toBe('/i/api/bookings/v1/lookup');
  });

  it('without state points to Manage booking instead of claiming anything', async () => {
    renderBookingRoutes(confirmationPath('K7Q2XP'));
    expect(await screen.findByText(/To see booking K7Q2XP, open Manage booking/)).toBeInTheDocument();
    expect(screen.queryByText('Booking confirmed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', '/manage-booking?reference=K7Q2XP');
    expect(net.calls()).toHaveLength(0);
  });
});
