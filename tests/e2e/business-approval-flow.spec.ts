/**
 * Issue #25 "Approvals", end to end inside the demo partner page (a real cross-site frame) against the real server and
 * Acme's seeded travel policy (server/src/db/seed-travel-policies.ts: economy only on flights up to 6 h, else
 * require approval) and approval settings (hard approval: the booking is held until decided):
 * - Acme's traveler books a business-class London - Paris flight: the results and the booking page say it needs
 *   approval, the booking page asks for a reason (code + explanation), and the confirmation says it was sent;
 * - the approver's mail is in the outbox with the traveler's reason; the approver signs in, passes two-factor and
 *   approves it (or declines it) in "Trips to approve";
 * - the traveler's trip then shows "Approved" (or "Declined: cancelled without charge": the hold is released, the
 *   booking cancelled).
 * Each test marks its booking with a token of its own in the reason, so parallel journeys never act on each other's.
 */
import { expect, test, type Browser, type FrameLocator } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { confirmationReference, fillPayment, fillTravelers, payButton, TEST_CARDS } from './pages/booking-flow.ts';
import { demoUserRecoveryCode, signInWithPassword, verifySecondFactor } from './pages/business.ts';
import { DEMO_ORIGIN } from './ports.ts';
import { bookingsFor } from './db.ts';

const TRAVELER = 'traveler@acme.example';
const APPROVER = 'approver@acme.example';

function isoInDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Business class on a 1-hour flight: outside Acme's cabin rule, whose action is "require approval". */
const FLIGHTS = `flights/LHR-CDG/${isoInDays(30)}?adults=1&cabin=business&sort=price`;

/** Clicks a control once it is in view (cards below the fold of the partner page). */
async function press(frame: FrameLocator, name: RegExp | string): Promise<void> {
  const button = frame.getByRole('button', { name }).first();
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

/** The traveler books the cheapest business-class flight with a reason containing `token`; returns its reference. */
async function bookFlightNeedingApproval(demo: DemoHostPage, token: string): Promise<string> {
  const { frame, page } = demo;
  await demo.open();
  await signInWithPassword(frame, TRAVELER);
  await page.goto(`/?travel=${encodeURIComponent(FLIGHTS)}`);
  await expect(demo.status).toHaveText(/Ready/);
  await demo.frameElement.scrollIntoViewIfNeeded();
  const first = frame.getByRole('list', { name: 'Flight offers' }).locator(':scope > li').first();
  await expect(first).toContainText('Out of policy');
  await expect(first).toContainText('Needs approval');
  await first.getByRole('button', { name: /^Select / }).click();

  await expect(frame.getByRole('heading', { name: 'This booking needs approval' })).toBeVisible();
  await fillTravelers(frame, TRAVELER);
  // The reason the approver will read: a code and an explanation; Pay without it shows what is missing.
  await fillPayment(frame, TEST_CARDS.approved);
  await press(frame, /^Pay /);
  await expect(frame.getByText('Choose a reason.')).toBeVisible();
  await frame.getByRole('radiogroup', { name: 'Reason for booking outside the policy' }).getByText('Client requirement').click();
  await frame.getByRole('textbox', { name: /^Explain the reason/ }).fill(`Client workshop in Paris, ${token}`);
  await payButton(frame).click();
  const reference = await confirmationReference(frame);
  await expect(frame.getByText('Sent for approval')).toBeVisible();
  return reference;
}

/**
 * The approver, in a browser of their own, finds the request marked `token` in "Trips to approve" and decides. The
 * second factor is recovery code `recovery` (a TOTP code works once, and the approver signs in in other journeys).
 */
async function decideAsApprover(browser: Browser, token: string, decision: 'Approve' | 'Decline', recovery: number): Promise<void> {
  const context = await browser.newContext({ baseURL: `${DEMO_ORIGIN}/` });
  try {
    const demo = new DemoHostPage(await context.newPage());
    await demo.open();
    const { frame, page } = demo;
    // The mail is in the outbox, with the traveler's reason.
    const mail = page.getByRole('region', { name: 'Mail outbox' }).getByRole('article').filter({ hasText: token });
    await expect(mail).toContainText('needs your approval');
    await expect(mail).toContainText('Reason given: Client requirement.');

    await signInWithPassword(frame, APPROVER);
    await frame.getByRole('button', { name: /^Account: / }).click();
    await frame.getByRole('menuitem', { name: 'Admin hub' }).click();
    await verifySecondFactor(frame, { recovery: demoUserRecoveryCode(APPROVER, recovery) });
    await frame.getByRole('navigation', { name: 'Admin hub pages' }).getByRole('link', { name: 'Trips to approve' }).click();
    const card = frame.getByRole('list', { name: 'Trips to approve' }).locator(':scope > li').filter({ hasText: token });
    await expect(card).toContainText('Held until you answer');
    await card.getByRole('button', { name: new RegExp(`^${decision} .+ for Tess Traveler$`) }).click();
    const dialog = frame.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Comment/ }).fill(decision === 'Approve' ? 'Fine for the workshop' : 'Economy is enough for one hour');
    await dialog.getByRole('button', { name: decision, exact: true }).click();
    await expect(frame.getByText(new RegExp(`was ${decision === 'Approve' ? 'approved' : 'declined'}\\.$`))).toBeVisible();
  } finally {
    await context.close();
  }
}

/** The traveler's trip to Paris shows `status` for the booking `reference`. */
async function tripShows(demo: DemoHostPage, status: string): Promise<void> {
  const { frame } = demo;
  await demo.open();
  await frame.getByRole('button', { name: /^Trips/ }).click();
  await frame.getByRole('dialog', { name: /Trips/ }).getByRole('link', { name: /Paris/ }).first().click();
  await expect(frame.getByText(status, { exact: true }).first()).toBeVisible();
}

test('a traveler books an out-of-policy flight with a reason; the approver gets the mail and approves it; the trip shows it approved', async ({ page, browser }) => {
  test.slow();
  const token = `approve-${Date.now()}`;
  const demo = new DemoHostPage(page);
  const reference = await bookFlightNeedingApproval(demo, token);
  await decideAsApprover(browser, token, 'Approve', 5 + test.info().retry);
  await tripShows(demo, 'Approved');
  expect(bookingsFor(TRAVELER).find((b) => b.reference === reference)?.status).toBe('booked');
});

test('a hard-approval booking that is declined releases the hold: cancelled without charge, and the trip says so', async ({ page, browser }) => {
  test.slow();
  const token = `decline-${Date.now()}`;
  const demo = new DemoHostPage(page);
  const reference = await bookFlightNeedingApproval(demo, token);
  await decideAsApprover(browser, token, 'Decline', 7 + test.info().retry);
  await tripShows(demo, 'Declined: cancelled without charge');
  expect(bookingsFor(TRAVELER).find((b) => b.reference === reference)?.status).toBe('cancelled');
});
