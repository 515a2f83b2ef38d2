/**
 * Issue #13 "Data-sharing opt-out dialog" and "Global Privacy Control", inside the demo partner page (a real
 * cross-site frame) against the real server and database (chrome-and-consent §2, §4 "Data-sharing dialog", §6, §8):
 * - a browser sending `Sec-GPC: 1` with navigator.globalPrivacyControl: the dialog says the signal is on and the
 *   switch is on and locked, also after a reload;
 * - Chromium itself sends no `Sec-GPC`: with navigator.globalPrivacyControl alone the frame records the opt-out (one
 *   PUT allowDataSharing false); a page of the same browser without the signal then finds sharing off, unlocked;
 * - without GPC: switching "Do not sell or share" on is stored (still on after a reload);
 * - the server fails the update (503): the switch reverts and the frame lands on /privacy/manage.
 *
 * The dialog opens from the privacy pages' "Do not sell or share my personal information" button (it writes the
 * 'data-sharing' privacy surface request); the dialog is named "Data sharing" and its switch "Do not sell or share
 * my personal information".
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { clickVisible } from './pages/frame-fields.ts';

const OPT_OUT_PATH = '/i/api/account/dataSharing/v1/optOut';
const OPT_OUT_NAME = 'Do not sell or share my personal information';
const GPC_TEXT = "Your browser's Global Privacy Control signal is on, so we do not sell or share your personal information.";

/** Makes navigator.globalPrivacyControl true in every frame of the page (the product frame too). */
function signalGpc() {
  Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
}

/** The product frame (to read its route). */
function productFrame(page: Page) {
  const frame = page.frames().find((f) => f.url().includes('/p/demo/'));
  if (!frame) throw new Error('no product frame');
  return frame;
}

/** Opens the partner page with the frame on `route` (relative, e.g. 'privacy/manage': the SDK refuses a leading slash) in en-US, and waits until the frame is ready. */
async function openOn(page: Page, route: string): Promise<DemoHostPage> {
  const demo = new DemoHostPage(page);
  await page.goto(`/?locale=en-US&travel=${encodeURIComponent(route)}`);
  await expect(demo.status).toHaveText(/Ready/);
  return demo;
}

/** Opens the data-sharing dialog from the privacy page's button; returns the dialog and its loaded switch. */
async function openDialog(demo: DemoHostPage) {
  await clickVisible(demo.frame.getByRole('button', { name: OPT_OUT_NAME, exact: true }));
  const dialog = demo.frame.getByRole('dialog', { name: 'Data sharing' });
  await expect(dialog).toBeVisible();
  const toggle = dialog.getByRole('switch', { name: OPT_OUT_NAME });
  await expect(toggle).toBeVisible();
  return { dialog, toggle };
}

/** Moves the dialog's switch the way a person does: a click on its label (the switch's input is visually hidden). */
async function flip(dialog: Locator): Promise<void> {
  await dialog.getByText(OPT_OUT_NAME, { exact: true }).click();
}

/** The next PUT of the data-sharing choice this page sends, with its body. */
function nextPut(page: Page) {
  return page.waitForRequest((request) => request.method() === 'PUT' && new URL(request.url()).pathname.endsWith(OPT_OUT_PATH));
}

test.describe('Global Privacy Control from the browser (Sec-GPC: 1 and navigator.globalPrivacyControl)', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('the dialog says the signal is on and the switch stays on and locked, also after a reload', async ({ page }) => {
    await page.context().addInitScript(signalGpc);
    const demo = await openOn(page, 'privacy/manage');
    let { dialog, toggle } = await openDialog(demo);
    await expect(dialog.getByText(GPC_TEXT)).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();

    await page.reload();
    await expect(demo.status).toHaveText(/Ready/);
    ({ dialog, toggle } = await openDialog(demo));
    await expect(dialog.getByText(GPC_TEXT)).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
  });
});

test('navigator.globalPrivacyControl alone (Chromium sends no Sec-GPC): the frame stores the opt-out once', async ({ page }) => {
  const put = nextPut(page);
  await page.addInitScript(signalGpc);
  const demo = await openOn(page, 'privacy/manage');
  expect((await put).postDataJSON()).toEqual({ allowDataSharing: false });
  const { dialog, toggle } = await openDialog(demo);
  await expect(dialog.getByText(GPC_TEXT)).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeDisabled();

  // The same browser (same partitioned session) without the signal: the stored choice is "do not share", unlocked.
  const plain = await page.context().newPage();
  const other = await openOn(plain, 'privacy/manage');
  const again = await openDialog(other);
  await expect(again.toggle).toBeChecked();
  await expect(again.toggle).toBeEnabled();
  await expect(again.dialog.getByText(GPC_TEXT)).toHaveCount(0);
});

test('without GPC: switching "do not sell or share" on is stored', async ({ page }) => {
  const demo = await openOn(page, 'privacy/manage');
  const { dialog, toggle } = await openDialog(demo);
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  const put = nextPut(page);
  await flip(dialog);
  await expect(toggle).toBeChecked();
  const request = await put;
  expect(request.postDataJSON()).toEqual({ allowDataSharing: false });
  expect((await request.response())?.status()).toBe(200);

  await page.reload();
  await expect(demo.status).toHaveText(/Ready/);
  const reopened = await openDialog(demo);
  await expect(reopened.toggle).toBeChecked();
});

test('the server fails the update: the switch reverts and the frame lands on /privacy/manage', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${OPT_OUT_PATH}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await held;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ code: 'INTERNAL_ERROR', description: 'Data sharing is unavailable' }] }),
    });
  });
  const demo = await openOn(page, 'privacy');
  const { dialog, toggle } = await openDialog(demo);
  await expect(toggle).not.toBeChecked();
  const put = nextPut(page);
  await flip(dialog);
  expect((await put).postDataJSON()).toEqual({ allowDataSharing: false });
  await expect(toggle).toBeChecked();
  release();
  await expect(toggle).not.toBeChecked();
  await expect.poll(() => new URL(productFrame(page).url()).pathname).toBe('/p/demo/privacy/manage');
});
