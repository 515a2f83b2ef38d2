/**
 * Results pages inside the demo partner page (issue #11), printed as figures (no assertions):
 *  - time to first offer on a 390x844 phone: from the partner page's navigation (opened on a results route through
 *    the demo page's `?travel=` route parameter) until the first offer is in the frame, p50/p95 of cold loads; and
 *    how far below the frame's top that offer starts (the demo page has its own content above the frame; under 844
 *    means the offer is on the first screen once the frame's top is at the top of the screen);
 *  - the frame height (px) of a results page showing its first 20 offers, on the phone and on a desktop viewport.
 * Both clocks are epoch milliseconds on this machine (performance.timeOrigin + now() in each document).
 */
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { buildResultsUrl, type ResultsUrl } from '@travel/contract';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { percentile, report } from './stats.ts';

/** Cold loads per vertical for the phone's time to first offer. */
const PHONE_LOADS = 5;
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
/** The frame's offers list items (every vertical labels its list "<Vertical> offers"). */
const FIRST_OFFER = 'ul[aria-label$="offers"] > li';

/** One cold load of the partner page on `results`: ms to the first offer, its top in the viewport, and the settled frame height. */
async function loadOnce(browser: Browser, demoUrl: string, results: ResultsUrl, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const route = buildResultsUrl(results).replace(/^\//, '');
    await page.goto(`${demoUrl}/?travel=${encodeURIComponent(route)}`);
    const start = (await page.evaluate('performance.timeOrigin')) as number;
    const frame = page.frameLocator('#travel-frame iframe');
    const first = frame.locator(FIRST_OFFER).first();
    await first.waitFor({ state: 'attached', timeout: 30_000 });
    const shownAt = await first.evaluate(() => performance.timeOrigin + performance.now());
    // The frame height once the host has applied the content's height (the footer and extras load after the offers).
    const height = (await page.evaluate(`new Promise((resolve) => {
      const el = document.querySelector('#travel-frame iframe');
      let last = -1, same = 0;
      const tick = () => {
        const h = Math.round(el.getBoundingClientRect().height);
        same = h === last ? same + 1 : 0;
        last = h;
        if (same >= 10) resolve(h); else setTimeout(tick, 50);
      };
      tick();
    })`)) as number;
    const frameTop = (await page.locator('#travel-frame iframe').boundingBox())?.y ?? 0;
    const top = ((await first.boundingBox())?.y ?? Number.NaN) - frameTop;
    const count = await frame.locator(FIRST_OFFER).count();
    return { ms: shownAt - start, top, height, count };
  } finally {
    await context.close();
  }
}

/** Prints the phone and desktop figures for each of `pages` (vertical name, results URL). */
export async function runResultsPhoneBench(demoUrl: string, pages: readonly [string, ResultsUrl][]): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [vertical, results] of pages) {
      const loads = [];
      for (let i = 0; i < PHONE_LOADS; i += 1) loads.push(await loadOnce(browser, demoUrl, results, PHONE));
      const last = loads[loads.length - 1];
      report(`${vertical} phone results time to first offer p50`, percentile(loads.map((l) => l.ms), 50), `ms (${PHONE_LOADS} cold loads of the partner page at 390x844)`);
      report(`${vertical} phone results time to first offer p95`, percentile(loads.map((l) => l.ms), 95), 'ms');
      if (last) {
        report(`${vertical} phone results first offer top`, Math.round(last.top), "px below the frame's top (under 844: on the phone's first screen of the frame)");
        report(`${vertical} phone results frame height`, last.height, `px (${last.count} offers)`);
      }
      const desktop = await loadOnce(browser, demoUrl, results, DESKTOP);
      report(`${vertical} desktop results frame height`, desktop.height, `px (${desktop.count} offers, 1280x900)`);
    }
  } finally {
    await browser.close();
  }
}
