/**
 * Issue #7: the product started like `npm start` but with DATABASE_URL on PostgreSQL (see
 * postgres-stack.ts) serves the demo partner page; a flight search and a test-card booking work in the
 * frame, and the order is a row in PostgreSQL.
 *
 * The PostgreSQL stack is a worker fixture of this spec (issue #23): it starts only when this journey runs, in the
 * worker that runs it, while the other workers go on with the SQLite journeys, and stops (dropping its database)
 * when that worker ends.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test as base } from '@playwright/test';
import pg from 'pg';
import { DemoHostPage } from './pages/demo-host-page.ts';
import { confirmationReference, fillPayment, fillTravelers, payButton, TEST_CARDS } from './pages/booking-flow.ts';
import { PG_DEMO_ORIGIN, PG_STACK_INFO_PATH } from './ports.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** How long the stack may take to answer: a fresh database, migrations and seed on PostgreSQL, on a loaded machine. */
const PG_STACK_START_TIMEOUT_MS = 240_000;
/** Pause between readiness probes of the stack's demo page, ms. */
const PG_STACK_PROBE_INTERVAL_MS = 250;

/** The running PostgreSQL stack: the database the product uses. */
interface PgStack {
  databaseUrl: string;
}

/**
 * Starts tests/e2e/postgres-stack.ts (a fresh database and `npm start`'s script on it) and resolves once its demo
 * page answers. @throws Error with the stack's last output when it exits or does not answer in time
 */
async function startPgStack(): Promise<{ info: PgStack; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/postgres-stack.ts'], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + PG_STACK_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The PostgreSQL stack exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${PG_DEMO_ORIGIN}/config.json`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The PostgreSQL stack did not answer on ${PG_DEMO_ORIGIN} within ${PG_STACK_START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, PG_STACK_PROBE_INTERVAL_MS));
  }
  return { info: JSON.parse(readFileSync(PG_STACK_INFO_PATH, 'utf8')) as PgStack, stop };
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no test-scoped fixtures, one worker-scoped
const test = base.extend<{}, { pgStack: PgStack }>({
  pgStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument
    async ({}, use) => {
      const stack = await startPgStack();
      try {
        await use(stack.info);
      } finally {
        await stack.stop();
      }
    },
    { scope: 'worker', timeout: PG_STACK_START_TIMEOUT_MS + 30_000 },
  ],
});

test.use({ baseURL: `${PG_DEMO_ORIGIN}/` });

test('on PostgreSQL: the demo partner page searches JFK to LHR and books a flight; the order is a row in PostgreSQL', async ({ page, pgStack }) => {
  const demo = new DemoHostPage(page);
  await demo.open();
  const { frame } = demo;
  for (const [field, code] of [['From', 'JFK'], ['To', 'LHR']] as const) {
    await frame.getByRole('combobox', { name: field, exact: true }).fill(code);
    await frame.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).first().click();
  }
  await frame.getByRole('button', { name: 'Search', exact: true }).click();
  const select = frame.getByRole('button', { name: /^Select / }).first();
  await expect(select).toBeVisible();
  await select.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await select.click();
  const email = `postgres-${Date.now()}@example.com`;
  await fillTravelers(frame, email);
  await fillPayment(frame, TEST_CARDS.approved);
  await payButton(frame).click();
  const reference = await confirmationReference(frame);

  const client = new pg.Client({ connectionString: pgStack.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select b.reference, b.status, b.vertical, e.state from bookings b join trip_events e on e.id = b.trip_event_id where b.contact_email_lower = $1', [email]);
    expect(rows).toEqual([{ reference, status: 'booked', vertical: 'flights', state: 'booked' }]);
  } finally {
    await client.end();
  }
});
