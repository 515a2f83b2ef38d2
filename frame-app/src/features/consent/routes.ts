/**
 * The privacy pages' routes (issue #13; chrome-and-consent §6: /privacy/manage for signed-out data sharing), placed by
 * the app among the root layout's children with `createConsentRoutes(lazyRoute)`: `privacy` and `privacy/manage`,
 * both the privacy page (privacy-page.tsx).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PRIVACY_MANAGE_ROUTE_PATH, PRIVACY_ROUTE_PATH } from './constants.ts';

/** A lazily loaded page module. */
export type ConsentRouteModule = { Component: ComponentType };
/** Turns an importer into a react-router `lazy` (the app passes its `lazyRoute`). */
export type ConsentWrapLazy = (importer: () => Promise<ConsentRouteModule>) => () => Promise<ConsentRouteModule>;

/** The privacy route objects, paths relative to the root layout. */
export function createConsentRoutes(wrapLazy: ConsentWrapLazy): RouteObject[] {
  const page = wrapLazy(() => import('./privacy-page.tsx'));
  return [
    { path: PRIVACY_ROUTE_PATH.slice(1), lazy: page },
    { path: PRIVACY_MANAGE_ROUTE_PATH.slice(1), lazy: page },
  ];
}
