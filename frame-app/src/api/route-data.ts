/**
 * Server state in the frame goes through React Router's data APIs (ARCHITECTURE.md, frame-app/README.md "Data
 * fetching"): a page's data comes from its route `loader`, data fetched as the user types (autocomplete) from a
 * resource route read with `useFetcher`. Every loader calls the one HTTP client with the contract schema and
 * passes `request.signal` on, so the router cancels superseded requests (a newer navigation, a newer fetcher
 * load, a page left). These helpers are the small shared part of that.
 */
import { useEffect, useRef } from 'react';
import { useFetcher, useHref, useLoaderData, useLocation, useNavigation, useRevalidator } from 'react-router';

/** A loader's call, settled: pages render failures themselves (alert + "Try again"), not the route's errorElement. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Resolves with the outcome of `promise`; never rejects. */
export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value): Settled<T> => ({ ok: true, value }),
    (error: unknown): Settled<T> => ({ ok: false, error }),
  );
}

/**
 * The query string (`?…`, or '') of the navigation under way when it goes to the current page's own path (another
 * query: sort, filters, Back to another period), else undefined (no navigation, or one to another page). The router's
 * pending location carries the basename (`/p/{partnerId}` in the frame) where useLocation's does not.
 */
export function usePendingSearchHere(): string | undefined {
  const navigation = useNavigation();
  const here = useHref(useLocation().pathname);
  return navigation.location?.pathname === here ? navigation.location.search : undefined;
}

/**
 * Whether the current page's loader is running again while the page stays shown: a navigation to the same path
 * with another query (sort, filters) or a revalidation ("Try again", a currency change). The host spinner covers
 * it as well (the bridge reports navigation and revalidation, core-and-business §7); pages show their own
 * loading state for it as before.
 */
export function useRouteDataReloading(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const location = useLocation();
  // Under a basename (the frame's /p/{partnerId}) the pending location carries it and useLocation's does not, so in the
  // frame this sees revalidations only. Compared as usePendingSearchHere does, two approval journeys then failed at
  // checkout (the card fields gone after "My own card" was chosen; likely the booking page's loading state remounting
  // its form on a same-path navigation): left as it was until that is understood (issue #23's note).
  return revalidator.state === 'loading' || (navigation.state === 'loading' && navigation.location.pathname === location.pathname);
}

/**
 * Runs the current route's loaders again once `stale` is true and no revalidation is running, e.g. when the
 * user's currency differs from the one the loader priced in. Returns `revalidate` for "Try again".
 */
export function useRevalidateWhen(stale: boolean): () => void {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (stale && state === 'idle') void revalidate();
  }, [stale, state, revalidate]);
  return () => void revalidate();
}

/**
 * What a loader that asks the server for prices in the user's currency hands its page (results pages, hotel
 * details): the currency it asked in, and the outcome, or null when the URL named nothing to load (a malformed
 * link: the page says so).
 */
export interface PricedLoaderData<T> {
  currency: string;
  outcome: Settled<T> | null;
}

/**
 * The loader side of {@link PricedLoaderData}: runs `call` (none: outcome null) and settles it; a failure that is
 * not the router aborting the request goes to `onFailure` (to log it).
 * @param currency ISO 4217 code the call prices in (the loader read it from app state)
 */
export async function loadPriced<T>(
  currency: string,
  call: (() => Promise<T>) | null | undefined,
  signal: AbortSignal,
  onFailure: (error: unknown) => void,
): Promise<PricedLoaderData<T>> {
  if (!call) return { currency, outcome: null };
  const outcome = await settle(call());
  if (!outcome.ok && !signal.aborted) onFailure(outcome.error);
  return { currency, outcome };
}

/**
 * The page side of {@link PricedLoaderData}: the route's loader data, `loading` while the same page loads again
 * (sort, filters, "Try again") or while the user's currency differs from the one the loader priced in (then it
 * revalidates, so the page prices again in the new currency), and `retry` for "Try again".
 * @param currency the user's current currency (ISO 4217)
 */
export function usePricedRouteData<D extends PricedLoaderData<unknown>>(currency: string): { data: D; loading: boolean; retry: () => void } {
  const data = useLoaderData() as D;
  const reloading = useRouteDataReloading();
  const stale = data.currency !== currency;
  const retry = useRevalidateWhen(stale);
  return { data, loading: reloading || stale, retry };
}

/** Options of {@link useSuggestions}. */
export interface SuggestionsOptions {
  /** Keep the current suggestions without loading (e.g. the input shows the option just picked). */
  hold: boolean;
  /** Wait this long after the last change of `href` before loading. */
  debounceMs: number;
}

/**
 * Suggestions from a resource route loaded with `useFetcher` (autocomplete): loads `href` (inside the router
 * basename, e.g. `/_data/airports?q=new`) `debounceMs` after it last changed; a newer load aborts the older one
 * (the router aborts the superseded fetcher request, and with it the HTTP call). `href` null clears the list.
 * The resource route's loader resolves with the items, or null when the call failed (the list then keeps what
 * it showed).
 */
export function useSuggestions<T>(href: string | null, { hold, debounceMs }: SuggestionsOptions): readonly T[] {
  const fetcher = useFetcher<readonly T[] | null>();
  const { load } = fetcher;
  // What the list shows, and the fetcher data it must not go back to after being cleared.
  const view = useRef<{ shown: readonly T[]; cleared: unknown }>({ shown: [], cleared: undefined });
  useEffect(() => {
    if (href === null || hold) return;
    const timer = setTimeout(() => void load(href), debounceMs);
    return () => clearTimeout(timer);
  }, [href, hold, debounceMs, load]);
  if (href === null) view.current = { shown: [], cleared: fetcher.data };
  else if (fetcher.data && fetcher.data !== view.current.cleared) view.current.shown = fetcher.data;
  return view.current.shown;
}
