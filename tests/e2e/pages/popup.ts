/**
 * Steps in the first-party pop-ups the frame opens (the local OpenID/SAML provider's page, the single sign-on test
 * result): presses that end with the pop-up closing itself.
 */
import type { Locator, Page } from '@playwright/test';
import { clickVisible } from './frame-fields.ts';

/**
 * Presses `button` of `popup`, a press after which the pop-up closes itself (a hand-over to the frame, or
 * `window.close()`), and waits until it has closed. Listens for the close before pressing. Playwright's click can
 * itself fail with "Target page, context or browser has been closed" when the page goes while the press is still being
 * reported (a clean-clone CI run's SAML test sign-in journey, issue #23): that is the outcome waited for, so such a
 * failure counts once the pop-up has closed; any other failure (no such button) is thrown.
 */
export async function pressToClose(popup: Page, button: Locator): Promise<void> {
  const closed = popup.waitForEvent('close');
  const failure = await button.click({ noWaitAfter: true }).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (failure !== undefined && !(failure instanceof Error && /closed/.test(failure.message))) throw failure;
  await closed;
}

/** Signs in on the local provider's page in the pop-up as its demo person `name`; waits until the pop-up closed itself. */
export async function signInInPopup(popup: Page, name: string): Promise<void> {
  await pressToClose(popup, popup.getByRole('button', { name: `Sign in as ${name}` }));
}

/**
 * Presses "Continue with {provider}" in `dialog` (the frame's sign-in dialog: a social provider, or a company's single
 * sign-on) once it is painted and still ({@link clickVisible}: a plain press right after the dialog opened once went
 * out before the frame had painted it, and no pop-up opened), and resolves with the pop-up the press opens (the
 * named sign-in pop-up; a pop-up that closes itself at once still reports here).
 */
export async function continueWith(dialog: Locator, provider: string): Promise<Page> {
  const opened = dialog.page().waitForEvent('popup');
  await clickVisible(dialog.getByRole('button', { name: `Continue with ${provider}` }));
  return opened;
}
