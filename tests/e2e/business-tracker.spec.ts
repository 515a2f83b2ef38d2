/**
 * Issue #26 part 3, the traveler tracker and company trips inside the demo partner page (a real cross-site frame),
 * against the real server and its seeded demo bookings (server/src/db/seed-business-upcoming.ts: Tess and Arlo are in
 * London next week, others elsewhere over the next 30 days):
 * - Acme's travel manager opens the admin hub (second factor: recovery codes 4 and 5 of manager@acme.example, 6 and 7 on CI's retry, so
 *   journeys signing the manager in at the same time never replay a TOTP code), opens the traveler tracker and asks who
 *   is in London on a day next week: the summary says two travelers, the table names Tess and Arlo, the map (offline
 *   basemap) marks London with both; the CSV of the same filters downloads with them; "Company trips" from the account
 *   menu lists the company's upcoming trips;
 * - on a phone (390x844) the tracker's filters, map and stays fit the screen without sideways scrolling.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seedDay } from '../../server/src/db/seed-business-upcoming.ts';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { clickVisible } from './pages/frame-fields.ts';
import { demoUserRecoveryCode, productFrame, signInWithPassword, verifySecondFactor, openAdminHubFromAccountMenu } from './pages/business.ts';

const MANAGER = 'manager@acme.example';

/** Signs the manager in, opens the admin hub from the account menu, passes the second factor with recovery code `n`. */
async function openHub(demo: DemoHostPage, recovery: number): Promise<void> {
  const { frame } = demo;
  await signInWithPassword(frame, MANAGER);
  await openAdminHubFromAccountMenu(frame);
  await verifySecondFactor(frame, { recovery: demoUserRecoveryCode(MANAGER, recovery) });
}

async function horizontalOverflow(page: Page): Promise<number> {
  return productFrame(page).evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('the travel manager\'s tracker shows who is in London next week, on the map and in the table, and exports it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await openHub(demo, 4 + 2 * test.info().retry);
  await clickVisible(frame.getByRole('navigation', { name: 'Admin hub pages' }).getByRole('link', { name: 'Traveler tracker' }));
  await expect(frame.getByRole('heading', { name: 'Traveler tracker', level: 1 })).toBeVisible();
  // Now and next by default: Ada is travelling now in Berlin.
  await expect(frame.getByRole('table', { name: 'Travelers and where they are' })).toContainText('Ada Admin');

  const day = seedDay(Date.now(), 9);
  await frame.getByLabel('City', { exact: true }).fill('London');
  await frame.getByLabel('From', { exact: true }).fill(day);
  await frame.getByLabel('To', { exact: true }).fill(day);
  await clickVisible(frame.getByRole('button', { name: 'Show travelers' }));
  await expect(frame.getByTestId('tracker-summary')).toHaveText(/^2 travelers are in London on /);
  const table = frame.getByRole('table', { name: 'Travelers and where they are' });
  await expect(table.getByRole('row').filter({ hasText: 'Tess Traveler' }).first()).toContainText('London, United Kingdom');
  await expect(table.getByRole('row').filter({ hasText: 'Arlo Arranger' })).toContainText('London, United Kingdom');
  await expect(table).not.toContainText('Ada Admin');

  const map = frame.getByRole('region', { name: 'Map of where your travelers are' });
  await expect(map).toHaveAttribute('data-basemap', 'ready');
  await expect(map).toHaveAttribute('data-marker-count', '1');
  await expect(map.getByRole('img', { name: 'London: 2 travelers' })).toBeAttached();
  await page.screenshot({ path: test.info().outputPath('tracker-1280.png') });

  const [download] = await Promise.all([page.waitForEvent('download'), frame.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`travelers-${day}-to-${day}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Traveler,Email,Group,City,Country,From,To,Status,Booking type,Booking,Details,Reference');
  expect(csv).toContain('Tess Traveler,traveler@acme.example');
  expect(csv).toContain('Arlo Arranger,arranger@acme.example');

  // Company trips (the trips dashboard) from the account menu.
  await frame.getByRole('button', { name: /^Account: / }).click();
  await frame.getByRole('menuitem', { name: 'Company trips' }).click();
  await expect(frame.getByRole('heading', { name: 'Company trips', level: 1 })).toBeVisible();
  const trips = frame.getByRole('list', { name: 'Upcoming trips' });
  await expect(trips.getByRole('listitem').first()).toContainText('Ada Admin');
  // Other journeys book trips for Tess on the same server: one of hers (the seeded one next week) is in London.
  await expect(trips.getByRole('listitem').filter({ hasText: 'Tess Traveler' }).filter({ hasText: 'London' }).first()).toBeVisible();
});

test('on a phone the tracker\'s filters, map and stays fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await openHub(demo, 5 + 2 * test.info().retry);
  await clickVisible(frame.getByRole('navigation', { name: 'Admin hub pages' }).getByRole('link', { name: 'Traveler tracker' }));
  await expect(frame.getByRole('heading', { name: 'Traveler tracker', level: 1 })).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Map of where your travelers are' })).toHaveAttribute('data-basemap', 'ready');
  await expect(frame.getByRole('table', { name: 'Travelers and where they are' })).toContainText('Tess Traveler');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('tracker-390x844.png'), fullPage: true });
});
