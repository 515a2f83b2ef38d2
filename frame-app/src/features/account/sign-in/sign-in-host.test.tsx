// @vitest-environment jsdom
/**
 * The sign-in host opens the dialog for app-wide sign-in requests (state/sign-in-request.ts), including one published
 * before it mounted: the host comes with the root layout's later chunk, and a "Sign in or create account" press right
 * after a page loaded was dropped (the dialog never opened; seen in a clean-clone run of the business join journey).
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { signInRequestAtom } from '../../../state/index.ts';
import { renderRoutesAt } from '../../../../test/test-app.tsx';
import { SignInHost } from './sign-in-host.tsx';

afterEach(cleanup);

/** A page whose button mounts and unmounts the host, as the root layout's later chunk does. */
function PageWithHost({ initiallyMounted }: { initiallyMounted: boolean }) {
  const [mounted, setMounted] = useState(initiallyMounted);
  return (
    <>
      <button type="button" onClick={() => setMounted((m) => !m)}>
        Toggle host
      </button>
      {mounted ? <SignInHost /> : null}
    </>
  );
}

describe('SignInHost', () => {
  it('opens the dialog for a request published before it mounted, and does not open it again when it mounts anew', async () => {
    const user = userEvent.setup();
    const { store } = renderRoutesAt([{ path: '/', element: <PageWithHost initiallyMounted={false} /> }], '/');
    await screen.findByRole('button', { name: 'Toggle host' });
    act(() => store.set(signInRequestAtom, 'business-join'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Toggle host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in or create an account' });
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(dialog).not.toBeInTheDocument();

    // The host mounts again (the root layout re-rendered it): the request it already opened stays handled.
    await user.click(screen.getByRole('button', { name: 'Toggle host' }));
    await user.click(screen.getByRole('button', { name: 'Toggle host' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // A new request opens it.
    act(() => store.set(signInRequestAtom, 'currency-picker'));
    expect(await screen.findByRole('dialog', { name: 'Sign in or create an account' })).toBeInTheDocument();
  });
});
