// @vitest-environment jsdom
/**
 * The profile page's linked social accounts (issue #9 profile page "linked social accounts"; account-business-header-
 * and-trips §7 link/unlink) with fetch stubbed: the list, removing one (and the server's refusal to remove the last way
 * to sign in, in the frame's words), and linking another through its pop-up with the hand-off code exchanged as a link.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_EXCHANGE_PATH, SOCIAL_HANDOFF_MESSAGE_TYPE, SOCIAL_START_PATH, SOCIAL_UNLINK_PATH, type LinkedIdentitiesReply } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { ProfileLinkedAccounts } from './profile-linked-accounts.tsx';
import { popupEnvironment } from '../social/social-sign-in.ts';

const api = createFetchStub();
const OK = { status: 0, message: 'signin', formtoken: 'test-token-0123456789' };
let popupFrame: HTMLIFrameElement;

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  popupFrame = document.createElement('iframe');
  document.body.append(popupFrame);
  Object.defineProperty(popupFrame.contentWindow, 'close', { value: vi.fn(), configurable: true });
  vi.spyOn(popupEnvironment, 'open').mockImplementation(() => popupFrame.contentWindow);
  vi.spyOn(popupEnvironment, 'navigate').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  popupFrame.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderList(linked: LinkedIdentitiesReply) {
  const onChanged = vi.fn();
  render(
    <Provider store={createStore()}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => {}}>
        <ProfileLinkedAccounts linked={linked} onChanged={onChanged} />
      </IntlProvider>
    </Provider>,
  );
  return { onChanged, user: userEvent.setup() };
}

const bodyOf = (path: string) => {
  const call = api.fetch.mock.calls.find(([input]) => String(input).includes(path));
  return Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)));
};

describe('ProfileLinkedAccounts', () => {
  it('lists the linked accounts, removes one, and says so when the server refuses to remove the last way to sign in', async () => {
    api.handler = () => json(OK);
    const { onChanged, user } = renderList({ identities: [{ provider: 'google', email: 'ana@example.com', linkedAt: '2026-01-01T00:00:00Z' }], available: ['google', 'apple', 'naver'] });
    expect(screen.getByText('Google: ana@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link Google' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Link Apple' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Google' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Google is no longer linked.');
    expect(bodyOf(SOCIAL_UNLINK_PATH)).toEqual({ provider: 'google' });
    expect(onChanged).toHaveBeenCalledTimes(1);

    api.handler = () => json({ status: -1, errorField: null, message: 'x', errorCode: 'LAST_SIGN_IN_METHOD' });
    await user.click(screen.getByRole('button', { name: 'Remove Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You sign in with this account: add a password or link another account before removing it.');
  });

  it('links another account through its pop-up: the hand-off code is exchanged as a link', async () => {
    api.handler = (url) => (url.pathname === SOCIAL_START_PATH ? json({ status: 0, popupUrl: 'http://localhost:3000/k/run/appleauth/login?start=x' }) : json(OK));
    const { onChanged, user } = renderList({ identities: [], available: ['google', 'apple'] });
    expect(screen.getByText('No account is linked yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Link Apple' }));
    await waitFor(() => expect(bodyOf(SOCIAL_START_PATH)).toEqual({ provider: 'apple', purpose: 'link' }));
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, source: popupFrame.contentWindow, data: { type: SOCIAL_HANDOFF_MESSAGE_TYPE, code: 'handoff-code-0123456789' } }));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Apple is linked.');
    expect(bodyOf(SOCIAL_EXCHANGE_PATH)).toMatchObject({ code: 'handoff-code-0123456789', link: 'true' });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
