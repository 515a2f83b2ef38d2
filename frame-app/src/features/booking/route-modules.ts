/**
 * The booking feature's route modules and routes, apart from its entry (index.ts re-exports only: an entry
 * with statements of its own sits on the first page and takes every module it re-exports there; issue #23 "First page
 * budget"). The app patches these routes in after the first page (app/later-routes.tsx), so nothing the first page
 * needs lives here (the lazy cancel call is in cancel-lazily.ts).
 */
import { createElement, type ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { BOOKING_LOOKUP_ROUTE_PATH, BOOKING_ROUTE_PATH, CONFIRMATION_ROUTE_PATH, HOTEL_DETAILS_ROUTE_PATH, MANAGE_BOOKING_ROUTE_PATH } from './constants.ts';
import { PageLoading } from '../chrome/index.ts';
import { bookingRouteMessages } from './route-messages.ts';
/** A route module: exports the page as `Component`, and the route `loader` (with its `shouldRevalidate`) when it has data. */
export type BookingRouteModule = { Component: ComponentType; loader?: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction };
/** Turns an importer into a react-router `lazy` (the app passes its `lazyRoute`: retries + first-render signal). */
export type WrapLazy = (importer: () => Promise<BookingRouteModule>) => () => Promise<BookingRouteModule>;

/** Lazy route module importers; each module exports `Component`. */
export const bookingRouteModules = {
  hotelDetails: () => import('./hotel-details-page.tsx'),
  booking: () => import('./booking-page.tsx'),
  confirmation: () => import('./confirmation-page.tsx'),
  manageBooking: () => import('./manage-booking-page.tsx'),
};

/**
 * The booking routes as react-router 7 data-router route objects with paths relative to the parent
 * (place them among the children of the root layout, next to the search routes):
 * `hotels/details/:hotelId`, `book/:offerId`, `booking/confirmation/:reference`, `manage-booking`, and the
 * resource route `_data/booking` (booking lookup, read with `useFetcher`).
 * @param wrapLazy wraps each page importer (default: the importer itself, no retries).
 */
export function createBookingRoutes(wrapLazy: WrapLazy = (importer) => importer): RouteObject[] {
  const rel = (path: string) => path.replace(/^\//, '');
  return [
    // HydrateFallback: a link opened directly shows the page's loading status while its module and data load.
    { path: rel(HOTEL_DETAILS_ROUTE_PATH), lazy: wrapLazy(bookingRouteModules.hotelDetails), HydrateFallback: () => createElement(PageLoading, { message: bookingRouteMessages.hotelLoading }) },
    { path: rel(BOOKING_ROUTE_PATH), lazy: wrapLazy(bookingRouteModules.booking), HydrateFallback: () => createElement(PageLoading, { message: bookingRouteMessages.checkingOffer }) },
    { path: rel(CONFIRMATION_ROUTE_PATH), lazy: wrapLazy(bookingRouteModules.confirmation) },
    { path: rel(MANAGE_BOOKING_ROUTE_PATH), lazy: wrapLazy(bookingRouteModules.manageBooking) },
    { path: rel(BOOKING_LOOKUP_ROUTE_PATH), lazy: async () => ({ loader: (await import('./lookup-loader.ts')).lookupLoader }) },
  ];
}
