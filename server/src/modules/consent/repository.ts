/**
 * consent_records (migration 0016): append-only storage of consent records (issue #13). Only the consent service
 * calls this module.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ConsentRecordsTable, Database } from '../../db/database.ts';

export type ConsentRecordRow = Selectable<ConsentRecordsTable>;
export type ConsentKind = ConsentRecordsTable['kind'];

export interface NewConsentRecord {
  kind: ConsentKind;
  sessionId: string;
  accountId: string | null;
  createdAt: string;
  policyVersion: number;
  gvlVersion: number | null;
  tcString: string | null;
  payload: unknown;
}

export interface ConsentRepository {
  /** Appends a record; never updates one. */
  append(record: NewConsentRecord): Promise<void>;
  /** The newest record of `kind` given on the session or, when signed in, by the account; null when none. */
  latest(kind: ConsentKind, sessionId: string | null, accountId: string | null): Promise<ConsentRecordRow | null>;
}

export function createConsentRepository(db: Kysely<Database>): ConsentRepository {
  return {
    async append(r) {
      await db.insertInto('consent_records').values({
        kind: r.kind, session_id: r.sessionId, account_id: r.accountId, created_at: r.createdAt, policy_version: r.policyVersion,
        gvl_version: r.gvlVersion, tc_string: r.tcString, payload_json: JSON.stringify(r.payload),
      }).execute();
    },
    async latest(kind, sessionId, accountId) {
      if (sessionId === null && accountId === null) return null;
      const row = await db.selectFrom('consent_records').selectAll().where('kind', '=', kind)
        .where((eb) => eb.or([
          ...(sessionId !== null ? [eb('session_id', '=', sessionId)] : []),
          ...(accountId !== null ? [eb('account_id', '=', accountId)] : []),
        ]))
        .orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row ?? null;
    },
  };
}
