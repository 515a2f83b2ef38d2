// @vitest-environment jsdom
/**
 * The currency picker in the whole app (chrome-and-consent §2, §4, §5, §7, §8): the trigger names the frame's
 * currency, the picker loads its state once, search hides the most-used group and says when nothing matches, "No"
 * sends store=false and the frame switches to the new currency, a signed-out "Yes" opens the sign-in dialog without
 * saving, and a failed change is logged only.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_STATE_PATH, CURRENCY_PICKER_STATE_PATH, CURRENCY_SET_PATH, type Currency, type CurrencyPickerState } from '@travel/contract';
import { createFrameStore, localeAtom, logger, signedInEventAtom } from '../../../state/index.ts';
import { TEST_BOOTSTRAP, signedOutAuthState } from '../../../../test/test-fixtures.ts';
import { renderApp } from '../../../../test/test-app.tsx';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';

const api = createFetchStub();
const c = (currencyCode: Currency['currencyCode'], name: string, symbol: string): Currency => ({
  currencyCode, displayName: `${name} (${currencyCode})`, name, nativeName: name, htmlSymbolAlone: symbol, showCurrency: true,
});
const STATE: CurrencyPickerState = {
  topCurrencies: [c('USD', 'US Dollar', '$'), c('EUR', 'Euro', '€')],
  allCurrencies: [c('USD', 'US Dollar', '$'), c('EUR', 'Euro', '€'), c('JPY', 'Japanese Yen', '¥'), c('GBP', 'British Pound', '£')],
  current: c('USD', 'US Dollar', '$'),
  stored: null,
  ratesDate: '2026-11-20',
};
let setStatus = 200;

function calls(path: string) {
  return api.fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);
}

beforeEach(() => {
  setStatus = 200;
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  api.handler = (url, init) => {
    if (url.pathname === AUTH_STATE_PATH) return json(signedOutAuthState());
    if (url.pathname === CURRENCY_PICKER_STATE_PATH) return json(STATE);
    if (url.pathname === CURRENCY_SET_PATH) {
      const body = JSON.parse(String(init.body)) as { currencyCode: string; store: boolean };
      return setStatus === 200 ? json({ currencyCode: body.currencyCode, stored: body.store }) : json({ errors: [{ code: 'INTERNAL_ERROR', description: 'boom' }] }, setStatus);
    }
    return json({ airports: [] });
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openPicker() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Currency: $ US Dollar' }));
  const picker = await screen.findByRole('dialog', { name: 'Choose a currency' });
  await within(picker).findByRole('region', { name: 'All currencies' });
  return { user, picker };
}

describe('currency picker', () => {
  it('lists most-used before all currencies and loads its state once', async () => {
    renderApp('/');
    const { user, picker } = await openPicker();
    const regions = within(picker).getAllByRole('region').map((r) => r.getAttribute('aria-labelledby') && within(r).getByRole('heading').textContent);
    expect(regions).toEqual(['Most used', 'All currencies']);
    expect(within(picker).getByText('Current currency: US Dollar')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Currency: $ US Dollar' }));
    await screen.findByRole('dialog', { name: 'Choose a currency' });
    expect(calls(CURRENCY_PICKER_STATE_PATH)).toHaveLength(1);
    expect(new URL(String(calls(CURRENCY_PICKER_STATE_PATH)[0]?.[0]), 'http://localhost').searchParams.get('currency')).toBe('USD');
  });

  it('search hides the most-used group and shows the not-found title and subtitle', async () => {
    renderApp('/');
    const { user, picker } = await openPicker();
    await user.type(within(picker).getByRole('searchbox', { name: 'Search currencies' }), '¥');
    expect(within(picker).queryByRole('region', { name: 'Most used' })).toBeNull();
    expect(within(within(picker).getByRole('region', { name: 'All currencies' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['¥Japanese YenJPY']);
    await user.clear(within(picker).getByRole('searchbox', { name: 'Search currencies' }));
    await user.type(within(picker).getByRole('searchbox', { name: 'Search currencies' }), 'zzz');
    expect(within(picker).getByText('No currency matches “zzz”')).toBeInTheDocument();
    expect(within(picker).getByText('Check the spelling or search by code, such as EUR.')).toBeInTheDocument();
  });

  it('"No" keeps the new currency for the session: POST store=false, then the frame shows prices in it', async () => {
    const store = createFrameStore(TEST_BOOTSTRAP);
    renderApp('/', store);
    const { user, picker } = await openPicker();
    await user.click(within(within(picker).getByRole('region', { name: 'Most used' })).getByRole('button', { name: /Euro/ }));
    const save = await screen.findByRole('alertdialog', { name: 'Always show prices in Euro?' });
    await user.click(within(save).getByRole('button', { name: 'No, just this time' }));
    await waitFor(() => expect(store.get(localeAtom).currency).toBe('EUR'));
    const [, init] = calls(CURRENCY_SET_PATH)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ currencyCode: 'EUR', store: false });
    expect(new Headers(init?.headers).get('X-CSRF')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Currency: € Euro' })).toBeInTheDocument();
  });

  it('choosing the active currency does nothing', async () => {
    renderApp('/');
    const { user, picker } = await openPicker();
    await user.click(within(within(picker).getByRole('region', { name: 'Most used' })).getByRole('button', { name: /US Dollar/ }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls(CURRENCY_SET_PATH)).toHaveLength(0);
  });

  it('a signed-out "Yes" opens the sign-in dialog and saves nothing yet', async () => {
    const store = createFrameStore(TEST_BOOTSTRAP);
    renderApp('/', store);
    const { user, picker } = await openPicker();
    await user.click(within(within(picker).getByRole('region', { name: 'All currencies' })).getByRole('button', { name: /British Pound/ }));
    const save = await screen.findByRole('alertdialog', { name: 'Always show prices in British Pound?' });
    expect(within(save).getByText('To save it, sign in first.')).toBeInTheDocument();
    await user.click(within(save).getByRole('button', { name: 'Yes, save it' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in or create an account' })).toBeInTheDocument();
    expect(calls(CURRENCY_SET_PATH)).toHaveLength(0);
    expect(store.get(localeAtom).currency).toBe('USD');
  });

  it('the pending permanent save is sent as soon as a sign-in succeeds, once', async () => {
    const store = createFrameStore(TEST_BOOTSTRAP);
    renderApp('/', store);
    const { user, picker } = await openPicker();
    await user.click(within(within(picker).getByRole('region', { name: 'All currencies' })).getByRole('button', { name: /British Pound/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, save it' }));
    await screen.findByRole('dialog', { name: 'Sign in or create an account' });
    expect(calls(CURRENCY_SET_PATH)).toHaveLength(0);

    // What the account feature's sign-in host publishes after any successful sign-in.
    store.set(signedInEventAtom);
    await waitFor(() => expect(store.get(localeAtom).currency).toBe('GBP'));
    expect(calls(CURRENCY_SET_PATH).map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ currencyCode: 'GBP', store: true }]);
    // The sign-in dialog is still open in this test (the app behind it is aria-hidden).
    expect(await screen.findByRole('button', { name: 'Currency: £ British Pound', hidden: true })).toBeInTheDocument();
    store.set(signedInEventAtom);
    expect(calls(CURRENCY_SET_PATH)).toHaveLength(1);
  });

  it('a failed change is logged only and the currency stays', async () => {
    setStatus = 500;
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const store = createFrameStore(TEST_BOOTSTRAP);
    renderApp('/', store);
    const { user, picker } = await openPicker();
    await user.click(within(within(picker).getByRole('region', { name: 'Most used' })).getByRole('button', { name: /Euro/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No, just this time' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to change currency', expect.anything()));
    expect(store.get(localeAtom).currency).toBe('USD');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
