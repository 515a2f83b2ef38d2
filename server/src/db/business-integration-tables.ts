/**
 * Tables of migration 0032 (owned by the business module, modules/business/integrations-*.ts): expense systems, Slack
 * settings and the webhook delivery queue (issue #26 "Integrations"). Column meanings: the migration's docstring.
 */
import type { Generated, Selectable } from 'kysely';

export interface BusinessExpenseSystemsTable {
  id: string;
  company_id: string;
  code: string;
  name: string;
  webhook_url: string;
  /** Sealed (secret-box `v1:...`, context = the row id). */
  signing_secret: string;
  secret_hint: string;
  is_default: number;
  created_at: string;
  updated_at: string;
}
export type BusinessExpenseSystemRow = Selectable<BusinessExpenseSystemsTable>;

export interface BusinessSlackSettingsTable {
  company_id: string;
  /** Sealed (secret-box `v1:...`, context = `slack:{company_id}`). */
  webhook_url: string;
  webhook_url_hint: string;
  notify_approvals: number;
  notify_out_of_policy: number;
  updated_at: string;
}
export type BusinessSlackSettingsRow = Selectable<BusinessSlackSettingsTable>;

export interface BusinessIntegrationDeliveriesTable {
  id: string;
  company_id: string;
  kind: 'EXPENSE' | 'SLACK';
  event: string;
  system_id: string | null;
  system_code: string | null;
  system_name: string | null;
  trip_hash: string | null;
  payload_json: string;
  state: 'PENDING' | 'RETRYING' | 'DELIVERED' | 'FAILED';
  attempts: Generated<number>;
  due_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  last_error: string | null;
  last_status: number | null;
  created_by_profile_id: string | null;
  created_at: string;
  delivered_at: string | null;
  updated_at: string;
}
export type BusinessIntegrationDeliveryRow = Selectable<BusinessIntegrationDeliveriesTable>;

/** The integration tables, mixed into the Database type. */
export interface BusinessIntegrationTables {
  business_expense_systems: BusinessExpenseSystemsTable;
  business_slack_settings: BusinessSlackSettingsTable;
  business_integration_deliveries: BusinessIntegrationDeliveriesTable;
}
