/**
 * A front door gate's visit of its kept load (./kept-loads.ts; the gates of the homepage messages, the event
 * invitations and the policy summary: issues #24-#26). Kept tiny: the gates are on the front door's first page.
 */
import { lazy, useEffect, useReducer, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { KeptLoads } from './kept-loads.ts';

/** What a gate does with its kept loads. */
type VisitLoads = Pick<KeptLoads<unknown>, 'forgetFailed' | 'forgetFailureOfAnotherVisit'>;

/**
 * A gate's lazily loaded part (`Part`, for React's `lazy`) and, once its module has loaded, the module's kept loads
 * (`loads`, for {@link useKeptLoadVisit}; undefined before: nothing has been asked then). Call at module level.
 * @param load the part's dynamic import
 * @param loadsOf the module's kept loads
 */
export function lazyKeptLoadPart<P extends object, M extends { default: ComponentType<P> }>(
  load: () => Promise<M & { default: ComponentType<P> }>,
  loadsOf: (module: M) => VisitLoads,
) {
  let loaded: VisitLoads | undefined;
  const Part = lazy<ComponentType<P>>(() => load().then((module) => {
    loaded = loadsOf(module);
    return module;
  }));
  return { Part, loads: (): VisitLoads | undefined => loaded };
}

/**
 * While the gate shows `key` (null: it shows nothing), a failed load is asked again once per visit of the front door.
 * A visit is the router location's key the gate shows at; the gate hands the returned visit to its lazily loaded part,
 * which passes it to `get`.
 *
 * - When the gate goes away, a failed load of `key` is forgotten, and a pending one is once it fails.
 * - When the gate shows, a load asked on another visit that has failed is forgotten and the gate renders again, so
 *   this visit asks. Such a visit was never shown: the router's updates are React transitions, and a front door left
 *   before React committed it (a slow phone, a quick Back) ran no effect, so nothing forgot its refusal.
 *
 * Both happen at once, in the effect. `loads` is the gate's {@link lazyKeptLoadPart}'s (the effect does not follow a
 * new one).
 * @returns the visit, for `get(key, visit)`
 */
export function useKeptLoadVisit(
  key: string | null,
  loads: () => VisitLoads | undefined,
): string {
  const visit = useLocation().key;
  const [, askAgain] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (key === null) return undefined;
    // Read at mount, not followed: the load stays this visit's while the front door shows (tabs change the location).
    if (loads()?.forgetFailureOfAnotherVisit(key, visit)) askAgain();
    return () => loads()?.forgetFailed(key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `loads` is module-level, `visit` read at mount (see above)
  }, [key]);
  return visit;
}
