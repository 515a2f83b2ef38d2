// @vitest-environment node
/** The business menu and the account menu's business entries (account-business-header-and-trips §2, §4, §6). */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_BUSINESS_ENTRIES, BUSINESS_MENU_ENTRIES, accountBusinessEntries, businessMenuEntries, onboardingStatus, signedInAuthState,
  type AccountMenuSubject, type BusinessMenuSubject, type Feature, type Permission,
} from './index.ts';

const biz = (permissions: Permission[], features: Feature[] = [], extra: Partial<BusinessMenuSubject> = {}): BusinessMenuSubject => ({
  businessMode: true, businessProfile: { id: 'p1' }, permissions, features, ...extra,
});
const ids = (entries: { id: string }[]) => entries.map((e) => e.id);
const EVERYONE = ['help', 'account'];

describe('businessMenuEntries (account §2 "Business menu entries and who sees them")', () => {
  const cases: [string, BusinessMenuSubject, string[]][] = [
    ['a traveler: who may book for them, help and account', biz(['TRIP_EVENT_BOOK']), ['travelArrangers', ...EVERYONE]],
    ['a guest traveler: help and account only', biz(['TRIP_EVENT_BOOK'], [], { businessProfile: { id: 'g', kind: 'guest' } }), EVERYONE],
    ['approval processing + TRIPS_TO_APPROVE', biz(['TRIP_EVENT_APPROVAL_PROCESSING'], ['TRIPS_TO_APPROVE']), ['tripsToApprove', ...EVERYONE]],
    ['approval processing for all + TRIPS_TO_APPROVE', biz(['TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL'], ['TRIPS_TO_APPROVE']), ['tripsToApprove', ...EVERYONE]],
    ['approval processing without the feature', biz(['TRIP_EVENT_APPROVAL_PROCESSING']), EVERYONE],
    ['explicit-request approval is not in the default list', biz(['TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT'], ['TRIPS_TO_APPROVE']), EVERYONE],
    ['book-on-behalf processing + BOOK_ON_BEHALF', biz(['BOOK_ON_BEHALF_REQUEST_PROCESSING'], ['BOOK_ON_BEHALF']), ['tripsToBook', ...EVERYONE]],
    ['book-on-behalf processing, book-on-behalf not enabled', biz(['BOOK_ON_BEHALF_REQUEST_PROCESSING']), EVERYONE],
    ['book-on-behalf enabled by the auth state flag', biz(['BOOK_ON_BEHALF_REQUEST_PROCESSING'], [], { bookOnBehalfEnabled: true }), ['tripsToBook', ...EVERYONE]],
    ['the auth state flag off wins over the feature', biz(['BOOK_ON_BEHALF_REQUEST_PROCESSING'], ['BOOK_ON_BEHALF'], { bookOnBehalfEnabled: false }), EVERYONE],
    ['BOOK_ON_BEHALF_REQUEST (asking) is not processing: ask for a trip', biz(['BOOK_ON_BEHALF_REQUEST'], ['BOOK_ON_BEHALF']), ['tripRequests', ...EVERYONE]],
    ['asking needs book-on-behalf enabled', biz(['BOOK_ON_BEHALF_REQUEST']), EVERYONE],
    ['asking needs the traveler-or-travel-manager booking mode', biz(['BOOK_ON_BEHALF_REQUEST'], ['BOOK_ON_BEHALF'], { bookingMode: 'TRAVELER_ONLY' }), EVERYONE],
    ['REPORTING_VIEW + REPORTING', biz(['REPORTING_VIEW'], ['REPORTING']), ['reporting', ...EVERYONE]],
    ['REPORTING_VIEW without the feature', biz(['REPORTING_VIEW']), EVERYONE],
    ['TRAVEL_POLICY_MANAGEMENT', biz(['TRAVEL_POLICY_MANAGEMENT']), ['policies', ...EVERYONE]],
    ['BUSINESS_PROFILE_EDIT', biz(['BUSINESS_PROFILE_EDIT']), ['manageUsers', ...EVERYONE]],
    ['USER_GUEST_DELETE', biz(['USER_GUEST_DELETE']), ['manageUsers', ...EVERYONE]],
    ['USER_MANAGEMENT alone is not in the manage users rule', biz(['USER_MANAGEMENT']), EVERYONE],
    ['COMPANY_SETTINGS_MANAGEMENT', biz(['COMPANY_SETTINGS_MANAGEMENT']), ['companySettings', ...EVERYONE]],
    [
      'everything, in the menu order',
      biz(
        ['TRIP_EVENT_APPROVAL_PROCESSING', 'BOOK_ON_BEHALF_REQUEST_PROCESSING', 'REPORTING_VIEW', 'TRAVEL_POLICY_MANAGEMENT', 'BUSINESS_PROFILE_EDIT', 'COMPANY_SETTINGS_MANAGEMENT'],
        ['TRIPS_TO_APPROVE', 'BOOK_ON_BEHALF', 'REPORTING'],
      ),
      ['tripsToApprove', 'tripsToBook', 'reporting', 'policies', 'manageUsers', 'companySettings', 'help', 'account'],
    ],
    ['personal mode: no business menu', biz(['COMPANY_SETTINGS_MANAGEMENT'], [], { businessMode: false }), []],
    ['no business profile: no business menu', biz(['COMPANY_SETTINGS_MANAGEMENT'], [], { businessProfile: null }), []],
  ];
  it.each(cases)('%s', (_name, subject, expected) => {
    expect(ids(businessMenuEntries(subject))).toEqual(expected);
  });

  it('the configured approval list replaces the default', () => {
    const s = biz(['TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT'], ['TRIPS_TO_APPROVE']);
    expect(ids(businessMenuEntries(s, { approvalPermissions: ['TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT'] }))).toEqual(['tripsToApprove', ...EVERYONE]);
  });

  it('leads each entry to its §2 route; help to the configured help centre (external when absolute)', () => {
    const all = biz(PERMISSIONS_ALL, ['TRIPS_TO_APPROVE', 'BOOK_ON_BEHALF', 'REPORTING']);
    expect(Object.fromEntries(businessMenuEntries(all).map((e) => [e.id, [e.href, e.external]]))).toEqual({
      tripsToApprove: ['/business/approval', false], tripsToBook: ['/business/book', false], reporting: ['/business/stats', false],
      policies: ['/business/policy', false], manageUsers: ['/business/users', false], companySettings: ['/business/company', false],
      help: ['/help', false], account: ['/profile/account', false],
    });
    const help = businessMenuEntries(all, { helpCentreUrl: 'https://help.example.com/business' }).find((e) => e.id === 'help');
    expect(help).toMatchObject({ href: 'https://help.example.com/business', external: true });
  });

  it('takes the auth state businessState as it is', () => {
    const state = signedInAuthState({ email: 'a@b.example', name: null });
    state.businessState = { ...state.businessState, businessMode: true, businessProfile: { id: 'p', companyName: 'C' }, permissions: ['REPORTING_VIEW'], features: ['REPORTING'] };
    expect(ids(businessMenuEntries(state.businessState))).toEqual(['reporting', ...EVERYONE]);
  });

  it('shows the company trips entry (issue #26) with TRIPS_DASHBOARD and TRAVEL_TRACKER or REPORTING_VIEW', () => {
    const state = signedInAuthState({ email: 'a@b.example', name: null });
    const b = { ...state.businessState, businessMode: true, businessProfile: { id: 'p', companyName: 'C' } };
    expect(businessMenuEntries({ ...b, permissions: ['TRAVEL_TRACKER'], features: ['TRIPS_DASHBOARD'] }).find((e) => e.id === 'tripsDashboard')).toMatchObject({ href: '/business/trips-dashboard' });
    expect(ids(businessMenuEntries({ ...b, permissions: ['REPORTING_VIEW'], features: ['TRIPS_DASHBOARD'] }))).toContain('tripsDashboard');
    expect(ids(businessMenuEntries({ ...b, permissions: ['TRIP_EVENT_BOOK'], features: ['TRIPS_DASHBOARD'] }))).not.toContain('tripsDashboard');
    expect(ids(businessMenuEntries({ ...b, permissions: ['TRAVEL_TRACKER'], features: [] }))).not.toContain('tripsDashboard');
  });

  it('publishes a rule in words for every entry', () => {
    expect(BUSINESS_MENU_ENTRIES.map((e) => e.id)).toEqual([
      'tripsToApprove', 'tripsToBook', 'tripRequests', 'travelArrangers', 'reporting', 'tripsDashboard', 'policies', 'manageUsers', 'companySettings', 'help', 'account',
    ]);
    for (const e of [...BUSINESS_MENU_ENTRIES, ...ACCOUNT_BUSINESS_ENTRIES]) expect(e.visibleWhen.length).toBeGreaterThan(0);
  });
});

const PERMISSIONS_ALL: Permission[] = [
  'TRIP_EVENT_APPROVAL_PROCESSING', 'BOOK_ON_BEHALF_REQUEST_PROCESSING', 'REPORTING_VIEW', 'TRAVEL_POLICY_MANAGEMENT', 'BUSINESS_PROFILE_EDIT', 'COMPANY_SETTINGS_MANAGEMENT',
];

describe('onboardingStatus (account §4, §9)', () => {
  it.each([
    [0, 'notStarted'], [1, 'started'], [99, 'started'], [100, 'complete'], [null, 'complete'], [undefined, 'complete'],
  ] as const)('%s -> %s', (percent, expected) => {
    expect(onboardingStatus(percent)).toBe(expected);
  });
});

describe('accountBusinessEntries (account §2 "Account menu entries", §6)', () => {
  const account = (businessState: Partial<AccountMenuSubject['businessState']> | null, loggedInSession = true): AccountMenuSubject => ({
    loggedInSession,
    businessState: businessState === null
      ? { businessProfile: null, permissions: [], features: [] }
      : { businessProfile: { id: 'p1' }, permissions: [], features: [], ...businessState },
  });
  const admin = (company: number | null, accountProgress: number | null, features: Feature[] = ['ONBOARDING_TASKS']) =>
    account({ permissions: ['COMPANY_SETTINGS_MANAGEMENT'], features, companyOnboardingProgress: company, accountOnboardingProgress: accountProgress });
  const traveler = (company: number | null, accountProgress: number | null, features: Feature[] = ['ONBOARDING_TASKS']) =>
    account({ permissions: ['TRIP_EVENT_BOOK'], features, companyOnboardingProgress: company, accountOnboardingProgress: accountProgress });

  const cases: [string, AccountMenuSubject, string[]][] = [
    ['signed out: nothing', account(null, false), []],
    ['a consumer account: business register', account(null), ['businessRegister']],
    ['an admin, company not started, account not started', admin(0, 0), ['businessGetStarted', 'setUpAccount']],
    ['an admin, company started', admin(40, 100), ['setUpCompany', 'tasks']],
    ['an admin, all complete: tasks', admin(100, 100), ['tasks']],
    ['an admin, progress unknown counts as complete', admin(null, null), ['tasks']],
    ['an admin without ONBOARDING_TASKS: no onboarding entry', admin(0, 0, []), []],
    ['a traveler, company not started: no company entries', traveler(0, 50), ['setUpAccount']],
    ['a traveler, company started: no company entries', traveler(50, 100), ['tasks']],
    ['a traveler without ONBOARDING_TASKS', traveler(0, 0, []), []],
  ];
  it.each(cases)('%s', (_name, subject, expected) => {
    expect(ids(accountBusinessEntries(subject))).toEqual(expected);
  });

  it('leads each entry to its §2 path', () => {
    expect(Object.fromEntries(ACCOUNT_BUSINESS_ENTRIES.map((e) => [e.id, e.href]))).toEqual({
      businessRegister: '/business', businessGetStarted: '/business/get-started', setUpCompany: '/business/tasks/company',
      setUpAccount: '/business/tasks', tasks: '/business/tasks',
    });
  });

  it('never shows two entries to one page', () => {
    for (const company of [0, 50, 100, null]) {
      for (const progress of [0, 50, 100, null]) {
        const hrefs = accountBusinessEntries(admin(company, progress)).map((e) => e.href);
        expect(new Set(hrefs).size).toBe(hrefs.length);
      }
    }
  });
});
