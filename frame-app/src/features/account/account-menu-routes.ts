/**
 * The account feature's routes (issue #9), placed by the app among the root layout's children:
 * - `profile/account`: the account page (account-business-header-and-trips §2 "/profile/account"), lazily loaded
 *   (with its route loader) through the app's `wrapLazy` (retries and the first-render signal);
 * - `_data/saved-travelers`: resource route of the saved travelers (travelers-loader.ts), read by `useSavedTravelers`.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { SAVED_TRAVELERS_ROUTE_PATH } from './travelers-data.ts';

/** Path of the account page inside the basename (§2). */
export const PROFILE_ACCOUNT_ROUTE_PATH = '/profile/account';

/** A lazily loaded page module. */
export type AccountRouteModule = { Component: ComponentType; loader?: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction };
/** The app's lazy wrapper (retries + first-render signal). */
export type AccountWrapLazy = (importer: () => Promise<AccountRouteModule>) => () => Promise<AccountRouteModule>;

/** The route objects (paths relative to the root layout). @param wrapLazy default: the importer itself */
export function createAccountRoutes(wrapLazy: AccountWrapLazy = (importer) => importer): RouteObject[] {
  return [
    { path: PROFILE_ACCOUNT_ROUTE_PATH.slice(1), lazy: wrapLazy(() => import('./profile-page.tsx')) },
    { path: SAVED_TRAVELERS_ROUTE_PATH.slice(1), lazy: async () => ({ loader: (await import('./travelers-loader.ts')).savedTravelersLoader }) },
  ];
}
