/**
 * Issue #2 journeys: the product embedded on the demo partner page, end to end.
 */
import { expect, test } from '@playwright/test';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { metricsFor } from './db.ts';
import { ATTACKER_ORIGIN, DEMO_ORIGIN, DEMO_PORT, PRODUCT_ORIGIN } from './ports.ts';

test('the frame mounts on the partner page and reaches record-load-success', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  await expect(demo.log).toContainText('record-load-success');
  await expect(demo.log).toContainText('enableRework');
  await expect(demo.frame.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  // The frame's own page is the product origin, on a different site from the partner page.
  expect(new URL(await demo.frameElement.getAttribute('src') ?? '').origin).toBe(PRODUCT_ORIGIN);
});

test('a flight search for JFK -> LHR inside the frame shows real offers, sortable by duration', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  await demo.searchInFrame('JFK', 'LHR');
  await expect(demo.offers().first()).toBeVisible();
  expect(await demo.offers().count()).toBeGreaterThan(3);
  const first = demo.offers().first();
  await expect(first).toContainText('JFK');
  await expect(first).toContainText('LHR');
  await expect(first).toContainText(/\$\d/);
  await expect(first).toContainText(/\d+h( \d+m)?/);

  const prices = await demo.offers().evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-price-minor'))));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await demo.frame.getByRole('button', { name: /Sort by/ }).click();
  await demo.frame.getByRole('option', { name: 'Fastest' }).click();
  await expect
    .poll(async () => {
      const d = await demo.offers().evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-duration-minutes'))));
      return d.length > 0 && d.every((v, i) => i === 0 || (d[i - 1] ?? 0) <= v);
    })
    .toBe(true);
});

test('the iframe height follows the content, growing and shrinking', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const frontDoor = await demo.expectFrameFitsContent();

  await demo.searchInFrame('JFK', 'LHR');
  await expect(demo.offers().first()).toBeVisible();
  const results = await demo.expectFrameFitsContent();
  expect(results).toBeGreaterThan(frontDoor + 200);

  await demo.frame.getByRole('link', { name: 'Modify search' }).click();
  await expect(demo.frame.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  const back = await demo.expectFrameFitsContent();
  expect(back).toBeLessThan(results - 200);
  // No feedback loop: the height stays put once it fits, in every one of the next 30 animation frames.
  const heights = await demo.frameElement.evaluate(
    (el) =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const sample = () => {
          seen.push(el.getBoundingClientRect().height);
          if (seen.length < 30) requestAnimationFrame(sample);
          else resolve(seen);
        };
        requestAnimationFrame(sample);
      }),
  );
  expect(heights).toHaveLength(30);
  for (const height of heights) expect(Math.abs(height - back)).toBeLessThanOrEqual(2);
});

test('a frame reload while the partner page is scrolled past the frame top keeps the frame tall and in view', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const before = await demo.expectFrameFitsContent();
  // The visitor has scrolled so the frame's top 500 px are above the screen.
  const scrolledPast = 500;
  const frameTop = await demo.frameElement.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), frameTop + scrolledPast);
  await demo.log.getByRole('button', { name: 'Clear log' }).evaluate((button: HTMLButtonElement) => button.click());

  // A new frame document (a reload, the sign-out redirect) starts empty; the iframe must not shrink to it.
  const productFrame = page.frames().find((f) => f.url().includes('/p/demo/'));
  await productFrame!.evaluate(() => window.location.reload());
  await expect(demo.log).toContainText('record-load-success');
  await expect(demo.log).toContainText('frame height');
  const heights = (await demo.log.getByRole('listitem').allTextContents())
    .filter((line) => line.includes('frame height'))
    .map((line) => Number(/"height":(\d+)/.exec(line)?.[1]));
  // Never a strip above the screen (where Chromium stops rendering a cross-site frame, so it would stay one).
  for (const height of heights) expect(height, `a height sent while the new document loaded (${heights.join(', ')})`).toBeGreaterThan(scrolledPast);
  // Still on screen and rendered: it fits its content, and the part the visitor was looking at is still there.
  expect(await demo.expectFrameFitsContent()).toBeGreaterThan(before / 2);
  const rect = await demo.frameElement.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  expect(rect.top).toBeLessThan(0);
  expect(rect.bottom).toBeGreaterThan(0);
});

test('switching brand changes the logo and the colours', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const button = demo.frame.getByRole('button', { name: 'Search', exact: true });
  const defaultColour = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect(demo.frame.getByRole('img', { name: 'Tripwise' })).toBeVisible();

  await page.getByRole('combobox', { name: /^Brand/ }).selectOption('momondo');
  await expect(demo.status).toHaveText(/Ready/);
  await expect(demo.frame.getByRole('img', { name: 'momondo' })).toBeVisible();
  await expect(demo.frame.getByRole('img', { name: 'Tripwise' })).toHaveCount(0);
  const momondoColour = await demo.frame
    .getByRole('button', { name: 'Search', exact: true })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(momondoColour).not.toBe(defaultColour);
});

test('the partner-side search box runs a search inside the frame', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  await page.getByLabel('Origin airport').fill('SFO');
  await page.getByLabel('Destination airport').fill('NRT');
  await page.getByRole('button', { name: 'Search in frame' }).click();
  await expect(demo.offers().first()).toBeVisible();
  await expect(demo.offers().first()).toContainText('SFO');
  await expect(demo.offers().first()).toContainText('NRT');
  await expect(demo.log).toContainText('submit');
});

test('the allowed relay returns data and the forbidden one is refused', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  await page.getByRole('button', { name: 'Relay allowed call' }).click();
  await expect(page.getByLabel('Allowed relay result')).toContainText(/OK 200/);
  await expect(page.getByLabel('Allowed relay result')).toContainText(/\d+ offers/);
  await page.getByRole('button', { name: 'Relay forbidden call' }).click();
  await expect(page.getByLabel('Forbidden relay result')).toContainText('Refused: RELAY_FORBIDDEN');
});

test('record-metric and record-load-time from the partner page are stored for the partner', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  await page.getByRole('button', { name: 'Record metrics' }).click();
  await expect(page.getByLabel('Metrics result')).toContainText('Recorded');
  const rows = metricsFor('demo');
  expect(rows).toContainEqual({ metric_type: 'demo-host', metric_name: 'record-metrics-clicks', metric_value: 1 });
  expect(rows.some((r) => r.metric_type === 'load-time' && r.metric_name === 'partner-page' && r.metric_value > 0)).toBe(true);
});

test('a page on an origin that is not allowed cannot frame the product (CSP frame-ancestors)', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (msg) => {
    if (/frame-ancestors/.test(msg.text())) refusals.push(msg.text());
  });
  const response = await page.request.get(`${PRODUCT_ORIGIN}/p/demo/`);
  expect(response.headers()['content-security-policy']).toContain(`frame-ancestors http://127.0.0.1:${DEMO_PORT}`);

  await page.goto(`${ATTACKER_ORIGIN}/attack-frame.html`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  await expect(page.frameLocator('#victim').getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
});

/** A penpal v7 CALL message invoking the frame's `receive` with a submit action. */
const forgedSubmit = {
  namespace: 'penpal',
  type: 'CALL',
  id: 'forged-1',
  methodPath: ['receive'],
  args: [{ action: 'submit', query: { vertical: 'flights', origin: 'CDG', destination: 'BCN' } }],
};

test('a forged bridge message from the real partner page is acted on (control for the next test)', async ({ page }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  await page.evaluate((msg) => {
    const frame = document.querySelector<HTMLIFrameElement>('#travel-frame iframe');
    frame?.contentWindow?.postMessage(msg, '*');
  }, forgedSubmit);
  await expect(demo.offers().first()).toContainText('CDG');
});

test('a page on an origin that is not allowed cannot drive the frame by postMessage', async ({ page, context }) => {
  await page.goto(`${ATTACKER_ORIGIN}/attack-opener.html`);
  const [partner] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate((url) => {
      (window as unknown as { victim: Window | null }).victim = window.open(url, 'victim');
    }, `${DEMO_ORIGIN}/`),
  ]);
  const demo = new DemoHostPage(partner);
  await expect(demo.status).toHaveText(/Ready/);
  const frame = await (await demo.frameElement.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the product frame is not attached');
  const routeBefore = new URL(frame.url()).pathname;
  // Count the forged messages as they reach the frame (this listener runs after the bridge's own), and
  // record any API call the frame makes from now on.
  await frame.evaluate((id) => {
    const w = window as unknown as { forgedSeen: number };
    w.forgedSeen = 0;
    window.addEventListener('message', (event: MessageEvent<{ id?: unknown } | null>) => {
      if (event.data?.id === id) w.forgedSeen += 1;
    });
  }, forgedSubmit.id);
  // The chrome's own background calls run whatever happens: site extras (navigation state, survey identity) on idle,
  // and the consent root's reads of the stored consent, which on a loaded machine can still be on their way after
  // "Ready" (the consent root loads once the first route has rendered).
  const backgroundReads = ['/i/api/site/', '/i/api/cookiebanner/', '/i/api/iabtcf/', '/i/api/twoparty/', '/i/api/cookies/'];
  const apiCalls: string[] = [];
  partner.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.frame() === frame && path.startsWith('/i/api/') && !backgroundReads.some((prefix) => path.startsWith(prefix))) apiCalls.push(request.url());
  });
  // The attacker holds a reference to the partner window and posts straight into the product frame.
  await page.evaluate((msg) => {
    const victim = (window as unknown as { victim: Window }).victim;
    for (let i = 0; i < 3; i += 1) victim.frames[0]?.postMessage(msg, '*');
  }, forgedSubmit);
  await expect.poll(() => frame.evaluate(() => (window as unknown as { forgedSeen: number }).forgedSeen)).toBe(3);
  // All three were delivered and the bridge has seen them: nothing navigated, searched or looked up.
  expect(new URL(frame.url()).pathname).toBe(routeBefore);
  expect(apiCalls).toEqual([]);
  await expect(demo.offers()).toHaveCount(0);
  await expect(demo.frame.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
});
