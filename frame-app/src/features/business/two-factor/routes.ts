/**
 * The business verification page's route (issue #24; core-and-business §1 `/business/verify?redir={path}`), placed by
 * the app among the root layout's children with `createBusinessVerifyRoutes(lazyRoute)`.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { BUSINESS_VERIFY_ROUTE_PATH } from './constants.ts';

/** A lazily loaded page module with its loader. */
export type BusinessVerifyRouteModule = { Component: ComponentType; loader?: LoaderFunction };
/** Turns an importer into a react-router `lazy` (the app passes its `lazyRoute`). */
export type BusinessVerifyWrapLazy = (importer: () => Promise<BusinessVerifyRouteModule>) => () => Promise<BusinessVerifyRouteModule>;

/** The verification route object, path relative to the root layout (`business/verify`). */
export function createBusinessVerifyRoutes(wrapLazy: BusinessVerifyWrapLazy): RouteObject[] {
  return [{ path: BUSINESS_VERIFY_ROUTE_PATH.slice(1), lazy: wrapLazy(() => import('./verify-page.tsx')) }];
}
