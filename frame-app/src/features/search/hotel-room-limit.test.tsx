// @vitest-environment jsdom
/**
 * The hotel form's room cap (issue #24 multiRoomBookings; contract hotelRoomLimit) as a user meets it, through the
 * whole app with the network stubbed at fetch: a business user in business mode whose company has the switch off sees
 * "Your company books one room per hotel booking" under Rooms, cannot step past 1, and a typed 2 is refused with that
 * text; the same user with the switch on, and a user on the personal side, keep up to 5 rooms and no hint.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_STATE_PATH, type AuthState } from '@travel/contract';
import { searchRouteModules } from './index.ts';
import { renderApp } from '../../../test/test-app.tsx';
import { createFetchStub, jsonResponse as json } from '../../../test/test-http.ts';
import { businessAuth } from '../../../test/business-test-support.ts';

const api = createFetchStub();
const HINT = 'Your company books one room per hotel booking';
/** The Rooms field, looked up afresh: the light stand-in is replaced by the react-aria field once its code has loaded. */
const roomsField = () => screen.getByRole('textbox', { name: 'Rooms' });

function serve(auth: AuthState) {
  api.handler = (url) =>
    url.pathname === AUTH_STATE_PATH ? json(auth) : json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
}

/** A business user (traveler) of Acme, on the business side unless `businessMode` is false. */
function traveler(multiRoomBookings: boolean, businessMode = true): AuthState {
  const auth = businessAuth({ role: 'TRAVELER', businessMode });
  return { ...auth, businessState: { ...auth.businessState, multiRoomBookings } };
}

beforeAll(async () => {
  await searchRouteModules.frontDoor();
});
beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('hotel form rooms for business users', () => {
  it('switch off: one room, the hint says why, a typed 2 is refused with it and nothing is searched', async () => {
    serve(traveler(false));
    const router = renderApp('/?vertical=hotels');
    await screen.findByRole('textbox', { name: 'Rooms' });
    await waitFor(() => expect(roomsField()).toHaveAccessibleDescription(HINT));
    expect(screen.getByRole('button', { name: /^Increase Rooms/ })).toBeDisabled();
    const user = userEvent.setup();
    const guests = screen.getByRole('textbox', { name: 'Guests' });
    await user.clear(guests);
    await user.type(guests, '2');
    await user.clear(roomsField());
    await user.type(roomsField(), '2');
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    await waitFor(() => expect(roomsField()).toHaveAttribute('aria-invalid', 'true'));
    expect(roomsField()).toHaveAccessibleDescription(expect.stringContaining(HINT));
    expect(router.state.location.pathname).toBe('/');
  });

  it('switch on: rooms go up to 5 without the hint', async () => {
    serve(traveler(true));
    renderApp('/?vertical=hotels');
    await screen.findByRole('textbox', { name: 'Rooms' });
    // The auth state has been applied once the header shows the account.
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Increase Rooms/ }));
    await waitFor(() => expect(roomsField()).toHaveValue('2'));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('the personal side of the same user is not limited', async () => {
    serve(traveler(false, false));
    renderApp('/?vertical=hotels');
    await screen.findByRole('textbox', { name: 'Rooms' });
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Increase Rooms/ }));
    await waitFor(() => expect(roomsField()).toHaveValue('2'));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });
});
