// @vitest-environment jsdom
/**
 * The data-sharing opt-out dialog with the network stubbed at fetch (issue #13; chrome-and-consent §4 "Data-sharing
 * dialog", §6, §8, §9; Global Privacy Control): it opens on a 'data-sharing' privacy surface request only; the switch
 * is checked when sharing is disallowed; toggles are debounced 250 ms into one PUT of the inverse value (none when the
 * final value is the stored one); a closed dialog sends a waiting update at once; a failed update reverts the switch
 * and takes the frame to /privacy/manage signed out and /profile/account signed in; a failed load closes it and
 * redirects; under GPC (the browser's navigator.globalPrivacyControl or the server's gpc) the switch is locked on with
 * a message, and the browser's signal records the opt-out once.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, useLocation } from 'react-router';
import { useSetAtom } from 'jotai';
import {
  AUTH_STATE_PATH, DATA_SHARING_OPT_OUT_PATH, signedInAuthState, signedOutAuthState, type DataSharingReply,
} from '@travel/contract';
import { createFrameStore, privacySurfaceRequestAtom, routerContextFor, type FrameStore } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { fakeClockUser, useFakeTimeouts, useRealTimeouts } from '../../../../test/fake-timeouts.ts';
import { DataSharingHost, dataSharingAtom } from './index.ts';
import { DATA_SHARING_UPDATE_DEBOUNCE_MS } from './constants.ts';

const api = createFetchStub();
const SWITCH = 'Do not sell or share my personal information';
const GPC_TEXT = "Your browser's Global Privacy Control signal is on, so we do not sell or share your personal information.";

/** What the stubbed server holds and how it answers. */
let server: { allowDataSharing: boolean; gpc: boolean; getStatus: number; putStatus: number; signedIn: boolean };

function reply(): DataSharingReply {
  return { allowDataSharing: server.allowDataSharing && !server.gpc, gpc: server.gpc, updatedAt: null };
}

function puts(): boolean[] {
  return api.fetch.mock.calls
    .filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === DATA_SHARING_OPT_OUT_PATH && init?.method === 'PUT')
    .map(([, init]) => (JSON.parse(String(init?.body)) as { allowDataSharing: boolean }).allowDataSharing);
}

const failure = (status: number) => json({ errors: [{ code: 'INTERNAL_ERROR', description: 'down' }] }, status);

beforeEach(() => {
  server = { allowDataSharing: true, gpc: false, getStatus: 200, putStatus: 200, signedIn: false };
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  api.handler = (url, init) => {
    if (url.pathname === AUTH_STATE_PATH) return json(server.signedIn ? signedInAuthState({ email: 'ada@example.com', name: 'Ada' }) : signedOutAuthState());
    if (url.pathname === DATA_SHARING_OPT_OUT_PATH && init.method === 'PUT') {
      if (server.putStatus !== 200) return failure(server.putStatus);
      const body = JSON.parse(String(init.body)) as { allowDataSharing: boolean };
      if (!(body.allowDataSharing && server.gpc)) server.allowDataSharing = body.allowDataSharing;
      return json(reply());
    }
    if (url.pathname === DATA_SHARING_OPT_OUT_PATH) return server.getStatus === 200 ? json(reply()) : failure(server.getStatus);
    return failure(404);
  };
});

afterEach(() => {
  cleanup();
  useRealTimeouts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function OpenButtons() {
  const ask = useSetAtom(privacySurfaceRequestAtom);
  return (
    <>
      <button type="button" onClick={() => ask('data-sharing')}>
        Open data sharing
      </button>
      <button type="button" onClick={() => ask('industry')}>
        Open industry
      </button>
    </>
  );
}

function renderHost(): FrameStore {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <OpenButtons />
            <Where />
            <Outlet />
            <DataSharingHost />
          </>
        ),
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'privacy/manage', element: <p>Privacy management</p> },
          { path: 'profile/account', element: <p>Account</p> },
          ...chromeResourceRoutes,
        ],
      },
    ],
    { initialEntries: ['/'], getContext: routerContextFor({ store, basename: '/' }) },
  );
  renderRouter(router, store);
  return store;
}

/** The router's location (hidden from the accessibility tree while the modal dialog is open). */
const location = () => screen.getByRole('status', { name: 'location', hidden: true });

/** Opens the dialog and waits for the switch. */
async function openDialog(user: ReturnType<typeof fakeClockUser>) {
  await user.click(screen.getByRole('button', { name: 'Open data sharing' }));
  await screen.findByRole('dialog', { name: 'Data sharing' });
  return screen.findByRole('switch', { name: SWITCH });
}

describe('data-sharing dialog', () => {
  it('opens on a data-sharing request only, and the switch is checked when sharing is disallowed', async () => {
    server.allowDataSharing = false;
    const user = fakeClockUser();
    useFakeTimeouts();
    const store = renderHost();
    await user.click(screen.getByRole('button', { name: 'Open industry' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const toggle = await openDialog(user);
    expect(screen.getByRole('heading', { name: 'Data sharing' })).toBeVisible();
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    expect(screen.queryByText(GPC_TEXT)).toBeNull();
    expect(store.get(dataSharingAtom)).toEqual({ allowDataSharing: false, gpc: false });
  });

  it('shows the switch unchecked when sharing is allowed, with a loading state first', async () => {
    let answer: (r: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const base = api.handler;
    api.handler = (url, init) => (url.pathname === DATA_SHARING_OPT_OUT_PATH ? pending : base(url, init));
    const user = fakeClockUser();
    useFakeTimeouts();
    renderHost();
    await user.click(screen.getByRole('button', { name: 'Open data sharing' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading your data-sharing choice' })).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
    answer(json(reply()));
    expect(await screen.findByRole('switch', { name: SWITCH })).not.toBeChecked();
  });

  it('debounces toggles by 250 ms into one PUT of the inverse of the final value, and publishes the reply', async () => {
    const user = fakeClockUser();
    useFakeTimeouts();
    const store = renderHost();
    const toggle = await openDialog(user);
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await act(() => vi.advanceTimersByTimeAsync(DATA_SHARING_UPDATE_DEBOUNCE_MS - 1));
    expect(puts()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(puts()).toEqual([false]));
    await waitFor(() => expect(store.get(dataSharingAtom)).toEqual({ allowDataSharing: false, gpc: false }));
    expect(toggle).toBeChecked();
    expect(server.allowDataSharing).toBe(false);
  });

  it('sends nothing when the toggles end on the stored value', async () => {
    const user = fakeClockUser();
    useFakeTimeouts();
    renderHost();
    const toggle = await openDialog(user);
    await user.click(toggle);
    await user.click(toggle);
    await act(() => vi.advanceTimersByTimeAsync(DATA_SHARING_UPDATE_DEBOUNCE_MS * 4));
    expect(puts()).toEqual([]);
    expect(toggle).not.toBeChecked();
  });

  it('closing the dialog sends a waiting update at once', async () => {
    const user = fakeClockUser();
    useFakeTimeouts();
    renderHost();
    const toggle = await openDialog(user);
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(puts()).toEqual([false]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed update reverts the switch and takes a signed-out visitor to /privacy/manage', async () => {
    server.putStatus = 503;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = fakeClockUser();
    useFakeTimeouts();
    const store = renderHost();
    const toggle = await openDialog(user);
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await act(() => vi.advanceTimersByTimeAsync(DATA_SHARING_UPDATE_DEBOUNCE_MS));
    await waitFor(() => expect(location()).toHaveTextContent('/privacy/manage'));
    expect(puts()).toEqual([false]);
    expect(screen.getByRole('switch', { name: SWITCH })).not.toBeChecked();
    expect(store.get(dataSharingAtom)).toEqual({ allowDataSharing: true, gpc: false });
    expect(warn).toHaveBeenCalledWith('[frame]', expect.stringContaining('data sharing update failed'), expect.anything());
  });

  it('a failed update takes a signed-in user to /profile/account', async () => {
    server.signedIn = true;
    server.allowDataSharing = false;
    server.putStatus = 503;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = fakeClockUser();
    useFakeTimeouts();
    renderHost();
    const toggle = await openDialog(user);
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await act(() => vi.advanceTimersByTimeAsync(DATA_SHARING_UPDATE_DEBOUNCE_MS));
    await waitFor(() => expect(location()).toHaveTextContent('/profile/account'));
    expect(puts()).toEqual([true]);
    expect(screen.getByRole('switch', { name: SWITCH })).toBeChecked();
  });

  it('a failed load closes the dialog and redirects to the privacy management page', async () => {
    server.getStatus = 500;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = fakeClockUser();
    useFakeTimeouts();
    renderHost();
    await user.click(screen.getByRole('button', { name: 'Open data sharing' }));
    await waitFor(() => expect(location()).toHaveTextContent('/privacy/manage'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Global Privacy Control', () => {
  it("the browser's signal: says so, locks the switch on, and opts out once when the server still allows sharing", async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const user = fakeClockUser();
    useFakeTimeouts();
    const store = renderHost();
    await waitFor(() => expect(puts()).toEqual([false]));
    await waitFor(() => expect(store.get(dataSharingAtom)).toEqual({ allowDataSharing: false, gpc: false }));

    const toggle = await openDialog(user);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByText(GPC_TEXT)).toBeVisible();
    await user.click(toggle);
    await act(() => vi.advanceTimersByTimeAsync(DATA_SHARING_UPDATE_DEBOUNCE_MS * 2));
    expect(puts()).toEqual([false]);
    expect(toggle).toBeChecked();
  });

  it("the browser's signal sends no PUT when sharing is already off", async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    server.allowDataSharing = false;
    useFakeTimeouts();
    renderHost();
    await waitFor(() => expect(api.fetch.mock.calls.some(([input]) => String(input).includes(DATA_SHARING_OPT_OUT_PATH))).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(DATA_SHARING_UPDATE_DEBOUNCE_MS * 4));
    expect(puts()).toEqual([]);
  });

  it('the server applied Sec-GPC (gpc true): the same message and a locked switch, without a PUT', async () => {
    server.gpc = true;
    const user = fakeClockUser();
    useFakeTimeouts();
    renderHost();
    const toggle = await openDialog(user);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByText(GPC_TEXT)).toBeVisible();
    expect(puts()).toEqual([]);
  });
});
