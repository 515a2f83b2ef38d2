// @vitest-environment jsdom
/** The sign-in dialog shell (core-and-business §2, §4, §9; issue #9): open, Back/Close per view, reset on close, Escape. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SIGN_IN_DIALOG_ANIMATION_MS,
  SIGN_IN_DIALOG_EXTRA_SMALL_MAX_HEIGHT_PERCENT,
  SIGN_IN_DIALOG_MAX_WIDTH_PX,
  SIGN_IN_DIALOG_MEDIUM_MOBILE_MAX_WIDTH_PX,
} from '../constants.ts';
import { sendSignInEventAtom } from './sign-in-atoms.ts';
import { SignInDialogLoader } from './sign-in-dialog-loader.tsx';
import { initialSignInState, showBack, showClose, SIGN_IN_VIEWS, transition } from './sign-in-machine.ts';
import { renderSignInDialog } from '../../../../test/sign-in-test-support.tsx';

afterEach(cleanup);

const renderDialog = renderSignInDialog;

const LANDING_BUTTONS = ['Continue', 'Create account', 'Sign in with a passkey', 'Continue with Google', 'Continue with Apple', 'Continue with Naver'];

describe('SignInDialog', () => {
  it('renders nothing until a show request, then opens on the landing page with its exact accessible names', () => {
    const { send } = renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
    send({ type: 'SHOW' });
    const dialog = screen.getByRole('dialog', { name: 'Sign in or create an account' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    for (const name of LANDING_BUTTONS) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    // "Continue" comes after the Email field.
    expect(email.compareDocumentPosition(within(dialog).getByRole('button', { name: 'Continue' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it.each(SIGN_IN_VIEWS)('opened on %s: a heading, and Back/Close exactly as the machine says', (view) => {
    const { send } = renderDialog();
    send({ type: 'SHOW', view });
    const state = transition(initialSignInState(), { type: 'SHOW', view }).state;
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).not.toBe('');
    expect(within(dialog).queryByRole('button', { name: 'Back' }) !== null).toBe(showBack(state));
    expect(within(dialog).queryByRole('button', { name: 'Close' }) !== null).toBe(showClose(state));
  });

  it('the close flag of the show request shows Close on the landing page', () => {
    const { send } = renderDialog();
    send({ type: 'SHOW', showClose: true });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('Continue with an email opens the password form with Email (prefilled) and Password; Back returns to login', async () => {
    const { send, user } = renderDialog();
    send({ type: 'SHOW' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your password' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('an invalid email stays on the landing page with the error tied to the field', async () => {
    const { send, user } = renderDialog();
    send({ type: 'SHOW' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByRole('dialog', { name: 'Sign in or create an account' })).toBeInTheDocument();
  });

  it('Escape closes, and the dialog resets on close (reopening shows the landing page, nothing typed)', async () => {
    const { send, user } = renderDialog();
    send({ type: 'SHOW' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Enter your password' });
    // Focus in the dialog (where react-aria listens for Escape), as after the visitor starts typing the password.
    await user.click(screen.getByLabelText('Password'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    send({ type: 'SHOW' });
    expect(screen.getByRole('dialog', { name: 'Sign in or create an account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('closing the trips soft gate with Close publishes the trips sign-in close event with the result id', async () => {
    const { send, user, onEffect } = renderDialog();
    send({ type: 'SHOW', view: 'tripsSoftGate', resultId: 'result-7' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onEffect).toHaveBeenCalledWith({ type: 'publishTripsSignInClose', resultId: 'result-7' });
  });

  it('Back from a step started on the trips soft gate returns to the gate', async () => {
    const { send, user } = renderDialog();
    send({ type: 'SHOW', view: 'tripsSoftGate', resultId: 'r' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to save to your trips' })).toBeInTheDocument();
  });

  it('social and passkey buttons only send machine events (their effects go to onEffect)', async () => {
    const { send, user, onEffect } = renderDialog();
    send({ type: 'SHOW' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(onEffect).toHaveBeenLastCalledWith({ type: 'startPasskeySignIn', email: '' });
    await user.click(screen.getByRole('button', { name: 'Continue with Naver' }));
    expect(onEffect).toHaveBeenLastCalledWith({ type: 'startSocialSignIn', provider: 'naver' });
    expect(await screen.findByRole('dialog', { name: 'Continue in the pop-up window' })).toHaveTextContent('Naver');
  });

  it('sign-up opens the login view', () => {
    const { send } = renderDialog();
    send({ type: 'SHOW', view: 'signUp' });
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });
});

describe('SignInDialogLoader', () => {
  it('renders nothing before the first show request, then loads the dialog', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <IntlProvider locale="en" defaultLocale="en" onError={() => {}}>
          <SignInDialogLoader />
        </IntlProvider>
      </Provider>,
    );
    expect(document.body.textContent).toBe('');
    act(() => void store.set(sendSignInEventAtom, { type: 'SHOW', view: 'priceAlertLanding' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to get price alerts' })).toBeInTheDocument();
  });
});

describe('sign-in dialog whose exit animation is cancelled', () => {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'getAnimations');
  afterEach(() => {
    if (original) Object.defineProperty(Element.prototype, 'getAnimations', original);
    else delete (Element.prototype as Partial<Element>).getAnimations;
  });

  it('still leaves the page: the closed dialog is gone instead of staying over the page', async () => {
    // The browser case (jsdom has no animations): closing starts the 250 ms exit animation, then it is cancelled
    // (e.g. display:none while React Suspense re-suspends), so its `finished` promise rejects.
    let cancel: (() => void) | undefined;
    const finished = new Promise<Animation>((_, reject) => {
      cancel = () => reject(new DOMException('The animation was cancelled', 'AbortError'));
    });
    finished.catch(() => undefined);
    const { send } = renderDialog();
    send({ type: 'SHOW' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    Object.defineProperty(Element.prototype, 'getAnimations', {
      configurable: true,
      value: () => [{ playState: 'running', finished } as unknown as Animation],
    });
    send({ type: 'CLOSE' });
    // react-aria keeps the closing dialog mounted while its exit animation runs.
    expect(document.querySelector('[data-exiting]')).not.toBeNull();
    act(() => cancel?.());
    await waitFor(() => expect(document.querySelector('[data-exiting]')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('sign-in dialog sizes (core-and-business §9)', () => {
  const css = readFileSync(path.join(import.meta.dirname, 'sign-in-dialog.module.css'), 'utf8');
  it('the stylesheet uses the spec constants', () => {
    expect(css).toContain(`min(${SIGN_IN_DIALOG_MAX_WIDTH_PX}px, 100%)`);
    expect(css).toContain(`min(${SIGN_IN_DIALOG_MEDIUM_MOBILE_MAX_WIDTH_PX}px, 100%)`);
    expect(css).toContain(`max-height: ${SIGN_IN_DIALOG_EXTRA_SMALL_MAX_HEIGHT_PERCENT}%`);
    const durations = [...css.matchAll(/animation: [\w-]+ (\d+)ms/g)].map((match) => Number(match[1]));
    expect(durations.length).toBeGreaterThan(0);
    expect(new Set(durations)).toEqual(new Set([SIGN_IN_DIALOG_ANIMATION_MS]));
  });
});
