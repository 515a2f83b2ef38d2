/**
 * Issue #25 "Approve/decline with a comment, by the approver in /business/approval ... and from the mail link", end to
 * end: Acme's traveler books a flight that needs approval inside the demo partner page; the approver reads the approval
 * mail in the demo page's "Mail outbox", opens its link (a first-party page of the product, server
 * modules/business/mailed-links.ts: `/business/approval?request=` -> `/p/demo/business/approval?request=`), signs in
 * there with the password and a recovery code (the product's own sign-in, no partner page around it), lands on the
 * linked request with its decision open, and approves it with a comment; the traveler's trip then shows "Approved".
 * The approver's second factor is a recovery code of this journey's own (1, or 2 and 3 on retries; the approval-flow
 * journeys take 5-8): a TOTP code works once, and other journeys sign the approver in at the same time.
 */
import { expect, test } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { APPROVER, bookFlightNeedingApproval, TRAVELER, tripShows } from './pages/approval-journey.ts';
import { demoUserRecoveryCode, verifySecondFactor } from './pages/business.ts';
import { DEMO_BUSINESS_PASSWORD } from '../../server/src/db/seed-business.ts';
import { DEMO_ORIGIN, PRODUCT_ORIGIN } from './ports.ts';
import { bookingsFor } from './db.ts';
import { submitPasswordSignIn } from './pages/sign-in.ts';

test('the approver opens the link of the approval mail, signs in on the product\'s page and approves; the traveler\'s trip shows it approved', async ({ page, browser }) => {
  test.slow();
  const token = `mail-link-${Date.now()}`;
  const demo = new DemoHostPage(page);
  const reference = await bookFlightNeedingApproval(demo, token);

  // The approver, in a browser of their own: the mail in the outbox, with its link.
  const context = await browser.newContext({ baseURL: `${DEMO_ORIGIN}/` });
  try {
    const inbox = new DemoHostPage(await context.newPage());
    await inbox.open();
    const mail = inbox.page.getByRole('region', { name: 'Mail outbox' }).getByRole('article').filter({ hasText: token });
    await expect(mail).toContainText('needs your approval');
    const href = (await mail.getByRole('link').first().getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${PRODUCT_ORIGIN}/business/approval\\?request=apr_`));

    // Opening it: the product's own page asks to sign in first (no one-click decision from a mail).
    const tab = await context.newPage();
    await tab.goto(href);
    expect(new URL(tab.url()).pathname).toBe('/p/demo/business/approval');
    await expect(tab.getByRole('heading', { level: 1, name: 'Sign in to your business account' })).toBeVisible();
    const dialog = tab.getByRole('dialog');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    // The page opens the sign-in dialog on arrival, once its lazily loaded chunk is in; only when it has not after a while
    // does the page's own "Sign in" button open it. Pressing the button while the dialog was still opening closed it
    // again, and the journey waited for an Email field until its timeout (CI, under load).
    await email.waitFor({ timeout: 10_000 }).catch(() => undefined);
    await expect(async () => {
      if ((await dialog.count()) === 0) await tab.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(email).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await submitPasswordSignIn(dialog, APPROVER, DEMO_BUSINESS_PASSWORD);
    await verifySecondFactor(tab, { recovery: demoUserRecoveryCode(APPROVER, 1 + test.info().retry) });

    // Back on the linked request: shown first and highlighted, its decision open.
    const linked = tab.getByRole('list', { name: 'Trips to approve' }).locator(':scope > li[aria-current="true"]');
    await expect(linked).toContainText('Tess Traveler');
    await expect(linked).toContainText(token);
    const decision = tab.getByRole('dialog');
    await expect(decision).toBeVisible();
    await decision.getByRole('textbox', { name: /^Comment/ }).fill('Fine for the client workshop');
    await decision.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(tab.getByText(/was approved\.$/)).toBeVisible();
    expect(new URL(tab.url()).searchParams.get('request')).toMatch(/^apr_/);
  } finally {
    await context.close();
  }

  await tripShows(demo, 'Approved', reference);
  expect(bookingsFor(TRAVELER).find((b) => b.reference === reference)?.status).toBe('booked');
});
