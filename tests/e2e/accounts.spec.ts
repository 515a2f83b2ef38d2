/**
 * Issue #9, first slice: password accounts inside the demo partner page (a real cross-site frame, whose cookies are
 * partitioned under the partner's site). Register from the header's "Sign in", see the account in the header, sign
 * out, sign in again with the password; a wrong password is refused in the frame's words.
 */
import { expect, test } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { clickVisible } from './pages/frame-fields.ts';
import { openSignInDialog, submitEmail, submitPasswordSignIn } from './pages/sign-in.ts';

test('register, sign out and sign in again with the password, inside the partner page', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  const email = `ada-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';

  // Register.
  await openSignInDialog(frame);
  const dialog = frame.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await submitEmail(dialog, email);
  await dialog.getByLabel('Password').fill(password);
  // react-aria draws the box; the input is visually hidden, so a person clicks the label.
  const consent = dialog.getByRole('checkbox', { name: 'I agree to the terms of use and the privacy policy' });
  await consent.locator('xpath=ancestor::label[1]').click();
  await expect(consent).toBeChecked();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  const account = frame.getByRole('button', { name: `Account: ${email}` });
  await expect(account).toBeVisible();

  // Signed in survives a reload of the frame (the session cookie in the partner's partition).
  const productFrame = page.frames().find((f) => f.url().includes('/p/demo/'));
  await productFrame!.evaluate(() => window.location.reload());
  await expect(account).toBeVisible();

  // Sign out.
  await account.click();
  await frame.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(account).toHaveCount(0);

  // A wrong password is refused in the frame's words.
  await openSignInDialog(frame);
  await submitPasswordSignIn(dialog, email, 'not the password');
  await expect(dialog.getByText('That email and password do not match.')).toBeVisible();

  // The right one signs in; the search still works afterwards (the new session's form token is used).
  await dialog.getByLabel('Password').fill(password);
  await clickVisible(dialog.getByRole('button', { name: 'Sign in', exact: true }));
  await expect(account).toBeVisible();
  await demo.searchInFrame('JFK', 'LHR');
  await expect(demo.offers().first()).toBeVisible();
});
