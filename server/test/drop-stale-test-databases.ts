/**
 * Vitest global setup of the `postgres` project: drops test databases (`travel_test_<pid>_<random>`, made by
 * server/test/test-database.ts) whose process no longer runs, e.g. left by a run that was killed before
 * its afterAll, and the prepared template each worker process made (test-database.ts `prepared`): before the run, and
 * again after it, once its workers have ended. Databases of running processes (another test run, a benchmark) are
 * left alone.
 */
import pg from 'pg';
import { DEFAULT_TEST_DATABASE_URL } from './test-database.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops the test databases of processes that no longer run. */
async function dropStaleTestDatabases(): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL });
  try {
    await client.connect();
  } catch {
    return; // no server: the tests themselves will say so
  }
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'travel\\_test\\_%'");
    for (const { datname } of rows) {
      const pid = Number(/^travel_test_(\d+)_/.exec(datname)?.[1]);
      if (Number.isInteger(pid) && !alive(pid)) await client.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

/** Vitest global setup: drops stale test databases now, and returns the same sweep as the run's teardown. */
export default async function setup(): Promise<() => Promise<void>> {
  await dropStaleTestDatabases();
  return dropStaleTestDatabases;
}
