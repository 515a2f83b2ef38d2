/**
 * Issue #22 "`__tcfapi('getTCData')` never calls back": the frame's IAB TCF v2.2 API reaches `loaded` on every page
 * where it is installed, inside the demo partner page (a real cross-site frame) against the real server:
 * - a first visit in the UK (prior consent): getTCData answers within 1 s while the category banner shows
 *   (eventStatus cmpuishown, displayStatus visible, an empty TC string);
 * - after "No, thanks" on the banner: useractioncomplete with a TC string that consents to no purpose and no vendor;
 *   after a reload the stored string is published at once (tcloaded);
 * - after "Accept all": the purposes of every category (constants.ts CATEGORY_TCF_PURPOSES) and the vendors;
 * - a visit from the US: gdprApplies false, within 1 s.
 * getTCData is called inside the product frame (frame.evaluate), as an ad tag there would.
 */
import { TCString } from '@iabtechlabtcf/core';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';

/** What getTCData and ping report (the fields the tests read). */
interface TcData {
  gdprApplies: boolean;
  cmpStatus: string;
  eventStatus?: string;
  tcString?: string;
  cmpId: number;
}
interface Ping {
  cmpStatus: string;
  displayStatus: string;
  gdprApplies: boolean;
}

/** The product frame (for evaluate). */
function productFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/p/demo/'));
  if (!frame) throw new Error('no product frame');
  return frame;
}

/**
 * Calls `__tcfapi(command, 2, cb)` in the frame; resolves with what the callback got, `'no callback within 1 s'`
 * when it did not call back in time (an ad tag's patience), or `'no __tcfapi yet'` while the consent root (loaded
 * after the first route has rendered, root-layout.tsx) has not installed the stub yet, so `expect.poll` asks again.
 */
function tcfCall<T>(page: Page, command: 'getTCData' | 'ping'): Promise<T | 'no callback within 1 s' | 'no __tcfapi yet'> {
  return productFrame(page).evaluate(
    (cmd) =>
      new Promise<T | 'no callback within 1 s' | 'no __tcfapi yet'>((resolve) => {
        const api = (window as unknown as { __tcfapi?: (c: string, v: number, cb: (d: T, ok: boolean) => void) => void }).__tcfapi;
        if (typeof api !== 'function') {
          resolve('no __tcfapi yet');
          return;
        }
        const timer = window.setTimeout(() => resolve('no callback within 1 s'), 1000);
        api(cmd, 2, (data) => {
          window.clearTimeout(timer);
          resolve(data);
        });
      }),
    command,
  );
}

const setIds = (vector: { forEach(cb: (on: boolean, id: number) => void): void }): number[] => {
  const out: number[] = [];
  vector.forEach((on, id) => {
    if (on) out.push(id);
  });
  return out;
};

async function openDemo(page: Page, locale: string): Promise<DemoHostPage> {
  const demo = new DemoHostPage(page);
  await page.goto(`/?locale=${locale}`);
  await expect(demo.status).toHaveText(/Ready/);
  return demo;
}

test('UK first visit: getTCData answers while the banner shows; after "No, thanks" the TC string consents to nothing, and is loaded on reload', async ({ page }) => {
  const demo = await openDemo(page, 'en-GB');
  const banner = demo.frame.getByRole('dialog', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();

  const before = await tcfCall<TcData>(page, 'getTCData');
  expect(before).toMatchObject({ gdprApplies: true, cmpStatus: 'loaded', eventStatus: 'cmpuishown', tcString: '' });
  expect(await tcfCall<Ping>(page, 'ping')).toMatchObject({ cmpStatus: 'loaded', displayStatus: 'visible', gdprApplies: true });

  await banner.getByRole('button', { name: 'No, thanks' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(async () => ((await tcfCall<TcData>(page, 'getTCData')) as TcData).eventStatus).toBe('useractioncomplete');
  const after = (await tcfCall<TcData>(page, 'getTCData')) as TcData;
  const decoded = TCString.decode(after.tcString!);
  expect(setIds(decoded.purposeConsents)).toEqual([]);
  expect(setIds(decoded.vendorConsents)).toEqual([]);
  expect(await tcfCall<Ping>(page, 'ping')).toMatchObject({ cmpStatus: 'loaded', displayStatus: 'hidden' });

  // The choice is stored: on the next page load the string is there at once (tcloaded), and no banner shows.
  await page.reload();
  await expect(demo.status).toHaveText(/Ready/);
  await expect(demo.frame.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect.poll(async () => await tcfCall<TcData>(page, 'getTCData')).toMatchObject({ gdprApplies: true, cmpStatus: 'loaded', eventStatus: 'tcloaded', tcString: after.tcString });
  await expect(banner).toBeHidden();
});

test('UK: after "Accept all" on the banner getTCData reports a TC string consenting to the purposes of every category', async ({ page }) => {
  const demo = await openDemo(page, 'en-GB');
  const banner = demo.frame.getByRole('dialog', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(async () => ((await tcfCall<TcData>(page, 'getTCData')) as TcData).eventStatus).toBe('useractioncomplete');
  const { tcString } = (await tcfCall<TcData>(page, 'getTCData')) as TcData;
  const decoded = TCString.decode(tcString!);
  expect(setIds(decoded.purposeConsents)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  expect(setIds(decoded.vendorConsents).length).toBeGreaterThan(0);
});

test('US visit: getTCData answers within 1 s with gdprApplies false', async ({ page }) => {
  const demo = await openDemo(page, 'en-US');
  await expect(demo.frame.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect.poll(async () => await tcfCall<TcData>(page, 'getTCData')).toMatchObject({ gdprApplies: false, cmpStatus: 'loaded' });
  const once = await tcfCall<TcData>(page, 'getTCData');
  expect(once).toMatchObject({ gdprApplies: false, cmpStatus: 'loaded' });
});
