/**
 * Kysely types of the business edition's tables (migration 0018; owned by server/src/modules/business). Kept apart
 * from database.ts so the business module's tables are read in one place; `Database` extends {@link BusinessTables}.
 * Timestamps are ISO 8601 UTC strings; JSON columns are TEXT holding JSON.
 */
import type { Generated, Selectable } from 'kysely';

export interface CompaniesTable {
  /** Random text id. */
  id: string;
  name: string;
  /** Key of the uploaded logo (served from the product origin), or null: the header shows the product logo. */
  logo_ref: string | null;
  plan_tier: Generated<'biz' | 'bizPlus' | 'enterprise'>;
  booking_mode: Generated<'TRAVELER_ONLY' | 'TRAVELER_OR_TRAVEL_MANAGER'>;
  /** JSON object Feature -> boolean (contract FeatureSwitches). */
  feature_switches_json: Generated<string>;
  /** JSON object of company settings (contract CompanySettings). */
  settings_json: Generated<string>;
  /** JSON object CompanyFlag -> boolean; missing flags take contract COMPANY_FLAG_DEFAULTS. */
  flags_json: Generated<string>;
  multi_room_bookings: Generated<number>;
  confirmed_at: string | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CompanyEmailDomainsTable {
  domain: string;
  company_id: string;
  created_at: string;
}

export interface CompanyOfficesTable {
  id: Generated<number>;
  company_id: string;
  name: string;
  address: Generated<string>;
  city: Generated<string>;
  country_code: Generated<string>;
  created_at: string;
}

export interface CompanyLegalEntitiesTable {
  id: Generated<number>;
  company_id: string;
  name: string;
  registration_number: Generated<string>;
  country_code: Generated<string>;
  created_at: string;
}

export interface CompanyMembershipsTable {
  id: Generated<number>;
  company_id: string;
  program: string;
  vendor_code: Generated<string>;
  membership_number: string;
  created_at: string;
}

export interface BusinessRolesTable {
  id: Generated<number>;
  company_id: string;
  /** Contract BuiltInRole for a built-in role (permissions from the contract), null for a custom role. */
  builtin_role: string | null;
  name: string;
  /** JSON array of permissions of a custom role; null for a built-in one. */
  permissions_json: string | null;
  /** contract permissionSetKey of a custom role (unique per company); null for a built-in one. */
  permission_set_key: string | null;
  created_at: string;
}

export interface BusinessGroupsTable {
  id: Generated<number>;
  company_id: string;
  name: string;
  created_at: string;
}

export interface BusinessProfilesTable {
  id: string;
  account_id: string;
  company_id: string;
  role_id: number;
  group_id: number | null;
  manager_profile_id: string | null;
  approver_profile_id: string | null;
  kind: Generated<'member' | 'guest'>;
  status: Generated<'active' | 'deactivated'>;
  /** A guest's end of access (ISO); null for members. */
  guest_expires_at: string | null;
  sponsor_profile_id: string | null;
  /** 1: the person is on the business side (account-type toggle), 0: the personal side. */
  business_mode: Generated<number>;
  /** Two-factor seam (modules/business/two-factor.ts): 1 once the account enrolled a second factor. */
  two_factor_enabled: Generated<number>;
  confirmed_at: string | null;
  /** JSON object of traveler details (contract BusinessTravelerDetails). */
  traveler_details_json: Generated<string>;
  created_at: string;
  updated_at: string;
  /** 1: the traveler lets any arranger book for them (TRIP_EVENT_BOOK_FOR_ALL_ALLOWING; migration 0023). */
  allows_any_arranger: Generated<number>;
  /** The office the person works from (company_offices; migration 0029, the reporting module's office filter); null: none. */
  office_id: Generated<number | null>;
}

export interface BusinessInvitationsTable {
  id: string;
  company_id: string;
  email: string;
  kind: Generated<'member' | 'guest'>;
  role_id: number;
  group_id: number | null;
  invited_by_profile_id: string | null;
  /** HMAC-SHA-256 (hex) of the emailed token; never the clear token. */
  token_hash: string;
  status: Generated<'pending' | 'accepted' | 'revoked'>;
  expires_at: string;
  created_at: string;
  accepted_at: string | null;
  /** Migration 0021: a guest invitation's days of access (the profile's guest_expires_at on accepting); null for members. */
  guest_access_days: number | null;
}

/** Migration 0021: plain-text messages on a company's business front door. */
export interface BusinessHomepageMessagesTable {
  id: Generated<number>;
  company_id: string;
  text: string;
  active: Generated<number>;
  created_by_profile_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One TOTP authenticator per business profile (migration 0019; modules/business/two-factor-repository.ts). */
export interface BusinessTwoFactorTable {
  profile_id: string;
  company_id: string;
  /** RFC 6238 secret, base32 (stored as is: no encryption-at-rest helper exists; module README "Known limits"). */
  secret: string;
  status: Generated<'pending' | 'active'>;
  /** Highest accepted 30 s time step (replay refusal), or null before the first accepted code. */
  last_used_step: number | null;
  created_at: string;
  confirmed_at: string | null;
}

/** Recovery codes of an enrolment (migration 0019): SHA-256 hex of each code; `used_at` once spent. */
export interface BusinessRecoveryCodesTable {
  id: Generated<number>;
  profile_id: string;
  company_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** The (session, account) pairs that proved their second factor (migration 0019). */
export interface BusinessTwoFactorSessionsTable {
  session_id: string;
  account_id: string;
  verified_at: string;
}

/** Admin resets of a lost authenticator (migration 0022): whose, by whom, when. */
export interface BusinessTwoFactorResetsTable {
  id: Generated<number>;
  company_id: string;
  profile_id: string;
  reset_by_profile_id: string;
  /** 1 when an active authenticator was there (0: nothing was enrolled yet, the reset only cleared a pending one). */
  had_authenticator: number;
  reset_at: string;
}

/** The business tables, merged into `Database`. */
export interface BusinessTables {
  companies: CompaniesTable;
  company_email_domains: CompanyEmailDomainsTable;
  company_offices: CompanyOfficesTable;
  company_legal_entities: CompanyLegalEntitiesTable;
  company_memberships: CompanyMembershipsTable;
  business_roles: BusinessRolesTable;
  business_groups: BusinessGroupsTable;
  business_profiles: BusinessProfilesTable;
  business_invitations: BusinessInvitationsTable;
  business_two_factor: BusinessTwoFactorTable;
  business_recovery_codes: BusinessRecoveryCodesTable;
  business_two_factor_sessions: BusinessTwoFactorSessionsTable;
  business_two_factor_resets: BusinessTwoFactorResetsTable;
  business_homepage_messages: BusinessHomepageMessagesTable;
  business_booking_for: BusinessBookingForTable;
  business_profile_arrangers: BusinessProfileArrangersTable;
}

/** The traveler an arranger books for, per session (migration 0023; modules/business/booking-for.ts). */
export interface BusinessBookingForTable {
  session_id: string;
  company_id: string;
  /** The arranger's account and profile. */
  account_id: string;
  profile_id: string;
  traveler_profile_id: string;
  created_at: string;
}

/** Arrangers a traveler named (TRIP_EVENT_BOOK_FOR_EXPLICIT; migration 0023). */
export interface BusinessProfileArrangersTable {
  company_id: string;
  traveler_profile_id: string;
  arranger_profile_id: string;
  created_at: string;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type BusinessRoleRow = Selectable<BusinessRolesTable>;
export type BusinessProfileRow = Selectable<BusinessProfilesTable>;
export type BusinessInvitationRow = Selectable<BusinessInvitationsTable>;
