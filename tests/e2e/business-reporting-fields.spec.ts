/**
 * Issue #26, trip reporting fields inside the demo partner page (a real cross-site frame) against the real server and
 * its seeded Acme (server/src/db/seed-reporting-payment.ts: a required "Cost centre" list and an optional "Project code"
 * for flights and hotels; a company card on the default group, personal cards allowed):
 * - Tess Traveler books a London hotel on the business side: the booking form asks "Trip reporting" (Cost centre with
 *   its options, Project code marked optional) and offers "Pay with" the company card or her own card;
 * - Pay without a cost centre is refused on the page: the error shows under the field, nothing is booked;
 * - she picks a cost centre, types a project code, pays with her own card: the booking is made and the values are
 *   stored with it (the database).
 */
import { expect, test } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { bookingsFor, reportingValuesOf } from './db.ts';
import { confirmationReference, fillTravelers, payButton, TEST_CARDS } from './pages/booking-flow.ts';
import { signInWithPassword } from './pages/business.ts';
import { clickVisible, pickSuggestion, chooseVerticalTab } from './pages/frame-fields.ts';

const TRAVELER = 'traveler@acme.example';

test('a required reporting field blocks an Acme traveler\'s booking until it is filled', async ({ page }) => {
  test.slow();
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signInWithPassword(frame, TRAVELER);

  await chooseVerticalTab(frame, 'Hotels');
  await frame.getByRole('combobox', { name: 'Destination', exact: true }).fill('London');
  await pickSuggestion(frame, frame.getByRole('option', { name: /^London, United Kingdom/ }).first());
  await clickVisible(frame.getByRole('button', { name: 'Search hotels' }));
  const offers = frame.getByRole('list', { name: 'Hotel offers' }).locator(':scope > li');
  await expect(offers.first()).toBeVisible();
  await clickVisible(offers.first().getByRole('button', { name: /^Select / }));
  await clickVisible(frame.getByRole('list', { name: 'Rooms and rates' }).getByRole('button', { name: /^Book / }).first());
  await expect(payButton(frame)).toBeVisible();

  // The business part of the form: the company's fields and its card.
  const reporting = frame.getByRole('group', { name: 'Trip reporting' });
  const costCentre = reporting.getByRole('combobox', { name: 'Cost centre' });
  await expect(costCentre).toBeVisible();
  await expect(costCentre.locator('option')).toHaveText(['Choose…', 'CC-100 Sales', 'CC-200 Engineering', 'CC-300 Marketing', 'CC-400 Operations']);
  await expect(reporting.getByRole('textbox', { name: 'Project code' })).toBeVisible();
  const payWith = frame.getByRole('radiogroup', { name: 'Pay with' });
  await expect(payWith.getByRole('radio', { name: /^Company card: Acme travel card \(Visa ending 4242\)/ })).toBeChecked();
  await expect(frame.getByRole('group', { name: 'Payment' })).toHaveCount(0);

  await fillTravelers(frame, TRAVELER);
  await payWith.getByText('My own card').click();
  const payment = frame.getByRole('group', { name: 'Payment' });
  await payment.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.approved);
  await payment.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await payment.getByRole('textbox', { name: 'Security code' }).fill('123');
  await payment.getByRole('textbox', { name: 'Name on card' }).fill('Tess Traveler');
  // Acme's policy may put the first rate outside it: then the page asks why, as for any out-of-policy booking.
  const reasons = frame.getByRole('radiogroup', { name: 'Reason for booking outside the policy' });
  if ((await reasons.count()) > 0) {
    await reasons.getByText('Client requirement').click();
    await frame.getByRole('textbox', { name: /^Explain the reason/ }).fill('Workshop at the client office');
  }

  const before = bookingsFor(TRAVELER).length;
  await clickVisible(payButton(frame));
  await expect(reporting.getByText('Choose Cost centre')).toBeVisible();
  await expect(costCentre).toBeFocused();
  await expect(costCentre).toHaveAttribute('aria-invalid', 'true');
  expect(bookingsFor(TRAVELER).length).toBe(before);

  await costCentre.selectOption('CC-200 Engineering');
  await reporting.getByRole('textbox', { name: 'Project code' }).fill('PRJ-2041');
  await clickVisible(payButton(frame));
  const reference = await confirmationReference(frame);
  expect(reportingValuesOf(reference)).toEqual([['Cost centre', 'CC-200 Engineering'], ['Project code', 'PRJ-2041']]);
});
