/**
 * Page object for the demo partner page and the product frame inside it. Every locator goes through
 * accessible names, the way a person (or assistive technology) finds the controls.
 */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { airport, clickVisible } from './frame-fields.ts';

/**
 * Longest wait for an idle moment of the frame in {@link DemoHostPage.settled}, ms: above the frame's own idle-load
 * timeouts (LAZY_WIDGET_IDLE_TIMEOUT_MS and SURVEY_LAUNCHER_IDLE_TIMEOUT_MS, 2 s), so theirs have fired first.
 */
const SETTLE_IDLE_TIMEOUT_MS = 3_000;

export class DemoHostPage {
  readonly page: Page;
  readonly frameElement: Locator;
  readonly frame: FrameLocator;
  readonly status: Locator;
  readonly log: Locator;

  constructor(page: Page) {
    this.page = page;
    this.frameElement = page.locator('#travel-frame iframe');
    this.frame = page.frameLocator('#travel-frame iframe');
    this.status = page.getByLabel('Frame status');
    this.log = page.getByRole('region', { name: 'Bridge log' });
  }

  /**
   * Opens the partner page and waits until the frame reported record-load-success. `search`: the partner page's query
   * string (e.g. `?brand=momondo`, main.ts's presets), so a journey that needs another brand loads the frame once.
   */
  async open(search = ''): Promise<void> {
    await this.page.goto(`/${search}`);
    await expect(this.status).toHaveText(/Ready/);
  }

  /**
   * Waits until the frame has loaded what it loads after its first render: the code it fetches when the browser is
   * idle (date pickers, combo boxes, site extras, survey launcher: ui/lazy-widget.ts, site-extras.tsx) and what that
   * code fetches in turn. Two rounds of "an idle callback of the frame has run, at the latest after
   * {@link SETTLE_IDLE_TIMEOUT_MS} (the frame's own idle loads give up waiting for idleness after 2 s), then no request
   * in flight in the product frame for 500 ms" (Playwright's networkidle of that frame). For journeys that cut the network (offline) and must
   * not catch a chunk half-loaded.
   */
  async settled(): Promise<void> {
    const product = this.page.frames().find((f) => f.url().includes('/p/'));
    if (!product) throw new Error('no product frame in the demo page');
    for (let round = 0; round < 2; round += 1) {
      // A string: tsx would wrap a named inner function with __name, which the page does not have. A busy page (a
      // loaded machine) may have no idle period at all: hence the timeout.
      await product.evaluate(`new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: ${SETTLE_IDLE_TIMEOUT_MS} }))`);
      // The product frame's requests only: the partner page polls its mail outbox every 2 s, and on a loaded machine
      // (each poll slower than 1.5 s) the whole page never had 500 ms without a request (navigation's offline journey
      // waited here until its time limit, clean-clone run of 30 Nov 2026).
      await product.waitForLoadState('networkidle');
    }
  }

  /** The iframe's applied height in CSS px. */
  async frameHeight(): Promise<number> {
    return this.frameElement.evaluate((el) => el.getBoundingClientRect().height);
  }

  /** Height of the frame document's content (#root) in CSS px, measured inside the frame. */
  async contentHeight(): Promise<number> {
    return this.frame.locator('#root').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  }

  /** Waits until the iframe height equals the content height (within 2 px). */
  async expectFrameFitsContent(): Promise<number> {
    let last = 0;
    await expect
      .poll(async () => {
        const [frame, content] = [await this.frameHeight(), await this.contentHeight()];
        last = frame;
        return Math.abs(frame - content);
      })
      .toBeLessThanOrEqual(2);
    return last;
  }

  /**
   * Runs a flight search from the frame's own form. Search is pressed through {@link clickVisible}: on the demo page
   * it is below the partner page's fold, where a plain click could go out before the frame had painted it in view.
   */
  async searchInFrame(origin: string, destination: string): Promise<void> {
    await airport(this.frame, 'From', origin);
    await airport(this.frame, 'To', destination);
    await clickVisible(this.frame.getByRole('button', { name: 'Search', exact: true }));
  }

  offers(): Locator {
    // Direct items only: each offer card has lists of its own (its flights, the bags its fare includes).
    return this.frame.getByRole('list', { name: 'Flight offers' }).locator(':scope > li');
  }
}
