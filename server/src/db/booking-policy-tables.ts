/**
 * Table of migration 0026 (owned by the booking module, modules/booking/policy-checks.ts): the travel-policy check
 * stored with each business booking (issue #25).
 */
import type { Selectable } from 'kysely';

/** One business booking's policy check (see migration 0026 for every column's meaning). */
export interface BookingPolicyChecksTable {
  reference: string;
  company_id: string;
  traveler_profile_id: string;
  booker_profile_id: string;
  vertical: string;
  /** The policy version the booking was checked against; null when the company had none for the vertical. */
  policy_version: number | null;
  action: 'allow' | 'warn' | 'requireApproval' | 'block';
  in_policy: number;
  /** JSON array of contract PolicyVerdict reasons. */
  reasons_json: string;
  reason_code: string | null;
  reason_text: string | null;
  approval_status: 'none' | 'required' | 'requested';
  approval_request_id: string | null;
  created_at: string;
}

/** The booking module's policy table, mixed into the Database type. */
export interface BookingPolicyTables {
  booking_policy_checks: BookingPolicyChecksTable;
}

export type BookingPolicyCheckRow = Selectable<BookingPolicyChecksTable>;
