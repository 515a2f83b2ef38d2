// @vitest-environment node
/** The admin hub table and its visibility rules (core-and-business §3, §5, §6, §8; account-business-header-and-trips §2, §6). */
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_PAGE_FLAG_DEFAULTS, ADMIN_PAGE_FLAG_OF_COMPANY_FLAG, ADMIN_PAGES, companyFlagOfAdminPageFlag, AdminPageFlagSchema, AdminPageIdSchema, adminHubLink, adminPageForPath, isAdminPageVisible, businessEntryShown, eventHubAvailable,
  FeatureSchema, PermissionSchema, tripsToApproveAvailable, visibleAdminPages,
  type AdminHubCompany, type AdminHubSubject, type AdminPageDefinition, type AdminPageFlag, type AdminPageId, type Feature, type Permission,
  type VisibleAdminPage,
} from './index.ts';

const ALL_PERMISSIONS = PermissionSchema.options.filter((p) => p !== 'DISABLED');
const ALL_FEATURES = FeatureSchema.options;
const ALL_FLAGS_ON = Object.fromEntries(AdminPageFlagSchema.options.map((f) => [f, true])) as Record<AdminPageFlag, boolean>;
const ALL_FLAGS_OFF = Object.fromEntries(AdminPageFlagSchema.options.map((f) => [f, false])) as Record<AdminPageFlag, boolean>;
const travelerOnly: AdminHubCompany = { bookingMode: 'TRAVELER_ONLY' };
const everything: AdminHubCompany = { bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER', flags: ALL_FLAGS_ON };

const subject = (permissions: readonly string[], features: readonly string[] = []): AdminHubSubject => ({ permissions, features });
const silent = { logError: () => undefined };
const ids = (pages: readonly VisibleAdminPage[]) => pages.map((p) => p.id);
const visibleIds = (s: AdminHubSubject, c: AdminHubCompany, pages?: readonly AdminPageDefinition[]) => ids(visibleAdminPages(s, c, { ...silent, pages }));
const byId = (id: AdminPageId) => ADMIN_PAGES.find((p) => p.id === id)!;
const LEAVES = ADMIN_PAGES.filter((p) => p.kind === 'page');

/** What a row needs besides its permission: its feature, its flag (and its ancestors' flags), its booking mode. */
function companyFor(page: AdminPageDefinition): AdminHubCompany {
  return { bookingMode: page.bookingMode ?? 'TRAVELER_ONLY', flags: ALL_FLAGS_ON };
}
function featuresFor(page: AdminPageDefinition): Feature[] {
  const out: Feature[] = [];
  for (let p: AdminPageDefinition | undefined = page; p; p = p.parent ? byId(p.parent) : undefined) if (p.feature) out.push(p.feature);
  return out;
}
function permissionsFor(page: AdminPageDefinition): Permission[] {
  // The first listed permission of the row and of every ancestor with a list.
  const out: Permission[] = [];
  for (let p: AdminPageDefinition | undefined = page; p; p = p.parent ? byId(p.parent) : undefined) {
    const first = (p.permissionOverride ? p.permissionOverride.permissions : p.permissions)[0];
    if (first) out.push(first as Permission);
  }
  return out;
}

describe('the published admin hub table (core §6)', () => {
  it('has exactly one row per page identifier, each after its parent, with unique /business paths', () => {
    expect(ADMIN_PAGES.map((p) => p.id).sort()).toEqual([...AdminPageIdSchema.options].sort());
    const seen = new Set<string>();
    for (const page of ADMIN_PAGES) {
      if (page.parent !== null) expect(seen.has(page.parent), `${page.id} after ${page.parent}`).toBe(true);
      seen.add(page.id);
      expect(page.path.startsWith('/business')).toBe(true);
    }
    expect(new Set(ADMIN_PAGES.map((p) => p.path)).size).toBe(ADMIN_PAGES.length);
  });

  it('holds every path of the spec table', () => {
    const paths = new Set(ADMIN_PAGES.map((p) => p.path));
    const spec = [
      '/business', '/business/company', '/business/company/general', '/business/company/email-domains', '/business/company/offices',
      '/business/company/entities', '/business/company/corporate-membership/add', '/business/users', '/business/users/manage',
      '/business/users/groups', '/business/users/roles', '/business/approvals', '/business/approvals/settings', '/business/approvals/approvers',
      '/business/payment-options', '/business/trip-reporting-fields', '/business/integrations', '/business/integrations/sso',
      '/business/policy/messages', '/business/account-permissions', '/business/traveler-tracker', '/business/approval', '/business/book',
      '/business/stats', '/business/events', '/business/biz-plus-upgrade', '/business/invitations',
      ...['flight', 'hotel', 'train', 'car'].flatMap((v) => ['settings', 'restrictions', 'preferences', 'advanced-rules'].map((s) => `/business/policy/${v}/${s}`)),
    ];
    for (const path of spec) expect(paths.has(path), path).toBe(true);
    expect(byId('companyCorporateMemberships').title).toBe('Programs');
  });

  it('lists only permission names the contract knows, and never the DISABLED marker', () => {
    for (const page of ADMIN_PAGES) {
      for (const name of [...page.permissions, ...(page.permissionOverride?.permissions ?? [])]) {
        expect(PermissionSchema.options, `${page.id}: ${name}`).toContain(name);
        expect(name).not.toBe('DISABLED');
      }
    }
  });

  it('states the spec conditions on their rows', () => {
    const conditions: [AdminPageId, Partial<Pick<AdminPageDefinition, 'feature' | 'flag' | 'bookingMode'>>][] = [
      ['companyEntities', { flag: 'companyEntities' }],
      ['trainPolicies', { flag: 'trains' }], ['trainAdvancedRules', { flag: 'trains' }],
      ['carPreferences', { feature: 'CAR_PREFERENCES' }],
      ['roles', { flag: 'customRoles' }], ['approvers', { flag: 'customApprovers' }], ['paymentMethods', { flag: 'paymentOptions' }],
      ['tripReportingFields', { feature: 'TRIP_REPORTING_FIELDS' }], ['integrations', { flag: 'integrations' }], ['sso', { feature: 'SSO_INTEGRATION' }],
      ['homepageMessages', { flag: 'homepageMessages' }], ['accountPermissions', { flag: 'accountPermissions' }],
      ['travelerTracker', { feature: 'REPORTING', flag: 'travelerTracker' }], ['tripsToApprove', { feature: 'TRIPS_TO_APPROVE' }],
      ['tripsToBook', { feature: 'BOOK_ON_BEHALF', bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER' }], ['reporting', { feature: 'REPORTING' }],
    ];
    for (const [id, expected] of conditions) expect(byId(id), id).toMatchObject(expected);
    expect(ADMIN_PAGE_FLAG_DEFAULTS).toMatchObject({ integrations: false, homepageMessages: true, accountPermissions: false });
  });
});

describe('visibleAdminPages(subject, company) - core §5 rules', () => {
  it('shows every page to a profile holding everything, with every switch on, in traveler-or-travel-manager mode', () => {
    expect(visibleIds(subject(ALL_PERMISSIONS, ALL_FEATURES), everything)).toEqual(ADMIN_PAGES.map((p) => p.id));
  });

  it('shows nothing, not even the hub root, to a profile holding nothing', () => {
    expect(visibleIds(subject([]), everything)).toEqual([]);
  });

  it.each(LEAVES.map((p) => [p.id, p] as const))('%s: visible with one of its permissions and what else its row needs, hidden without the permission', (_id, page) => {
    const company = companyFor(page);
    const withIt = visibleIds(subject(permissionsFor(page), featuresFor(page)), company);
    expect(withIt).toContain(page.id);
    // Its ancestors show with it (a parent with a visible child stays).
    for (let p = page.parent; p !== null; p = byId(p).parent) expect(withIt).toContain(p);
    const own: readonly string[] = page.permissionOverride ? page.permissionOverride.permissions : page.permissions;
    const others = permissionsFor(page).slice(1).filter((p) => !own.includes(p));
    expect(visibleIds(subject(others, featuresFor(page)), company)).not.toContain(page.id);
  });

  it.each(ADMIN_PAGES.filter((p) => p.feature !== null).map((p) => [p.id, p] as const))('%s: hidden without its feature', (_id, page) => {
    expect(visibleIds(subject(ALL_PERMISSIONS, ALL_FEATURES.filter((f) => f !== page.feature)), companyFor(page))).not.toContain(page.id);
  });

  it.each(ADMIN_PAGES.filter((p) => p.flag !== null).map((p) => [p.id, p] as const))('%s: hidden when its company switch is off', (_id, page) => {
    const company = { ...companyFor(page), flags: { ...ALL_FLAGS_ON, [page.flag!]: false } };
    expect(visibleIds(subject(ALL_PERMISSIONS, ALL_FEATURES), company)).not.toContain(page.id);
  });

  it('applies the switch defaults when the company set none', () => {
    const all = visibleIds(subject(ALL_PERMISSIONS, ALL_FEATURES), travelerOnly);
    for (const [flag, on] of Object.entries(ADMIN_PAGE_FLAG_DEFAULTS)) {
      const gated = ADMIN_PAGES.filter((p) => p.flag === flag && p.kind === 'page');
      for (const page of gated) expect(all.includes(page.id), `${page.id} (${flag} default ${on})`).toBe(on);
    }
    expect(all).toContain('homepageMessages');
    expect(all).not.toContain('integrations');
    expect(all).not.toContain('accountPermissions');
  });

  it('hides a page whose booking mode differs from the company one (trips to book needs traveler-or-travel-manager)', () => {
    const s = subject(['BOOK_ON_BEHALF_REQUEST_PROCESSING'], ['BOOK_ON_BEHALF']);
    expect(visibleIds(s, { bookingMode: 'TRAVELER_ONLY' })).toEqual([]);
    expect(visibleIds(s, { bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER' })).toEqual(['adminHub', 'tripsToBook']);
  });

  it('hides a disabled page (enabled false), and a group whose every child is disabled', () => {
    const pages = ADMIN_PAGES.map((p) => (p.parent === 'companyInformation' || p.id === 'reporting' ? { ...p, enabled: false } : p));
    const shown = visibleIds(subject(ALL_PERMISSIONS, ALL_FEATURES), everything, pages);
    expect(shown).not.toContain('reporting');
    expect(shown).not.toContain('companyGeneral');
    expect(shown).not.toContain('companyInformation');
    expect(shown).toContain('users');
  });

  it('hides a page whose list holds the DISABLED marker, even from a profile that holds DISABLED', () => {
    const pages = ADMIN_PAGES.map((p) => (p.id === 'reporting' ? { ...p, permissions: ['REPORTING_VIEW', 'DISABLED'] } : p));
    expect(visibleIds(subject([...ALL_PERMISSIONS, 'DISABLED'], ALL_FEATURES), everything, pages)).not.toContain('reporting');
  });

  it("logs an unknown permission name once as 'Invalid admin hub page permission: {name}' and ignores it", () => {
    const logError = vi.fn();
    const pages = ADMIN_PAGES.map((p) => {
      if (p.id === 'reporting') return { ...p, permissions: ['REPORTING_VIEW', 'SEE_EVERYTHING'] };
      if (p.id === 'eventHub') return { ...p, permissions: ['SEE_EVERYTHING'] };
      return p;
    });
    const shown = ids(visibleAdminPages(subject(['REPORTING_VIEW', 'SEE_EVERYTHING'], ['REPORTING']), travelerOnly, { pages, logError }));
    expect(shown).toEqual(['adminHub', 'reporting']);
    // Reading: a list of only unknown names stays closed (the event hub), even to a profile "holding" the name.
    expect(shown).not.toContain('eventHub');
    expect(logError.mock.calls).toEqual([['Invalid admin hub page permission: SEE_EVERYTHING']]);
  });

  it('logs through console.error when no logger is given', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pages = ADMIN_PAGES.map((p) => (p.id === 'reporting' ? { ...p, permissions: ['NOPE'] } : p));
    visibleAdminPages(subject([]), travelerOnly, { pages });
    expect(spy).toHaveBeenCalledWith('Invalid admin hub page permission: NOPE');
    spy.mockRestore();
  });

  it('removes parents without visible children, and keeps only the visible branch', () => {
    expect(visibleIds(subject(['COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT']), travelerOnly)).toEqual(['adminHub', 'companyInformation', 'companyCorporateMemberships']);
    // Train rules need the train switch: with it off, its group goes, the other verticals stay.
    const policy = visibleIds(subject(['TRAVEL_POLICY_MANAGEMENT']), { bookingMode: 'TRAVELER_ONLY', flags: ALL_FLAGS_OFF });
    expect(policy).toContain('flightRules');
    expect(policy).not.toContain('trainRules');
    expect(policy).not.toContain('trainPolicies');
    // Car rules stay without CAR_PREFERENCES; only car preferences go.
    expect(policy).toContain('carPolicies');
    expect(policy).not.toContain('carPreferences');
  });

  it('keeps a page with content when its subpage is hidden, and hides the subpage with its page', () => {
    const s = subject(['COMPANY_INTEGRATION_MANAGEMENT'], ['SSO_INTEGRATION']);
    expect(visibleIds(subject(['COMPANY_INTEGRATION_MANAGEMENT']), everything)).toEqual(['adminHub', 'integrations']);
    expect(visibleIds(s, everything)).toEqual(['adminHub', 'integrations', 'sso']);
    expect(visibleIds(s, { bookingMode: 'TRAVELER_ONLY' })).toEqual([]);
  });

  it('gates homepage messages by HOMEPAGE_MESSAGES_MANAGEMENT and their switch, not by the policy pages rule', () => {
    expect(visibleIds(subject(['HOMEPAGE_MESSAGES_MANAGEMENT']), travelerOnly)).toEqual(['adminHub', 'homepageMessages']);
    expect(visibleIds(subject(['TRAVEL_POLICY_MANAGEMENT']), travelerOnly)).not.toContain('homepageMessages');
    expect(visibleIds(subject(['HOMEPAGE_MESSAGES_MANAGEMENT']), { bookingMode: 'TRAVELER_ONLY', flags: { homepageMessages: false } })).toEqual([]);
    expect(byId('homepageMessages').path).toBe('/business/policy/messages');
  });

  it('forces payment methods to COMPANY_SETTINGS_MANAGEMENT with the tier name as flag text when the higher-tier switch is on', () => {
    const higher: AdminHubCompany = { bookingMode: 'TRAVELER_ONLY', flags: { paymentOptionsHigherTier: true } };
    const viewer = subject(['COMPANY_PAYMENT_METHOD_VIEW']);
    const admin = subject(['COMPANY_SETTINGS_MANAGEMENT']);
    expect(visibleIds(viewer, travelerOnly)).toContain('paymentMethods');
    expect(visibleIds(admin, travelerOnly)).not.toContain('paymentMethods');
    expect(visibleIds(viewer, higher)).not.toContain('paymentMethods');
    const page = visibleAdminPages(admin, higher, silent).find((p) => p.id === 'paymentMethods');
    expect(page?.flagText).toBe('bizPlus');
    expect(visibleAdminPages(viewer, travelerOnly, silent).find((p) => p.id === 'paymentMethods')?.flagText).toBeNull();
  });
});

describe('tripsToApproveAvailable (core §5)', () => {
  const cases: [string, Permission[], Feature[], AdminHubCompany, boolean][] = [
    ['processing + feature', ['TRIP_EVENT_APPROVAL_PROCESSING'], ['TRIPS_TO_APPROVE'], travelerOnly, true],
    ['processing for all + feature', ['TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL'], ['TRIPS_TO_APPROVE'], travelerOnly, true],
    ['processing without the feature', ['TRIP_EVENT_APPROVAL_PROCESSING'], [], travelerOnly, false],
    ['explicit-request approval only', ['TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT'], ['TRIPS_TO_APPROVE'], travelerOnly, false],
    ["a requester's own approval requests", ['TRIP_EVENT_APPROVAL_REQUEST'], ['TRIPS_TO_APPROVE'], travelerOnly, false],
    // Issue #25: the approvals pages need the APPROVAL_SETTINGS feature too.
    ['authorized for the approvals page + feature', ['COMPANY_SETTINGS_APPROVAL_SETTINGS'], ['TRIPS_TO_APPROVE', 'APPROVAL_SETTINGS'], travelerOnly, true],
    ['the approvals page without APPROVAL_SETTINGS', ['COMPANY_SETTINGS_APPROVAL_SETTINGS'], ['TRIPS_TO_APPROVE'], travelerOnly, false],
    ['authorized for the approvals page, no feature', ['COMPANY_SETTINGS_APPROVAL_SETTINGS'], [], travelerOnly, false],
  ];
  it.each(cases)('%s', (_name, permissions, features, company, expected) => {
    expect(tripsToApproveAvailable(subject(permissions, features), company, silent)).toBe(expected);
  });

  it('is not authorized through an approvals page the configuration disabled', () => {
    const pages = ADMIN_PAGES.map((p) => (p.parent === 'approvals' ? { ...p, enabled: false } : p));
    expect(tripsToApproveAvailable(subject(['COMPANY_SETTINGS_APPROVAL_SETTINGS'], ['TRIPS_TO_APPROVE']), travelerOnly, { ...silent, pages })).toBe(false);
  });
});

describe('adminHubLink (core §6)', () => {
  const link = (permissions: Permission[], features: Feature[] = [], company = travelerOnly) => adminHubLink(visibleAdminPages(subject(permissions, features), company, silent));
  const cases: [string, Permission[], Feature[], ReturnType<typeof adminHubLink>][] = [
    ['no visible page: no link', [], [], null],
    ['one page: that page', ['REPORTING_VIEW'], ['REPORTING'], { href: '/business/stats', disabled: false }],
    ['one page under a group: that page, not the group', ['HOMEPAGE_MESSAGES_MANAGEMENT'], [], { href: '/business/policy/messages', disabled: false }],
    ['only trips to approve: that page, disabled', ['TRIP_EVENT_APPROVAL_PROCESSING'], ['TRIPS_TO_APPROVE'], { href: '/business/approval', disabled: true }],
    ['trips to approve and reporting: the hub root', ['TRIP_EVENT_APPROVAL_PROCESSING', 'REPORTING_VIEW'], ['TRIPS_TO_APPROVE', 'REPORTING'], { href: '/business', disabled: false }],
    ['company settings (many pages): the hub root', ['COMPANY_SETTINGS_MANAGEMENT'], [], { href: '/business', disabled: false }],
  ];
  it.each(cases)('%s', (_name, permissions, features, expected) => {
    expect(link(permissions, features)).toEqual(expected);
  });
});

describe('eventHubAvailable and businessEntryShown (core §5)', () => {
  it.each([
    [['EVENT_EDIT'], true], [['EVENT_EDIT_FOR_ALL'], true], [['COMPANY_SETTINGS_MANAGEMENT'], false], [[], false],
  ] as [Permission[], boolean][])('event hub with %j: %s', (permissions, expected) => {
    expect(eventHubAvailable(subject(permissions))).toBe(expected);
    expect(visibleIds(subject(permissions), travelerOnly).includes('eventHub')).toBe(expected);
  });

  it.each([
    [true, { id: 'p1' }, true], [false, { id: 'p1' }, false], [true, null, false], [false, null, false],
  ] as const)('business mode %s, profile %j: %s', (businessMode, businessProfile, expected) => {
    expect(businessEntryShown({ businessMode, businessProfile })).toBe(expected);
  });
});

describe('adminPageForPath and isAdminPageVisible (guarding /business/* by page)', () => {
  it.each([
    ['/business', 'adminHub'], ['/business/', 'adminHub'], ['/business/users/manage', 'users'], ['/business/users/manage/42?tab=role', 'users'],
    ['/business/users', 'userManagement'], ['/business/policy/messages', 'homepageMessages'], ['/business/policy/car/preferences#top', 'carPreferences'],
    ['/business/integrations/sso', 'sso'], ['/business/approval', 'tripsToApprove'], ['/business/approvals/settings', 'approvalSettings'],
    ['/business/verify', undefined], ['/business/tasks', undefined], ['/business/get-started', undefined], ['/businesses', undefined], ['/trips', undefined],
  ] as const)('%s -> %s', (path, expected) => {
    expect(adminPageForPath(path)?.id).toBe(expected);
  });

  it('answers the visibility of one page by the same rule', () => {
    expect(isAdminPageVisible('reporting', subject(['REPORTING_VIEW'], ['REPORTING']), travelerOnly, silent)).toBe(true);
    expect(isAdminPageVisible('reporting', subject(['REPORTING_VIEW']), travelerOnly, silent)).toBe(false);
    expect(isAdminPageVisible('companyGeneral', subject(['REPORTING_VIEW'], ['REPORTING']), travelerOnly, silent)).toBe(false);
  });
});

describe('company switches and admin page flags (one mapping for the frame and the server)', () => {
  it('maps every company flag to its own admin page flag and back, covering every admin page flag', () => {
    const pageFlags = Object.values(ADMIN_PAGE_FLAG_OF_COMPANY_FLAG);
    expect(new Set(pageFlags).size).toBe(pageFlags.length);
    expect([...pageFlags].sort()).toEqual([...AdminPageFlagSchema.options].sort());
    for (const [company, page] of Object.entries(ADMIN_PAGE_FLAG_OF_COMPANY_FLAG)) expect(companyFlagOfAdminPageFlag(page)).toBe(company);
    expect(companyFlagOfAdminPageFlag('customRoles')).toBe('roles');
  });
});
