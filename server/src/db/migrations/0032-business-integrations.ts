/**
 * Migration 0032: business integrations, expense systems and Slack notifications, and their delivery queue (issue #26
 * "Integrations"; core-and-business §6 EXPENSIFY_INTEGRATION, SLACK_INTEGRATION; account-business-header-and-trips §7
 * "Expense system"). Owned by the business module (server/src/modules/business/integrations-*.ts). FROZEN once
 * released: never edit, never import application code; add a new migration instead. Every query filters by
 * `company_id` (the poller's claim excepted: it works for every company).
 *
 * - `business_expense_systems`: the company's expense systems: `code` (the §7 `expenseManagementSystemCode`, unique per
 *   company), name, webhook URL, the HMAC signing secret SEALED (secret-box `v1:...`, bound to the row id) and its last
 *   4 characters, and whether it is the company's default (at most one: a partial unique index).
 * - `business_slack_settings`: one row per company that connected Slack: the incoming-webhook URL SEALED (it is a
 *   secret: anyone holding it can post), a hint to show, and which notifications to send.
 * - `business_integration_deliveries`: the queue (one row per webhook to deliver): kind EXPENSE / SLACK, event, the
 *   expense system (set null when it is removed; its code and name are kept), the trip hash, the JSON body, the state
 *   (PENDING, RETRYING, DELIVERED, FAILED), attempts, when the next attempt is due, the claim of the process working on
 *   it (`claimed_by`/`claimed_until`, taken over once lapsed), the last error and HTTP status, who queued it, times.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('business_expense_systems')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('webhook_url', 'text', (c) => c.notNull())
    .addColumn('signing_secret', 'text', (c) => c.notNull())
    .addColumn('secret_hint', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('business_expense_systems_code_uq', ['company_id', 'code'])
    .execute();
  await db.schema.createIndex('business_expense_systems_default_uq').on('business_expense_systems').column('company_id').unique()
    .where(sql.ref('is_default'), '=', 1).execute();

  await db.schema
    .createTable('business_slack_settings')
    .addColumn('company_id', 'text', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('webhook_url', 'text', (c) => c.notNull())
    .addColumn('webhook_url_hint', 'text', (c) => c.notNull())
    .addColumn('notify_approvals', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notify_out_of_policy', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('business_integration_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('EXPENSE', 'SLACK')`))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('system_id', 'text', (c) => c.references('business_expense_systems.id').onDelete('set null'))
    .addColumn('system_code', 'text')
    .addColumn('system_name', 'text')
    .addColumn('trip_hash', 'text')
    .addColumn('payload_json', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('PENDING', 'RETRYING', 'DELIVERED', 'FAILED')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_status', 'integer')
    .addColumn('created_by_profile_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('business_integration_deliveries_due_idx').on('business_integration_deliveries').columns(['state', 'due_at']).execute();
  await db.schema.createIndex('business_integration_deliveries_trip_idx').on('business_integration_deliveries').columns(['company_id', 'trip_hash', 'created_at']).execute();
  await db.schema.createIndex('business_integration_deliveries_company_idx').on('business_integration_deliveries').columns(['company_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['business_integration_deliveries', 'business_slack_settings', 'business_expense_systems']) {
    await db.schema.dropTable(table).execute();
  }
}
