/** Metrics table access. */
import type { Insertable, Kysely } from 'kysely';
import type { Database, MetricsTable } from '../../db/database.ts';

export async function insertMetric(db: Kysely<Database>, row: Insertable<MetricsTable>): Promise<void> {
  await db.insertInto('metrics').values(row).execute();
}
