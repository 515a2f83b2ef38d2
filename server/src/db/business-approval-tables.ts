/**
 * Kysely types of migration 0025 (business approvals; owned by server/src/modules/business/approvals-*.ts). Timestamps
 * are ISO 8601 UTC strings; JSON columns are TEXT holding JSON.
 */
import type { Generated, Selectable } from 'kysely';

export interface BusinessApprovalSettingsTable {
  company_id: string;
  type: 'HARD' | 'PASSIVE';
  deadline_hours: number;
  reminder_hours: number;
  escalation_hours: number;
  default_action: 'APPROVE' | 'DECLINE';
  updated_at: string;
}

export interface BusinessGroupApproversTable {
  company_id: string;
  group_id: number;
  approver_profile_id: string | null;
  backup_profile_id: string | null;
  updated_at: string;
}

export interface BusinessApprovalRequestsTable {
  id: string;
  company_id: string;
  booking_reference: string;
  trip_id: string | null;
  vertical: string;
  title: string;
  price_amount_minor: number | null;
  price_currency: string | null;
  traveler_profile_id: string;
  requested_by_profile_id: string | null;
  approver_profile_id: string | null;
  /** 1 when the requester named the approver (TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT). */
  explicit_approver: Generated<number>;
  backup_profile_id: string | null;
  type: 'HARD' | 'PASSIVE';
  default_action: 'APPROVE' | 'DECLINE';
  state: 'PENDING' | 'APPROVED' | 'DECLINED' | 'EXPIRED' | 'CANCELLED';
  reasons_json: Generated<string>;
  deadline_at: string;
  reminder_at: string | null;
  escalate_at: string | null;
  reminder_sent_at: string | null;
  escalated_at: string | null;
  expiry_outcome: 'KEEP' | 'RELEASE' | null;
  decided_by_profile_id: string | null;
  comment: string | null;
  decided_at: string | null;
  created_at: string;
}
export type BusinessApprovalRequestRow = Selectable<BusinessApprovalRequestsTable>;

export interface BusinessApprovalJobsTable {
  id: Generated<number>;
  company_id: string;
  request_id: string;
  kind: 'REMIND' | 'ESCALATE' | 'EXPIRE' | 'RELEASE';
  due_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  attempts: Generated<number>;
  done_at: string | null;
  last_error: string | null;
}

export interface BusinessBookOnBehalfRequestsTable {
  id: string;
  company_id: string;
  requester_profile_id: string;
  vertical: string;
  details: string;
  start_date: string;
  end_date: string | null;
  state: 'OPEN' | 'FULFILLED' | 'CANCELLED';
  fulfilled_by_profile_id: string | null;
  booking_reference: string | null;
  created_at: string;
  closed_at: string | null;
}
export type BusinessBookOnBehalfRow = Selectable<BusinessBookOnBehalfRequestsTable>;

/** The tables of migration 0025. */
export interface BusinessApprovalTables {
  business_approval_settings: BusinessApprovalSettingsTable;
  business_group_approvers: BusinessGroupApproversTable;
  business_approval_requests: BusinessApprovalRequestsTable;
  business_approval_jobs: BusinessApprovalJobsTable;
  business_book_on_behalf_requests: BusinessBookOnBehalfRequestsTable;
}
