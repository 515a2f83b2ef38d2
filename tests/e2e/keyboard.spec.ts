/**
 * Issue #22 "Keyboard", in the demo partner page with the keyboard only (no pointer): after "Search" focus moves to
 * the results heading once the results have loaded; "Skip to results" (shown when focused) before the filters
 * brings the first "Select" a few Tabs away (it took 43 Tabs past every filter); "Select" lands on the booking page
 * with focus on its heading.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';

/** Picks an airport in the combobox `name` by typing its code and choosing the suggestion with the arrow keys. */
async function airportByKeyboard(page: Page, frame: FrameLocator, name: string, code: string): Promise<void> {
  const box = frame.getByRole('combobox', { name, exact: true });
  await box.focus();
  await page.keyboard.type(code);
  await expect(frame.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(new RegExp(code));
}

test.describe('keyboard only (issue #22)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Search focuses the results heading, "Skip to results" passes the filters, Select focuses the booking heading', async ({ page }) => {
    const demo = new DemoHostPage(page);
    await demo.open();
    const { frame } = demo;
    await airportByKeyboard(page, frame, 'From', 'JFK');
    await airportByKeyboard(page, frame, 'To', 'LHR');
    await frame.getByRole('button', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Enter');

    const heading = frame.getByRole('heading', { level: 1, name: /^Flights from New York \(JFK\) to London \(LHR\)/ });
    await expect(heading).toBeFocused();
    await expect(frame.getByRole('list', { name: 'Flight offers' }).getByRole('listitem').first()).toBeVisible();

    const focused = frame.locator(':focus');
    await page.keyboard.press('Tab');
    await expect(focused).toHaveAccessibleName('Modify search');
    await page.keyboard.press('Tab');
    const skip = frame.getByRole('link', { name: 'Skip to results' });
    await expect(skip).toBeFocused();
    // Shown while focused (clipped away otherwise).
    await expect(skip).toHaveCSS('clip-path', 'none');
    await page.keyboard.press('Enter');

    // Tab until the first "Select": a handful of presses, not one per filter.
    let presses = 0;
    const isSelect = async () => /^Select /.test((await focused.getAttribute('aria-label')) ?? '');
    while (presses < 20 && !(await isSelect())) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(focused).toHaveAccessibleName(/^Select /);
    expect(presses).toBeLessThanOrEqual(6);

    await page.keyboard.press('Enter');
    await expect(frame.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeFocused();
  });
});
