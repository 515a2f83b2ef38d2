/**
 * Business edition enumerations. Spec: core-and-business §3 (enumerations), §6 (permissions, features).
 */
import { z } from 'zod';

/** Business permissions, exactly as core-and-business §6 lists them. */
export const PermissionSchema = z.enum([
  'TRIP_EVENT_BOOK', 'TRIP_EVENT_BOOK_FOR_GUEST', 'TRIP_EVENT_BOOK_FOR_OTHER', 'TRIP_EVENT_BOOK_FOR_EXPLICIT',
  'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING', 'TRIP_EVENT_BOOK_FOR_ALL', 'TRIP_EVENT_APPROVAL_REQUEST',
  'TRIP_EVENT_APPROVAL_PROCESSING', 'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL', 'TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT',
  'BOOK_ON_BEHALF_REQUEST', 'BOOK_ON_BEHALF_REQUEST_PROCESSING', 'TRIP_REPORTING_FIELDS_MANAGEMENT',
  'COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT', 'COMPANY_INTEGRATION_MANAGEMENT', 'COMPANY_SETTINGS_MANAGEMENT',
  'COMPANY_SETTINGS_APPROVAL_SETTINGS', 'HOTEL_RECOMMENDATION', 'TRAVEL_POLICY_MANAGEMENT', 'SENIORITY_MANAGEMENT',
  'USER_PROFILE_EDIT', 'USER_PROFILE_EDIT_FOR_ALL', 'USER_PROFILE_VIEW', 'USER_PROFILE_VIEW_FOR_ALL', 'USER_MANAGEMENT',
  'USER_GUEST_DELETE', 'USER_GUEST_DELETE_FOR_ALL', 'USER_GUEST_INVITE', 'USER_INVITE', 'REPORTING_VIEW',
  'BUSINESS_PROFILE_EDIT', 'BUSINESS_PROFILE_DELETE', 'BUSINESS_PROFILE_SEARCH', 'COMPANY_PAYMENT_METHOD_VIEW',
  'COMPANY_PAYMENT_METHOD_MANAGEMENT', 'HOMEPAGE_MESSAGES_MANAGEMENT', 'ROLE_MANAGEMENT', 'TRAVEL_TRACKER',
  'EVENT_EDIT', 'EVENT_EDIT_FOR_ALL', 'DISABLED', 'GUEST_MANAGEMENT',
]);
export type Permission = z.infer<typeof PermissionSchema>;

/** Business features, exactly as core-and-business §6 lists them. */
export const FeatureSchema = z.enum([
  'ONBOARDING_TASKS', 'GUIDES_PROMO', 'COMPANY_TRAVEL_ACTIVITY', 'HOTEL_RECOMMENDATION', 'INBOX_SYNC',
  'TRIPS_TO_APPROVE', 'TRIP_REPORTING_FIELDS', 'REPORTING', 'APPROVAL_SETTINGS', 'TRAVEL_POLICY_BADGES',
  'SLACK_INTEGRATION', 'EXPENSIFY_INTEGRATION', 'SSO_INTEGRATION', 'COMPANY_DELETION', 'VIDEO_TUTORIALS',
  'ADD_USERS', 'TRIPS_DASHBOARD', 'BOOK_ON_BEHALF', 'CAR_PREFERENCES', 'DELETE_ACCOUNT', 'SHOPPING_CART',
  'RP_POLICY_SUMMARY', 'PTC_SELECTION',
]);
export type Feature = z.infer<typeof FeatureSchema>;

/** Traveler visibility / booking mode (core-and-business §3, §6); default TRAVELER_ONLY. */
export const BookingModeSchema = z.enum(['TRAVELER_ONLY', 'TRAVELER_OR_TRAVEL_MANAGER']);
export type BookingMode = z.infer<typeof BookingModeSchema>;

/** Business plan tiers (core-and-business §3); default biz. */
export const BusinessTierSchema = z.enum(['biz', 'bizPlus', 'enterprise']);
export type BusinessTier = z.infer<typeof BusinessTierSchema>;

/**
 * Per-company switches that gate admin hub pages and business behaviour (core-and-business §6 "flag-gated", "flag on",
 * "flag, default on/off"; §5 payment methods' higher-tier flag). The spec calls them flags without naming them; these
 * are our names, one per gated thing, stored per company (companies.flags_json) and carried on the principal.
 * - `entities`: /business/company/entities (§6 "flag on"); default off.
 * - `roles`: /business/users/roles and custom roles (§6 "flag-gated", issue #24 "custom roles when ROLE_MANAGEMENT and
 *   the roles flag allow"); default off.
 * - `approvers`: /business/approvals/approvers; default off.
 * - `paymentOptions`: /business/payment-options; default on (every company has some way to pay).
 * - `paymentMethodsHigherTier`: §5 "the permission is forced to company settings management when the higher-tier flag
 *   is on"; default off.
 * - `integrations`: /business/integrations (§6 "flag-gated, default off").
 * - `homepageMessages`: /business/policy/messages (§6 "flag, default on").
 * - `accountPermissions`: /business/account-permissions (§6 "flag, default off").
 * - `travelerTracker`: /business/traveler-tracker with the REPORTING feature (§6 "reporting feature and a flag"); default off.
 * - `trainPolicy`: the train policy pages (§6 "train pages only when the train flag is on"); default off.
 */
export const CompanyFlagSchema = z.enum([
  'entities', 'roles', 'approvers', 'paymentOptions', 'paymentMethodsHigherTier', 'integrations', 'homepageMessages',
  'accountPermissions', 'travelerTracker', 'trainPolicy',
]);
export type CompanyFlag = z.infer<typeof CompanyFlagSchema>;

/** Each flag's value for a company that never set it (see {@link CompanyFlagSchema} for the readings). */
export const COMPANY_FLAG_DEFAULTS: Readonly<Record<CompanyFlag, boolean>> = Object.freeze({
  entities: false,
  roles: false,
  approvers: false,
  paymentOptions: true,
  paymentMethodsHigherTier: false,
  integrations: false,
  homepageMessages: true,
  accountPermissions: false,
  travelerTracker: false,
  trainPolicy: false,
});

/**
 * A company's flags: the defaults overlaid with what it stored (unknown names dropped).
 * @param stored the company's own values (may be partial, may hold names this version does not know)
 * @returns every flag with a boolean; a new object
 */
export function companyFlagsOf(stored: Readonly<Record<string, unknown>>): Record<CompanyFlag, boolean> {
  const out = { ...COMPANY_FLAG_DEFAULTS };
  for (const flag of CompanyFlagSchema.options) {
    const v = stored[flag];
    if (typeof v === 'boolean') out[flag] = v;
  }
  return out;
}

/**
 * Per-company feature switches (issue #24 "Features come from the plan tier plus company switches"): `true` turns a
 * feature on that the tier lacks, `false` turns a tier's feature off (PUT /company/v1/feature/enable|disable).
 */
export const FeatureSwitchesSchema = z.partialRecord(FeatureSchema, z.boolean());
export type FeatureSwitches = z.infer<typeof FeatureSwitchesSchema>;
