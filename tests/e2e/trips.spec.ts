/**
 * Issue #12 "Trips", inside the demo partner page (a real cross-site frame) against the real server and database:
 * - a signed-out visitor saves a JFK-LHR flight: the sign-in dialog opens on its trips soft gate; creating the account
 *   saves the flight right after (tripSaveLater); signed out again, the visitor saves a London hotel, signs in with the
 *   password, and the hotel is saved too;
 * - both are in one auto-named trip "London" in the header's trips drawer (32x32 image, saved count) and on /trips;
 * - on the trip page the hotel moves to the cart (the header counts it), is booked from the drawer's cart (issue #22) through the booking
 *   flow and shows as booked; cancelling it and removing the flight leave a fully cancelled trip;
 * - the trip is shared with a second account (its own browser context), which gets the NEW_SHARED_TRIP notification
 *   and sees the trip read-only; when the owner stops sharing, the second account loses it;
 * - the wishlist toast shows for the first saved destination (London) only, not for the second (Paris, a trip started
 *   from the partner page's own search box).
 */
import { expect, test, type Browser, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { confirmationReference, fillPayment, fillTravelers, payButton, TEST_CARDS } from './pages/booking-flow.ts';
import { E2E_PASSWORD, registerFromHeader, registerInOpenDialog, submitPasswordSignIn } from './pages/sign-in.ts';
import { bookingsFor } from './db.ts';
import { clickVisible, chooseVerticalTab } from './pages/frame-fields.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');


async function signOut(frame: FrameLocator, email: string): Promise<void> {
  await frame.getByRole('button', { name: `Account: ${email}` }).click();
  await frame.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

/** The direct items of a results list. */
const offersOf = (frame: FrameLocator, list: string) => frame.getByRole('list', { name: list }).locator(':scope > li');

/** From flight results, the same trip's hotels (the friendly search URL carries destination and dates over). */
async function switchToHotels(frame: FrameLocator): Promise<void> {
  await clickVisible(frame.getByRole('navigation', { name: 'Search other verticals' }).getByRole('link', { name: 'Hotels' }));
  await expect(offersOf(frame, 'Hotel offers').first()).toBeVisible();
}

/** Opens the header's trips drawer and returns it. */
async function openTripsDrawer(frame: FrameLocator): Promise<Locator> {
  await frame.getByRole('button', { name: /^Trips/ }).click();
  const drawer = frame.getByRole('dialog', { name: /Trips/ });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Opens the trip page of `tripName` from /trips. */
async function openTripFromAllTrips(frame: FrameLocator, tripName: string): Promise<void> {
  await expect(frame.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  await clickVisible(frame.getByRole('link', { name: tripName, exact: true }).first());
  await expect(frame.getByRole('heading', { level: 1, name: tripName })).toBeVisible();
}

/** The timeline article of the first event whose title matches. */
const eventCard = (frame: FrameLocator, title: RegExp) => frame.getByRole('article', { name: title });

/**
 * The tab becomes visible again: the frame document hears 'visibilitychange' (headless Chromium keeps every page
 * visible, so the event is dispatched in the product frame the way a tab switch would fire it).
 */
async function tabVisibleAgain(page: Page): Promise<void> {
  const product = page.frames().find((f) => f.url().includes('/p/demo/'));
  if (!product) throw new Error('no product frame');
  await product.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

/** A second browser (its own cookies and storage) with the demo page open. */
async function secondBrowser(browser: Browser): Promise<{ page: Page; demo: DemoHostPage; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const demo = new DemoHostPage(page);
  await demo.open();
  return { page, demo, close: () => context.close() };
}

test('save signed out, sign in, a London trip in the drawer and on /trips; cart, book, cancel; share and revoke; wishlist toast once', async ({ page, browser }) => {
  test.slow();
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const owner = `trips-owner-${stamp}@example.com`;
  const friend = `trips-friend-${stamp}@example.com`;
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;

  // 1. A flight saved while signed out: the trips soft gate, then the account is created and the flight is saved.
  await demo.searchInFrame('JFK', 'LHR');
  const flight = demo.offers().first();
  await expect(flight).toBeVisible();
  await clickVisible(flight.getByRole('button', { name: /^Save .* to trips$/ }));
  await expect(frame.getByRole('dialog').getByRole('heading', { name: 'Sign in to save to your trips' })).toBeVisible();
  await registerInOpenDialog(frame, owner);
  await expect(flight.getByRole('button', { name: /^Saved to trips: / })).toBeVisible();

  // 2. Signed out again, a London hotel: the soft gate again, a password sign-in, and the hotel is saved.
  await signOut(frame, owner);
  await switchToHotels(frame);
  const hotel = offersOf(frame, 'Hotel offers').first();
  const hotelName = ((await hotel.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  await clickVisible(hotel.getByRole('button', { name: /^Save .* to trips$/ }));
  const gate = frame.getByRole('dialog');
  await expect(gate.getByRole('heading', { name: 'Sign in to save to your trips' })).toBeVisible();
  await submitPasswordSignIn(gate, owner, E2E_PASSWORD);
  await expect(frame.getByRole('button', { name: `Account: ${owner}` })).toBeVisible();
  await expect(hotel.getByRole('button', { name: /^Saved to trips: / })).toBeVisible();

  // 3. The drawer: one auto-named trip "London" with its 32x32 image and both saved.
  let drawer = await openTripsDrawer(frame);
  const tripLink = drawer.getByRole('link', { name: 'London', exact: true });
  await expect(tripLink).toBeVisible();
  await expect(drawer).toContainText('2 saved');
  const image = drawer.locator('img').first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height, (el as HTMLImageElement).naturalWidth > 0])).toEqual([32, 32, true]);
  await drawer.getByRole('link', { name: 'See all trips' }).click();

  // 4. /trips lists it with its counts; the trip page shows both events.
  await openTripFromAllTrips(frame, 'London');
  await expect(eventCard(frame, new RegExp(`^${escapeRegExp(hotelName)}`))).toContainText('Saved');
  await expect(eventCard(frame, /^JFK → LHR/)).toContainText('Saved');

  // 5. The hotel goes to the cart (the header counts it), then is booked from the cart.
  const hotelEvent = eventCard(frame, new RegExp(`^${escapeRegExp(hotelName)}`));
  await clickVisible(hotelEvent.getByRole('button', { name: 'Move to cart' }));
  await expect(hotelEvent).toContainText('In cart');
  await expect(frame.getByRole('button', { name: /^Trips, 1 item in cart/ })).toBeVisible();
  // The trip page's "Book" is a link to the booking flow of the cart event; so is the drawer's (issue #22: the
  // drawer's opened the trip page). Booked from the drawer, step 6 finds the cart event itself booked.
  await expect(hotelEvent.getByRole('link', { name: 'Book' })).toHaveAttribute('href', /\/book\/[^?]+\?tripEventId=\d+$/);
  drawer = await openTripsDrawer(frame);
  await drawer.getByRole('list', { name: 'Cart' }).getByRole('link', { name: new RegExp(`^Book ${escapeRegExp(hotelName)}`) }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
  await expect(payButton(frame)).toBeVisible();
  await fillTravelers(frame, owner);
  await fillPayment(frame, TEST_CARDS.approved);
  await clickVisible(payButton(frame));
  const reference = await confirmationReference(frame);
  expect(bookingsFor(owner).map((b) => b.reference)).toContain(reference);

  // 6. Back on the trip: the cart event is the booked one (no second hotel event), and the cart is empty.
  drawer = await openTripsDrawer(frame);
  await drawer.getByRole('link', { name: 'London', exact: true }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'London' })).toBeVisible();
  await expect(hotelEvent).toContainText('Booked');
  await expect(frame.getByRole('article', { name: new RegExp(`^${escapeRegExp(hotelName)}`) })).toHaveCount(1);
  await expect(frame.getByRole('button', { name: /^Trips$/ })).toBeVisible();

  // 7. Cancel the booking and remove the flight: the trip is fully cancelled.
  await clickVisible(hotelEvent.getByRole('button', { name: 'Cancel booking' }));
  await frame.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(hotelEvent).toContainText('Cancelled');
  await expect(frame.getByText('1 cancelled').first()).toBeVisible();
  const flightEvent = eventCard(frame, /^JFK → LHR/);
  await clickVisible(flightEvent.getByRole('button', { name: 'Remove' }));
  await frame.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(frame.getByText('Every booking on this trip was cancelled.')).toBeVisible();
  await expect(frame.getByText('0 saved').first()).toBeVisible();

  // 8. Share it with a second account, which is notified and sees it read-only.
  const second = await secondBrowser(browser);
  try {
    await registerFromHeader(second.demo.frame, friend);
    await clickVisible(frame.getByRole('textbox', { name: 'Email of the person to share with' }));
    await frame.getByRole('textbox', { name: 'Email of the person to share with' }).fill(friend);
    await frame.getByRole('button', { name: 'Share trip' }).click();
    await expect(frame.getByRole('button', { name: `Stop sharing with ${friend}` })).toBeVisible();

    const f = second.demo.frame;
    // The recipient's tab becomes visible again: the trips store reloads and the notification appears.
    await second.page.bringToFront();
    await tabVisibleAgain(second.page);
    await expect(f.getByRole('button', { name: /^Notifications, 1 new/ })).toBeVisible();
    await f.getByRole('button', { name: /^Notifications/ }).click();
    const note = f.getByRole('link', { name: /shared the trip London with you/ });
    await expect(note).toBeVisible();
    await note.click();
    await expect(f.getByRole('heading', { level: 1, name: 'London' })).toBeVisible();
    await expect(f.getByText(/^Shared with you by .+\. You can view this trip but not change it\.$/)).toBeVisible();
    await expect(f.getByRole('button', { name: 'Rename' })).toHaveCount(0);
    await expect(f.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await expect(f.getByRole('button', { name: 'Share trip' })).toHaveCount(0);

    // 9. The owner stops sharing: the recipient loses the trip.
    await frame.getByRole('button', { name: `Stop sharing with ${friend}` }).click();
    await expect(frame.getByText(`Stopped sharing with ${friend}.`)).toBeVisible();
    await second.page.reload();
    await expect(second.demo.status).toHaveText(/Ready/);
    await tabVisibleAgain(second.page);
    await expect(f.getByRole('button', { name: /^Notifications/ })).not.toHaveAccessibleName(/new/);
    const friendDrawer = await openTripsDrawer(f);
    await expect(friendDrawer.getByText('No trips yet. Save a flight or hotel to start one.')).toBeVisible();
    await expect(friendDrawer.getByRole('link', { name: 'London', exact: true })).toHaveCount(0);
  } finally {
    await second.close();
  }

  // 10. Wishlist: the first saved destination shows the toast; the second does not.
  await page.bringToFront();
  await frame.getByRole('link', { name: 'All trips' }).click();
  await clickVisible(frame.getByRole('button', { name: 'Save London to wishlist' }));
  await expect(frame.getByRole('status').filter({ hasText: 'London saved to your wishlist' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Remove London from wishlist' })).toHaveAttribute('aria-pressed', 'true');

  // A Paris hotel, searched from the partner's own search box, starts a second trip "Paris"; its heart adds a
  // second wishlist item, and no toast follows.
  await page.getByLabel('Vertical').selectOption('hotels');
  await page.getByLabel('Destination city').fill('Paris');
  await page.getByRole('button', { name: 'Search in frame' }).click();
  const paris = offersOf(frame, 'Hotel offers').first();
  await clickVisible(paris.getByRole('button', { name: /^Save .* to trips$/ }));
  await expect(paris.getByRole('button', { name: /^Saved to trips: / })).toBeVisible();
  const drawerAgain = await openTripsDrawer(frame);
  await drawerAgain.getByRole('link', { name: 'See all trips' }).click();
  const added = page.waitForResponse((r) => r.url().endsWith('/trips/api/wishlist/add') && r.ok());
  await clickVisible(frame.getByRole('button', { name: 'Save Paris to wishlist' }));
  expect((await (await added).json()).wishlist).toHaveLength(2);
  await expect(frame.getByRole('button', { name: 'Remove Paris from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  await expect(frame.getByText('Paris saved to your wishlist')).toHaveCount(0);
});

test.describe('320 px', () => {
  test.use({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });

  /**
   * How far the header's controls or the page's main content stick out sideways beyond the frame's width (0: nothing
   * does). Scroll containers that scroll on purpose (the vertical tabs) do not count: only what the visitor cannot reach.
   */
  async function overflowX(frame: FrameLocator): Promise<number> {
    const header = await frame.getByRole('banner').evaluate((el) => Math.max(0, ...[...el.querySelectorAll('button, a')].map((c) => c.getBoundingClientRect().right - document.documentElement.clientWidth)));
    const main = await frame.getByRole('main').evaluate((m) => Math.max(m.scrollWidth - m.clientWidth, m.getBoundingClientRect().right - document.documentElement.clientWidth));
    return Math.max(header, main);
  }

  test('signed in with a long email, the header, the drawer, /trips and a trip with a long name fit the frame', async ({ page }) => {
    const email = `a.very.long.address.for.wrapping.${Date.now()}@subdomain.example-travel-partner.com`;
    const demo = new DemoHostPage(page);
    await demo.open();
    const { frame } = demo;
    await registerFromHeader(frame, email);
    expect(await overflowX(frame)).toBeLessThanOrEqual(0);

    await chooseVerticalTab(frame, 'Hotels');
    const box = frame.getByRole('combobox', { name: 'Destination', exact: true });
    await box.fill('Paris');
    await frame.getByRole('option', { name: /^Paris, France/ }).first().click();
    await clickVisible(frame.getByRole('button', { name: 'Search hotels' }));
    const hotel = offersOf(frame, 'Hotel offers').first();
    await clickVisible(hotel.getByRole('button', { name: /^Save .* to trips$/ }));
    await expect(hotel.getByRole('button', { name: /^Saved to trips: / })).toBeVisible();

    const drawer = await openTripsDrawer(frame);
    expect(await drawer.evaluate((d) => d.getBoundingClientRect().right - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await drawer.getByRole('link', { name: 'Paris', exact: true }).click();
    await expect(frame.getByRole('heading', { level: 1, name: 'Paris' })).toBeVisible();
    await clickVisible(frame.getByRole('button', { name: 'Rename' }));
    const longName = 'Paris-Saint-Germain-en-Laye-et-Versailles-weekend-with-the-whole-family-2026';
    await frame.getByRole('textbox', { name: 'Trip name' }).fill(longName);
    await frame.getByRole('button', { name: 'Save name' }).click();
    await expect(frame.getByRole('heading', { level: 1, name: longName })).toBeVisible();
    expect(await overflowX(frame)).toBeLessThanOrEqual(0);
    await frame.getByRole('link', { name: 'All trips' }).click();
    await expect(frame.getByRole('link', { name: longName })).toBeVisible();
    expect(await overflowX(frame)).toBeLessThanOrEqual(0);
  });
});
