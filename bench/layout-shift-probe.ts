/**
 * Probe (not a test, not part of `npm run bench`): what moves on the front door after the demo partner page says
 * "Ready" (issue #23, CI journeys whose click landed beside a target the frame moved after load).
 *
 * `npx tsx bench/layout-shift-probe.ts [loads=3]` starts the product and the demo partner page (ports PROBE_PRODUCT_PORT
 * / PROBE_DEMO_PORT, default 8230 / 5230), loads the partner page cold in Chromium on a desktop (1280x800) and a phone
 * (390x844), each with and without a 4x CPU slowdown, and prints, with times in ms relative to the partner page's
 * status turning "Ready":
 *  - every `layout-shift` entry inside the frame (value, and each source node with its old and new rect);
 *  - every change of the iframe's box on the partner page (the host SDK sizes it from the frame's height reports),
 *    and layout shifts of the partner page itself;
 *  - every move of the frame's Search button as the partner page sees it (iframe top + button rect in the frame,
 *    read every animation frame), the frame's `search-form-interactive` mark, and font loads.
 * The throttled runs switch site isolation off so the frame shares the page's renderer and CDP's CPU throttle reaches
 * it (as bench/first-page.ts does); the others keep the cross-site frame in its own process, as in the e2e runs.
 */
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { startServer } from '../server/src/main.ts';
import { startDemoHost } from '../demo-host/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { benchConfig } from './bench-server.ts';

const PRODUCT_PORT = Number(process.env.PROBE_PRODUCT_PORT ?? 8230);
const DEMO_PORT = Number(process.env.PROBE_DEMO_PORT ?? 5230);
/** How long after "Ready" to keep watching, ms. */
const WATCH_MS = Number(process.env.PROBE_WATCH_MS ?? 6_000);
/** The frame route to open (the partner page's `?travel=`; default the front door) and the button whose moves are logged. */
const ROUTE = process.env.PROBE_ROUTE ?? '';
const BUTTON = process.env.PROBE_BUTTON ?? 'Search';
const PROFILES: { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop 1280x800', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone 390x844', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
];

/**
 * Runs in every frame before its scripts (addInitScript). In the product frame: a buffered layout-shift observer, an
 * animation-frame loop reading the Search button's rect, font load events, the interactive mark; all in epoch ms. In
 * the partner page: the status text, the iframe's rect every animation frame, the page's own layout shifts.
 */
const INIT = `(() => {
  const BUTTON = ${JSON.stringify(BUTTON)};
  const at = (t) => Math.round(performance.timeOrigin + (t ?? performance.now()));
  const describe = (node) => {
    if (!node || !node.tagName) return node ? node.nodeName : 'null';
    const cls = typeof node.className === 'string' && node.className ? '.' + node.className.split(/\\s+/).slice(0, 2).join('.') : '';
    const label = node.getAttribute('aria-label') || node.getAttribute('role') || '';
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return node.tagName.toLowerCase() + cls + (label ? '[' + label + ']' : '') + (text ? ' "' + text + '"' : '');
  };
  const rect = (r) => r ? [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)].join(',') : '-';
  const log = (window.__probe = []);
  const product = location.pathname.startsWith('/p/');
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        log.push({ at: at(e.startTime), kind: product ? 'frame-shift' : 'page-shift', text: e.value.toFixed(4) + (e.hadRecentInput ? ' (after input)' : '') + ' ' + (e.sources || []).map((s) => describe(s.node) + ' ' + rect(s.previousRect) + ' -> ' + rect(s.currentRect)).join(' | ') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
  if (product) {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) log.push({ at: at(e.startTime), kind: 'mark', text: e.name });
      }).observe({ type: 'mark', buffered: true });
    } catch {}
    document.fonts && document.fonts.addEventListener('loadingdone', (ev) => log.push({ at: at(), kind: 'font', text: ev.fontfaces.map((f) => f.family + ' ' + f.weight).join(', ') }));
    let last = '';
    const tick = () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === BUTTON);
      const r = button ? rect(button.getBoundingClientRect()) : 'absent';
      const root = document.getElementById('root');
      const h = root ? Math.ceil(root.getBoundingClientRect().height) : 0;
      const now = r + ' root ' + h;
      if (now !== last) { log.push({ at: at(), kind: 'search-in-frame', text: now }); last = now; }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  } else {
    let last = '';
    let lastStatus = '';
    const tick = () => {
      const status = document.getElementById('frame-status');
      if (status && status.textContent !== lastStatus) { lastStatus = status.textContent; log.push({ at: at(), kind: 'status', text: lastStatus }); }
      const iframe = document.querySelector('#travel-frame iframe');
      const r = iframe ? rect(iframe.getBoundingClientRect()) : 'absent';
      if (r !== last) { log.push({ at: at(), kind: 'iframe-box', text: r }); last = r; }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }
})();`;

interface Entry {
  at: number;
  kind: string;
  text: string;
}

async function probeOnce(browser: Browser, demoUrl: string, productOrigin: string, options: BrowserContextOptions, throttle: boolean): Promise<void> {
  const context = await browser.newContext(options);
  try {
    await context.addInitScript(INIT);
    const page = await context.newPage();
    if (throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.goto(ROUTE ? `${demoUrl}/?travel=${encodeURIComponent(ROUTE)}` : demoUrl);
    // The frame at the top of the view: Chromium does not render a cross-site frame out of sight (the phone's is below the fold).
    await page.evaluate("document.getElementById('travel-frame').scrollIntoView({ block: 'start' })");
    await page.getByLabel('Frame status').filter({ hasText: 'Ready' }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(WATCH_MS);
    const frame = page.frames().find((f) => f.url().startsWith(productOrigin));
    const pageLog = (await page.evaluate('window.__probe')) as Entry[];
    const frameLog = frame ? ((await frame.evaluate('window.__probe')) as Entry[]) : [];
    const ready = pageLog.find((e) => e.kind === 'status' && e.text.includes('Ready'))?.at ?? 0;
    // The Search button as the partner page sees it: the iframe's top-left plus the button's rect in the frame.
    let iframeXY = [0, 0];
    let buttonRect: number[] | null = null;
    let lastOnPage = '';
    const lines: string[] = [];
    for (const e of [...pageLog, ...frameLog].sort((a, b) => a.at - b.at)) {
      if (e.kind === 'iframe-box') iframeXY = e.text.split(',').map(Number).slice(0, 2);
      if (e.kind === 'search-in-frame') buttonRect = e.text.startsWith('absent') ? null : e.text.split(' ')[0]!.split(',').map(Number);
      const onPage = buttonRect ? `${iframeXY[0]! + buttonRect[0]!},${iframeXY[1]! + buttonRect[1]!} ${buttonRect[2]}x${buttonRect[3]}` : 'absent';
      lines.push(`${String(e.at - ready).padStart(7)} ms  ${e.kind.padEnd(16)} ${e.text}`);
      if (onPage !== lastOnPage) {
        lines.push(`${String(e.at - ready).padStart(7)} ms  ${'SEARCH ON PAGE'.padEnd(16)} ${onPage}`);
        lastOnPage = onPage;
      }
    }
    for (const line of lines) console.log(line);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const loads = Number(process.argv[2] ?? 1);
  const config = benchConfig({ productPort: PRODUCT_PORT, demoPort: DEMO_PORT, databaseFile: 'probe.sqlite' });
  const { app } = await startServer(config);
  const demo = await startDemoHost({ port: DEMO_PORT, frameOrigin: config.publicOrigin, partnerId: 'demo' });
  const only = process.env.PROBE_ONLY ?? '';
  try {
    for (const throttle of [false, true]) {
      const args = throttle ? [...CHROMIUM_ARGS, '--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'] : CHROMIUM_ARGS;
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args });
      try {
        for (const { name, options } of PROFILES) {
          const label = `${name}${throttle ? ', 4x CPU slowdown, no site isolation' : ', cross-site frame in its own process'}`;
          if (only && !label.includes(only)) continue;
          for (let i = 0; i < loads; i += 1) {
            console.log(`\n=== ${label}, load ${i + 1} ===`);
            await probeOnce(browser, demo.url, config.publicOrigin, options, throttle);
          }
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    await demo.close();
    await app.close();
  }
}

await main();
