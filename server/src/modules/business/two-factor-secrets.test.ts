// @vitest-environment node
/**
 * Business two-factor secrets encrypted at rest (two-factor-secrets.ts, two-factor-repository.ts, secret-box.ts) on a
 * fresh database (SQLite, and PostgreSQL in the postgres project): the column never holds the secret, a code of the
 * secret still verifies, a plaintext row from before encryption is sealed (on read and by the start-up step), a wrong
 * key stops the start-up with one line naming TWO_FACTOR_ENCRYPTION_KEY, and an altered or moved value is refused.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { migrateToLatest, openDatabase, type Database } from '../../db/index.ts';
import { DEMO_BUSINESS_USERS, demoTotpSecret, seedDemoBusiness } from '../../db/seed-business.ts';
import { insertBuiltInRole, insertCompany, insertProfile } from './repository.ts';
import { SecretBoxError } from './secret-box.ts';
import { claimStep, findAuthenticator, savePendingAuthenticator, activateAuthenticator } from './two-factor-repository.ts';
import { loadTwoFactorSecretBox, prepareTwoFactorSecrets, TWO_FACTOR_KEY_SECRET_NAME } from './two-factor-secrets.ts';
import { acceptTotp, newTotpSecret, totpCodeAt, totpStepAt } from './two-factor-totp.ts';

const NOW = '2026-01-01T00:00:00.000Z';
const NOW_MS = Date.parse(NOW);
const now = () => NOW_MS;
const KEY = randomBytes(32).toString('base64');
const OTHER_KEY = randomBytes(32).toString('hex');
let database: TestDatabase;
let db: Kysely<Database>;

const storedSecret = async (profileId: string) =>
  (await db.selectFrom('business_two_factor').select('secret').where('profile_id', '=', profileId).executeTakeFirstOrThrow()).secret;

/** A row as an older server wrote it: the base32 secret in plaintext. */
async function insertPlaintext(profileId: string, secret: string): Promise<void> {
  await db.insertInto('business_two_factor').values({
    profile_id: profileId, company_id: 'acme', secret, status: 'active', last_used_step: null, created_at: NOW, confirmed_at: NOW,
  }).execute();
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDatabase(database.target);
  await migrateToLatest(db);
  await insertCompany(db, { id: 'acme', name: 'Acme', nowIso: NOW });
  const role = await insertBuiltInRole(db, 'acme', 'TRAVELER', 'Traveler', NOW);
  for (const id of ['ada', 'bob', 'cy']) {
    await db.insertInto('accounts').values({
      id, email: `${id}@example.com`, password_hash: null, name: id, marketing_optin: 0, disabled: 0, failed_login_count: 0, locked_until: null, created_at: NOW, confirmed_at: NOW,
    }).execute();
    await insertProfile(db, { id: `p-${id}`, accountId: id, companyId: 'acme', roleId: role, nowIso: NOW });
  }
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});
beforeEach(async () => {
  await db.deleteFrom('business_two_factor').execute();
});

describe('two-factor secrets at rest', () => {
  it('stores a sealed value, not the secret, and a code of the secret still verifies', async () => {
    const box = await loadTwoFactorSecretBox(db, KEY, now);
    const secret = newTotpSecret();
    expect(await savePendingAuthenticator(db, box, { companyId: 'acme', profileId: 'p-ada', secret, nowIso: NOW })).toBe(true);
    const stored = await storedSecret('p-ada');
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret);

    const row = await findAuthenticator(db, box, 'acme', 'p-ada');
    expect(row).toMatchObject({ secret, status: 'pending' });
    const step = acceptTotp(row?.secret ?? '', totpCodeAt(secret, NOW_MS), NOW_MS, null);
    expect(step).toBe(totpStepAt(NOW_MS));
    expect(await activateAuthenticator(db, { companyId: 'acme', profileId: 'p-ada', step: step ?? 0, codeHashes: [], nowIso: NOW })).toBe(true);
    // A later code verifies against the stored (sealed) secret as read by a fresh box of the same key.
    const later = NOW_MS + 60_000;
    const reread = await findAuthenticator(db, await loadTwoFactorSecretBox(db, KEY, now), 'acme', 'p-ada');
    const laterStep = acceptTotp(reread?.secret ?? '', totpCodeAt(secret, later), later, reread?.lastUsedStep ?? null);
    expect(laterStep).toBe(totpStepAt(later));
    expect(await claimStep(db, 'acme', 'p-ada', laterStep ?? 0)).toBe(true);
    expect(await storedSecret('p-ada')).toBe(stored);
  });

  it('upgrades a plaintext row from before encryption the first time it is read', async () => {
    const secret = newTotpSecret();
    await insertPlaintext('p-bob', secret);
    const box = await loadTwoFactorSecretBox(db, KEY, now);
    expect((await findAuthenticator(db, box, 'acme', 'p-bob'))?.secret).toBe(secret);
    const stored = await storedSecret('p-bob');
    expect(stored).toMatch(/^v1:/);
    expect(box.open(stored, 'p-bob')).toBe(secret);
    expect((await findAuthenticator(db, box, 'acme', 'p-bob'))?.secret).toBe(secret);
    expect(await storedSecret('p-bob')).toBe(stored);
  });

  it('the start-up step seals every plaintext row, once (idempotent)', async () => {
    const secrets = { 'p-ada': newTotpSecret(), 'p-bob': newTotpSecret() };
    for (const [profileId, secret] of Object.entries(secrets)) await insertPlaintext(profileId, secret);
    const first = await prepareTwoFactorSecrets(db, KEY, now);
    expect(first.sealed).toBe(2);
    for (const [profileId, secret] of Object.entries(secrets)) {
      const stored = await storedSecret(profileId);
      expect(stored).not.toContain(secret);
      expect(first.box.open(stored, profileId)).toBe(secret);
    }
    expect((await prepareTwoFactorSecrets(db, KEY, now)).sealed).toBe(0);
  });

  it('a wrong key fails clearly: the start-up step stops with one line naming TWO_FACTOR_ENCRYPTION_KEY, a read throws', async () => {
    const box = await loadTwoFactorSecretBox(db, KEY, now);
    await savePendingAuthenticator(db, box, { companyId: 'acme', profileId: 'p-ada', secret: newTotpSecret(), nowIso: NOW });
    const failure = await prepareTwoFactorSecrets(db, OTHER_KEY, now).then(() => null, (err: unknown) => err as Error);
    expect(failure?.message).toMatch(/^TWO_FACTOR_ENCRYPTION_KEY does not open the stored business two-factor secrets/);
    expect(failure?.message).not.toContain('\n');
    expect(failure?.message).not.toContain(OTHER_KEY);
    const wrong = await loadTwoFactorSecretBox(db, OTHER_KEY, now);
    await expect(findAuthenticator(db, wrong, 'acme', 'p-ada')).rejects.toThrow(/does not open with TWO_FACTOR_ENCRYPTION_KEY/);
    // The right key still starts.
    await expect(prepareTwoFactorSecrets(db, KEY, now)).resolves.toMatchObject({ sealed: 0 });
  });

  it('refuses a tampered ciphertext and a sealed value copied from another profile', async () => {
    const box = await loadTwoFactorSecretBox(db, KEY, now);
    await savePendingAuthenticator(db, box, { companyId: 'acme', profileId: 'p-ada', secret: newTotpSecret(), nowIso: NOW });
    await savePendingAuthenticator(db, box, { companyId: 'acme', profileId: 'p-bob', secret: newTotpSecret(), nowIso: NOW });
    const ada = await storedSecret('p-ada');
    const [version, iv, ct = '', tag] = ada.split(':');
    const ctBytes = Buffer.from(ct, 'base64url');
    ctBytes[0] = (ctBytes[0] ?? 0) ^ 0x20;
    await db.updateTable('business_two_factor').set({ secret: [version, iv, ctBytes.toString('base64url'), tag].join(':') }).where('profile_id', '=', 'p-ada').execute();
    await expect(findAuthenticator(db, box, 'acme', 'p-ada')).rejects.toThrow(SecretBoxError);

    // An attacker who can write the table puts their own (known) secret's value on a victim's row: refused.
    await db.updateTable('business_two_factor').set({ secret: await storedSecret('p-bob') }).where('profile_id', '=', 'p-ada').execute();
    await expect(findAuthenticator(db, box, 'acme', 'p-ada')).rejects.toThrow(/altered/);
  });

  it('with no setting, a generated key is kept in server_secrets and shared by every later load', async () => {
    const a = await loadTwoFactorSecretBox(db, undefined, now);
    const b = await loadTwoFactorSecretBox(db, undefined, now);
    expect(b.open(a.seal('JBSWY3DPEHPK3PXP', 'p-cy'), 'p-cy')).toBe('JBSWY3DPEHPK3PXP');
    const row = await db.selectFrom('server_secrets').select('value').where('name', '=', TWO_FACTOR_KEY_SECRET_NAME).executeTakeFirst();
    expect(Buffer.from(row?.value ?? '', 'base64url')).toHaveLength(32);
  });
});

describe('demo seed', () => {
  it('stores the demo users\' secrets sealed, and they open to the README\'s secrets', async () => {
    await seedDemoBusiness(db, NOW, KEY);
    const box = await loadTwoFactorSecretBox(db, KEY, now);
    const rows = await db.selectFrom('business_two_factor as t').innerJoin('business_profiles as p', 'p.id', 't.profile_id')
      .innerJoin('accounts as a', 'a.id', 'p.account_id').select(['a.email', 't.profile_id', 't.secret', 't.company_id']).execute();
    // This database already has a company `acme` (beforeAll), which the seed leaves as it is: Globex's users are seeded.
    const enrolled = DEMO_BUSINESS_USERS.filter((u) => u.enrolled && u.company === 'globex');
    expect(rows.map((r) => r.email).sort()).toEqual(enrolled.map((u) => u.email).sort());
    for (const row of rows) {
      expect(row.secret, row.email).toMatch(/^v1:/);
      expect(row.secret).not.toContain(demoTotpSecret(row.email));
      expect((await findAuthenticator(db, box, row.company_id, row.profile_id))?.secret, row.email).toBe(demoTotpSecret(row.email));
    }
    // README "Business edition" prints these secrets.
    expect(demoTotpSecret('admin@globex.example')).toBe('X5XR6CRXHF2X3KQQM6IUUZDNMOD7R5VJ');
  });
});
