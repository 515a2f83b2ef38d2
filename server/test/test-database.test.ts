/**
 * The test databases' background drop (test-database.ts `dropInBackground`, issue #23): the database is gone once the
 * returned promise settles, on SQLite and on PostgreSQL (this file runs in both Vitest projects).
 */
import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, DEFAULT_TEST_DATABASE_URL, dropInBackground, type TestDatabase } from './test-database.ts';

/** Whether the database still exists: its file on SQLite, its row in pg_database on PostgreSQL. */
async function exists(database: TestDatabase): Promise<boolean> {
  if (database.dialect === 'sqlite') return fs.existsSync(database.target.databasePath);
  const name = new URL(database.target.databaseUrl!).pathname.slice(1);
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

describe('dropInBackground', () => {
  it('drops every database it was given by the time its promise settles', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    if (first.dialect === 'sqlite') fs.writeFileSync(first.target.databasePath, '');
    if (second.dialect === 'sqlite') fs.writeFileSync(second.target.databasePath, '');
    expect(await exists(first)).toBe(true);
    void dropInBackground(first);
    await dropInBackground(second);
    expect(await exists(first)).toBe(false);
    expect(await exists(second)).toBe(false);
  });

  it('logs a drop that fails instead of throwing it', async () => {
    const failing: TestDatabase = {
      dialect: 'postgres',
      target: { databasePath: ':memory:' },
      drop: () => Promise.reject(new Error('server gone')),
    };
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      await expect(dropInBackground(failing)).resolves.toBeUndefined();
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual(['test database drop failed: Error: server gone']);
  });
});
