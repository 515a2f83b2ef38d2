/**
 * Issue #9, first slice: password accounts inside the demo partner page (a real cross-site frame, whose cookies are
 * partitioned under the partner's site). Register from the header's "Sign in", see the account in the header, sign
 * out, sign in again with the password; a wrong password is refused in the frame's words.
 */
import { expect, test } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { openSignInDialog, registerInOpenDialog, submitPassword, submitPasswordSignIn } from './pages/sign-in.ts';

test('register, sign out and sign in again with the password, inside the partner page', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  const email = `ada-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';

  // Register.
  await openSignInDialog(frame);
  const dialog = frame.getByRole('dialog');
  await registerInOpenDialog(frame, email, password);
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
  await submitPassword(dialog, password);
  await expect(account).toBeVisible();
  await demo.searchInFrame('JFK', 'LHR');
  await expect(demo.offers().first()).toBeVisible();
});
