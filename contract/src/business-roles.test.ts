// @vitest-environment node
/** The built-in roles and plan tiers (business-roles.ts): the published tables, read as a user of each role would. */
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_ROLES, BuiltInRoleSchema, DEFAULT_BUSINESS_TIER, FeatureSchema, PermissionSchema, TIER_FEATURES, featuresOf, hasAccess, permissionSetKey,
  permissionsOfRole, BOOK_FOR_OTHERS_REQUIREMENT, COMPANY_SETTINGS_REQUIREMENT, type BuiltInRole, type Permission,
} from './index.ts';

const subject = (role: BuiltInRole) => ({ business: { permissions: permissionsOfRole(role), features: [...FeatureSchema.options] } });

describe('built-in roles', () => {
  it('every role is defined once, with known permissions in the spec order and without the DISABLED marker', () => {
    expect(Object.keys(BUILT_IN_ROLES).sort()).toEqual([...BuiltInRoleSchema.options].sort());
    for (const role of BuiltInRoleSchema.options) {
      const permissions = permissionsOfRole(role);
      expect(permissions.length).toBeGreaterThan(0);
      expect(permissions).not.toContain('DISABLED');
      expect([...permissions]).toEqual(PermissionSchema.options.filter((p) => permissions.includes(p)));
      expect(BUILT_IN_ROLES[role].role).toBe(role);
    }
  });

  it('every role can book for themselves; the built-in permission sets are all different', () => {
    for (const role of BuiltInRoleSchema.options) expect(permissionsOfRole(role)).toContain('TRIP_EVENT_BOOK');
    const keys = BuiltInRoleSchema.options.map((r) => permissionSetKey(permissionsOfRole(r)));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('company admin holds all 41 permissions but DISABLED', () => {
    expect(permissionsOfRole('COMPANY_ADMIN')).toHaveLength(PermissionSchema.options.length - 1);
  });

  // Role -> [company settings, book for others, reporting view, policies, approve, event hub (EVENT_EDIT_FOR_ALL), manage users]
  it.each<[BuiltInRole, boolean, boolean, boolean, boolean, boolean, boolean, boolean]>([
    ['TRAVELER', false, false, false, false, false, false, false],
    ['TRAVEL_ARRANGER', false, true, false, false, false, false, false],
    ['TRAVEL_MANAGER', false, true, true, true, false, true, false],
    ['APPROVER', false, false, false, false, true, false, false],
    ['COMPANY_ADMIN', true, true, true, true, true, true, true],
    ['EVENT_EDITOR', false, false, false, false, false, true, false],
    ['HELPDESK', false, true, false, false, false, true, false],
  ])('%s: settings %s, book for others %s, reporting %s, policies %s, approvals %s, all events %s, users %s', (role, settings, others, reporting, policies, approve, events, users) => {
    const s = subject(role);
    const one = (...permissions: Permission[]) => hasAccess(s, { permissions });
    expect(hasAccess(s, COMPANY_SETTINGS_REQUIREMENT)).toBe(settings);
    expect(hasAccess(s, BOOK_FOR_OTHERS_REQUIREMENT)).toBe(others);
    expect(one('REPORTING_VIEW')).toBe(reporting);
    expect(one('TRAVEL_POLICY_MANAGEMENT')).toBe(policies);
    expect(one('TRIP_EVENT_APPROVAL_PROCESSING', 'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL')).toBe(approve);
    expect(one('EVENT_EDIT_FOR_ALL')).toBe(events);
    expect(one('USER_MANAGEMENT')).toBe(users);
  });
});

describe('plan tiers and featuresOf', () => {
  it('the default tier is biz (core-and-business §9)', () => {
    expect(DEFAULT_BUSINESS_TIER).toBe('biz');
  });

  it('higher tiers include lower ones; enterprise has all 23 features', () => {
    expect(TIER_FEATURES.bizPlus).toEqual(expect.arrayContaining([...TIER_FEATURES.biz]));
    expect(TIER_FEATURES.enterprise).toEqual(expect.arrayContaining([...TIER_FEATURES.bizPlus]));
    expect(TIER_FEATURES.enterprise).toHaveLength(23);
    expect(TIER_FEATURES.biz.length).toBeLessThan(TIER_FEATURES.bizPlus.length);
  });

  it.each([
    ['biz', {}, 'REPORTING', false],
    ['bizPlus', {}, 'REPORTING', true],
    ['biz', { REPORTING: true }, 'REPORTING', true],
    ['bizPlus', { REPORTING: false }, 'REPORTING', false],
    ['bizPlus', {}, 'SSO_INTEGRATION', false],
    ['enterprise', {}, 'SSO_INTEGRATION', true],
    ['enterprise', { SSO_INTEGRATION: false }, 'SSO_INTEGRATION', false],
    ['biz', {}, 'TRIPS_TO_APPROVE', true],
    ['biz', {}, 'ONBOARDING_TASKS', true],
  ] as const)('featuresOf(%s, %j) has %s: %s', (tier, switches, feature, present) => {
    expect(featuresOf(tier, switches).includes(feature)).toBe(present);
  });

  it('returns features in the spec order without duplicates', () => {
    const f = featuresOf('biz', { SSO_INTEGRATION: true, ONBOARDING_TASKS: true });
    expect(f).toEqual(FeatureSchema.options.filter((x) => f.includes(x)));
    expect(new Set(f).size).toBe(f.length);
  });

  it('permissionSetKey ignores order and duplicates', () => {
    expect(permissionSetKey(['USER_INVITE', 'TRIP_EVENT_BOOK', 'USER_INVITE'])).toBe(permissionSetKey(['TRIP_EVENT_BOOK', 'USER_INVITE']));
    expect(permissionSetKey(['USER_INVITE'])).not.toBe(permissionSetKey(['TRIP_EVENT_BOOK']));
  });
});
