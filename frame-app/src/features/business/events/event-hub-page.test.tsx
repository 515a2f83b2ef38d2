// @vitest-environment jsdom
/**
 * The event hub page /business/events (issue #26) with fetch stubbed at the boundary: the list shows each event (city,
 * dates, organiser, invitees) with actions named after it; an empty company and a failed load say so; "New event"
 * sends the contract's body (name, city chosen from the locations, dates, invitees found with findUsers mode
 * `eventInvitees`) and validates before sending; "Who has booked" shows each invitee's status and bookings; "Delete"
 * asks first.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, type BusinessEventSummary, type EventAttendanceReply } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './event-hub-page.tsx';

const api = createFetchStub();
const EVENTS = '/i/api/business/events/v1/events';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const event = (over: Partial<BusinessEventSummary> = {}): BusinessEventSummary => ({
  id: 'ev-1', name: 'Sales kick-off', description: '', place: { cityId: 2643743, cityName: 'London', countryCode: 'GB', airportCode: 'LHR' },
  startDate: inDays(20), endDate: inDays(21), organiser: { profileId: 'bp-9', name: 'Eve Editor', email: 'events@acme.example' }, inviteeCount: 2, canEdit: true,
  createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z', ...over,
});
let stored: BusinessEventSummary[];
let writes: { method: string; path: string; body: unknown }[];

function routerAt(at = '/business/events') {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/events', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    initialEntries: [at], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  writes = [];
  stored = [event()];
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as unknown : undefined;
    if (url.pathname === AUTH_STATE_PATH) return json(businessAuth({ role: 'EVENT_EDITOR' }));
    if (url.pathname === EVENTS && method === 'GET') return json({ events: stored, total: stored.length, offset: 0, limit: 20 });
    if (url.pathname === '/i/api/locations/v1/autocomplete') {
      return json({ locations: [{ kind: 'city', id: 2643743, name: 'London', countryCode: 'GB', countryName: 'United Kingdom', population: 8_000_000, latitude: 51.5, longitude: -0.12, timeZone: 'Europe/London', nearestAirport: 'LHR' }] });
    }
    if (url.pathname === '/i/api/business/users/v2/findUsers') {
      writes.push({ method, path: url.pathname, body });
      return json({ users: [{ email: 'traveler@acme.example', firstName: 'Tess', lastName: 'Traveler', role: { roleName: 'Traveler' }, profileImageUrl: null, customData: { staffClassDescription: null }, guest: false }], page: 0, size: 8, total: 1 });
    }
    if (url.pathname === `${EVENTS}/ev-1/attendance`) {
      const reply: EventAttendanceReply = {
        eventId: 'ev-1', inviteeCount: 2, bookedCount: 1, invitees: [
          { profileId: 'a', name: 'Tess Traveler', email: 'traveler@acme.example', booked: true, bookings: [{ reference: 'ABC123', vertical: 'flights', title: 'CDG → LHR', startDate: inDays(20), endDate: inDays(21), fromEvent: true }] },
          { profileId: 'b', name: 'Arlo Arranger', email: 'arranger@acme.example', booked: false, bookings: [] },
        ],
      };
      return json(reply);
    }
    writes.push({ method, path: url.pathname, body });
    if (url.pathname === EVENTS && method === 'POST') {
      const created = { ...event({ id: 'ev-2', name: (body as { name: string }).name }), invitees: [] };
      stored = [...stored, created];
      return json(created, 201);
    }
    if (url.pathname === `${EVENTS}/ev-1` && method === 'DELETE') {
      stored = [];
      return json({ ok: true });
    }
    return json({ errors: [{ code: 'NOT_FOUND', description: 'no' }] }, 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('event hub', () => {
  it('lists the events with their place, dates, organiser and invitees, actions named after each', async () => {
    renderRouter(routerAt());
    const list = await screen.findByRole('list', { name: 'Events' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('London, United Kingdom');
    expect(item.textContent).toContain('Organised by Eve Editor · 2 people invited');
    expect(screen.getByRole('button', { name: 'Edit Sales kick-off' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Sales kick-off' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Who has booked for Sales kick-off' })).toBeTruthy();
  });

  it('says when there is no event, and shows a failed load with "Try again"', async () => {
    stored = [];
    renderRouter(routerAt());
    expect(await screen.findByText('No upcoming events. Create one and invite the people who should attend.')).toBeTruthy();
    cleanup();
    const ok = api.handler;
    api.handler = (url, init) => (url.pathname === EVENTS ? json({ errors: [{ code: 'INTERNAL_ERROR', description: 'x' }] }, 500) : ok(url, init));
    renderRouter(routerAt());
    expect((await screen.findByRole('alert')).textContent).toContain('Try again');
  });

  it('creates an event: validates first, then sends the name, the chosen city, the dates and the invitees', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt());
    await ui.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(await within(dialog).findByText('Enter the event\'s name.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the city from the list.')).toBeTruthy();
    expect(writes.filter((w) => w.path === EVENTS)).toEqual([]);

    await ui.type(within(dialog).getByRole('textbox', { name: 'Event name' }), 'Offsite');
    await ui.type(within(dialog).getByRole('combobox', { name: 'City' }), 'Lond');
    await ui.click(await screen.findByRole('option', { name: 'London, United Kingdom' }));
    fireEvent.change(within(dialog).getByLabelText('First day'), { target: { value: inDays(30) } });
    fireEvent.change(within(dialog).getByLabelText('Last day'), { target: { value: inDays(31) } });
    await ui.type(within(dialog).getByRole('searchbox', { name: 'Find people to invite' }), 'tess');
    await ui.click(await within(dialog).findByRole('button', { name: 'Invite Tess Traveler' }));
    expect(within(within(dialog).getByRole('list', { name: 'Invited' })).getByText('Tess Traveler')).toBeTruthy();
    expect(writes.find((w) => w.path.endsWith('findUsers'))?.body).toMatchObject({ searchMode: 'eventInvitees', query: 'tess' });
    await ui.click(within(dialog).getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(writes.find((w) => w.path === EVENTS && w.method === 'POST')?.body).toEqual({
      name: 'Offsite', description: '', cityId: 2643743, startDate: inDays(30), endDate: inDays(31), inviteeEmails: ['traveler@acme.example'],
    }));
    expect(await screen.findByText('Offsite was created. Its invitees see it on their front door.')).toBeTruthy();
  });

  it('shows who has booked, and deletes after asking', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt());
    await ui.click(await screen.findByRole('button', { name: 'Who has booked for Sales kick-off' }));
    const table = await screen.findByRole('table', { name: 'Invitees and their bookings' });
    expect(screen.getByText('1 of 2 invitees have booked travel.')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Booked');
    expect(rows[1]!.textContent).toContain('Reference ABC123');
    expect(rows[1]!.textContent).toContain('booked from the event');
    expect(rows[2]!.textContent).toContain('Not booked yet');
    await ui.click(screen.getByRole('button', { name: 'Close' }));

    await ui.click(screen.getByRole('button', { name: 'Delete Sales kick-off' }));
    const confirm = await screen.findByRole('alertdialog');
    await ui.click(within(confirm).getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(writes).toContainEqual({ method: 'DELETE', path: `${EVENTS}/ev-1`, body: undefined }));
    expect(await screen.findByText('Sales kick-off was deleted.')).toBeTruthy();
  });
});
