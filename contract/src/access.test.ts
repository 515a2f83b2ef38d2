// @vitest-environment node
/** The access rule of core-and-business §6 and the requirements the spec names. */
import { describe, expect, it } from 'vitest';
import {
  AccessRequirementSchema, BOOK_FOR_OTHERS_REQUIREMENT, COMPANY_SETTINGS_REQUIREMENT, hasAccess, type AccessSubject, type Feature, type Permission,
} from './index.ts';

const business = (permissions: Permission[], features: Feature[] = []): AccessSubject => ({ business: { permissions, features } });
const noBusiness: AccessSubject = { business: null };

describe('hasAccess(subject, requirement)', () => {
  it('a user without a business profile passes every check', () => {
    expect(hasAccess(noBusiness, {})).toBe(true);
    expect(hasAccess(noBusiness, { permissions: ['USER_MANAGEMENT'] })).toBe(true);
    expect(hasAccess(noBusiness, { features: ['REPORTING'], permissions: ['REPORTING_VIEW'] })).toBe(true);
    expect(hasAccess(noBusiness, COMPANY_SETTINGS_REQUIREMENT)).toBe(true);
  });

  it('a business user passes a requirement that asks nothing (absent or empty lists)', () => {
    expect(hasAccess(business([]), {})).toBe(true);
    expect(hasAccess(business([]), { permissions: [], features: [] })).toBe(true);
  });

  it('a required permission list needs at least one of them', () => {
    const requirement = { permissions: ['EVENT_EDIT', 'EVENT_EDIT_FOR_ALL'] } as const;
    expect(hasAccess(business(['EVENT_EDIT_FOR_ALL']), requirement)).toBe(true);
    expect(hasAccess(business(['EVENT_EDIT', 'EVENT_EDIT_FOR_ALL']), requirement)).toBe(true);
    expect(hasAccess(business(['USER_MANAGEMENT']), requirement)).toBe(false);
    expect(hasAccess(business([]), requirement)).toBe(false);
  });

  it('a required feature list needs at least one of them; permissions do not stand in for features', () => {
    expect(hasAccess(business([], ['REPORTING']), { features: ['REPORTING', 'TRIPS_TO_APPROVE'] })).toBe(true);
    expect(hasAccess(business([], ['SSO_INTEGRATION']), { features: ['REPORTING'] })).toBe(false);
    // HOTEL_RECOMMENDATION is both a permission and a feature name: held as a permission only, it is no feature.
    expect(hasAccess(business(['HOTEL_RECOMMENDATION']), { features: ['HOTEL_RECOMMENDATION'] })).toBe(false);
  });

  it('when both lists are required, both must be met', () => {
    const requirement = { features: ['REPORTING'], permissions: ['REPORTING_VIEW'] } as const;
    expect(hasAccess(business(['REPORTING_VIEW'], ['REPORTING']), requirement)).toBe(true);
    expect(hasAccess(business(['REPORTING_VIEW'], []), requirement)).toBe(false);
    expect(hasAccess(business([], ['REPORTING']), requirement)).toBe(false);
  });

  it('booking for others requires one of book for other, explicit, all allowing, all', () => {
    for (const p of ['TRIP_EVENT_BOOK_FOR_OTHER', 'TRIP_EVENT_BOOK_FOR_EXPLICIT', 'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING', 'TRIP_EVENT_BOOK_FOR_ALL'] as const) {
      expect(hasAccess(business([p]), BOOK_FOR_OTHERS_REQUIREMENT)).toBe(true);
    }
    expect(hasAccess(business(['TRIP_EVENT_BOOK', 'TRIP_EVENT_BOOK_FOR_GUEST']), BOOK_FOR_OTHERS_REQUIREMENT)).toBe(false);
  });

  it('company settings require COMPANY_SETTINGS_MANAGEMENT', () => {
    expect(hasAccess(business(['COMPANY_SETTINGS_MANAGEMENT']), COMPANY_SETTINGS_REQUIREMENT)).toBe(true);
    expect(hasAccess(business(['COMPANY_SETTINGS_APPROVAL_SETTINGS', 'USER_MANAGEMENT']), COMPANY_SETTINGS_REQUIREMENT)).toBe(false);
  });

  it('the named requirements are valid requirements; unknown names are not', () => {
    expect(AccessRequirementSchema.safeParse(BOOK_FOR_OTHERS_REQUIREMENT).success).toBe(true);
    expect(AccessRequirementSchema.safeParse(COMPANY_SETTINGS_REQUIREMENT).success).toBe(true);
    expect(AccessRequirementSchema.safeParse({ permissions: ['NOT_A_PERMISSION'] }).success).toBe(false);
  });
});
