// @vitest-environment node
/** The published business table (scripts/business-table.ts) and docs/business-access.md. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_PAGES, FeatureSchema, PermissionSchema } from '../contract/src/index.ts';
import {
  DOC_PATH, GENERATED_END, GENERATED_START, findRoleTables, loadRoleTables, renderBusinessTable, replaceGenerated,
} from './business-table.ts';

const none = { roles: null, tiers: null };

describe('findRoleTables (the optional roles module)', () => {
  it('recognises roles -> permission lists, sets or { permissions } objects, and tiers -> feature lists', () => {
    const found = findRoleTables({
      RoleSchema: z.enum(['traveler']),
      label: 'not a table',
      permissionsOf: () => [],
      BUILT_IN_ROLES: { traveler: { permissions: new Set(['TRIP_EVENT_BOOK']) }, companyAdmin: ['COMPANY_SETTINGS_MANAGEMENT', 'USER_MANAGEMENT'] },
      TIER_FEATURES: { biz: ['ONBOARDING_TASKS'], bizPlus: new Set(['ONBOARDING_TASKS', 'REPORTING']), enterprise: ['REPORTING', 'SSO_INTEGRATION'] },
    });
    expect(found.roles).toEqual({ traveler: ['TRIP_EVENT_BOOK'], companyAdmin: ['COMPANY_SETTINGS_MANAGEMENT', 'USER_MANAGEMENT'] });
    expect(found.tiers).toEqual({ biz: ['ONBOARDING_TASKS'], bizPlus: ['ONBOARDING_TASKS', 'REPORTING'], enterprise: ['REPORTING', 'SSO_INTEGRATION'] });
  });

  it('ignores objects holding names the contract does not know', () => {
    expect(findRoleTables({ ROLES: { traveler: ['FLY_FREE'] }, TIERS: { biz: ['TELEPORT'] } })).toEqual(none);
  });

  it('answers nulls when the module does not exist', async () => {
    expect(await loadRoleTables(path.resolve(import.meta.dirname, 'no-such-module.ts'))).toEqual(none);
  });
});

describe('renderBusinessTable', () => {
  const text = renderBusinessTable(none);

  it('has a row for every admin page, permission and feature, and every route status', () => {
    for (const page of ADMIN_PAGES) expect(text).toContain(`| \`${page.id}\` | ${page.title} | \`${page.path}\` |`);
    for (const name of PermissionSchema.options) expect(text).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
    for (const name of FeatureSchema.options) expect(text).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
    for (const status of ['| 401 | `INVALID_SESSION`', '| 403 | `MISSING_TWO_FACTOR_AUTHENTICATION`', '| 403 | `FORBIDDEN`', '| 404 | `NOT_FOUND`']) expect(text).toContain(status);
  });

  it('says where roles and tiers will come from while the roles module is absent, and lists them when given', () => {
    expect(text).toContain('_Not published yet: contract/src/business-roles.ts');
    const withRoles = renderBusinessTable({ roles: { travelManager: ['REPORTING_VIEW'] }, tiers: { bizPlus: ['REPORTING'] } });
    expect(withRoles).toContain('| `travelManager` | `REPORTING_VIEW` |');
    expect(withRoles).toContain('| `bizPlus` | `REPORTING` |');
    // The catalogue rows name the roles and tiers that hold each value.
    expect(withRoles).toMatch(/^\| `REPORTING_VIEW` \|.*\| `travelManager` \| core/m);
    expect(withRoles).toMatch(/^\| `REPORTING` \|.*\| `bizPlus` \| core/m);
  });

  it('derives the admin pages and menu entries of a permission from the tables', () => {
    expect(text).toMatch(/^\| `HOMEPAGE_MESSAGES_MANAGEMENT` \|.*\| `homepageMessages` \| - \|/m);
    expect(text).toMatch(/^\| `REPORTING_VIEW` \|.*\| `reporting` \| `reporting`, `tripsDashboard` \|/m);
  });
});

describe('docs/business-access.md', () => {
  it('holds the current table (run `npx tsx scripts/business-table.ts --write` after changing the contract)', async () => {
    const doc = readFileSync(DOC_PATH, 'utf8');
    expect(doc).toBe(replaceGenerated(doc, renderBusinessTable(await loadRoleTables())));
    expect(doc).toContain(GENERATED_START);
    expect(doc).toContain(GENERATED_END);
  });

  it('refuses a document without the markers', () => {
    expect(() => replaceGenerated('# no markers', 'x')).toThrow(/markers/);
  });
});
