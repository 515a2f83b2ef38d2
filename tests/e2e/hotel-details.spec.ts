/**
 * Issue #11 "Hotel Select opens the hotel's rooms and rates; hotels have a map", inside the demo partner page on a
 * desktop and on a 390x844 phone: search Paris hotels; the results map (open on the desktop, behind "Show map" on
 * the phone) has a marker per listed hotel over drawn country outlines; "Select" opens the hotel's rooms and rates
 * with the hotel's marker on its map; "Back to results" returns to the same results; choosing a room opens the
 * booking page. The map is drawn offline: no request leaves the product's and the partner's origins.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { payButton } from './pages/booking-flow.ts';
import { frameViolations } from './pages/axe.ts';
import { DEMO_ORIGIN, PRODUCT_ORIGIN } from './ports.ts';
import { clickVisible, pickSuggestion, chooseVerticalTab } from './pages/frame-fields.ts';

const hotelOffers = (frame: FrameLocator) => frame.getByRole('list', { name: 'Hotel offers' }).locator(':scope > li');


/** The number in a formatted price ("$1,234.50", "1 234,50 €") as a float, for an en-US frame. */
function amountOf(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

async function searchParisHotels(demo: DemoHostPage): Promise<void> {
  const { frame } = demo;
  await chooseVerticalTab(frame, 'Hotels');
  const box = frame.getByRole('combobox', { name: 'Destination', exact: true });
  await box.fill('Paris');
  await pickSuggestion(frame, frame.getByRole('option', { name: /^Paris, France/ }).first());
  await clickVisible(frame.getByRole('button', { name: 'Search hotels' }));
  await expect(hotelOffers(frame).first()).toBeVisible();
}

/** The map's Leaflet container drew the Natural Earth outlines (many country paths in the basemap pane). */
async function expectCountryOutlines(map: Locator): Promise<void> {
  await expect(map.locator('[data-basemap]')).toHaveAttribute('data-basemap', 'ready');
  expect(await map.locator('.leaflet-basemap-pane path').count()).toBeGreaterThan(100);
}

/** Every request the page made goes to the product or the partner page (no tile server, no CDN). */
function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    const origin = new URL(url).origin;
    if (origin !== PRODUCT_ORIGIN && origin !== DEMO_ORIGIN) foreign.push(url);
  });
  return foreign;
}

/**
 * axe's serious or critical findings on the map (its region, Leaflet's controls and the markers), plus a
 * screenshot of the map in the test's output folder for a person to look at.
 */
async function checkMap(page: Page, map: Locator, shot: string): Promise<void> {
  const findings = await frameViolations(page);
  const onMap = findings.filter((f) => /leaflet|data-hotel-id|Map of /i.test(`${f.target} ${f.html}`));
  expect(onMap, JSON.stringify(onMap, null, 2)).toEqual([]);
  await map.screenshot({ path: test.info().outputPath(shot) });
}

function detailsFrame(page: Page) {
  return page.frames().find((f) => f.url().includes('/hotels/details/'));
}

async function journey(page: Page, phone: boolean): Promise<void> {
  const foreign = recordForeignRequests(page);
  const demo = new DemoHostPage(page);
  await demo.open();
  await searchParisHotels(demo);
  const { frame } = demo;
  const offers = hotelOffers(frame);
  const listed = await offers.count();
  const resultsUrl = page.frames().find((f) => f.url().includes('/p/demo/hotels/'))?.url() ?? '';
  expect(resultsUrl).toMatch(/\/hotels\/\d+\//);

  // Results map: open at once on the desktop; on the phone a "Show map" button keeps the offers first.
  const toggle = frame.getByRole('button', { name: /^(Show|Hide) map$/ });
  if (phone) {
    await expect(toggle).toHaveAccessibleName('Show map');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(frame.getByRole('region', { name: 'Map of hotels in Paris' })).toHaveCount(0);
    // Closed, the map section is one button high: it moves the first offer down by no more than that.
    const gap = await toggle.evaluate((el, first) => first.getBoundingClientRect().top - el.getBoundingClientRect().top, await offers.first().elementHandle());
    expect(gap).toBeLessThanOrEqual(72);
    await clickVisible(toggle);
  }
  await expect(toggle).toHaveAccessibleName('Hide map');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const resultsMap = frame.getByRole('region', { name: 'Map of hotels in Paris' });
  await expect(resultsMap).toBeVisible();
  await expect(resultsMap.locator('path[data-hotel-id]')).toHaveCount(listed);
  await expect(resultsMap.locator('path[data-hotel-id] title').first()).toHaveText(/^.+, €?\$?[\d.,]+/);
  await expectCountryOutlines(resultsMap);
  await checkMap(page, resultsMap, 'results-map.png');

  // Select opens the hotel's rooms and rates, not the booking page.
  const first = offers.first();
  const name = ((await first.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  await clickVisible(first.getByRole('button', { name: /^Select / }));
  await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(payButton(frame)).toHaveCount(0);
  const rates = frame.getByRole('list', { name: 'Rooms and rates' });
  await expect(rates.getByRole('button', { name: /^Book / }).first()).toBeVisible();
  const hotelId = decodeURIComponent(new URL(detailsFrame(page)?.url() ?? 'http://x/').pathname.split('/').at(-1) ?? '');
  expect(hotelId).toMatch(/^h\d+-\d+$/);

  // The details page's map: the hotel's marker over the country outlines.
  const hotelMap = frame.getByRole('region', { name: `Map of ${name}` });
  await hotelMap.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const marker = hotelMap.locator(`path[data-hotel-id="${hotelId}"]`);
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute('aria-label', name);
  await expect(hotelMap.locator('path[data-hotel-id]')).toHaveCount(1);
  // Something to orient by at city zoom (issue #22): the centre labelled, a 1 km ring with its label, the city's
  // neighbourhoods named, and a caption that is true on this page (no list of offers here).
  await expect(hotelMap.locator('[data-map-label="centre"]')).toHaveText('Centre of Paris');
  await expect(hotelMap.locator('[data-map-label="centre"]')).toBeVisible();
  await expect(hotelMap.locator('path[data-distance-ring="1000"]')).toBeVisible();
  await expect(hotelMap.locator('[data-map-label="ring"]').first()).toHaveText('1 km');
  await expect(hotelMap.locator('[data-map-label="district"]').first()).toBeVisible();
  await expect(hotelMap).not.toContainText('The list of offers shows the same hotels');
  await expect(hotelMap).toContainText('The map shows this hotel, the centre of Paris and its neighbourhoods');
  await expectCountryOutlines(hotelMap);
  await checkMap(page, hotelMap, 'hotel-map.png');

  // Back to results: the same results URL and list.
  await clickVisible(frame.getByRole('link', { name: 'Back to results' }));
  await expect(offers.first()).toBeVisible();
  await expect(offers).toHaveCount(listed);
  expect(page.frames().find((f) => f.url().includes('/p/demo/hotels/'))?.url()).toBe(resultsUrl);

  // The card says what its total includes (issue #11: taxes shown separately).
  await expect(offers.first()).toContainText(/Includes .+ taxes and fees/);

  // Choose a room: the booking page of that rate.
  await clickVisible(offers.first().getByRole('button', { name: /^Select / }));
  await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible();
  // Taxes and fees are shown apart from the room rate (issue #11): the booking summary's room charges and taxes add
  // up to the total it charges.
  await clickVisible(rates.getByRole('button', { name: /^Book / }).first());
  await expect(payButton(frame)).toBeVisible();
  expect(page.frames().some((f) => f.url().includes('/p/demo/book/'))).toBe(true);
  const summary = frame.getByRole('region', { name: 'Your trip' });
  const amounts = await summary.locator('dl dd').allTextContents();
  expect(amounts).toHaveLength(2);
  await expect(summary.locator('dl dt').nth(1)).toHaveText('Taxes and fees');
  const total = (await summary.locator('p strong').textContent()) ?? '';
  expect(amountOf(amounts[0]!) + amountOf(amounts[1]!)).toBeCloseTo(amountOf(total), 2);

  expect(foreign, 'requests outside the product and the partner page').toEqual([]);
}

test.describe('desktop', () => {
  test('Select opens rooms and rates with the hotel on a map; Back to results; a room books', async ({ page }) => {
    await journey(page, false);
  });
});

test.describe('phone 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the map waits behind "Show map"; Select opens rooms and rates with the hotel on a map; Back to results; a room books', async ({ page }) => {
    await journey(page, true);
  });
});
