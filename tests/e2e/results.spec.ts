/**
 * Issue #11 "Results", in Chromium inside the demo partner page, on a desktop viewport and on a 390x844 phone:
 *  - on the phone the filters sit behind "Filters (n)", which opens a sheet with "Show N results"; the first offer
 *    is on the first screen without scrolling;
 *  - results come 20 at a time: "Show more results" appends the next 20 from the server ("Showing n of N"), the page
 *    count goes into the URL, and Back from a booking page ("Back to results") or from hotel details (the browser's
 *    Back) returns to the same page count with the same offer at the top of the partner page;
 *  - facet counts follow the other filters (disjunctive): ticking a star rating changes the neighbourhood counts,
 *    not the star counts, and a neighbourhood's count is the number of offers ticking it lists.
 * The partner page is opened on a results route through its `?travel=` parameter (the SDK's routeParam), the way a
 * shared link of the partner page opens.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { clickVisible } from './pages/frame-fields.ts';

const PHONE = { width: 390, height: 844 };
const PARIS = 2988507;
/** Offers per page of results (frame-app search/paging.ts RESULTS_PAGE_SIZE). */
const PAGE_SIZE = 20;

function isoInDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Frame routes (relative to /p/{partner}/) of searches with more than one page of offers. */
const ROUTES = {
  hotels: () => `hotels/${PARIS}/${isoInDays(20)}/${isoInDays(23)}?guests=2&rooms=1`,
  cars: () => `cars/LHR/${isoInDays(20)}/${isoInDays(24)}`,
};

async function openResults(page: Page, route: string, list: string): Promise<DemoHostPage> {
  const demo = new DemoHostPage(page);
  await page.goto(`/?travel=${encodeURIComponent(route)}`);
  await expect(demo.status).toHaveText(/Ready/);
  // Chromium pauses the rendering (and the height reports) of a cross-site frame that is wholly below the fold, as
  // the demo page's frame is on a 320 px phone: bring it on screen first.
  await demo.frameElement.scrollIntoViewIfNeeded();
  await expect(offers(demo.frame, list).first()).toBeVisible();
  // The frame keeps growing for a moment (footer, extras); a tap while it moves can land beside its target.
  await demo.expectFrameFitsContent();
  return demo;
}

function offers(frame: FrameLocator, list: string): Locator {
  return frame.getByRole('list', { name: list }).locator(':scope > li');
}

/** The product frame's current URL (the frame's own history, not the partner page's). */
function frameUrl(page: Page): string {
  return page.frames().find((f) => f.url().includes('/p/demo/'))?.url() ?? '';
}

/** "Showing n of N" -> N. */
async function totalOf(frame: FrameLocator): Promise<number> {
  const text = await frame.getByText(/^Showing \d+ of \d+$/).textContent();
  return Number(/of (\d+)/.exec(text ?? '')?.[1]);
}

/** Ticks a checkbox by its visible label (react-aria keeps the input visually hidden) and waits until it is checked. */
async function tick(box: Locator): Promise<void> {
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
}

/** Counts of a filter group: option value label -> count, from the names "<label> (<count>)". */
async function groupCounts(group: Locator): Promise<Record<string, number>> {
  const names = await group.getByRole('checkbox').evaluateAll((els) => els.map((el) => el.closest('label')?.textContent?.trim() ?? ''));
  return Object.fromEntries(names.map((n) => [n.replace(/\s*\(\d+\)$/, ''), Number(/\((\d+)\)$/.exec(n)?.[1])]));
}

/** Scrolls the partner page so that the offer is at the top of the viewport (Chromium carries scrollIntoView out of the frame). */
async function scrollOfferToTop(offer: Locator): Promise<void> {
  await offer.evaluate((el) => el.scrollIntoView({ block: 'start' }));
}

/** Shows more once: 20 more offers (or the rest), "pages" in the frame URL. */
async function showMore(page: Page, frame: FrameLocator, list: string, pages: number, total: number): Promise<void> {
  // At the foot of the list, below the partner page's fold: pressed once the frame painted it in view (a plain tap went
  // out before, and did not register, on CI's phone run).
  await clickVisible(frame.getByRole('button', { name: 'Show more results' }));
  await expect(offers(frame, list)).toHaveCount(Math.min(total, pages * PAGE_SIZE));
  await expect(frame.getByText(`Showing ${Math.min(total, pages * PAGE_SIZE)} of ${total}`)).toBeVisible();
  await expect.poll(() => frameUrl(page)).toContain(`pages=${pages}`);
}

for (const device of ['desktop', 'phone'] as const) {
  test.describe(device, () => {
    if (device === 'phone') test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('"Show more results" appends the next 20; Back to results from booking restores the page count and the offer at the top', async ({ page }) => {
      const { frame } = await openResults(page, ROUTES.cars(), 'Car offers');
      const list = 'Car offers';
      await expect(offers(frame, list)).toHaveCount(PAGE_SIZE);
      const total = await totalOf(frame);
      expect(total, 'the search has more than one page').toBeGreaterThan(PAGE_SIZE);
      const firstPage = await offers(frame, list).evaluateAll((els) => els.map((el) => el.getAttribute('data-offer-id')));
      await showMore(page, frame, list, 2, total);
      // Appended: the first 20 are the same offers in the same order, none repeats.
      const all = await offers(frame, list).evaluateAll((els) => els.map((el) => el.getAttribute('data-offer-id')));
      expect(all.slice(0, PAGE_SIZE)).toEqual(firstPage);
      expect(new Set(all).size).toBe(all.length);
      if (total <= 2 * PAGE_SIZE) await expect(frame.getByRole('button', { name: 'Show more results' })).toHaveCount(0);

      // An offer of the second page at the top of the partner page, then its booking page.
      const target = offers(frame, list).nth(PAGE_SIZE + 3);
      const targetId = await target.getAttribute('data-offer-id');
      await scrollOfferToTop(target);
      await expect.poll(async () => Math.abs((await target.boundingBox())?.y ?? 9999)).toBeLessThanOrEqual(1);
      const scrollBefore = await page.evaluate(() => window.scrollY);
      expect(scrollBefore).toBeGreaterThan(1000);
      await target.getByRole('button', { name: /^Select / }).click();
      const heading = frame.getByRole('heading', { level: 1, name: 'Complete your booking' });
      await expect(heading).toBeVisible();
      // The booking page starts at its top: its heading is on the partner page's screen, not far above it.
      await expect.poll(async () => (await heading.boundingBox())?.y ?? -1, { message: 'booking heading within the viewport' }).toBeGreaterThanOrEqual(0);
      expect((await heading.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);

      await frame.getByRole('link', { name: 'Back to results' }).click();
      await expect(offers(frame, list)).toHaveCount(Math.min(total, 2 * PAGE_SIZE));
      expect(frameUrl(page)).toContain('pages=2');
      const back = frame.locator(`[data-offer-id="${targetId}"]`);
      await expect.poll(async () => Math.abs((await back.boundingBox())?.y ?? 9999), { message: 'the same offer is back at the top of the partner page' }).toBeLessThanOrEqual(4);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThanOrEqual(4);
    });

    test('Back from hotel details returns to the second page at the same hotel', async ({ page }) => {
      const list = 'Hotel offers';
      const { frame } = await openResults(page, ROUTES.hotels(), list);
      const total = await totalOf(frame);
      expect(total).toBeGreaterThan(PAGE_SIZE);
      await showMore(page, frame, list, 2, total);
      const target = offers(frame, list).nth(PAGE_SIZE + 1);
      const targetId = await target.getAttribute('data-offer-id');
      await scrollOfferToTop(target);
      await expect.poll(async () => Math.abs((await target.boundingBox())?.y ?? 9999)).toBeLessThanOrEqual(1);
      const name = ((await target.getByRole('heading').first().textContent()) ?? '').trim();
      await target.getByRole('link', { name }).click();
      await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.goBack();
      await expect(offers(frame, list)).toHaveCount(Math.min(total, 2 * PAGE_SIZE));
      const back = frame.locator(`[data-offer-id="${targetId}"]`);
      await expect.poll(async () => Math.abs((await back.boundingBox())?.y ?? 9999)).toBeLessThanOrEqual(4);
    });
  });
}

test.describe('phone filters', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the filters sit behind "Filters (n)" in a sheet, and the first offer is on the first screen', async ({ page }) => {
    const list = 'Hotel offers';
    const { frame } = await openResults(page, ROUTES.hotels(), list);
    const first = await offers(frame, list).first().boundingBox();
    const frameTop = (await page.locator('#travel-frame iframe').boundingBox())?.y ?? 0;
    expect(first, 'the first offer is rendered').not.toBeNull();
    // With the frame's top at the top of the phone's screen (the demo page has its own content above the frame),
    // the first offer's card is on that screen: no filters to scroll past.
    expect(first!.y - frameTop + Math.min(first!.height, 200)).toBeLessThanOrEqual(PHONE.height);
    await expect(frame.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);

    const sheet = frame.getByRole('dialog', { name: 'Filter results' });
    await expect(async () => {
      await frame.getByRole('button', { name: 'Filters (0)' }).click();
      await expect(sheet).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const stars = sheet.getByRole('group', { name: 'Stars' });
    const five = stars.getByRole('checkbox', { name: /^5 stars \(\d+\)$/ });
    const count = (await groupCounts(stars))['5 stars'] ?? 0;
    expect(count).toBeGreaterThan(0);
    await tick(five);
    const show = sheet.getByRole('button', { name: `Show ${count} result${count === 1 ? '' : 's'}` });
    await expect(show).toBeEnabled();
    await show.click();
    await expect(sheet).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(offers(frame, list)).toHaveCount(Math.min(count, PAGE_SIZE));
    expect(new Set(await offers(frame, list).evaluateAll((els) => els.map((el) => el.getAttribute('data-stars'))))).toEqual(new Set(['5']));
  });
});

test('facet counts follow the other filters (desktop)', async ({ page }) => {
  const list = 'Hotel offers';
  const { frame } = await openResults(page, ROUTES.hotels(), list);
  const filters = frame.getByRole('complementary', { name: 'Filters' });
  const stars = filters.getByRole('group', { name: 'Stars' });
  const areas = filters.getByRole('group', { name: 'Neighbourhood' });
  const starsBefore = await groupCounts(stars);
  const areasBefore = await groupCounts(areas);

  await tick(stars.getByRole('checkbox', { name: /^4 stars \(\d+\)$/ }));
  await expect(offers(frame, list)).toHaveCount(Math.min(starsBefore['4 stars'] ?? 0, PAGE_SIZE));
  // The star counts stay (each still says what ticking it adds); the neighbourhood counts are now of 4-star hotels.
  await expect.poll(async () => JSON.stringify(await groupCounts(areas))).not.toBe(JSON.stringify(areasBefore));
  expect(await groupCounts(stars)).toEqual(starsBefore);
  const areasAfter = await groupCounts(areas);
  expect(Object.values(areasAfter).reduce((a, b) => a + b, 0)).toBe(starsBefore['4 stars']);

  // A neighbourhood's count is what ticking it lists.
  const [area, n] = Object.entries(areasAfter).find(([, c]) => c > 0) ?? ['', 0];
  await tick(areas.getByRole('checkbox', { name: `${area} (${n})` }));
  await expect(offers(frame, list)).toHaveCount(Math.min(n, PAGE_SIZE));
  await expect(frame.getByText(`Showing ${Math.min(n, PAGE_SIZE)} of ${n}`)).toBeVisible();
});

test.describe('320 px', () => {
  test.use({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });

  /**
   * How far the page's main content sticks out sideways beyond the frame's width (0: nothing does). The header's
   * own row is not measured here (the chrome's, not the pages').
   */
  async function overflowX(frame: FrameLocator): Promise<number> {
    return frame.getByRole('main').evaluate((main) => Math.max(main.scrollWidth - main.clientWidth, main.getBoundingClientRect().right - document.documentElement.clientWidth));
  }

  test("the front door's vertical tabs that do not fit fade out on the side that scrolls", async ({ page }) => {
    const demo = new DemoHostPage(page);
    await page.goto('/');
    await demo.frameElement.evaluate((el) => el.scrollIntoView());
    await expect(demo.status).toHaveText(/Ready/);
    const tabs = demo.frame.getByRole('tablist', { name: /./ });
    const edges = tabs.locator('xpath=..');
    await expect(edges).toHaveAttribute('data-more-end', '');
    await expect(edges).not.toHaveAttribute('data-more-start', '');
    await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(edges).toHaveAttribute('data-more-start', '');
    await expect(edges).not.toHaveAttribute('data-more-end', '');
  });

  test('a long name and e-mail wrap on the results, booking and confirmation pages; the vertical links scroll with a visible cue', async ({ page }) => {
    const list = 'Car offers';
    const { frame } = await openResults(page, ROUTES.cars(), list);
    expect(await overflowX(frame)).toBeLessThanOrEqual(0);
    // The header's controls (menu, logo, pickers, "Sign in") fit the frame too.
    const header = frame.getByRole('banner');
    expect(await header.evaluate((el) => Math.max(0, ...[...el.querySelectorAll('button, a')].map((c) => c.getBoundingClientRect().right - document.documentElement.clientWidth)))).toBeLessThanOrEqual(0);
    // The vertical links do not fit: they scroll sideways, the hidden side fades and has a scroll button.
    const switcher = frame.getByRole('navigation', { name: 'Search other verticals' });
    const more = switcher.getByRole('button', { name: 'Scroll to more verticals' });
    await expect(more).toBeVisible();
    await more.click();
    await expect(switcher.getByRole('button', { name: 'Scroll to earlier verticals' })).toBeVisible();

    await offers(frame, list).first().getByRole('button', { name: /^Select / }).click();
    await expect(frame.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
    const email = `a.very.long.address.for.wrapping.${Date.now()}@subdomain.example-travel-partner.com`;
    const groups = frame.getByRole('group', { name: /^Traveler details/ });
    await expect(groups.first()).toBeVisible();
    for (let i = 0; i < (await groups.count()); i += 1) {
      const g = groups.nth(i);
      await g.getByRole('textbox', { name: /^First name/ }).fill('Maximiliana-Wilhelmina-Konstantina');
      await g.getByRole('textbox', { name: /^Last name/ }).fill('Schwarzenberg-Hohenlohe-Langenburgerin');
      await g.getByLabel(/^Date of birth/).fill('1985-04-12');
    }
    await frame.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await frame.getByRole('textbox', { name: 'Phone', exact: true }).fill('2025550143');
    const payment = frame.getByRole('group', { name: 'Payment' });
    await payment.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
    await payment.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await payment.getByRole('textbox', { name: 'Security code' }).fill('123');
    await payment.getByRole('textbox', { name: 'Name on card' }).fill('Maximiliana Schwarzenberg-Hohenlohe-Langenburgerin');
    expect(await overflowX(frame)).toBeLessThanOrEqual(0);
    // Pay is at the foot of a long form, below the partner page's fold: pressed once the frame painted it in view (a
    // plain click went out before, and no booking was made, on CI's 320 px run).
    await clickVisible(frame.getByRole('button', { name: /^Pay / }));
    await expect(frame.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    expect(await overflowX(frame)).toBeLessThanOrEqual(0);
  });
});
