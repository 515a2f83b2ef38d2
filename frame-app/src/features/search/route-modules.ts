/**
 * The search feature's first-page routes: the front door's route module and the resource routes, apart from its entry
 * (index.ts re-exports only: an entry with statements of its own sits on the first page and takes every module it
 * re-exports there; issue #23 "First page budget"). The results routes' modules are in results-route-modules.ts.
 */
import type { RouteObject } from 'react-router';
import { AIRPORT_SUGGESTIONS_ROUTE_PATH, LOCATION_SUGGESTIONS_ROUTE_PATH } from './constants.ts';
/** Lazy route module importers; each module exports `Component`. */
export const searchRouteModules = {
  frontDoor: () => import('./front-door-page.tsx'),
};

/**
 * Resource routes of the search feature (no page; the autocomplete fields read them with `useFetcher`); their
 * loaders load lazily, like the pages.
 */
export const searchResourceRoutes: RouteObject[] = [
  { path: AIRPORT_SUGGESTIONS_ROUTE_PATH.slice(1), lazy: async () => ({ loader: (await import('./suggestion-loaders.ts')).airportsLoader }) },
  { path: LOCATION_SUGGESTIONS_ROUTE_PATH.slice(1), lazy: async () => ({ loader: (await import('./suggestion-loaders.ts')).locationsLoader }) },
];
