/**
 * Issue #9: the account menu, several accounts, the profile page's travelers and the account's bookings, inside the
 * demo partner page (a real cross-site frame whose cookies are partitioned under the partner's site).
 * - Two accounts on one browser: "Add another account" signs a second one in next to the first; choosing the first in
 *   the menu switches (the page is replaced) and the header shows it again.
 * - Through /profile/account: create the preferred traveler, update it, fetch it from the server's preferred call;
 *   an under-18 traveler is refused with its message under "Date of birth".
 * - The booking form offers the saved traveler; the booking made signed in shows under the account.
 * - The profile dashboard /profile (§2 "/profile/{section}", default dashboard): from the menu's Account entry to the
 *   account page, its "Your profile" link to the dashboard's overview, then back to Account.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { openSignInDialog, registerInOpenDialog as registerInDialog } from './pages/sign-in.ts';
import { confirmationReference, fillPayment, payButton, TEST_CARDS } from './pages/booking-flow.ts';


/** Opens the partner page and registers a new account from the header's "Sign in". */
async function openSignedIn(page: Page, prefix: string): Promise<{ demo: DemoHostPage; email: string }> {
  const demo = new DemoHostPage(page);
  await demo.open();
  const email = `${prefix}-${Date.now()}@example.com`;
  await openSignInDialog(demo.frame);
  await registerInDialog(demo.frame, email);
  await expect(accountButton(demo.frame, email)).toBeEnabled();
  return { demo, email };
}

function accountButton(frame: FrameLocator, name: string) {
  return frame.getByRole('button', { name: `Account: ${name}` });
}

/** Opens the account menu of `name` and chooses the entry. */
async function chooseInMenu(frame: FrameLocator, name: string, entry: string | RegExp): Promise<void> {
  await accountButton(frame, name).click();
  await frame.getByRole('menu').getByRole('menuitem', typeof entry === 'string' ? { name: entry, exact: true } : { name: entry }).click();
}

/** The product frame (for reading its URL or calling the server with its own partitioned cookies). */
function productFrame(page: Page) {
  const frame = page.frames().find((f) => f.url().includes('/p/demo/'));
  if (!frame) throw new Error('no product frame');
  return frame;
}

test('two accounts on one browser: add another account, then switch back to the first', async ({ page }) => {
  const { demo, email: first } = await openSignedIn(page, 'first');
  const { frame } = demo;
  const second = `second-${Date.now()}@example.com`;

  await chooseInMenu(frame, first, 'Add another account');
  await registerInDialog(frame, second);
  await expect(accountButton(frame, second)).toBeEnabled();

  // Both accounts are in the menu; the new one is the signed-in one.
  await accountButton(frame, second).click();
  const menu = frame.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: new RegExp(second) })).toContainText('Signed in');
  await expect(menu.getByRole('menuitem', { name: new RegExp(first) })).not.toContainText('Signed in');

  // Switch: the page is replaced and the header shows the first account again.
  await menu.getByRole('menuitem', { name: new RegExp(first) }).click();
  await expect(accountButton(frame, first)).toBeEnabled();
  await expect(accountButton(frame, second)).toHaveCount(0);
  await accountButton(frame, first).click();
  await expect(frame.getByRole('menu').getByRole('menuitem', { name: new RegExp(first) })).toContainText('Signed in');
  await expect(frame.getByRole('menu').getByRole('menuitem', { name: new RegExp(second) })).toBeVisible();
  await page.keyboard.press('Escape');

  // Sign out ends both.
  await chooseInMenu(frame, first, 'Sign out');
  await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('profile dashboard: from the account menu to /profile, its overview, then the Account section', async ({ page }) => {
  const { demo, email } = await openSignedIn(page, 'dashboard');
  const { frame } = demo;

  // §2's menu has no dashboard entry; its Account entry leads to /profile/account, which links to the dashboard.
  await chooseInMenu(frame, email, 'Account');
  // The page's own link (the footer's site map, once loaded, has one too).
  await frame.getByRole('main').getByRole('link', { name: 'Your profile' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  expect(new URL(productFrame(page).url()).pathname).toBe('/p/demo/profile');
  const overview = frame.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText(email, { exact: true })).toBeVisible();
  await expect(overview.getByText('Saved travelers', { exact: true })).toBeVisible();

  await frame.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Account', exact: true }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Account details' }).getByText(email, { exact: true })).toBeVisible();
});

test('saved travelers through the profile page, then a signed-in booking that uses one and shows under the account', async ({ page }) => {
  const { demo, email } = await openSignedIn(page, 'traveler');
  const { frame } = demo;

  await chooseInMenu(frame, email, 'Account');
  await expect(frame.getByRole('heading', { name: 'Your account' })).toBeVisible();
  const travelers = frame.getByRole('region', { name: 'Saved travelers' });
  await expect(travelers.getByText('No saved travelers yet.')).toBeVisible();

  // Create: a new traveler is preferred by default (core-and-business §3).
  await travelers.getByRole('button', { name: 'Add a traveler' }).click();
  const form = frame.getByRole('form', { name: 'New traveler' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await form.getByLabel('Date of birth').fill('1980-12-09');
  await expect(form.getByRole('checkbox', { name: 'Preferred traveler' })).toBeChecked();
  await form.getByRole('button', { name: 'Save traveler' }).click();
  const list = travelers.getByRole('list', { name: 'Saved travelers' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Grace Hopper');
  await expect(list.getByRole('listitem').first()).toContainText('Preferred');

  // Update.
  await travelers.getByRole('button', { name: 'Edit Grace Hopper' }).click();
  const edit = frame.getByRole('form', { name: 'Edit traveler' });
  await edit.getByRole('textbox', { name: 'Last name' }).fill('Murray');
  await edit.getByRole('button', { name: 'Save traveler' }).click();
  await expect(list.getByRole('listitem').first()).toContainText('Grace Murray');

  // Fetch the preferred traveler from the server, with the frame's own (partitioned) session.
  const preferred = await productFrame(page).evaluate(async () => {
    const r = await fetch('/i/api/account/traveler/v1/preferred?knownTravelerNumberApiVersion=v2');
    return { status: r.status, body: (await r.json()) as { firstName: string; lastName: string; dateOfBirth: string; preferred: boolean } };
  });
  expect(preferred.status).toBe(200);
  expect(preferred.body).toMatchObject({ firstName: 'Grace', lastName: 'Murray', dateOfBirth: '1980-12-09', preferred: true });

  // An under-18 traveler is refused, with the message under Date of birth.
  await travelers.getByRole('button', { name: 'Add a traveler' }).click();
  const young = frame.getByRole('form', { name: 'New traveler' });
  const tenYearsAgo = new Date(Date.now() - 10 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  await young.getByRole('textbox', { name: 'First name' }).fill('Tim');
  await young.getByRole('textbox', { name: 'Last name' }).fill('Young');
  await young.getByLabel('Date of birth').fill(tenYearsAgo);
  await young.getByRole('button', { name: 'Save traveler' }).click();
  await expect(young.getByLabel('Date of birth')).toHaveAccessibleDescription(/Travelers must be at least 18 years old\./);
  await young.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // Book signed in: the booking form offers the saved traveler and fills the fields with it.
  await demo.open();
  await expect(accountButton(frame, email)).toBeEnabled();
  await demo.searchInFrame('JFK', 'LHR');
  const select = frame.getByRole('button', { name: /^Select / }).first();
  await select.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await select.click();
  await frame.getByRole('button', { name: /Fill in a saved traveler/ }).click();
  await frame.getByRole('option', { name: 'Grace Murray (preferred)' }).click();
  const lead = frame.getByRole('group', { name: /^Traveler details/ }).first();
  await expect(lead.getByRole('textbox', { name: /^First name/ })).toHaveValue('Grace');
  await expect(lead.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Murray');
  await expect(lead.getByLabel(/^Date of birth/)).toHaveValue('1980-12-09');
  await frame.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await frame.getByRole('textbox', { name: 'Phone', exact: true }).fill('2025550143');
  await fillPayment(frame, TEST_CARDS.approved);
  await payButton(frame).click();
  const reference = await confirmationReference(frame);

  // The booking shows under the account (the menu's trips entry leads to the account's bookings).
  await chooseInMenu(frame, email, 'Trips');
  const bookings = frame.getByRole('list', { name: 'Your bookings' });
  await expect(bookings.getByRole('listitem')).toHaveCount(1);
  await expect(bookings.getByRole('listitem').first()).toContainText(`Reference ${reference}`);

  // Another account on the same browser sees none of them.
  await chooseInMenu(frame, email, 'Add another account');
  const other = `other-${Date.now()}@example.com`;
  await registerInDialog(frame, other);
  await expect(accountButton(frame, other)).toBeEnabled();
  await expect(frame.getByText('Bookings you make while signed in show here.')).toBeVisible();
  await expect(frame.getByText('No saved travelers yet.')).toBeVisible();
});
