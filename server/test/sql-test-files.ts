/**
 * Which server test files the `postgres` Vitest project re-runs on PostgreSQL (issue #23 "the PostgreSQL Vitest
 * project only for modules that touch SQL").
 *
 * The rule: a server test file reaches a database only through this folder's helpers, `createHarness`
 * (server/test/harness.ts: builds the app on a fresh database) or `createTestDatabase`
 * (server/test/test-database.ts), which are what honour TEST_DIALECT. So a file that imports either runs on both
 * databases; a file that imports neither (pure functions, config parsing, a bare Fastify instance) gains nothing
 * from a second run and runs on SQLite's project only. sql-test-files.test.ts keeps the rule honest: a test file
 * that imports database code (server/src/db, app.ts, kysely, better-sqlite3, pg) without these helpers fails it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An import of the helpers that create a test database (relative or aliased path ending in the module name). */
const DATABASE_HELPER_IMPORT = /from\s+['"][^'"]*\/test\/(harness|test-database)(\.ts)?['"]|from\s+['"]\.\.?\/(harness|test-database)(\.ts)?['"]/;

/** Every `*.test.ts` under `dir`, repo-relative with forward slashes, sorted. */
export function serverTestFiles(repo: string, dir = 'server'): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(repo, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(child);
      else if (entry.isFile() && entry.name.endsWith('.test.ts')) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

/** Whether a test file's source imports a database helper (see the module docstring). */
export function importsDatabaseHelper(source: string): boolean {
  return DATABASE_HELPER_IMPORT.test(source);
}

/**
 * The server test files that touch SQL, repo-relative (`server/src/modules/x/y.test.ts`), for the `postgres`
 * project's `include`. Reads about 60 files (a few ms) when Vitest loads its config.
 */
export function sqlTestFiles(repo: string): string[] {
  return serverTestFiles(repo).filter((file) => importsDatabaseHelper(readFileSync(path.join(repo, file), 'utf8')));
}
