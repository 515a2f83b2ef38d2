/**
 * Issue #10 "Side navigation" and "Site-wide message bar ..." inside the demo partner page (chrome-and-consent §2,
 * §4; account-business-header-and-trips §2, §4, §9):
 *  - keyboard only: Tab to the frame's menu button, Enter opens the drawer with focus on the first item, arrows move,
 *    "Show 1 more" reveals "Manage booking", Escape closes and focus returns to the button; choosing "Cars" with the
 *    keyboard lands on the front door's Cars tab;
 *  - on a 390x844 phone the menu is a dialog, closed by Escape back to the button;
 *  - going offline shows "You are offline…", back online hides it;
 *  - the survey launcher ("Feedback") shows on the front door but not on the booking page.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { revealFeedbackLauncher } from './pages/feedback-launcher.ts';
import { clickVisible, pickSuggestion, chooseVerticalTab } from './pages/frame-fields.ts';

/** Presses Tab in the partner page until `target` (inside the frame) has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement && el.ownerDocument.hasFocus())) return;
  }
  throw new Error(`Tab never reached the target in ${max} presses`);
}

const menuButton = (frame: FrameLocator) => frame.getByRole('button', { name: 'Menu', exact: true });
const drawer = (frame: FrameLocator) => frame.getByRole('navigation', { name: 'Main navigation' });

test('keyboard only: open the drawer, move through it, show more, Escape, then choose a vertical', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  await tabTo(page, menuButton(frame));
  await expect(menuButton(frame)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(drawer(frame)).toBeVisible();
  await expect(menuButton(frame)).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer(frame).getByRole('link', { name: 'Flights' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(drawer(frame).getByRole('link', { name: 'Hotels' })).toBeFocused();
  await expect(drawer(frame).getByRole('link', { name: 'Manage booking' })).toHaveCount(0);
  // End: the last item, a visitor's Trips (issue #22); ArrowUp: the main group's "Show 1 more".
  await page.keyboard.press('End');
  await expect(drawer(frame).getByRole('link', { name: 'Trips', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(drawer(frame).getByRole('button', { name: 'Show 1 more' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer(frame).getByRole('link', { name: 'Manage booking' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(drawer(frame)).toBeHidden();
  await expect(menuButton(frame)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(drawer(frame).getByRole('link', { name: 'Flights' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(drawer(frame).getByRole('link', { name: 'Cars' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('tab', { name: 'Cars' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer(frame)).toBeHidden();
});

test('going offline shows the offline banner; back online hides it', async ({ page, context }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  // Offline only once the frame's idle-time chunks are in: a chunk cut off half-way is another journey (issue #23:
  // this one failed when the network went while they were still loading).
  await demo.settled();
  const banner = demo.frame.getByText(/You are offline/);
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test('the survey launcher shows on the front door and is absent on the booking page', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await page.clock.install();
  await demo.open();
  const { frame } = demo;
  const launcher = frame.getByRole('button', { name: 'Feedback', exact: true });
  // It appears 10 s after the page settled (account-business-header-and-trips §9): the clock jumps those 10 s.
  await revealFeedbackLauncher(page, launcher);

  await chooseVerticalTab(frame, 'Hotels');
  await frame.getByRole('combobox', { name: 'Destination', exact: true }).fill('Paris');
  await pickSuggestion(frame, frame.getByRole('option', { name: /^Paris, France/ }).first());
  await clickVisible(frame.getByRole('button', { name: 'Search hotels' }));
  // The first hotel's Select sits below the results map, which may still be loading ("Loading map…" takes no clicks:
  // issue #23). Scrolled into view first: the long results list moved the partner page (frame-fields.ts clickVisible).
  await clickVisible(frame.getByRole('button', { name: /^Select / }).first());
  // A hotel's Select opens its rooms and rates (issue #11); its first rate opens the booking page.
  await clickVisible(frame.getByRole('list', { name: 'Rooms and rates' }).getByRole('button', { name: /^Book / }).first());
  await expect(frame.getByRole('button', { name: /^Pay / })).toBeVisible();
  await expect(launcher).toHaveCount(0);
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu is a dialog; Escape closes it and focus returns to the menu button', async ({ page }) => {
    const demo = new DemoHostPage(page);
    await demo.open();
    const { frame } = demo;
    await tabTo(page, menuButton(frame));
    await page.keyboard.press('Enter');
    const dialog = frame.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Manage booking' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton(frame)).toBeFocused();
  });
});
