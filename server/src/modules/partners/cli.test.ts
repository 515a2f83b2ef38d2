// @vitest-environment node
/**
 * `npm run partner -- ...` (cli.ts): in-process against a fresh migrated test database per test (SQLite, or
 * PostgreSQL with TEST_DIALECT=postgres), and spawned for the exit code and the one-line message.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RELAY_ALLOW_LIST } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { migrateToLatest, openDatabase, seed } from '../../db/index.ts';
import { createTestDatabase, testDialect, type TestDatabase } from '../../../test/harness.ts';
import { PartnerCliError, runPartnerCli, SEED_MANAGED_PARTNER_IDS } from './cli.ts';
import { createPartnerService } from './service.ts';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

let database: TestDatabase;
let db: Kysely<Database>;

const run = (...args: string[]) => runPartnerCli(args, db);

async function failure(...args: string[]): Promise<string> {
  const error = await run(...args).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PartnerCliError);
  const message = (error as Error).message;
  expect(message).not.toContain('\n');
  return message;
}

describe('partner CLI', () => {
  // A fresh database per test for the in-process CLI (the process test below makes its own SQLite file).
  beforeEach(async () => {
    database = await createTestDatabase();
    db = openDatabase(database.target);
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.destroy();
    await database.drop();
  });

  it('add writes a partner the server reads back, with the default relay list and brand', async () => {
    const lines = await run('add', 'sunny-trips', '--name', 'Sunny Trips', '--origin', 'https://sunny.example', '--origin', 'https://www.sunny.example:8443');
    expect(lines[0]).toMatch(/^Added sunny-trips\tSunny Trips\torigins=https:\/\/sunny.example https:\/\/www.sunny.example:8443\tbrand=default/);
    expect(await createPartnerService(db).getPartner('sunny-trips')).toEqual({
      id: 'sunny-trips',
      name: 'Sunny Trips',
      allowedOrigins: ['https://sunny.example', 'https://www.sunny.example:8443'],
      relayAllowList: DEFAULT_RELAY_ALLOW_LIST,
      defaultBrand: 'default',
    });
  });

  it('add takes --brand and drops repeated origins; a taken id is refused', async () => {
    await run('add', 'momo-fans', '--name', 'Momo Fans', '--origin', 'https://m.example', '--origin', 'https://m.example', '--brand', 'momondo');
    const partner = await createPartnerService(db).getPartner('momo-fans');
    expect(partner).toMatchObject({ allowedOrigins: ['https://m.example'], defaultBrand: 'momondo' });
    expect(await failure('add', 'momo-fans', '--name', 'Again', '--origin', 'https://x.example')).toBe(
      'Partner "momo-fans" already exists; use set-origins, set-relay or set-brand to change it',
    );
  });

  it('two concurrent adds of one id: one adds it, the other reports "already exists" (no unique-violation error)', async () => {
    const add = (name: string) => run('add', 'race-trips', '--name', name, '--origin', 'https://race.example');
    const results = await Promise.allSettled([add('First'), add('Second')]);
    const added = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(added).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(PartnerCliError);
    expect((refused[0] as Error).message).toBe('Partner "race-trips" already exists; use set-origins, set-relay or set-brand to change it');
    const stored = await createPartnerService(db).getPartner('race-trips');
    expect(added[0]).toContain(`\t${stored?.name ?? '?'}\t`);
  });

  it('set-origins, set-relay and set-brand change one field each; remove deletes', async () => {
    await run('add', 'acme-two', '--name', 'Acme Two', '--origin', 'https://a.example');
    await run('set-origins', 'acme-two', 'https://b.example', 'http://localhost:3000');
    await run('set-relay', 'acme-two', 'GET:/i/api/flights/v1/search', 'post:/i/api/affiliate/ui/metrics/v1/');
    const updated = await run('set-brand', 'acme-two', 'cheapflights');
    expect(updated[0]).toMatch(/^Updated acme-two\t/);
    expect(await createPartnerService(db).getPartner('acme-two')).toEqual({
      id: 'acme-two',
      name: 'Acme Two',
      allowedOrigins: ['https://b.example', 'http://localhost:3000'],
      relayAllowList: [
        { method: 'GET', pathPrefix: '/i/api/flights/v1/search' },
        { method: 'POST', pathPrefix: '/i/api/affiliate/ui/metrics/v1/' },
      ],
      defaultBrand: 'cheapflights',
    });
    expect(await run('remove', 'acme-two')).toEqual(['Removed partner "acme-two"']);
    expect(await createPartnerService(db).getPartner('acme-two')).toBeNull();
    expect(await failure('remove', 'acme-two')).toBe('No partner "acme-two" (see npm run partner -- list)');
    expect(await failure('set-brand', 'nobody', 'cheapflights')).toBe('No partner "nobody" (see npm run partner -- list)');
  });

  it("set-social replaces the footer's social links (icons optional); no links brings back the product's", async () => {
    await run('add', 'acme-social', '--name', 'Acme Social', '--origin', 'https://social.example');
    const updated = await run('set-social', 'acme-social', 'x=https://x.com/acme', 'facebook=https://www.facebook.com/acme', '--icon', 'x=https://cdn.acme.example/x.svg');
    expect(updated[0]).toContain('social=x=https://x.com/acme (icon https://cdn.acme.example/x.svg) facebook=https://www.facebook.com/acme');
    expect((await createPartnerService(db).getPartner('acme-social'))?.socialLinks).toEqual([
      { name: 'x', url: 'https://x.com/acme', iconUrl: 'https://cdn.acme.example/x.svg' },
      { name: 'facebook', url: 'https://www.facebook.com/acme' },
    ]);
    await run('set-social', 'acme-social');
    expect((await createPartnerService(db).getPartner('acme-social'))?.socialLinks).toBeUndefined();

    expect(await failure('set-social', 'acme-social', 'myspace=https://myspace.com/acme')).toMatch(/^Invalid social link "myspace=.*name/);
    expect(await failure('set-social', 'acme-social', 'x=javascript:alert(1)')).toMatch(/^Invalid social link "x=javascript:alert\(1\)": url Expected an http\(s\) URL/);
    expect(await failure('set-social', 'acme-social', 'x=https://x.com/a', '--icon', 'x=data:image/svg+xml,<svg>')).toMatch(/iconUrl Expected an http\(s\) URL/);
    expect(await failure('set-social', 'acme-social', 'x=https://x.com/a', 'x=https://x.com/b')).toBe('Social site "x" given twice');
    expect(await failure('set-social', 'acme-social', 'x=https://x.com/a', '--icon', 'youtube=https://cdn.acme.example/y.svg')).toBe('--icon youtube=... has no youtube=<url> link');
    expect(await failure('set-social', 'demo', 'x=https://x.com/a')).toMatch(/managed by the seed/);
    expect((await createPartnerService(db).getPartner('acme-social'))?.socialLinks).toBeUndefined();
  });

  it('list prints one line a partner (seed-managed ones marked) or JSON', async () => {
    expect(await run('list')).toEqual(['No partners.']);
    await seed(db, { demoOrigin: 'http://127.0.0.1:5173' });
    await run('add', 'zeta', '--name', 'Zeta', '--origin', 'https://z.example');
    const lines = await run('list');
    expect(lines.map((l) => l.split('\t')[0])).toEqual(['acme-travel', 'demo', 'zeta']);
    expect(lines[1]).toMatch(/^demo\tDemo Partner\torigins=http:\/\/127.0.0.1:5173\tbrand=default\trelay=GET:\/i\/api\/flights\/v1\/search .*\(managed by the seed\)$/);
    expect(lines[2]).not.toContain('managed by the seed');
    const json = JSON.parse((await run('list', '--json'))[0] ?? '') as { id: string }[];
    expect(json.map((p) => p.id)).toEqual(['acme-travel', 'demo', 'zeta']);
  });

  it('refuses to write the partners the seed manages', async () => {
    expect(SEED_MANAGED_PARTNER_IDS).toEqual(['demo', 'acme-travel']);
    for (const args of [['set-origins', 'demo', 'https://x.example'], ['remove', 'acme-travel'], ['add', 'demo', '--name', 'D', '--origin', 'https://x.example']]) {
      expect(await failure(...args)).toMatch(/^Partner "(demo|acme-travel)" is managed by the seed \(server\/src\/db\/seed.ts\)/);
    }
  });

  it('validates every input with the contract schemas and writes nothing on bad input', async () => {
    expect(await failure('add', 'Bad_Id', '--name', 'X', '--origin', 'https://x.example')).toBe('Invalid partner id "Bad_Id": Expected a partner id such as demo');
    expect(await failure('add', 'okay', '--name', 'X', '--origin', 'https://x.example/path')).toBe(
      'Invalid origin "https://x.example/path": Expected an origin such as https://partner.example',
    );
    expect(await failure('add', 'okay', '--name', 'X')).toBe('At least one origin is needed, e.g. https://partner.example');
    expect(await failure('add', 'okay', '--origin', 'https://x.example')).toBe("Missing --name <name> (the partner's display name)");
    expect(await failure('add', 'okay', '--name', 'X', '--origin', 'https://x.example', '--brand', 'acme')).toMatch(/^Invalid brand "acme": /);
    expect(await failure('set-relay', 'okay', '/i/api/x')).toMatch(/^Invalid relay rule "\/i\/api\/x": expected METHOD:\/path\/prefix/);
    expect(await failure('set-relay', 'okay', 'FETCH:/i/api/x')).toMatch(/^Invalid relay rule "FETCH:\/i\/api\/x": method /);
    expect(await failure('set-relay', 'okay', 'GET:i/api/x')).toMatch(/^Invalid relay rule "GET:i\/api\/x": pathPrefix /);
    expect(await failure('set-origins', 'okay')).toBe('Wrong number of arguments for set-origins. (see npm run partner -- help)');
    expect(await failure('list', '--name', 'x')).toBe('Option --name does not apply to list. (see npm run partner -- help)');
    expect(await failure('add', 'okay', '--nme', 'x')).toMatch(/^Unknown option '--nme'.* \(see npm run partner -- help\)$/);
    expect(await failure('frobnicate')).toBe('Unknown command "frobnicate". (see npm run partner -- help)');
    expect(await failure()).toBe('Missing command. (see npm run partner -- help)');
    expect(await db.selectFrom('partners').select('id').execute()).toEqual([]);
  });
});

/** Each CLI process may take this long (a cold `tsx` start and a migration on a loaded 2-core machine), ms. */
const CLI_PROCESS_TIMEOUT_MS = 60_000;
/** The process test runs three CLI processes one after the other. */
const CLI_PROCESS_RUNS = 3;

// The process test runs `npm run partner` as an operator does, on the SQLite file DATABASE_PATH names (DATABASE_URL
// is cleared), so it runs once: the `postgres` project's re-run would test exactly the same thing again (issue #23).
// Three cold process starts took 14 s under load, close to the 20 s test budget (it failed there on PostgreSQL):
// its budget is the processes' own.
describe.skipIf(testDialect() === 'postgres')('partner CLI as a process', () => {
  it('migrates the database named by DATABASE_PATH, writes it, and exits 1 with one line on bad input', { timeout: CLI_PROCESS_TIMEOUT_MS * CLI_PROCESS_RUNS }, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partner-cli-'));
    try {
      const env = { ...process.env, DATABASE_PATH: path.join(dir, 'travel.sqlite'), DATABASE_URL: '' };
      const spawn = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { env, encoding: 'utf8', timeout: CLI_PROCESS_TIMEOUT_MS });

      const bad = spawn('add', 'sunny', '--name', 'Sunny', '--origin', 'sunny.example');
      expect(bad.status).toBe(1);
      expect(bad.stderr.trim()).toBe('partner: Invalid origin "sunny.example": Expected an origin such as https://partner.example');
      expect(bad.stdout).toBe('');

      const good = spawn('add', 'sunny', '--name', 'Sunny', '--origin', 'https://sunny.example');
      expect(good.stderr).toBe('');
      expect(good.status).toBe(0);
      const listed = spawn('list');
      expect(listed.status).toBe(0);
      expect(listed.stdout.trim()).toMatch(/^sunny\tSunny\torigins=https:\/\/sunny.example\tbrand=default\t/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
