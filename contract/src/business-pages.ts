/**
 * The business admin hub's page table and its visibility rules, published (issue #24 "Readings to publish").
 * Spec: core-and-business §3 (admin page definition: key, title, description, icon, url, enabled flag, required
 * feature, required booking mode, a permission override, optional flag text), §5 (admin page visibility, unknown
 * permission names, payment methods override, trips to approve availability, event hub, business entry), §6 (admin
 * hub rules and the page table), §8 ('Invalid admin hub page permission: {name}'); account-business-header-and-trips
 * §2 (business admin page identifiers in the menus), §6 (the same visibility rules for the header and the drawer).
 *
 * Pure data and pure functions shared by the server (its business route tree refuses a page's calls to whom the page
 * is hidden) and the frame (the hub, the header and the navigation drawer). Titles here are the English labels of the
 * published table; the frame shows translated titles, descriptions and icons keyed by {@link AdminPageId}.
 *
 * Readings chosen where the spec leaves it to configuration ("The full set of permission lists per page comes from
 * configuration and is not shown", core §6), each repeated on the row or function it shapes:
 * - Company pages, biz-plus upgrade and account permissions ask the hub's default permission,
 *   COMPANY_SETTINGS_MANAGEMENT (core §6 "Default permission asked by the hub").
 * - Policy pages ask TRAVEL_POLICY_MANAGEMENT (the Policies menu entry's permission, account §2); users pages ask
 *   BUSINESS_PROFILE_EDIT, USER_GUEST_DELETE or USER_MANAGEMENT (the Manage users entry's two, plus the permission
 *   named for it); approvals pages ask COMPANY_SETTINGS_APPROVAL_SETTINGS ("Approvals pages ... depend on approval
 *   permissions"); trips to approve asks one of {@link TRIPS_TO_APPROVE_PERMISSIONS}; trips to book
 *   BOOK_ON_BEHALF_REQUEST_PROCESSING; reporting REPORTING_VIEW; the traveler tracker TRAVEL_TRACKER; the event hub
 *   EVENT_EDIT or EVENT_EDIT_FOR_ALL (core §6).
 * - "Flag" means a company switch ({@link AdminPageFlag}); defaults are {@link ADMIN_PAGE_FLAG_DEFAULTS}.
 * - A parent is a group heading ({@link AdminPageDefinition.kind} `group`), removed when no child is visible. A page
 *   with content of its own that has a subpage (integrations -> SSO) stays when its subpage is hidden; a child is
 *   hidden whenever its parent's own rule hides the parent (no SSO page without the integrations page).
 * - Homepage messages live at `/business/policy/messages` but hang off the hub root, not the policies group: they
 *   are gated by HOMEPAGE_MESSAGES_MANAGEMENT and their flag only (issue #24).
 */
import { z } from 'zod';
import { PermissionSchema, type BookingMode, type CompanyFlag, type Feature, type Permission } from './business.ts';

/** The admin hub's root path (core §6 "all under the configurable business base path"; we use `/business`). */
export const ADMIN_HUB_PATH = '/business';

/** Every page identifier of the admin hub (account §2 "Business admin page identifiers in the menus", core §6 table). */
export const AdminPageIdSchema = z.enum([
  'adminHub',
  'companyInformation', 'companyGeneral', 'companyEmailDomains', 'companyOffices', 'companyEntities', 'companyCorporateMemberships',
  'policies',
  'flightRules', 'flightPolicies', 'flightRestrictions', 'flightPreferences', 'flightAdvancedRules',
  'hotelRules', 'hotelPolicies', 'hotelRestrictions', 'hotelPreferences', 'hotelAdvancedRules',
  'trainRules', 'trainPolicies', 'trainRestrictions', 'trainPreferences', 'trainAdvancedRules',
  'carRules', 'carPolicies', 'carRestrictions', 'carPreferences', 'carAdvancedRules',
  'userManagement', 'users', 'groups', 'roles', 'invitations',
  'approvals', 'approvalSettings', 'approvers',
  'paymentMethods', 'tripReportingFields', 'integrations', 'sso', 'homepageMessages', 'accountPermissions',
  'travelerTracker', 'tripsToApprove', 'tripsToBook', 'reporting', 'eventHub', 'bizPlusUpgrade',
]);
export type AdminPageId = z.infer<typeof AdminPageIdSchema>;

/**
 * Company switches that gate admin pages (core §6 "flag-gated", "flag on", "flag, default on/off"). They are
 * company settings (the company's feature switches), not product-wide feature flags: two companies on one server can
 * differ. Defaults in {@link ADMIN_PAGE_FLAG_DEFAULTS}.
 */
export const AdminPageFlagSchema = z.enum([
  'companyEntities', 'trains', 'customRoles', 'customApprovers', 'paymentOptions', 'paymentOptionsHigherTier',
  'integrations', 'homepageMessages', 'accountPermissions', 'travelerTracker',
]);
export type AdminPageFlag = z.infer<typeof AdminPageFlagSchema>;

/**
 * The company switch (business.ts CompanyFlag: what the principal's and the auth state's `companyFlags` carry) behind
 * each admin page flag: two vocabularies for the same switches, mapped here once for the frame and the server. Reading,
 * one line each: entities -> companyEntities, roles -> customRoles, approvers -> customApprovers,
 * paymentMethodsHigherTier -> paymentOptionsHigherTier, trainPolicy -> trains; the others share their name.
 */
export const ADMIN_PAGE_FLAG_OF_COMPANY_FLAG: Readonly<Record<CompanyFlag, AdminPageFlag>> = {
  entities: 'companyEntities',
  roles: 'customRoles',
  approvers: 'customApprovers',
  paymentOptions: 'paymentOptions',
  paymentMethodsHigherTier: 'paymentOptionsHigherTier',
  integrations: 'integrations',
  homepageMessages: 'homepageMessages',
  accountPermissions: 'accountPermissions',
  travelerTracker: 'travelerTracker',
  trainPolicy: 'trains',
};

/** The company switch behind an admin page flag (the inverse of {@link ADMIN_PAGE_FLAG_OF_COMPANY_FLAG}). */
export function companyFlagOfAdminPageFlag(flag: AdminPageFlag): CompanyFlag {
  const found = (Object.keys(ADMIN_PAGE_FLAG_OF_COMPANY_FLAG) as CompanyFlag[]).find((c) => ADMIN_PAGE_FLAG_OF_COMPANY_FLAG[c] === flag);
  if (found === undefined) throw new Error(`Admin page flag ${flag} has no company flag`);
  return found;
}

/**
 * Each flag's value when the company has not set it. The spec states three (integrations off, homepage messages on,
 * account permissions off, core §6); the rest are our reading: pages for what most companies start without (legal
 * entities, train rules, custom roles and approvers, the traveler tracker) start off, payment options (a page every
 * company has) starts on, and the higher-tier override of payment methods starts off.
 */
export const ADMIN_PAGE_FLAG_DEFAULTS: Readonly<Record<AdminPageFlag, boolean>> = {
  companyEntities: false,
  trains: false,
  customRoles: false,
  customApprovers: false,
  paymentOptions: true,
  paymentOptionsHigherTier: false,
  integrations: false,
  homepageMessages: true,
  accountPermissions: false,
  travelerTracker: false,
};

/** Core §5 "A page with the disabled permission marker is unavailable": this name in a page's list hides it. */
export const DISABLED_PERMISSION_MARKER = 'DISABLED' satisfies Permission;

/**
 * The approval permissions that make trips to approve available (core §5 "any approval permission other than
 * explicit-request approval"): the approval permissions are the two processing ones and
 * TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT; the latter is left out. Reading: TRIP_EVENT_APPROVAL_REQUEST (a
 * traveler's own approval requests) is not an approval permission; holding it makes a requester, not an approver.
 * Also the default of the Trips to approve menu entry's configured list (account §2).
 */
export const TRIPS_TO_APPROVE_PERMISSIONS = ['TRIP_EVENT_APPROVAL_PROCESSING', 'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL'] as const satisfies readonly Permission[];

/** Core §6 "The event hub needs EVENT_EDIT or EVENT_EDIT_FOR_ALL". */
export const EVENT_HUB_PERMISSIONS = ['EVENT_EDIT', 'EVENT_EDIT_FOR_ALL'] as const satisfies readonly Permission[];

/** The plan tier named by the payment methods page's flag text when its higher-tier flag is on (core §3, §5). */
export const PAYMENT_METHODS_HIGHER_TIER_TEXT = 'bizPlus';

/**
 * One row of the admin hub table (core §3 admin page definition). `permissions` are names as configured: strings,
 * because a configuration may hold a name this contract does not know (logged and ignored, core §5); an empty list
 * means open (to every business user). `kind` `group` is a heading that exists to hold children; `page` has content
 * of its own.
 */
export interface AdminPageDefinition {
  id: AdminPageId;
  /** English label of the published table (the frame translates by `id`). */
  title: string;
  path: string;
  parent: AdminPageId | null;
  kind: 'group' | 'page';
  /** False: the page is disabled (core §3 "enabled flag", §5 "hidden if disabled"). */
  enabled: boolean;
  permissions: readonly string[];
  feature: Feature | null;
  flag: AdminPageFlag | null;
  bookingMode: BookingMode | null;
  /**
   * Core §3 "a permission override": when the company's `flag` is on, `permissions` are replaced by these and the
   * page carries `flagText` (core §3 "optional flag text, for example the plan-tier name on payment methods").
   */
  permissionOverride: { flag: AdminPageFlag; permissions: readonly string[]; flagText: string } | null;
  /**
   * Core §5 trips to approve: "or is authorized for the approvals page": the permission part of the rule is also met
   * when this other page is visible to the user (the feature, flag and booking mode rules still apply).
   */
  orAuthorizedFor: AdminPageId | null;
}

type Row = Pick<AdminPageDefinition, 'id' | 'title' | 'path' | 'parent'> & Partial<AdminPageDefinition>;

function row(r: Row): AdminPageDefinition {
  return {
    kind: 'page', enabled: true, permissions: [], feature: null, flag: null, bookingMode: null, permissionOverride: null, orAuthorizedFor: null,
    ...r,
  };
}

const SETTINGS = ['COMPANY_SETTINGS_MANAGEMENT'] as const satisfies readonly Permission[];
const POLICY = ['TRAVEL_POLICY_MANAGEMENT'] as const satisfies readonly Permission[];
const USERS = ['BUSINESS_PROFILE_EDIT', 'USER_GUEST_DELETE', 'USER_MANAGEMENT'] as const satisfies readonly Permission[];
const APPROVAL_SETTINGS = ['COMPANY_SETTINGS_APPROVAL_SETTINGS'] as const satisfies readonly Permission[];

/** The four rule pages of one vertical (core §6 "/business/policy/{vertical} with subpages settings, restrictions, preferences, advanced-rules"). */
function verticalRules(vertical: 'flight' | 'hotel' | 'train' | 'car', label: string): AdminPageDefinition[] {
  const group = `${vertical}Rules` as AdminPageId;
  const base = `/business/policy/${vertical}`;
  // Core §6: "train pages only when the train flag is on; car preferences need CAR_PREFERENCES".
  const flag: AdminPageFlag | null = vertical === 'train' ? 'trains' : null;
  return [
    row({ id: group, title: `${label} rules`, path: base, parent: 'policies', kind: 'group', flag }),
    row({ id: `${vertical}Policies` as AdminPageId, title: `${label} policies`, path: `${base}/settings`, parent: group, permissions: POLICY, flag }),
    row({ id: `${vertical}Restrictions` as AdminPageId, title: `${label} restrictions`, path: `${base}/restrictions`, parent: group, permissions: POLICY, flag }),
    row({
      id: `${vertical}Preferences` as AdminPageId, title: `${label} preferences`, path: `${base}/preferences`, parent: group, permissions: POLICY, flag,
      feature: vertical === 'car' ? 'CAR_PREFERENCES' : null,
    }),
    row({ id: `${vertical}AdvancedRules` as AdminPageId, title: `${label} advanced rules`, path: `${base}/advanced-rules`, parent: group, permissions: POLICY, flag }),
  ];
}

/**
 * The admin hub table, in menu order (core §6 "Business admin hub pages"). Every {@link AdminPageId} has exactly one
 * row; rows after their parent. Readings are in the module docstring; the invitations hub's URL "comes from
 * configuration" (core §6): we use `/business/invitations` (account §2 paths) and place it under user management.
 */
export const ADMIN_PAGES: readonly AdminPageDefinition[] = [
  row({ id: 'adminHub', title: 'Admin hub', path: ADMIN_HUB_PATH, parent: null, kind: 'group' }),
  row({ id: 'companyInformation', title: 'Company information', path: '/business/company', parent: 'adminHub', kind: 'group' }),
  row({ id: 'companyGeneral', title: 'General', path: '/business/company/general', parent: 'companyInformation', permissions: SETTINGS }),
  row({ id: 'companyEmailDomains', title: 'Email domains', path: '/business/company/email-domains', parent: 'companyInformation', permissions: SETTINGS }),
  row({ id: 'companyEntities', title: 'Entities', path: '/business/company/entities', parent: 'companyInformation', permissions: SETTINGS, flag: 'companyEntities' }),
  row({ id: 'companyOffices', title: 'Offices', path: '/business/company/offices', parent: 'companyInformation', permissions: SETTINGS }),
  row({
    id: 'companyCorporateMemberships', title: 'Programs', path: '/business/company/corporate-membership/add', parent: 'companyInformation',
    permissions: ['COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT', 'COMPANY_SETTINGS_MANAGEMENT'],
  }),
  row({ id: 'policies', title: 'Policies', path: '/business/policy', parent: 'adminHub', kind: 'group' }),
  ...verticalRules('flight', 'Flight'),
  ...verticalRules('hotel', 'Hotel'),
  ...verticalRules('train', 'Train'),
  ...verticalRules('car', 'Car'),
  row({ id: 'userManagement', title: 'User management', path: '/business/users', parent: 'adminHub', kind: 'group' }),
  row({ id: 'users', title: 'Users', path: '/business/users/manage', parent: 'userManagement', permissions: USERS }),
  // Reading: groups are the traveler groups (seniority levels such as default, director, executive) that policies
  // differ by, so SENIORITY_MANAGEMENT opens them too.
  row({ id: 'groups', title: 'Groups', path: '/business/users/groups', parent: 'userManagement', permissions: ['USER_MANAGEMENT', 'SENIORITY_MANAGEMENT'] }),
  row({ id: 'roles', title: 'Roles', path: '/business/users/roles', parent: 'userManagement', permissions: ['ROLE_MANAGEMENT'], flag: 'customRoles' }),
  row({
    id: 'invitations', title: 'Invitations', path: '/business/invitations', parent: 'userManagement',
    permissions: ['USER_MANAGEMENT', 'USER_INVITE', 'USER_GUEST_INVITE', 'GUEST_MANAGEMENT'],
  }),
  row({ id: 'approvals', title: 'Approvals', path: '/business/approvals', parent: 'adminHub', kind: 'group' }),
  // Issue #25: the approvals pages need COMPANY_SETTINGS_APPROVAL_SETTINGS and the APPROVAL_SETTINGS feature.
  row({ id: 'approvalSettings', title: 'Approval settings', path: '/business/approvals/settings', parent: 'approvals', permissions: APPROVAL_SETTINGS, feature: 'APPROVAL_SETTINGS' }),
  row({ id: 'approvers', title: 'Approvers', path: '/business/approvals/approvers', parent: 'approvals', permissions: APPROVAL_SETTINGS, feature: 'APPROVAL_SETTINGS', flag: 'customApprovers' }),
  row({
    id: 'paymentMethods', title: 'Payment methods', path: '/business/payment-options', parent: 'adminHub',
    permissions: ['COMPANY_PAYMENT_METHOD_VIEW', 'COMPANY_PAYMENT_METHOD_MANAGEMENT'], flag: 'paymentOptions',
    // Core §5: "the permission is forced to company settings management when the higher-tier flag is on".
    permissionOverride: { flag: 'paymentOptionsHigherTier', permissions: SETTINGS, flagText: PAYMENT_METHODS_HIGHER_TIER_TEXT },
  }),
  row({
    id: 'tripReportingFields', title: 'Trip reporting fields', path: '/business/trip-reporting-fields', parent: 'adminHub',
    permissions: ['TRIP_REPORTING_FIELDS_MANAGEMENT'], feature: 'TRIP_REPORTING_FIELDS',
  }),
  row({ id: 'integrations', title: 'Integrations', path: '/business/integrations', parent: 'adminHub', permissions: ['COMPANY_INTEGRATION_MANAGEMENT'], flag: 'integrations' }),
  row({ id: 'sso', title: 'Single sign-on', path: '/business/integrations/sso', parent: 'integrations', permissions: ['COMPANY_INTEGRATION_MANAGEMENT'], feature: 'SSO_INTEGRATION' }),
  row({ id: 'homepageMessages', title: 'Homepage messages', path: '/business/policy/messages', parent: 'adminHub', permissions: ['HOMEPAGE_MESSAGES_MANAGEMENT'], flag: 'homepageMessages' }),
  row({ id: 'accountPermissions', title: 'Account permissions', path: '/business/account-permissions', parent: 'adminHub', permissions: SETTINGS, flag: 'accountPermissions' }),
  row({
    id: 'travelerTracker', title: 'Traveler tracker', path: '/business/traveler-tracker', parent: 'adminHub',
    permissions: ['TRAVEL_TRACKER'], feature: 'REPORTING', flag: 'travelerTracker',
  }),
  row({
    id: 'tripsToApprove', title: 'Trips to approve', path: '/business/approval', parent: 'adminHub',
    permissions: TRIPS_TO_APPROVE_PERMISSIONS, feature: 'TRIPS_TO_APPROVE', orAuthorizedFor: 'approvals',
  }),
  row({
    id: 'tripsToBook', title: 'Trips to book', path: '/business/book', parent: 'adminHub',
    permissions: ['BOOK_ON_BEHALF_REQUEST_PROCESSING'], feature: 'BOOK_ON_BEHALF', bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER',
  }),
  row({ id: 'reporting', title: 'Reporting', path: '/business/stats', parent: 'adminHub', permissions: ['REPORTING_VIEW'], feature: 'REPORTING' }),
  row({ id: 'eventHub', title: 'Event hub', path: '/business/events', parent: 'adminHub', permissions: EVENT_HUB_PERMISSIONS }),
  row({ id: 'bizPlusUpgrade', title: 'Biz+ upgrade', path: '/business/biz-plus-upgrade', parent: 'adminHub', permissions: SETTINGS }),
];

/** The caller's business profile as the hub sees it: held permission and feature names (unknown names match nothing). */
export interface AdminHubSubject {
  permissions: readonly string[];
  features: readonly string[];
}

/** The caller's company as the hub sees it: its booking mode (core §6 default TRAVELER_ONLY) and its switches. */
export interface AdminHubCompany {
  bookingMode: BookingMode;
  /** Switches the company has set; a missing one takes {@link ADMIN_PAGE_FLAG_DEFAULTS}. */
  flags?: Partial<Record<AdminPageFlag, boolean>>;
}

/** Options of {@link visibleAdminPages}. */
export interface AdminHubOptions {
  /** Where errors are logged (core §8 'Invalid admin hub page permission: {name}'); default `console.error`. */
  logError?: (message: string) => void;
  /** The table to apply (a configuration's); default {@link ADMIN_PAGES}. */
  pages?: readonly AdminPageDefinition[];
}

/** A page the caller sees: its row's place in the tree, and its flag text when an override put one (core §3). */
export interface VisibleAdminPage {
  id: AdminPageId;
  title: string;
  path: string;
  parent: AdminPageId | null;
  kind: 'group' | 'page';
  flagText: string | null;
}

/** The message core §8 logs for a permission name the contract does not know. */
export function invalidAdminPagePermissionMessage(name: string): string {
  return `Invalid admin hub page permission: ${name}`;
}

/**
 * Whether the company's switch is on: the company's own value, else {@link ADMIN_PAGE_FLAG_DEFAULTS}.
 * Spec: core §6 ("flag-gated", "default on", "default off").
 */
export function adminPageFlagOn(company: AdminHubCompany, flag: AdminPageFlag): boolean {
  return company.flags?.[flag] ?? ADMIN_PAGE_FLAG_DEFAULTS[flag];
}

/**
 * The permission list a page asks, after core §5's override ("Payment methods: the permission is forced to company
 * settings management when the higher-tier flag is on"), with the flag text that goes with it.
 * @returns the configured list and null, or the override's list and its flag text when the override's flag is on
 */
export function effectiveAdminPagePermissions(page: AdminPageDefinition, company: AdminHubCompany): { permissions: readonly string[]; flagText: string | null } {
  const override = page.permissionOverride;
  if (override !== null && adminPageFlagOn(company, override.flag)) return { permissions: override.permissions, flagText: override.flagText };
  return { permissions: page.permissions, flagText: null };
}

/**
 * The admin hub pages the caller sees, in table order (core §5 admin page visibility, §6 admin hub rules, account §6).
 * A page is visible when all of these hold, checked in this order:
 * 1. it is enabled (core §3 enabled flag, §5 "hidden if disabled");
 * 2. it asks no booking mode, or the company's booking mode equals it (core §5);
 * 3. its company switch, if any, is on ({@link adminPageFlagOn});
 * 4. its permission list (after {@link effectiveAdminPagePermissions}) does not hold the DISABLED marker (core §5);
 * 5. the list is empty (open), or the caller holds at least one listed name, or the row's `orAuthorizedFor` page is
 *    visible to the caller (core §5 trips to approve). Names the contract does not know are logged once per call as
 *    'Invalid admin hub page permission: {name}' and ignored (core §5, §8). Reading: "ignored" means such a name
 *    grants nothing and is not counted; a list that held only unknown names is not "no permissions listed", so it
 *    stays closed (a typo in configuration must not open a page to every user);
 * 6. the caller's profile holds its feature, if any (core §5);
 * 7. its parent, if any, passes 1-6 (a subpage never shows without its page);
 * 8. a group (a heading with no content of its own) has at least one visible child (core §5 "A parent with no visible
 *    children is removed"): the hub root itself disappears when nothing under it is visible.
 *
 * Reading: the rules apply to a business profile. "A user without a business profile passes every check" (core §6)
 * does not open the hub: the hub is business-only (the business entry shows only in business mode, core §5), so the
 * frame does not call this without a profile, and the server never opens a business route to such a user.
 * @param subject the caller's business profile (permissions and features)
 * @param company the caller's company (booking mode and switches)
 * @returns the visible rows, each with its flag text (null unless an override put one); pure apart from logging
 */
export function visibleAdminPages(subject: AdminHubSubject, company: AdminHubCompany, options: AdminHubOptions = {}): VisibleAdminPage[] {
  const pages = options.pages ?? ADMIN_PAGES;
  const logError = options.logError ?? ((message: string) => console.error(message));
  const byId = new Map(pages.map((p) => [p.id, p]));
  const logged = new Set<string>();
  const held = new Set(subject.permissions);
  const own = new Map<AdminPageId, boolean>();
  const visible = new Map<AdminPageId, boolean>();

  const holdsOneOf = (names: readonly string[]): 'open' | 'held' | 'not held' => {
    if (names.length === 0) return 'open';
    let holds = false;
    for (const name of names) {
      if (!PermissionSchema.safeParse(name).success) {
        if (!logged.has(name)) {
          logged.add(name);
          logError(invalidAdminPagePermissionMessage(name));
        }
        continue;
      }
      if (held.has(name)) holds = true;
    }
    return holds ? 'held' : 'not held';
  };

  /** Rules 1-6 for one page (memoised: each row's unknown names are looked at once). */
  const ownRule = (page: AdminPageDefinition): boolean => {
    const memo = own.get(page.id);
    if (memo !== undefined) return memo;
    own.set(page.id, false); // a row that (wrongly) refers to itself through orAuthorizedFor stays hidden
    let result = page.enabled
      && (page.bookingMode === null || page.bookingMode === company.bookingMode)
      && (page.flag === null || adminPageFlagOn(company, page.flag));
    if (result) {
      const { permissions } = effectiveAdminPagePermissions(page, company);
      if (permissions.includes(DISABLED_PERMISSION_MARKER)) result = false;
      else {
        const outcome = holdsOneOf(permissions);
        const other = page.orAuthorizedFor === null ? undefined : byId.get(page.orAuthorizedFor);
        result = outcome !== 'not held' || (other !== undefined && isVisible(other));
      }
    }
    if (result && page.feature !== null) result = subject.features.includes(page.feature);
    own.set(page.id, result);
    return result;
  };

  /** Rules 1-8 for one page. */
  const isVisible = (page: AdminPageDefinition): boolean => {
    const memo = visible.get(page.id);
    if (memo !== undefined) return memo;
    visible.set(page.id, false);
    let result = ownRule(page);
    for (let parent = page.parent === null ? undefined : byId.get(page.parent); result && parent !== undefined; parent = parent.parent === null ? undefined : byId.get(parent.parent)) {
      result = ownRule(parent);
    }
    if (result && page.kind === 'group') result = pages.some((child) => child.parent === page.id && isVisible(child));
    visible.set(page.id, result);
    return result;
  };

  return pages.filter(isVisible).map((page) => ({
    id: page.id,
    title: page.title,
    path: page.path,
    parent: page.parent,
    kind: page.kind,
    flagText: effectiveAdminPagePermissions(page, company).flagText,
  }));
}

/** Where the header's admin hub link leads (core §6, account §6), or null when no page is visible. */
export interface AdminHubLink {
  href: string;
  /** Core §6 "The hub is disabled if the only visible page is trips to approve" (it has its own menu entry). */
  disabled: boolean;
}

/**
 * The admin hub link (core §6, account §6): to the single visible page when only one is visible, otherwise to the hub
 * root; disabled when that single page is trips to approve. Reading: "pages" counts pages with content (`kind`
 * `page`), not the group headings that hold them (a user who sees only Company > General has one page, General).
 * @param visible the result of {@link visibleAdminPages}
 * @returns null when no page is visible (no link at all)
 */
export function adminHubLink(visible: readonly VisibleAdminPage[]): AdminHubLink | null {
  const pages = visible.filter((p) => p.kind === 'page');
  const only = pages.length === 1 ? pages[0] : undefined;
  if (pages.length === 0) return null;
  if (only !== undefined) return { href: only.path, disabled: only.id === 'tripsToApprove' };
  return { href: ADMIN_HUB_PATH, disabled: false };
}

/**
 * Core §5 "Trips to approve: available if the feature is present and the user holds any approval permission other
 * than explicit-request approval, or is authorized for the approvals page" (feature AND (permission OR approvals)).
 * The same rule as the `tripsToApprove` row of {@link ADMIN_PAGES}, which this applies.
 */
export function tripsToApproveAvailable(subject: AdminHubSubject, company: AdminHubCompany, options: AdminHubOptions = {}): boolean {
  return visibleAdminPages(subject, company, options).some((p) => p.id === 'tripsToApprove');
}

/** Core §5/§6 "Event hub needs an event-edit permission" (EVENT_EDIT or EVENT_EDIT_FOR_ALL). */
export function eventHubAvailable(subject: AdminHubSubject): boolean {
  return EVENT_HUB_PERMISSIONS.some((p) => subject.permissions.includes(p));
}

/**
 * Core §5 "The business entry shows only in business mode" (account §6 likewise): the header's business entry (the
 * admin hub link and the business menu) needs business mode on and a business profile.
 * @param state the auth state's `businessState` (or the same two fields)
 */
export function businessEntryShown(state: { businessMode: boolean; businessProfile: unknown }): boolean {
  return state.businessMode && state.businessProfile !== null && state.businessProfile !== undefined;
}

/**
 * Whether one admin hub page is visible to the caller: the rule of {@link visibleAdminPages} for one page, for a
 * route loader guarding `/business/*` in the frame or a business route that belongs to a page on the server.
 */
export function isAdminPageVisible(id: AdminPageId, subject: AdminHubSubject, company: AdminHubCompany, options: AdminHubOptions = {}): boolean {
  return visibleAdminPages(subject, company, options).some((p) => p.id === id);
}

/**
 * The admin hub row whose path is `path` or the closest ancestor of it (`/business/users/manage/42` -> `users`), for
 * a route loader that guards `/business/*` by the page it shows. Query and hash are ignored; a trailing slash too.
 * @returns undefined for a path outside the admin hub table (e.g. `/business/verify`, `/business/tasks`)
 */
export function adminPageForPath(path: string, pages: readonly AdminPageDefinition[] = ADMIN_PAGES): AdminPageDefinition | undefined {
  let clean = path.split(/[?#]/)[0] ?? '';
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  let best: AdminPageDefinition | undefined;
  for (const page of pages) {
    const matches = clean === page.path || clean.startsWith(`${page.path}/`);
    if (matches && (best === undefined || page.path.length > best.path.length)) best = page;
  }
  // The hub root answers only for itself: other /business paths (verify, tasks, get-started) are not hub pages.
  return best?.id === 'adminHub' && clean !== ADMIN_HUB_PATH ? undefined : best;
}
