/**
 * The account feature's routes (issue #9), placed by the app among the root layout's children:
 * - `profile/account`: the account page (account-business-header-and-trips §2 "/profile/account"), lazily loaded
 *   (with its route loader) through the app's `wrapLazy` (retries and the first-render signal);
 * - `profile` and `profile/:section` (§2 "/profile/{section} (default section: dashboard)"): the profile dashboard
 *   (profile-dashboard-page.tsx) for `dashboard` or no section, a not-found message for any other section
 *   (`profile/account` is the more specific route and wins);
 * - `_data/saved-travelers`: resource route of the saved travelers (travelers-loader.ts), read by `useSavedTravelers`.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { SAVED_TRAVELERS_ROUTE_PATH } from '../travelers/travelers-data.ts';
import { PROFILE_ACCOUNT_ROUTE_PATH, PROFILE_ROUTE_PATH } from '../profile/profile-paths.ts';

export { ADD_EMAIL_PARAM, PROFILE_ACCOUNT_ROUTE_PATH, PROFILE_DEFAULT_SECTION, PROFILE_ROUTE_PATH } from '../profile/profile-paths.ts';

/** A lazily loaded page module. */
export type AccountRouteModule = { Component: ComponentType; loader?: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction };
/** The app's lazy wrapper (retries + first-render signal). */
export type AccountWrapLazy = (importer: () => Promise<AccountRouteModule>) => () => Promise<AccountRouteModule>;

/** The route objects (paths relative to the root layout). @param wrapLazy default: the importer itself */
export function createAccountRoutes(wrapLazy: AccountWrapLazy = (importer) => importer): RouteObject[] {
  return [
    { path: PROFILE_ACCOUNT_ROUTE_PATH.slice(1), lazy: wrapLazy(() => import('../profile/profile-page.tsx')) },
    { path: PROFILE_ROUTE_PATH.slice(1), lazy: wrapLazy(() => import('../profile/profile-dashboard-page.tsx')) },
    { path: `${PROFILE_ROUTE_PATH.slice(1)}/:section`, lazy: wrapLazy(() => import('../profile/profile-dashboard-page.tsx')) },
    { path: SAVED_TRAVELERS_ROUTE_PATH.slice(1), lazy: async () => ({ loader: (await import('../travelers/travelers-loader.ts')).savedTravelersLoader }) },
  ];
}
