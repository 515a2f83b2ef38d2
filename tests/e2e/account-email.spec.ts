/**
 * Issue #9, email flows inside the demo partner page (the product frame is a cross-site iframe), with mail read the
 * way a developer reads it: the demo page's "Mail outbox" panel (no SMTP configured, MAIL_OUTBOX_HTTP=1 from
 * `npm start`). The links open the product's first-party pages in a new tab.
 * - register, confirm through the outbox, sign out, sign in with the password (the confirm prompt is gone);
 * - forgot password through the outbox, then sign in with the new password;
 * - lockout after repeated failures (the dialog's locked-account state), then unlock through the reset mail;
 * - sign in with an emailed code.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { E2E_PASSWORD, openSignInDialog, registerFromHeader as register, submitEmail, submitPassword, submitPasswordSignIn } from './pages/sign-in.ts';

const PASSWORD = E2E_PASSWORD;
const NEW_PASSWORD = 'a freshly chosen passphrase';

const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The outbox message with this subject to this address (the panel reads the outbox every 2 s). */
function mail(page: Page, subject: string, to: string): Locator {
  return page.getByRole('region', { name: 'Mail outbox' }).getByRole('article', { name: `${subject} to ${to}` }).first();
}

/** Opens the message's link in a new tab, as a person clicking it in the outbox. */
async function openMailLink(page: Page, message: Locator): Promise<Page> {
  const link = message.getByRole('link').first();
  await expect(link).toBeVisible();
  const popup = page.context().waitForEvent('page', { timeout: 20_000 });
  await link.click({ timeout: 20_000 });
  const tab = await popup;
  await tab.waitForLoadState();
  return tab;
}

async function signOut(frame: FrameLocator, email: string): Promise<void> {
  await frame.getByRole('button', { name: `Account: ${email}` }).click();
  await frame.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

/** Opens the dialog and goes to the password form for `email`. */
async function toPasswordForm(frame: FrameLocator, email: string): Promise<Locator> {
  await openSignInDialog(frame);
  const dialog = frame.getByRole('dialog');
  await submitEmail(dialog, email);
  return dialog;
}

async function signInWithPassword(frame: FrameLocator, email: string, password: string): Promise<void> {
  await openSignInDialog(frame);
  await submitPasswordSignIn(frame.getByRole('dialog'), email, password);
  await expect(frame.getByRole('button', { name: `Account: ${email}` })).toBeVisible();
}

/** Sets a new password on the reset page a reset mail's link opened. */
async function setNewPassword(tab: Page): Promise<void> {
  await expect(tab.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await tab.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await tab.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await tab.getByRole('button', { name: 'Set new password' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
  await tab.close();
}

test('register, confirm through the outbox, sign out and sign in with the password', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  const email = uniqueEmail('confirm');
  await register(frame, email);
  const prompt = frame.getByRole('region', { name: 'Confirm your email address' });
  await expect(prompt).toContainText(email);
  await expect(mail(page, 'Confirm your email address', email)).toBeVisible();
  // "Resend email" goes through /s/ident/resend?redir=this page and comes back saying so; the newer link is the one to use.
  await prompt.getByRole('link', { name: 'Resend email' }).click();
  await expect(frame.getByRole('region', { name: 'Confirm your email address' })).toContainText(`We sent a new confirmation email to ${email}.`);
  await expect(page.getByRole('region', { name: 'Mail outbox' }).getByRole('article', { name: `Confirm your email address to ${email}` })).toHaveCount(2);

  const tab = await openMailLink(page, mail(page, 'Confirm your email address', email));
  await expect(tab.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await tab.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Your email address is confirmed.' })).toBeVisible();
  await tab.close();

  await signOut(frame, email);
  await signInWithPassword(frame, email, PASSWORD);
  await expect(frame.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);
});

test('forgot password through the outbox, then sign in with the new password', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  const email = uniqueEmail('forgot');
  await register(frame, email);
  await signOut(frame, email);

  const dialog = await toPasswordForm(frame, email);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(frame.getByRole('dialog', { name: 'Check your email' })).toContainText(email);
  await frame.getByRole('button', { name: 'Close' }).click();

  await setNewPassword(await openMailLink(page, mail(page, 'Reset your password', email)));
  await signInWithPassword(frame, email, NEW_PASSWORD);
});

test('repeated failures lock the account; the reset mail unlocks it', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  const email = uniqueEmail('locked');
  await register(frame, email);
  await signOut(frame, email);

  const dialog = await toPasswordForm(frame, email);
  const locked = frame.getByRole('dialog', { name: 'Your account is locked' });
  // Five wrong passwords in a row lock the account (server LOGIN_LOCK_THRESHOLD); the fifth answer opens the locked view.
  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitPassword(dialog, `wrong password ${attempt}`);
    if (attempt < 5) await expect(dialog.getByText('That email and password do not match.')).toBeVisible();
  }
  await expect(locked).toContainText('Reset your password to unlock your account.');

  await locked.getByRole('button', { name: 'Reset password' }).click();
  await frame.getByRole('dialog', { name: 'Reset your password' }).getByRole('button', { name: 'Send reset link' }).click();
  await expect(frame.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
  await frame.getByRole('button', { name: 'Close' }).click();

  await setNewPassword(await openMailLink(page, mail(page, 'Reset your password', email)));
  await signInWithPassword(frame, email, NEW_PASSWORD);
});

test('sign in with a code emailed from the sign-in dialog', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  const email = uniqueEmail('code');
  await register(frame, email);
  await signOut(frame, email);

  const dialog = await toPasswordForm(frame, email);
  await dialog.getByRole('button', { name: 'Email me a sign-in code' }).click();
  const codeView = frame.getByRole('dialog', { name: 'Check your email for a code' });
  await expect(codeView).toContainText(email);

  const message = mail(page, 'Your sign-in code', email);
  await expect(message).toBeVisible();
  const code = /code is (\d{6})/.exec(await message.innerText())?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await codeView.getByRole('textbox', { name: 'Code' }).fill(code!);
  await codeView.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(frame.getByRole('button', { name: `Account: ${email}` })).toBeVisible();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
});
