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

/** An office of a company (/business/company/offices). */
export const CompanyOfficeSchema = z.object({
  id: z.number().int(), name: z.string().min(1).max(200), address: z.string().max(500), city: z.string().max(200), countryCode: z.string().max(2),
});
export type CompanyOffice = z.infer<typeof CompanyOfficeSchema>;

/** A legal entity of a company (/business/company/entities, flag `entities`). */
export const CompanyLegalEntitySchema = z.object({
  id: z.number().int(), name: z.string().min(1).max(200), registrationNumber: z.string().max(100), countryCode: z.string().max(2),
});
export type CompanyLegalEntity = z.infer<typeof CompanyLegalEntitySchema>;

/** A corporate membership ("Programs", /business/company/corporate-membership/add): a loyalty or corporate rate programme. */
export const CompanyMembershipSchema = z.object({
  id: z.number().int(), program: z.string().min(1).max(200), vendorCode: z.string().max(20), membershipNumber: z.string().min(1).max(100),
});
export type CompanyMembership = z.infer<typeof CompanyMembershipSchema>;

/**
 * Company settings (company/v1 `settings`). The spec names the calls, not the fields; these are the ones the admin
 * hub's general page edits:
 * - `setupVersion`: which onboarding setup call the frame uses (v1, v2 or v3; "version depends on a flag").
 * - `defaultCurrency`: ISO 4217 code travel is reported in.
 * - `travelerVisibility`: who may see a traveler's trips; it holds the same values as the booking mode
 *   (core-and-business §3 "Traveler visibility: TRAVELER_ONLY, TRAVELER_OR_TRAVEL_MANAGER"). Reading: they are TWO
 *   settings that share one value set - booking mode says who may book (§6), visibility who may see trips; a company
 *   may let managers see trips while only travelers book. Default TRAVELER_ONLY, the private choice, like the
 *   booking mode.
 * - `helpCentreUrl`: the business help-centre link (core-and-business §9 "configurable"); null: the product's /help.
 */
export const CompanySettingsSchema = z.object({
  setupVersion: z.enum(['v1', 'v2', 'v3']),
  defaultCurrency: z.string().regex(/^[A-Z]{3}$/),
  travelerVisibility: BookingModeSchema,
  helpCentreUrl: z.string().url().max(2000).nullable(),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

/** Settings of a company that never changed them. */
export const DEFAULT_COMPANY_SETTINGS: Readonly<CompanySettings> = Object.freeze({
  setupVersion: 'v1', defaultCurrency: 'USD', travelerVisibility: 'TRAVELER_ONLY', helpCentreUrl: null,
});

/** Reply of GET /i/api/business/company/v1/ (account-business-header-and-trips §7 Company "GET on the base"). */
export const CompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Where the frame loads the logo from (the product origin), or null: the product logo. */
  logoUrl: z.string().nullable(),
  planTier: BusinessTierSchema,
  bookingMode: BookingModeSchema,
  emailDomains: z.array(z.string()),
  offices: z.array(CompanyOfficeSchema),
  legalEntities: z.array(CompanyLegalEntitySchema),
  corporateMemberships: z.array(CompanyMembershipSchema),
  /** The company's features: the tier's plus its switches (contract featuresOf). */
  features: z.array(FeatureSchema),
  featureSwitches: FeatureSwitchesSchema,
  flags: z.record(CompanyFlagSchema, z.boolean()),
  settings: CompanySettingsSchema,
  /**
   * Several rooms in one hotel booking (PUT /company/v1/multiRoomBookings/enable|disable, COMPANY_SETTINGS_MANAGEMENT).
   * Reading (issue #24): off, a business user on the business side (businessState.businessMode) searches and books one
   * room per hotel booking - more rooms answer 400 VALIDATION_ERROR on `rooms` (contract hotelRoomLimit, server
   * access/hotel-rooms-policy.ts); on, up to MAX_HOTEL_ROOMS as for everyone. Consumers and the personal side are never
   * limited. A new company starts with it OFF (the column's default): one traveler, one room is what a travel policy
   * expects, group bookings are the exception an admin opts into - and off is what every company had before the switch
   * gated anything.
   */
  multiRoomBookings: z.boolean(),
  confirmed: z.boolean(),
});
export type Company = z.infer<typeof CompanySchema>;

/** An email domain as stored: lower case, no scheme or @, at least one dot. */
export const EmailDomainSchema = z.string().trim().toLowerCase().regex(/^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/, 'Not a domain name');

/**
 * Body of PUT /i/api/business/company/v1/ (company settings management): the fields given are replaced, the others
 * kept. `emailDomains` replaces the whole list; a domain another company holds answers 400 VALIDATION_ERROR with field
 * `emailDomains` (the admin form shows it next to the field).
 */
export const CompanyUpdateSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  bookingMode: BookingModeSchema.optional(),
  emailDomains: z.array(EmailDomainSchema).max(50).optional(),
  settings: CompanySettingsSchema.partial().optional(),
}).strict();
export type CompanyUpdate = z.infer<typeof CompanyUpdateSchema>;

/**
 * Where uploaded company logos are served, on the product origin (issue #24 "serve uploaded logos from the product
 * origin", so the frame's CSP img-src 'self' covers them): `{COMPANY_LOGO_PATH}/{logoRef}`.
 */
export const COMPANY_LOGO_PATH = '/company-logos';

/** The URL of a company's logo, or null when it has none (the header falls back to the product logo). */
export function companyLogoUrl(logoRef: string | null): string | null {
  return logoRef === null ? null : `${COMPANY_LOGO_PATH}/${encodeURIComponent(logoRef)}`;
}

/** The two sides of one person (account-business-header-and-trips §4 "Account-type toggle: personal or business"). */
export const AccountTypeSchema = z.enum(['personal', 'business']);
export type AccountType = z.infer<typeof AccountTypeSchema>;

/**
 * Reply of GET /i/api/business/me/v1/businessToggleUrl(?redir={path}): the side the toggle switches TO (the other one)
 * and where the frame goes after switching (`redir` when it is a same-origin path, else `/`; the front door shows the
 * business header in business mode).
 */
export const BusinessToggleUrlReplySchema = z.object({ accountType: AccountTypeSchema, url: z.string() });
export type BusinessToggleUrlReply = z.infer<typeof BusinessToggleUrlReplySchema>;

/** Body of POST /i/api/business/me/v1/accountType: the side to be on. */
export const AccountTypeRequestSchema = z.object({ accountType: AccountTypeSchema }).strict();
/** Reply of POST /i/api/business/me/v1/accountType: the new business mode (the auth state's businessMode). */
export const AccountTypeReplySchema = z.object({ accountType: AccountTypeSchema, businessMode: z.boolean() });
export type AccountTypeReply = z.infer<typeof AccountTypeReplySchema>;

/** A business profile as GET /i/api/business/users/v1/profiles/{profileId} shows it (policy profile.view). */
export const BusinessProfileViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.object({ id: z.number().int(), roleName: z.string(), builtInRole: z.string().nullable() }),
  groupId: z.number().int().nullable(),
  kind: z.enum(['member', 'guest']),
  status: z.enum(['active', 'deactivated']),
  guestExpiresAt: z.string().nullable(),
  managerProfileId: z.string().nullable(),
  approverProfileId: z.string().nullable(),
});
export type BusinessProfileView = z.infer<typeof BusinessProfileViewSchema>;
