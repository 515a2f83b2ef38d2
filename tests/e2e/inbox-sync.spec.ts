/**
 * Issue #26 "Inbox sync" inside the demo partner page (a real cross-site frame): a signed-in traveller opens "Add trips
 * from your email" from /trips, connects a mailbox through the Google pop-up (the local OpenID provider `npm start`
 * runs, consenting to the Gmail read scope), and gets a private forwarding address; an airline confirmation with
 * FlightReservation markup, forwarded there (posted by the test as raw RFC 822 to the inbound mail endpoint, the way a
 * mail gateway would), appears as a booked event in the right trip (London, the flight's destination) and in the page's
 * list of recent confirmations.
 */
import { expect, test } from '@playwright/test';
import { inboxInboundPath } from '@travel/contract';
import { flightConfirmation } from '../../server/test/inbox-mail-fixtures.ts';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { clickVisible } from './pages/frame-fields.ts';
import { signInInPopup } from './pages/popup.ts';
import { registerFromHeader } from './pages/sign-in.ts';
import { PRODUCT_ORIGIN } from './ports.ts';

/** A date `days` from today, YYYY-MM-DD (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** To /trips (the partner page mirrors the frame's route in `?travel=`), then to the inbox sync page by its link. */
async function openInboxSync(demo: DemoHostPage): Promise<void> {
  await demo.page.goto(`/?travel=${encodeURIComponent('trips')}`);
  await expect(demo.status).toHaveText(/Ready/);
  const { frame } = demo;
  await expect(frame.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  await clickVisible(frame.getByRole('link', { name: 'Add trips from your email' }));
  await expect(frame.getByRole('heading', { level: 1, name: 'Add trips from your email' })).toBeVisible();
}

test('connect Gmail in the pop-up; a forwarded airline confirmation becomes a booked flight in the London trip', async ({ page }) => {
  const email = `inbox-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await registerFromHeader(frame, email);
  await openInboxSync(demo);
  await expect(frame.getByText('No confirmations yet. They appear here as soon as they arrive.')).toBeVisible();

  // The pop-up: the local provider's page, Ana consents (the Gmail scope is granted), the pop-up closes itself.
  const opened = page.waitForEvent('popup');
  await clickVisible(frame.getByRole('button', { name: 'Connect Gmail' }));
  const popup = await opened;
  await signInInPopup(popup, 'Ana Demo');
  await expect(frame.getByText('Connected mailbox: ana.demo@example.test')).toBeVisible();
  const address = frame.getByRole('textbox', { name: 'Your private forwarding address' });
  await expect(address).toHaveValue(/^trips\+[A-Za-z0-9_-]{43}@/);
  const token = /^trips\+([A-Za-z0-9_-]+)@/.exec(await address.inputValue())![1]!;

  // The confirmation is forwarded to that address: the mail gateway posts it raw to the inbound endpoint.
  const date = inDays(45);
  const response = await page.request.post(`${PRODUCT_ORIGIN}${inboxInboundPath(token)}`, {
    headers: { 'content-type': 'message/rfc822' },
    data: flightConfirmation({ reservationNumber: 'E2E7Q2', from: 'JFK', to: 'LHR', date, subject: 'Your Skyward Air booking E2E7Q2' }),
  });
  expect(response.status()).toBe(200);

  // On /trips: the London trip; on its page the flight is booked.
  await clickVisible(frame.getByRole('link', { name: 'Back to your trips' }));
  await clickVisible(frame.getByRole('link', { name: 'London', exact: true }));
  await expect(frame.getByRole('heading', { level: 1, name: 'London' })).toBeVisible();
  const flight = frame.getByRole('article', { name: 'JFK → LHR' });
  await expect(flight).toBeVisible();
  await expect(flight.getByText('Booked', { exact: true })).toBeVisible();
  await expect(flight.getByText('Skyward Air · nonstop')).toBeVisible();

  // Back on the inbox sync page the confirmation is listed with its trip.
  await page.goBack();
  await page.goBack();
  await expect(frame.getByRole('heading', { level: 1, name: 'Add trips from your email' })).toBeVisible();
  const message = frame.getByRole('article', { name: 'Your Skyward Air booking E2E7Q2' });
  await expect(message).toBeVisible();
  await expect(message.getByText('Added to trips')).toBeVisible();
  await expect(message.getByRole('link', { name: 'In trip London' })).toBeVisible();
});
