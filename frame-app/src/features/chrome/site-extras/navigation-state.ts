/**
 * The navigation state (account-business-header-and-trips §3 "Navigation state": siteWideMessageState,
 * drawerNavigationState) through the `/_data/navigation-state` resource route, read with one shared `useFetcher`
 * (key {@link NAVIGATION_STATE_FETCHER_KEY}) by the message bar and the navigation drawer, so it is asked for once per
 * app. Its loader module (navigation-state-loader.ts) is imported on the first load only.
 */
import { useEffect } from 'react';
import { useFetcher, type RouteObject } from 'react-router';
import type { NavigationState } from '@travel/contract';

/** Route path (inside the basename) of the navigation state resource route (no page). */
export const NAVIGATION_STATE_ROUTE_PATH = '/_data/navigation-state';
/** `useFetcher` key shared by every reader. */
export const NAVIGATION_STATE_FETCHER_KEY = 'navigation-state';

/**
 * The navigation state: `undefined` until loaded (the first caller with `load` starts the load), `null` when it
 * could not be loaded (logged by the loader; no message, default drawer counts).
 * @param load whether this caller starts the load (the message bar does, after the page settled; the drawer only reads)
 */
export function useNavigationState(load: boolean): NavigationState | null | undefined {
  const fetcher = useFetcher<NavigationState | null>({ key: NAVIGATION_STATE_FETCHER_KEY });
  const { data, state } = fetcher;
  const start = fetcher.load;
  useEffect(() => {
    if (load && data === undefined && state === 'idle') void start(NAVIGATION_STATE_ROUTE_PATH);
  }, [load, data, state, start]);
  return data;
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
