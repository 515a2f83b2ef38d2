/**
 * The effective travel policies of a traveler, kept per (company, group, policy stamp) in a small bounded in-process
 * cache (issue #25 Done-when "`npm run bench`: ... the policy must add under 10 % at p95"). A business search reads
 * its traveler's policy on every request; without the cache that was three queries per vertical (the profile's group,
 * the current versions, their rows). With it, a search whose principal query already read the group and the stamp
 * (principal-loader.ts, access/principal.ts TravelPolicyScope) reads no policy row at all while its entry is kept.
 *
 * Why it is safe with several server processes on one database: nothing that matters lives only here. The key holds
 * the company's policy stamp, read from the database in the same request (the number of stored policy versions: rows
 * are append-only and every save adds one, so any save committed by any process gives the next request a new stamp,
 * hence a new key and a fresh read). An entry is derived data: losing it costs one read; a stale one is never found,
 * because no request after the save reads the old stamp. A request that read the stamp before a concurrent save
 * committed may get either version, as it would without the cache. The traveler's group comes from the same query,
 * so a move to another group is seen on the next request too.
 *
 * Shape of an entry: every vertical's effective policy (company default overlaid with the group's, contract
 * `effectivePolicy`), deep-frozen because every request of the group shares it. Concurrent misses of one key share
 * one read. Least recently used entries go first beyond {@link TRAVEL_POLICY_CACHE_MAX_ENTRIES}.
 */
import type { Kysely } from 'kysely';
import { POLICY_VERTICALS, type PolicyVertical } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { TravelPolicyScope } from '../access/principal.ts';
import { currentRows } from './travel-policy-repository.ts';
import { combinePolicyRows, effectivePolicyFor, type EffectivePolicy } from './travel-policy-service.ts';

/** Most (company, group, stamp) entries kept per process: each is four small documents (a few KB at most). */
export const TRAVEL_POLICY_CACHE_MAX_ENTRIES = 512;

/** The traveler whose policy is read: profile and company, and their scope when the principal's query read it. */
export interface PolicyCacheTraveler {
  companyId: string;
  profileId: string;
  scope?: TravelPolicyScope | undefined;
}

/** Every vertical's effective policy of one scope. */
export type EffectivePolicies = { readonly [V in PolicyVertical]: EffectivePolicy<V> };

export interface TravelPolicyCache {
  /**
   * The traveler's effective policy of `vertical` (document empty and version null when nothing is stored). With a
   * scope: from the cache, or two indexed queries on a miss (all verticals at once). Without one: read from the
   * database each time (effectivePolicyFor: three queries).
   * @throws AppError 404 NOT_FOUND (without a scope only) when the company has no such profile
   */
  load<V extends PolicyVertical>(traveler: PolicyCacheTraveler, vertical: V): Promise<EffectivePolicy<V>>;
  /** Entries kept now (tests). */
  size(): number;
}

/** Freezes `value` and everything in it (policy documents are plain JSON). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * Creates the cache.
 * @param deps.db database; deps.maxEntries bound (default {@link TRAVEL_POLICY_CACHE_MAX_ENTRIES})
 */
export function createTravelPolicyCache(deps: { db: Kysely<Database>; maxEntries?: number }): TravelPolicyCache {
  const { db } = deps;
  const maxEntries = deps.maxEntries ?? TRAVEL_POLICY_CACHE_MAX_ENTRIES;
  /** Insertion order is recency order: a hit moves its key to the end. */
  const entries = new Map<string, Promise<EffectivePolicies>>();

  async function read(companyId: string, groupId: number | null): Promise<EffectivePolicies> {
    const rows = await currentRows(db, companyId, groupId);
    const all = Object.fromEntries(POLICY_VERTICALS.map((v) => [v, combinePolicyRows(v, rows, groupId)])) as unknown as EffectivePolicies;
    return deepFreeze(all);
  }

  return {
    async load(traveler, vertical) {
      const { scope } = traveler;
      if (!scope) return effectivePolicyFor(db, traveler.companyId, traveler.profileId, vertical);
      const key = `${traveler.companyId}\u0000${scope.groupId ?? ''}\u0000${scope.policyStamp}`;
      let entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      } else {
        entry = read(traveler.companyId, scope.groupId);
        entries.set(key, entry);
        // A failed read is not kept: the next request reads again.
        entry.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return (await entry)[vertical];
    },
    size: () => entries.size,
  };
}
