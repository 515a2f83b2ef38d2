/**
 * Issue #9 "Google and Apple sign-in through the local OpenID provider in a pop-up; One Tap with an ID token from that
 * provider", inside the demo partner page (a real cross-site frame whose cookies are partitioned under the partner's
 * site). `npm start`'s script runs the local provider (panva's oidc-provider) beside the product; the pop-up is a
 * first-party window of the product origin that goes to the provider's sign-in page and back, then hands a one-time
 * code (or, for One Tap, the ID token) to the frame, which signs in within its own partition.
 */
import { expect, test, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { clickVisible } from './pages/frame-fields.ts';
import { continueWith, signInInPopup } from './pages/popup.ts';
import { E2E_PASSWORD, openSignInDialog, registerFromHeader, submitPasswordSignIn } from './pages/sign-in.ts';

// The local provider has three demo people (Ana, Ben, Cleo) and these journeys make and link their accounts on the one
// e2e server (Ana's account is made by whichever journey signs her in first): the file runs in order in one worker,
// beside the other files, rather than racing itself for the same accounts.
test.describe.configure({ mode: 'default' });

/**
 * Waits until a pop-up that needs no click (the provider remembers the person) has closed itself. The frame opens its
 * pop-up by name: one still open when the next "Continue with Google" is pressed is reused, and no new pop-up opens.
 */
async function closedItself(popup: Page): Promise<void> {
  await expect.poll(() => popup.isClosed()).toBe(true);
}

test('Google sign-in in a pop-up through the local provider signs the frame in', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await openSignInDialog(frame);
  const dialog = frame.getByRole('dialog');
  const popup = await continueWith(dialog, 'Google');
  await expect(dialog.getByText('Finish signing in with Google in the window that opened.')).toBeVisible();
  await signInInPopup(popup, 'Ana Demo');
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  const account = frame.getByRole('button', { name: 'Account: ana.demo@example.test' });
  await expect(account).toBeVisible();

  // The session lives in the frame's own partition: it survives a reload of the frame.
  const productFrame = page.frames().find((f) => f.url().includes('/p/demo/'));
  await productFrame!.evaluate(() => window.location.reload());
  await expect(account).toBeVisible();
});

test('Apple sign-in in a pop-up through the local provider signs the frame in', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await openSignInDialog(frame);
  await signInInPopup(await continueWith(frame.getByRole('dialog'), 'Apple'), 'Ben Demo');
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Account: ben.demo@example.test' })).toBeVisible();
});

test('closing the pop-up returns the dialog to its choices without an error', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await openSignInDialog(frame);
  const dialog = frame.getByRole('dialog');
  const popup = await continueWith(dialog, 'Naver');
  await popup.getByRole('button', { name: 'Sign in as Ana Demo' }).waitFor();
  await popup.close();
  await expect(dialog.getByRole('button', { name: 'Continue with Naver' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('Google One Tap on the front door signs in with an ID token from the local provider', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  // Offered to signed-out visitors after the Google library load delay (2500 ms).
  const oneTap = frame.getByRole('region', { name: 'Sign in with Google' });
  await expect(oneTap).toBeVisible();
  const opened = page.waitForEvent('popup');
  // Below the partner page's fold: clicked once the frame has painted it in view (issue #23: the press was lost).
  await clickVisible(oneTap.getByRole('button', { name: 'Continue with Google' }));
  await signInInPopup(await opened, 'Ana Demo');
  // The frame reloads 300 ms after the sign-in and shows the account.
  await expect(frame.getByRole('button', { name: 'Account: ana.demo@example.test' })).toBeVisible();
  await expect(oneTap).toHaveCount(0);
});

test('an account with the same email is linked only with its password, then Google signs in to it', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  const email = 'cleo.demo@example.test';
  const password = E2E_PASSWORD;
  // Cleo has a password account.
  await registerFromHeader(frame, email, password);
  const dialog = frame.getByRole('dialog');
  const account = frame.getByRole('button', { name: `Account: ${email}` });
  await account.click();
  await frame.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  // Google with the same email: the frame asks for that account's password before linking.
  await openSignInDialog(frame);
  await signInInPopup(await continueWith(dialog, 'Google'), 'Cleo Demo');
  await expect(dialog.getByText(`You already have an account with ${email}. Enter its password to link Google and sign in.`)).toBeVisible();
  await dialog.getByLabel('Password').fill('not the password');
  await dialog.getByRole('button', { name: 'Link and sign in' }).click();
  // The link token is single-use (issue #22): a wrong password spends it, so the person starts again at Google (the
  // provider remembers Cleo: the pop-up comes back at once).
  await expect(dialog.getByText('The password is not correct. Go back and choose Google again to try once more.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Link and sign in' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Back' }).click();
  await closedItself(await continueWith(dialog, 'Google'));
  await expect(dialog.getByText(`You already have an account with ${email}. Enter its password to link Google and sign in.`)).toBeVisible();
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(account).toBeVisible();

  // Linked: next time Google alone signs in to the same account (the provider remembers Cleo: the pop-up comes back
  // at once, without its sign-in page).
  await account.click();
  await frame.getByRole('menuitem', { name: 'Sign out' }).click();
  await openSignInDialog(frame);
  await closedItself(await continueWith(dialog, 'Google'));
  await expect(account).toBeVisible();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
});

test('a password sign-in to an account made with Google offers the ways it can sign in, and Google signs in', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  const dialog = frame.getByRole('dialog');
  const account = frame.getByRole('button', { name: /^Account: / });
  // Ana's account comes from Google (here or in the journeys above): it has no password.
  await openSignInDialog(frame);
  await signInInPopup(await continueWith(dialog, 'Google'), 'Ana Demo');
  await expect(account).toBeVisible();
  await account.click();
  await frame.getByRole('menuitem', { name: 'Sign out' }).click();

  // A password typed for it leads to the external-authentication view (silent EXTERNAL_AUTH_REQUIRED), not to
  // "wrong password": the view offers the ways this account can sign in.
  await openSignInDialog(frame);
  await submitPasswordSignIn(dialog, 'ana.demo@example.test', 'a password it never had');
  await expect(dialog.getByRole('heading', { name: 'Sign in another way' })).toBeVisible();
  for (const name of ['Sign in with a passkey', 'Email me a sign-in code', 'Continue with Google', 'Continue with Apple']) {
    await expect(dialog.getByRole('button', { name })).toBeVisible();
  }

  // Google from there signs in (the provider remembers Ana: the pop-up comes back at once).
  await closedItself(await continueWith(dialog, 'Google'));
  await expect(account).toBeVisible();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
});

test('after a pop-up sign-in the partner page stays where it was, the frame top in view (issue #22)', async ({ page }) => {
  // A phone: the frame starts below the fold, so the sign-in dialog opens while only the lower part of the screen
  // shows the frame. Before the fix the dialog's lower buttons were cut off and reaching them made the partner page
  // chase the dialog down to the frame's footer.
  await page.setViewportSize({ width: 390, height: 844 });
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await openSignInDialog(frame);
  const dialog = frame.getByRole('dialog');
  const google = dialog.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeInViewport({ ratio: 1 });
  // The frame's top sits at the top of the screen while the dialog is open.
  await expect.poll(() => demo.frameElement.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
  const before = await page.evaluate(() => window.scrollY);
  const opened = page.waitForEvent('popup');
  // Pressed where it is (no scroll), once painted and still: a plain click here once went out before the frame had
  // painted the dialog (no pop-up), and the partner page's scroll must stay the visitor's.
  await clickVisible(google, { inPlace: true });
  await signInInPopup(await opened, 'Ana Demo');
  const account = frame.getByRole('button', { name: 'Account: ana.demo@example.test' });
  await expect(account).toBeVisible();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(Math.abs(scrollY - before)).toBeLessThanOrEqual(4);
  // The frame's header (its top) is still on screen, not its footer.
  await expect(account).toBeInViewport();
});

test('after a Google sign-in, "Add another account" with Apple adds it: both accounts are in the switcher (issue #22)', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  const dialog = frame.getByRole('dialog');
  await openSignInDialog(frame);
  await signInInPopup(await continueWith(dialog, 'Google'), 'Ana Demo');
  await frame.getByRole('button', { name: 'Account: ana.demo@example.test' }).click();
  await frame.getByRole('menuitem', { name: 'Add another account' }).click();
  // The provider still has Ana's session from the Google pop-up; the Apple client asks who signs in.
  await signInInPopup(await continueWith(dialog, 'Apple'), 'Ben Demo');
  await expect(dialog).toHaveCount(0);
  const account = frame.getByRole('button', { name: 'Account: ben.demo@example.test' });
  await expect(account).toBeVisible();
  await account.click();
  await expect(frame.getByRole('menuitem', { name: /ana\.demo@example\.test/ })).toBeVisible();
  await expect(frame.getByRole('menuitem', { name: /ben\.demo@example\.test.*Signed in/ })).toBeVisible();
});
