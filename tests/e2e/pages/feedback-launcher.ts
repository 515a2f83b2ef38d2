/**
 * The frame's "Feedback" launcher without waiting out its delay in real time (issue #23 "the test suite in minutes"):
 * it shows {@link FEEDBACK_LAUNCHER_DELAY_MS} after the page loaded (account-business-header-and-trips §9; the frame's
 * site-extras/survey-launcher.tsx), and five journeys waited those 10 s, 12-15 s each in all. They install
 * Playwright's clock in the browser context before the page loads (`await page.clock.install()`: time then flows as
 * usual in the partner page and the frame) and call {@link revealFeedbackLauncher}, which jumps the clock ahead by the
 * delay, as if the visitor had sat on the page, until the launcher shows.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The launcher's delay after the page loaded, ms (the spec's 10 s; the frame's SURVEY_LAUNCHER_DELAY_S). */
export const FEEDBACK_LAUNCHER_DELAY_MS = 10_000;

/**
 * Jumps the page's clock (installed before the page loaded) ahead by {@link FEEDBACK_LAUNCHER_DELAY_MS} until
 * `launcher` is visible: each jump fires the timers then due once, as when a laptop wakes, so a jump made before the
 * launcher's timer was set (its code is loaded when the frame is idle) is followed by another.
 * @throws when the launcher has not shown within Playwright's `toPass` limit of 30 s
 */
export async function revealFeedbackLauncher(page: Page, launcher: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(FEEDBACK_LAUNCHER_DELAY_MS);
    await expect(launcher).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}
