/**
 * Issue #22 item 9 ("Text"): words must not break in the middle ("Nonsto p", German "Ergebni sse filtern"). The
 * German flight results are opened on the desktop and on a phone, and every word of every visible text in the frame
 * is measured: a word whose glyphs lie on more than one line was broken inside. Only a word too long for a line
 * (wider than 200 px: a long e-mail address) may still wrap.
 */
import { expect, test, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { catalogueText } from './pages/catalogue.ts';

function isoDaysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Words of the frame's visible text that were broken across lines although they would fit on a line of their own. */
async function brokenWords(page: Page): Promise<string[]> {
  const frame = page.frames().find((f) => f.url().includes('/p/demo/'));
  if (!frame) throw new Error('no frame');
  return frame.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || parent.closest('[aria-hidden="true"], .leaflet-container, script, style') || text.trim() === '') continue;
      for (const m of text.matchAll(/[\p{L}\p{N}]{3,}/gu)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top)));
        if (lines.size < 2) continue;
        // Only a word too long for any line of a phone (an e-mail address, a long name) may wrap; the product's own
        // words are far narrower than 200 px.
        const width = rects.reduce((w, r) => w + r.width, 0);
        if (width <= 200) broken.push(`${m[0]} (in "${text.trim().slice(0, 60)}")`);
      }
    }
    return broken;
  });
}

for (const [device, viewport] of [
  ['desktop 1280x900', { width: 1280, height: 900 }],
  // A tablet: the filters column and the offer cards are narrowest beside each other ("Ergebni sse filtern").
  ['tablet 834x1112', { width: 834, height: 1112 }],
  ['phone 390x844', { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });
    test('German flight results break no word in the middle', async ({ page }) => {
      const demo = new DemoHostPage(page);
      await page.goto(`/?locale=de-DE&travel=${encodeURIComponent(`flights/JFK-LHR/${isoDaysAhead(30)}/${isoDaysAhead(37)}`)}`);
      await expect(demo.status).toHaveText(/Ready/);
      await expect(demo.frame.locator('html')).toHaveAttribute('lang', 'de-DE');
      const offers = demo.frame.getByRole('list', { name: catalogueText('de', 'search.results.offersLabel') });
      await expect(offers.getByRole('listitem').first()).toBeVisible();
      // From 760 px the filters are a column beside the offers (its heading is then on screen); below, a sheet.
      await expect(demo.frame.getByRole('heading', { name: catalogueText('de', 'search.filters.title') })).toBeVisible({ visible: viewport.width >= 760 });
      expect(await brokenWords(page)).toEqual([]);
      // Keeping words whole does not widen the frame past its width. The header fits itself to its row when the
      // frame renders (ui/header-fit.ts), and Chromium renders a cross-site frame only on screen: scroll to it first,
      // as a visitor does.
      await demo.frameElement.scrollIntoViewIfNeeded();
      const frame = page.frames().find((f) => f.url().includes('/p/demo/'));
      await expect.poll(async () => frame?.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    });
  });
}
