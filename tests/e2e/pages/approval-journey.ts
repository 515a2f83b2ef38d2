/**
 * The traveler's side of the approval journeys (issue #25 "Approvals"), shared by business-approval-flow.spec.ts and
 * business-approval-mail-link.spec.ts: book a flight Acme's seeded policy sends for approval (business class on a 1-hour
 * flight: outside the cabin rule, whose action is "require approval"), and read the approval status on the trip.
 */
import { expect, type FrameLocator } from '@playwright/test';
import type { DemoHostPage } from './demo-host-page.ts';
import { confirmationReference, fillPayment, fillTravelers, payButton, TEST_CARDS } from './booking-flow.ts';
import { signInWithPassword } from './business.ts';
import { tripIdOf } from '../db.ts';

export const TRAVELER = 'traveler@acme.example';
export const APPROVER = 'approver@acme.example';

function isoInDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Business class on a 1-hour flight: outside Acme's cabin rule, whose action is "require approval". */
const FLIGHTS = `flights/LHR-CDG/${isoInDays(30)}?adults=1&cabin=business&sort=price`;

/** Clicks a control once it is in view (cards below the fold of the partner page). */
export async function press(frame: FrameLocator, name: RegExp | string): Promise<void> {
  const button = frame.getByRole('button', { name }).first();
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

/** The traveler books the cheapest business-class flight with a reason containing `token`; returns its reference. */
export async function bookFlightNeedingApproval(demo: DemoHostPage, token: string): Promise<string> {
  const { frame, page } = demo;
  await demo.open();
  await signInWithPassword(frame, TRAVELER);
  await page.goto(`/?travel=${encodeURIComponent(FLIGHTS)}`);
  await expect(demo.status).toHaveText(/Ready/);
  await demo.frameElement.scrollIntoViewIfNeeded();
  const first = frame.getByRole('list', { name: 'Flight offers' }).locator(':scope > li').first();
  await expect(first).toContainText('Out of policy');
  await expect(first).toContainText('Needs approval');
  await first.getByRole('button', { name: /^Select / }).click();

  await expect(frame.getByRole('heading', { name: 'This booking needs approval' })).toBeVisible();
  await fillTravelers(frame, TRAVELER);
  // The reason the approver will read: a code and an explanation; Pay without it shows what is missing.
  await fillPayment(frame, TEST_CARDS.approved);
  await press(frame, /^Pay /);
  await expect(frame.getByText('Choose a reason.')).toBeVisible();
  await frame.getByRole('radiogroup', { name: 'Reason for booking outside the policy' }).getByText('Client requirement').click();
  await frame.getByRole('textbox', { name: /^Explain the reason/ }).fill(`Client workshop in Paris, ${token}`);
  await payButton(frame).click();
  const reference = await confirmationReference(frame);
  await expect(frame.getByText('Sent for approval')).toBeVisible();
  return reference;
}

/**
 * The traveler's trip of booking `reference` shows `status` (the demo page opened afresh on that trip's page, the
 * traveler still signed in). By the trip's id, not the first "Paris" trip of the Trips drawer: journeys running beside
 * this one book Paris trips for the same traveler (business-book-for, business-book-on-behalf, the other approval
 * journeys), and the drawer lists the most recently updated first, so "the first Paris trip" was often another one.
 */
export async function tripShows(demo: DemoHostPage, status: string, reference: string): Promise<void> {
  const tripId = tripIdOf(reference);
  expect(tripId, `a trip for booking ${reference}`).toBeTruthy();
  await demo.open(`?travel=${encodeURIComponent(`trips/${tripId}`)}`);
  await expect(demo.frame.getByText(status, { exact: true }).first()).toBeVisible();
}
