/**
 * Issue #8 "Frame and host together", tried on a 390x844 phone inside the demo partner page:
 *  - the cancel-booking dialog opens inside the visible viewport after scrolling far down a long page (the host
 *    SDK sends the visible region through the bridge's scroll action; the frame's overlay layer uses it);
 *  - a suggestion list opened near the bottom of the screen flips above its field instead of opening off screen;
 *  - switching brand and currency on a results page keeps the results (the SDK re-mounts on the frame's route);
 *  - reloading the partner page reopens the same results (the SDK mirrors the route into `?travel=`);
 *  - a reload inside the frame keeps the brand and the currency;
 *  - a page whose partner id the product does not know gets the SDK's `error` event (`unknown-partner`) and the
 *    fallback at once.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { confirmationReference, fillPayment, fillTravelers, payButton, TEST_CARDS } from './pages/booking-flow.ts';
import { ATTACKER_ORIGIN, PRODUCT_ORIGIN } from './ports.ts';
import { chooseVerticalTab } from './pages/frame-fields.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const hotelOffers = (frame: FrameLocator) => frame.getByRole('list', { name: 'Hotel offers' }).locator(':scope > li');

/**
 * Waits until the open suggestion list has faded in: react-aria keeps a popover transparent (and out of hit testing)
 * while it places it inside the visible part of the frame, and the frame is still growing on a phone (footer, site
 * extras), so a tap in that moment would land on the field below and Playwright's scroll-and-retry keeps it moving.
 */
async function suggestionsShown(frame: FrameLocator): Promise<void> {
  await expect(frame.getByRole('listbox').locator('..')).toHaveCSS('opacity', '1');
}

/** Front door -> Hotels -> Paris -> results. */
async function searchParisHotels(demo: DemoHostPage): Promise<void> {
  const { frame } = demo;
  await chooseVerticalTab(frame, 'Hotels');
  const box = frame.getByRole('combobox', { name: 'Destination', exact: true });
  await box.fill('Paris');
  await suggestionsShown(frame);
  await frame.getByRole('option', { name: /^Paris, France/ }).first().click();
  await frame.getByRole('button', { name: 'Search hotels' }).click();
  await expect(hotelOffers(frame).first()).toBeVisible();
}

/** The box of a frame element in the partner page's viewport (Playwright reports main-frame viewport coordinates). */
async function viewportBox(page: Page, locator: ReturnType<FrameLocator['getByRole']>) {
  const box = await locator.boundingBox();
  expect(box, 'the element is rendered').not.toBeNull();
  return box!;
}

test('the cancel dialog opens fully inside the visible viewport after scrolling far down a long page', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  await searchParisHotels(demo);
  const { frame } = demo;

  // Book the first hotel with a test card.
  const email = `phone-${Date.now()}@example.com`;
  const select = frame.getByRole('button', { name: /^Select / }).first();
  await select.scrollIntoViewIfNeeded();
  await select.click();
  // A hotel's Select opens its rooms and rates (issue #11); its first rate opens the booking page.
  const book = frame.getByRole('list', { name: 'Rooms and rates' }).getByRole('button', { name: /^Book / }).first();
  await book.scrollIntoViewIfNeeded();
  await book.click();
  await expect(payButton(frame)).toBeVisible();
  await fillTravelers(frame, email);
  await fillPayment(frame, TEST_CARDS.approved);
  await payButton(frame).click();
  const reference = await confirmationReference(frame);

  // Find it on the manage-booking page.
  await frame.getByRole('link', { name: 'Manage booking' }).click();
  await frame.getByRole('textbox', { name: 'Booking reference' }).fill(reference);
  await frame.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await frame.getByRole('button', { name: 'Find booking' }).click();
  const found = frame.getByRole('region', { name: `Booking ${reference}` });
  await expect(found).toContainText('Booked');

  // Scroll the partner page down until the button is at the bottom of the screen: the frame's top is well above the
  // screen, and its middle (where a dialog centred in the whole frame would open) is below it (the footer makes the
  // frame far taller than the screen).
  const cancel = found.getByRole('button', { name: 'Cancel booking' });
  await cancel.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const frameBox = (await demo.frameElement.boundingBox())!;
  expect(frameBox.y, 'the frame starts above the screen').toBeLessThan(0);
  const middle = frameBox.y + frameBox.height / 2;
  expect(middle, "the frame's middle is below the screen").toBeGreaterThan(PHONE.height);
  await cancel.click();

  const dialog = frame.getByRole('alertdialog', { name: /Cancel/ });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Yes, cancel booking' });
  for (const target of [dialog, confirm]) {
    const box = await viewportBox(page, target);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  // The partner page did not have to move for it, and a tap on the confirm button works where it is.
  await confirm.tap();
  await expect(found).toContainText('Cancelled');
});

test('a suggestion list opened near the bottom of the screen stays on the screen', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await chooseVerticalTab(frame, 'Hotels');
  const box = frame.getByRole('combobox', { name: 'Destination', exact: true });
  await demo.expectFrameFitsContent();
  // The field sits just above the bottom edge of the phone's screen. The frame may still grow (footer, extras) and
  // move it after one scroll: scroll again until it stays there (its box is null while it is still being painted).
  await expect
    .poll(async () => {
      await box.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const field = await box.boundingBox();
      return field ? PHONE.height - (field.y + field.height) : Number.POSITIVE_INFINITY;
    }, { message: 'the Destination field just above the bottom edge' })
    .toBeLessThan(80);
  await box.fill('Paris');
  const listbox = frame.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await suggestionsShown(frame);
  const list = (await listbox.boundingBox())!;
  expect(list.y).toBeGreaterThanOrEqual(0);
  expect(list.y + list.height).toBeLessThanOrEqual(PHONE.height);
  await listbox.getByRole('option', { name: /^Paris, France/ }).first().tap();
  await expect(box).toHaveValue(/Paris/);
});

test('switching brand and currency on results keeps the results; a partner page reload reopens them', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  await searchParisHotels(demo);
  const { frame } = demo;
  const names = async () => (await hotelOffers(frame).allInnerTexts()).map((t) => t.split('\n')[0]).slice(0, 5);
  const before = await names();
  // The frame's route is mirrored into the partner page's URL.
  await expect.poll(() => new URL(page.url()).searchParams.get('travel') ?? '').toMatch(/^hotels\//);

  await page.getByRole('combobox', { name: /^Brand/ }).selectOption('momondo');
  await expect(demo.status).toHaveText(/Ready/);
  await expect(frame.locator('html')).toHaveAttribute('data-brand', 'momondo');
  await expect(hotelOffers(frame).first()).toBeVisible();
  expect(await names()).toEqual(before);

  await page.getByRole('combobox', { name: /^Currency/ }).selectOption('EUR');
  await expect(demo.status).toHaveText(/Ready/);
  await expect(hotelOffers(frame).first()).toContainText('€');
  expect(await names()).toEqual(before);
  await expect(frame.locator('html')).toHaveAttribute('data-brand', 'momondo');

  // A reload of the partner page (or its URL shared) reopens the same results, brand and currency.
  await page.reload();
  await expect(demo.status).toHaveText(/Ready/);
  await expect(hotelOffers(frame).first()).toContainText('€');
  expect(await names()).toEqual(before);
  await expect(frame.locator('html')).toHaveAttribute('data-brand', 'momondo');

  // A reload inside the frame (as the INVALID_SESSION policy does) keeps the brand and the currency too.
  const productFrame = page.frames().find((f) => f.url().includes('/p/demo/hotels/'));
  expect(productFrame, 'the frame is on a hotel results URL').toBeTruthy();
  await productFrame!.evaluate(() => window.location.reload());
  await expect(hotelOffers(frame).first()).toContainText('€');
  await expect(frame.locator('html')).toHaveAttribute('data-brand', 'momondo');
  expect(await names()).toEqual(before);

  // Back to the front door: the partner URL drops the route.
  await frame.getByRole('link', { name: 'momondo home' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.has('travel')).toBe(false);
});

test('a page mounting a partner the product does not know gets error "unknown-partner" and the fallback at once', async ({ page }) => {
  const started = Date.now();
  await page.goto(`${ATTACKER_ORIGIN}/unknown-partner-sdk.html`);
  const container = page.locator('#travel-frame');
  const alert = container.getByRole('alert');
  await expect(alert).toBeVisible({ timeout: 10_000 });
  // Reported by the product's page, not by the SDK's 4 s timeout.
  expect(Date.now() - started).toBeLessThan(4_000);
  const errors = page.getByRole('list', { name: 'SDK errors' }).getByRole('listitem');
  await expect(errors).toHaveCount(1);
  expect(JSON.parse((await errors.first().textContent()) ?? '')).toEqual({ reason: 'unknown-partner', url: `${PRODUCT_ORIGIN}/p/no-such-partner/` });
  await expect(container.getByRole('status', { name: 'Loading' })).toBeHidden();
});
