/** Tables `webauthn_credentials` and `webauthn_challenges` (migration 0008). Timestamps are ISO 8601 UTC strings. */
import type { Kysely } from 'kysely';
import type { Database, WebauthnChallengeRow, WebauthnCredentialRow } from '../../db/database.ts';

/** Inserts a passkey unless its id exists. @returns true when inserted */
export async function insertCredential(db: Kysely<Database>, row: WebauthnCredentialRow): Promise<boolean> {
  const inserted = await db.insertInto('webauthn_credentials').values(row).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

/** @returns the passkey with this credential id, or undefined */
export async function findCredential(db: Kysely<Database>, id: string): Promise<WebauthnCredentialRow | undefined> {
  return db.selectFrom('webauthn_credentials').selectAll().where('id', '=', id).executeTakeFirst();
}

/** @returns the account's passkeys, newest first */
export async function listCredentials(db: Kysely<Database>, accountId: string): Promise<WebauthnCredentialRow[]> {
  return db.selectFrom('webauthn_credentials').selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/**
 * Records a sign-in with the passkey: the new signature counter and the time, only while the stored counter is still
 * `expectedCounter` (two concurrent uses of one assertion cannot both pass). @returns true when updated
 */
export async function recordCredentialUse(db: Kysely<Database>, id: string, expectedCounter: number, newCounter: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('webauthn_credentials')
    .set({ counter: newCounter, last_used_at: nowIso })
    .where('id', '=', id)
    .where('counter', '=', expectedCounter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes one passkey of the account (never another account's). @returns true when deleted */
export async function deleteCredential(db: Kysely<Database>, accountId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webauthn_credentials').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Inserts a challenge and keeps only the session's `keep` newest ones. */
export async function insertChallenge(db: Kysely<Database>, row: WebauthnChallengeRow, keep: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('webauthn_challenges').values(row).execute();
    const newest = trx.selectFrom('webauthn_challenges').select('id').where('session_id', '=', row.session_id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(keep);
    await trx.deleteFrom('webauthn_challenges').where('session_id', '=', row.session_id).where('id', 'not in', newest).execute();
  });
}

/**
 * Consumes a challenge: deletes the session's unexpired challenge with this hash and purpose, in one statement, so of
 * two concurrent uses (any server process) exactly one gets the row. @returns the deleted row, or undefined
 */
export async function takeChallenge(
  db: Kysely<Database>,
  q: { sessionId: string; challengeHash: string; purpose: WebauthnChallengeRow['purpose']; nowIso: string },
): Promise<WebauthnChallengeRow | undefined> {
  return db
    .deleteFrom('webauthn_challenges')
    .where('session_id', '=', q.sessionId)
    .where('challenge_hash', '=', q.challengeHash)
    .where('purpose', '=', q.purpose)
    .where('expires_at', '>', q.nowIso)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes every challenge that expired before `nowIso`. */
export async function deleteExpiredChallenges(db: Kysely<Database>, nowIso: string): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', nowIso).execute();
}
