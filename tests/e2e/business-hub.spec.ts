/**
 * Issue #24, the frame side of the business edition, inside the demo partner page (a real cross-site frame):
 * - the seeded company admin of Acme (admin@acme.example, password Business-demo-2026; seeded with two-factor
 *   enrolled) signs in, sees the business header (the b2b logo, the admin hub link, the account-type toggle) and the
 *   admin hub, and edits the company name on Company information > General (saved on the server); the navigation
 *   drawer lists the admin pages as well;
 * - a traveler of Acme sees no admin hub (its one page, the event hub, has no hub navigation; a company page shows
 *   the 403 view), and the server refuses PUT /i/api/business/company/v1/ called directly with 403;
 * - at 390x844 the hub is usable: no horizontal scroll, its navigation and page links on screen (screenshot attached).
 * If the business two-factor verification lands (TOTP), the sign-in step below gains its code.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';

const DEMO_PASSWORD = 'Business-demo-2026';
const ADMIN = 'admin@acme.example';
const TRAVELER = 'traveler@acme.example';

/** Signs `email` in with the password form of the header's sign-in dialog and waits for the account button. */
async function signIn(frame: FrameLocator, email: string): Promise<void> {
  await frame.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = frame.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: /^Account: / })).toBeEnabled();
}

/** The product frame (for calling the server with its own partitioned cookies). */
function productFrame(page: Page) {
  const frame = page.frames().find((f) => f.url().includes('/p/demo/'));
  if (!frame) throw new Error('no product frame');
  return frame;
}

/** PUT the company as the frame's session would (form token, X-CSRF): the status and the first error code. */
async function putCompanyDirectly(page: Page, body: unknown): Promise<{ status: number; code: string | undefined }> {
  return productFrame(page).evaluate(async (payload) => {
    const tokenReply = await fetch('/k/run/formtoken', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' },
      body: '',
    });
    const { formtoken } = (await tokenReply.json()) as { formtoken: string };
    const r = await fetch('/i/api/business/company/v1/', {
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF': formtoken },
      body: JSON.stringify(payload),
    });
    const json = (await r.json()) as { errors?: { code: string }[] };
    return { status: r.status, code: json.errors?.[0]?.code };
  }, body);
}

test('the company admin sees the business header and the admin hub, and renames the company', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signIn(frame, ADMIN);

  // The business header: the b2b product logo (Acme has no logo of its own), the toggle on Business, the hub link.
  await expect(frame.getByRole('link', { name: 'Tripwise for Business home' })).toBeVisible();
  await expect(frame.getByRole('group', { name: 'Account type' }).getByRole('button', { name: 'Business' })).toHaveAttribute('aria-pressed', 'true');
  await frame.getByRole('link', { name: 'Admin hub' }).click();

  const nav = frame.getByRole('navigation', { name: 'Admin hub pages' });
  await expect(frame.getByRole('heading', { name: 'Admin hub', level: 1 })).toBeVisible();
  for (const name of ['General', 'Email domains', 'Users', 'Roles', 'Entities', 'Payment methods', 'Reporting']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Integrations are off by default for a company (core-and-business §6).
  await expect(nav.getByRole('link', { name: 'Integrations' })).toHaveCount(0);

  // An empty page says what it will do and who builds it.
  await nav.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(frame.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(frame.getByTestId('admin-page-empty')).toContainText('This page is built by');

  // Company information > General: rename, saved on the server.
  await nav.getByRole('link', { name: 'General' }).click();
  const name = frame.getByRole('textbox', { name: /Company name/ });
  await expect(name).toHaveValue('Acme Corporation');
  await name.fill('Acme Corporation Europe');
  await frame.getByRole('button', { name: 'Save' }).click();
  await expect(frame.getByRole('status').filter({ hasText: 'Company details saved.' })).toBeVisible();
  const saved = await productFrame(page).evaluate(async () => ((await (await fetch('/i/api/business/company/v1/')).json()) as { name: string }).name);
  expect(saved).toBe('Acme Corporation Europe');
  // The hub greets the company by its new name (the auth state was reloaded).
  await nav.getByRole('link', { name: 'Admin hub', exact: true }).click();
  await expect(frame.getByText('Manage Acme Corporation Europe: choose a page.')).toBeVisible();

  // The navigation drawer lists the admin hub pages too (account-business-header-and-trips §6).
  await frame.getByRole('button', { name: 'Menu' }).click();
  const adminGroup = frame.getByTestId('nav-admin');
  await expect(adminGroup.getByRole('heading', { name: 'Admin hub' })).toBeVisible();
  await adminGroup.getByRole('link', { name: 'User management' }).click();
  await expect(frame.getByRole('heading', { name: 'User management', level: 1 })).toBeVisible();

  // Put the name back for the other journeys.
  expect((await putCompanyDirectly(page, { name: 'Acme Corporation' })).status).toBe(200);
});

test('a traveler has no admin hub, and the server refuses their company change with 403', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signIn(frame, TRAVELER);

  // The traveler's one page is the event hub (their own events): the link leads there, with no hub navigation.
  await frame.getByRole('link', { name: 'Admin hub' }).click();
  await expect(frame.getByRole('heading', { name: 'Event hub', level: 1 })).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'Admin hub pages' })).toHaveCount(0);

  expect(await putCompanyDirectly(page, { name: 'Not my company' })).toEqual({ status: 403, code: 'FORBIDDEN' });
});

test('the hub at 390x844 is usable: no horizontal scroll, the navigation on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signIn(frame, ADMIN);
  // On a phone the header's business controls move into the account menu.
  await frame.getByRole('button', { name: /^Account: / }).click();
  await frame.getByRole('menuitem', { name: 'Admin hub' }).click();
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
  await signIn(frame, ADMIN);
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
