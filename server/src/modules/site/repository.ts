/**
 * Tables of the site module (migration 0013): `site_messages` and `survey_feedback`. The app's Database type does
 * not list them; this module alone owns them, through Kysely's `withTables`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A configured site-wide message (migration 0013). Times are ISO 8601 UTC strings. */
export type SiteMessagesTable = {
  id: string;
  partner_id: string | null;
  locale: string | null;
  text: string;
  url: string | null;
  tone: string;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
}

/** One survey answer (migration 0013). */
export type SurveyFeedbackTable = {
  id: string;
  session_hash: string;
  account_id: string | null;
  partner_id: string | null;
  rating: number;
  comment: string | null;
  page: string;
  created_at: string;
}

// A type alias (not an interface): withTables needs an index-compatible record type.
type SiteTables = {
  site_messages: SiteMessagesTable;
  survey_feedback: SurveyFeedbackTable;
};

export type SiteMessageRow = SiteMessagesTable;

/** Data access of the site module. */
export interface SiteRepository {
  /** Messages active at `nowIso` for `partnerId` (or for every partner), newest first. */
  activeMessages(partnerId: string | null, nowIso: string): Promise<SiteMessageRow[]>;
  /** Every configured message (also future and past ones), newest first. */
  allMessages(): Promise<SiteMessageRow[]>;
  insertMessage(row: SiteMessageRow): Promise<void>;
  deleteMessage(id: string): Promise<boolean>;
  /** Answers stored for `sessionHash` since `sinceIso`: how many, and when the oldest of them was stored (ISO; null: none). */
  countFeedbackSince(sessionHash: string, sinceIso: string): Promise<{ count: number; oldestAt: string | null }>;
  insertFeedback(row: SurveyFeedbackTable): Promise<void>;
}

export function createSiteRepository(database: Kysely<Database>): SiteRepository {
  const db = database.withTables<SiteTables>();
  return {
    async activeMessages(partnerId, nowIso) {
      return db
        .selectFrom('site_messages')
        .selectAll()
        .where((eb) => eb.or([eb('partner_id', 'is', null), ...(partnerId === null ? [] : [eb('partner_id', '=', partnerId)])]))
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', nowIso)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowIso)]))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
    },
    async allMessages() {
      return db.selectFrom('site_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'asc').execute();
    },
    async insertMessage(row) {
      await db.insertInto('site_messages').values(row).execute();
    },
    async deleteMessage(id) {
      const result = await db.deleteFrom('site_messages').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async countFeedbackSince(sessionHash, sinceIso) {
      const row = await db
        .selectFrom('survey_feedback')
        .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('session_hash', '=', sessionHash)
        .where('created_at', '>=', sinceIso)
        .executeTakeFirst();
      return { count: Number(row?.n ?? 0), oldestAt: row?.oldest ?? null };
    },
    async insertFeedback(row) {
      await db.insertInto('survey_feedback').values(row).execute();
    },
  };
}
