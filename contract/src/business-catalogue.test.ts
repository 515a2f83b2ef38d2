// @vitest-environment node
/** The permission and feature catalogue and the business route statuses (issue #24 "Readings to publish"). */
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_ROUTE_STATUSES, ErrorCodeSchema, FEATURE_CATALOGUE, FeatureSchema, PERMISSION_CATALOGUE, PermissionSchema, RESERVED_TEXT,
} from './index.ts';

describe('the permission and feature catalogue', () => {
  it('has a row for every PermissionSchema value and nothing else (41 permissions and the DISABLED marker)', () => {
    expect(Object.keys(PERMISSION_CATALOGUE).sort()).toEqual([...PermissionSchema.options].sort());
    expect(PermissionSchema.options.filter((p) => p !== 'DISABLED')).toHaveLength(41);
  });

  it('has a row for every FeatureSchema value and nothing else (23 features)', () => {
    expect(Object.keys(FEATURE_CATALOGUE).sort()).toEqual([...FeatureSchema.options].sort());
    expect(FeatureSchema.options).toHaveLength(23);
  });

  it('says what each value allows, cites its source, and marks reserved rows honestly', () => {
    for (const [name, row] of [...Object.entries(PERMISSION_CATALOGUE), ...Object.entries(FEATURE_CATALOGUE)]) {
      expect(row.allows.length, name).toBeGreaterThan(10);
      expect(row.spec.length, name).toBeGreaterThan(0);
      expect(row.allows.startsWith(RESERVED_TEXT), name).toBe(row.reserved);
    }
  });

  it('covers the rows issue #24 names', () => {
    expect(PERMISSION_CATALOGUE.TRIP_EVENT_BOOK.allows).toMatch(/book travel at all/i);
    expect(PERMISSION_CATALOGUE.SENIORITY_MANAGEMENT.allows).toMatch(/groups page/);
    for (const name of ['GUIDES_PROMO', 'VIDEO_TUTORIALS', 'COMPANY_DELETION', 'DELETE_ACCOUNT', 'SHOPPING_CART', 'PTC_SELECTION'] as const) {
      expect(FEATURE_CATALOGUE[name].allows).not.toBe('');
    }
    expect(PERMISSION_CATALOGUE.DISABLED.allows).toMatch(/marker/);
  });
});

describe('BUSINESS_ROUTE_STATUSES', () => {
  it('answers 401 when not signed in, 403 MISSING_TWO_FACTOR_AUTHENTICATION or FORBIDDEN, 404 for another company, in that order', () => {
    expect(BUSINESS_ROUTE_STATUSES.map((s) => `${s.status} ${s.code}`)).toEqual([
      '401 INVALID_SESSION', '403 FORBIDDEN', '403 MISSING_TWO_FACTOR_AUTHENTICATION', '403 FORBIDDEN', '404 NOT_FOUND',
    ]);
    for (const s of BUSINESS_ROUTE_STATUSES) expect(ErrorCodeSchema.options).toContain(s.code);
  });
});
