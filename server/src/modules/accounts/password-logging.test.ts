// @vitest-environment node
/**
 * Passwords never reach the logs (issue #9 "passwords ... never stored or logged in clear"). The real server
 * process (server/src/main.ts, as `npm start` runs it) at the most verbose level the configuration allows
 * (LOG_LEVEL=trace) on the project's database (sqlite or postgres): its pino JSON lines on stdout, and anything
 * on stderr, are captured while a visitor registers, signs in with a wrong and then the right password, and
 * fails validation with a too-long password (status -1) and with a body of the wrong shape that carries the
 * password (400). No line holds a clear password or the account's Argon2id hash read from the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LOGIN_PATH, AUTH_REGISTER_PATH, FORM_TOKEN_PATH, PASSWORD_MAX_LENGTH } from '@travel/contract';
import { openDatabase } from '../../db/index.ts';
import { createTestDatabase, FIXTURE_INDEX_HTML, type TestDatabase } from '../../../test/harness.ts';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const EMAIL = 'log-watch@example.com';
const PASSWORD = 'Right-Pa55word-never-logged';
const WRONG_PASSWORD = 'Wrong-Pa55word-never-logged';
const LONG_PASSWORD = `Long-Pa55word-never-logged-${'x'.repeat(PASSWORD_MAX_LENGTH)}`;

let dir: string;
let database: TestDatabase;
let child: ChildProcess | undefined;
/** Every stdout and stderr line of the server, in order. */
const lines: string[] = [];
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-pwlog-'));
  const frameDir = path.join(dir, 'frame');
  fs.mkdirSync(path.join(frameDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(frameDir, 'index.html'), FIXTURE_INDEX_HTML);
  database = await createTestDatabase({ dir });
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'trace',
      FRAME_DIST_DIR: frameDir,
      DATABASE_PATH: database.target.databasePath === ':memory:' ? path.join(dir, 'unused.sqlite') : database.target.databasePath,
      ...(database.target.databaseUrl ? { DATABASE_URL: database.target.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  createInterface({ input: proc.stderr as NodeJS.ReadableStream }).on('line', (line) => lines.push(line));
  base = await new Promise<string>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`server exited (${code}): ${lines.join('\n')}`)));
    createInterface({ input: proc.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      lines.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'server listening' && entry.url) resolve(entry.url.replace('localhost', '127.0.0.1'));
      } catch {
        // not JSON: kept in lines, checked below
      }
    });
  });
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Session {
  cookie: string;
  token: string;
}

async function newSession(): Promise<Session> {
  const res = await fetch(`${base}${FORM_TOKEN_PATH}`, { method: 'POST' });
  expect(res.status).toBe(200);
  const sid = /(?:^|[\s,])sid=([^;]+)/.exec(res.headers.getSetCookie().join(', '))?.[1];
  if (!sid) throw new Error('no sid cookie');
  return { cookie: `sid=${sid}`, token: ((await res.json()) as { formtoken: string }).formtoken };
}

async function post(url: string, body: Record<string, unknown>, json = false): Promise<{ status: number; body: Record<string, unknown> }> {
  const s = await newSession();
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { cookie: s.cookie, 'x-csrf': s.token, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
    body: json ? JSON.stringify(body) : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('passwords never reach the logs (server process at LOG_LEVEL=trace)', () => {
  it('register, wrong and right sign-in, too-long password and a wrong-shaped body log neither the password nor its hash', async () => {
    expect(await post(AUTH_REGISTER_PATH, { username: EMAIL, passwd: PASSWORD, consent: 'true', optin: 'false' })).toMatchObject({ status: 200, body: { status: 0 } });
    expect(await post(AUTH_LOGIN_PATH, { username: EMAIL, passwd: WRONG_PASSWORD })).toMatchObject({ status: 200, body: { status: -1, errorCode: 'INVALID_CREDENTIALS' } });
    expect(await post(AUTH_LOGIN_PATH, { username: EMAIL, passwd: PASSWORD, sticky: 'true' })).toMatchObject({ status: 200, body: { status: 0 } });
    expect(await post(AUTH_REGISTER_PATH, { username: 'long@example.com', passwd: LONG_PASSWORD, consent: 'true' })).toMatchObject({
      status: 200, body: { status: -1, errorCode: 'INVALID_PASSWORD' },
    });
    expect(await post(AUTH_REGISTER_PATH, { username: ['shape@example.com'], passwd: PASSWORD, consent: true }, true)).toMatchObject({ status: 400 });
    expect(await post(AUTH_LOGIN_PATH, { username: EMAIL, passwd: PASSWORD, sticky: 'maybe' })).toMatchObject({ status: 400 });

    const db = openDatabase(database.target);
    let passwordHash: string;
    try {
      const row = await db.selectFrom('accounts').select('password_hash').where('email', '=', EMAIL).executeTakeFirstOrThrow();
      passwordHash = String(row.password_hash);
    } finally {
      await db.destroy();
    }
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    const digest = passwordHash.split('$').at(-1) as string;
    const salt = passwordHash.split('$').at(-2) as string;

    // Stop the server; 'close' fires once its stdout and stderr have ended, so every line it wrote has been read.
    const proc = child as ChildProcess;
    const closed = new Promise((r) => proc.once('close', r));
    proc.kill('SIGTERM');
    await closed;

    const entries = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { level?: number; msg?: string; url?: string });
    // The capture is real: JSON entries of every request (6 form tokens, 6 auth calls), the auth calls among them.
    expect(entries.filter((e) => e.msg === 'incoming request').length).toBeGreaterThanOrEqual(12);
    expect(lines.filter((l) => l.includes(AUTH_LOGIN_PATH)).length).toBeGreaterThanOrEqual(3);
    expect(lines.filter((l) => l.includes(AUTH_REGISTER_PATH)).length).toBeGreaterThanOrEqual(3);
    for (const secret of [PASSWORD, WRONG_PASSWORD, LONG_PASSWORD, LONG_PASSWORD.slice(0, 32), encodeURIComponent(PASSWORD), passwordHash, digest, salt]) {
      expect(lines.filter((l) => l.includes(secret)), `a log line holds ${secret.slice(0, 12)}...`).toEqual([]);
    }
  }, 60_000);
});
