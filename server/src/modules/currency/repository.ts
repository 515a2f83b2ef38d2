/**
 * The currency module's table, `currency_preferences` (migration 0012): one chosen currency per owner
 * (`s:{sha256(session id)}` or `a:{account id}`). The table's type is declared here (Kysely `withTables`), the
 * module owns it; other modules reach it through service.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

interface CurrencyPreferencesTable {
  owner: string;
  currency_code: string;
  /** ISO 8601. */
  updated_at: string;
}
type CurrencyDatabase = Database & { currency_preferences: CurrencyPreferencesTable };

function tables(db: Kysely<Database>): Kysely<CurrencyDatabase> {
  return db.withTables<{ currency_preferences: CurrencyPreferencesTable }>();
}

/** The stored currency codes of `owners` (owner -> code). */
export async function findPreferences(db: Kysely<Database>, owners: readonly string[]): Promise<Map<string, string>> {
  if (owners.length === 0) return new Map();
  const rows = await tables(db).selectFrom('currency_preferences').select(['owner', 'currency_code']).where('owner', 'in', owners).execute();
  return new Map(rows.map((r) => [r.owner, r.currency_code]));
}

/** Inserts or replaces the currency of `owner`. */
export async function upsertPreference(db: Kysely<Database>, owner: string, currencyCode: string, updatedAt: string): Promise<void> {
  await tables(db)
    .insertInto('currency_preferences')
    .values({ owner, currency_code: currencyCode, updated_at: updatedAt })
    .onConflict((oc) => oc.column('owner').doUpdateSet({ currency_code: currencyCode, updated_at: updatedAt }))
    .execute();
}

/** Deletes session rows (`s:` owners) not updated since `before` (ISO). */
export async function deleteSessionPreferencesBefore(db: Kysely<Database>, before: string): Promise<void> {
  await tables(db).deleteFrom('currency_preferences').where('owner', 'like', 's:%').where('updated_at', '<', before).execute();
}
