/**
 * Issue #22 "What a user sees" 1 and 7, inside the demo partner page: every overlay of the frame stacks above the
 * hotel map (one z-index scale, brands/src/layers.ts; the map is its own stacking context), the "Feedback" launcher
 * covers no content and is under the dimmed background of an open dialog, and the US cookie notice covers no
 * results page control. "Covered" is what a click meets: `document.elementFromPoint` inside the frame.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { revealFeedbackLauncher } from './pages/feedback-launcher.ts';
import { clickVisible, pickSuggestion, chooseVerticalTab } from './pages/frame-fields.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const hotelOffers = (frame: FrameLocator) => frame.getByRole('list', { name: 'Hotel offers' }).locator(':scope > li');

async function searchParisHotels(frame: FrameLocator): Promise<void> {
  await chooseVerticalTab(frame, 'Hotels');
  await frame.getByRole('combobox', { name: 'Destination', exact: true }).fill('Paris');
  await pickSuggestion(frame, frame.getByRole('option', { name: /^Paris, France/ }).first());
  // Below the partner page's fold on the desktop: pressed once the frame has painted it (a plain click was lost under load).
  await clickVisible(frame.getByRole('button', { name: 'Search hotels' }));
  await expect(hotelOffers(frame).first()).toBeVisible();
}

/** The demo partner page with Paris hotel results and their map shown: the frame and the map's Leaflet container. */
async function openParisHotelMap(page: Page): Promise<{ frame: FrameLocator; map: Locator }> {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await searchParisHotels(frame);
  const map = frame.getByRole('region', { name: 'Map of hotels in Paris' }).locator('.leaflet-container');
  await expect(map).toBeVisible();
  return { frame, map };
}

/** What {@link drawnOnTop} answers when the target is drawn on top. */
const ON_TOP = 'on top';

/**
 * What is drawn on top at the centre of `under` (of `target` itself when left out): {@link ON_TOP} when
 * `document.elementFromPoint` there, inside the frame, returns `target` or a descendant, else what it returns (for the
 * failure message). An open modal makes the rest of the frame `inert`, and hit testing skips inert elements even
 * where they are drawn over the dialog (the map's panes were: the visitor saw the map, not the dialog), so inertness
 * is lifted for the one measurement and put back. Poll it: react-aria keeps a popover transparent and clipped out of
 * hit testing until it has placed it, which takes longer in a long frame.
 */
async function drawnOnTop(target: Locator, under?: Locator): Promise<string> {
  return target.evaluate((el, [other, onTop]) => {
    const r = ((other as Element | null) ?? el).getBoundingClientRect();
    const inert = [...document.querySelectorAll<HTMLElement>('*')].filter((e) => e.inert);
    for (const e of inert) e.inert = false;
    const found = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    for (const e of inert) e.inert = true;
    if (found !== null && el.contains(found)) return onTop as string;
    return found ? found.outerHTML.slice(0, 160) : 'nothing';
  }, [under ? await under.elementHandle() : null, ON_TOP] as const);
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
 * The map's "Zoom in" control, which takes clicks (most of a Leaflet map lets clicks through, so only such a control
 * shows whether the map is drawn over a dialog). Scrolling the partner page puts it in the middle of the screen, where
 * a modal dialog, placed in the part of the frame the visitor sees, then lies over it.
 */
async function bringZoomControlUnder(dialog: Locator, map: Locator): Promise<Locator> {
  const zoomIn = map.getByRole('button', { name: 'Zoom in' });
  await zoomIn.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect.poll(() => centreLiesIn(zoomIn, dialog)).toBe(true);
  return zoomIn;
}

/** The dialog is drawn over the open map: at its own centre, and where the map's zoom control lies under it. */
async function expectAboveMap(dialog: Locator, map: Locator): Promise<void> {
  const zoomIn = await bringZoomControlUnder(dialog, map);
  await expect.poll(() => drawnOnTop(dialog)).toBe(ON_TOP);
  await expect.poll(() => drawnOnTop(dialog, zoomIn)).toBe(ON_TOP);
}

test.describe('overlays over the hotel map (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('choosing Euro over the open map: "Always show prices in Euro?" is the topmost element at its centre and is answered', async ({ page }) => {
    const { frame, map } = await openParisHotelMap(page);

    await clickVisible(frame.getByRole('button', { name: 'Currency: $ US Dollar' }));
    const picker = frame.getByRole('dialog', { name: 'Choose a currency' });
    await picker.getByRole('region', { name: 'Most used' }).getByRole('button', { name: /Euro/ }).click();
    const confirm = frame.getByRole('alertdialog', { name: 'Always show prices in Euro?' });
    await expect(confirm).toBeVisible();
    await expectAboveMap(confirm, map);

    // A click on it reaches it: the prices change to euros.
    await confirm.getByRole('button', { name: 'No, just this time' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Currency: € Euro' })).toBeVisible();
    await expect(hotelOffers(frame).first()).toContainText('€');
  });

  test('the country and language picker and the sign-in dialog are above the open map too', async ({ page }) => {
    const { frame, map } = await openParisHotelMap(page);

    await clickVisible(frame.getByRole('button', { name: /change country and language$/ }));
    const locales = frame.getByRole('dialog', { name: 'Country and language' });
    await expect(locales).toBeVisible();
    await expectAboveMap(locales, map);
    await page.keyboard.press('Escape');
    await expect(locales).toHaveCount(0);

    await clickVisible(frame.getByRole('button', { name: 'Sign in', exact: true }));
    const signIn = frame.getByRole('dialog', { name: /sign in/i });
    await expect(signIn).toBeVisible();
    await expectAboveMap(signIn, map);
  });
});

/** `YYYY-MM-DD`, `days` after today (UTC). */
function isoDaysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A multi-city search JFK -> LHR -> CDG -> JFK, as the partner page's route parameter. */
const MULTI_CITY = `flights/JFK-LHR/${isoDaysAhead(30)}?legs=${encodeURIComponent(`LHR-CDG-${isoDaysAhead(34)},CDG-JFK-${isoDaysAhead(38)}`)}`;

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The box of an element of the frame, in the frame's coordinates (as `overlapping` measures its items). */
async function frameBox(target: Locator): Promise<Box> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
}

/** The boxes of `items` that overlap `box`, as `index: box` strings (empty when none does). */
async function overlapping(box: Box, items: Locator): Promise<string[]> {
  const boxes = await items.evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }));
  return boxes.flatMap((b, i) => (overlap(box, b) ? [`${i}: ${JSON.stringify(b)}`] : []));
}

/**
 * Opens multi-city results in the partner page and waits for the "Feedback" launcher (10 s after load, jumped by the
 * page's clock: pages/feedback-launcher.ts).
 */
async function multiCityWithLauncher(page: Page): Promise<{ demo: DemoHostPage; launcher: Locator }> {
  const demo = new DemoHostPage(page);
  await page.clock.install();
  await page.goto(`/?travel=${encodeURIComponent(MULTI_CITY)}`);
  await expect(demo.status).toHaveText(/Ready/);
  await expect(demo.offers().first()).toContainText('Flight 3');
  const launcher = demo.frame.getByRole('button', { name: 'Feedback', exact: true });
  await revealFeedbackLauncher(page, launcher);
  return { demo, launcher };
}

for (const [name, viewport] of [['desktop', DESKTOP], ['390x844 phone', PHONE]] as const) {
  test.describe(`the Feedback launcher (${name})`, () => {
    test.use({ viewport, hasTouch: name !== 'desktop', isMobile: name !== 'desktop' });

    test('covers no price and no offer of multi-city results, wherever the visitor scrolls', async ({ page }) => {
      const { demo, launcher } = await multiCityWithLauncher(page);
      const list = demo.frame.getByRole('list', { name: 'Flight offers' });
      const prices = demo.offers().locator('[data-price-minor], [class*="price"]');
      for (const block of ['center', 'end'] as const) {
        await demo.offers().nth(1).evaluate((el, b) => el.scrollIntoView({ block: b }), block);
        const box = await frameBox(launcher);
        // After the results (before the footer), in the page: not over the list, so over no price or offer.
        const listBottom = await list.evaluate((el) => el.getBoundingClientRect().bottom);
        expect(box.y).toBeGreaterThanOrEqual(listBottom);
        expect(await overlapping(box, prices)).toEqual([]);
        expect(await overlapping(box, demo.offers())).toEqual([]);
      }
      await launcher.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: test.info().outputPath('feedback-launcher.png') });
    });

    test('is under the dimmed background of an open dialog', async ({ page }) => {
      const { demo, launcher } = await multiCityWithLauncher(page);
      await clickVisible(demo.frame.getByRole('button', { name: 'Sign in', exact: true }));
      const dialog = demo.frame.getByRole('dialog', { name: /sign in/i });
      await expect(dialog).toBeVisible();
      // The visitor scrolls the partner page down to the launcher; the dialog stays in view, and its dimmed
      // background (the modal overlay, a child of the frame's body) is what is drawn where the launcher is.
      const backdrop = dialog.locator('xpath=ancestor::*[parent::body]');
      await launcher.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect.poll(() => drawnOnTop(backdrop, launcher)).toBe(ON_TOP);
      expect(await drawnOnTop(launcher)).not.toBe(ON_TOP);
    });
  });
}

test.describe('the US cookie notice (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('while it shows, no filter of the results is covered, on the first screen or further down', async ({ page }) => {
    const demo = new DemoHostPage(page);
    await page.goto(`/?locale=en-US&travel=${encodeURIComponent(MULTI_CITY)}`);
    await expect(demo.status).toHaveText(/Ready/);
    await expect(demo.offers().first()).toBeVisible();
    const notice = demo.frame.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    const filters = demo.frame.getByRole('checkbox');
    expect(await filters.count()).toBeGreaterThan(5);
    // The first screen, then with the filters' end at the bottom of the screen, where a floating notice would sit.
    const filtersEnd = filters.last();
    for (const [target, block] of [[demo.frame.locator('body'), 'start'], [filtersEnd, 'end']] as const) {
      await target.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
      const box = await frameBox(notice);
      expect(await overlapping(box, filters.locator('xpath=ancestor::label[1]'))).toEqual([]);
      for (const filter of await filters.all()) expect(await drawnOnTop(filter.locator('xpath=ancestor::label[1]'))).toBe(ON_TOP);
    }
    await expect(notice).toBeVisible();
    await notice.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: test.info().outputPath('cookie-notice.png') });
    // And a filter takes a click while the notice shows.
    await clickVisible(filtersEnd.locator('xpath=ancestor::label[1]'));
    await expect(filtersEnd).toBeChecked();
  });
});
