/**
 * The frame's first page inside the demo partner page (issue #23), printed as figures (no assertions):
 *  - what the frame fetched before its search form was interactive: JavaScript, CSS, fonts and everything, in
 *    requests and bytes on the wire (encoded body bytes, i.e. after Content-Encoding), each JavaScript chunk named
 *    with its bytes;
 *  - cold time-to-search: from the partner page's navigation start to the frame's `search-form-interactive`
 *    User Timing mark (set once the search form's handlers are attached: features/search/form-shell.tsx),
 *    p50/p95 over {@link LOADS} cold loads on a desktop viewport and on a simulated phone (390x844, 4x CPU
 *    slowdown and DevTools' "Fast 4G" network through CDP).
 * Both clocks are epoch milliseconds on this machine (performance.timeOrigin + the mark's startTime in the frame).
 *
 * The phone run switches site isolation off so the cross-site frame shares the page's renderer and its CDP
 * session: CPU and network throttling in CDP apply per target, and an isolated frame would escape them.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { percentile, report } from './stats.ts';

/** Cold loads per profile. */
export const LOADS = 10;
/** The User Timing mark the frame's search form sets (frame-app/src/features/search/constants.ts). */
const MARK = 'search-form-interactive';
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
/** CPU slowdown of the simulated phone (Lighthouse's mobile default). */
const PHONE_CPU_SLOWDOWN = 4;
/**
 * Chrome DevTools' "Fast 4G" preset (front_end/core/sdk/NetworkManager.ts): 9 Mbit/s down, 1.5 Mbit/s up, each
 * times 0.9, and 60 ms RTT times 2.75.
 */
const FAST_4G = { offline: false, latency: 60 * 2.75, downloadThroughput: (9_000_000 / 8) * 0.9, uploadThroughput: (1_500_000 / 8) * 0.9 };

type Kind = 'js' | 'css' | 'font' | 'other';

interface Fetched {
  url: string;
  kind: Kind;
  /** Encoded body bytes plus response header bytes, as the browser received them. */
  wireBytes: number;
  /** Encoded body bytes only. */
  bodyBytes: number;
}

interface Load {
  /** ms from the partner page's navigation start to the frame's mark. */
  ms: number;
  /** The frame origin's requests that started before the mark. */
  fetched: Fetched[];
}

function kindOf(request: Request): Kind {
  const type = request.resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  if (type === 'font') return 'font';
  const path = new URL(request.url()).pathname;
  if (path.endsWith('.js')) return 'js';
  if (path.endsWith('.css')) return 'css';
  if (/\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  return 'other';
}

/** One cold load of the partner page in a fresh context: the time to the mark and the frame's requests before it. */
async function loadOnce(browser: Browser, demoUrl: string, productOrigin: string, options: BrowserContextOptions, phone: boolean): Promise<Load> {
  const context: BrowserContext = await browser.newContext(options);
  try {
    const page = await context.newPage();
    if (phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    }
    const started: { request: Request; at: number }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === productOrigin) started.push({ request, at: Date.now() });
    });
    await page.goto(demoUrl, { waitUntil: 'commit' });
    const start = (await page.evaluate('performance.timeOrigin')) as number;
    const frame = page.frameLocator('#travel-frame iframe');
    const root = frame.locator('#root');
    await root.waitFor({ state: 'attached', timeout: 60_000 });
    const productFrame = page.frames().find((f) => f.url().startsWith(productOrigin));
    if (!productFrame) throw new Error('the frame did not load');
    // A string, not a function: tsx would wrap named inner functions with a helper the page lacks.
    const markAt = (await productFrame.evaluate(`new Promise((resolve) => {
      const name = ${JSON.stringify(MARK)};
      const done = (entry) => resolve(performance.timeOrigin + entry.startTime);
      const now = performance.getEntriesByName(name, 'mark')[0];
      if (now) { done(now); return; }
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName(name)[0];
        if (entry) { observer.disconnect(); done(entry); }
      }).observe({ type: 'mark', buffered: true });
    })`)) as number;
    const fetched: Fetched[] = [];
    for (const { request, at } of started) {
      if (at > markAt) continue;
      const response = await request.response();
      if (!response) continue;
      await response.finished();
      const sizes = await request.sizes();
      fetched.push({ url: request.url(), kind: kindOf(request), wireBytes: sizes.responseBodySize + sizes.responseHeadersSize, bodyBytes: sizes.responseBodySize });
    }
    return { ms: markAt - start, fetched };
  } finally {
    await context.close();
  }
}

/** A chunk's file name: `/assets/vendor-C9t88a6_.js` -> `vendor-C9t88a6_.js` (the hash tells same-named chunks apart). */
function chunkName(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? url;
}

function printFirstPage(load: Load): void {
  const byKind = (kind: Kind | 'all') => load.fetched.filter((f) => kind === 'all' || f.kind === kind);
  for (const kind of ['js', 'css', 'font', 'all'] as const) {
    const list = byKind(kind);
    const label = kind === 'all' ? 'everything' : kind === 'js' ? 'JavaScript' : kind === 'css' ? 'CSS' : 'fonts';
    report(`first page ${label} requests`, list.length, 'requests (frame origin, before the search form is interactive)');
    report(`first page ${label} on the wire`, list.reduce((sum, f) => sum + f.bodyBytes, 0), 'bytes (encoded bodies)');
  }
  const js = byKind('js').sort((a, b) => b.bodyBytes - a.bodyBytes);
  for (const f of js) report(`  first page chunk ${chunkName(f.url)}`, f.bodyBytes, 'bytes on the wire');
}

/**
 * Prints the first page's requests and bytes (from the first desktop load) and the cold time-to-search p50/p95
 * on the desktop and the simulated phone, `loads` cold loads each.
 * @param demoUrl the demo partner page (its frame points at `productOrigin`)
 */
export async function runFirstPageBench(demoUrl: string, productOrigin: string, loads = LOADS): Promise<void> {
  const desktopBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // One warm-up load so the server's first-request work (template read, JIT) does not count.
    await loadOnce(desktopBrowser, demoUrl, productOrigin, DESKTOP, false);
    const desktop: Load[] = [];
    for (let i = 0; i < loads; i += 1) desktop.push(await loadOnce(desktopBrowser, demoUrl, productOrigin, DESKTOP, false));
    printFirstPage(desktop[0] as Load);
    const times = desktop.map((l) => l.ms);
    report('time to search, desktop p50', percentile(times, 50), `ms (partner navigation start -> frame search form interactive, ${loads} cold loads)`);
    report('time to search, desktop p95', percentile(times, 95), 'ms');
  } finally {
    await desktopBrowser.close();
  }
  const phoneBrowser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'],
  });
  try {
    const phone: number[] = [];
    for (let i = 0; i < loads; i += 1) phone.push((await loadOnce(phoneBrowser, demoUrl, productOrigin, PHONE, true)).ms);
    report('time to search, phone p50', percentile(phone, 50), `ms (390x844, ${PHONE_CPU_SLOWDOWN}x CPU slowdown, Fast 4G; ${loads} cold loads)`);
    report('time to search, phone p95', percentile(phone, 95), 'ms');
  } finally {
    await phoneBrowser.close();
  }
}
