// @vitest-environment node
/**
 * Operating the server (issues #6 §7 and #7): start-up failures print one line naming the setting and no
 * stack trace; the server listens on loopback by default; /healthz and /readyz; SIGTERM-style close
 * drains an in-flight booking before the pool closes; every reply carries a request id.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelSearchResponse } from '@travel/contract';
import { createHarness, createTestDatabase, isoDateInDays, testDialect, type Harness, type TestDatabase } from '../test/harness.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/index.ts';
import { MIGRATIONS } from './db/migrations/index.ts';
import { startServer } from './main.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs the real entry point with an environment; returns exit code and stderr lines. */
function runMain(env: Record<string, string>): { status: number | null; lines: string[] } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, lines: r.stderr.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('npm warn')) };
}

describe('start-up failures: one line naming the setting, no stack trace', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['unwritable DATABASE_PATH', { DATABASE_PATH: '/dev/null/travel/travel.sqlite' }, /DATABASE_PATH is not writable: \/dev\/null\/travel\/travel\.sqlite/],
    ['unreachable DATABASE_URL', { DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/travel' }, /DATABASE_URL is unreachable: postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/travel \(connection refused\)/],
    ['DATABASE_URL naming a missing database', { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/travel_no_such_db' }, /DATABASE_URL is unreachable: .*\(database does not exist\)/],
    ['DATABASE_URL that is not postgres', { DATABASE_URL: 'mysql://x@127.0.0.1/db' }, /DATABASE_URL must start with postgres:\/\//],
    ['PORT not a number', { PORT: 'eighty' }, /PORT: /],
    ['TWO_FACTOR_ENCRYPTION_KEY not 32 bytes', { TWO_FACTOR_ENCRYPTION_KEY: 'my-secret-key' }, /TWO_FACTOR_ENCRYPTION_KEY must be 32 bytes/],
  ];
  for (const [name, env, line] of cases) {
    // Each case starts the real entry point with an environment of its own, which names its database itself (or
    // none): the `postgres` project's re-run would start the same six processes again (issue #23), so they run once.
    it.skipIf(testDialect() === 'postgres')(name, () => {
      const r = runMain(env);
      expect(r.status).toBe(1);
      expect(r.lines).toHaveLength(1);
      expect(r.lines[0]).toMatch(line);
      expect(r.lines[0]).not.toMatch(/secret/);
    });
  }

  it('MIGRATE_ON_START=0 on an unmigrated database says to run db:migrate', async () => {
    const db = await createTestDatabase();
    try {
      const r = runMain({ DATABASE_PATH: db.target.databasePath, DATABASE_URL: db.target.databaseUrl ?? '', MIGRATE_ON_START: '0' });
      expect(r.status).toBe(1);
      expect(r.lines).toHaveLength(1);
      expect(r.lines[0]).toMatch(/needs migrations .*npm run db:migrate/);
    } finally {
      await db.drop();
    }
  });
});

describe('a running server', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('listens on loopback by default, answers /healthz and /readyz, and drains an in-flight booking on close', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    let reached: () => void = () => undefined;
    const atCharge = new Promise<void>((r) => (reached = r));
    const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', DATABASE_PATH: database.target.databasePath, ...(database.target.databaseUrl ? { DATABASE_URL: database.target.databaseUrl } : {}) });
    expect(config.host).toBe('localhost');
    const { app, url } = await startServer(config, {
      bookingFault: async (point) => {
        if (point !== 'booking.after-charge') return;
        reached();
        await gate;
      },
    });
    const address = app.server.address();
    expect(typeof address === 'object' && address !== null && ['127.0.0.1', '::1'].includes(address.address)).toBe(true);

    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const tagged = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'lb-1234' } });
    expect(tagged.headers.get('x-request-id')).toBe('lb-1234');

    const tokenReply = await fetch(`${url}/k/run/formtoken`, { method: 'POST' });
    const sid = /sid=([^;]+)/.exec(tokenReply.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const token = ((await tokenReply.json()) as { formtoken: string }).formtoken;
    const d = (n: number) => isoDateInDays(n);
    const offer = ((await (await fetch(`${url}/i/api/hotels/v1/search?destination=2643743&checkIn=${d(60)}&checkOut=${d(62)}&guests=1`)).json()) as HotelSearchResponse).offers[0];
    if (!offer) throw new Error('no offer');
    const booking = fetch(`${url}/i/api/bookings/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sid=${sid}`, 'x-csrf': token, 'idempotency-key': `drain-${Date.now()}` },
      body: JSON.stringify({
        offerId: offer.id, acceptedPrice: offer.price, contactEmail: 'ada@example.com',
        travelers: [{ firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1985-12-10', emailAddress: 'ada@example.com', phoneNumber: '20 7946 0000' }],
        payment: { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvc: '123', holderName: 'Ada Lovelace' },
      }),
    });
    // Fail fast (with the reply) if the booking answers before reaching the charge.
    let early = true;
    await Promise.race([atCharge.then(() => (early = false)), booking.then((r) => (early ? Promise.reject(new Error(`booking answered before the charge: ${r.status}`)) : undefined))]);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    // While draining: the in-flight booking holds the close open.
    await new Promise((r) => setImmediate(r));
    expect(closed).toBe(false);
    release();
    const reply = await booking;
    expect(reply.status).toBe(201);
    await closing;
    expect(closed).toBe(true);
    // The order was committed before the pool closed.
    const db = openDatabase(database.target);
    try {
      const row = await db.selectFrom('bookings').select('status').where('reference', '=', ((await reply.json()) as { reference: string }).reference).executeTakeFirst();
      expect(row?.status).toBe('booked');
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('/readyz answers 503 in the envelope when migrations are missing', async () => {
    const h: Harness = await createHarness({ dialect: testDialect() });
    try {
      await h.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', '0003-integrity-scale' as never).execute();
      const r = await h.app.inject({ method: 'GET', url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json().errors[0].description).toMatch(/0003-integrity-scale/);
      await migrateToLatest(h.db).catch(() => undefined);
    } finally {
      await h.close();
    }
  });
});

describe.skipIf(testDialect() !== 'postgres')('two processes starting at once on an empty PostgreSQL database', () => {
  it('migrate it once, both become ready, log JSON with request ids and exit 0 on SIGTERM', async () => {
    const database = await createTestDatabase({ dialect: 'postgres' });
    const children = [0, 1].map(() =>
      spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: database.target.databaseUrl ?? '', RATE_LIMITS: 'off' },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    // Every stdout line is a JSON log entry (pino); keep them to check the request logs.
    const logs: Record<string, unknown>[][] = children.map(() => []);
    try {
      // Each logs one JSON line `server listening` with its url.
      const urls = await Promise.all(
        children.map(
          (child, i) =>
            new Promise<string>((resolve, reject) => {
              child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
              createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
                let entry: { msg?: string; url?: string };
                try {
                  entry = JSON.parse(line) as { msg?: string; url?: string };
                } catch {
                  entry = { msg: `not JSON: ${line}` };
                }
                logs[i]?.push(entry);
                if (entry.msg === 'server listening' && entry.url) resolve(entry.url);
              });
            }),
        ),
      );
      for (const url of urls) expect((await fetch(`${url}/readyz`)).status).toBe(200);
      // Request logs are structured JSON carrying the request id the reply echoes.
      const tagged = await fetch(`${urls[0]}/healthz`, { headers: { 'x-request-id': 'lb-trace-42' } });
      expect(tagged.headers.get('x-request-id')).toBe('lb-trace-42');
      await expect.poll(() => logs[0]?.some((e) => e.reqId === 'lb-trace-42' && e.msg === 'request completed')).toBe(true);
      expect(logs.flat().filter((e) => String(e.msg).startsWith('not JSON: '))).toEqual([]);
      const db = openDatabase(database.target);
      try {
        const applied = await db.selectFrom('kysely_migration' as never).select('name' as never).execute();
        // Every migration of this build applied exactly once, in order (a new migration needs no edit here).
        expect(applied.map((r) => (r as { name: string }).name)).toEqual(Object.keys(MIGRATIONS).sort());
        const partners = await db.selectFrom('partners').select('id').execute();
        expect(partners.map((p) => p.id).sort()).toEqual(['acme-travel', 'demo']);
      } finally {
        await db.destroy();
      }
      // SIGTERM drains and exits cleanly (exit code 0).
      const codes = children.map((c) => new Promise<number | null>((r) => c.once('exit', (code) => r(code))));
      for (const child of children) child.kill('SIGTERM');
      expect(await Promise.all(codes)).toEqual([0, 0]);
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise((r) => c.once('exit', r)))));
      await database.drop();
    }
  }, 90_000);
});
