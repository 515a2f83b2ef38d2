/**
 * The invitation join page's route (issue #24; contract BUSINESS_INVITATION_PAGE_PATH `/business/join`), placed by the
 * app among the root layout's children with `createBusinessJoinRoutes(lazyRoute)`. The page has no loader: the token
 * lives in the URL fragment, which a loader's request does not carry.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { BUSINESS_JOIN_ROUTE_PATH } from './paths.ts';

/** A lazily loaded page module. */
export type BusinessJoinRouteModule = { Component: ComponentType; loader?: LoaderFunction };
/** Turns an importer into a react-router `lazy` (the app passes its `lazyRoute`). */
export type BusinessJoinWrapLazy = (importer: () => Promise<BusinessJoinRouteModule>) => () => Promise<BusinessJoinRouteModule>;

/**
 * The join route object, path relative to the root layout (`business/join`).
 * @param wrapLazy wraps the page importer (the app's `lazyRoute`; omitted: the importer itself, no retries)
 */
export function createBusinessJoinRoutes(wrapLazy: BusinessJoinWrapLazy = (importer) => importer): RouteObject[] {
  return [{ path: BUSINESS_JOIN_ROUTE_PATH.slice(1), lazy: wrapLazy(() => import('./join-page.tsx')) }];
}
