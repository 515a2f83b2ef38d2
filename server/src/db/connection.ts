/**
 * Opening the SQLite database and running migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import type { Database } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';

/**
 * Opens (creating if needed) a SQLite database through better-sqlite3 with WAL journaling, foreign keys
 * on and a 5 s busy timeout.
 * @param filePath file path (parent folders are created) or `:memory:`
 * @returns a Kysely instance; call `db.destroy()` to close it.
 */
export function openDatabase(filePath: string): Kysely<Database> {
  if (filePath !== ':memory:') fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const sqlite = new BetterSqlite3(filePath);
  if (filePath !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

const inCodeProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

/**
 * Applies every pending in-code migration.
 * @throws the migration error when one fails (earlier migrations stay applied).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: inCodeProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Database migration failed (${name}): ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
