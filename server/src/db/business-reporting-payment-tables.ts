/**
 * Tables of migration 0028 (issue #26): trip reporting fields and their values per booking, company cards and payment
 * scopes (business module: modules/business/reporting-fields-*.ts, payment-methods-*.ts), and the test payment
 * method's stored cards (payments/test-card-adapter.ts). See the migration for every column's meaning.
 */
import type { Generated, Selectable } from 'kysely';

/** A company's trip reporting field. */
export interface BusinessReportingFieldsTable {
  id: Generated<number>;
  company_id: string;
  label: string;
  label_lower: string;
  kind: 'text' | 'list';
  required: number;
  /** JSON array of contract verticals. */
  verticals_json: string;
  /** JSON array of a list's options (empty for text). */
  options_json: string;
  help_text: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/** One reporting value a business booking was made with. */
export interface BusinessBookingReportingValuesTable {
  booking_reference: string;
  position: number;
  company_id: string;
  /** Null once the company deleted the field. */
  field_id: number | null;
  label: string;
  value: string;
  created_at: string;
}

/** A company card as the payment adapter stored it (never the number). */
export interface BusinessCompanyCardsTable {
  id: Generated<number>;
  company_id: string;
  label: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder_name: string;
  payment_token: string;
  created_by_profile_id: string | null;
  created_at: string;
}

/** How travelers of one scope (`default` or `group:{id}`) pay. */
export interface BusinessPaymentScopesTable {
  company_id: string;
  scope_key: string;
  group_id: number | null;
  card_id: number | null;
  personal_card_allowed: number;
  updated_at: string;
}

/** The test payment method's stored cards (its "vault"). */
export interface TestCardTokensTable {
  token: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  /** Null: charges are approved; else the decline every charge gets. */
  decline_reason: string | null;
  created_at: string;
}

/** Mixed into the Database type. */
export interface BusinessReportingPaymentTables {
  business_reporting_fields: BusinessReportingFieldsTable;
  business_booking_reporting_values: BusinessBookingReportingValuesTable;
  business_company_cards: BusinessCompanyCardsTable;
  business_payment_scopes: BusinessPaymentScopesTable;
  test_card_tokens: TestCardTokensTable;
}

export type ReportingFieldRow = Selectable<BusinessReportingFieldsTable>;
export type CompanyCardRow = Selectable<BusinessCompanyCardsTable>;
export type PaymentScopeRow = Selectable<BusinessPaymentScopesTable>;
