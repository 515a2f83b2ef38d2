/** Airports table access. */
import type { Kysely } from 'kysely';
import type { AirportRow, Database } from '../../db/database.ts';

/** Every airport, ordered by code. */
export async function listAirports(db: Kysely<Database>): Promise<AirportRow[]> {
  return db.selectFrom('airports').selectAll().orderBy('code').execute();
}
