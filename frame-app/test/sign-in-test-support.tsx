/**
 * Renders the sign-in dialog alone (a jotai store, English react-intl) for the account feature's component tests;
 * `send` drives its machine as the header or a feature would.
 */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { sendSignInEventAtom } from '../src/features/account/sign-in/sign-in-atoms.ts';
import { SignInDialog } from '../src/features/account/sign-in/sign-in-dialog.tsx';
import type { SignInEffect, SignInEvent } from '../src/features/account/sign-in/sign-in-machine.ts';
import type { SignInMethods } from '../src/features/account/constants.ts';

/** Every method on: the dialog's full design, whatever the product offers today. */
export const ALL_SIGN_IN_METHODS: SignInMethods = { passkey: true, social: true, emailCode: true, passwordReset: true };

/**
 * Renders the dialog (closed) offering `methods` (default: all of them); returns its store, the effect spy, `send`
 * and a userEvent instance.
 */
export function renderSignInDialog(methods: SignInMethods = ALL_SIGN_IN_METHODS) {
  const store = createStore();
  const onEffect = vi.fn<(effect: SignInEffect) => void>();
  render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => {}}>
        <SignInDialog onEffect={onEffect} methods={methods} />
      </IntlProvider>
    </Provider>,
  );
  const send = (event: SignInEvent) => act(() => void store.set(sendSignInEventAtom, event));
  return { store, onEffect, send, user: userEvent.setup() };
}
