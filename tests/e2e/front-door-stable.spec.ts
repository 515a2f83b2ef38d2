/**
 * Issue #23 ("a test that needs a retry is a bug to fix"): once the partner page says "Ready", the front door's Search
 * button stays where it is. CI journeys pressed Search right after "Ready" and the press went beside it: what the frame
 * loads after its first render (the account controls' "Sign in", which grew or refitted the header by 4 px; the cookie
 * notice, whose row collapsed by 70 px when the consent state arrived and grew back when the notice's code did) moved
 * the whole page under the pointer (bench/layout-shift-probe.ts prints every shift). A person tapping Search as soon as
 * it shows must hit it, on a desktop and on a phone.
 *
 * No timing: every animation frame of the product frame, from "Ready" until the late parts are on screen and the frame
 * is idle, records the Search button's box (and the partner page the iframe's), and the test expects one box only.
 */
import { expect, test, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';

/**
 * Records, every animation frame, the distinct boxes of the element found by `find` (a JS expression evaluated in the
 * page), into `window.__boxes`. A string: tsx would wrap named inner functions with a helper the page does not have.
 */
const RECORD_BOXES = (find: string) => `(() => {
  const seen = new Set();
  window.__boxes = [];
  const tick = () => {
    const el = ${find};
    const r = el ? el.getBoundingClientRect() : null;
    const box = r ? [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10).join(',') : 'absent';
    if (!seen.has(box)) { seen.add(box); window.__boxes.push(box); }
    requestAnimationFrame(tick);
  };
  tick();
})()`;
const SEARCH_BUTTON = `[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Search')`;
const IFRAME = `document.querySelector('#travel-frame iframe')`;

/** Opens the partner page with the frame in view (Chromium renders no cross-site frame out of sight), until "Ready". */
async function openInView(page: Page): Promise<DemoHostPage> {
  const demo = new DemoHostPage(page);
  await page.goto('/');
  await page.locator('#travel-frame').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(demo.status).toHaveText(/Ready/);
  return demo;
}

async function expectSearchStillUntilSettled(page: Page): Promise<void> {
  const demo = await openInView(page);
  const { frame } = demo;
  const search = frame.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeVisible();
  const product = page.frames().find((f) => f.url().includes('/p/'));
  if (!product) throw new Error('no product frame in the demo page');
  await product.evaluate(RECORD_BOXES(SEARCH_BUTTON));
  await page.evaluate(RECORD_BOXES(IFRAME));

  // What the front door shows after its first render: "Sign in", the cookie notice, then whatever loads when idle.
  await expect(frame.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  await demo.settled();

  expect(await product.evaluate('window.__boxes'), "the Search button's boxes in the frame after Ready").toHaveLength(1);
  const iframeTops = ((await page.evaluate('window.__boxes')) as string[]).map((box) => box.split(',').slice(0, 2).join(','));
  expect(new Set(iframeTops).size, "the iframe's top-left corners on the partner page after Ready").toBe(1);
}

test('desktop: the front door does not move under the Search button after "Ready"', async ({ page }) => {
  await expectSearchStillUntilSettled(page);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('phone: the front door does not move under the Search button after "Ready"', async ({ page }) => {
    await expectSearchStillUntilSettled(page);
  });
});
