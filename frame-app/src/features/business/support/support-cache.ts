/**
 * The support results cache (account-business-header-and-trips §7 Impersonation: "Support results are cached in
 * session storage"): the company's support grant and the "act as" search replies, kept in the frame's session storage
 * (state/frame-storage.ts: web storage, else a partitioned cookie, else memory) under one key, for the tab's session.
 *
 * Readings: the cache belongs to one caller (`owner`, their business profile id): another person signing in on the same
 * tab never sees it. A change of the grant writes the new grant; starting or ending an impersonation clears it all
 * (who searches has changed). At most {@link MAX_CACHED_QUERIES} searches are kept, the oldest dropped first.
 */
import { SupportGrantSchema, SupportUsersReplySchema, type SupportGrant, type SupportUsersReply } from '@travel/contract';
import { z } from 'zod';
import { frameSessionStorage } from '../../../state/index.ts';
import { SUPPORT_CACHE_KEY_PREFIX } from './constants.ts';

/** The one storage key. */
export const SUPPORT_CACHE_KEY = `${SUPPORT_CACHE_KEY_PREFIX}results`;
/** Most search replies kept (oldest dropped first). */
export const MAX_CACHED_QUERIES = 20;

const CacheSchema = z.object({
  owner: z.string(),
  grant: SupportGrantSchema.nullable(),
  /** Search replies by normalised query, oldest first. */
  searches: z.array(z.tuple([z.string(), SupportUsersReplySchema])),
});
type Cache = z.infer<typeof CacheSchema>;

/** The normalised form of a query (the cache's key): trimmed, lower case. */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

function read(owner: string): Cache {
  const empty: Cache = { owner, grant: null, searches: [] };
  try {
    const raw = frameSessionStorage().getItem(SUPPORT_CACHE_KEY);
    if (raw === null) return empty;
    const parsed = CacheSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.owner === owner ? parsed.data : empty;
  } catch {
    return empty;
  }
}

function write(cache: Cache): void {
  try {
    frameSessionStorage().setItem(SUPPORT_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // A full or refused storage only costs a call next time.
  }
}

/** The cached grant of `owner`'s company, or null when none is cached. */
export function cachedGrant(owner: string): SupportGrant | null {
  return read(owner).grant;
}

/** Keeps `grant` as `owner`'s company's grant. */
export function cacheGrant(owner: string, grant: SupportGrant): void {
  write({ ...read(owner), grant });
}

/** The cached search reply of `owner` for `query`, or null. */
export function cachedSearch(owner: string, query: string): SupportUsersReply | null {
  const key = normaliseQuery(query);
  return read(owner).searches.find(([q]) => q === key)?.[1] ?? null;
}

/** Keeps `reply` as `owner`'s search for `query` (its grant becomes the cached grant too). */
export function cacheSearch(owner: string, query: string, reply: SupportUsersReply): void {
  const key = normaliseQuery(query);
  const cache = read(owner);
  const searches = [...cache.searches.filter(([q]) => q !== key), [key, reply] as [string, SupportUsersReply]].slice(-MAX_CACHED_QUERIES);
  write({ owner, grant: reply.grant, searches });
}

/** Forgets everything cached (an impersonation started or ended). */
export function clearSupportCache(): void {
  try {
    frameSessionStorage().removeItem(SUPPORT_CACHE_KEY);
  } catch {
    // Nothing to clear.
  }
}
