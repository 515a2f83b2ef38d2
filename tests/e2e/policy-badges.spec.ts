/**
 * Issue #25 "Policy on every result", inside the demo partner page (a real cross-site frame) against the real server
 * and Acme's seeded travel policy (server/src/db/seed-travel-policies.ts: flights above the search's cheapest fare
 * + 30 % are out of policy):
 * - Acme's traveler signs in and searches flights: the cards say "In policy" or "Out of policy" with the reason as a
 *   sentence; "In policy only" hides exactly the cards out of policy, and clearing it brings them back;
 * - a consumer's results of the same search carry no badge and no "In policy only";
 * - at 390x844 the badges and their reasons are on screen with no horizontal scroll, and "In policy only" is in the
 *   "Filters (n)" sheet.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { signInWithPassword } from './pages/business.ts';

const TRAVELER = 'traveler@acme.example';
const PHONE = { width: 390, height: 844 };

function isoInDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A flight search with offers both in and out of Acme's policy. */
const FLIGHTS = `flights/JFK-LHR/${isoInDays(24)}?adults=1&sort=price`;

const cards = (frame: FrameLocator): Locator => frame.getByRole('list', { name: 'Flight offers' }).locator(':scope > li');

/** Ticks or clears "In policy only" as a person does: a tap on its label (the native input is visually hidden). */
async function setInPolicyOnly(scope: FrameLocator | Locator, on: boolean): Promise<void> {
  const box = scope.getByRole('checkbox', { name: 'In policy only' });
  if ((await box.isChecked()) !== on) await scope.locator('label', { hasText: 'In policy only' }).click();
  await (on ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
}

/** Opens the partner page on the flight results (signed in as `email` first when given). */
async function openFlights(page: Page, email?: string): Promise<DemoHostPage> {
  const demo = new DemoHostPage(page);
  if (email) {
    await demo.open();
    await signInWithPassword(demo.frame, email);
  }
  await page.goto(`/?travel=${encodeURIComponent(FLIGHTS)}`);
  await expect(demo.status).toHaveText(/Ready/);
  await demo.frameElement.scrollIntoViewIfNeeded();
  await expect(cards(demo.frame).first()).toBeVisible();
  return demo;
}

test('a business traveler sees in/out of policy on every card with the reason, and "In policy only" hides exactly those out of policy', async ({ page }) => {
  const { frame } = await openFlights(page, TRAVELER);
  const all = await cards(frame).count();
  const outside = await cards(frame).filter({ hasText: 'Out of policy' }).count();
  const inside = await cards(frame).filter({ hasText: 'In policy' }).count();
  expect(outside).toBeGreaterThan(0);
  expect(inside).toBeGreaterThan(0);
  expect(inside + outside).toBe(all);
  await expect(cards(frame).filter({ hasText: 'Out of policy' }).first().getByRole('list', { name: 'Why it is out of policy' })).toContainText(/over the \$[\d,.]+ limit \(the cheapest fare \+ 30%\)/);

  await setInPolicyOnly(frame, true);
  await expect(cards(frame)).toHaveCount(inside);
  await expect(cards(frame).filter({ hasText: 'Out of policy' })).toHaveCount(0);
  await expect(frame.getByText(`${outside} ${outside === 1 ? 'result' : 'results'} outside your travel policy`)).toBeVisible();

  await setInPolicyOnly(frame, false);
  await expect(cards(frame)).toHaveCount(all);
});

test('a consumer gets the same results without badges and without "In policy only"', async ({ page }) => {
  const { frame } = await openFlights(page);
  await expect(cards(frame).first()).toBeVisible();
  await expect(frame.getByText('Out of policy')).toHaveCount(0);
  await expect(frame.getByRole('checkbox', { name: 'In policy only' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('badges and reasons are on screen, and "In policy only" is in the filters sheet', async ({ page }) => {
    const demo = await openFlights(page, TRAVELER);
    const { frame } = demo;
    const out = cards(frame).filter({ hasText: 'Out of policy' }).first();
    await out.scrollIntoViewIfNeeded();
    await expect(out.getByRole('list', { name: 'Why it is out of policy' })).toBeVisible();
    // No horizontal scroll in the frame, and the reasons wrap inside their card (nothing wider than it).
    const overflow = await frame.locator('html').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The badge and every reason are on screen: inside the frame's width (measured in the frame).
    const fits = await out.locator('article').evaluate((card) => {
      const width = document.documentElement.clientWidth;
      const verdict = card.querySelector('[data-policy]');
      if (!verdict) return 'no verdict';
      const parts = [verdict, ...verdict.querySelectorAll('span, li')].map((el) => el.getBoundingClientRect());
      const off = parts.filter((r) => r.left < 0 || r.right > width + 1 || r.width === 0);
      return off.length === 0 ? 'fits' : `${off.length} parts off the ${width}px frame`;
    });
    expect(fits).toBe('fits');

    const inside = await cards(frame).filter({ hasText: 'In policy' }).count();
    await frame.getByRole('button', { name: /^Filters \(\d+\)$/ }).click();
    const sheet = frame.getByRole('dialog', { name: 'Filter results' });
    await setInPolicyOnly(sheet, true);
    await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(cards(frame)).toHaveCount(inside);
    await expect(frame.getByRole('button', { name: /^Filters \(1\)$/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('policy-badges-phone.png') });
  });
});
