/** The `server_secrets` table (migration 0003): secrets every server process shares. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Inserts a secret unless one with this name exists (the first writer wins; never overwrites). */
export async function insertSecretIfAbsent(db: Kysely<Database>, row: { name: string; value: string; createdAt: string }): Promise<void> {
  await db
    .insertInto('server_secrets')
    .values({ name: row.name, value: row.value, created_at: row.createdAt })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** The stored value of a secret, or undefined. */
export async function findSecret(db: Kysely<Database>, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}
