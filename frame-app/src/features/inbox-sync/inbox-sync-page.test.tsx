// @vitest-environment jsdom
/**
 * The inbox sync page (issue #26) in the whole app with fetch stubbed: signed out, the Gmail pop-up connection (start,
 * the pop-up's hand-off message, subscription with the code, subscribe), a §8 error from the subscription call, the
 * connected state with the forwarding address and the recent confirmations, disconnect, and a failed load.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STATE_PATH, INBOX_GMAIL_START_PATH, INBOX_GMAIL_SUBSCRIBE_PATH, INBOX_GMAIL_SUBSCRIPTION_PATH, INBOX_GMAIL_UNSUBSCRIBE_PATH, INBOX_HANDOFF_MESSAGE_TYPE,
  INBOX_STATUS_PATH, signedInAuthState, signedOutAuthState, type InboxStatus,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../test/test-http.ts';
import { renderApp } from '../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../test/test-fixtures.ts';
import { createFrameStore, signInRequestAtom } from '../../state/index.ts';

const api = createFetchStub();
configure({ asyncUtilTimeout: 10_000 });

const EMPTY: InboxStatus = { signedIn: true, subscription: null, forwardingAddress: null, messages: [] };
const ACTIVE: InboxStatus = {
  signedIn: true,
  subscription: { provider: 'gmail', mailboxEmail: 'ana.demo@example.test', status: 'ACTIVE', connectedAt: '2030-01-01T10:00:00.000Z' },
  forwardingAddress: 'trips+abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG@inbox.localhost',
  messages: [{
    id: 1, receivedAt: '2030-01-02T10:00:00.000Z', subject: 'Your flight JFK to LHR', from: 'bookings@skyward.example', outcome: 'IMPORTED',
    reservations: [{ vertical: 'flights', reservationNumber: 'SWX7Q2', title: 'JFK → LHR', startDate: '2030-02-01', fullTripId: 'LoNdOn0000000001', tripName: 'London', state: 'IMPORTED' }],
  }, { id: 2, receivedAt: '2030-01-03T10:00:00.000Z', subject: 'Summer deals', from: 'news@deals.example', outcome: 'NO_MARKUP', reservations: [] }],
};

let loggedIn = true;
let status: InboxStatus = EMPTY;
let failStatus = false;
let subscriptionError: string | null = null;
let posts: string[] = [];

function handle(url: URL, init: RequestInit): Response {
  const method = init.method ?? 'GET';
  if (method === 'POST') posts.push(url.pathname);
  if (url.pathname === AUTH_STATE_PATH) return json(loggedIn ? signedInAuthState({ email: 'ada@example.com', name: 'Ada' }) : signedOutAuthState());
  if (url.pathname === INBOX_STATUS_PATH) {
    if (failStatus) return json({ errors: [{ code: 'INTERNAL_ERROR', description: 'boom' }] }, 500);
    return json(loggedIn ? status : { signedIn: false, subscription: null, forwardingAddress: null, messages: [] });
  }
  if (url.pathname === INBOX_GMAIL_START_PATH) return json({ popupUrl: 'http://localhost:8081/auth?client_id=local-google' });
  if (url.pathname === INBOX_GMAIL_SUBSCRIPTION_PATH) {
    if (subscriptionError) return json({ errors: [{ code: subscriptionError, description: 'This mailbox connection expired or was already used. Connect again.' }] }, 400);
    status = { ...EMPTY, subscription: { ...ACTIVE.subscription!, status: 'PENDING' } };
    return json(status);
  }
  if (url.pathname === INBOX_GMAIL_SUBSCRIBE_PATH) {
    status = ACTIVE;
    return json(status);
  }
  if (url.pathname === INBOX_GMAIL_UNSUBSCRIBE_PATH) {
    status = EMPTY;
    return json(status);
  }
  return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
}

/** A pop-up window as the page uses it. */
function fakePopup() {
  return { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
}

/** The pop-up's last page posting its message to the frame (origin: this window's, source: the pop-up). */
function handOff(popup: object, data: Record<string, unknown>) {
  const event = new Event('message');
  Object.defineProperties(event, { origin: { value: window.location.origin }, source: { value: popup }, data: { value: { type: INBOX_HANDOFF_MESSAGE_TYPE, ...data } } });
  window.dispatchEvent(event);
}

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.handler = handle;
  loggedIn = true;
  status = EMPTY;
  failStatus = false;
  subscriptionError = null;
  posts = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/trips/inbox-sync', () => {
  it('signed out: asks to sign in and publishes a sign-in request', async () => {
    loggedIn = false;
    const store = createFrameStore(TEST_BOOTSTRAP);
    renderApp('/trips/inbox-sync', store);
    expect(await screen.findByText('Sign in to add bookings from your email to your trips.')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    expect(store.get(signInRequestAtom)?.reason).toBe('inbox-sync');
  });

  it('Connect Gmail: the pop-up goes to the provider, its code is exchanged, then subscribe; the forwarding address shows', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderApp('/trips/inbox-sync');
    expect(await screen.findByText('No confirmations yet. They appear here as soon as they arrive.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Gmail' }));
    expect(open).toHaveBeenCalledWith('about:blank', 'travel-inbox-sync', expect.stringContaining('width=500'));
    await waitFor(() => expect(popup.location.href).toBe('http://localhost:8081/auth?client_id=local-google'));
    expect(screen.getByRole('status')).toHaveTextContent('Connecting your mailbox… Continue in the Google window.');
    expect(screen.getByRole('button', { name: 'Connect Gmail' })).toBeDisabled();
    handOff(popup, { code: 'c'.repeat(43) });
    expect(await screen.findByText('Connected mailbox: ana.demo@example.test')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your private forwarding address' })).toHaveValue(ACTIVE.forwardingAddress);
    expect(screen.getByText('Mailbox connected. New confirmations will appear in your trips.')).toHaveAttribute('role', 'status');
    expect(posts.filter((p) => p.includes('inbox'))).toEqual([INBOX_GMAIL_START_PATH, INBOX_GMAIL_SUBSCRIPTION_PATH, INBOX_GMAIL_SUBSCRIBE_PATH]);
  });

  it('§8: a refused subscription shows the first error in the frame\'s words; a message from another window is ignored', async () => {
    subscriptionError = 'GMAIL_CODE_INVALID';
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderApp('/trips/inbox-sync');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Gmail' }));
    await waitFor(() => expect(popup.location.href).not.toBe('about:blank'));
    handOff(fakePopup(), { code: 'x'.repeat(43) });
    handOff(popup, { code: 'c'.repeat(43) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This mailbox connection expired. Connect your mailbox again.');
    expect(screen.getByRole('button', { name: 'Connect Gmail' })).toBeEnabled();
    expect(posts.filter((p) => p === INBOX_GMAIL_SUBSCRIPTION_PATH)).toHaveLength(1);
  });

  it('the Gmail permission not granted, and a blocked pop-up, each say what to do', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderApp('/trips/inbox-sync');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Gmail' }));
    await waitFor(() => expect(popup.location.href).not.toBe('about:blank'));
    handOff(popup, { error: 'scope' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Allow reading your Gmail messages on the Google page');
    open.mockReturnValue(null);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Gmail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser blocked the Google window.');
  });

  it('connected: recent confirmations with their outcome and trip link; Disconnect mailbox', async () => {
    status = ACTIVE;
    renderApp('/trips/inbox-sync');
    const imported = await screen.findByRole('article', { name: 'Your flight JFK to LHR' });
    expect(within(imported).getByText('Added to trips')).toBeInTheDocument();
    expect(within(imported).getByRole('link', { name: 'In trip London' })).toHaveAttribute('href', '/trips/LoNdOn0000000001');
    expect(within(screen.getByRole('article', { name: 'Summer deals' })).getByText('No booking found: left alone')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect mailbox' }));
    expect(await screen.findByText('Mailbox disconnected. Bookings already added stay in your trips.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect Gmail' })).toBeInTheDocument();
    expect(posts).toContain(INBOX_GMAIL_UNSUBSCRIBE_PATH);
  });

  it('a failed load offers Try again', async () => {
    failStatus = true;
    renderApp('/trips/inbox-sync');
    expect(await screen.findByRole('alert')).toHaveTextContent('Inbox sync could not be loaded.');
    failStatus = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Connect Gmail' })).toBeInTheDocument();
  });
});
