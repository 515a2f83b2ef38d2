/**
 * Issue #25, booking for another traveler inside the demo partner page (a real cross-site frame) against the real
 * server and its seeded Acme (README "Business edition": Tess Traveler named Arlo Arranger as her arranger):
 * - the arranger signs in, passes two-factor, opens "Booking for: me" in the header, chooses "Another traveler" and
 *   picks Tess from the suggestions; the frame goes to the front door and the header says "Booking for: Tess Traveler";
 * - the arranger books a Paris hotel: the booking belongs to Tess and records Arlo as the booker (the database), the
 *   booked-for card's "Their trips" lists it; "Myself" switches back;
 * - Tess signs in and finds the trip in her trips drawer;
 * - at 390x844 helpdesk staff (their wording) search, pick and switch back; the dialog fits, no horizontal scroll.
 */
import { expect, test, type FrameLocator } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { ownerAndBooker } from './db.ts';
import { confirmationReference, fillPayment, fillTravelers, payButton, TEST_CARDS } from './pages/booking-flow.ts';
import { demoUserCode, demoUserRecoveryCode, productFrame, signInWithPassword, verifySecondFactor, openAdminHubFromAccountMenu } from './pages/business.ts';
import { clickVisible, pickSuggestion, chooseVerticalTab } from './pages/frame-fields.ts';

const ARRANGER = 'arranger@acme.example';
const TRAVELER = 'traveler@acme.example';

const hotelOffers = (frame: FrameLocator) => frame.getByRole('list', { name: 'Hotel offers' }).locator(':scope > li');


test('an arranger books a hotel for a traveler, who then finds it in their trips', async ({ page }) => {
  test.slow();
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;

  // The arranger signs in and passes two-factor (the admin hub asks for it).
  await signInWithPassword(frame, ARRANGER);
  await frame.getByRole('link', { name: 'Admin hub' }).click();
  // A recovery code: other journeys sign the arranger in at the same time, and a TOTP code works once.
  await verifySecondFactor(frame, { recovery: demoUserRecoveryCode(ARRANGER, 1 + test.info().retry) });

  // The panel: Tess is suggested under "Alternatives"; choosing her goes to the front door.
  await frame.getByRole('button', { name: 'Booking for: me' }).click();
  const panel = frame.getByRole('dialog', { name: 'Who you are booking for' });
  await panel.getByRole('button', { name: 'Another traveler' }).click();
  const tess = panel.getByRole('list', { name: 'Alternatives' }).getByRole('button', { name: `Book for Tess Traveler, Traveler, ${TRAVELER}` });
  await expect(tess).toBeVisible();
  // The search finds her too (typed, searched once the typing pauses).
  await panel.getByRole('searchbox', { name: 'Search people by name or email' }).fill('tess');
  await expect(panel.getByRole('list', { name: 'People found' }).getByRole('button', { name: /^Book for Tess Traveler/ })).toBeVisible();
  await tess.click();
  await expect(frame.getByRole('button', { name: 'Booking for: Tess Traveler' })).toBeVisible();
  await expect(frame.getByRole('dialog')).toHaveCount(0);

  // A Paris hotel, booked while booking for Tess.
  await chooseVerticalTab(frame, 'Hotels');
  const box = frame.getByRole('combobox', { name: 'Destination', exact: true });
  await box.fill('Paris');
  await pickSuggestion(frame, frame.getByRole('option', { name: /^Paris, France/ }).first());
  await frame.getByRole('button', { name: 'Search hotels' }).click();
  await expect(hotelOffers(frame).first()).toBeVisible();
  await clickVisible(hotelOffers(frame).first().getByRole('button', { name: /^Select / }));
  await clickVisible(frame.getByRole('list', { name: 'Rooms and rates' }).getByRole('button', { name: /^Book / }).first());
  await expect(payButton(frame)).toBeVisible();
  // The booking form is Tess's: her email is filled in, not the arranger's.
  await expect(frame.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(TRAVELER);
  await fillTravelers(frame, TRAVELER);
  await fillPayment(frame, TEST_CARDS.approved);
  // Acme's travel policy (Tess's, since the booking is for her) may put the first rate outside it: then the page asks
  // why, as for any out-of-policy booking that is not blocked.
  const reasons = frame.getByRole('radiogroup', { name: 'Reason for booking outside the policy' });
  if ((await reasons.count()) > 0) {
    await reasons.getByText('Client requirement').click();
    await frame.getByRole('textbox', { name: /^Explain the reason/ }).fill('Tess presents at the client office');
  }
  await clickVisible(payButton(frame));
  const reference = await confirmationReference(frame);
  expect(ownerAndBooker(reference)).toEqual({ owner: TRAVELER, booker: ARRANGER });

  // The booked-for card: name, role, email; "Their trips" lists the new trip; "Myself" switches back.
  await frame.getByRole('button', { name: 'Booking for: Tess Traveler' }).click();
  const card = frame.getByTestId('booked-for-card');
  await expect(card).toContainText('Tess Traveler');
  await expect(card).toContainText(TRAVELER);
  await card.getByRole('link', { name: 'Their trips' }).click();
  await expect(frame.getByRole('link', { name: /Paris/ }).first()).toBeVisible();
  await frame.getByRole('button', { name: 'Booking for: Tess Traveler' }).click();
  await frame.getByRole('dialog', { name: 'Who you are booking for' }).getByRole('button', { name: 'Myself' }).click();
  await expect(frame.getByRole('button', { name: 'Booking for: me' })).toBeVisible();

  // Tess signs in (another session) and finds the trip in her trips drawer.
  await frame.getByRole('button', { name: 'Account: Arlo Arranger' }).click();
  await frame.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(frame.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await signInWithPassword(frame, TRAVELER);
  await frame.getByRole('button', { name: /^Trips/ }).click();
  const drawer = frame.getByRole('dialog', { name: /Trips/ });
  await expect(drawer.getByRole('link', { name: /Paris/ }).first()).toBeVisible();
});

test('at 390x844 helpdesk staff use the panel: its trigger stays in the header row, the dialog fits, no horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  const HELPDESK = 'helpdesk@acme.example';
  await signInWithPassword(frame, HELPDESK);
  // On a phone the admin hub entry is in the account menu; the hub asks for the second factor.
  await openAdminHubFromAccountMenu(frame);
  await verifySecondFactor(frame, demoUserCode(HELPDESK));

  const trigger = frame.getByRole('button', { name: 'Helping: nobody' });
  await expect(trigger).toBeVisible();
  await trigger.click();
  const panel = frame.getByRole('dialog', { name: 'Who you are booking for' });
  await panel.getByRole('button', { name: 'A colleague I support' }).click();
  await panel.getByRole('searchbox', { name: 'Search people by name or email' }).fill('eve');
  const eve = panel.getByRole('list', { name: 'People found' }).getByRole('button', { name: /^Book for Eve Editor/ });
  await expect(eve).toBeVisible();
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  const overflow = await productFrame(page).evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('book-for-390x844.png') });
  await test.info().attach('book-for-390x844.png', { path: test.info().outputPath('book-for-390x844.png'), contentType: 'image/png' });
  await eve.click();
  await expect(frame.getByRole('button', { name: 'Helping: Eve Editor' })).toBeVisible();
  await frame.getByRole('button', { name: 'Helping: Eve Editor' }).click();
  await frame.getByRole('dialog', { name: 'Who you are booking for' }).getByRole('button', { name: 'My own travel' }).click();
  await expect(frame.getByRole('button', { name: 'Helping: nobody' })).toBeVisible();
});
