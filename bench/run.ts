/**
 * `npm run bench`: prints one figure a line.
 *  - host-sdk IIFE gzip bytes (budget 8 KB) and frame-app initial JS gzip bytes;
 *  - resize latency in Chromium (content change in the frame -> iframe height applied on the host) p50/p95;
 *  - the API figures of bench/api.ts (issue #23): flight search throughput against a bare Fastify route in the same
 *    run, p50/p95 of every vertical's search, the price calendars' p50/p95;
 *  - results page time from navigation to offers rendered in Chromium, per vertical (issue #3);
 *  - hotels and flights inside the partner page (bench/results-phone.ts, issue #11): time to first offer on a
 *    390x844 phone and where it lands, and the frame height of a 20-offer results page on the phone and desktop;
 *  - scale figures (bench/scale.ts, issues #6 and #7): flight search and booking p50/p95 on SQLite and
 *    PostgreSQL (booking with 1 and with 50 concurrent clients), the rate limiter's added latency, and
 *    flight search requests per second with 1 and 2 server processes on PostgreSQL;
 *  - password sign-in p50/p95 and sign-ins per second on SQLite and PostgreSQL (bench/signin.ts, issue #9);
 *  - the IAB TCF dialog's open-to-interactive p50/p95 with a 1,000-vendor list (bench/tcf-dialog.ts, issue #13).
 * Figures, not assertions: CI machines are noisy.
 */
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { loadConfig } from '../server/src/config.ts';
import { startServer } from '../server/src/main.ts';
import { startDemoHost } from '../demo-host/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { buildResultsUrl, type ResultsUrl } from '@travel/contract';
import { percentile, report } from './stats.ts';
import { runScaleBench } from './scale.ts';
import { runResultsPhoneBench } from './results-phone.ts';
import { CITY, isoDate, runApiBench } from './api.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const PRODUCT_PORT = 8191;
const DEMO_PORT = 5191;
const RESIZES = 60;
const PAGE_LOADS = 8;

/** Host SDK size budget (issue #2 §2). */
const HOST_SDK_BUDGET_BYTES = 8 * 1024;

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function ensureBuilt(): void {
  const r = spawnSync('npm', ['run', '-s', 'build'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('build failed');
}

/** Sum of gzip sizes of the scripts the frame's index.html loads up front (entry + modulepreloads). */
function frameInitialJsBytes(): number {
  const dist = path.join(repo, 'dist/frame');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(m[1] as string);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) srcs.add(m[1] as string);
  let total = 0;
  for (const src of srcs) total += gzipBytes(path.join(dist, src.replace(/^\//, '')));
  return total;
}


async function main(): Promise<void> {
  ensureBuilt();
  const iife = path.join(repo, 'dist/host-sdk/host-sdk.iife.js');
  const sdkBytes = gzipBytes(iife);
  report('host-sdk IIFE gzip', sdkBytes, `bytes (budget ${HOST_SDK_BUDGET_BYTES}, ${sdkBytes <= HOST_SDK_BUDGET_BYTES ? 'within' : 'OVER'})`);
  report('frame-app initial JS gzip', frameInitialJsBytes(), 'bytes');

  const tmp = path.join(repo, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const dbPath = path.join(tmp, 'bench.sqlite');
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(dbPath + suffix)) rmSync(dbPath + suffix);
  const config = loadConfig({
    ...process.env,
    PORT: String(PRODUCT_PORT),
    PUBLIC_ORIGIN: `http://localhost:${PRODUCT_PORT}`,
    DEMO_ORIGIN: `http://127.0.0.1:${DEMO_PORT}`,
    DATABASE_PATH: dbPath,
    LOG_LEVEL: 'silent',
    BENCH_ROUTES: '1',
  });
  const { app } = await startServer(config);
  const demo = await startDemoHost({ port: DEMO_PORT, frameOrigin: config.publicOrigin, partnerId: 'demo' });
  try {
    await measureResultsPages(config.publicOrigin);
    // Issue #11: time to first offer on a phone inside the partner page, and the frame height of a 20-offer page.
    await runResultsPhoneBench(demo.url, resultsPages().filter(([vertical]) => vertical === 'hotels' || vertical === 'flights'));

    const resize = await measureResize(demo.url);
    report('resize latency p50', percentile(resize, 50), `ms (${resize.length} content changes in Chromium)`);
    report('resize latency p95', percentile(resize, 95), 'ms');
  } finally {
    await demo.close();
    await app.close();
  }

  // After the servers above are closed, so the API and scale figures have the machine to themselves.
  // Issue #23: search throughput against the bare route, every vertical's p50/p95, the price calendars (bench/api.ts).
  await runApiBench();
  await runScaleBench();
  await (await import('./airports.ts')).runAirportsBench();
  await (await import('./signin.ts')).runSignInBench();
  // Issue #13: the IAB TCF dialog's open-to-interactive time with a 1,000-vendor list (bench/tcf-dialog.ts).
  await (await import('./tcf-dialog.ts')).runTcfDialogBench();
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
