// @vitest-environment node
/**
 * Keeps the `postgres` project's selection honest (server/test/sql-test-files.ts): a server test that reaches
 * database code must be re-run on PostgreSQL, so it must get its database from createHarness/createTestDatabase.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsDatabaseHelper, serverTestFiles, sqlTestFiles } from './sql-test-files.ts';

const repo = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Imports that mean a test runs queries: the app (it opens a database), the db layer, or a database driver. */
const DATABASE_CODE_IMPORT = /from\s+['"](kysely|better-sqlite3|pg)['"]|from\s+['"][^'"]*\/(db\/[^'"]+|app(\.ts)?)['"]/;

describe('the postgres project runs every server test that touches SQL', () => {
  it('every server test file importing database code gets its database from the harness, so PostgreSQL runs it too', () => {
    const unselected = serverTestFiles(repo).filter((file) => {
      const source = readFileSync(path.join(repo, file), 'utf8');
      return DATABASE_CODE_IMPORT.test(source) && !importsDatabaseHelper(source);
    });
    expect(unselected, 'import createHarness or createTestDatabase from server/test (they honour TEST_DIALECT)').toEqual([]);
  });

  it('selects the app-building tests and leaves the pure ones to SQLite', () => {
    const selected = sqlTestFiles(repo);
    expect(selected).toContain('server/src/modules/partners/cli.test.ts');
    expect(selected).not.toContain('server/src/config.test.ts');
    expect(selected.length).toBeGreaterThan(serverTestFiles(repo).length / 2);
  });
});
