/**
 * Password sign-in figures (issue #9), printed one figure a line like bench/run.ts, per dialect (SQLite, then
 * PostgreSQL): a real server (startServer, in process, HTTP on loopback) on a fresh database; one account is
 * registered, then
 *  - sign-in p50/p95: {@link SEQUENTIAL_LOGINS} POST /k/run/auth/login one after another, each from its own
 *    new session (POST /k/run/formtoken for the `sid` cookie and the X-CSRF form token, not timed);
 *  - sign-ins per second: {@link CONCURRENT_LOGINS} sign-ins by {@link CONCURRENT_CLIENTS} clients at once
 *    (sessions made beforehand), successful sign-ins divided by the wall time.
 * Argon2id (OWASP parameters, 19 MiB, t=2) dominates and is CPU-bound, so the counts keep this part short.
 * Only right passwords are sent: the per-address failed-sign-in limiter counts failures only, so it never
 * trips; RATE_LIMITS=off keeps the form-token limit of one loopback address out of the figures.
 * Figures, not assertions. Called from bench/run.ts; runs alone with `npx tsx bench/signin.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_LOGIN_PATH, AUTH_REGISTER_PATH, FORM_TOKEN_PATH } from '@travel/contract';
import { loadConfig } from '../server/src/config.ts';
import { startServer } from '../server/src/main.ts';
import { FIXTURE_INDEX_HTML } from '../server/test/harness.ts';
import { createTestDatabase } from '../server/test/test-database.ts';
import type { DialectName } from '../server/src/db/index.ts';
import { percentile, report } from './stats.ts';

/** Sign-ins timed one after another, per dialect (after {@link WARMUP_LOGINS}). */
const SEQUENTIAL_LOGINS = 60;
const WARMUP_LOGINS = 5;
/** Sign-ins of the concurrent run, per dialect, and the clients sending them at once. */
const CONCURRENT_LOGINS = 120;
const CONCURRENT_CLIENTS = 8;
/** Most time one HTTP request may take before the bench gives up on it. */
const REQUEST_TIMEOUT_MS = 30_000;
const EMAIL = 'bench-signin@example.com';
const PASSWORD = 'bench correct horse battery';

interface Session {
  cookie: string;
  token: string;
}

/** A fresh session: POST /k/run/formtoken -> `sid` cookie and the X-CSRF form token. */
async function newSession(base: string): Promise<Session> {
  const res = await fetch(`${base}${FORM_TOKEN_PATH}`, { method: 'POST', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`form token -> ${res.status} ${text.slice(0, 200)}`);
  const sid = /(?:^|[\s,])sid=([^;]+)/.exec(res.headers.getSetCookie().join(', '))?.[1];
  if (!sid) throw new Error('form token reply set no sid cookie');
  return { cookie: `sid=${sid}`, token: (JSON.parse(text) as { formtoken: string }).formtoken };
}

/** POSTs a form to an auth call with the session's cookie and X-CSRF. @returns the elapsed ms; throws unless status 0. */
async function postAuth(base: string, url: string, session: Session, form: Record<string, string>): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf': session.token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200 || (JSON.parse(text) as { status?: number }).status !== 0) throw new Error(`${url} -> ${res.status} ${text.slice(0, 200)}`);
  return ms;
}

const login = (base: string, session: Session) => postAuth(base, AUTH_LOGIN_PATH, session, { username: EMAIL, passwd: PASSWORD, sticky: 'true' });

async function measureDialect(dialect: DialectName): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-bench-signin-'));
  const frameDir = path.join(dir, 'frame');
  fs.mkdirSync(path.join(frameDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(frameDir, 'index.html'), FIXTURE_INDEX_HTML);
  const db = await createTestDatabase({ dialect, dir });
  try {
    const env: Record<string, string | undefined> = { ...process.env };
    delete env.DATABASE_URL;
    const { app } = await startServer(
      loadConfig({
        ...env,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'silent',
        FRAME_DIST_DIR: frameDir,
        RATE_LIMITS: 'off',
        // A PostgreSQL run still names a throw-away SQLite path, never the repository's data/ folder.
        DATABASE_PATH: db.target.databasePath === ':memory:' ? path.join(dir, 'unused.sqlite') : db.target.databasePath,
        ...(db.target.databaseUrl ? { DATABASE_URL: db.target.databaseUrl } : {}),
      }),
    );
    try {
      const addr = app.server.address();
      const base = `http://127.0.0.1:${typeof addr === 'object' && addr !== null ? addr.port : 0}`;
      await postAuth(base, AUTH_REGISTER_PATH, await newSession(base), { username: EMAIL, passwd: PASSWORD, consent: 'true', optin: 'false' });

      for (let i = 0; i < WARMUP_LOGINS; i += 1) await login(base, await newSession(base));
      const times: number[] = [];
      for (let i = 0; i < SEQUENTIAL_LOGINS; i += 1) times.push(await login(base, await newSession(base)));
      report(`password sign-in p50 (${dialect})`, percentile(times, 50), `ms (${SEQUENTIAL_LOGINS} sign-ins, one client, Argon2id verify)`);
      report(`password sign-in p95 (${dialect})`, percentile(times, 95), 'ms');

      const sessions: Session[] = [];
      for (let i = 0; i < CONCURRENT_LOGINS; i += 1) sessions.push(await newSession(base));
      let next = 0;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENT_CLIENTS }, async () => {
          while (next < sessions.length) await login(base, sessions[next++] as Session);
        }),
      );
      const seconds = (performance.now() - start) / 1000;
      report(
        `password sign-ins per second (${dialect})`,
        CONCURRENT_LOGINS / seconds,
        `sign-ins/s (${CONCURRENT_LOGINS} sign-ins by ${CONCURRENT_CLIENTS} concurrent clients; ${os.cpus().length} cores)`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the sign-in figures for SQLite, then PostgreSQL (own temporary databases, dropped before returning). */
export async function runSignInBench(): Promise<void> {
  await measureDialect('sqlite');
  await measureDialect('postgres');
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  runSignInBench().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
