/**
 * The navigation state (account-business-header-and-trips §3 "Navigation state": siteWideMessageState,
 * drawerNavigationState) through the `/_data/navigation-state` resource route, read with one shared `useFetcher`
 * (key {@link NAVIGATION_STATE_FETCHER_KEY}) by the message bar and the navigation drawer, so it is asked for once per
 * app. Its loader module (navigation-state-loader.ts) is imported on the first load only.
 */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useFetcher, type RouteObject } from 'react-router';
import type { NavigationState } from '@travel/contract';
import { localeAtom } from '../../../state/index.ts';
import type { LocalisedNavigationState } from './navigation-state-loader.ts';

/** Route path (inside the basename) of the navigation state resource route (no page). */
export const NAVIGATION_STATE_ROUTE_PATH = '/_data/navigation-state';
/** `useFetcher` key shared by every reader. */
export const NAVIGATION_STATE_FETCHER_KEY = 'navigation-state';

/**
 * The navigation state in the frame's current locale: `undefined` until loaded (the first caller with `load` starts
 * the load), `null` when it could not be loaded (logged by the loader; no message, default drawer counts).
 * When the locale changes, the state of the old locale is no longer returned (issue #22: an English-only site
 * message stayed after switching to German) and a caller with `load` loads the new locale's.
 * @param load whether this caller starts the load (the message bar does, after the page settled; the drawer only reads)
 */
export function useNavigationState(load: boolean): NavigationState | null | undefined {
  const fetcher = useFetcher<LocalisedNavigationState>({ key: NAVIGATION_STATE_FETCHER_KEY });
  const { tag } = useAtomValue(localeAtom);
  const { data, state } = fetcher;
  const start = fetcher.load;
  const current = data?.locale === tag;
  useEffect(() => {
    if (load && !current && state === 'idle') void start(`${NAVIGATION_STATE_ROUTE_PATH}?locale=${encodeURIComponent(tag)}`);
  }, [load, current, state, start, tag]);
  return current ? data.state : undefined;
}

/**
 * The resource route of the navigation state (chrome's index.ts places it among the chrome's resource routes): its
 * loader module is imported on the first load; never revalidated (loaded once per app).
 */
export const siteExtrasResourceRoutes: RouteObject[] = [
  {
    path: NAVIGATION_STATE_ROUTE_PATH.slice(1),
    shouldRevalidate: () => false,
    lazy: async () => ({ loader: (await import('./navigation-state-loader.ts')).navigationStateLoader }),
  },
];
