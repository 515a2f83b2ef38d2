/**
 * Issue #22 "What a user sees" 1 and 7, inside the demo partner page: every overlay of the frame stacks above the
 * hotel map (one z-index scale, brands/src/layers.ts; the map is its own stacking context), the "Feedback" launcher
 * covers no content and is under the dimmed background of an open dialog, and the US cookie notice covers no
 * results page control. "Covered" is what a click meets: `document.elementFromPoint` inside the frame.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { clickVisible } from './pages/frame-fields.ts';

const DESKTOP = { width: 1280, height: 900 };

const hotelOffers = (frame: FrameLocator) => frame.getByRole('list', { name: 'Hotel offers' }).locator(':scope > li');

async function searchParisHotels(frame: FrameLocator): Promise<void> {
  await frame.getByRole('tab', { name: 'Hotels' }).click();
  await frame.getByRole('combobox', { name: 'Destination', exact: true }).fill('Paris');
  await expect(frame.getByRole('listbox').locator('..')).toHaveCSS('opacity', '1');
  await frame.getByRole('option', { name: /^Paris, France/ }).first().click();
  await frame.getByRole('button', { name: 'Search hotels' }).click();
  await expect(hotelOffers(frame).first()).toBeVisible();
}

/** Whether a click at the centre of `target`'s box would reach `target` (or something inside it). */
async function isTopmostAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
}

/** Whether the centre of `target`'s box lies inside `area`'s box (both in the same frame). */
async function centreLiesIn(target: Locator, area: Locator): Promise<boolean> {
  const a = await area.boundingBox();
  const t = await target.boundingBox();
  if (!a || !t) return false;
  const [x, y] = [t.x + t.width / 2, t.y + t.height / 2];
  return x > a.x && x < a.x + a.width && y > a.y && y < a.y + a.height;
}

/**
 * Scrolls the partner page so the middle of `area` is in the middle of the screen: a modal dialog, placed in the
 * part of the frame the visitor sees, then lies over it.
 */
async function bringUnderDialog(dialog: Locator, area: Locator): Promise<void> {
  await area.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect.poll(() => centreLiesIn(dialog, area)).toBe(true);
}

test.describe('overlays over the hotel map (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('choosing Euro over the open map: "Always show prices in Euro?" is the topmost element at its centre and is answered', async ({ page }) => {
    const demo = new DemoHostPage(page);
    await demo.open();
    const { frame } = demo;
    await searchParisHotels(frame);
    const map = frame.getByRole('region', { name: 'Map of hotels in Paris' }).locator('.leaflet-container');
    await expect(map).toBeVisible();

    await clickVisible(frame.getByRole('button', { name: 'Currency: $ US Dollar' }));
    const picker = frame.getByRole('dialog', { name: 'Choose a currency' });
    await picker.getByRole('region', { name: 'Most used' }).getByRole('button', { name: /Euro/ }).click();
    const confirm = frame.getByRole('alertdialog', { name: 'Always show prices in Euro?' });
    await expect(confirm).toBeVisible();
    await bringUnderDialog(confirm, map);
    expect(await isTopmostAtCentre(confirm)).toBe(true);

    // A click on it reaches it: the prices change to euros.
    await confirm.getByRole('button', { name: 'No, just this time' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Currency: € Euro' })).toBeVisible();
    await expect(hotelOffers(frame).first()).toContainText('€');
  });

  test('the country and language picker and the sign-in dialog are above the open map too', async ({ page }) => {
    const demo = new DemoHostPage(page);
    await demo.open();
    const { frame } = demo;
    await searchParisHotels(frame);
    const map = frame.getByRole('region', { name: 'Map of hotels in Paris' }).locator('.leaflet-container');
    await expect(map).toBeVisible();

    await clickVisible(frame.getByRole('button', { name: /change country and language$/ }));
    const locales = frame.getByRole('dialog', { name: 'Country and language' });
    await expect(locales).toBeVisible();
    await bringUnderDialog(locales, map);
    expect(await isTopmostAtCentre(locales)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(locales).toHaveCount(0);

    await clickVisible(frame.getByRole('button', { name: 'Sign in', exact: true }));
    const signIn = frame.getByRole('dialog', { name: /sign in/i });
    await expect(signIn).toBeVisible();
    await bringUnderDialog(signIn, map);
    expect(await isTopmostAtCentre(signIn)).toBe(true);
  });
});
