/**
 * Issue #26 "Event hub (`/business/events`)", inside the demo partner page (a real cross-site frame) against the real
 * server and its seeded Acme:
 * - Eve (event editor, EVENT_EDIT_FOR_ALL) opens the event hub, creates an event in London with dates, invites Tess
 *   through the people search, and the list shows it;
 * - Tess (another browser context: another session) sees the event on her business front door, presses "Find flights",
 *   and the flight form has the event's airport and dates filled in; she books a flight from it: the booking page says
 *   it is for the event;
 * - Eve's "Who has booked" shows Tess booked, from the event, with the reference.
 * Recovery codes (demoUserRecoveryCode): events@ 0 (1 on the retry), traveler@ 5 (2 on the retry).
 */
import { expect, test, type FrameLocator } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { confirmationReference, fillPayment, fillTravelers, payButton, TEST_CARDS } from './pages/booking-flow.ts';
import { demoUserRecoveryCode, signInWithPassword, verifySecondFactor } from './pages/business.ts';
import { shownDate } from './pages/date-fields.ts';
import { airport, clickVisible, pickSuggestion } from './pages/frame-fields.ts';

const EDITOR = 'events@acme.example';
const TRAVELER = 'traveler@acme.example';

/** `YYYY-MM-DD`, `days` from today (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Opens the event hub in the frame (the demo page's `travel` parameter names the frame route). */
async function openEventHub(demo: DemoHostPage): Promise<void> {
  await demo.page.goto(`/?travel=${encodeURIComponent('business/events')}`);
}

/** The booking page's steps a policy may add, then Pay; returns the reference. Extend here for new required fields. */
async function payForBooking(frame: FrameLocator, email: string): Promise<string> {
  await fillTravelers(frame, email);
  await fillPayment(frame, TEST_CARDS.approved);
  // Acme's seeded policy may put the fare outside it: then the page asks why.
  const reasons = frame.getByRole('radiogroup', { name: 'Reason for booking outside the policy' });
  if ((await reasons.count()) > 0) {
    await reasons.getByText('Meeting location').or(reasons.getByText('Client requirement')).first().click();
    await frame.getByRole('textbox', { name: /^Explain the reason/ }).fill('Travel to the company event');
  }
  await clickVisible(payButton(frame));
  return confirmationReference(frame);
}

test('an event editor creates an event; an invitee books a flight to it with its destination and dates filled in; the editor sees it booked', async ({ page, browser }) => {
  test.slow();
  const name = `Sales kick-off ${Date.now()}`;
  const start = inDays(40);
  const end = inDays(42);

  // Eve creates the event.
  const eve = new DemoHostPage(page);
  await eve.open();
  await signInWithPassword(eve.frame, EDITOR);
  await openEventHub(eve);
  await verifySecondFactor(eve.frame, { recovery: demoUserRecoveryCode(EDITOR, test.info().retry) });
  const frame = eve.frame;
  await expect(frame.getByRole('heading', { name: 'Event hub', level: 1 })).toBeVisible();
  await clickVisible(frame.getByRole('button', { name: 'New event' }));
  const form = frame.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Event name' }).fill(name);
  await form.getByRole('combobox', { name: 'City' }).fill('London');
  // The suggestions open in a popover of their own, outside the dialog.
  await pickSuggestion(frame, frame.getByRole('option', { name: /^London, United Kingdom/ }).first());
  await expect(form.getByRole('combobox', { name: 'City' })).toHaveValue(/^London/);
  await form.getByLabel('First day').fill(start);
  await form.getByLabel('Last day').fill(end);
  await form.getByRole('searchbox', { name: 'Find people to invite' }).fill('tess');
  await clickVisible(form.getByRole('button', { name: 'Invite Tess Traveler' }));
  await expect(form.getByRole('list', { name: 'Invited' })).toContainText('Tess Traveler');
  await clickVisible(form.getByRole('button', { name: 'Create event' }));
  await expect(frame.getByText(`${name} was created.`, { exact: false })).toBeVisible();
  const card = frame.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('London');
  await expect(card).toContainText('1 person invited');

  // Tess, in another session, sees it on her front door and books a flight from it.
  const tessContext = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const tess = new DemoHostPage(await tessContext.newPage());
  await tess.open();
  await signInWithPassword(tess.frame, TRAVELER);
  // The front door shows invitations once the session has passed two-factor (a business page asks for it).
  await openEventHub(tess);
  await verifySecondFactor(tess.frame, { recovery: demoUserRecoveryCode(TRAVELER, [5, 2][test.info().retry] ?? 2) });
  await expect(tess.frame.getByRole('heading', { name: 'Event hub', level: 1 })).toBeVisible();
  await tess.open();
  const invitation = tess.frame.getByRole('list', { name: 'Events you are invited to' }).getByRole('listitem').filter({ hasText: name });
  await expect(invitation).toContainText('London');
  await clickVisible(invitation.getByRole('link', { name: `Find flights to ${name}` }));
  // The flight form: the event's airport and dates filled in; Tess adds where she flies from.
  await expect(tess.frame.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(/LHR/);
  await expect(tess.frame.getByRole('spinbutton', { name: 'day, Depart', exact: true })).toBeVisible();
  await expect.poll(() => shownDate(tess.frame, 'Depart')).toBe(start);
  await expect.poll(() => shownDate(tess.frame, 'Return')).toBe(end);
  await airport(tess.frame, 'From', 'CDG');
  await clickVisible(tess.frame.getByRole('button', { name: 'Search', exact: true }));
  const first = tess.frame.getByRole('list', { name: 'Flight offers' }).locator(':scope > li').first();
  await expect(first).toBeVisible();
  await clickVisible(first.getByRole('button', { name: /^Select / }));
  await expect(tess.frame.getByText(`This booking is for the event ${name}.`)).toBeVisible();
  const reference = await payForBooking(tess.frame, TRAVELER);
  await tessContext.close();

  // Eve sees Tess booked, from the event.
  await openEventHub(eve);
  await clickVisible(frame.getByRole('button', { name: `Who has booked for ${name}` }));
  const attendance = frame.getByRole('dialog');
  await expect(attendance.getByText('1 of 1 invitees have booked travel.')).toBeVisible();
  const row = attendance.getByRole('table', { name: 'Invitees and their bookings' }).getByRole('row').filter({ hasText: 'Tess Traveler' });
  await expect(row).toContainText('Booked');
  await expect(row).toContainText(reference);
  await expect(row).toContainText('booked from the event');
});
