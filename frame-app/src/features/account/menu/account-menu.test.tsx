// @vitest-environment jsdom
/**
 * The header's account menu (account-business-header-and-trips §2, §4, §7) with fetch stubbed: the switcher items with
 * their states (selected, loading), the switch replacing the page with the business redirect URL plus the return path,
 * a failed switch, "Add another account" and "Sign out" through /signout?redir=.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ADD_PATH, AUTH_SWITCH_PATH, signedOutAuthState, type AuthState } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { AccountMenu } from './account-menu.tsx';
import { signInStateAtom } from '../sign-in/sign-in-atoms.ts';

const api = createFetchStub();
beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADA = 'ada-token-0123456789abcdef';
const BOB = 'bob-token-0123456789abcdef';

function twoAccounts(): AuthState {
  return {
    ...signedOutAuthState(),
    loggedInSession: true,
    userInfoState: { accountEmail: { email: 'ada@example.com' }, accountName: 'Ada', userImgUrl: null, userDisplayEmail: 'ada@example.com' },
    accountSwitcherItems: [
      { userEmail: 'ada@example.com', tokenId: ADA, businessMode: false, accountName: 'Ada', imgUrl: null, selected: true },
      { userEmail: 'bob@example.com', tokenId: BOB, businessMode: false, accountName: 'Bob', imgUrl: null, selected: false },
    ],
  };
}

function renderMenu(auth: AuthState = twoAccounts()) {
  const store = createStore();
  const replacePage = vi.fn<(url: string) => void>();
  const assignPage = vi.fn<(url: string) => void>();
  const router = createMemoryRouter(
    [{ path: '*', element: <AccountMenu auth={auth} label={auth.userInfoState.accountName ?? ''} replacePage={replacePage} assignPage={assignPage} /> }],
    { initialEntries: ['/profile/account?tab=1'] },
  );
  render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => {}}>
        <RouterProvider router={router} />
      </IntlProvider>
    </Provider>,
  );
  return { store, replacePage, assignPage, user: userEvent.setup() };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Account: Ada' }));
  return screen.findByRole('menu');
}

describe('account menu', () => {
  it('lists the accounts (the selected one "Signed in"), "Add another account", the entries and "Sign out"', async () => {
    const { user } = renderMenu();
    const menu = await openMenu(user);
    const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['AAda (ada@example.com)Signed in', 'BBob (bob@example.com)', 'Add another account', 'Trips', 'Create a business account', 'Account', 'Sign out']);
    expect(within(menu).getByRole('menuitem', { name: /Ada/ })).toHaveAttribute('data-state', 'selected');
    expect(within(menu).getByRole('menuitem', { name: /Bob/ })).toHaveAttribute('data-state', 'unselected');
  });

  it('switching shows the loading state, then replaces the page with the redirect URL plus the return path', async () => {
    let answer: (r: Response) => void = () => undefined;
    api.handler = (url) => {
      expect(url.pathname).toBe(AUTH_SWITCH_PATH);
      expect(Object.fromEntries(url.searchParams)).toEqual({ tokenId: BOB, business: 'false' });
      return new Promise<Response>((resolve) => (answer = resolve));
    };
    const { user, replacePage } = renderMenu();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: /Bob/ }));
    const bob = within(menu).getByRole('menuitem', { name: /Bob/ });
    expect(bob).toHaveAttribute('data-state', 'loading');
    expect(within(bob).getByRole('status')).toHaveTextContent('Switching to Bob…');
    answer(json({ status: 0, formtoken: 'new-session-token-0123456789', businessRedirectUrl: '/p/demo' }));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/p/demo/profile/account?tab=1'));
    const sent = api.fetch.mock.calls.find(([input]) => String(input).includes(AUTH_SWITCH_PATH));
    expect(new Headers(sent?.[1]?.headers).get('X-CSRF')).toBe('test-token-0123456789');
  });

  it('a failed switch clears the loading state, closes the menu and says so', async () => {
    api.handler = () => json({ errors: [{ code: 'VALIDATION_ERROR', field: 'tokenId', description: 'No account' }] }, 400);
    const { user, replacePage } = renderMenu();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: /Bob/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not switch accounts. Please try again.');
    expect(replacePage).not.toHaveBeenCalled();
    const again = await openMenu(user);
    expect(within(again).getByRole('menuitem', { name: /Bob/ })).toHaveAttribute('data-state', 'unselected');
  });

  it('choosing the selected account does nothing', async () => {
    const { user, replacePage } = renderMenu();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: /Ada/ }));
    expect(api.fetch).not.toHaveBeenCalled();
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('"Add another account" opens the sign-in dialog, or says the session is full', async () => {
    api.handler = (url) => (url.pathname === AUTH_ADD_PATH ? json({ allowed: true, accountCount: 2, maxAccounts: 5 }) : json({}, 404));
    const first = renderMenu();
    await first.user.click(within(await openMenu(first.user)).getByRole('menuitem', { name: 'Add another account' }));
    await waitFor(() => expect(first.store.get(signInStateAtom).view).not.toBeNull());
    cleanup();
    api.handler = () => json({ allowed: false, accountCount: 5, maxAccounts: 5 });
    const full = renderMenu();
    await full.user.click(within(await openMenu(full.user)).getByRole('menuitem', { name: 'Add another account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are signed in to 5 accounts, the most at once.');
    expect(full.store.get(signInStateAtom).view).toBeNull();
  });

  it('"Sign out" goes to /signout with the current page as redir', async () => {
    const { user, assignPage } = renderMenu();
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Sign out' }));
    expect(assignPage).toHaveBeenCalledWith(`/signout?redir=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    expect(window.sessionStorage.getItem('travel.account.returningPromptFired')).toBe('1');
  });

  it('a phone-number account name shows the phone avatar (§5)', () => {
    const auth = twoAccounts();
    renderMenu({ ...auth, userInfoState: { ...auth.userInfoState, accountName: '+44 20 7946 0000' } });
    expect(screen.getByRole('button', { name: 'Account: +44 20 7946 0000' })).toHaveTextContent('☎');
  });

  it('on a narrow screen the menu is a full-screen dialog with a Close button (§2)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account: Ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account menu' });
    expect(within(dialog).getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
