/**
 * Issue #10 "axe-core reports no serious or critical violation on the front door, a results page, the booking
 * page and the UI kit page, in English and in Japanese" (the UI kit page has its own spec, ui-kit.spec.ts).
 * The partner page mounts the frame with the SDK's `locale` option (`?locale=` on the demo page) and opens the
 * results page straight from its `travel` route parameter; the booking page is reached by choosing the first
 * offer, the way a traveller would. Labels are looked up in the shipped catalogues, so the Japanese run also
 * proves the page is really in Japanese.
 */
import { expect, test } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { expectNoSeriousViolations } from './pages/axe.ts';
import { catalogueText } from './pages/catalogue.ts';

/** A pattern for a catalogue message with one `{arg}` placeholder at either end, e.g. "Pay {price}". */
function messagePattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '.+')}$`);
}

/** `YYYY-MM-DD`, `days` after today (UTC). */
function isoDaysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

for (const [locale, tag] of [
  ['en', 'en-US'],
  ['ja', 'ja-JP'],
] as const) {
  test(`${locale}: no serious or critical axe violation on the front door, flight results and the booking page`, async ({ page }) => {
    const demo = new DemoHostPage(page);
    const frame = demo.frame;

    await page.goto(`/?locale=${tag}`);
    await expect(demo.status).toHaveText(/Ready/);
    await expect(frame.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
    await expect(frame.getByRole('button', { name: catalogueText(locale, 'search.form.submit'), exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `${locale} front door`);

    const route = `flights/JFK-LHR/${isoDaysAhead(30)}/${isoDaysAhead(37)}`;
    await page.goto(`/?locale=${tag}&travel=${encodeURIComponent(route)}`);
    const offers = frame.getByRole('list', { name: catalogueText(locale, 'search.results.offersLabel') });
    await expect(offers.getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page, `${locale} JFK-LHR results`);

    const select = offers.getByRole('button', { name: messagePattern(catalogueText(locale, 'search.offer.selectLabel')) }).first();
    await select.scrollIntoViewIfNeeded();
    await select.click();
    await expect(frame.getByRole('button', { name: messagePattern(catalogueText(locale, 'booking.page.pay')) })).toBeVisible();
    await expectNoSeriousViolations(page, `${locale} booking page`);
  });
}
