/**
 * The `/business/*` access rules the route loader applies (business-access.ts; core-and-business §5, §6,
 * account-business-header-and-trips §6), driven by the contract's tables: built-in roles' permissions, tiers'
 * features and the admin hub page table.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_HUB_PATH, signedOutAuthState } from '@travel/contract';
import { BUSINESS_HUB_ROUTE_PATH } from './constants.ts';
import { adminHubCompanyOf, businessRouteAccess, visibleAdminPagesOf } from './business-access.ts';
import { businessAuth, personalAuth } from '../../../test/business-test-support.ts';

const kind = (...args: Parameters<typeof businessRouteAccess>) => businessRouteAccess(...args).kind;

describe('businessRouteAccess', () => {
  it('the route table mounts the hub at the contract path', () => {
    expect(BUSINESS_HUB_ROUTE_PATH).toBe(ADMIN_HUB_PATH);
  });

  it('fails closed without an auth state, asks a visitor to sign in, and turns away an account without a business profile', () => {
    expect(kind(null, '/business')).toBe('unavailable');
    expect(kind(signedOutAuthState(), '/business/company/general')).toBe('signIn');
    expect(kind(personalAuth(), '/business')).toBe('noProfile');
    expect(kind(personalAuth(), '/business/users/manage')).toBe('noProfile');
  });

  it('a traveler has no admin hub: one page at most (the event hub, for their own events: EVENT_EDIT), every admin page 403', () => {
    const traveler = businessAuth({ role: 'TRAVELER' });
    expect(visibleAdminPagesOf(traveler).filter((p) => p.kind === 'page').map((p) => p.id)).toEqual(['eventHub']);
    // The hub root leads to the single page (contract adminHubLink), so there is no hub to show.
    expect(businessRouteAccess(traveler, '/business')).toMatchObject({ kind: 'single', href: '/business/events' });
    expect(kind(traveler, '/business/company/general')).toBe('forbidden');
    expect(kind(traveler, '/business/users/manage')).toBe('forbidden');
  });

  it('a company admin sees the hub and its company pages; a deeper path belongs to its page', () => {
    const admin = businessAuth();
    expect(kind(admin, '/business')).toBe('hub');
    const general = businessRouteAccess(admin, '/business/company/general/');
    expect(general.kind === 'page' && general.page.id).toBe('companyGeneral');
    const deep = businessRouteAccess(admin, '/business/users/manage/42');
    expect(deep.kind === 'page' && deep.page.id).toBe('users');
    expect(kind(admin, '/business/company')).toBe('page');
    expect(kind(admin, '/business/no-such-page')).toBe('notFound');
  });

  it('a page hidden by its company flag answers 403 until the flag is on (roles: customRoles <- the company flag "roles")', () => {
    expect(kind(businessAuth(), '/business/users/roles')).toBe('forbidden');
    expect(kind(businessAuth({ companyFlags: { roles: true } }), '/business/users/roles')).toBe('page');
    expect(adminHubCompanyOf(businessAuth({ companyFlags: { roles: true, entities: false, unknownFlag: true } })).flags).toEqual({ customRoles: true, companyEntities: false });
  });

  it('onboarding pages open to every business profile; company tasks need COMPANY_SETTINGS_MANAGEMENT', () => {
    expect(kind(businessAuth({ role: 'TRAVELER' }), '/business/tasks')).toBe('onboarding');
    expect(kind(businessAuth({ role: 'TRAVELER' }), '/business/get-started')).toBe('onboarding');
    expect(kind(businessAuth({ role: 'TRAVELER' }), '/business/tasks/company')).toBe('forbidden');
    expect(kind(businessAuth(), '/business/tasks/company')).toBe('onboarding');
  });
});
