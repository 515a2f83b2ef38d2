/**
 * Issue #10 "every logo variant renders for every brand (a screenshot per brand in the brand gallery); the Pride
 * confetti plays once per browser" (chrome-and-consent §2 "Header logo", §4 "Logo", §9), on the demo partner site:
 * - the Brand gallery page: every brand x every variant image loaded and not clipped, one screenshot per brand;
 * - the real embedded frame: the wordmarks the header used to cut short (HotelsCombined, momondo, Mundi,
 *   OpenTable) show at their full width; choosing the Pride logo plays the confetti (its canvas appears) and a
 *   reload in the same browser does not play it again (the record - localStorage, or a partitioned cookie where
 *   Chromium denies the cross-site frame its storage, as it does here - lives under the partner site: the same
 *   partner, so the same record).
 * The company logo fallback (an <img> error) is a unit test: frame-app/src/features/chrome/header-logo/header-logo.test.tsx.
 */
import { expect, test, type Locator } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';

/** Brands (id, display name) and variants the gallery must show. */
const BRANDS = [
  ['default', 'Tripwise'],
  ['momondo', 'momondo'],
  ['cheapflights', 'Cheapflights'],
  ['hotelscombined', 'HotelsCombined'],
  ['mundi', 'Mundi'],
  ['swoodoo', 'swoodoo'],
  ['checkfelix', 'checkfelix'],
  ['opentable', 'OpenTable'],
  ['b2b', 'Tripwise for Business'],
] as const;
const VARIANTS = [
  'Default', 'Presentation: AOS', 'Presentation: dark mode', 'Inverted', 'Compact', 'Compact, dark mode', 'Compact, inverted',
  'Pride', 'Pride, compact', 'Ukrainian-themed', 'Ukrainian-themed, compact',
];

/** Loaded (naturalWidth > 0), drawn at its full intrinsic width and entirely inside `container`. */
async function expectWholeImage(img: Locator, container: Locator): Promise<void> {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const [natural, box, outer] = await Promise.all([
    img.evaluate((el: HTMLImageElement) => ({ width: el.naturalWidth, height: el.naturalHeight })),
    img.boundingBox(),
    container.boundingBox(),
  ]);
  expect(box && outer).toBeTruthy();
  // Height 32 px: the drawn width is the intrinsic width scaled to that height, never squeezed.
  expect(box!.width).toBeGreaterThanOrEqual((natural.width * box!.height) / natural.height - 0.5);
  expect(box!.x).toBeGreaterThanOrEqual(outer!.x - 0.5);
  expect(box!.x + box!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
}

test('the Brand gallery shows every brand x every logo variant, loaded and not clipped, with a screenshot per brand', async ({ page }, testInfo) => {
  await page.goto('/brand-gallery.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand gallery' })).toBeVisible();
  for (const [id, name] of BRANDS) {
    const section = page.getByRole('region', { name, exact: true });
    await expect(section).toHaveAttribute('data-brand', id);
    const figures = section.getByRole('figure');
    await expect(figures).toHaveCount(VARIANTS.length);
    for (const variant of VARIANTS) {
      const figure = figures.filter({ has: page.getByText(variant, { exact: true }) });
      await expect(figure).toHaveCount(1);
      const img = figure.getByRole('img', { name, exact: true });
      await expectWholeImage(img, figure.locator('.gallery-plate'));
    }
    await section.scrollIntoViewIfNeeded();
    await testInfo.attach(`brand-gallery-${id}.png`, { body: await section.screenshot(), contentType: 'image/png' });
  }
});

test('the header shows the wordmarks it used to cut short at their full width', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  for (const [id, name] of BRANDS.filter(([brand]) => ['hotelscombined', 'momondo', 'mundi', 'opentable'].includes(brand))) {
    await page.getByRole('combobox', { name: /^Brand/ }).selectOption(id);
    await expect(demo.status).toHaveText(/Ready/);
    const home = demo.frame.getByRole('link', { name: `${name} home` });
    await expectWholeImage(home.getByRole('img', { name, exact: true }), demo.frame.locator('header'));
  }
});

test('the Pride logo plays the confetti once per browser: not again after a reload', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  await page.getByRole('combobox', { name: /^Logo/ }).selectOption('pride');
  await expect(demo.status).toHaveText(/Ready/);
  const home = demo.frame.getByRole('link', { name: 'Tripwise home' });
  await expect(home).toHaveAttribute('data-logo', 'pride');
  // About 1 s after the Pride logo shows, the confetti canvas appears over the frame (and goes when it has fallen).
  await expect(demo.frame.locator('canvas[data-confetti]')).toHaveCount(1);
  await expect(home).toHaveAttribute('data-confetti', 'played');
  await expect(demo.frame.locator('canvas[data-confetti]')).toHaveCount(0, { timeout: 30_000 });

  // The partner page keeps ?logo=pride in its URL: a reload shows the Pride logo again, without confetti.
  await page.reload();
  await expect(demo.status).toHaveText(/Ready/);
  await expect(page.getByRole('combobox', { name: /^Logo/ })).toHaveValue('pride');
  const again = demo.frame.getByRole('link', { name: 'Tripwise home' });
  await expect(again).toHaveAttribute('data-logo', 'pride');
  await expect(again).toHaveAttribute('data-confetti', 'already-shown');
  await expect(demo.frame.locator('canvas[data-confetti]')).toHaveCount(0);
});
