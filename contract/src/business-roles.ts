/**
 * The built-in business roles and what each holds, and the plan tiers and the features each brings. Pure data plus
 * {@link featuresOf}. Spec: core-and-business §1 (who the business edition is for), §3 (plan tiers, default biz), §6
 * (permissions, features, user kinds); account-business-header-and-trips §1 (helpdesk staff), §6.
 *
 * The spec lists the permissions and features but never says which role holds which, nor which tier brings which
 * feature ("The full set of permission lists per page comes from configuration and is not shown"). These tables are
 * our published reading, chosen from what the best corporate travel tools do (shared/business-travel-anchors.md
 * "Roles and people": traveler, travel arranger who books for everyone or for named people, travel manager, admin,
 * approver, custom roles with unique permission sets). Each role's and tier's docstring names its reading.
 * The server gives a profile of a built-in role exactly these permissions; custom roles hold their own set.
 */
import { z } from 'zod';
import { FeatureSchema, type BusinessTier, type Feature, type FeatureSwitches, type Permission, PermissionSchema } from './business.ts';

/** The built-in roles (core-and-business §1, §6 user kinds; account-business-header-and-trips §1 helpdesk staff). */
export const BuiltInRoleSchema = z.enum(['TRAVELER', 'TRAVEL_ARRANGER', 'TRAVEL_MANAGER', 'APPROVER', 'COMPANY_ADMIN', 'EVENT_EDITOR', 'HELPDESK']);
export type BuiltInRole = z.infer<typeof BuiltInRoleSchema>;

/**
 * What every business traveller holds, whatever else their role adds: book for themselves, ask for approval when the
 * policy asks, ask an arranger to book for them, see and edit their own profile and their own trip events.
 */
const TRAVELER_PERMISSIONS = [
  'TRIP_EVENT_BOOK', 'TRIP_EVENT_APPROVAL_REQUEST', 'BOOK_ON_BEHALF_REQUEST', 'USER_PROFILE_VIEW', 'USER_PROFILE_EDIT', 'EVENT_EDIT',
] as const satisfies readonly Permission[];

/** A built-in role: its display name and its permissions. */
export interface BuiltInRoleDefinition {
  role: BuiltInRole;
  /** English display name (the frame translates by `role`). */
  name: string;
  permissions: readonly Permission[];
}

const withTraveler = (...extra: Permission[]): readonly Permission[] => Object.freeze(sortPermissions([...TRAVELER_PERMISSIONS, ...extra]));

/** Permissions in the spec's order, without duplicates. */
export function sortPermissions(permissions: readonly Permission[]): Permission[] {
  const set = new Set(permissions);
  return PermissionSchema.options.filter((p) => set.has(p));
}

/** Features in the spec's order, without duplicates. */
export function sortFeatures(features: readonly Feature[]): Feature[] {
  const set = new Set(features);
  return FeatureSchema.options.filter((f) => set.has(f));
}

/**
 * Every built-in role -> its permissions. Readings:
 * - TRAVELER: books for themselves only; the baseline above. Approval requests and book-on-behalf requests are
 *   theirs to make; every other power belongs to another role.
 * - TRAVEL_ARRANGER: books for the named people who chose them (TRIP_EVENT_BOOK_FOR_EXPLICIT) and for travelers who
 *   let anyone book for them (TRIP_EVENT_BOOK_FOR_ALL_ALLOWING), and for guests; processes book-on-behalf requests;
 *   searches profiles to pick a traveler. Not company-wide (KAYAK / TravelPerk "named people" arranger); a company
 *   wanting an arranger for everyone gives a custom role or TRAVEL_MANAGER.
 * - TRAVEL_MANAGER: runs travel for the whole company: books for all, processes book-on-behalf requests (so sees
 *   "Trips to book"), manages policies, sees reporting and the traveler tracker, views and edits every profile and
 *   every event, invites guests and manages them. Does not approve (that is APPROVER's) and does not run company
 *   settings, users or roles (COMPANY_ADMIN's).
 * - APPROVER: a traveler who also processes approval requests of the travelers whose approver or manager they are
 *   (TRIP_EVENT_APPROVAL_PROCESSING; resource policy `approval.process`) and of requests that name them
 *   (TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT), and sees the profiles of those travelers.
 * - COMPANY_ADMIN: every permission except the DISABLED marker (anchors: "an admin as last resort" approver; the
 *   admin runs the whole hub). Includes the _FOR_ALL variants.
 * - EVENT_EDITOR: a traveler who edits every trip event of the company (EVENT_EDIT_FOR_ALL: the event hub).
 * - HELPDESK: support staff (account-business-header-and-trips §1, §6 "book-for-other toggle with different labels"):
 *   search and view every profile, book for anyone, edit any event, process book-on-behalf requests. No settings,
 *   users, roles, policies or reporting; their own travel is not the point, but they can book for themselves.
 */
export const BUILT_IN_ROLES: Readonly<Record<BuiltInRole, BuiltInRoleDefinition>> = Object.freeze({
  TRAVELER: { role: 'TRAVELER', name: 'Traveler', permissions: withTraveler() },
  TRAVEL_ARRANGER: {
    role: 'TRAVEL_ARRANGER',
    name: 'Travel arranger',
    permissions: withTraveler(
      'TRIP_EVENT_BOOK_FOR_EXPLICIT', 'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING', 'TRIP_EVENT_BOOK_FOR_GUEST', 'BOOK_ON_BEHALF_REQUEST_PROCESSING',
      'BUSINESS_PROFILE_SEARCH', 'USER_GUEST_INVITE', 'USER_GUEST_DELETE',
    ),
  },
  TRAVEL_MANAGER: {
    role: 'TRAVEL_MANAGER',
    name: 'Travel manager',
    permissions: withTraveler(
      'TRIP_EVENT_BOOK_FOR_OTHER', 'TRIP_EVENT_BOOK_FOR_ALL', 'TRIP_EVENT_BOOK_FOR_GUEST', 'BOOK_ON_BEHALF_REQUEST_PROCESSING', 'TRAVEL_POLICY_MANAGEMENT',
      'HOTEL_RECOMMENDATION', 'REPORTING_VIEW', 'TRAVEL_TRACKER', 'USER_PROFILE_VIEW_FOR_ALL', 'USER_PROFILE_EDIT_FOR_ALL', 'EVENT_EDIT_FOR_ALL',
      'BUSINESS_PROFILE_SEARCH', 'USER_GUEST_INVITE', 'USER_GUEST_DELETE', 'USER_GUEST_DELETE_FOR_ALL', 'GUEST_MANAGEMENT',
    ),
  },
  APPROVER: {
    role: 'APPROVER',
    name: 'Approver',
    permissions: withTraveler('TRIP_EVENT_APPROVAL_PROCESSING', 'TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT', 'BUSINESS_PROFILE_SEARCH'),
  },
  COMPANY_ADMIN: {
    role: 'COMPANY_ADMIN',
    name: 'Company admin',
    permissions: Object.freeze(PermissionSchema.options.filter((p) => p !== 'DISABLED')),
  },
  EVENT_EDITOR: { role: 'EVENT_EDITOR', name: 'Event editor', permissions: withTraveler('EVENT_EDIT_FOR_ALL') },
  HELPDESK: {
    role: 'HELPDESK',
    name: 'Helpdesk',
    permissions: withTraveler(
      'TRIP_EVENT_BOOK_FOR_OTHER', 'TRIP_EVENT_BOOK_FOR_ALL', 'TRIP_EVENT_BOOK_FOR_GUEST', 'BOOK_ON_BEHALF_REQUEST_PROCESSING', 'BUSINESS_PROFILE_SEARCH',
      'USER_PROFILE_VIEW_FOR_ALL', 'EVENT_EDIT_FOR_ALL',
    ),
  },
});

/** The permissions of a built-in role (a frozen list in the spec's order). */
export function permissionsOfRole(role: BuiltInRole): readonly Permission[] {
  return BUILT_IN_ROLES[role].permissions;
}

/** Default plan tier of a new company (core-and-business §3 "default biz", §9 "Default business tier biz"). */
export const DEFAULT_BUSINESS_TIER: BusinessTier = 'biz';

/**
 * The `biz` tier (the free KAYAK-for-Business-class plan): everything a small company needs to book, approve and
 * onboard. Reading: onboarding, guides, tutorials, approvals and policy badges come with every tier; reporting,
 * integrations and trip reporting fields are what a paid tier adds (anchors: reporting and SSO/SCIM are the usual
 * upgrade lines).
 */
const BIZ_FEATURES = [
  'ONBOARDING_TASKS', 'GUIDES_PROMO', 'VIDEO_TUTORIALS', 'HOTEL_RECOMMENDATION', 'INBOX_SYNC', 'TRIPS_TO_APPROVE', 'APPROVAL_SETTINGS',
  'TRAVEL_POLICY_BADGES', 'RP_POLICY_SUMMARY', 'ADD_USERS', 'TRIPS_DASHBOARD', 'BOOK_ON_BEHALF', 'CAR_PREFERENCES', 'SHOPPING_CART',
  'PTC_SELECTION', 'COMPANY_DELETION', 'DELETE_ACCOUNT',
] as const satisfies readonly Feature[];

/**
 * The `bizPlus` tier: biz plus reporting (REPORTING, COMPANY_TRAVEL_ACTIVITY), trip reporting fields and the
 * expense/chat integrations (Slack, Expensify).
 */
const BIZ_PLUS_FEATURES = [
  ...BIZ_FEATURES, 'REPORTING', 'COMPANY_TRAVEL_ACTIVITY', 'TRIP_REPORTING_FIELDS', 'SLACK_INTEGRATION', 'EXPENSIFY_INTEGRATION',
] as const satisfies readonly Feature[];

/**
 * Every plan tier -> its features. `enterprise` is bizPlus plus SSO_INTEGRATION (anchors: SSO/SCIM is gated to the
 * top plan), i.e. all 23 features. Higher tiers include lower ones.
 */
export const TIER_FEATURES: Readonly<Record<BusinessTier, readonly Feature[]>> = Object.freeze({
  biz: Object.freeze(sortFeatures(BIZ_FEATURES)),
  bizPlus: Object.freeze(sortFeatures(BIZ_PLUS_FEATURES)),
  enterprise: Object.freeze([...FeatureSchema.options]),
});

/**
 * A company's features: its tier's, with its switches applied (a `true` switch adds a feature the tier lacks, a
 * `false` switch removes one it has). Issue #24 "Features come from the plan tier plus company switches".
 * @param tier the company's plan tier
 * @param switches the company's feature switches (may be empty)
 * @returns the features in the spec's order (core-and-business §6), no duplicates; pure
 */
export function featuresOf(tier: BusinessTier, switches: FeatureSwitches = {}): Feature[] {
  const set = new Set<Feature>(TIER_FEATURES[tier]);
  for (const [feature, on] of Object.entries(switches) as [Feature, boolean | undefined][]) {
    if (on === true) set.add(feature);
    else if (on === false) set.delete(feature);
  }
  return FeatureSchema.options.filter((f) => set.has(f));
}

/**
 * The key that makes a permission set comparable: its permissions sorted in the spec's order, joined by commas.
 * Custom roles' permission sets must be unique within a company, built-in roles included (issue #24 "permission
 * sets must be unique").
 */
export function permissionSetKey(permissions: readonly Permission[]): string {
  return sortPermissions(permissions).join(',');
}
