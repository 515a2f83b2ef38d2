/**
 * Issue #26 "Reporting (`/business/stats`)", inside the demo partner page against the real server: Acme's travel
 * manager opens Reporting from the account menu (account-business-header-and-trips §2), passes two-factor, and sees
 * the seeded company's figures (server/src/db/seed-business-bookings.ts: ~140 bookings over the last 12 months) - the
 * totals and the spend by travel type as the server computes them, in dollars, with a chart and a table per view;
 * filters by travel type (the URL keeps it, the figures change to the hotels' alone); downloads the view's CSV and the
 * raw bookings' CSV and checks their content against the figures on screen; at 390x844 the page has no horizontal
 * scroll (screenshots attached at 1280 and 390 wide); axe finds no serious violation. Recovery codes: manager@acme.example 9 (8 on retry).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { StatsReportReply } from '@travel/contract';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { demoUserRecoveryCode, productFrame, signInWithPassword, verifySecondFactor } from './pages/business.ts';
import { clickVisible } from './pages/frame-fields.ts';
import { expectNoSeriousViolations } from './pages/axe.ts';

const MANAGER = 'manager@acme.example';
const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

/** The report as the frame's session gets it (GET from inside the frame, its own cookies). */
function reportFromFrame(page: Page, search = ''): Promise<StatsReportReply> {
  return productFrame(page).evaluate(async (q) => {
    const r = await fetch(`/i/api/business/stats/v1/report${q}`, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
    return (await r.json()) as StatsReportReply;
  }, search);
}

async function csvOf(download: Download): Promise<Record<string, string>[]> {
  const file = await download.path();
  return parse(readFileSync(file, 'utf8'), { columns: true }) as Record<string, string>[];
}

async function attach(page: Page, name: string): Promise<void> {
  const path = test.info().outputPath(name);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test('the travel manager reads the seeded report, filters by travel type and downloads the CSV; the page fits a phone', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await signInWithPassword(frame, MANAGER);
  await frame.getByRole('button', { name: /^Account: / }).click();
  await frame.getByRole('menuitem', { name: 'Reporting' }).click();
  await verifySecondFactor(frame, { recovery: demoUserRecoveryCode(MANAGER, 9 - test.info().retry) });
  await expect(frame.getByRole('heading', { name: 'Reporting', level: 1 })).toBeVisible();

  // A period that ends yesterday (booking dates, UTC): bookings other specs make today, in parallel and as Acme's
  // travelers, then cannot move the figures between what the page shows and what the test fetches.
  await clickVisible(frame.getByRole('button', { name: /Period/ }));
  await frame.getByRole('option', { name: 'Custom dates' }).click();
  const to = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await frame.getByLabel('To', { exact: true }).fill(to);
  await clickVisible(frame.getByRole('button', { name: 'Apply dates' }));
  await expect.poll(() => new URL(productFrame(page).url()).searchParams.get('to')).toBe(to);
  const from = new URL(productFrame(page).url()).searchParams.get('from')!;
  const period = `from=${from}&to=${to}`;

  // The seeded figures of that period as the server computes them.
  const all = await reportFromFrame(page, `?${period}`);
  expect(all.currency).toBe('USD');
  expect(all.totals.bookings).toBeGreaterThan(100);
  const totals = frame.getByRole('region', { name: 'Totals' });
  await expect(totals.getByRole('definition').first()).toHaveText(usd(all.totals.spendMinor));
  await expect(totals.getByRole('definition').nth(1)).toHaveText(String(all.totals.trips));
  const byVertical = frame.getByRole('table', { name: 'Spend by travel type' });
  const hotels = all.byVertical.find((v) => v.vertical === 'hotels')!;
  const flights = all.byVertical.find((v) => v.vertical === 'flights')!;
  await expect(byVertical.getByRole('row', { name: /^Hotels/ })).toContainText(usd(hotels.spendMinor));
  await expect(byVertical.getByRole('row', { name: /^Flights/ })).toContainText(usd(flights.spendMinor));
  // Each view has its chart (recharts, loaded with this page) beside its table.
  const chart = frame.getByRole('img', { name: 'Chart: Spend by travel type. The table has the same figures.' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(all.byVertical.length);
  for (const title of ['Spend by month', 'Spend by traveler', 'Spend by group', 'Booking lead time', 'Out-of-policy spend and reasons', 'Savings against the cheapest fare', 'Cancellations and refunds', 'Flight CO₂ emissions']) {
    await expect(frame.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  await expect(frame.getByRole('table', { name: 'Spend by month' }).getByRole('row')).toHaveCount(1 + all.byMonth.length);
  await attach(page, 'reporting-1280.png');
  await expectNoSeriousViolations(page, 'reporting page');

  // Filter by travel type: the URL keeps it and every figure is the hotels' alone.
  await clickVisible(frame.getByRole('button', { name: /Travel type/ }));
  await frame.getByRole('option', { name: 'Hotels' }).click();
  await expect.poll(() => new URL(productFrame(page).url()).searchParams.get('vertical')).toBe('hotels');
  await expect(totals.getByRole('definition').first()).toHaveText(usd(hotels.spendMinor));
  await expect(byVertical.getByRole('row')).toHaveCount(2);
  await expect(byVertical.getByRole('row', { name: /^Hotels/ })).toContainText(usd(hotels.spendMinor));
  const hotelsOnly = await reportFromFrame(page, `?${period}&vertical=hotels`);
  expect(hotelsOnly.totals.spendMinor).toBe(hotels.spendMinor);
  expect(hotelsOnly.totals.spendMinor).toBeLessThan(all.totals.spendMinor);

  // The view's CSV: the same figure as the table.
  const viewDownload = page.waitForEvent('download');
  await clickVisible(frame.getByRole('button', { name: 'Download Spend by travel type as CSV' }));
  const view = await viewDownload;
  expect(view.suggestedFilename()).toBe(`byVertical-${hotelsOnly.period.from}-${hotelsOnly.period.to}.csv`);
  expect(await csvOf(view)).toEqual([{ vertical: 'hotels', spend_USD: String(hotels.spendMinor / 100), bookings: String(hotels.bookings) }]);

  // The raw bookings' CSV: every hotel booking of the period (cancelled ones too), adding up to the total spend.
  const rawDownload = page.waitForEvent('download');
  await clickVisible(frame.getByRole('button', { name: 'Download all bookings (CSV)' }));
  const raw = await csvOf(await rawDownload);
  expect(raw.length).toBe(hotelsOnly.totals.bookings + hotelsOnly.cancellations.cancelledBookings);
  expect(new Set(raw.map((r) => r.vertical))).toEqual(new Set(['hotels']));
  const sum = raw.reduce((n, r) => n + Math.round(Number(r.amount_in_report_currency) * 100), 0);
  expect(Math.abs(sum - hotels.spendMinor)).toBeLessThanOrEqual(raw.length);
  expect(raw.every((r) => /^[A-Z0-9]+$/.test(r.reference ?? '') && r.traveler)).toBe(true);

  // The traveler filter narrows the company's travelers by what is typed; picking one filters every figure to them
  // (every travel type again). Abe Approver travels in the seeded history; Tess's trips are booked today, after it.
  await clickVisible(frame.getByRole('button', { name: /Travel type/ }));
  await frame.getByRole('option', { name: 'All' }).click();
  await expect.poll(() => new URL(productFrame(page).url()).searchParams.get('vertical')).toBeNull();
  const travelerField = frame.getByRole('combobox', { name: 'Traveler' });
  await travelerField.fill('abe');
  await frame.getByRole('option', { name: 'Abe Approver' }).click();
  await expect.poll(() => new URL(productFrame(page).url()).searchParams.get('travelerId')).not.toBeNull();
  await expect(travelerField).toHaveValue('Abe Approver');
  const byTraveler = frame.getByRole('table', { name: 'Spend by traveler' });
  await expect(byTraveler.getByRole('row')).toHaveCount(2);
  await expect(byTraveler.getByRole('row').nth(1)).toContainText('Abe Approver');

  // A phone: no horizontal scroll, the filters and tables still there.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(frame.getByRole('form', { name: 'Report filters' })).toBeVisible();
  await expect
    .poll(() => productFrame(page).evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await attach(page, 'reporting-390x844.png');
});
