// @vitest-environment node
/**
 * The business tables (migration 0018) and their repository on a fresh database (SQLite, and PostgreSQL in the
 * postgres project): every company-scoped query reads and changes only its company's rows, and the schema refuses
 * what would cross companies (another company's role on a profile, a domain two companies claim, two custom roles
 * with one permission set, a guest without an expiry).
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { migrateToLatest, openDatabase, type Database } from '../../db/index.ts';
import {
  domainsHeldByOthers, findCompany, findProfile, findRole, insertBuiltInRole, insertCompany, insertCustomRole, insertGroup, insertProfile,
  listEmailDomains, listProfiles, replaceEmailDomains, updateCompany, updateProfile,
} from './repository.ts';

const NOW = '2026-01-01T00:00:00.000Z';
let database: TestDatabase;
let db: Kysely<Database>;
let acmeTraveler: number;
let globexTraveler: number;

async function account(id: string): Promise<void> {
  await db.insertInto('accounts').values({
    id, email: `${id}@example.com`, password_hash: null, name: id, marketing_optin: 0, disabled: 0, failed_login_count: 0, locked_until: null, created_at: NOW, confirmed_at: NOW,
  }).execute();
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDatabase(database.target);
  await migrateToLatest(db);
  await insertCompany(db, { id: 'acme', name: 'Acme', nowIso: NOW });
  await insertCompany(db, { id: 'globex', name: 'Globex', planTier: 'enterprise', nowIso: NOW });
  acmeTraveler = await insertBuiltInRole(db, 'acme', 'TRAVELER', 'Traveler', NOW);
  globexTraveler = await insertBuiltInRole(db, 'globex', 'TRAVELER', 'Traveler', NOW);
  for (const id of ['ada', 'bob', 'cy', 'dee']) await account(id);
  await insertProfile(db, { id: 'p-ada', accountId: 'ada', companyId: 'acme', roleId: acmeTraveler, nowIso: NOW });
  await insertProfile(db, { id: 'p-bob', accountId: 'bob', companyId: 'globex', roleId: globexTraveler, nowIso: NOW });
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe('business repository', () => {
  it('a new company has the defaults: tier biz, booking mode TRAVELER_ONLY, empty switches, settings and flags', async () => {
    expect(await findCompany(db, 'acme')).toMatchObject({
      plan_tier: 'biz', booking_mode: 'TRAVELER_ONLY', feature_switches_json: '{}', settings_json: '{}', flags_json: '{}', logo_ref: null,
    });
  });

  it('reads a profile only through its own company', async () => {
    expect(await findProfile(db, 'acme', 'p-ada')).toMatchObject({ account_id: 'ada', kind: 'member', status: 'active', business_mode: 1 });
    expect(await findProfile(db, 'globex', 'p-ada')).toBeUndefined();
    expect(await findRole(db, 'globex', acmeTraveler)).toBeUndefined();
  });

  it('changes a profile only through its own company', async () => {
    expect(await updateProfile(db, 'globex', 'p-ada', { status: 'deactivated' }, NOW)).toBe(false);
    expect((await findProfile(db, 'acme', 'p-ada'))?.status).toBe('active');
    expect(await updateProfile(db, 'acme', 'p-ada', { business_mode: 0 }, NOW)).toBe(true);
    expect((await findProfile(db, 'acme', 'p-ada'))?.business_mode).toBe(0);
  });

  it('refuses a profile holding another company\'s role or group (composite foreign keys)', async () => {
    await expect(insertProfile(db, { id: 'p-cy', accountId: 'cy', companyId: 'acme', roleId: globexTraveler, nowIso: NOW })).rejects.toThrow();
    const globexGroup = await insertGroup(db, 'globex', 'Sales', NOW);
    await expect(insertProfile(db, { id: 'p-cy', accountId: 'cy', companyId: 'acme', roleId: acmeTraveler, groupId: globexGroup, nowIso: NOW })).rejects.toThrow();
    const acmeGroup = await insertGroup(db, 'acme', 'Sales', NOW);
    await insertProfile(db, { id: 'p-cy', accountId: 'cy', companyId: 'acme', roleId: acmeTraveler, groupId: acmeGroup, nowIso: NOW });
    expect((await findProfile(db, 'acme', 'p-cy'))?.group_id).toBe(acmeGroup);
  });

  it('one profile per account; a guest needs an expiry and a member has none', async () => {
    await expect(insertProfile(db, { id: 'p-ada2', accountId: 'ada', companyId: 'acme', roleId: acmeTraveler, nowIso: NOW })).rejects.toThrow();
    await expect(insertProfile(db, { id: 'p-dee', accountId: 'dee', companyId: 'acme', roleId: acmeTraveler, kind: 'guest', nowIso: NOW })).rejects.toThrow();
    await insertProfile(db, { id: 'p-dee', accountId: 'dee', companyId: 'acme', roleId: acmeTraveler, kind: 'guest', guestExpiresAt: '2026-02-01T00:00:00.000Z', nowIso: NOW });
  });

  it('an email domain belongs to one company', async () => {
    await replaceEmailDomains(db, 'acme', ['acme.example', 'acme.test'], NOW);
    expect(await listEmailDomains(db, 'acme')).toEqual(['acme.example', 'acme.test']);
    expect(await domainsHeldByOthers(db, 'globex', ['acme.example', 'globex.example'])).toEqual(['acme.example']);
    expect(await domainsHeldByOthers(db, 'acme', ['acme.example'])).toEqual([]);
    await expect(replaceEmailDomains(db, 'globex', ['acme.example'], NOW)).rejects.toThrow();
  });

  it('custom roles of one company hold different permission sets; another company may hold the same set', async () => {
    await insertCustomRole(db, 'acme', { name: 'Analyst', permissionsJson: '["REPORTING_VIEW"]', permissionSetKey: 'REPORTING_VIEW' }, NOW);
    await expect(insertCustomRole(db, 'acme', { name: 'Analyst 2', permissionsJson: '["REPORTING_VIEW"]', permissionSetKey: 'REPORTING_VIEW' }, NOW)).rejects.toThrow();
    await insertCustomRole(db, 'globex', { name: 'Analyst', permissionsJson: '["REPORTING_VIEW"]', permissionSetKey: 'REPORTING_VIEW' }, NOW);
  });

  it('lists a company\'s profiles paged, with the total counted in SQL', async () => {
    const page = await listProfiles(db, 'acme', { offset: 0, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.email)).toEqual(['ada@example.com', 'cy@example.com']);
    expect((await listProfiles(db, 'globex', { offset: 0, limit: 10 })).rows.map((r) => r.email)).toEqual(['bob@example.com']);
  });

  it('a deleted company is not found and not updated', async () => {
    await insertCompany(db, { id: 'gone', name: 'Gone', nowIso: NOW });
    await db.updateTable('companies').set({ deleted_at: NOW }).where('id', '=', 'gone').execute();
    expect(await findCompany(db, 'gone')).toBeUndefined();
    expect(await updateCompany(db, 'gone', { name: 'x' }, NOW)).toBe(false);
  });
});
