/**
 * Fresh databases for tests and benchmarks: a temporary SQLite file, or a new PostgreSQL database on the
 * server named by `TEST_DATABASE_URL` (default `postgres://postgres@127.0.0.1:5432/postgres`), dropped by
 * `drop()`. `TEST_DIALECT=postgres` makes PostgreSQL the default (vitest's `server-postgres` project).
 *
 * A `prepared` database starts as a copy of one this process migrated and filled with the reference data once
 * (issue #23 "the test suite in minutes": migrating and loading the airports took about 0.8 s of each server test
 * app's 1 s set-up on PostgreSQL, 0.1 s on SQLite). With `seeded` the copy also holds the demo data
 * (server/src/db/seed.ts `seed`, the partners and Acme's company, people, policies and bookings), seeded once per
 * process and set of {@link DemoSeedSettings}: seeding took about 0.26 s of each test app's 0.6 s set-up on
 * PostgreSQL (1 Dec 2026, quiet 2-core machine) and 30 ms on SQLite. The copy is `CREATE DATABASE … TEMPLATE` on
 * PostgreSQL (the templates are `travel_test_<pid>_template[_<n>]`, dropped like any test database of a process that
 * has ended: drop-stale-test-databases.ts) and a file copy on SQLite (removed when the process exits).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ServerConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase, seed, seedReferenceData, type DatabaseTarget, type DialectName } from '../src/db/index.ts';

/** Default PostgreSQL server for tests (trust auth on the project's machines). */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  dialect: DialectName;
  target: DatabaseTarget;
  /** Drops the PostgreSQL database (terminating its connections) or deletes the SQLite files. */
  drop(): Promise<void>;
}

/** The dialect tests use by default: `TEST_DIALECT` (sqlite | postgres), else sqlite. */
export function testDialect(): DialectName {
  return process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * What the demo data of server/src/db/seed.ts `seed` depends on: its `config` (the demo partner's allowed origin, the
 * key that encrypts the demo two-factor secrets) and its `demoReportingFields` option. Equal settings, equal data
 * (apart from its generated ids and the time it was seeded).
 */
export interface DemoSeedSettings {
  demoOrigin: ServerConfig['demoOrigin'];
  twoFactorEncryptionKey?: ServerConfig['twoFactorEncryptionKey'];
  demoReportingFields: boolean;
}

/**
 * Migrates the database at `target` to the latest schema and loads the reference data, then with `seeded` the demo
 * data too; closes it.
 */
async function prepare(target: DatabaseTarget, seeded: DemoSeedSettings | undefined): Promise<void> {
  const db = openDatabase(target);
  try {
    await migrateToLatest(db);
    if (seeded) {
      const { demoReportingFields, ...config } = seeded;
      await seed(db, config, { demoReportingFields });
    } else await seedReferenceData(db);
  } finally {
    await db.destroy();
  }
}

/** One template per set of seed settings (none: migrated with the reference data only), as a map key. */
const templateKey = (seeded: DemoSeedSettings | undefined) =>
  seeded ? JSON.stringify([seeded.demoOrigin, seeded.twoFactorEncryptionKey ?? null, seeded.demoReportingFields]) : 'reference-data';

/** This process's prepared SQLite files per {@link templateKey}, made on first use. */
const sqliteTemplates = new Map<string, Promise<string>>();

function preparedSqliteFile(seeded: DemoSeedSettings | undefined): Promise<string> {
  const key = templateKey(seeded);
  let template = sqliteTemplates.get(key);
  if (!template) {
    template = (async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-db-template-'));
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
      const file = path.join(dir, 'travel.sqlite');
      await prepare({ databasePath: file }, seeded);
      return file;
    })();
    sqliteTemplates.set(key, template);
  }
  return template;
}

/** This process's prepared PostgreSQL template databases per server URL and {@link templateKey}, made on first use. */
const postgresTemplates = new Map<string, Promise<string>>();

/** PostgreSQL's "database is being accessed by other users" (a template's last connection is still closing). */
const OBJECT_IN_USE = '55006';

function preparedPostgresTemplate(adminUrl: string, seeded: DemoSeedSettings | undefined): Promise<string> {
  const key = JSON.stringify([adminUrl, templateKey(seeded)]);
  let template = postgresTemplates.get(key);
  if (!template) {
    const n = postgresTemplates.size;
    template = (async () => {
      const name = `travel_test_${process.pid}_template${n === 0 ? '' : `_${n}`}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        // A template of an earlier process with this pid (pids are reused).
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.query(`create database "${name}" template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`);
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        await prepare({ databaseUrl: url.toString(), databasePath: ':memory:', poolSize: 1 }, seeded);
      } finally {
        await admin.end();
      }
      return name;
    })();
    postgresTemplates.set(key, template);
  }
  return template;
}

/** `create database` as a copy of `template`, retried while the template's last connection is still closing. */
async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database "${name}" template "${template}"`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== OBJECT_IN_USE || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Background drops of {@link dropInBackground} still running in this process. */
const backgroundDrops = new Set<Promise<void>>();

/**
 * Starts `database.drop()` without waiting for it (issue #23 "the test suite in minutes"). A PostgreSQL `drop database`
 * waits about 0.15 s for its checkpoint's disk writes, most of it idle (measured on the 2-core machine: about 30 ms of
 * PostgreSQL's CPU in 160 ms), and a server test's harness paid it once per app on the way out. A drop that fails is
 * logged, not thrown: the database has no more connections and is not used again, and a test database of a process
 * that has ended is dropped by drop-stale-test-databases.ts, before and after the run.
 * @returns a promise that settles when every background drop started so far has (for a caller that must know)
 */
export function dropInBackground(database: TestDatabase): Promise<void> {
  const drop = database.drop().catch((err: unknown) => console.warn(`test database drop failed: ${String(err)}`));
  backgroundDrops.add(drop);
  void drop.finally(() => backgroundDrops.delete(drop));
  return Promise.all(backgroundDrops).then(() => undefined);
}

/**
 * Creates a database: empty (not migrated), or with `prepared` a copy of one migrated to the latest schema and
 * holding the reference airports and airlines (nothing else: `seed` still adds partners and demo data).
 * @param opts.dialect default {@link testDialect}
 * @param opts.dir folder for the SQLite file (default: a new temp folder, removed by drop)
 * @param opts.prepared start migrated, with the reference data (see the module docstring)
 * @param opts.seeded with `prepared`: start with the demo data of `seed` for these settings too (see the module docstring)
 * @throws when the PostgreSQL server cannot be reached or the database cannot be created
 */
export async function createTestDatabase(
  opts: { dialect?: DialectName | undefined; dir?: string | undefined; prepared?: boolean | undefined; seeded?: DemoSeedSettings | undefined } = {},
): Promise<TestDatabase> {
  const dialect = opts.dialect ?? testDialect();
  if (dialect === 'sqlite') {
    const ownDir = opts.dir === undefined;
    const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'travel-db-'));
    const file = path.join(dir, 'travel.sqlite');
    if (opts.prepared) fs.copyFileSync(await preparedSqliteFile(opts.seeded), file);
    return {
      dialect,
      target: { databasePath: file },
      async drop() {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
        if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const name = `travel_test_${process.pid}_${randomBytes(5).toString('hex')}`;
  const template = opts.prepared ? await preparedPostgresTemplate(adminUrl, opts.seeded) : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // C collation: text sorts byte-wise, as in SQLite (the template has it too).
    if (template) await createFromTemplate(admin, name, template);
    else await admin.query(`create database "${name}" template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dialect,
    target: { databaseUrl: url.toString(), databasePath: ':memory:', poolSize: 10 },
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
