/**
 * Issue #8 "Frame and host together": error text and small status text took the brand's accent colour and
 * failed contrast. For every brand variant, axe (WCAG 2 A/AA rules) must find no serious or critical
 * color-contrast violation in the frame on the three screens with the most coloured text:
 *  (a) the flight search form submitted empty (field errors and the error summary),
 *  (b) JFK -> LHR results ("Only N seats left", "+1" day offsets, prices, badges),
 *  (c) the booking form after "Pay" with every field empty (field errors).
 * One test per brand; the brand is preset through the partner page's `?brand=` (issue #23 "the test suite in
 * minutes": switching it with the "Brand" select after the default brand had loaded cost a second full frame load per
 * brand; that re-mount is covered by embed.spec.ts, phone.spec.ts and header-fit.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { BRAND_CHOICES } from '../../brands/src/names.ts';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { payButton } from './pages/booking-flow.ts';
import { expectNoContrastViolations } from './pages/axe-contrast.ts';
import { clickVisible } from './pages/frame-fields.ts';

for (const { id, displayName } of BRAND_CHOICES) {
  test(`${displayName} (${id}): no serious colour-contrast violation on forms with errors and on results`, async ({ page }) => {
    const demo = new DemoHostPage(page);
    await demo.open(`?brand=${id}`);
    const frame = demo.frame;
    await expect(frame.locator('html')).toHaveAttribute('data-brand', id);

    // (a) Search form submitted empty. Search is below the partner page's fold: pressed once the frame painted it in view.
    await clickVisible(frame.getByRole('button', { name: 'Search', exact: true }));
    await expect(frame.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible();
    await expect(frame.getByText('Enter where you are flying from')).toBeVisible();
    await expectNoContrastViolations(page, `${id} search form with errors`);

    // (b) Results.
    await demo.searchInFrame('JFK', 'LHR');
    await expect(demo.offers().first()).toBeVisible();
    // The small coloured texts axe flagged before are on this page.
    await expect(frame.getByText(/^Only \d+ seats? left$/).first()).toBeVisible();
    await expect(frame.locator('sup[aria-label^="arrives"]').first()).toBeVisible();
    await expectNoContrastViolations(page, `${id} JFK-LHR results`);

    // (c) Booking form with errors.
    const select = frame.getByRole('button', { name: /^Select / }).first();
    await clickVisible(select);
    await expect(payButton(frame)).toBeVisible();
    await clickVisible(payButton(frame));
    const firstName = frame.getByRole('group', { name: /^Traveler details/ }).first().getByRole('textbox', { name: /^First name/ });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expectNoContrastViolations(page, `${id} booking form with errors`);
  });
}
