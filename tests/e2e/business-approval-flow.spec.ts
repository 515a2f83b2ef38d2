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
import { expect, test, type Browser } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { APPROVER, bookFlightNeedingApproval, TRAVELER, tripShows } from './pages/approval-journey.ts';
import { demoUserRecoveryCode, signInWithPassword, verifySecondFactor, openAdminHubFromAccountMenu } from './pages/business.ts';
import { DEMO_ORIGIN } from './ports.ts';
import { bookingsFor } from './db.ts';

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
    await openAdminHubFromAccountMenu(frame);
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

test('a traveler books an out-of-policy flight with a reason; the approver gets the mail and approves it; the trip shows it approved', async ({ page, browser }) => {
  test.slow();
  const token = `approve-${Date.now()}`;
  const demo = new DemoHostPage(page);
  const reference = await bookFlightNeedingApproval(demo, token);
  await decideAsApprover(browser, token, 'Approve', 5 + test.info().retry);
  await tripShows(demo, 'Approved', reference);
  expect(bookingsFor(TRAVELER).find((b) => b.reference === reference)?.status).toBe('booked');
});

test('a hard-approval booking that is declined releases the hold: cancelled without charge, and the trip says so', async ({ page, browser }) => {
  test.slow();
  const token = `decline-${Date.now()}`;
  const demo = new DemoHostPage(page);
  const reference = await bookFlightNeedingApproval(demo, token);
  await decideAsApprover(browser, token, 'Decline', 7 + test.info().retry);
  await tripShows(demo, 'Declined: cancelled without charge', reference);
  expect(bookingsFor(TRAVELER).find((b) => b.reference === reference)?.status).toBe('cancelled');
});
