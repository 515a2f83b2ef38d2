/** Airlines table access (the flight inventory's carriers). */
import type { Kysely } from 'kysely';
import type { AirlineRow, Database } from '../../db/database.ts';

/** Every airline, ordered by code. */
export async function listAirlines(db: Kysely<Database>): Promise<AirlineRow[]> {
  return db.selectFrom('airlines').selectAll().orderBy('code').execute();
}
