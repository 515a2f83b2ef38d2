/**
 * Kysely types of the company-call tables (migration 0020; owned by server/src/modules/business). `Database` extends
 * {@link BusinessCompanyTables}. Timestamps are ISO 8601 UTC strings; JSON columns are TEXT holding JSON.
 */
import type { Generated } from 'kysely';

export interface CompanyLogosTable {
  /** Content hash (hex) of the company id and the bytes, plus the extension: the URL segment under /company-logos/. */
  ref: string;
  company_id: string;
  content_type: 'image/jpeg' | 'image/png' | 'image/gif';
  size_bytes: number;
  bytes: Buffer;
  created_at: string;
}

export interface BusinessOnboardingTable {
  profile_id: string;
  company_id: string;
  setup_version: 'v1' | 'v2' | 'v3' | null;
  setup_at: string | null;
  task_grid_dismissed_at: string | null;
  /** JSON array of strings (account/keywords). */
  keywords_json: Generated<string>;
  /** Locale code in underscore form (setLanguage), or null. */
  language: string | null;
  updated_at: string;
}

export interface BusinessTaskStatusesTable {
  profile_id: string;
  company_id: string;
  task_id: string;
  status: 'TODO' | 'DONE' | 'SKIPPED';
  updated_at: string;
}

export interface CompanyPreferencesTable {
  company_id: string;
  auto_approval_mode: Generated<string>;
  /** JSON object vertical -> boolean. */
  policies_json: Generated<string>;
  /** JSON object (contract SortOrderSettings). */
  sort_order_json: Generated<string>;
  company_size: string | null;
  country_code: string | null;
  /** When the company part of the setup call was answered. */
  setup_at: string | null;
  /** The impersonation support grant: null when support is off. */
  support_mode: 'book' | 'view' | null;
  support_granted_by_profile_id: string | null;
  support_granted_at: string | null;
  support_expires_at: string | null;
  updated_at: string;
}

export interface CompanyTierUpgradesTable {
  id: Generated<number>;
  company_id: string;
  from_tier: string;
  to_tier: 'biz' | 'bizPlus' | 'enterprise';
  status: 'AWAITING_EMAIL_CONFIRMATION' | 'REQUESTED' | 'COMPLETED' | 'CANCELLED';
  requested_by_profile_id: string | null;
  /** HMAC (hex) of the emailed bizPlus confirmation token; null when no email is involved. */
  token_hash: string | null;
  email_clicked_at: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface CompanyDeletionRequestsTable {
  confirmation_code: string;
  company_id: string;
  requested_by_profile_id: string | null;
  request_time_ms: number;
  used_at: string | null;
  created_at: string;
}

export interface CompanyConfirmationsTable {
  token_hash: string;
  company_id: string;
  profile_id: string;
  purpose: 'company' | 'profile';
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface BusinessImpersonationsTable {
  id: string;
  session_id: string;
  company_id: string;
  impersonator_profile_id: string;
  impersonator_account_id: string;
  target_profile_id: string;
  mode: 'book' | 'view';
  started_at: string;
  ended_at: string | null;
}

export interface BusinessImpersonationAuditTable {
  id: Generated<number>;
  impersonation_id: string;
  company_id: string;
  impersonator_account_id: string;
  target_account_id: string;
  mode: string;
  /** `METHOD /route/pattern` (never a query string: it may hold tokens). */
  action: string;
  status_code: number;
  created_at: string;
}

export interface BusinessIssueReportsTable {
  id: string;
  company_id: string;
  profile_id: string | null;
  kind: 'issue' | 'accountManager';
  summary: string;
  description: string;
  topic: string | null;
  booking_number: string | null;
  created_at: string;
}

export interface BusinessAttachmentsTable {
  id: Generated<number>;
  report_id: string;
  company_id: string;
  filename: string;
  content_type: string;
  size_bytes: number;
  bytes: Buffer;
  created_at: string;
}

export interface BusinessLeadsTable {
  id: string;
  account_id: string;
  kind: 'signup' | 'leisureSignup' | 'demo' | 'waitlist';
  company_id: string | null;
  company_name: string;
  demo_state: Generated<'notRequested' | 'requested' | 'postponed'>;
  payload_json: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** The company-call tables, merged into `Database`. */
export interface BusinessCompanyTables {
  company_logos: CompanyLogosTable;
  business_onboarding: BusinessOnboardingTable;
  business_task_statuses: BusinessTaskStatusesTable;
  company_preferences: CompanyPreferencesTable;
  company_tier_upgrades: CompanyTierUpgradesTable;
  company_deletion_requests: CompanyDeletionRequestsTable;
  company_confirmations: CompanyConfirmationsTable;
  business_impersonations: BusinessImpersonationsTable;
  business_impersonation_audit: BusinessImpersonationAuditTable;
  business_issue_reports: BusinessIssueReportsTable;
  business_attachments: BusinessAttachmentsTable;
  business_leads: BusinessLeadsTable;
}
