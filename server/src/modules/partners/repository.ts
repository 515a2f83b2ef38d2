/** Partners table access. */
import type { Kysely } from 'kysely';
import type { Database, PartnerRow } from '../../db/database.ts';

/** The partner row with this id, or undefined. */
export async function findPartnerRow(db: Kysely<Database>, id: string): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
}
