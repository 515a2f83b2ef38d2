/**
 * Issue #3 journeys inside the demo partner page: for every vertical a search with real places returns
 * offers, a filter and a sort change the list as expected, and a test-card booking completes with a
 * reference that the manage-booking page finds and cancels. Plus: a declined card books nothing, a
 * double-submitted booking creates one order, a results URL reloads to the same results.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { confirmationReference, fillPayment, fillTravelers, findAndCancel, payButton, TEST_CARDS } from './pages/booking-flow.ts';
import { bookingsFor, tripEventState } from './db.ts';
import { E2E_OFFER_SIGNING_KEY } from './ports.ts';
import { signOfferPayload, unverifiedOfferPayload } from '../../server/src/inventory/offline/offer-ids.ts';
import { chooseVerticalTab, clickVisible } from './pages/frame-fields.ts';

/** Offers one results page lists before "Show more results" (the frame asks the server for 20 at a time, issue #11). */
const PAGE_SIZE = 20;

type Attr = 'price-minor' | 'duration-minutes' | 'rating' | 'stars' | 'distance-km';

interface VerticalCase {
  vertical: 'flights' | 'hotels' | 'cars' | 'trains' | 'packages';
  tab: string;
  list: string;
  search(frame: FrameLocator): Promise<void>;
  filterGroup: string;
  /** Which checkbox of the group to tick (accessible name pattern); its "(n)" count is checked. */
  filterOption: RegExp;
  /** When set, every listed offer's attribute must equal the value parsed from the option's name. */
  filterAttr?: { attr: Attr; value: (optionName: string) => string };
  sortOption: string;
  sortAttr: Attr;
  sortDirection: 'asc' | 'desc';
}

/**
 * Types `text` into the place field `field`, picks the first suggestion matching `option`, and waits for what the
 * visitor then sees before doing anything else: the suggestion list closed and the field showing the picked place.
 * (issue #23: the cars journey's search click once did nothing when it came while the list was still closing.)
 */
async function pickPlace(frame: FrameLocator, field: string, text: string, option: RegExp): Promise<void> {
  const box = frame.getByRole('combobox', { name: field, exact: true });
  await box.fill(text);
  await frame.getByRole('option', { name: option }).first().click();
  await expect(frame.getByRole('listbox')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  // The picked place's full name (e.g. "London Heathrow (LHR)") has replaced the typed text.
  await expect(box).not.toHaveValue(text);
}

const CASES: VerticalCase[] = [
  {
    vertical: 'flights',
    tab: 'Flights',
    list: 'Flight offers',
    async search(frame) {
      await pickPlace(frame, 'From', 'JFK', /\(JFK\)/);
      await pickPlace(frame, 'To', 'LHR', /\(LHR\)/);
      await clickVisible(frame.getByRole('button', { name: 'Search', exact: true }));
    },
    filterGroup: 'Airlines',
    filterOption: /\(\d+\)$/,
    sortOption: 'Fastest',
    sortAttr: 'duration-minutes',
    sortDirection: 'asc',
  },
  {
    vertical: 'hotels',
    tab: 'Hotels',
    list: 'Hotel offers',
    async search(frame) {
      await pickPlace(frame, 'Destination', 'Paris', /^Paris, France/);
      await clickVisible(frame.getByRole('button', { name: 'Search hotels' }));
    },
    filterGroup: 'Stars',
    filterOption: /^\d stars? \(\d+\)$/,
    filterAttr: { attr: 'stars', value: (name) => name.charAt(0) },
    sortOption: 'Closest to centre',
    sortAttr: 'distance-km',
    sortDirection: 'asc',
  },
  {
    vertical: 'cars',
    tab: 'Cars',
    list: 'Car offers',
    async search(frame) {
      await pickPlace(frame, 'Pick-up location', 'LHR', /\(LHR\)/);
      await clickVisible(frame.getByRole('button', { name: 'Search cars' }));
    },
    filterGroup: 'Car class',
    filterOption: /\(\d+\)$/,
    sortOption: 'Top rated',
    sortAttr: 'rating',
    sortDirection: 'desc',
  },
  {
    vertical: 'trains',
    tab: 'Trains',
    list: 'Train offers',
    async search(frame) {
      await pickPlace(frame, 'From station', 'Paris', /^Paris, France/);
      await pickPlace(frame, 'To station', 'Lyon', /^Lyon, France/);
      await clickVisible(frame.getByRole('button', { name: 'Search trains' }));
    },
    filterGroup: 'Changes',
    filterOption: /\(\d+\)$/,
    sortOption: 'Fastest',
    sortAttr: 'duration-minutes',
    sortDirection: 'asc',
  },
  {
    vertical: 'packages',
    tab: 'Packages',
    list: 'Package offers',
    async search(frame) {
      await pickPlace(frame, 'Flying from', 'JFK', /\(JFK\)/);
      await pickPlace(frame, 'Package destination', 'Barcelona', /^Barcelona, Spain/);
      await clickVisible(frame.getByRole('button', { name: 'Search packages' }));
    },
    filterGroup: 'Stars',
    filterOption: /^\d stars? \(\d+\)$/,
    filterAttr: { attr: 'stars', value: (name) => name.charAt(0) },
    sortOption: 'Top rated',
    sortAttr: 'rating',
    sortDirection: 'desc',
  },
];

/** The offer cards of a results list: its own items, not the items of lists nested in a card. */
function offerItems(frame: FrameLocator, list: string) {
  return frame.getByRole('list', { name: list }).locator(':scope > li');
}

async function attrValues(frame: FrameLocator, list: string, attr: Attr): Promise<number[]> {
  return offerItems(frame, list)
    .evaluateAll((els, a) => els.map((e) => Number(e.getAttribute(`data-${a}`))), attr);
}

/**
 * Ticks a filter checkbox the way a person does: by clicking its visible label (react-aria keeps the
 * native input visually hidden), then waits until it is checked.
 */
async function checkBox(box: Locator): Promise<void> {
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
}


/**
 * Chooses the first offer of a results list for booking: "Select" opens the booking page, except for hotels, whose
 * "Select" opens the hotel's rooms and rates (issue #11), where the first rate's "Book" opens it, and trains, whose
 * card lists its classes each with its own "Select" (issue #11), where First class is chosen ({@link chooseTrainClass}).
 */
async function chooseFirstOffer(frame: FrameLocator, vertical: VerticalCase['vertical']): Promise<void> {
  if (vertical === 'trains') return chooseTrainClass(frame);
  await clickVisible(frame.getByRole('button', { name: /^Select / }).first());
  if (vertical === 'hotels') await clickVisible(frame.getByRole('list', { name: 'Rooms and rates' }).getByRole('button', { name: /^Book / }).first());
}

/**
 * Train results show one card per train with its classes (issue #11, KAYAK style): no train is listed twice, a
 * card lists Standard then First with a price each, and the First class "Select" of the first train selling it
 * opens the booking page of that class on that train.
 */
async function chooseTrainClass(frame: FrameLocator): Promise<void> {
  const cards = offerItems(frame, 'Train offers');
  const trains = await cards.evaluateAll((els) =>
    els.map((el) => `${el.querySelector('ul[aria-label^="Classes of train"]')?.getAttribute('aria-label') ?? ''} ${el.querySelector('time')?.getAttribute('datetime') ?? ''}`),
  );
  expect(trains.length).toBeGreaterThan(1);
  expect(new Set(trains).size, 'each train is one card').toBe(trains.length);
  const card = cards.filter({ has: frame.getByRole('button', { name: /^Select First class, / }) }).first();
  const classes = card.getByRole('list', { name: /^Classes of train / });
  const trainNumber = ((await classes.getAttribute('aria-label')) ?? '').replace('Classes of train ', '');
  await expect(classes.getByRole('listitem')).toHaveText([/^Standard\$\d+\.\d\d/, /^First\$\d+\.\d\d/]);
  const select = classes.getByRole('button', { name: new RegExp(`^Select First class, ${trainNumber}, .+ → .+, \\$\\d+\\.\\d\\d$`) });
  const price = /\$[\d,]+\.\d\d$/.exec((await select.getAttribute('aria-label')) ?? '')?.[0] ?? '';
  await clickVisible(select);
  // The booking page is that train's First class at the price the card showed.
  await expect(payButton(frame)).toBeVisible();
  await expect(frame.getByText(`${trainNumber} · First class`)).toBeVisible();
  await expect(frame.getByText(price).first()).toBeVisible();
}

function isSorted(values: number[], direction: 'asc' | 'desc'): boolean {
  return values.every((v, i) => i === 0 || (direction === 'asc' ? (values[i - 1] ?? v) <= v : (values[i - 1] ?? v) >= v));
}

async function openVertical(page: Page, c: VerticalCase): Promise<DemoHostPage> {
  const demo = new DemoHostPage(page);
  await demo.open();
  await chooseVerticalTab(demo.frame, c.tab);
  await c.search(demo.frame);
  await expect(offerItems(demo.frame, c.list).first()).toBeVisible();
  return demo;
}

for (const c of CASES) {
  test(`${c.vertical}: real places give offers; a filter and a sort change the list; a test-card booking is found and cancelled`, async ({ page }) => {
    const demo = await openVertical(page, c);
    const { frame } = demo;
    const offers = offerItems(frame, c.list);
    const before = await offers.count();
    expect(before).toBeGreaterThan(1);
    expect(isSorted(await attrValues(frame, c.list, 'price-minor'), 'asc')).toBe(true);

    // Filter: tick one value; the list shrinks to the facet's count and every offer matches it.
    const filters = frame.getByRole('complementary', { name: 'Filters' });
    const option = filters.getByRole('group', { name: c.filterGroup }).getByRole('checkbox', { name: c.filterOption }).first();
    const optionName = await option.evaluate((el) => el.getAttribute('aria-label') ?? el.closest('label')?.textContent ?? '');
    const expected = Math.min(PAGE_SIZE, Number(/\((\d+)\)\s*$/.exec(optionName)?.[1]));
    expect(expected).toBeGreaterThan(0);
    await checkBox(option);
    await expect(offers).toHaveCount(expected);
    if (c.filterAttr) {
      const want = Number(c.filterAttr.value(optionName.trim()));
      expect(new Set(await attrValues(frame, c.list, c.filterAttr.attr))).toEqual(new Set([want]));
    }
    await frame.getByRole('button', { name: 'Clear filters' }).click();
    await expect(offers).toHaveCount(before);

    // Sort: the list is reordered by the chosen key.
    await frame.getByRole('button', { name: /Sort by/ }).click();
    await frame.getByRole('option', { name: c.sortOption, exact: true }).click();
    // The whole list, sorted (an empty list, seen while the sorted one loads, is "sorted" too).
    await expect.poll(async () => {
      const values = await attrValues(frame, c.list, c.sortAttr);
      return values.length === before && isSorted(values, c.sortDirection);
    }).toBe(true);

    // Book the first offer with an approved test card, then find and cancel it as a guest.
    const email = `guest-${c.vertical}-${Date.now()}@example.com`;
    await chooseFirstOffer(frame, c.vertical);
    await expect(payButton(frame)).toBeVisible();
    await fillTravelers(frame, email);
    await fillPayment(frame, TEST_CARDS.approved);
    await payButton(frame).click();
    const reference = await confirmationReference(frame);
    expect(bookingsFor(email)).toEqual([{ reference, status: 'booked', vertical: c.vertical }]);
    expect(tripEventState(reference)).toBe('booked');

    await frame.getByRole('link', { name: 'Manage booking' }).click();
    await findAndCancel(frame, reference, email);
    expect(bookingsFor(email)[0]?.status).toBe('cancelled');
    expect(tripEventState(reference)).toBe('cancelled');
  });
}

test('a declined card shows its reason and books nothing', async ({ page }) => {
  const flights = CASES[0] as VerticalCase;
  const { frame } = await openVertical(page, flights);
  const email = `declined-${Date.now()}@example.com`;
  await clickVisible(frame.getByRole('button', { name: /^Select / }).first());
  await fillTravelers(frame, email);
  await fillPayment(frame, TEST_CARDS.declined);
  await payButton(frame).click();
  await expect(frame.getByRole('alert').filter({ hasText: 'Card declined by issuer' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Booking confirmed' })).toHaveCount(0);
  expect(bookingsFor(email)).toEqual([]);
  // The form keeps what was typed so the guest can change the card and try again.
  await expect(frame.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
});

test('a double-submitted booking creates one order', async ({ page }) => {
  const hotels = CASES[1] as VerticalCase;
  const { frame } = await openVertical(page, hotels);
  const email = `double-${Date.now()}@example.com`;
  await chooseFirstOffer(frame, 'hotels');
  await fillTravelers(frame, email);
  await fillPayment(frame, TEST_CARDS.approved);
  await clickVisible(payButton(frame), { double: true });
  const reference = await confirmationReference(frame);
  expect(bookingsFor(email)).toEqual([{ reference, status: 'booked', vertical: 'hotels' }]);
});

test('a results URL with filters and sort reloads to the same results', async ({ page }) => {
  const hotels = CASES[1] as VerticalCase;
  const demo = await openVertical(page, hotels);
  const { frame } = demo;
  await checkBox(frame.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Stars' }).getByRole('checkbox').first());
  await frame.getByRole('button', { name: /Sort by/ }).click();
  await frame.getByRole('option', { name: 'Top rated', exact: true }).click();
  const productFrame = page.frames().find((f) => f.url().includes('/p/demo/hotels/'));
  expect(productFrame, 'the frame is on a hotel results URL').toBeTruthy();
  await expect.poll(() => productFrame?.url()).toMatch(/sort=rating/);
  const url = productFrame?.url() ?? '';
  expect(url).toMatch(/stars=/);
  // The sorted list, not an empty one seen while it loads (which would be "sorted" too).
  await expect.poll(async () => {
    const ratings = await attrValues(frame, 'Hotel offers', 'rating');
    return ratings.length > 0 && isSorted(ratings, 'desc');
  }).toBe(true);
  const snapshot = async () => offerItems(frame, 'Hotel offers').allInnerTexts();
  const before = await snapshot();
  await productFrame?.evaluate(() => window.location.reload());
  await expect(offerItems(frame, 'Hotel offers').first()).toBeVisible();
  expect(await snapshot()).toEqual(before);

  // The same URL shared as a link opens to the same list.
  const shared = await page.context().newPage();
  await shared.goto(url);
  const sharedOffers = shared.getByRole('list', { name: 'Hotel offers' }).locator(':scope > li');
  await expect(sharedOffers.first()).toBeVisible();
  expect(await sharedOffers.allInnerTexts()).toEqual(before);
});

test('the hotel details page shows rooms and rates and books a room', async ({ page }) => {
  const hotels = CASES[1] as VerticalCase;
  const { frame } = await openVertical(page, hotels);
  const first = offerItems(frame, 'Hotel offers').first();
  const name = (await first.getByRole('link').first().textContent())?.trim() ?? '';
  await first.getByRole('link', { name }).click();
  await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(frame.getByRole('img', { name: `Photos of ${name}` })).toBeVisible();
  await expect(frame.getByRole('list', { name: 'Amenities' }).getByRole('listitem').first()).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Location' })).toContainText(/\d+\.\d+/);
  const rates = frame.getByRole('list', { name: 'Rooms and rates' });
  await rates.getByRole('button', { name: /^Book / }).first().click();
  await expect(payButton(frame)).toBeVisible();
});

test('switching vertical on a results page carries the search over (friendly search URL)', async ({ page }) => {
  const hotels = CASES[1] as VerticalCase;
  const { frame } = await openVertical(page, hotels);
  await clickVisible(frame.getByRole('navigation', { name: 'Search other verticals' }).getByRole('link', { name: 'Cars' }));
  await expect(offerItems(frame, 'Car offers').first()).toBeVisible();
  const productFrame = page.frames().find((f) => f.url().includes('/p/demo/cars/'));
  expect(productFrame?.url()).toBeTruthy();
});

test("the partner's search box runs a search in another vertical through the bridge", async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  await page.getByLabel('Vertical').selectOption('trains');
  await page.getByLabel('Origin city').fill('Paris');
  await page.getByLabel('Destination city').fill('Lyon');
  await page.getByRole('button', { name: 'Search in frame' }).click();
  await expect(offerItems(demo.frame, 'Train offers').first()).toBeVisible();
  await expect(demo.frame.getByRole('heading', { level: 1 })).toContainText(/Paris/);
  await expect(demo.frame.getByRole('heading', { level: 1 })).toContainText(/Lyon/);

  await page.getByLabel('Vertical').selectOption('hotels');
  await page.getByLabel('Destination city').fill('Nowhere-at-all-xyz');
  await page.getByRole('button', { name: 'Search in frame' }).click();
  // An unknown place is refused by the frame with a clear error and nothing changes inside it.
  await expect(demo.log).toContainText('submit');
  await expect(offerItems(demo.frame, 'Train offers').first()).toBeVisible();
});

test('a price change found by the refresh is shown and confirmed before paying', async ({ page }) => {
  const hotels = CASES[1] as VerticalCase;
  const { frame } = await openVertical(page, hotels);
  await chooseFirstOffer(frame, 'hotels');
  await expect(payButton(frame)).toBeVisible();
  const bookingFrame = page.frames().find((f) => f.url().includes('/p/demo/book/'));
  expect(bookingFrame, 'the frame is on a booking page').toBeTruthy();
  // The offline supplier quotes the price at the end of the offer id's payload, which the server signs
  // (payload.signature): quote $1.00 and sign it with the e2e server's key to force price_changed.
  const url = new URL(bookingFrame?.url() ?? '');
  const offerId = decodeURIComponent(url.pathname.split('/book/')[1] ?? '');
  const stale = signOfferPayload(unverifiedOfferPayload(offerId).replace(/\d+$/, '100'), E2E_OFFER_SIGNING_KEY);
  expect(stale).not.toBe(offerId);
  await bookingFrame?.goto(`${url.origin}/p/demo/book/${encodeURIComponent(stale)}${url.search}`);
  await expect(frame.getByRole('alert').filter({ hasText: /The price changed from \$1\.00 to/ })).toBeVisible();
  await frame.getByRole('button', { name: 'Continue with new price' }).click();
  const email = `changed-${Date.now()}@example.com`;
  await fillTravelers(frame, email);
  await fillPayment(frame, TEST_CARDS.approved);
  await expect(payButton(frame)).not.toHaveAccessibleName('Pay $1.00');
  await payButton(frame).click();
  const reference = await confirmationReference(frame);
  expect(bookingsFor(email)).toEqual([{ reference, status: 'booked', vertical: 'hotels' }]);
});

test('a one-way car names its drop-off desk and shows the one-way fee as its own line, on the card and the booking page', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await chooseVerticalTab(frame, 'Cars');
  await pickPlace(frame, 'Pick-up location', 'LHR', /\(LHR\)/);
  await pickPlace(frame, 'Drop-off location', 'LGW', /\(LGW\)/);
  await clickVisible(frame.getByRole('button', { name: 'Search cars' }));
  const first = frame.getByRole('list', { name: 'Car offers' }).locator(':scope > li').first();
  await expect(first).toContainText(/Drop-off: .*Gatwick/);
  await expect(first).toContainText(/Includes one-way fee \$\d/);
  await first.getByRole('button', { name: /^Select / }).click();
  const summary = frame.getByRole('region', { name: 'Your trip' });
  await expect(summary).toContainText(/One-way: return the car at .*Gatwick/);
  await expect(summary.locator('dl dt')).toHaveText([/^Rental, \d+ days?$/, 'One-way fee']);
});
