/**
 * Issue #10 "Generic UI kit": the demo partner site's UI kit page mounts the frame on `/ui-kit`. Driven by the
 * keyboard alone (after placing focus on the first piece): the popover opens with Enter, moves focus inside and
 * closes on Escape and on Tab; a tooltip shows when its trigger gets focus; the toggle, the radio group's arrows,
 * the single-open accordion and maxLength truncation. axe-core must find no serious or critical violation in the
 * frame, in English and in Japanese (the page's language select, the SDK's `locale` mount option).
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './pages/axe.ts';

/** Opens the partner's UI kit page (optionally in `locale`) and waits for the frame's kit page. */
async function openUiKit(page: Page, locale?: string): Promise<FrameLocator> {
  await page.goto(locale ? `/ui-kit.html?locale=${locale}` : '/ui-kit.html');
  await expect(page.getByLabel('Frame status')).toHaveText(/Ready/);
  return page.frameLocator('#travel-frame iframe');
}

test('UI kit in English: every piece by keyboard, and no serious axe violation', async ({ page }) => {
  const frame = await openUiKit(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();

  // Text input: typing stops at 8 characters; a longer value set at once is truncated too.
  const promo = frame.getByRole('textbox', { name: 'Promo code (at most 8 characters)' });
  await promo.focus();
  await page.keyboard.type('SUMMERSALE2026');
  await expect(promo).toHaveValue('SUMMERSA');
  await promo.fill('WINTERHOLIDAYS');
  await expect(promo).toHaveValue('WINTERHO');
  await expect(frame.getByText('Value: WINTERHO')).toBeVisible();

  // Popover: Enter opens it and focus moves to its first item; Escape closes it and focus returns to the handle.
  const handle = frame.getByRole('button', { name: 'Stops and airports', exact: true });
  const popover = frame.getByRole('dialog', { name: 'Stops and airports options' });
  const nonstop = popover.getByRole('checkbox', { name: 'Nonstop only' });
  await handle.focus();
  await page.keyboard.press('Enter');
  await expect(popover).toBeVisible();
  await expect(handle).toHaveAttribute('aria-expanded', 'true');
  await expect(nonstop).toBeFocused();
  await page.keyboard.press('Space');
  await expect(nonstop).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(handle).toBeFocused();
  // Tab closes it too.
  await page.keyboard.press('Enter');
  await expect(nonstop).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popover).toBeHidden();
  await expect(handle).toBeFocused();
  // The disabled popover's handle is skipped: Tab reaches the tooltip trigger, whose tooltip shows on focus.
  await page.keyboard.press('Tab');
  const priceDetails = frame.getByRole('button', { name: 'Price details' });
  await expect(priceDetails).toBeFocused();
  const tooltip = frame.getByRole('tooltip');
  await expect(tooltip).toHaveText('Prices include taxes and fees.');
  await expect(priceDetails).toHaveAccessibleDescription('Prices include taxes and fees.');
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();

  // Toggle: Space switches it and the status text follows.
  const alerts = frame.getByRole('switch', { name: 'Price alerts' });
  await alerts.focus();
  await expect(frame.getByText('Price alerts are off.')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(alerts).toBeChecked();
  await expect(frame.getByText('Price alerts are on.')).toBeVisible();

  // Radio group: the arrow keys move the choice.
  const cabin = frame.getByRole('radiogroup', { name: 'Cabin' });
  await cabin.getByRole('radio', { name: 'Economy', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(cabin.getByRole('radio', { name: 'Premium economy' })).toBeChecked();
  await expect(cabin.getByRole('radio', { name: 'Premium economy' })).toBeFocused();
  await expect(cabin.getByRole('radio', { name: 'Economy', exact: true })).not.toBeChecked();

  // Accordion: one section open at a time.
  const baggage = frame.getByRole('button', { name: 'Baggage' });
  const seats = frame.getByRole('button', { name: 'Seats' });
  await baggage.focus();
  await page.keyboard.press('Enter');
  await expect(baggage).toHaveAttribute('aria-expanded', 'true');
  await expect(frame.getByText('One cabin bag and one personal item are included.')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(seats).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(seats).toHaveAttribute('aria-expanded', 'true');
  await expect(baggage).toHaveAttribute('aria-expanded', 'false');
  await expect(frame.getByText('One cabin bag and one personal item are included.')).toBeHidden();

  await expectNoSeriousViolations(page, 'UI kit (English)');

  // The pieces that open on top of the page: the open popover and the tooltip.
  await handle.focus();
  await page.keyboard.press('Enter');
  await expect(nonstop).toBeFocused();
  await expectNoSeriousViolations(page, 'UI kit (English) with the popover open');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
});

test('UI kit in Japanese: translated, usable by keyboard, and no serious axe violation', async ({ page }) => {
  const frame = await openUiKit(page);
  await page.getByRole('combobox', { name: /^Language/ }).selectOption('ja-JP');
  await expect(page.getByLabel('Frame status')).toHaveText(/Ready/);
  await expect(frame.getByRole('heading', { level: 1, name: 'UIキット' })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', /^ja/);

  const handle = frame.getByRole('button', { name: '経由地と空港', exact: true });
  const popover = frame.getByRole('dialog', { name: '経由地と空港のオプション' });
  await handle.focus();
  await page.keyboard.press('Enter');
  await expect(popover.getByRole('checkbox', { name: '直行便のみ' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  const promo = frame.getByRole('textbox', { name: 'プロモーションコード（最大8文字）' });
  await promo.fill('ABCDEFGHIJKL');
  await expect(promo).toHaveValue('ABCDEFGH');

  await expectNoSeriousViolations(page, 'UI kit (Japanese)');
});
