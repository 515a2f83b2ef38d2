/**
 * Loads a front door banner keeps for the page's life, keyed (profile, traveler...), read with React's `use()` from a
 * kept promise (no effect, one request per key). Shared by the homepage messages (settings/front-door-messages.tsx,
 * issue #24) and the policy summary (policy/policy-summary.tsx, issue #25 RP_POLICY_SUMMARY).
 *
 * A load that fails answers `null` (the banner shows nothing; the failure is logged) and is kept while the front door
 * shows, so re-renders do not ask again; {@link KeptLoads.forgetFailed}, called when the front door goes away, drops
 * it (or marks a pending one to be dropped if it fails), so the next front door asks again: a business user refused
 * before passing the second factor (403) sees the banner once they have passed it. A load asked on another visit
 * (the router location's key) that had failed before this visit showed is dropped as well
 * ({@link KeptLoads.forgetFailureOfAnotherVisit}): that visit may never have shown, leaving nothing to clean up. The
 * gates do both through ./kept-load-visit.ts. A load that answered stays until {@link KeptLoads.forgetAll} (after an
 * admin's change).
 */
import { logger } from '../../state/index.ts';

/** The kept loads of one kind (see the module docstring). */
export interface KeptLoads<T> {
  /**
   * The kept (or a new) load of `key`; never rejects (a failure answers null). `visit` (the router location's key of
   * the render asking) is recorded when the load is new.
   */
  get(key: string, visit?: string): Promise<T | null>;
  /** Forgets every load, so the next render asks again. */
  forgetAll(): void;
  /** Forgets the load of `key` if it failed, or once it fails if still pending; a load that answered stays. */
  forgetFailed(key: string): void;
  /** Forgets the load of `key` if it has already failed and was asked on a visit other than `visit`; true when it did. */
  forgetFailureOfAnotherVisit(key: string, visit: string): boolean;
}

interface Entry<T> {
  load: Promise<T | null>;
  state: 'pending' | 'ok' | 'failed';
  forgetIfFailed: boolean;
  visit: string | undefined;
}

/**
 * Creates the kept loads of one kind.
 * @param fetch the request (may reject)
 * @param what what is loaded, for the warning logged on failure (e.g. 'homepage messages')
 */
export function createKeptLoads<T>(fetch: () => Promise<T>, what: string): KeptLoads<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key, visit) {
      const kept = entries.get(key);
      if (kept) return kept.load;
      const load = fetch().catch((error: unknown) => {
        logger.warn(`${what} not loaded`, error);
        return null;
      });
      const entry: Entry<T> = { load, state: 'pending', forgetIfFailed: false, visit };
      void load.then((reply) => {
        entry.state = reply === null ? 'failed' : 'ok';
        if (reply === null && entry.forgetIfFailed && entries.get(key) === entry) entries.delete(key);
      });
      entries.set(key, entry);
      return load;
    },
    forgetAll() {
      entries.clear();
    },
    forgetFailed(key) {
      const entry = entries.get(key);
      if (entry?.state === 'failed') entries.delete(key);
      else if (entry?.state === 'pending') entry.forgetIfFailed = true;
    },
    forgetFailureOfAnotherVisit(key, visit) {
      const entry = entries.get(key);
      return entry?.state === 'failed' && entry.visit !== visit && entries.delete(key);
    },
  };
}
