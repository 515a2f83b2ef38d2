/**
 * Issue #22 "What a user sees" 2: the signed-in header fits the frame for every brand and a long email, at desktop,
 * tablet and phone widths, inside the demo partner page (a real cross-site frame):
 * - per group of three brands (three tests, so they run in parallel), one account (a 40-character email) is created;
 *   the demo page's Brand select re-mounts the frame for each brand of the group (nine in the registry) (the frame's session cookie is partitioned under the partner site, so it
 *   survives), and the viewport is resized within the same page to 1280, 834 and 390 px;
 * - at each width, once the layout has settled: the frame's document and its header have no horizontal overflow
 *   (scrollWidth <= clientWidth),
 *   every control of the header, the account button included, lies wholly inside the frame, and opening the account
 *   menu leaves the frame's scrollX at 0.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { BRAND_CHOICES } from '../../brands/src/names.ts';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { registerFromHeader } from './pages/sign-in.ts';

/** Partner page widths in CSS px: desktop, tablet, phone (issue #22). */
const WIDTHS = [1280, 834, 390] as const;
const HEIGHT_PX = 900;

/** A unique email of exactly 40 characters (issue #22: "a 40-character email"). */
function fortyCharacterEmail(): string {
  const domain = '@example.com';
  // A random part beside the time: the three brand groups run in parallel workers and can start in the same
  // millisecond; with the time alone the second one found the account already made and was asked for its password.
  const local = `header.fit.${Date.now().toString(36)}.${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
  return `${local}${'x'.repeat(40 - domain.length - local.length)}${domain}`;
}

/**
 * The frame's horizontal fit as the visitor would notice it: overflow of the document and the header (scrollWidth
 * beyond clientWidth), the header controls' extent beyond the frame's edges, and the frame document's clientWidth.
 */
async function headerFit(frame: FrameLocator) {
  return frame.getByRole('banner').evaluate((header) => {
    const doc = header.ownerDocument.documentElement;
    const width = doc.clientWidth;
    const controls = [...header.querySelectorAll('button, a')].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0);
    // What sticks out furthest to the right (outside any scroll or clip box), named for the failure message.
    let widest = { right: 0, name: '' };
    const clipped = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== header.ownerDocument.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of header.ownerDocument.body.querySelectorAll('*')) {
      if (clipped(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.right > widest.right) widest = { right: Math.round(r.right), name: `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}` };
    }
    return {
      widest,
      width,
      documentOverflow: doc.scrollWidth - doc.clientWidth,
      headerOverflow: header.scrollWidth - header.clientWidth,
      controlsLeft: Math.min(...controls.map((r) => r.left)),
      controlsRight: Math.max(...controls.map((r) => r.right)),
    };
  });
}

/**
 * Resizes the partner page, brings the frame's header into view (as a person looking at it would) and waits until the
 * frame's document has the iframe's new width.
 *
 * In view because below 900 px the demo page stacks its panels above the frame, which can leave the whole frame below
 * the fold: Chromium then stops rendering updates of that cross-site frame (no ResizeObserver, no animation frame), so
 * the header keeps the fit of the old width (at 390 px after 834 px: 264 px too wide) until the frame is seen again.
 * That was the journey's one flaky failure (issue #23); what a visitor can see is the fitted header.
 */
async function resizeTo(page: Page, demo: DemoHostPage, width: number): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT_PX });
  // From the partner page, which is rendered: Playwright's scrollIntoViewIfNeeded on the header waits for it to be
  // stable over animation frames, which a frame that is not rendered never has.
  await demo.frameElement.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect
    .poll(async () => {
      const outer = await demo.frameElement.evaluate((el) => el.clientWidth);
      const inner = await demo.frame.locator('html').evaluate(() => window.innerWidth);
      return outer > 0 && outer < width && inner === outer;
    })
    .toBe(true);
}

/**
 * The nine brands in {@link BRAND_GROUPS} groups of three, one test each (issue #23): three tests run in parallel
 * workers and each stays well inside its time limit on a loaded machine, for two more sign-ups than one test would make.
 */
const BRAND_GROUPS = 3;
const groupSize = Math.ceil(BRAND_CHOICES.length / BRAND_GROUPS);
const groups = Array.from({ length: BRAND_GROUPS }, (_, i) => BRAND_CHOICES.slice(i * groupSize, (i + 1) * groupSize));

for (const brands of groups) {
  const names = brands.map((b) => b.displayName).join(', ');
  test(`the signed-in header of ${names} fits the frame at 1280, 834 and 390 px with a 40-character email`, async ({ page }) => {
    test.setTimeout(180_000);
    await checkBrands(page, brands);
  });
}

test.describe('with reduced motion on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

  // The frame's reduced-motion rule once gave every property a 0.01 ms transition (global.css): the header read its
  // width before a collapse step had applied, picked too few steps, and refitted forever (its steps and the frame's
  // height flickered between two layouts while the page was open).
  test('the header settles on one fit: the same steps and frame height over 60 animation frames', async ({ page }) => {
    const demo = new DemoHostPage(page);
    await demo.open();
    await demo.frameElement.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await demo.expectFrameFitsContent();
    const seen = await demo.frame.getByRole('banner').evaluate(
      (header) =>
        new Promise<string[]>((resolve) => {
          const row = header.querySelector('[data-header-fit]') ?? header;
          const doc = header.ownerDocument;
          const states: string[] = [];
          const sample = () => {
            states.push(`${row.getAttribute('data-header-fit') ?? '(none)'} @ ${doc.documentElement.scrollHeight} px`);
            if (states.length < 60) doc.defaultView?.requestAnimationFrame(sample);
            else resolve(states);
          };
          doc.defaultView?.requestAnimationFrame(sample);
        }),
    );
    expect(seen).toHaveLength(60);
    expect(new Set(seen), 'distinct header fits and frame heights').toEqual(new Set([seen[0]]));
    const fit = await headerFit(demo.frame);
    expect(fit.headerOverflow, 'header scrollWidth - clientWidth').toBeLessThanOrEqual(0);
  });
});

test('the groups cover all nine brands of the registry', () => {
  expect(groups.flat().map((b) => b.id)).toEqual(BRAND_CHOICES.map((b) => b.id));
  expect(BRAND_CHOICES).toHaveLength(9);
});

/** Signs up with a 40-character email, then checks the header of each of `brands` at every width (module docstring). */
async function checkBrands(page: Page, brands: readonly (typeof BRAND_CHOICES)[number][]): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT_PX });
  const email = fortyCharacterEmail();
  expect(email).toHaveLength(40);
  const demo = new DemoHostPage(page);
  await demo.open();
  await registerFromHeader(demo.frame, email);

  for (const { id, displayName } of brands) {
    await page.getByRole('combobox', { name: /^Brand/ }).selectOption(id);
    await expect(demo.status).toHaveText(/Ready/);
    const { frame } = demo;
    await expect(frame.getByRole('link', { name: `${displayName} home` })).toBeVisible();
    const account = frame.getByRole('button', { name: `Account: ${email}` });
    for (const width of WIDTHS) {
      await resizeTo(page, demo, width);
      await expect(account).toBeEnabled();
      const where = `${id} at ${width} px`;
      // Settled layout: the header refits in the animation frame after its size changed (ui/header-fit.ts).
      await expect
        .poll(async () => (await headerFit(frame)).documentOverflow, { message: `${where}: document scrollWidth - clientWidth` })
        .toBeLessThanOrEqual(0)
        .catch(async (error: unknown) => {
          throw new Error(`${String(error)}\nwidest: ${JSON.stringify((await headerFit(frame)).widest)}`);
        });
      const fit = await headerFit(frame);
      expect(fit.documentOverflow, `${where}: document scrollWidth - clientWidth (widest: ${JSON.stringify(fit.widest)})`).toBeLessThanOrEqual(0);
      expect(fit.headerOverflow, `${where}: header scrollWidth - clientWidth`).toBeLessThanOrEqual(0);
      expect(fit.controlsLeft, `${where}: leftmost header control`).toBeGreaterThanOrEqual(0);
      expect(fit.controlsRight, `${where}: rightmost header control`).toBeLessThanOrEqual(fit.width);
      const box = await account.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      expect(box.left, `${where}: account button left`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${where}: account button right`).toBeLessThanOrEqual(fit.width);

      await account.click();
      await expect(frame.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      expect(await frame.locator('html').evaluate(() => window.scrollX), `${where}: frame scrollX with the menu open`).toBe(0);
      await page.keyboard.press('Escape');
      await expect(frame.getByRole('menuitem', { name: 'Sign out' })).toHaveCount(0);
      expect(await frame.locator('html').evaluate(() => window.scrollX), `${where}: frame scrollX after the menu closed`).toBe(0);
    }
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT_PX });
  }
}
