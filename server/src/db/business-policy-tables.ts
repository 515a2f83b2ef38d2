/**
 * Kysely types of migration 0024's tables (travel policies and the business audit log), merged into `Database`.
 * Owned by the business module (modules/business/travel-policy-repository.ts, modules/business/audit-log.ts).
 */
import type { Generated } from 'kysely';
import type { PolicyVertical } from '@travel/contract';

/** One stored version of a company's policy for a vertical and scope (group_id null = the company default). */
export interface BusinessTravelPoliciesTable {
  id: Generated<number>;
  company_id: string;
  vertical: PolicyVertical;
  group_id: number | null;
  /** Counts per (company, vertical) across scopes; unique with them. */
  version: number;
  /** The contract's policy document of the vertical (JSON). */
  document_json: string;
  updated_by_profile_id: string | null;
  created_at: string;
}

/** One audit entry: who (account, profile), for whom, what (action, subject, details), when. */
export interface BusinessAuditLogTable {
  id: Generated<number>;
  company_id: string;
  actor_account_id: string | null;
  actor_profile_id: string | null;
  on_behalf_profile_id: string | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  details_json: Generated<string>;
  created_at: string;
}

/** Migration 0024's tables. */
export interface BusinessPolicyTables {
  business_travel_policies: BusinessTravelPoliciesTable;
  business_audit_log: BusinessAuditLogTable;
}
