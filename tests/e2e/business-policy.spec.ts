/**
 * Issue #25, the travel policy pages and the RP_POLICY_SUMMARY sentence inside the demo partner page (a real cross-site
 * frame), against the real server and its seeded demo company Acme (server/src/db/seed-travel-policies.ts: a company
 * default per vertical, version 1):
 * - the company admin opens the flight restrictions from the admin hub, sees the seeded default (its relative price
 *   limit, one stop at most), creates a group and gives it its own stops rule: a value out of range is refused before
 *   anything is sent, then the save is announced as a new version and the page shows who saved it; the company default
 *   is untouched (the other journeys of the run search with it);
 * - a traveler of Acme, past the second factor, sees their flight policy in a sentence under the search form;
 * - at 390x844 the hotel advanced rules (caps per city) are usable: no horizontal scroll (screenshot attached).
 * Second factors use recovery codes (a TOTP code works once per 30 s, and other specs sign the same users in).
 */
import { expect, test } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { chooseVerticalTab } from './pages/frame-fields.ts';
import { demoUserRecoveryCode, productFrame, signInWithPassword, verifySecondFactor, openAdminHubFromAccountMenu } from './pages/business.ts';

const ADMIN = 'admin@acme.example';
const TRAVELER = 'traveler@acme.example';

/** Signs `email` in, opens the admin hub (header link, or the account menu on a phone) and passes the second factor with recovery code `recovery`. */
async function signInToHub(demo: DemoHostPage, email: string, recovery: number, hubLink: 'header' | 'menu' = 'header'): Promise<void> {
  const { frame } = demo;
  await signInWithPassword(frame, email);
  if (hubLink === 'header') {
    await frame.getByRole('link', { name: 'Admin hub' }).click();
  } else {
    await openAdminHubFromAccountMenu(frame);
  }
  await verifySecondFactor(frame, { recovery: demoUserRecoveryCode(email, recovery) });
}

test('the company admin reads the seeded flight policy and saves a group\'s own stops rule as a new version', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signInToHub(demo, ADMIN, 3 + test.info().retry);

  // A group of its own, so the company default the other journeys search with stays as seeded.
  const group = `Policy e2e ${Date.now()}`;
  const nav = frame.getByRole('navigation', { name: 'Admin hub pages' });
  await nav.getByRole('link', { name: 'Groups', exact: true }).click();
  await frame.getByRole('button', { name: 'New group' }).click();
  const dialog = frame.getByRole('dialog', { name: 'New group' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(group);
  await dialog.getByRole('button', { name: 'New group' }).click();
  await expect(frame.getByText(`Group ${group} was created.`)).toBeVisible();

  await frame.locator('[data-admin-page="flightRestrictions"]').click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Flight rules: Restrictions' })).toBeVisible();
  await expect(frame.getByTestId('policy-version')).toHaveText(/^Version \d+, saved /);
  // The seeded default: price relative to the search (an advanced rule), at most one stop.
  await expect(frame.getByRole('group', { name: 'Price cap per traveler' })).toContainText('The price limit is relative to the search.');
  await expect(frame.getByRole('group', { name: 'Stops' }).getByRole('textbox', { name: 'Most stops in each direction' })).toHaveValue('1');

  await frame.getByRole('button', { name: /Policy for$/ }).click();
  await frame.getByRole('option', { name: group }).click();
  await expect(frame.getByText('No policy saved yet for this scope: nothing is restricted by it.')).toBeVisible();
  const stops = frame.getByRole('group', { name: 'Stops' });
  await expect(stops).toContainText('Not set for this group: the company default applies (on).');
  await stops.getByText('Set for this group: Stops').click();
  const stopsField = stops.getByRole('textbox', { name: 'Most stops in each direction' });
  await stopsField.fill('7');
  await frame.getByRole('button', { name: 'Save policy' }).click();
  await expect(stops).toContainText('Enter a whole number in the allowed range.');
  await expect(frame.getByRole('alert')).toHaveText('Some values need fixing before the policy can be saved.');

  await stopsField.fill('0');
  await frame.getByRole('button', { name: 'Save policy' }).click();
  await expect(frame.getByText(/^Saved as version \d+\.$/)).toBeVisible();
  await expect(frame.getByTestId('policy-version')).toHaveText(/^Version \d+, saved .+ by .+$/);
  await expect(stops.getByRole('textbox', { name: 'Most stops in each direction' })).toHaveValue('0');
  // The scope is in the frame's URL: the group's page shows what was stored.
  expect(await productFrame(page).evaluate(() => location.search)).toMatch(/^\?group=\d+$/);
});

test('a traveler sees their flight policy in a sentence under the search form', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  // The admin hub link of a traveler leads to their event hub; the second factor is asked on the way.
  await signInToHub(demo, TRAVELER, 3 + test.info().retry);
  await frame.getByRole('link', { name: /home$/ }).first().click();
  const summary = frame.getByRole('region', { name: 'Your travel policy' });
  await expect(summary).toHaveText('Your flight policy: up to 30 % above the cheapest fare; economy at most; business class on flights over 6 h (needs approval).');
  await chooseVerticalTab(frame, 'Hotels');
  await expect(summary).toHaveText('Your hotel policy: up to $300.00 a night; up to 4 stars.');
});

test('the hotel advanced rules at 390x844: caps per city usable, no horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signInToHub(demo, ADMIN, 6 + test.info().retry, 'menu');
  await frame.locator('[data-admin-page="hotelAdvancedRules"]').click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Hotel rules: Advanced rules' })).toBeVisible();
  const caps = frame.getByRole('group', { name: 'Caps per city and country' });
  await expect(caps.getByRole('textbox', { name: 'City 1', exact: true })).toHaveValue('London');
  await caps.getByRole('button', { name: 'Add a city' }).click();
  await expect(caps.getByRole('textbox', { name: 'City 2', exact: true })).toBeVisible();
  const overflow = await productFrame(page).evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('policy-hotel-advanced-390x844.png'), fullPage: false });
  await test.info().attach('policy-hotel-advanced-390x844.png', { path: test.info().outputPath('policy-hotel-advanced-390x844.png'), contentType: 'image/png' });
});
