/**
 * Issue #25, a trip booked on behalf from the traveler's request to its fulfilment, inside the demo partner page (a
 * real cross-site frame) against the real server and its seeded Acme (Tess Traveler named Arlo Arranger as her
 * arranger):
 * - Tess signs in, opens "Ask for a trip" from the account menu (passing two-factor), asks for a Paris hotel with
 *   dates and a note; the request shows waiting for an arranger;
 * - Arlo (another browser context: another session) opens "Trips to book", finds the request and presses "Book for
 *   Tess Traveler": the header says he books for Tess and the hotel search is prefilled with Paris and the dates; he
 *   books a hotel (it is Tess's, recorded as booked by Arlo), then marks the request booked by choosing that booking;
 * - Tess's "Closed" requests show it booked by Arlo with its reference;
 * - on a phone, Tess's "Who may book for me" (her seeded arranger, the search) and "Ask for a trip" fit the screen.
 */
import { expect, test, type FrameLocator, type Locator } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { ownerAndBooker } from './db.ts';
import { confirmationReference, fillPayment, fillTravelers, payButton, TEST_CARDS } from './pages/booking-flow.ts';
import { demoUserRecoveryCode, productFrame, signInWithPassword, verifySecondFactor } from './pages/business.ts';
import { clickVisible } from './pages/frame-fields.ts';

const ARRANGER = 'arranger@acme.example';
const TRAVELER = 'traveler@acme.example';

/** Chooses a radio of a react-aria radio group by pressing its label (the label takes the pointer), then checks it is chosen. */
async function choose(radio: Locator): Promise<void> {
  await clickVisible(radio.locator('xpath=ancestor::label[1]'));
  await expect(radio).toBeChecked();
}

/** `YYYY-MM-DD`, `days` from today (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);


/** Opens an entry of the account menu. */
async function openAccountMenuEntry(frame: FrameLocator, name: string): Promise<void> {
  await frame.getByRole('button', { name: /^Account: / }).click();
  await frame.getByRole('menuitem', { name }).click();
}

test('a traveler asks for a hotel; the arranger books it for them from Trips to book and marks it booked; the traveler sees it', async ({ page, browser }) => {
  test.slow();
  const note = `Close to the client office, request ${Date.now()}`;
  const start = inDays(50);
  const end = inDays(52);

  // Tess asks for a Paris hotel.
  const tess = new DemoHostPage(page);
  await tess.open();
  await signInWithPassword(tess.frame, TRAVELER);
  await openAccountMenuEntry(tess.frame, 'Ask for a trip');
  await verifySecondFactor(tess.frame, { recovery: demoUserRecoveryCode(TRAVELER, 9 - test.info().retry) });
  await expect(tess.frame.getByRole('heading', { name: 'Ask for a trip', level: 1 })).toBeVisible();
  const form = tess.frame.getByRole('form', { name: 'New request' });
  await choose(form.getByRole('radio', { name: 'Hotel' }));
  await form.getByRole('textbox', { name: 'Destination' }).fill('Paris');
  await form.getByLabel('From').fill(start);
  await form.getByLabel('Until (optional)').fill(end);
  await form.getByRole('textbox', { name: 'Details for the arranger' }).fill(note);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(tess.frame.getByText('Your request was sent to the travel arrangers.')).toBeVisible();
  const mine = tess.frame.getByRole('list', { name: 'My requests' }).getByRole('listitem').filter({ hasText: note });
  await expect(mine).toContainText('Hotel · Paris');
  await expect(mine).toContainText('Waiting for an arranger');

  // Arlo, in another session, finds it in Trips to book and books for Tess.
  const arloContext = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const arlo = new DemoHostPage(await arloContext.newPage());
  await arlo.open();
  const frame = arlo.frame;
  await signInWithPassword(frame, ARRANGER);
  await openAccountMenuEntry(frame, 'Trips to book');
  // A recovery code of its own (other journeys pass Arlo's current authenticator code, which the server takes once).
  await verifySecondFactor(frame, { recovery: demoUserRecoveryCode(ARRANGER, 8 - test.info().retry) });
  await expect(frame.getByRole('heading', { name: 'Trips to book', level: 1 })).toBeVisible();
  const request = frame.getByRole('list', { name: 'Trips to book' }).getByRole('listitem').filter({ hasText: note });
  await clickVisible(request.getByRole('button', { name: 'Book for Tess Traveler' }));
  await expect(frame.getByRole('button', { name: 'Booking for: Tess Traveler' })).toBeVisible();
  await expect(frame.getByRole('tab', { name: 'Hotels', selected: true })).toBeVisible();
  const destination = frame.getByRole('combobox', { name: 'Destination', exact: true });
  await expect(destination).toHaveValue('Paris');
  // The prefilled text is resolved through the place suggestions on submit, as typed text is.
  await frame.getByRole('button', { name: 'Search hotels' }).click();
  const offers = frame.getByRole('list', { name: 'Hotel offers' }).locator(':scope > li');
  await expect(offers.first()).toBeVisible();
  await clickVisible(offers.first().getByRole('button', { name: /^Select / }));
  await clickVisible(frame.getByRole('list', { name: 'Rooms and rates' }).getByRole('button', { name: /^Book / }).first());
  await expect(payButton(frame)).toBeVisible();
  await fillTravelers(frame, TRAVELER);
  await fillPayment(frame, TEST_CARDS.approved);
  // Tess's travel policy (Acme's seeded one) may put the first rate outside it: then the page asks why.
  const reasons = frame.getByRole('radiogroup', { name: 'Reason for booking outside the policy' });
  if ((await reasons.count()) > 0) {
    await reasons.getByText('Client requirement').click();
    await frame.getByRole('textbox', { name: /^Explain the reason/ }).fill('Tess asked for this hotel');
  }
  await clickVisible(payButton(frame));
  const reference = await confirmationReference(frame);
  expect(ownerAndBooker(reference)).toEqual({ owner: TRAVELER, booker: ARRANGER });

  // Back to Trips to book: "Mark as booked" offers the booking just made for Tess.
  await openAccountMenuEntry(frame, 'Trips to book');
  await expect(frame.getByRole('heading', { name: 'Trips to book', level: 1 })).toBeVisible();
  await clickVisible(request.getByRole('button', { name: 'Mark the request of Tess Traveler as booked' }));
  const dialog = frame.getByRole('dialog', { name: 'Which booking did you make for Tess Traveler?' });
  await choose(dialog.getByRole('radio', { name: new RegExp(reference) }));
  await dialog.getByRole('button', { name: 'Mark as booked' }).click();
  await expect(frame.getByText('The request of Tess Traveler is marked as booked.')).toBeVisible();
  await expect(request).toHaveCount(0);
  await arloContext.close();

  // Tess sees it booked.
  await choose(tess.frame.getByRole('radio', { name: 'Closed' }));
  const closed = tess.frame.getByRole('list', { name: 'My requests' }).getByRole('listitem').filter({ hasText: note });
  await expect(closed).toContainText(`Booked by Arlo Arranger as ${reference}`);
});

test('on a phone, a traveler\'s "Who may book for me" and "Ask for a trip" fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signInWithPassword(frame, TRAVELER);
  await openAccountMenuEntry(frame, 'Who may book for me');
  // A recovery code of its own: the first journey of this file passes Tess's current authenticator code.
  await verifySecondFactor(frame, { recovery: demoUserRecoveryCode(TRAVELER, 7 - test.info().retry) });
  await expect(frame.getByRole('heading', { name: 'Who may book for me', level: 1 })).toBeVisible();
  // The seeded arranger is named; the search finds them as chosen already.
  await expect(frame.getByRole('list', { name: 'My travel arrangers' }).getByRole('button', { name: 'Remove Arlo Arranger' })).toBeVisible();
  await expect(frame.getByRole('switch', { name: 'Let any travel arranger of the company book for me' })).toBeVisible();
  await frame.getByRole('searchbox', { name: 'Find a travel arranger' }).fill('arlo');
  await expect(frame.getByRole('list', { name: 'Travel arrangers found' })).toContainText('Chosen');
  const overflow = async () => productFrame(page).evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await openAccountMenuEntry(frame, 'Ask for a trip');
  await expect(frame.getByRole('form', { name: 'New request' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'My requests', level: 2 })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('trip-requests-390x844.png') });
});
