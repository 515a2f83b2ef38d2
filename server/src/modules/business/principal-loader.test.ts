/**
 * The business principal built from the principal query's row (issue #25 bench: the role's permissions, the company's
 * features and flags are parsed once per distinct stored text and shared): a role, switch or flag changed in the
 * database, by this process or any other, shows on the very next row, never a kept parse of the old text.
 */
import { describe, expect, it } from 'vitest';
import { businessPrincipalOf } from './principal-loader.ts';

const row = (over: Partial<Parameters<typeof businessPrincipalOf>[0]> = {}): Parameters<typeof businessPrincipalOf>[0] => ({
  account_id: 'a1', email: 'a@example.com', account_name: 'A', account_confirmed_at: null, profile_id: 'p1', company_id: 'acme', company_name: 'Acme',
  logo_ref: null, plan_tier: 'biz', booking_mode: 'TRAVELER_ONLY', feature_switches_json: '{}', flags_json: '{}', multi_room_bookings: 0, company_confirmed_at: null,
  kind: 'member', business_mode: 1, two_factor_enabled: 0, two_factor_verified_at: null, profile_confirmed_at: null, role_id: 9, builtin_role: null,
  role_name: 'Custom', permissions_json: '["REPORTING_VIEW"]', ...over,
});

describe('businessPrincipalOf', () => {
  it('a custom role\'s changed permissions, switched features and changed flags show on the next row', () => {
    const before = businessPrincipalOf(row())!;
    expect(before.permissions).toEqual(['REPORTING_VIEW']);
    expect(before.features).toContain('TRAVEL_POLICY_BADGES');
    expect(before.flags.trainPolicy).toBe(false);
    // The same texts again: the same (frozen, shared) parse.
    expect(businessPrincipalOf(row())!.permissions).toBe(before.permissions);

    const after = businessPrincipalOf(row({ permissions_json: '["TRIP_EVENT_BOOK"]', feature_switches_json: '{"TRAVEL_POLICY_BADGES":false}', flags_json: '{"trainPolicy":true}' }))!;
    expect(after.permissions).toEqual(['TRIP_EVENT_BOOK']);
    expect(after.features).not.toContain('TRAVEL_POLICY_BADGES');
    expect(after.flags.trainPolicy).toBe(true);
    expect(Object.isFrozen(after.permissions) && Object.isFrozen(after.features) && Object.isFrozen(after.flags)).toBe(true);

    // Back to the first texts (a role edited back): the first parse again, not the last one.
    expect(businessPrincipalOf(row())!.permissions).toEqual(['REPORTING_VIEW']);
    // The same switches on another tier are another key.
    expect(businessPrincipalOf(row({ plan_tier: 'enterprise' }))!.features.length).toBeGreaterThan(before.features.length);
  });
});
