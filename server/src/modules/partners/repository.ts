/** Partners table access. */
import type { Kysely } from 'kysely';
import type { Database, PartnerRow } from '../../db/database.ts';

/** The partner row with this id, or undefined. */
export async function findPartnerRow(db: Kysely<Database>, id: string): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every partner row, ordered by id. */
export async function listPartnerRows(db: Kysely<Database>): Promise<PartnerRow[]> {
  return db.selectFrom('partners').selectAll().orderBy('id').execute();
}

/** Inserts a partner row; fails (unique violation) when the id exists. */
export async function insertPartnerRow(db: Kysely<Database>, row: PartnerRow): Promise<void> {
  await db.insertInto('partners').values(row).execute();
}

/** Updates the given columns of one partner row; resolves with the number of rows changed (0 or 1). */
export async function updatePartnerRow(
  db: Kysely<Database>,
  id: string,
  patch: Partial<Pick<PartnerRow, 'name' | 'allowed_origins' | 'relay_allow_list' | 'default_brand'>>,
): Promise<number> {
  const result = await db.updateTable('partners').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes one partner row (sessions and metrics keep their rows with partner_id set to null); 0 or 1. */
export async function deletePartnerRow(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('partners').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
