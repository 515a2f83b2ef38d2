/**
 * Fresh databases for tests and benchmarks: a temporary SQLite file, or a new PostgreSQL database on the
 * server named by `TEST_DATABASE_URL` (default `postgres://postgres@127.0.0.1:5432/postgres`), dropped by
 * `drop()`. `TEST_DIALECT=postgres` makes PostgreSQL the default (vitest's `server-postgres` project).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget, DialectName } from '../src/db/index.ts';

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
 * Creates an empty database (not migrated).
 * @param opts.dialect default {@link testDialect}
 * @param opts.dir folder for the SQLite file (default: a new temp folder, removed by drop)
 * @throws when the PostgreSQL server cannot be reached or the database cannot be created
 */
export async function createTestDatabase(opts: { dialect?: DialectName | undefined; dir?: string | undefined } = {}): Promise<TestDatabase> {
  const dialect = opts.dialect ?? testDialect();
  if (dialect === 'sqlite') {
    const ownDir = opts.dir === undefined;
    const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'travel-db-'));
    const file = path.join(dir, 'travel.sqlite');
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
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // C collation: text sorts byte-wise, as in SQLite.
    await admin.query(`create database "${name}" template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`);
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
