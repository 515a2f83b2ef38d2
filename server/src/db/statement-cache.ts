/**
 * A prepared-statement cache for SQLite (issue #23 "API": search throughput). Kysely's SQLite driver calls
 * `database.prepare(sql)` for every query it runs; better-sqlite3 compiles the SQL anew each time, which a profile
 * of the flight search showed costing more than the query itself (the stock ledger's one `select` per search).
 * {@link cachingSqliteDatabase} hands Kysely the same better-sqlite3 handle with `prepare` answered from a bounded
 * least-recently-used map of statements by SQL text.
 *
 * Why reusing a statement is safe here:
 * - A statement caches only the compiled SQL, never data: every run binds its own parameters and reads the
 *   database as it is then (so other processes' writes are seen exactly as with a fresh statement).
 * - SQLite re-prepares a statement by itself when the schema changed since it was compiled (`sqlite3_prepare_v2`
 *   semantics), so migrations do not leave stale plans.
 * - Kysely's SQLite driver has one connection behind a mutex: a statement is never run twice at once, and a
 *   streamed (`iterate`) statement is finished or returned before the connection is released.
 * Nothing else prepares statements on the handle (openDatabase keeps it private).
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Most distinct SQL texts kept prepared (the app has a few hundred queries; `in (...)` lists add variants). */
export const SQLITE_STATEMENT_CACHE_SIZE = 500;

/**
 * Wraps a better-sqlite3 database for Kysely's `SqliteDialect`: `prepare(sql)` returns a cached statement for an
 * SQL text it has prepared before (least recently used dropped past `maxStatements`); `close` closes the handle.
 * @param database the better-sqlite3 handle (or anything with its `prepare`/`close`)
 * @param maxStatements cache bound, statements (default {@link SQLITE_STATEMENT_CACHE_SIZE})
 * @returns the `database` option of `new SqliteDialect(...)`
 * @throws whatever `database.prepare` throws for invalid SQL (nothing is cached then)
 */
export function cachingSqliteDatabase(database: SqliteDatabase, maxStatements = SQLITE_STATEMENT_CACHE_SIZE): SqliteDatabase {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      const known = statements.get(sql);
      if (known !== undefined) {
        statements.delete(sql);
        statements.set(sql, known);
        return known;
      }
      const statement = database.prepare(sql);
      if (statements.size >= maxStatements) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
