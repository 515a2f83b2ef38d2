/**
 * `npm run bench`: prints one figure a line.
 *  - host-sdk IIFE gzip bytes (budget 8 KB) and frame-app initial JS gzip bytes;
 *  - resize latency in Chromium (content change in the frame -> iframe height applied on the host) p50/p95;
 *  - flight search API p50/p95 over 1,000 searches, and a bare Fastify route in the same run as baseline.
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
import { percentile, report } from './stats.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const PRODUCT_PORT = 8191;
const DEMO_PORT = 5191;
const SEARCHES = 1000;
const RESIZES = 60;
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

function isoDate(daysFromToday: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + daysFromToday);
  return d.toISOString().slice(0, 10);
}

const ROUTES: [string, string][] = [
  ['JFK', 'LHR'], ['SFO', 'NRT'], ['CDG', 'BCN'], ['SYD', 'SIN'], ['ORD', 'DFW'],
  ['FRA', 'JFK'], ['DXB', 'BOM'], ['GRU', 'EZE'], ['AMS', 'IST'], ['LAX', 'HNL'],
];

async function timeRequests(url: (i: number) => string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    const res = await fetch(url(i));
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url(i)} -> ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times;
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
  const base = `http://127.0.0.1:${PRODUCT_PORT}`;
  try {
    // Warm up both routes so JIT and caches do not count against either.
    await timeRequests(() => `${base}/bench/noop`, 50);
    const search = (i: number) => {
      const [o, d] = ROUTES[i % ROUTES.length] as [string, string];
      return `${base}/i/api/flights/v1/search?origin=${o}&destination=${d}&departDate=${isoDate(10 + (i % 60))}&returnDate=${isoDate(17 + (i % 60))}&adults=${1 + (i % 3)}`;
    };
    await timeRequests(search, 50);
    const searchTimes = await timeRequests(search, SEARCHES);
    const noopTimes = await timeRequests(() => `${base}/bench/noop`, SEARCHES);
    report('flight search API p50', percentile(searchTimes, 50), `ms (${SEARCHES} searches)`);
    report('flight search API p95', percentile(searchTimes, 95), 'ms');
    report('bare Fastify route p50', percentile(noopTimes, 50), `ms (${SEARCHES} requests, baseline)`);
    report('bare Fastify route p95', percentile(noopTimes, 95), 'ms');

    const resize = await measureResize(demo.url);
    report('resize latency p50', percentile(resize, 50), `ms (${resize.length} content changes in Chromium)`);
    report('resize latency p95', percentile(resize, 95), 'ms');
  } finally {
    await demo.close();
    await app.close();
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
    const iframe = page.locator('#travel-frame iframe');
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
      const applied = await iframe.evaluate(
        (el, target) =>
          new Promise<number>((resolve) => {
            const check = () => {
              if (Math.abs(el.getBoundingClientRect().height - target) <= 1) {
                resolve(performance.timeOrigin + performance.now());
                return true;
              }
              return false;
            };
            if (check()) return;
            const mo = new MutationObserver(() => {
              if (check()) mo.disconnect();
            });
            mo.observe(el, { attributes: true, attributeFilter: ['style'] });
          }),
        start.target,
      );
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
