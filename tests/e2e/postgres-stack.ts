/**
 * The PostgreSQL journey's stack, started by postgres.spec.ts's worker fixture (issue #7 "DATABASE_URL=postgres://... npm start
 * serves the demo partner page and a flight search and a booking work in it"): creates a fresh PostgreSQL
 * database (TEST_DATABASE_URL's server), runs exactly `npm start`'s script with DATABASE_URL pointing at
 * it, writes `{ databaseUrl }` to PG_STACK_INFO_PATH for the spec, and on SIGTERM/SIGINT stops the
 * product and drops the database.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../../server/test/test-database.ts';
import { E2E_OFFER_SIGNING_KEY, PG_DEMO_ORIGIN, PG_DEMO_PORT, PG_PRODUCT_ORIGIN, PG_PRODUCT_PORT, PG_STACK_INFO_PATH } from './ports.ts';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const database = await createTestDatabase({ dialect: 'postgres' });
mkdirSync(path.dirname(PG_STACK_INFO_PATH), { recursive: true });
writeFileSync(PG_STACK_INFO_PATH, JSON.stringify({ databaseUrl: database.target.databaseUrl }));

const child = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/start.ts')], {
  cwd: repo,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: database.target.databaseUrl ?? '',
    PORT: String(PG_PRODUCT_PORT),
    DEMO_PORT: String(PG_DEMO_PORT),
    PUBLIC_ORIGIN: PG_PRODUCT_ORIGIN,
    DEMO_ORIGIN: PG_DEMO_ORIGIN,
    OFFER_SIGNING_KEY: E2E_OFFER_SIGNING_KEY,
    LOG_LEVEL: 'warn',
  },
});

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  await database.drop().catch(() => undefined);
  rmSync(PG_STACK_INFO_PATH, { force: true });
  process.exit(code);
}
child.once('exit', (code) => void stop(code ?? 1));
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));
