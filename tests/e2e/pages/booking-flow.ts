/**
 * Booking steps inside the product frame, by accessible names: traveler details, test-card payment,
 * confirmation, manage booking.
 */
import { expect, type FrameLocator, type Locator } from '@playwright/test';

/** Test cards of the built-in payment method (README "Test cards"). */
export const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;

/** Traveler first names (names are letters, marks, spaces, hyphens and apostrophes only). */
const FIRST_NAMES = ['Ada', 'Grace', 'Mary', 'Edith', 'Hedy', 'Katherine', 'Rosalind', 'Lise', 'Emmy'];

/** Fills every "Traveler details" group (one per traveler) and the contact fields of the first. */
export async function fillTravelers(frame: FrameLocator, email: string): Promise<void> {
  const groups = frame.getByRole('group', { name: /^Traveler details/ });
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  for (let i = 0; i < count; i += 1) {
    const g = groups.nth(i);
    await g.getByRole('textbox', { name: /^First name/ }).fill(FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Ada');
    await g.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
    await g.getByLabel(/^Date of birth/).fill('1985-04-12');
  }
  await frame.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await frame.getByRole('textbox', { name: 'Phone', exact: true }).fill('2025550143');
}

/**
 * A business booking's "Trip reporting" fields (issue #26; Acme asks a required "Cost centre" list for flights and
 * hotels, server/src/db/seed-reporting-payment.ts): picks the first option of every list; leaves optional text empty.
 * Does nothing on a form without them (consumers, the personal side, verticals the company asks nothing for). Call it
 * once the form is shown (the fields come with it).
 */
export async function fillReportingFields(frame: FrameLocator): Promise<void> {
  const group = frame.getByRole('group', { name: 'Trip reporting' });
  if ((await group.count()) === 0) return;
  const lists = group.getByRole('combobox');
  for (let i = 0; i < (await lists.count()); i += 1) await lists.nth(i).selectOption({ index: 1 });
}

/**
 * Fills the payment group with a card number and a valid future expiry. On a business booking it first fills the trip
 * reporting fields ({@link fillReportingFields}) and, where the company offers its card (Acme's default group, issue
 * #26), picks "My own card" so the booking is paid with `card` as asked.
 */
export async function fillPayment(frame: FrameLocator, card: string): Promise<void> {
  await fillReportingFields(frame);
  const payWith = frame.getByRole('radiogroup', { name: 'Pay with' });
  if ((await payWith.count()) > 0) await payWith.getByText('My own card').click();
  const payment = frame.getByRole('group', { name: 'Payment' });
  await payment.getByRole('textbox', { name: 'Card number' }).fill(card);
  await payment.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await payment.getByRole('textbox', { name: 'Security code' }).fill('123');
  await payment.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
}

/** The "Pay <price>" button. */
export function payButton(frame: FrameLocator): Locator {
  return frame.getByRole('button', { name: /^Pay / });
}

/** After paying: the confirmation page's booking reference (6 upper-case letters/digits). */
export async function confirmationReference(frame: FrameLocator): Promise<string> {
  await expect(frame.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const ref = frame.getByLabel('Booking reference');
  await expect(ref).toHaveText(/^[A-Z0-9]{6}$/);
  return (await ref.textContent())?.trim() ?? '';
}

/** Finds a booking on the manage-booking page, cancels it and checks the status. */
export async function findAndCancel(frame: FrameLocator, reference: string, email: string): Promise<void> {
  await frame.getByRole('textbox', { name: 'Booking reference' }).fill(reference);
  await frame.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await frame.getByRole('button', { name: 'Find booking' }).click();
  const found = frame.getByRole('region', { name: `Booking ${reference}` });
  await expect(found).toContainText('Booked');
  await found.getByRole('button', { name: 'Cancel booking' }).click();
  await frame.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(found).toContainText('Cancelled');
}
