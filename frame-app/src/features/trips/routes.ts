/**
 * The trips pages' routes (issue #12; core-and-business §2 "/trips"), placed by the app among the root layout's
 * children with `createTripsRoutes(lazyRoute)` (a feature cannot import app/, so the app passes its lazy loader with
 * retries and the first-render signal; the booking feature's calls go in the root route's handle, booking-links.ts):
 * - `trips`: the all-trips page (trips-page.tsx);
 * - `trips/:fullTripId`: one trip (trip-page.tsx); the trip summaries' `tripUrl.url` is this path.
 *
 * Paths are relative to the router basename `/p/{partnerId}`; the server's `/trips/api/...` calls live at the
 * origin's root, outside the basename, so they never meet these routes.
 */
import { createElement, type ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { PageLoading } from '../chrome/index.ts';
import { tripsRouteMessages } from './route-messages.ts';
import { TRIP_ROUTE_PATH, TRIPS_ROUTE_PATH } from './pages-paths.ts';

export { TRIP_ROUTE_PATH, TRIPS_ROUTE_PATH, tripPagePath } from './pages-paths.ts';
export type { TripsBookingCalls } from './booking-links.ts';
export { tripsBookingHandle } from './booking-links.ts';

/** A lazily loaded page module: the page as `Component`, its route `loader` and revalidation rule when it has them. */
export type TripsRouteModule = { Component: ComponentType; loader?: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction };
/** Turns an importer into a react-router `lazy` (the app passes its `lazyRoute`). */
export type TripsWrapLazy = (importer: () => Promise<TripsRouteModule>) => () => Promise<TripsRouteModule>;

/** Lazy importers of the trips page modules (each exports `Component`, and `loader`). */
export const tripsRouteModules = {
  trips: () => import('./trips-page.tsx'),
  trip: () => import('./trip-page.tsx'),
};

/**
 * The trips route objects, paths relative to the root layout.
 * @param wrapLazy wraps each page importer (the app's `lazyRoute`; the importer itself for no retries)
 */
export function createTripsRoutes(wrapLazy: TripsWrapLazy): RouteObject[] {
  const rel = (path: string) => path.replace(/^\//, '');
  return [
    { path: rel(TRIPS_ROUTE_PATH), lazy: wrapLazy(tripsRouteModules.trips), HydrateFallback: () => createElement(PageLoading, { message: tripsRouteMessages.loading }) },
    {
      path: rel(TRIP_ROUTE_PATH),
      lazy: wrapLazy(tripsRouteModules.trip),
      HydrateFallback: () => createElement(PageLoading, { message: tripsRouteMessages.tripLoading }),
    },
  ];
}
