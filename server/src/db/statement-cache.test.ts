// @vitest-environment node
/**
 * The SQLite prepared-statement cache (statement-cache.ts): one compile per SQL text, bounded, and a cached
 * statement still reads what another handle (another server process on the same file) wrote since.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { openDatabase } from './index.ts';
import { cachingSqliteDatabase } from './statement-cache.ts';

/** A stand-in for better-sqlite3 that counts compiles; each statement echoes its SQL. */
function countingDatabase() {
  const compiled: string[] = [];
  let closed = false;
  const database = {
    prepare(text: string) {
      compiled.push(text);
      return { reader: true, all: () => [text], run: () => ({ changes: 0, lastInsertRowid: 0 }), iterate: () => [][Symbol.iterator]() };
    },
    close() {
      closed = true;
    },
  };
  return { database, compiled, isClosed: () => closed };
}

describe('cachingSqliteDatabase', () => {
  it('compiles each SQL text once and hands back the same statement', () => {
    const { database, compiled } = countingDatabase();
    const cached = cachingSqliteDatabase(database);
    const first = cached.prepare('select 1');
    expect(cached.prepare('select 1')).toBe(first);
    cached.prepare('select 2');
    expect(compiled).toEqual(['select 1', 'select 2']);
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const { database, compiled } = countingDatabase();
    const cached = cachingSqliteDatabase(database, 2);
    cached.prepare('a');
    cached.prepare('b');
    cached.prepare('a'); // a is now the most recently used
    cached.prepare('c'); // drops b
    cached.prepare('a');
    cached.prepare('b');
    expect(compiled).toEqual(['a', 'b', 'c', 'b']);
  });

  it('closes the underlying handle', () => {
    const { database, isClosed } = countingDatabase();
    cachingSqliteDatabase(database).close();
    expect(isClosed()).toBe(true);
  });
});

describe('a cached statement on a real SQLite file', () => {
  let file: TestDatabase | undefined;
  afterEach(async () => {
    await file?.drop();
  });

  it('reads rows another handle wrote after the statement was first run', async () => {
    file = await createTestDatabase({ dialect: 'sqlite' });
    const a = openDatabase(file.target);
    const b = openDatabase(file.target);
    try {
      await sql`create table counts (k text primary key, n integer not null)`.execute(a);
      const read = async () => (await sql<{ n: number }>`select n from counts where k = ${'x'}`.execute(a)).rows[0]?.n;
      expect(await read()).toBeUndefined();
      await sql`insert into counts (k, n) values (${'x'}, ${1})`.execute(b);
      expect(await read()).toBe(1);
      await sql`update counts set n = ${2} where k = ${'x'}`.execute(b);
      expect(await read()).toBe(2);
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });
});
