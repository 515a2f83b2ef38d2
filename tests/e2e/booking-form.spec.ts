/**
 * Issue #22 "Booking form", in the demo partner page on desktop: a signed-in user's email fills the contact email
 * (and stays editable), the phone number field has a usable width, and the card expiry takes "1230" typed without a
 * slash (shown as 12/30) and books.
 */
import { expect, test } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { airport, clickVisible } from './pages/frame-fields.ts';
import { registerFromHeader } from './pages/sign-in.ts';
import { confirmationReference, payButton, TEST_CARDS } from './pages/booking-flow.ts';

test.describe('booking form (issue #22)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('signed in: the contact email is the account email, the phone field is wide enough, expiry 1230 books', async ({ page }) => {
    const email = `prefill.${Date.now()}@example.com`;
    const demo = new DemoHostPage(page);
    await demo.open();
    const { frame } = demo;
    await registerFromHeader(frame, email);
    await airport(frame, 'From', 'JFK');
    await airport(frame, 'To', 'LHR');
    await clickVisible(frame.getByRole('button', { name: 'Search', exact: true }));
    const first = frame.getByRole('list', { name: 'Flight offers' }).getByRole('listitem').first();
    await clickVisible(first.getByRole('button', { name: /^Select / }));

    const emailBox = frame.getByRole('textbox', { name: 'Email', exact: true });
    await expect(emailBox).toHaveValue(email);
    await emailBox.fill(`other.${email}`);
    await expect(emailBox).toHaveValue(`other.${email}`);

    // The phone number field was about 80 px wide: a full international number needs room.
    const phone = frame.getByRole('textbox', { name: 'Phone', exact: true });
    expect(await phone.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(200);

    const group = frame.getByRole('group', { name: 'Traveler details' });
    await group.getByRole('textbox', { name: /^First name/ }).fill('Ada');
    await group.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
    await group.getByLabel(/^Date of birth/).fill('1985-04-12');
    await phone.fill('2025550143');
    const payment = frame.getByRole('group', { name: 'Payment' });
    await payment.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.approved);
    const expiry = payment.getByRole('textbox', { name: 'Expiry (MM/YY)' });
    await expiry.pressSequentially('1230');
    await expiry.press('Tab');
    await expect(expiry).toHaveValue('12/30');
    await payment.getByRole('textbox', { name: 'Security code' }).fill('123');
    await payment.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
    await clickVisible(payButton(frame));
    await confirmationReference(frame);
    await expect(frame.getByText(`other.${email}`)).toBeVisible();
  });
});
