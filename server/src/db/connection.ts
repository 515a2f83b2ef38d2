/**
 * Opening the database (SQLite through better-sqlite3, or PostgreSQL through a `pg` pool) and running
 * migrations. Both dialects run the same Kysely queries and the same migrations (see server/src/db/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { cachingSqliteDatabase } from './statement-cache.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** The two supported SQL dialects. */
export type DialectName = 'sqlite' | 'postgres';

/** Where the database is: a PostgreSQL URL wins over the SQLite path. */
export interface DatabaseTarget {
  /** `postgres://user:pass@host:port/db`; when set, PostgreSQL is used. */
  databaseUrl?: string | undefined;
  /** SQLite file path or `:memory:` (used when `databaseUrl` is unset). */
  databasePath: string;
  /** Most PostgreSQL connections this process opens (default 10). */
  poolSize?: number | undefined;
}

/** A start-up failure that names the setting at fault; main.ts prints `message` as one line, no stack. */
export class DatabaseStartupError extends Error {
  constructor(
    readonly setting: 'DATABASE_URL' | 'DATABASE_PATH',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DatabaseStartupError';
  }
}

const dialects = new WeakMap<Kysely<Database>, DialectName>();

/** The dialect a database handle was opened with (from {@link openDatabase}); 'sqlite' when unknown. */
export function dialectOf(db: Kysely<Database>): DialectName {
  return dialects.get(db) ?? 'sqlite';
}

/** `postgres://user:***@host:port/db`: the URL without its password, for messages and logs. */
export function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** PostgreSQL int8 (OID 20) as a JS number: counts and minor-unit amounts stay far below 2^53. */
const PG_INT8_OID = 20;
/** PostgreSQL numeric (OID 1700) as a JS number. */
const PG_NUMERIC_OID = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8_OID || oid === PG_NUMERIC_OID) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * Opens the database. SQLite: creates parent folders, WAL journaling, foreign keys on, 5 s busy timeout, prepared
 * statements reused by SQL text (statement-cache.ts).
 * PostgreSQL: a `pg` pool of `poolSize` connections (int8 and numeric parsed as numbers).
 * Nothing is checked here for PostgreSQL (the pool connects lazily): call {@link checkConnection}.
 * @returns a Kysely instance; call `db.destroy()` to close it (ends the pool).
 * @throws DatabaseStartupError naming DATABASE_PATH when the SQLite file cannot be created or opened, or
 *   DATABASE_URL when the URL is not a postgres:// URL.
 */
export function openDatabase(target: DatabaseTarget | string): Kysely<Database> {
  const t: DatabaseTarget = typeof target === 'string' ? { databasePath: target } : target;
  if (t.databaseUrl) {
    let url: URL;
    try {
      url = new URL(t.databaseUrl);
    } catch {
      throw new DatabaseStartupError('DATABASE_URL', 'DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database)');
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      throw new DatabaseStartupError('DATABASE_URL', `DATABASE_URL must start with postgres:// (got ${url.protocol}//)`);
    }
    const pool = new pg.Pool({ connectionString: t.databaseUrl, max: t.poolSize ?? 10, types: pgTypes, connectionTimeoutMillis: 10_000 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialects.set(db, 'postgres');
    return db;
  }
  const filePath = t.databasePath;
  let sqlite: BetterSqlite3.Database;
  try {
    if (filePath !== ':memory:') fs.mkdirSync(path.dirname(filePath), { recursive: true });
    sqlite = new BetterSqlite3(filePath);
    if (filePath !== ':memory:') sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new DatabaseStartupError('DATABASE_PATH', `DATABASE_PATH is not writable: ${filePath} (${reason})`, { cause: err });
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingSqliteDatabase(sqlite) }) });
  dialects.set(db, 'sqlite');
  return db;
}

/**
 * Runs `select 1`.
 * @throws DatabaseStartupError naming DATABASE_URL (PostgreSQL: unreachable, wrong password, unknown
 *   database) or DATABASE_PATH (SQLite: not writable), with the driver's reason in one line.
 */
export async function checkConnection(db: Kysely<Database>, target: DatabaseTarget): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (dialectOf(db) === 'postgres') {
      const reason =
        e.code === '28P01' || e.code === '28000' ? 'wrong user or password'
        : e.code === '3D000' ? 'database does not exist'
        : e.code === 'ECONNREFUSED' ? 'connection refused'
        : e.code === 'ENOTFOUND' ? 'host not found'
        : (e.message ?? String(err)).split('\n')[0];
      throw new DatabaseStartupError('DATABASE_URL', `DATABASE_URL is unreachable: ${redactDatabaseUrl(target.databaseUrl ?? '')} (${reason})`, { cause: err });
    }
    throw new DatabaseStartupError('DATABASE_PATH', `DATABASE_PATH is not usable: ${target.databasePath} (${e.code ?? e.message ?? String(err)})`, { cause: err });
  }
}

const inCodeProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

/**
 * Applies every pending in-code migration. Several processes may call it at once on one database:
 * Kysely's migrator takes a lock (PostgreSQL: an advisory lock; SQLite: a lock table row inside a
 * write transaction), so the migrations run once.
 * @throws the migration error when one fails (earlier migrations stay applied). SQLite: a read-only
 *   file surfaces as DatabaseStartupError naming DATABASE_PATH.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: inCodeProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const code = (error as { code?: string } | undefined)?.code;
    if (code === 'SQLITE_READONLY' || code === 'SQLITE_CANTOPEN') {
      throw new DatabaseStartupError('DATABASE_PATH', `DATABASE_PATH is not writable (${code})`, { cause: error });
    }
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Database migration failed (${name}): ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Names of the migrations known to this build that the database has not applied (empty when current). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: inCodeProvider });
  const all = await migrator.getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
