/** Small helpers for driving the frame's search form in e2e specs. */
import { expect, type FrameLocator, type Locator } from '@playwright/test';

/**
 * Types a three-letter code into an airport field and picks its suggestion, so the list is closed again (an open
 * react-aria list hides the rest of the frame from the accessibility tree). Waits for the list to fade in first:
 * react-aria keeps a popover transparent and out of hit testing while it places it (see phone.spec.ts).
 */
export async function airport(frame: FrameLocator, name: string, code: string): Promise<void> {
  const box = frame.getByRole('combobox', { name, exact: true });
  await box.fill(code);
  await expect(frame.getByRole('listbox').locator('..')).toHaveCSS('opacity', '1');
  await frame.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).first().click();
  await expect(frame.getByRole('listbox')).toHaveCount(0);
  await expect(box).toHaveValue(new RegExp(code));
}

/** Scrolls an element of the cross-site frame into view, then clicks it. */
export async function clickVisible(target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await target.click();
}
