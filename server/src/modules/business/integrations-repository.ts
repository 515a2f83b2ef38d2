/**
 * Queries of the integration tables (migration 0032: `business_expense_systems`, `business_slack_settings`,
 * `business_integration_deliveries`; issue #26 "Integrations"). Every query of a company's rows takes the company id;
 * {@link claimDueDeliveries} works across companies (the poller) and says so. Claims follow approvals-repository.ts
 * `claimDueJobs`: `FOR UPDATE SKIP LOCKED` on PostgreSQL, a compare-and-set of `claimed_by`/`claimed_until` on SQLite.
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { FeatureSwitchesSchema, featuresOf, type Feature } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type {
  BusinessExpenseSystemRow, BusinessExpenseSystemsTable, BusinessIntegrationDeliveriesTable, BusinessIntegrationDeliveryRow, BusinessSlackSettingsRow,
} from '../../db/business-integration-tables.ts';
import { jsonObject } from './json-column.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The company's name and features (tier + switches), or undefined for a missing or deleted company. */
export async function findCompanyFeatures(db: Db, companyId: string): Promise<{ name: string; features: Feature[] } | undefined> {
  const row = await db.selectFrom('companies').select(['name', 'plan_tier', 'feature_switches_json']).where('id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) return undefined;
  const switches = FeatureSwitchesSchema.safeParse(jsonObject(row.feature_switches_json ?? '{}'));
  return { name: row.name, features: featuresOf(row.plan_tier, switches.success ? switches.data : {}) };
}

/** A business profile's email and name (the account's), scoped by company. */
export async function findProfilePerson(db: Db, companyId: string, profileId: string): Promise<{ email: string; name: string | null } | undefined> {
  return db.selectFrom('business_profiles as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select(['a.email', 'a.name'])
    .where('p.company_id', '=', companyId).where('p.id', '=', profileId).executeTakeFirst();
}

export async function listExpenseSystems(db: Db, companyId: string): Promise<BusinessExpenseSystemRow[]> {
  return db.selectFrom('business_expense_systems').selectAll().where('company_id', '=', companyId).orderBy('is_default', 'desc').orderBy('name').orderBy('code').execute();
}

/** The system with `code` (case-insensitive), or the company's default when `code` is undefined. */
export async function findExpenseSystem(db: Db, companyId: string, code: string | undefined): Promise<BusinessExpenseSystemRow | undefined> {
  let q = db.selectFrom('business_expense_systems').selectAll().where('company_id', '=', companyId);
  q = code === undefined ? q.where('is_default', '=', 1) : q.where(sql<string>`lower(code)`, '=', code.toLowerCase());
  return q.executeTakeFirst();
}

export async function findExpenseSystemById(db: Db, companyId: string, id: string): Promise<BusinessExpenseSystemRow | undefined> {
  return db.selectFrom('business_expense_systems').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
}

export async function insertExpenseSystem(db: Db, row: BusinessExpenseSystemsTable): Promise<void> {
  await db.insertInto('business_expense_systems').values(row).execute();
}

export async function updateExpenseSystem(db: Db, companyId: string, id: string, patch: Partial<Omit<BusinessExpenseSystemsTable, 'id' | 'company_id'>>): Promise<void> {
  await db.updateTable('business_expense_systems').set(patch).where('company_id', '=', companyId).where('id', '=', id).execute();
}

/** Clears the company's default (before another system becomes it, in one transaction). */
export async function clearDefaultExpenseSystem(db: Db, companyId: string, nowIso: string): Promise<void> {
  await db.updateTable('business_expense_systems').set({ is_default: 0, updated_at: nowIso }).where('company_id', '=', companyId).where('is_default', '=', 1).execute();
}

export async function deleteExpenseSystem(db: Db, companyId: string, id: string): Promise<void> {
  await db.deleteFrom('business_expense_systems').where('company_id', '=', companyId).where('id', '=', id).execute();
}

export async function findSlackSettings(db: Db, companyId: string): Promise<BusinessSlackSettingsRow | undefined> {
  return db.selectFrom('business_slack_settings').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/** Inserts or replaces the company's Slack row. */
export async function upsertSlackSettings(db: Db, row: BusinessSlackSettingsRow): Promise<void> {
  await db.insertInto('business_slack_settings').values(row)
    .onConflict((oc) => oc.column('company_id').doUpdateSet({
      webhook_url: row.webhook_url, webhook_url_hint: row.webhook_url_hint, notify_approvals: row.notify_approvals, notify_out_of_policy: row.notify_out_of_policy,
      updated_at: row.updated_at,
    }))
    .execute();
}

export async function deleteSlackSettings(db: Db, companyId: string): Promise<void> {
  await db.deleteFrom('business_slack_settings').where('company_id', '=', companyId).execute();
}

export async function insertDelivery(db: Db, row: Omit<BusinessIntegrationDeliveriesTable, 'attempts'>): Promise<void> {
  await db.insertInto('business_integration_deliveries').values(row).execute();
}

export async function findDelivery(db: Db, companyId: string, id: string): Promise<BusinessIntegrationDeliveryRow | undefined> {
  return db.selectFrom('business_integration_deliveries').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
}

/** The trip's expense delivery to `systemId` still under way (PENDING or RETRYING), if any. */
export async function findOpenExpenseDelivery(db: Db, companyId: string, tripHash: string, systemId: string): Promise<BusinessIntegrationDeliveryRow | undefined> {
  return db.selectFrom('business_integration_deliveries').selectAll().where('company_id', '=', companyId).where('kind', '=', 'EXPENSE')
    .where('trip_hash', '=', tripHash).where('system_id', '=', systemId).where('state', 'in', ['PENDING', 'RETRYING']).orderBy('created_at', 'desc').executeTakeFirst();
}

/** The trip's expense deliveries, newest first (at most `limit`). */
export async function listTripDeliveries(db: Db, companyId: string, tripHash: string, limit: number): Promise<BusinessIntegrationDeliveryRow[]> {
  return db.selectFrom('business_integration_deliveries').selectAll().where('company_id', '=', companyId).where('kind', '=', 'EXPENSE').where('trip_hash', '=', tripHash)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The company's latest deliveries of every kind, newest first. */
export async function listDeliveries(db: Db, companyId: string, limit: number): Promise<BusinessIntegrationDeliveryRow[]> {
  return db.selectFrom('business_integration_deliveries').selectAll().where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** A claimed delivery: the row as it was when claimed (attempts already counted the new attempt). */
export type ClaimedDelivery = BusinessIntegrationDeliveryRow;

/**
 * Claims up to `limit` due deliveries of EVERY company for `worker` until `claimUntilIso`: PENDING or RETRYING, due
 * (`due_at <= now`), unclaimed or whose claim lapsed (a dead process's). Counts the attempt in the claim. PostgreSQL:
 * one transaction locks the candidates `FOR UPDATE SKIP LOCKED` (processes polling together take different rows) and
 * marks them; SQLite: a compare-and-set update per candidate, so two processes never both claim one row.
 */
export async function claimDueDeliveries(db: Kysely<Database>, worker: string, nowIso: string, claimUntilIso: string, limit: number): Promise<ClaimedDelivery[]> {
  const candidates = (trx: Db) => trx.selectFrom('business_integration_deliveries').selectAll()
    .where('state', 'in', ['PENDING', 'RETRYING']).where('due_at', '<=', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .orderBy('due_at').orderBy('id').limit(limit);
  const claimSet = { claimed_by: worker, claimed_until: claimUntilIso, attempts: sql<number>`attempts + 1`, updated_at: nowIso };
  const counted = (row: BusinessIntegrationDeliveryRow): ClaimedDelivery => ({ ...row, attempts: Number(row.attempts) + 1, claimed_by: worker, claimed_until: claimUntilIso });
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return db.transaction().execute(async (trx) => {
      const rows = await candidates(trx).forUpdate().skipLocked().execute();
      if (rows.length === 0) return [];
      await trx.updateTable('business_integration_deliveries').set(claimSet).where('id', 'in', rows.map((r) => r.id)).execute();
      return rows.map(counted);
    });
  }
  const claimed: ClaimedDelivery[] = [];
  for (const row of await candidates(db).execute()) {
    const r = await db.updateTable('business_integration_deliveries').set(claimSet).where('id', '=', row.id).where('state', 'in', ['PENDING', 'RETRYING'])
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)])).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) claimed.push(counted(row));
  }
  return claimed;
}

/** Records an attempt's outcome (only by the worker holding the claim); releases the claim. */
export async function settleDelivery(
  db: Db, id: string, worker: string,
  outcome: { state: 'DELIVERED' | 'RETRYING' | 'FAILED'; dueAt: string; lastError: string | null; lastStatus: number | null; deliveredAt: string | null; nowIso: string },
): Promise<void> {
  await db.updateTable('business_integration_deliveries').set({
    state: outcome.state, due_at: outcome.dueAt, last_error: outcome.lastError, last_status: outcome.lastStatus, delivered_at: outcome.deliveredAt,
    claimed_by: null, claimed_until: null, updated_at: outcome.nowIso,
  }).where('id', '=', id).where('claimed_by', '=', worker).execute();
}
