/**
 * `npm run bench`: prints one figure a line, section by section (`npm run bench -- <section>...` runs some):
 *  - sizes: the host SDK IIFE's gzip bytes against its 6 KB budget (issue #23);
 *  - first-page (bench/first-page.ts, issue #23): the frame's first page inside the demo partner page in Chromium -
 *    JS, CSS, font and all requests and wire bytes before the search form is interactive, each chunk named, and
 *    cold time-to-search p50/p95 on a desktop and a simulated phone;
 *  - results-pages: results page time from navigation to offers rendered in Chromium, per vertical (issue #3), and
 *    hotels and flights inside the partner page on a 390x844 phone (bench/results-phone.ts, issue #11);
 *  - resize: content change in the frame -> iframe height applied on the host, p50/p95;
 *  - compression (bench/compression.ts, issue #23): CPU cost per compressed search reply and its wire bytes;
 *  - api (bench/api.ts, issue #23): flight search throughput against a bare Fastify route in the same run, p50/p95
 *    of every vertical's search, the price calendars' p50/p95;
 *  - scale (bench/scale.ts, issues #6 and #7): flight search and booking p50/p95 on SQLite and PostgreSQL, the rate
 *    limiter's added latency, flight search requests per second with 1 and 2 server processes on PostgreSQL;
 *  - airports, signin (bench/signin.ts, issue #9: password sign-in p50/p95 and sign-ins per second), tcf-dialog
 *    (bench/tcf-dialog.ts, issue #13: the IAB TCF dialog's open-to-interactive time with 1,000 vendors);
 *  - reporting (bench/reporting.ts, issue #26): each reporting view's SQL, the report route and the CSV exports over
 *    100,000 seeded bookings, p50/p95 on SQLite and PostgreSQL, and the reporting page's lazily loaded JS in gzip bytes;
 *  - the last `npm test`'s time split into Vitest and e2e (bench/test-suite.ts, issue #23).
 * Figures, not assertions: CI machines are noisy.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../server/src/main.ts';
import { startDemoHost } from '../demo-host/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { buildResultsUrl, type ResultsUrl } from '@travel/contract';
import { percentile, report } from './stats.ts';
import { benchConfig } from './bench-server.ts';
import { runScaleBench } from './scale.ts';
import { runResultsPhoneBench } from './results-phone.ts';
import { CITY, isoDate, runApiBench } from './api.ts';
import { runFirstPageBench } from './first-page.ts';
import { runCompressionBench } from './compression.ts';
import { reportTestSuiteTimings } from './test-suite.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const PRODUCT_PORT = 8191;
const DEMO_PORT = 5191;
const RESIZES = 60;
const PAGE_LOADS = 8;

/** Host SDK size budget (issue #23; host-sdk/src/built-package.test.ts). */
const HOST_SDK_BUDGET_BYTES = 6 * 1024;

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Builds when dist is missing or older than its inputs (scripts/build-if-stale.ts, shared with `npm run test:e2e`). */
function ensureBuilt(): void {
  const r = spawnSync('npx', ['tsx', 'scripts/build-if-stale.ts'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('build failed');
}

/**
 * The bench's sections in the order they run. `npm run bench` runs them all; `npm run bench -- first-page api`
 * runs only the named ones (`npm run bench -- --list` prints the names).
 */
const SECTIONS: Record<string, () => Promise<void>> = {
  // Issue #23: the SDK and the first page's budgets from the build (scripts/check-budgets.ts).
  sizes: async () => {
    const iife = path.join(repo, 'dist/host-sdk/host-sdk.iife.js');
    const sdkBytes = gzipBytes(iife);
    report('host-sdk IIFE gzip', sdkBytes, `bytes (budget ${HOST_SDK_BUDGET_BYTES}, ${sdkBytes <= HOST_SDK_BUDGET_BYTES ? 'within' : 'OVER'})`);
  },
  // Issue #23: the first page in Chromium (requests and wire bytes, each chunk) and cold time-to-search.
  'first-page': () => withProductAndDemo((demoUrl, productOrigin) => runFirstPageBench(demoUrl, productOrigin)),
  // Issue #3 and #11: results pages per vertical and on a phone; resize latency.
  'results-pages': () =>
    withProductAndDemo(async (demoUrl, productOrigin) => {
      await measureResultsPages(productOrigin);
      await runResultsPhoneBench(demoUrl, resultsPages().filter(([vertical]) => vertical === 'hotels' || vertical === 'flights'));
    }),
  resize: () =>
    withProductAndDemo(async (demoUrl) => {
      const resize = await measureResize(demoUrl);
      report('resize latency p50', percentile(resize, 50), `ms (${resize.length} content changes in Chromium)`);
      report('resize latency p95', percentile(resize, 95), 'ms');
    }),
  // Issue #23: compression's CPU cost per reply and the bytes it saves (bench/compression.ts).
  compression: () => runCompressionBench(),
  // Issue #23: search throughput against the bare route, every vertical's p50/p95, the price calendars (bench/api.ts).
  api: () => runApiBench(),
  scale: () => runScaleBench(),
  airports: async () => (await import('./airports.ts')).runAirportsBench(),
  signin: async () => (await import('./signin.ts')).runSignInBench(),
  // Issue #25: search p50/p95 of a business traveler with policy verdicts vs a consumer, per vertical (bench/policy.ts).
  policy: async () => (await import('./policy.ts')).runPolicyBench(),
  // Issue #26: the reporting page's queries over 100,000 bookings, p95 per view on SQLite and PostgreSQL, and its lazy JS (bench/reporting.ts).
  reporting: async () => (await import('./reporting.ts')).runReportingBench(),
  // Issue #13: the IAB TCF dialog's open-to-interactive time with a 1,000-vendor list (bench/tcf-dialog.ts).
  'tcf-dialog': async () => (await import('./tcf-dialog.ts')).runTcfDialogBench(),
  // Issue #23: the last `npm test`'s time split into Vitest and e2e (written by scripts/run-tests.ts).
  'test-suite': async () => reportTestSuiteTimings(),
};

/** Starts the product (fresh SQLite) and the demo partner page on the bench's ports, runs `body`, closes both. */
async function withProductAndDemo(body: (demoUrl: string, productOrigin: string) => Promise<void>): Promise<void> {
  const config = benchConfig({ productPort: PRODUCT_PORT, demoPort: DEMO_PORT, databaseFile: 'bench.sqlite', benchRoutes: true });
  const { app } = await startServer(config);
  const demo = await startDemoHost({ port: DEMO_PORT, frameOrigin: config.publicOrigin, partnerId: 'demo' });
  try {
    await body(demo.url, config.publicOrigin);
  } finally {
    await demo.close();
    await app.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    console.log(Object.keys(SECTIONS).join('\n'));
    return;
  }
  const unknown = args.filter((name) => !(name in SECTIONS));
  if (unknown.length > 0) throw new Error(`unknown bench section(s): ${unknown.join(', ')} (npm run bench -- --list)`);
  ensureBuilt();
  // Each section starts and stops what it needs, so the next one has the machine to itself.
  for (const [name, run] of Object.entries(SECTIONS)) if (args.length === 0 || args.includes(name)) await run();
}

/** One results URL per vertical (frame paths under the router basename), built with the contract's builder. */
function resultsPages(): [string, ResultsUrl][] {
  return [
    ['flights', { vertical: 'flights', origin: 'JFK', destination: 'LHR', departDate: isoDate(30), returnDate: isoDate(37), adults: 1 }],
    ['hotels', { vertical: 'hotels', cityId: CITY.paris, checkIn: isoDate(30), checkOut: isoDate(33), guests: 2, rooms: 1 }],
    ['cars', { vertical: 'cars', location: 'LHR', pickUpDate: isoDate(30), dropOffDate: isoDate(34), driverAge: 35 }],
    ['trains', { vertical: 'trains', origin: CITY.paris, destination: CITY.lyon, date: isoDate(30), passengers: 1 }],
    ['packages', { vertical: 'packages', origin: 'JFK', destination: String(CITY.paris), departDate: isoDate(30), returnDate: isoDate(37), travelers: 2 }],
  ];
}

/**
 * Opens each vertical's results page in Chromium and reads, inside the page, the milliseconds from
 * navigation start until the first offer is in the DOM (performance.now() at that moment).
 */
async function measureResultsPages(productOrigin: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [vertical, results] of resultsPages()) {
      const samples: number[] = [];
      for (let i = 0; i < PAGE_LOADS; i += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${productOrigin}/p/demo${buildResultsUrl(results)}`);
        const handle = await page.waitForFunction(
          () => (document.querySelector('ul[aria-label$="offers"] > li') ? performance.now() : 0),
          undefined,
          { timeout: 30_000, polling: 'raf' },
        );
        samples.push((await handle.jsonValue()) as number);
        await context.close();
      }
      report(`${vertical} results page navigation -> offers p50`, percentile(samples, 50), `ms (${PAGE_LOADS} cold loads in Chromium)`);
      report(`${vertical} results page navigation -> offers p95`, percentile(samples, 95), 'ms');
    }
  } finally {
    await browser.close();
  }
}

/**
 * Changes the frame's content height and measures, on one clock (epoch ms from performance.timeOrigin),
 * the time until the host has applied the new iframe height. Alternates growing and shrinking.
 */
async function measureResize(demoUrl: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(demoUrl);
    await page.getByLabel('Frame status').filter({ hasText: 'Ready' }).waitFor();
    const frame = page.frameLocator('#travel-frame iframe');
    await page.waitForTimeout(300);
    const samples: number[] = [];
    for (let i = 0; i < RESIZES; i += 1) {
      const extra = i % 2 === 0 ? 400 + (i % 7) * 10 : 0;
      const start = await frame.locator('#root').evaluate((root, px) => {
        let spacer = document.getElementById('bench-spacer');
        if (!spacer) {
          spacer = document.createElement('div');
          spacer.id = 'bench-spacer';
          root.appendChild(spacer);
        }
        const t = performance.timeOrigin + performance.now();
        spacer.style.height = `${px}px`;
        return { t, target: Math.ceil(root.getBoundingClientRect().height) };
      }, extra);
      // A string, not a function: tsx would wrap named inner functions with a helper the page lacks.
      const applied = (await page.evaluate(`new Promise((resolve) => {
        const el = document.querySelector('#travel-frame iframe');
        const target = ${start.target};
        const fits = () => Math.abs(el.getBoundingClientRect().height - target) <= 1;
        if (fits()) { resolve(performance.timeOrigin + performance.now()); return; }
        const mo = new MutationObserver(() => {
          if (fits()) { mo.disconnect(); resolve(performance.timeOrigin + performance.now()); }
        });
        mo.observe(el, { attributes: true, attributeFilter: ['style'] });
      })`)) as number;
      samples.push(Math.max(0, applied - start.t));
      await page.waitForTimeout(50);
    }
    return samples;
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
