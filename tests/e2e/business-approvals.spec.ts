/**
 * Issue #25, approvals and trips to book inside the demo partner page (a real cross-site frame) on a phone (390x844),
 * against the real server and its seeded demo companies:
 * - Acme's travel arranger opens "Trips to book" from the admin hub, finds the traveler's seeded request (where, when,
 *   what) and opens "Mark as booked": the dialog offers the bookings made for the traveler, or says to book for them
 *   first; nothing scrolls sideways (the whole journey: business-book-on-behalf.spec.ts);
 * - Acme's approver opens "Trips to approve": the page answers (nothing waiting in a fresh demo) and fits the phone.
 * The booking-side journeys (an out-of-policy booking that starts an approval, approved or declined) are in
 * business-approval-flow.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { demoUserCode, productFrame, signInWithPassword, verifySecondFactor, openAdminHubFromAccountMenu } from './pages/business.ts';

const ARRANGER = 'arranger@acme.example';
const APPROVER = 'approver@acme.example';

/** Signs `email` in on a phone, opens the admin hub from the account menu and passes the second factor. */
async function signInToHubOnPhone(demo: DemoHostPage, email: string): Promise<void> {
  const { frame } = demo;
  await signInWithPassword(frame, email);
  await openAdminHubFromAccountMenu(frame);
  await verifySecondFactor(frame, demoUserCode(email));
}

async function horizontalOverflow(page: Page): Promise<number> {
  return productFrame(page).evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test('on a phone, the arranger finds the traveler\'s request in Trips to book; marking it booked offers what was booked for them', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signInToHubOnPhone(demo, ARRANGER);
  await frame.getByRole('navigation', { name: 'Admin hub pages' }).getByRole('link', { name: 'Trips to book' }).click();
  await expect(frame.getByRole('heading', { name: 'Trips to book', level: 1 })).toBeVisible();
  const queue = frame.getByRole('list', { name: 'Trips to book' });
  const request = queue.getByRole('listitem').filter({ hasText: 'Two nights in London near the office' });
  await expect(request).toContainText('Hotel');
  const fulfil = request.getByRole('button', { name: /^Mark the request of .+ as booked$/ });
  await expect(fulfil).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await fulfil.click();
  const dialog = frame.getByRole('dialog', { name: /^Which booking did you make for / });
  // Nothing booked for the traveler yet says to book first; business-book-on-behalf.spec.ts (which may run first on the
  // same database) leaves a booking Arlo made for Tess, which the dialog then offers instead.
  await expect(dialog.getByText(/^You have not booked anything for .+ yet\. Use "Book for .+" first\.$/)
    .or(dialog.getByRole('radiogroup', { name: /^Bookings you made for / }))).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(request.getByRole('button', { name: /^Mark the request of .+ as booked$/ })).toBeVisible();
});

test('on a phone, the approver opens Trips to approve and it fits the screen', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signInToHubOnPhone(demo, APPROVER);
  // The approver's hub: their own event hub and trips to approve.
  await frame.getByRole('navigation', { name: 'Admin hub pages' }).getByRole('link', { name: 'Trips to approve' }).click();
  await expect(frame.getByRole('heading', { name: 'Trips to approve', level: 1 })).toBeVisible();
  // Empty in a fresh demo; other journeys running at once may have a trip waiting (business-approval-flow.spec.ts).
  await expect(frame.getByText('Nothing is waiting for your approval.').or(frame.getByRole('list', { name: 'Trips to approve' }))).toBeVisible();
  await expect(frame.getByRole('radio', { name: 'Decided' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('trips-to-approve-390x844.png'), fullPage: false });
});
