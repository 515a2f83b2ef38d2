/**
 * Issue #7: the product started like `npm start` but with DATABASE_URL on PostgreSQL (see
 * postgres-stack.ts) serves the demo partner page; a flight search and a test-card booking work in the
 * frame, and the order is a row in PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { confirmationReference, fillPayment, fillTravelers, payButton, TEST_CARDS } from './pages/booking-flow.ts';
import { PG_DEMO_ORIGIN, PG_STACK_INFO_PATH } from './ports.ts';

test.use({ baseURL: `${PG_DEMO_ORIGIN}/` });

test('on PostgreSQL: the demo partner page searches JFK to LHR and books a flight; the order is a row in PostgreSQL', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  for (const [field, code] of [['From', 'JFK'], ['To', 'LHR']] as const) {
    await frame.getByRole('combobox', { name: field, exact: true }).fill(code);
    await frame.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).first().click();
  }
  await frame.getByRole('button', { name: 'Search', exact: true }).click();
  const select = frame.getByRole('button', { name: /^Select / }).first();
  await expect(select).toBeVisible();
  await select.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await select.click();
  const email = `postgres-${Date.now()}@example.com`;
  await fillTravelers(frame, email);
  await fillPayment(frame, TEST_CARDS.approved);
  await payButton(frame).click();
  const reference = await confirmationReference(frame);

  const { databaseUrl } = JSON.parse(readFileSync(PG_STACK_INFO_PATH, 'utf8')) as { databaseUrl: string };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select b.reference, b.status, b.vertical, e.state from bookings b join trip_events e on e.id = b.trip_event_id where b.contact_email_lower = $1', [email]);
    expect(rows).toEqual([{ reference, status: 'booked', vertical: 'flights', state: 'booked' }]);
  } finally {
    await client.end();
  }
});
