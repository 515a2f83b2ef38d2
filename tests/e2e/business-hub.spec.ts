/**
 * Issue #24, the business edition inside the demo partner page (a real cross-site frame), against the real server and
 * its seeded demo companies (README "Business edition"):
 * - the Acme company admin signs in with the password, opens the admin hub, is asked for the second factor
 *   (/business/verify: the current code of the demo authenticator secret), and lands on the hub: the business header
 *   (b2b logo, admin hub link, account-type toggle), the hub navigation; renames the company; invites a user from the
 *   users page (the mail is in the outbox); uploads a company logo, which the header then shows; the drawer lists the
 *   admin pages;
 * - a person invited by Globex's admin opens the mailed link (first party, the product origin), creates an account with the invited
 *   email, joins the company, enrols an authenticator app (the key the page shows, recovery codes saved) and is in;
 * - a traveler of Acme, past the second factor, sees no admin hub, and the server refuses their company change (403);
 * - at 390x844 the hub is usable: no horizontal scroll, its navigation and page links on screen (screenshot attached).
 */
import { expect, test, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { callFromFrame, demoUserCode, demoUserRecoveryCode, productFrame, signInWithPassword, totpCode, verifySecondFactor, openAdminHubFromAccountMenu } from './pages/business.ts';
import { registerInOpenDialog } from './pages/sign-in.ts';
import { PRODUCT_ORIGIN } from './ports.ts';

const ADMIN = 'admin@acme.example';
const TRAVELER = 'traveler@acme.example';
const GLOBEX_ADMIN = 'admin@globex.example';
/** A 1x1 PNG (the server checks a logo's type by its bytes). */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** PUT the company as the frame's session would: the status and the first error code. */
function putCompanyDirectly(page: Page, body: unknown) {
  return callFromFrame(page, 'PUT', '/i/api/business/company/v1/', body);
}

/**
 * Signs `email` in, opens the admin hub from the header (or the account menu) and passes the second factor there: with
 * the authenticator code, or with recovery code `recovery` (journeys of the file run at once, and a user's TOTP code
 * works once: each journey signs in a different user, or uses a recovery code).
 */
async function signInToHub(demo: DemoHostPage, email: string, hubLink: 'header' | 'menu' = 'header', recovery?: number): Promise<void> {
  const { frame } = demo;
  await signInWithPassword(frame, email);
  if (hubLink === 'header') {
    await frame.getByRole('link', { name: 'Admin hub' }).click();
  } else {
    await openAdminHubFromAccountMenu(frame);
  }
  // Signed in with the password only: the hub first asks for the authenticator code.
  await verifySecondFactor(frame, recovery === undefined ? demoUserCode(email) : { recovery: demoUserRecoveryCode(email, recovery) });
}

test('the company admin passes two-factor, sees the business header and the admin hub, renames the company, invites a user and uploads a logo', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signInToHub(demo, ADMIN);

  // The business header: the b2b product logo (Acme has no logo of its own yet), the toggle on Business.
  await expect(frame.getByRole('link', { name: 'Tripwise for Business home' })).toBeVisible();
  await expect(frame.getByRole('group', { name: 'Account type' }).getByRole('button', { name: 'Business' })).toHaveAttribute('aria-pressed', 'true');

  const nav = frame.getByRole('navigation', { name: 'Admin hub pages' });
  await expect(frame.getByRole('heading', { name: 'Admin hub', level: 1 })).toBeVisible();
  // Acme has the roles, entities, integrations and account permissions switches on (server/src/db/seed-business.ts).
  for (const name of ['General', 'Email domains', 'Users', 'Roles', 'Entities', 'Payment methods', 'Integrations', 'Homepage messages', 'Account permissions', 'Reporting']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }

  // The groups page is built (it offers "New group").
  await nav.getByRole('link', { name: 'Groups', exact: true }).click();
  await expect(frame.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'New group' })).toBeVisible();
  // Reporting is built (issue #26; business-reporting.spec.ts walks through it): its filters and totals show.
  await nav.getByRole('link', { name: 'Reporting', exact: true }).click();
  await expect(frame.getByRole('heading', { name: 'Reporting', level: 1 })).toBeVisible();
  await expect(frame.getByRole('form', { name: 'Report filters' })).toBeVisible();

  // Users: invite a person by email; the invitation mail is in the outbox (the demo page's panel shows it).
  await nav.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(frame.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(frame.getByRole('cell', { name: TRAVELER })).toBeVisible();
  const invitee = `invitee.${Date.now()}@acme.example`;
  await frame.getByRole('button', { name: 'Invite user' }).click();
  const invite = frame.getByRole('dialog', { name: 'Invite a user' });
  await invite.getByRole('textbox', { name: /Email address/ }).fill(invitee);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(frame.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();
  const mail = page.getByRole('region', { name: 'Mail outbox' }).getByRole('article', { name: new RegExp(`^You are invited to join .+ for business travel to ${invitee.replace(/\./g, '\\.')}$`) });
  await expect(mail).toBeVisible();
  await expect(mail.getByRole('link', { name: new RegExp(`^${PRODUCT_ORIGIN}/business/join#token=`) })).toBeVisible();

  // Company information > General: rename, saved on the server.
  await nav.getByRole('link', { name: 'General' }).click();
  const name = frame.getByRole('textbox', { name: /Company name/ });
  await expect(name).toHaveValue('Acme Corporation');
  await name.fill('Acme Corporation Europe');
  await frame.getByRole('button', { name: 'Save' }).click();
  await expect(frame.getByRole('status').filter({ hasText: 'Company details saved.' })).toBeVisible();
  const saved = await productFrame(page).evaluate(async () => ((await (await fetch('/i/api/business/company/v1/')).json()) as { name: string }).name);
  expect(saved).toBe('Acme Corporation Europe');

  // The company logo, uploaded on the same page through the file picker, replaces the product logo in the header at once.
  const chooser = page.waitForEvent('filechooser');
  await frame.getByRole('button', { name: 'Upload a logo' }).click();
  await (await chooser).setFiles({ name: 'acme.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(frame.getByRole('status').filter({ hasText: 'Logo saved.' })).toBeVisible();
  await expect(frame.getByRole('img', { name: 'Current company logo' })).toHaveAttribute('src', /\/company-logos\//);
  const headerLogo = frame.getByRole('banner').getByRole('img', { name: 'Acme Corporation Europe logo' });
  await expect(headerLogo).toHaveAttribute('src', /\/company-logos\//);
  await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The hub greets the company by its new name (the auth state was reloaded).
  await nav.getByRole('link', { name: 'Admin hub', exact: true }).click();
  await expect(frame.getByText('Manage Acme Corporation Europe: choose a page.')).toBeVisible();

  // The navigation drawer lists the admin hub pages too (account-business-header-and-trips §6).
  await frame.getByRole('button', { name: 'Menu' }).click();
  const adminGroup = frame.getByTestId('nav-admin');
  await expect(adminGroup.getByRole('heading', { name: 'Admin hub' })).toBeVisible();
  await adminGroup.getByRole('link', { name: 'User management' }).click();
  await expect(frame.getByRole('heading', { name: 'User management', level: 1 })).toBeVisible();

  // The name and the product logo back for the other journeys.
  expect((await putCompanyDirectly(page, { name: 'Acme Corporation' })).status).toBe(200);
  expect((await callFromFrame(page, 'POST', '/i/api/business/company/v1/logo/delete', {})).status).toBe(200);
});

test('an invited person opens the mailed link, creates an account, joins the company and enrols two-factor', async ({ page, browser }) => {
  // Globex's admin invites (through the API this time: the journey above drives the dialog).
  const demo = new DemoHostPage(page);
  await demo.open();
  await signInToHub(demo, GLOBEX_ADMIN);
  const invitee = `joiner.${Date.now()}@globex.example`;
  expect((await callFromFrame(page, 'POST', '/i/api/business/admin/v1/invitations', { email: invitee })).status).toBe(200);
  const link = page.getByRole('region', { name: 'Mail outbox' }).getByRole('article', { name: new RegExp(`to ${invitee.replace(/\./g, '\\.')}$`) }).getByRole('link');
  const href = (await link.first().getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^${PRODUCT_ORIGIN}/business/join#token=`));

  // The invitee, in a browser of their own: the link is a first-party page of the product (it opens the frame's page).
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(href);
  await expect(tab.getByText(`Globex invites ${invitee} to join its business travel account.`)).toBeVisible();
  await tab.getByRole('button', { name: 'Sign in or create account' }).click();
  await registerInOpenDialog(tab, invitee);
  await tab.getByRole('button', { name: 'Join Globex' }).click();

  // New to the company: enrol an authenticator app first (the key the page shows), save the recovery codes.
  await expect(tab.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await tab.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await tab.getByTestId('two-factor-secret').textContent()) ?? '';
  await tab.getByRole('textbox', { name: '6-digit code' }).fill(totpCode(secret));
  await tab.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(tab.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await tab.getByText('I have saved these recovery codes').click();
  await tab.getByRole('button', { name: 'Continue' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toHaveCount(0);
  await expect(tab.getByRole('button', { name: `Account: ${invitee}` })).toBeVisible();
  expect(new URL(tab.url()).pathname).toMatch(/^\/p\/demo\/business/);
  await context.close();
});

test('a traveler has no admin hub, and the server refuses their company change with 403', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  // The traveler's one page is the event hub (their own events): the link leads there, with no hub navigation.
  await signInToHub(demo, TRAVELER);
  await expect(frame.getByRole('heading', { name: 'Event hub', level: 1 })).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'Admin hub pages' })).toHaveCount(0);

  expect(await putCompanyDirectly(page, { name: 'Not my company' })).toEqual({ status: 403, code: 'FORBIDDEN' });
});

test('the hub at 390x844 is usable: no horizontal scroll, the navigation on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  // On a phone the header's business controls move into the account menu.
  await signInToHub(demo, ADMIN, 'menu', test.info().retry);
  const nav = frame.getByRole('navigation', { name: 'Admin hub pages' });
  await expect(nav.getByRole('link', { name: 'General' })).toBeVisible();
  const overflow = await productFrame(page).evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('business-hub-390x844.png'), fullPage: false });
  await test.info().attach('business-hub-390x844.png', { path: test.info().outputPath('business-hub-390x844.png'), contentType: 'image/png' });
  // A page opened from the navigation shows its content first, with a way back to the whole list.
  await nav.getByRole('link', { name: 'General' }).click();
  await expect(frame.getByRole('textbox', { name: /Company name/ })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'All admin pages' })).toBeVisible();
});

test('the business header (admin hub link, account-type toggle) fits the frame at 1280, 834 and 640 px', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signInWithPassword(frame, ADMIN);
  for (const width of [1280, 834, 640]) {
    await page.setViewportSize({ width, height: 900 });
    await demo.frameElement.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect
      .poll(async () => {
        const outer = await demo.frameElement.evaluate((el) => el.clientWidth);
        const inner = await frame.locator('html').evaluate(() => window.innerWidth);
        return outer > 0 && inner === outer;
      })
      .toBe(true);
    const innerWidth = await frame.locator('html').evaluate(() => window.innerWidth);
    // Below 600 px the controls live in the account menu (the 390 px journey above); from 600 px they are in the row.
    if (innerWidth >= 600) await expect(frame.getByRole('group', { name: 'Account type' })).toBeVisible();
    const overflow = await frame.locator('header').first().evaluate((header) => ({
      header: header.scrollWidth - header.clientWidth,
      document: header.ownerDocument.documentElement.scrollWidth - header.ownerDocument.documentElement.clientWidth,
    }));
    expect(overflow, `at ${width} px (frame ${innerWidth} px)`).toEqual({ header: 0, document: 0 });
  }
});
