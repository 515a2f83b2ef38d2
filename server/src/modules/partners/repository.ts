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

/**
 * Inserts a partner row unless the id exists (`insert ... on conflict do nothing`, one statement, so two
 * concurrent inserts of one id cannot both succeed nor fail with a unique violation).
 * @returns true when this call inserted the row, false when the id was taken
 */
export async function insertPartnerRow(db: Kysely<Database>, row: PartnerRow): Promise<boolean> {
  const inserted = await db.insertInto('partners').values(row).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

/** Inserts a partner row, or overwrites every column but id and created_at of the row with its id. */
export async function upsertPartnerRow(db: Kysely<Database>, row: PartnerRow): Promise<void> {
  const { id: _id, created_at: _createdAt, ...columns } = row;
  await db.insertInto('partners').values(row).onConflict((oc) => oc.column('id').doUpdateSet(columns)).execute();
}

/** Updates the given columns of one partner row; resolves with the number of rows changed (0 or 1). */
export async function updatePartnerRow(
  db: Kysely<Database>,
  id: string,
  patch: Partial<Pick<PartnerRow, 'name' | 'allowed_origins' | 'relay_allow_list' | 'default_brand' | 'social_links'>>,
): Promise<number> {
  const result = await db.updateTable('partners').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes one partner row (sessions and metrics keep their rows with partner_id set to null); 0 or 1. */
export async function deletePartnerRow(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('partners').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
