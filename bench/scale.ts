/**
 * Scale and integrity figures (issues #6 and #7), printed one figure a line like bench/run.ts:
 *  - per dialect (SQLite, then PostgreSQL, same run): flight search API p50/p95 (one client, sequential);
 *    booking API p50/p95 with one client and with 50 concurrent clients (each client: session + form
 *    token, then search -> book with the test card 4242 4242 4242 4242 and an Idempotency-Key);
 *  - per dialect: the rate limiter's added latency, p50 of the limited metrics route with RATE_LIMITS=on
 *    (limits high enough never to trip) minus p50 with RATE_LIMITS=off;
 *  - PostgreSQL: flight search requests per second (autocannon, loopback, bounded) with 1 and with 2
 *    server processes behind one database.
 * Figures, not assertions. Run alone with `npx tsx bench/scale.ts`; bench/run.ts calls {@link runScaleBench}.
 *
 * Bookings: offers sell out (hotel room types 1-8 rooms per check-in date, flights 1-9 seats per option),
 * so every booking of a run books a different (route, date) or (city, check-in) pair, flights and hotels
 * alternately. Latency figures count only 201 replies; other statuses are counted in the unit text.
 *
 * Databases: a fresh SQLite file and a fresh PostgreSQL database (`TEST_DATABASE_URL` or
 * postgres://postgres@127.0.0.1:5432/postgres as admin, server/test/test-database.ts) per part, dropped at
 * the end. Every server (in-process or spawned) and database is cleaned up on failure and on SIGINT/SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { CreateBookingRequestInput, FlightSearchResponse, HotelSearchResponse, TravelerInput } from '@travel/contract';
import { loadConfig } from '../server/src/config.ts';
import { startServer } from '../server/src/main.ts';
import { FIXTURE_INDEX_HTML, flightSearchUrl, isoDateInDays } from '../server/test/harness.ts';
import { createTestDatabase, type TestDatabase } from '../server/test/test-database.ts';
import type { DialectName } from '../server/src/db/index.ts';
import { percentile, report } from './stats.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Sequential flight searches per dialect (after {@link WARMUP_REQUESTS}). */
const SEARCHES = 300;
const WARMUP_REQUESTS = 30;
/** Bookings made one after another by a single client, per dialect. */
const SEQUENTIAL_BOOKINGS = 40;
/** Concurrent booking clients, and bookings each makes one after another (issue #6: 50 clients). */
const BOOKING_CLIENTS = 50;
const BOOKINGS_PER_CLIENT = 4;
/** Alternating requests (on, off, on, off ...) to the metrics route for the rate limiter's cost. */
const RATE_LIMIT_PAIRS = 400;
/** autocannon: bounded runs on loopback (issue #7). */
const THROUGHPUT_SECONDS = 10;
const THROUGHPUT_WARMUP_SECONDS = 2;
/** Total connections, split evenly over the processes, so the 1- and 2-process runs offer the same load. */
const THROUGHPUT_CONNECTIONS = 40;
/** Longest wait for a spawned server to answer. */
const SPAWN_READY_TIMEOUT_MS = 90_000;
/** Most time one HTTP request of the bench may take before the bench gives up on it. */
const REQUEST_TIMEOUT_MS = 30_000;

/** One-way flight routes (IATA) and hotel cities (GeoNames ids) the bookings are spread over. */
const ROUTES: [string, string][] = [
  ['JFK', 'LHR'], ['SFO', 'NRT'], ['CDG', 'BCN'], ['SYD', 'SIN'], ['ORD', 'DFW'], ['FRA', 'JFK'], ['DXB', 'BOM'],
  ['GRU', 'EZE'], ['AMS', 'IST'], ['LAX', 'HNL'], ['LHR', 'CDG'], ['MAD', 'FCO'], ['SEA', 'ATL'], ['BOS', 'MIA'],
  ['HKG', 'ICN'], ['MUC', 'VIE'], ['YYZ', 'YVR'], ['MEX', 'BOG'], ['CPH', 'OSL'], ['DEL', 'BKK'],
];
const HOTEL_CITIES = [2643743, 2988507, 2996944, 2950159, 2867714, 3117735, 3128760, 1850147, 1853909, 5128581, 5368361, 2147714];

const lead: TravelerInput = { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1985-12-10', emailAddress: 'ada@example.com', phoneNumber: '20 7946 0000', phoneCountryCode: '44', phoneCountryCodeISO: 'GB' };
const card = { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvc: '123', holderName: 'Ada Lovelace' };

/** Settings every bench server gets: loopback, quiet, no fixture-less frame build needed. */
interface BenchEnv {
  [name: string]: string | undefined;
}

/** Cleanup steps run in reverse order; also run on SIGINT/SIGTERM so nothing outlives the bench. */
class Cleanup {
  private readonly steps: { label: string; fn: () => Promise<void> }[] = [];
  readonly children = new Set<ChildProcess>();

  /** Registers a step; returns a function that runs it now (once) and unregisters it. */
  add(label: string, fn: () => Promise<void>): () => Promise<void> {
    const step = { label, fn };
    this.steps.push(step);
    return async () => {
      const i = this.steps.indexOf(step);
      if (i < 0) return;
      this.steps.splice(i, 1);
      await fn();
    };
  }

  /** Runs every remaining step, newest first; a failing step is reported and the others still run. */
  async runAll(): Promise<void> {
    while (this.steps.length > 0) {
      const step = this.steps.pop() as { label: string; fn: () => Promise<void> };
      try {
        await step.fn();
      } catch (err) {
        console.error(`bench cleanup (${step.label}) failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }

  /** Last resort on process exit (synchronous): kill spawned servers outright. */
  killChildrenNow(): void {
    for (const child of this.children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** `name: n/a (why)` when a sample is empty, else the p-th percentile through {@link report}. */
function reportPercentile(name: string, values: readonly number[], p: number, unit: string): void {
  if (values.length === 0) {
    console.log(`${name}: n/a (${unit.replace(/^ms\s*/, '').replace(/^\(|\)$/g, '') || 'no sample'})`);
    return;
  }
  report(name, percentile(values, p), unit);
}

/** `409 x3, 500 x1` (sorted by status); `none` when empty. */
function describeStatuses(statuses: Map<number | string, number>): string {
  if (statuses.size === 0) return 'none';
  return [...statuses.entries()]
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    .map(([s, n]) => `${s} x${n}`)
    .join(', ');
}

/** A port the OS says is free on 127.0.0.1 right now (for spawned servers, which must be told one). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr !== null ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** fetch with a timeout, body read; returns status, text and the elapsed milliseconds. */
async function timedFetch(url: string, init: RequestInit = {}): Promise<{ status: number; text: string; ms: number; headers: Headers }> {
  const t0 = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - t0, headers: res.headers };
}

/** A fresh session: POST /k/run/formtoken -> `sid` cookie and the X-CSRF form token. */
async function newSession(base: string): Promise<{ cookie: string; token: string }> {
  const r = await timedFetch(`${base}/k/run/formtoken`, { method: 'POST' });
  if (r.status !== 200) throw new Error(`form token -> ${r.status} ${r.text.slice(0, 200)}`);
  const sid = /(?:^|[\s,])sid=([^;]+)/.exec(r.headers.getSetCookie().join(', '))?.[1];
  if (!sid) throw new Error('form token reply set no sid cookie');
  return { cookie: `sid=${sid}`, token: (JSON.parse(r.text) as { formtoken: string }).formtoken };
}

/** Server environment for a database (never the caller's DATABASE_URL/DATABASE_PATH) plus overrides. */
function serverEnv(db: TestDatabase, dir: string, overrides: BenchEnv): BenchEnv {
  const env: BenchEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATABASE_PATH;
  const frameDir = path.join(dir, 'frame');
  if (!fs.existsSync(frameDir)) {
    fs.mkdirSync(path.join(frameDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(frameDir, 'index.html'), FIXTURE_INDEX_HTML);
  }
  return {
    ...env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    FRAME_DIST_DIR: frameDir,
    // A PostgreSQL run still names a throw-away SQLite path, so a server that ignored DATABASE_URL
    // would never write into the repository's data/ folder (and the bench notices, see usesPostgres).
    DATABASE_PATH: db.target.databasePath === ':memory:' ? path.join(dir, 'unused.sqlite') : db.target.databasePath,
    ...(db.target.databaseUrl ? { DATABASE_URL: db.target.databaseUrl } : {}),
    RATE_LIMITS: 'off',
    ...overrides,
  };
}

/** True when the PostgreSQL database has been migrated (so the server really runs on it). */
async function usesPostgres(db: TestDatabase): Promise<boolean> {
  if (!db.target.databaseUrl) return false;
  const c = new pg.Client({ connectionString: db.target.databaseUrl });
  await c.connect();
  try {
    const r = await c.query<{ ok: boolean }>(`select to_regclass('public.kysely_migration') is not null as ok`);
    return r.rows[0]?.ok === true;
  } finally {
    await c.end();
  }
}

/** Starts an in-process server (startServer) on an ephemeral loopback port; closed by the cleanup. */
async function startInProcess(cleanup: Cleanup, env: BenchEnv): Promise<{ base: string; close: () => Promise<void> }> {
  const { app } = await startServer(loadConfig({ ...env, PORT: '0' }));
  const close = cleanup.add('in-process server', async () => {
    await (app as FastifyInstance).close();
  });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr !== null ? addr.port : 0;
  return { base: `http://127.0.0.1:${port}`, close };
}

/** A one-way flight search URL for booking number `n` (unique route+date per n within a run). */
function flightSearchFor(n: number, dayOffset: number): string {
  const [origin, destination] = ROUTES[n % ROUTES.length] as [string, string];
  return flightSearchUrl({ origin, destination, departDate: isoDateInDays(dayOffset + Math.floor(n / ROUTES.length)), adults: 1 });
}

/** A hotel search URL for booking number `n` (unique city+check-in per n within a run). */
function hotelSearchFor(n: number, dayOffset: number): string {
  const city = HOTEL_CITIES[n % HOTEL_CITIES.length] as number;
  const day = dayOffset + Math.floor(n / HOTEL_CITIES.length);
  return `/i/api/hotels/v1/search?destination=${city}&checkIn=${isoDateInDays(day)}&checkOut=${isoDateInDays(day + 2)}&guests=1&rooms=1`;
}

/**
 * One booking attempt: search (flights for even n, hotels for odd n), pick one offer, POST the booking.
 * @returns the booking reply's status (or 'search <status>' / 'error' when it never got that far) and ms.
 */
async function bookOnce(base: string, session: { cookie: string; token: string }, n: number, dayOffset: number): Promise<{ status: number | string; ms: number }> {
  const flights = n % 2 === 0;
  const url = flights ? flightSearchFor(n >> 1, dayOffset) : hotelSearchFor(n >> 1, dayOffset);
  const s = await timedFetch(`${base}${url}`, { headers: { cookie: session.cookie } });
  if (s.status !== 200) return { status: `search ${s.status}`, ms: 0 };
  const offers = (JSON.parse(s.text) as FlightSearchResponse | HotelSearchResponse).offers;
  const offer = offers[(n * 7) % Math.max(1, offers.length)];
  if (!offer) return { status: 'no offer', ms: 0 };
  const body: CreateBookingRequestInput = { offerId: offer.id, acceptedPrice: offer.price, travelers: [lead], contactEmail: 'ada@example.com', payment: card };
  const r = await timedFetch(`${base}/i/api/bookings/v1`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf': session.token, 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${dayOffset}-${n}-${Date.now()}` },
    body: JSON.stringify(body),
  });
  return { status: r.status, ms: r.ms };
}

/** Runs `clients` clients at once, each with its own session, each booking `perClient` times in a row. */
async function bookConcurrently(base: string, clients: number, perClient: number, dayOffset: number): Promise<{ booked: number[]; other: Map<number | string, number> }> {
  const booked: number[] = [];
  const other = new Map<number | string, number>();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const session = await newSession(base);
      for (let k = 0; k < perClient; k += 1) {
        const n = c * perClient + k;
        let r: { status: number | string; ms: number };
        try {
          r = await bookOnce(base, session, n, dayOffset);
        } catch (err) {
          r = { status: `error ${(err as Error).name}`, ms: 0 };
        }
        if (r.status === 201) booked.push(r.ms);
        else other.set(r.status, (other.get(r.status) ?? 0) + 1);
      }
    }),
  );
  return { booked, other };
}

/** Sequential GETs; throws on a non-200 (searches must work for the figure to mean anything). */
async function timeSearches(base: string, count: number, offset: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const [origin, destination] = ROUTES[i % ROUTES.length] as [string, string];
    const url = flightSearchUrl({ origin, destination, departDate: isoDateInDays(offset + (i % 60)), returnDate: isoDateInDays(offset + 7 + (i % 60)), adults: 1 + (i % 3) });
    const r = await timedFetch(`${base}${url}`);
    if (r.status !== 200) throw new Error(`${url} -> ${r.status} ${r.text.slice(0, 200)}`);
    times.push(r.ms);
  }
  return times;
}

/**
 * Rate limiter cost: requests alternate between a RATE_LIMITS=on and a RATE_LIMITS=off server on the same
 * database (so drift hits both alike), to the limited metrics route with a session cookie and X-CSRF.
 */
async function measureRateLimiter(onBase: string, offBase: string, label: string): Promise<void> {
  const sessions = { on: await newSession(onBase), off: await newSession(offBase) };
  const times = { on: [] as number[], off: [] as number[] };
  const statuses = new Map<number | string, number>();
  const post = async (which: 'on' | 'off', record: boolean) => {
    const s = sessions[which];
    const r = await timedFetch(`${which === 'on' ? onBase : offBase}/i/api/affiliate/ui/metrics/v1/load-time`, {
      method: 'POST',
      headers: { cookie: s.cookie, 'x-csrf': s.token, 'content-type': 'application/json' },
      body: JSON.stringify({ metricName: 'bench', metricValue: 12.5 }),
    });
    if (!record) return;
    if (r.status === 204) times[which].push(r.ms);
    else statuses.set(`${which} ${r.status}`, (statuses.get(`${which} ${r.status}`) ?? 0) + 1);
  };
  for (let i = 0; i < WARMUP_REQUESTS; i += 1) {
    await post('on', false);
    await post('off', false);
  }
  for (let i = 0; i < RATE_LIMIT_PAIRS; i += 1) {
    // Alternate which goes first so neither side always follows the other.
    const order: ('on' | 'off')[] = i % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
    for (const which of order) await post(which, true);
  }
  const failed = statuses.size > 0 ? `, not 204: ${describeStatuses(statuses)}` : '';
  reportPercentile(`metrics route p50 RATE_LIMITS=on (${label})`, times.on, 50, `ms (${times.on.length} requests${failed})`);
  reportPercentile(`metrics route p50 RATE_LIMITS=off (${label})`, times.off, 50, `ms (${times.off.length} requests)`);
  if (times.on.length > 0 && times.off.length > 0) {
    report(`rate limiter added latency p50 (${label})`, percentile(times.on, 50) - percentile(times.off, 50), 'ms per request (on p50 - off p50)');
  }
}

/** Latency figures on one dialect: search, booking (1 client, 50 clients), rate limiter cost. */
async function measureDialect(cleanup: Cleanup, dialect: DialectName): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `travel-bench-${dialect}-`));
  const removeDir = cleanup.add(`temp dir ${dir}`, async () => fs.rmSync(dir, { recursive: true, force: true }));
  const db = await createTestDatabase({ dialect, dir });
  const dropDb = cleanup.add(`${dialect} database`, () => db.drop());
  try {
    const off = await startInProcess(cleanup, serverEnv(db, dir, {}));
    if (dialect === 'postgres' && !(await usesPostgres(db))) {
      console.log('postgres figures: n/a (startServer did not migrate the DATABASE_URL database, so it is not running on PostgreSQL)');
      await off.close();
      return;
    }
    await timeSearches(off.base, WARMUP_REQUESTS, 10);
    const search = await timeSearches(off.base, SEARCHES, 10);
    report(`flight search API p50 (${dialect})`, percentile(search, 50), `ms (${SEARCHES} searches, one client)`);
    report(`flight search API p95 (${dialect})`, percentile(search, 95), 'ms');

    // Warm the booking path on its own dates, then one client booking one after another.
    await bookConcurrently(off.base, 1, 6, 5);
    const single = await bookConcurrently(off.base, 1, SEQUENTIAL_BOOKINGS, 20);
    const singleNote = `${SEQUENTIAL_BOOKINGS} attempts, ${single.booked.length} booked (201), other: ${describeStatuses(single.other)}; flights and hotels alternately`;
    reportPercentile(`booking API p50 (${dialect}, 1 client)`, single.booked, 50, `ms (${singleNote})`);
    reportPercentile(`booking API p95 (${dialect}, 1 client)`, single.booked, 95, 'ms');

    const t0 = performance.now();
    const many = await bookConcurrently(off.base, BOOKING_CLIENTS, BOOKINGS_PER_CLIENT, 60);
    const seconds = (performance.now() - t0) / 1000;
    const total = BOOKING_CLIENTS * BOOKINGS_PER_CLIENT;
    const manyNote = `${total} attempts, ${many.booked.length} booked (201), other: ${describeStatuses(many.other)}; ${(many.booked.length / seconds).toFixed(1)} bookings/s incl. searches`;
    reportPercentile(`booking API p50 (${dialect}, ${BOOKING_CLIENTS} concurrent clients)`, many.booked, 50, `ms (${manyNote})`);
    reportPercentile(`booking API p95 (${dialect}, ${BOOKING_CLIENTS} concurrent clients)`, many.booked, 95, 'ms');

    // A second server on the same database with the limiter on; limits far above what the bench sends.
    const high = '1000000/60';
    const on = await startInProcess(
      cleanup,
      serverEnv(db, dir, {
        RATE_LIMITS: 'on',
        MIGRATE_ON_START: '0',
        RATE_LIMIT_METRICS_SESSION: high,
        RATE_LIMIT_METRICS_IP: high,
        RATE_LIMIT_SESSION_IP: high,
        RATE_LIMIT_PAYMENT_SESSION: high,
        RATE_LIMIT_PAYMENT_IP: high,
        RATE_LIMIT_LOOKUP_SESSION: high,
        RATE_LIMIT_LOOKUP_IP: high,
      }),
    );
    await measureRateLimiter(on.base, off.base, dialect);
    await on.close();
    await off.close();
  } finally {
    await dropDb();
    await removeDir();
  }
}

/** A spawned `node --import tsx server/src/main.ts`; resolves once it answers a flight search. */
async function spawnServer(cleanup: Cleanup, env: BenchEnv, label: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'server/src/main.ts')], {
    cwd: repo,
    env: { ...env, PORT: String(port), PUBLIC_ORIGIN: `http://localhost:${port}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  cleanup.children.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = cleanup.add(`server process ${label}`, async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    cleanup.children.delete(child);
  });
  const base = `http://127.0.0.1:${port}`;
  const probe = `${base}${flightSearchUrl({ origin: 'JFK', destination: 'LHR', departDate: isoDateInDays(30), adults: 1 })}`;
  const deadline = Date.now() + SPAWN_READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server process ${label} exited (${child.exitCode ?? child.signalCode}) before answering: ${stderr.trim().split('\n').slice(-5).join(' | ')}`);
    }
    // /healthz when the server has it (issue #7), else the flight search itself.
    const ok = await Promise.any([
      fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) }).then((r) => (r.ok ? true : Promise.reject(new Error('not ok')))),
      fetch(probe, { signal: AbortSignal.timeout(5000) }).then((r) => (r.ok ? true : Promise.reject(new Error('not ok')))),
    ]).catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server process ${label} did not answer within ${SPAWN_READY_TIMEOUT_MS} ms: ${stderr.trim().split('\n').slice(-5).join(' | ')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // The first probe answers before searches are warm; one more successful search confirms it serves them.
  const check = await timedFetch(probe);
  if (check.status !== 200) {
    await stop();
    throw new Error(`server process ${label}: flight search -> ${check.status} ${check.text.slice(0, 200)}`);
  }
  return { base, stop };
}

/** autocannon on the flight search, cycling through one search per route (different dates). */
function searchLoad(base: string, connections: number, seconds: number): Promise<autocannon.Result> {
  const requests = ROUTES.map(([origin, destination], i) => ({
    method: 'GET' as const,
    path: flightSearchUrl({ origin, destination, departDate: isoDateInDays(20 + i), returnDate: isoDateInDays(27 + i), adults: 1 + (i % 2) }),
  }));
  return autocannon({ url: base, connections, duration: seconds, requests, timeout: 10 });
}

/**
 * Requests per second for the flight search with 1 and then 2 spawned server processes on one PostgreSQL
 * database. Both figures use spawned processes so only the process count differs (an in-process server
 * would share the event loop with autocannon). The 2-process load is one autocannon instance per
 * process, run in parallel, half the connections each; the figure is the sum of their 2xx per second
 * (no proxy hop in the path). On a 2-core machine the client shares the cores, so 2 processes may not double.
 */
async function measureThroughput(cleanup: Cleanup): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-bench-rps-'));
  const removeDir = cleanup.add(`temp dir ${dir}`, async () => fs.rmSync(dir, { recursive: true, force: true }));
  const db = await createTestDatabase({ dialect: 'postgres', dir });
  const dropDb = cleanup.add('postgres database (throughput)', () => db.drop());
  try {
    const first = await spawnServer(cleanup, serverEnv(db, dir, { MIGRATE_ON_START: '1' }), 'A');
    if (!(await usesPostgres(db))) {
      console.log('flight search throughput (postgres): n/a (the spawned server did not migrate the DATABASE_URL database, so it is not running on PostgreSQL)');
      await first.stop();
      return;
    }
    const describe = (results: autocannon.Result[]) => {
      const ok = results.reduce((sum, r) => sum + r['2xx'], 0);
      const seconds = Math.max(...results.map((r) => r.duration));
      const bad = results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
      const p50 = results.map((r) => r.latency.p50).join('/');
      return { rps: ok / seconds, note: `${seconds.toFixed(1)} s, ${THROUGHPUT_CONNECTIONS} connections, ${ok} 2xx, ${bad} non-2xx or errors, latency p50 ${p50} ms` };
    };
    await searchLoad(first.base, THROUGHPUT_CONNECTIONS, THROUGHPUT_WARMUP_SECONDS);
    const one = describe([await searchLoad(first.base, THROUGHPUT_CONNECTIONS, THROUGHPUT_SECONDS)]);
    report('flight search throughput, 1 process (postgres)', Math.round(one.rps), `req/s (autocannon on loopback, ${one.note})`);

    const second = await spawnServer(cleanup, serverEnv(db, dir, { MIGRATE_ON_START: '0' }), 'B');
    const half = THROUGHPUT_CONNECTIONS / 2;
    await Promise.all([searchLoad(first.base, half, THROUGHPUT_WARMUP_SECONDS), searchLoad(second.base, half, THROUGHPUT_WARMUP_SECONDS)]);
    const two = describe(await Promise.all([searchLoad(first.base, half, THROUGHPUT_SECONDS), searchLoad(second.base, half, THROUGHPUT_SECONDS)]));
    report('flight search throughput, 2 processes (postgres)', Math.round(two.rps), `req/s (one autocannon per process in parallel, summed; ${two.note}; ${os.cpus().length} cores)`);
    await second.stop();
    await first.stop();
  } finally {
    await dropDb();
    await removeDir();
  }
}

/**
 * Prints the scale figures (see the file docstring). Cleans up every server and database it started,
 * also when a part fails (the error is rethrown after cleanup) or on SIGINT/SIGTERM (exit 130/143).
 */
export async function runScaleBench(): Promise<void> {
  const cleanup = new Cleanup();
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`bench: ${signal}, cleaning up`);
    void cleanup.runAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  const onExit = () => cleanup.killChildrenNow();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', onExit);
  try {
    await measureDialect(cleanup, 'sqlite');
    await measureDialect(cleanup, 'postgres');
    await measureThroughput(cleanup);
  } finally {
    await cleanup.runAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', onExit);
  }
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  runScaleBench().then(
    // Keep-alive sockets and pools must not hold the process open once the figures are out.
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
