/**
 * The @fastify/rate-limit store shared by every server process: fixed-window counters in the
 * `rate_limit_counters` table (migration 0003), on SQLite and PostgreSQL. Issue #6 finding 4.
 *
 * One hit is one atomic upsert (`insert ... on conflict (key) do update ... returning`): a new key, or a
 * key whose window has ended, starts a window of `windowMs` with 1 hit; otherwise the hit count grows and
 * the window end stays. Two processes hitting the same key concurrently both see a consistent count
 * (row-level conflict handling in PostgreSQL, one writer at a time in SQLite). Expired rows are deleted
 * at most once per {@link RATE_LIMIT_PURGE_INTERVAL_MS} per process.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { RATE_LIMIT_PURGE_INTERVAL_MS } from './constants.ts';

/** A counter after a hit: hits in the current window and the window's end (epoch ms). */
export interface RateLimitHit {
  hits: number;
  resetAtMs: number;
}

/**
 * Counts one hit on `key` (fixed window) in one atomic statement.
 * @param key counter key (`PAYMENT_IP:127.0.0.1`, ...)
 * @param windowMs window length, ms (a new window starts at the first hit after the previous one ended)
 * @param nowMs current time, epoch ms (truncated to an integer)
 * @returns hits in the current window, including this one, and the window's end
 * @throws the database error when the statement fails
 */
export async function hitCounter(db: Kysely<Database>, key: string, windowMs: number, nowMs: number): Promise<RateLimitHit> {
  const now = Math.floor(nowMs);
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, hits: 1, reset_at_ms: now + Math.floor(windowMs) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_counters.reset_at_ms <= ${now} then 1 else rate_limit_counters.hits + 1 end`,
        reset_at_ms: sql<number>`case when rate_limit_counters.reset_at_ms <= ${now} then excluded.reset_at_ms else rate_limit_counters.reset_at_ms end`,
      }),
    )
    .returning(['hits', 'reset_at_ms'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetAtMs: Number(row.reset_at_ms) };
}

/**
 * Gives back one hit taken with {@link hitCounter} in the same window (a reserved attempt that turned out not to count:
 * a refused one, or a sign-in that succeeded). Never below 0; a window that has ended is left alone.
 */
export async function releaseCounterHit(db: Kysely<Database>, key: string, nowMs: number): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .where('reset_at_ms', '>', Math.floor(nowMs))
    .execute();
}

/**
 * Deletes counters whose window ended at or before `nowMs`.
 * @returns the number of rows deleted
 */
export async function deleteExpiredCounters(db: Kysely<Database>, nowMs: number): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counters').where('reset_at_ms', '<=', Math.floor(nowMs)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Builds the store class given to @fastify/rate-limit (`store` option; the plugin constructs it and
 * calls `child()` once per limiter, `incr(key, cb, timeWindow, max)` once per counted request).
 * Every instance of the returned class shares `db`, the clock and the purge schedule.
 * @param db the application database (both dialects)
 * @param now clock, epoch ms (tests move it to end windows)
 * @param log where a failed purge is reported (a purge failure never fails the request)
 * @returns a constructor satisfying the plugin's `FastifyRateLimitStoreCtor`
 */
export function createDatabaseRateLimitStore(db: Kysely<Database>, now: () => number, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const shared = { lastPurgeMs: Number.NEGATIVE_INFINITY };

  async function hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const nowMs = now();
    const { hits, resetAtMs } = await hitCounter(db, key, windowMs, nowMs);
    if (nowMs - shared.lastPurgeMs >= RATE_LIMIT_PURGE_INTERVAL_MS) {
      shared.lastPurgeMs = nowMs;
      try {
        await deleteExpiredCounters(db, nowMs);
      } catch (err) {
        log.warn({ err }, 'could not purge expired rate-limit counters');
      }
    }
    return { current: hits, ttl: Math.max(0, resetAtMs - Math.floor(nowMs)) };
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(_options?: FastifyRateLimitOptions) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}

/**
 * Reads a counter without counting a hit (the accounts module checks the failed sign-ins of an address before
 * it verifies a password, and counts only failures with {@link hitCounter}).
 * @returns hits in the current window (0 when the key is unknown or its window ended at or before `nowMs`)
 */
export async function peekCounter(db: Kysely<Database>, key: string, nowMs: number): Promise<number> {
  const row = await db.selectFrom('rate_limit_counters').select(['hits', 'reset_at_ms']).where('key', '=', key).executeTakeFirst();
  if (!row || Number(row.reset_at_ms) <= Math.floor(nowMs)) return 0;
  return Number(row.hits);
}

/**
 * Time until the window of a counter ends (for the Retry-After of a limit checked with {@link peekCounter}).
 * @returns ms from `nowMs` to the window's end; 0 when the key is unknown or its window has ended
 */
export async function counterRetryAfterMs(db: Kysely<Database>, key: string, nowMs: number): Promise<number> {
  const row = await db.selectFrom('rate_limit_counters').select('reset_at_ms').where('key', '=', key).executeTakeFirst();
  return row ? Math.max(0, Number(row.reset_at_ms) - Math.floor(nowMs)) : 0;
}
