/**
 * Anonymous sessions with a form token (CSRF). Spec: core-and-business §4 (Form token), §9 (X-CSRF).
 *
 * A session is created by the frame page (`GET /p/{partner}/`, which records the partner) or by
 * `POST /k/run/formtoken` when none is valid. Expiry is sliding: each use pushes it to now + 24 h
 * (re-written at most every 5 min); after 24 h without use the session is gone and calls that need it
 * answer 401 INVALID_SESSION.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../../db/database.ts';
import {
  CSRF_TOKEN_BYTES, EXPIRED_SESSION_PURGE_INTERVAL_MS, SESSION_ID_BYTES, SESSION_TOUCH_INTERVAL_MS, SESSION_TTL_MS, STICKY_SESSION_TTL_MS,
} from './constants.ts';
import { deleteExpiredSessions, deleteSession, findSessionRow, insertSession, updateSessionExpiry, updateSessionPartner } from './repository.ts';

/** A live session as request handlers see it. */
export interface SessionRecord {
  id: string;
  csrfToken: string;
  partnerId: string | null;
  /** Epoch ms. */
  expiresAtMs: number;
  /**
   * Null: anonymous. False: signed in, browser-session cookie, 24 h sliding expiry. True: signed in with
   * remember-me, long-lived cookie and 30-day sliding expiry ({@link STICKY_SESSION_TTL_MS}).
   */
  sticky: boolean | null;
}

/** Result of resolving a cookie: `stale` when a cookie named an unknown or expired session. */
export interface SessionLookup {
  session: SessionRecord | null;
  stale: boolean;
  /** True when the expiry was extended (the cookie should be re-sent). */
  touched: boolean;
}

export interface SessionService {
  /** Creates a session (optionally for a partner). */
  create(partnerId: string | null): Promise<SessionRecord>;
  /** Resolves a session id from the cookie and slides its expiry. */
  resolve(id: string | undefined): Promise<SessionLookup>;
  /** Records the partner whose frame the session belongs to. */
  setPartner(session: SessionRecord, partnerId: string): Promise<void>;
  /**
   * Replaces `old` (deleted, with the accounts signed in on it) by a new session with a new id and a new form
   * token, for the same partner: every sign-in and sign-out regenerates the session id (issue #9, session
   * fixation). Writes through `db`: pass the caller's transaction so the accounts module's writes commit with it.
   * @param sticky see {@link SessionRecord.sticky}
   */
  regenerate(db: Kysely<Database>, old: SessionRecord | null, sticky: boolean | null): Promise<SessionRecord>;
  /** Constant-time comparison of a presented form token with the session's. */
  tokenMatches(session: SessionRecord, presented: string | undefined): boolean;
}

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id, csrfToken: row.csrf_token, partnerId: row.partner_id, expiresAtMs: Date.parse(row.expires_at), sticky: row.sticky === null ? null : row.sticky === 1,
  };
}

/** Sliding lifetime of a session, ms: 30 days with remember-me, else 24 h. */
export function sessionTtlMs(sticky: boolean | null): number {
  return sticky === true ? STICKY_SESSION_TTL_MS : SESSION_TTL_MS;
}

/**
 * Creates the session service.
 * @param db database
 * @param now clock, epoch ms (tests move it to expire sessions)
 */
export function createSessionService(db: Kysely<Database>, now: () => number = Date.now): SessionService {
  let lastPurgeMs = 0;

  async function purgeIfDue(nowMs: number): Promise<void> {
    if (nowMs - lastPurgeMs < EXPIRED_SESSION_PURGE_INTERVAL_MS) return;
    lastPurgeMs = nowMs;
    await deleteExpiredSessions(db, new Date(nowMs).toISOString());
  }

  async function insertNew(handle: Kysely<Database>, partnerId: string | null, sticky: boolean | null): Promise<SessionRecord> {
    const nowMs = now();
    const row: SessionRow = {
      id: randomBytes(SESSION_ID_BYTES).toString('base64url'),
      csrf_token: randomBytes(CSRF_TOKEN_BYTES).toString('base64url'),
      partner_id: partnerId,
      created_at: new Date(nowMs).toISOString(),
      expires_at: new Date(nowMs + sessionTtlMs(sticky)).toISOString(),
      sticky: sticky === null ? null : sticky ? 1 : 0,
    };
    await insertSession(handle, row);
    return toRecord(row);
  }
  return {
    async create(partnerId) {
      await purgeIfDue(now());
      return insertNew(db, partnerId, null);
    },
    async regenerate(handle, old, sticky) {
      if (old) await deleteSession(handle, old.id);
      return insertNew(handle, old?.partnerId ?? null, sticky);
    },

    async resolve(id) {
      if (id === undefined || id === '') return { session: null, stale: false, touched: false };
      const row = /^[A-Za-z0-9_-]{16,128}$/.test(id) ? await findSessionRow(db, id) : undefined;
      const nowMs = now();
      if (!row || Date.parse(row.expires_at) <= nowMs) return { session: null, stale: true, touched: false };
      const session = toRecord(row);
      const newExpiry = nowMs + sessionTtlMs(session.sticky);
      if (newExpiry - session.expiresAtMs >= SESSION_TOUCH_INTERVAL_MS) {
        session.expiresAtMs = newExpiry;
        await updateSessionExpiry(db, session.id, new Date(newExpiry).toISOString());
        return { session, stale: false, touched: true };
      }
      return { session, stale: false, touched: false };
    },

    async setPartner(session, partnerId) {
      if (session.partnerId === partnerId) return;
      await updateSessionPartner(db, session.id, partnerId);
      session.partnerId = partnerId;
    },

    tokenMatches(session, presented) {
      if (presented === undefined) return false;
      const a = Buffer.from(session.csrfToken);
      const b = Buffer.from(presented);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
