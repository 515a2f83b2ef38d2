/**
 * The account menu's entries and their visibility rules (account-business-header-and-trips §2, §6), and the switcher
 * option states (§4: unselected, selected, loading).
 */
import { describe, expect, it } from 'vitest';
import { signedOutAuthState, type AuthState, type Feature, type Permission } from '@travel/contract';
import { FRAME_ACCOUNT_MENU_PATHS, TRIPS_ENTRY_FALLBACK_HREF, accountMenuEntries, switcherOptionState } from './account-menu-entries.ts';

/** Every path the spec names, as if every page existed. */
const ALL_PATHS = new Set([
  '/trips', '/business', '/business/get-started', '/business/tasks', '/business/tasks/company', '/business/approval', '/business/book',
  '/business/stats', '/business/policy', '/business/users', '/business/company', '/help', '/profile/account', '/guides/yourguides',
]);

interface BusinessPatch {
  mode: boolean;
  permissions?: Permission[];
  features?: Feature[];
  /** Onboarding progress, percent (auth state businessState); default complete. */
  company?: number;
  account?: number;
  /** The auth state's bookOnBehalfEnabled (the company's BOOK_ON_BEHALF in TRAVELER_OR_TRAVEL_MANAGER mode). */
  bookOnBehalf?: boolean;
}

function signedIn(patch: { guidebookEnabled?: boolean; business?: BusinessPatch } = {}): AuthState {
  const state = signedOutAuthState();
  return {
    ...state,
    loggedInSession: true,
    guidebookEnabled: patch.guidebookEnabled ?? false,
    userInfoState: { accountEmail: { email: 'ada@example.com' }, accountName: 'Ada', userImgUrl: null, userDisplayEmail: 'ada@example.com' },
    businessState: {
      ...state.businessState,
      businessMode: patch.business?.mode ?? false,
      businessProfile: patch.business ? { id: 'bp', companyName: 'Engines' } : null,
      permissions: patch.business?.permissions ?? [],
      features: patch.business?.features ?? [],
      companyOnboardingProgress: patch.business?.company ?? 100,
      accountOnboardingProgress: patch.business?.account ?? 100,
      bookOnBehalfEnabled: patch.business?.bookOnBehalf ?? false,
    },
  };
}

const ids = (state: AuthState, options: Parameters<typeof accountMenuEntries>[1] = { availablePaths: ALL_PATHS }) =>
  accountMenuEntries(state, options).map((e) => e.id);

describe('accountMenuEntries', () => {
  it('a signed-out visitor has no menu', () => {
    expect(ids(signedOutAuthState())).toEqual([]);
  });

  it('a personal account: trips, business register, help and account; guidebooks only when enabled', () => {
    expect(ids(signedIn())).toEqual(['trips', 'businessRegister', 'help', 'account']);
    expect(ids(signedIn({ guidebookEnabled: true }))).toEqual(['trips', 'businessRegister', 'guidebooks', 'help', 'account']);
  });

  it('a business profile hides business register; onboarding entries follow the progress and the permission (contract accountBusinessEntries)', () => {
    const manager = (company: number, account: number) =>
      signedIn({ business: { mode: false, permissions: ['COMPANY_SETTINGS_MANAGEMENT'], features: ['ONBOARDING_TASKS'], company, account } });
    expect(ids(manager(100, 100))).toEqual(['trips', 'tasks', 'help', 'account']);
    expect(ids(manager(0, 50))).toEqual(['trips', 'businessGetStarted', 'setUpAccount', 'help', 'account']);
    expect(ids(manager(40, 100))).toEqual(['trips', 'setUpCompany', 'tasks', 'help', 'account']);
    // Onboarding tasks are feature-gated; company tasks need COMPANY_SETTINGS_MANAGEMENT.
    expect(ids(signedIn({ business: { mode: false, company: 40, account: 50 } }))).toEqual(['trips', 'help', 'account']);
    expect(ids(signedIn({ business: { mode: false, features: ['ONBOARDING_TASKS'], company: 40, account: 50 } }))).toEqual(['trips', 'setUpAccount', 'help', 'account']);
  });

  it('business entries show only in business mode, each by its permission and feature (contract businessMenuEntries, §2 table)', () => {
    const all: Permission[] = ['TRIP_EVENT_APPROVAL_PROCESSING', 'BOOK_ON_BEHALF_REQUEST_PROCESSING', 'REPORTING_VIEW', 'TRAVEL_POLICY_MANAGEMENT', 'USER_GUEST_DELETE', 'COMPANY_SETTINGS_MANAGEMENT'];
    const features: Feature[] = ['BOOK_ON_BEHALF', 'TRIPS_TO_APPROVE', 'REPORTING'];
    expect(ids(signedIn({ business: { mode: false, permissions: all, features } }))).not.toContain('reporting');
    expect(ids(signedIn({ business: { mode: true, permissions: all, features, bookOnBehalf: true } }))).toEqual([
      'trips', 'tripsToApprove', 'tripsToBook', 'reporting', 'policies', 'manageUsers', 'companySettings', 'help', 'account',
    ]);
    // Trips to book also needs book-on-behalf enabled; manage users takes either permission.
    expect(ids(signedIn({ business: { mode: true, permissions: ['BOOK_ON_BEHALF_REQUEST_PROCESSING', 'BUSINESS_PROFILE_EDIT'] } }))).toEqual(['trips', 'manageUsers', 'help', 'account']);
    // The approval permissions are configurable.
    const custom = signedIn({ business: { mode: true, permissions: ['REPORTING_VIEW'], features: ['TRIPS_TO_APPROVE'] } });
    expect(ids(custom, { availablePaths: ALL_PATHS, approvalPermissions: ['REPORTING_VIEW'] })).toContain('tripsToApprove');
  });

  it('the admin hub entry: business mode only, to the link the business feature computed, not when disabled', () => {
    const admin = signedIn({ business: { mode: true, permissions: ['COMPANY_SETTINGS_MANAGEMENT'] } });
    const entries = accountMenuEntries(admin, { availablePaths: ALL_PATHS, adminHub: { href: '/business', disabled: false } });
    expect(entries.map((e) => [e.id, e.href])).toContainEqual(['adminHub', '/business']);
    expect(ids(admin, { availablePaths: ALL_PATHS, adminHub: { href: '/business/approval', disabled: true } })).not.toContain('adminHub');
    const personal = signedIn({ business: { mode: false, permissions: ['COMPANY_SETTINGS_MANAGEMENT'] } });
    expect(ids(personal, { availablePaths: ALL_PATHS, adminHub: { href: '/business', disabled: false } })).not.toContain('adminHub');
  });

  it('leaves out entries whose page the frame does not have (every /business path exists); the trips entry falls back to the account bookings', () => {
    const entries = accountMenuEntries(signedIn({ guidebookEnabled: true, business: { mode: true, permissions: ['REPORTING_VIEW'], features: ['REPORTING'] } }), { availablePaths: FRAME_ACCOUNT_MENU_PATHS });
    expect(entries.map((e) => [e.id, e.href])).toEqual([
      ['trips', TRIPS_ENTRY_FALLBACK_HREF],
      ['reporting', '/business/stats'],
      ['account', '/profile/account'],
    ]);
    const external = accountMenuEntries(signedIn(), { availablePaths: FRAME_ACCOUNT_MENU_PATHS, helpCentreUrl: 'https://help.example.com/' });
    expect(external.find((e) => e.id === 'help')).toMatchObject({ href: 'https://help.example.com/', external: true });
  });
});

describe('switcherOptionState', () => {
  it('selected, unselected, and loading for the one being switched to', () => {
    expect(switcherOptionState({ tokenId: 'a', selected: true }, null)).toBe('selected');
    expect(switcherOptionState({ tokenId: 'b', selected: false }, null)).toBe('unselected');
    expect(switcherOptionState({ tokenId: 'b', selected: false }, 'b')).toBe('loading');
    expect(switcherOptionState({ tokenId: 'a', selected: true }, 'b')).toBe('selected');
  });
});
