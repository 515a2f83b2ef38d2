/**
 * A ready-to-use app over a temporary migrated and seeded SQLite file, for tests and benchmarks.
 *
 * Benchmark use: `const h = await createHarness(); await h.app.inject({ method: 'GET', url:
 * flightSearchUrl({ origin: 'JFK', destination: 'LHR', departDate }) }); ... await h.close();`
 * or over HTTP with `startServer` (main.ts). Add `benchRoutes: true` for GET /bench/noop.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { FlightSearchQueryInput } from '@travel/contract';
import { buildApp, FLIGHT_SEARCH_PATH, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrateToLatest, openDatabase, seed, type DialectName } from '../src/db/index.ts';
import { createTestDatabase, dropInBackground, type DemoSeedSettings, type TestDatabase } from './test-database.ts';

export { createTestDatabase, testDialect, type TestDatabase } from './test-database.ts';

/** Minimal frame index.html used when no real build is wanted (contains the bootstrap placeholder). */
export const FIXTURE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frame</title><!--frame-bootstrap--></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>';

export interface Harness {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: ServerConfig;
  /** The temporary directory holding the database and the fixture frame build. */
  dir: string;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Overrides on top of `loadConfig({})` (defaults: temp DB, fixture frame dir, silent log). */
  config?: Partial<ServerConfig>;
  benchRoutes?: boolean;
  now?: () => number;
  /** Write the fixture index.html and assets/main.js (default true). */
  writeFrameFixture?: boolean;
  /** Database dialect (default `TEST_DIALECT` from the environment, else sqlite). PostgreSQL gets a fresh database, dropped on close. */
  dialect?: DialectName;
  /** Use this existing database (e.g. two apps on one database); the harness neither migrates twice nor drops it. */
  database?: TestDatabase;
  /**
   * Seed Acme's demo trip reporting fields (a required "Cost centre", server/src/db/seed-reporting-payment.ts); default
   * false, so tests that book as Acme users need not fill them. Its company card is always seeded (personal cards stay allowed).
   */
  demoReportingFields?: boolean;
  /** Passed to buildApp. */
  buildOptions?: Partial<Omit<BuildAppOptions, 'config' | 'db'>>;
}

/**
 * Creates a temp dir, a migrated+seeded database (a copy of one seeded once per process: test-database.ts), a fixture
 * frame build, and a ready app.
 * @returns the harness; `close()` closes the app and database and removes the temp dir.
 */
export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-server-'));
  const frameDistDir = path.join(dir, 'frame');
  if (options.writeFrameFixture !== false) {
    fs.mkdirSync(path.join(frameDistDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(frameDistDir, 'index.html'), FIXTURE_INDEX_HTML);
    fs.writeFileSync(path.join(frameDistDir, 'assets', 'main.js'), 'console.log("frame");\n');
  }
  const defaults = loadConfig({});
  const settings = { ...defaults, ...options.config };
  const seeded: DemoSeedSettings = {
    demoOrigin: settings.demoOrigin,
    ...(settings.twoFactorEncryptionKey ? { twoFactorEncryptionKey: settings.twoFactorEncryptionKey } : {}),
    demoReportingFields: options.demoReportingFields ?? false,
  };
  // A database of its own starts as a copy of one already seeded with these settings (test-database.ts); one the
  // test brings is seeded here (seed only adds what is missing).
  const database = options.database ?? (await createTestDatabase({ dialect: options.dialect, dir, prepared: true, seeded }));
  const config: ServerConfig = {
    ...defaults,
    databasePath: database.target.databasePath,
    ...(database.target.databaseUrl ? { databaseUrl: database.target.databaseUrl } : {}),
    frameDistDir,
    logLevel: 'silent',
    enableBenchRoutes: options.benchRoutes ?? false,
    ...options.config,
  };
  const db = openDatabase(database.target);
  try {
    await migrateToLatest(db);
    if (options.database) await seed(db, config, { demoReportingFields: seeded.demoReportingFields });
  } catch (err) {
    await db.destroy();
    throw err;
  }
  const app = await buildApp({ config, db, ...(options.now ? { now: options.now } : {}), ...options.buildOptions });
  return {
    app,
    db,
    config,
    dir,
    async close() {
      await app.close();
      await db.destroy();
      // Under Vitest a PostgreSQL database is dropped in the background: its checkpoint's disk writes are nobody's
      // wait (test-database.ts dropInBackground), and the postgres project's teardown drops what a worker left when it
      // ended (drop-stale-test-databases.ts). Elsewhere (the benchmarks, which may exit right after) close() waits. A
      // SQLite file is removed at once, with the folder below.
      if (!options.database) {
        if (database.dialect === 'postgres' && process.env.VITEST) void dropInBackground(database);
        else await database.drop();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `/i/api/flights/v1/search?...` for a query (values URL-encoded; undefined fields omitted). */
export function flightSearchUrl(query: FlightSearchQueryInput): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  return `${FLIGHT_SEARCH_PATH}?${params.toString()}`;
}

/** Search API path per vertical (for benchmarks: `verticalSearchUrl('hotels', { destination: 'London', ... })`). */
export const VERTICAL_SEARCH_PATHS = {
  flights: FLIGHT_SEARCH_PATH,
  hotels: '/i/api/hotels/v1/search',
  cars: '/i/api/cars/v1/search',
  trains: '/i/api/trains/v1/search',
  packages: '/i/api/packages/v1/search',
} as const;

/** `{search path}?{query}` for any vertical (values URL-encoded; undefined fields omitted). */
export function verticalSearchUrl(vertical: keyof typeof VERTICAL_SEARCH_PATHS, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  return `${VERTICAL_SEARCH_PATHS[vertical]}?${params.toString()}`;
}

/** A date `days` after today (UTC) as YYYY-MM-DD. */
export function isoDateInDays(days: number, nowMs: number = Date.now()): string {
  return new Date(nowMs + days * 86_400_000).toISOString().slice(0, 10);
}
