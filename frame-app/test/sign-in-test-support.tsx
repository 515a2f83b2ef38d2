/**
 * Renders the sign-in dialog alone (a jotai store, English react-intl) for the account feature's component tests;
 * `send` drives its machine as the header or a feature would.
 */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { sendSignInEventAtom } from '../src/features/account/sign-in-atoms.ts';
import { SignInDialog } from '../src/features/account/sign-in-dialog.tsx';
import type { SignInEffect, SignInEvent } from '../src/features/account/sign-in-machine.ts';

/** Renders the dialog (closed); returns its store, the effect spy, `send` and a userEvent instance. */
export function renderSignInDialog() {
  const store = createStore();
  const onEffect = vi.fn<(effect: SignInEffect) => void>();
  render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => {}}>
        <SignInDialog onEffect={onEffect} />
      </IntlProvider>
    </Provider>,
  );
  const send = (event: SignInEvent) => act(() => void store.set(sendSignInEventAtom, event));
  return { store, onEffect, send, user: userEvent.setup() };
}
