/**
 * Sign-in steps inside the product frame shared by the account journeys (issue #9), through accessible names only.
 */
import { expect, type FrameLocator, type Locator } from '@playwright/test';
import { clickVisible } from './frame-fields.ts';

/** A password of 8+ characters the journeys register with. */
export const E2E_PASSWORD = 'correct horse battery staple';

/**
 * Presses the header's "Sign in" through clickVisible. On a phone the frame starts below the partner page's fold: a
 * plain click scrolled the page there and went out before the frame had painted the button in its new place (a
 * clean-clone CI run's hub journey at 390x844 then waited 90 s for the dialog's Email field, issue #23). The caller
 * waits for what it expects next (the dialog, its providers).
 */
export async function openSignInDialog(frame: Pick<FrameLocator, 'getByRole'>): Promise<void> {
  await clickVisible(frame.getByRole('button', { name: 'Sign in', exact: true }));
}

/**
 * The open sign-in dialog's first step: types `email` and presses Continue. Presses go through clickVisible: the dialog
 * sits in the frame's visible region, which follows the partner page's scroll, and a plain click on Continue once
 * landed beside it (a clean-clone run without retries waited 4.5 minutes for the Password field, issue #23).
 */
export async function submitEmail(dialog: Locator, email: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await clickVisible(dialog.getByRole('button', { name: 'Continue', exact: true }));
}

/**
 * A password sign-in in the open dialog: {@link submitEmail}, then Password and "Sign in". Does not wait for the
 * outcome: the caller checks it (signed in, a refusal in the frame's words, a second factor).
 */
export async function submitPasswordSignIn(dialog: Locator, email: string, password: string): Promise<void> {
  await submitEmail(dialog, email);
  await submitPassword(dialog, password);
}

/**
 * The password step of the open sign-in dialog: types `password` and presses "Sign in" (through clickVisible, as
 * {@link submitEmail}). Does not wait for the outcome.
 */
export async function submitPassword(dialog: Locator, password: string): Promise<void> {
  await dialog.getByLabel('Password').fill(password);
  await clickVisible(dialog.getByRole('button', { name: 'Sign in', exact: true }));
}

/**
 * Registers `email` with `password` from the open sign-in dialog's landing page ("Create account", Email, Continue,
 * Password, the terms checkbox, "Create account") and waits until the dialog has closed (signed in).
 */
export async function registerInOpenDialog(frame: Pick<FrameLocator, 'getByRole'>, email: string, password: string = E2E_PASSWORD): Promise<void> {
  const dialog = frame.getByRole('dialog');
  // The dialog has just opened and sits in the frame's visible region, which follows the partner page's scroll: a
  // plain click scrolled the page, the dialog moved with it, and the press landed beside the button (a clean-clone
  // run went on to sign in instead). clickVisible presses once the button is painted and still.
  await clickVisible(dialog.getByRole('button', { name: 'Create account' }));
  await expect(dialog.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await submitEmail(dialog, email);
  await dialog.getByLabel('Password').fill(password);
  // react-aria draws the box; the input is visually hidden, so a person clicks the label.
  const consent = dialog.getByRole('checkbox', { name: 'I agree to the terms of use and the privacy policy' });
  await consent.locator('xpath=ancestor::label[1]').click();
  await expect(consent).toBeChecked();
  await clickVisible(dialog.getByRole('button', { name: 'Create account' }));
  await expect(frame.getByRole('dialog')).toHaveCount(0);
}

/** Opens the sign-in dialog from the header's "Sign in", registers `email` and waits for the header to show the account. */
export async function registerFromHeader(frame: FrameLocator, email: string, password: string = E2E_PASSWORD): Promise<void> {
  await openSignInDialog(frame);
  await registerInOpenDialog(frame, email, password);
  await expect(frame.getByRole('button', { name: `Account: ${email}` })).toBeVisible();
}
