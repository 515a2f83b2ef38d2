/**
 * Issue #10 "the country picker search finds 'Deutschland' and choosing it turns every visible label German" and
 * "keyboard-only use of every picker", inside the demo partner page (chrome-and-consent §2, §4, §5, §9): the
 * picker by keyboard alone, the choice kept across a reload of the partner page, the full-screen dialog on a
 * phone-sized frame, flags served by the product, and the entry address `/p/demo/in?cc=de&lc=de` landing in
 * German with unknown parameters dropped. (The flag placeholder on an image error is a unit test:
 * frame-app/src/features/chrome/locale-picker/locale-picker.test.tsx.)
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { PRODUCT_ORIGIN } from './ports.ts';

/** Focuses the header's country/language trigger by Tab from the frame's start and opens it with Enter. */
async function openPickerByKeyboard(page: Page, frame: FrameLocator): Promise<{ trigger: Locator; picker: Locator }> {
  const trigger = frame.getByRole('button', { name: /: change country and language$/ });
  await frame.locator('body').focus();
  for (let i = 0; i < 30 && !(await trigger.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  const picker = frame.getByRole('dialog', { name: 'Country and language' });
  await expect(picker).toBeVisible();
  return { trigger, picker };
}

/** Labels of the front door (header, search form) in English and in German (catalogs/de/base.json). */
async function expectGerman(frame: FrameLocator): Promise<void> {
  await expect(frame.getByRole('button', { name: 'Deutsch (Deutschland): Land und Sprache ändern' })).toBeVisible();
  await expect(frame.getByRole('combobox', { name: 'Von', exact: true })).toBeVisible();
  await expect(frame.getByRole('combobox', { name: 'Nach', exact: true })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toHaveCount(1);
  for (const english of ['From', 'To']) await expect(frame.getByRole('combobox', { name: english, exact: true })).toHaveCount(0);
  for (const english of ['Search', 'Sign in']) await expect(frame.getByRole('button', { name: english, exact: true })).toHaveCount(0);
  await expect(frame.getByRole('link', { name: 'Skip to main content' })).toHaveCount(0);
  await expect(frame.locator('html')).toHaveAttribute('lang', 'de-DE');
}

test('search finds Deutschland, choosing it by keyboard turns the labels German in place, and the choice survives a reload', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  await expect(demo.frame.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect(demo.frame.getByRole('combobox', { name: 'From', exact: true })).toBeVisible();

  const { trigger, picker } = await openPickerByKeyboard(page, demo.frame);
  // A dropdown on a wide frame, focus in the search box.
  const search = picker.getByRole('searchbox', { name: 'Search for a country or language' });
  await expect(search).toBeFocused();
  // Flags come from the product as SVG.
  const japanFlag = picker.getByRole('link', { name: /^Japan/ }).locator('img');
  await expect.poll(() => japanFlag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.keyboard.type('  Deutschland ');
  const germany = picker.getByRole('link', { name: /^Germany/ });
  await expect(picker.getByRole('link')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(germany).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(picker).toBeHidden();
  await expectGerman(demo.frame);
  // Focus back on the trigger, which now names the German locale.
  await expect(demo.frame.getByRole('button', { name: /Land und Sprache ändern$/ })).toBeFocused();
  expect(await trigger.count()).toBe(0);

  // A reload of the partner page mounts the frame with the same host option: the session's choice applies again,
  // already in the page the server sends (the frame starts in German: no English first, no start-up request).
  const frameDocuments: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'document' && response.url().includes('/p/demo/')) frameDocuments.push(await response.text());
  });
  await page.reload();
  await expect(demo.status).toHaveText(/Ready/);
  await expectGerman(demo.frame);
  expect(frameDocuments).toHaveLength(1);
  expect(frameDocuments[0]).toContain('"locale":"de-DE"');
});

test('no match shows the no-results title; Escape closes and focus returns to the trigger', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { trigger, picker } = await openPickerByKeyboard(page, demo.frame);
  await page.keyboard.type('atlantis');
  await expect(picker.getByText('No country or language found')).toBeVisible();
  await expect(picker.getByRole('link')).toHaveCount(0);
  await page.keyboard.press('Escape'); // clears the search
  await expect(picker.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape'); // closes
  await expect(picker).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('on a phone-sized page the picker is a full-screen dialog, usable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const demo = new DemoHostPage(page);
  await demo.open();
  const { trigger, picker } = await openPickerByKeyboard(page, demo.frame);
  const frameWidth = await demo.frame.locator('body').evaluate(() => window.innerWidth);
  const box = await picker.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(frameWidth - 1);
  await expect(picker).toHaveAttribute('data-variant', 'dialog');
  await page.keyboard.type('schweiz');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(picker.getByRole('link', { name: 'Switzerland, Français' })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the entry address /p/demo/in?cc=de&lc=de lands the front door in German and drops unknown parameters', async ({ page }) => {
  await page.goto(`${PRODUCT_ORIGIN}/p/demo/in?cc=de&lc=de&evil=1&a=partner-campaign`);
  await expect(page).toHaveURL(`${PRODUCT_ORIGIN}/p/demo/?a=partner-campaign&locale=de-DE`);
  await expect(page.getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Von', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
});

test("the host's mount option sets the locale: the demo page's Language select re-mounts the frame in German", async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE');
  await expect(demo.status).toHaveText(/Ready/);
  await expectGerman(demo.frame);
  await expect(page).toHaveURL(/[?&]locale=de-DE/);
});

test('a Japanese frame opened while another browser is on flight results always finishes loading', async ({ browser }) => {
  // The start-up race fixed in start.tsx: a non-English frame rendered through a suspended first render lost
  // the front door's route module when it arrived mid-render and stayed on "読み込み中…" (about 1 try in 3).
  // Three tries of two frame loads and a flight search each: six journeys' worth of loading, so three times the usual
  // limit (CI's loaded run went past 90 s on both attempts while every step still finished within its 15 s wait; a
  // frame stuck loading fails that wait instead).
  test.slow();
  const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const searching = await browser.newContext();
    const results = new DemoHostPage(await searching.newPage());
    await results.page.goto(`/?travel=flights/JFK-LHR/${day(30)}/${day(37)}`);
    const japanese = await browser.newContext();
    const demo = new DemoHostPage(await japanese.newPage());
    await demo.page.goto('/?locale=ja-JP');
    await expect(demo.status).toHaveText(/Ready/);
    await expect(demo.frame.getByRole('button', { name: '検索', exact: true })).toBeVisible();
    await expect(results.status).toHaveText(/Ready/);
    await searching.close();
    await japanese.close();
  }
});
