/**
 * Route table (inside the basename `/p/{partnerId}`):
 *
 * | Path                                          | Page                                  |
 * |-----------------------------------------------|---------------------------------------|
 * | `/`                                           | front door: a tab per vertical (`?vertical=flights|hotels|cars|trains|packages`) |
 * | `/flights/:route/:departDate/:returnDate?`    | flight results (`route` = `JFK-LHR`; query `adults`, `sort`, `cabin`, filters) |
 * | `/hotels/:cityId/:checkIn/:checkOut`          | hotel results (query `guests`, `rooms`, `sort`, filters) |
 * | `/cars/:location/:pickUpDate/:dropOffDate`    | car results (`location` = IATA or city id; query `driverAge`, `sort`, filters) |
 * | `/trains/:route/:date`                        | train results (`route` = `{cityId}-{cityId}`; query `passengers`, `sort`, filters) |
 * | `/packages/:route/:departDate/:returnDate`    | package results (`route` = `{IATA}-{cityId or IATA}`; query `travelers`, `sort`, filters) |
 * | `*`                                           | page not found                        |
 *
 * | `/hotels/details/:hotelId`                    | hotel details (query `checkIn`, `checkOut`, `guests`, `rooms`) |
 * | `/book/:offerId`                              | booking: refresh, travelers, payment (query `travelers` for flights) |
 * | `/booking/confirmation/:reference`            | booking confirmation                  |
 * | `/manage-booking`                             | guest lookup and cancel (query `reference`, `email` prefill) |
 *
 * Results URLs are the contract's results-urls.ts shapes; the last four routes belong to the booking feature.
 *
 * Page modules load lazily through {@link lazyWithRetry} (core-and-business §8). Errors inside a page show
 * "Unexpected Application Error!" inside the chrome; errors in the chrome itself replace the whole page.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { NotFoundView, PageLoading, RouteErrorPage, UnexpectedErrorView } from '../features/chrome/index.ts';
import { RESULTS_ROUTE_PATHS, resultsRouteModules, searchRouteModules } from '../features/search/index.ts';
import { createBookingRoutes } from '../features/booking/index.ts';
import { VERTICALS } from '@travel/contract';
import { lazyWithRetry } from './lazy-with-retry.ts';
import { withFirstRenderSignal } from './first-render.ts';
import { RootLayout } from './root-layout.tsx';

/** A react-router `lazy` for a page module exporting `Component`, with import retries and the first-render signal. */
export function lazyRoute(importer: () => Promise<{ Component: ComponentType }>): () => Promise<{ Component: ComponentType }> {
  const load = lazyWithRetry(importer);
  return async () => {
    const module = await load();
    return { Component: withFirstRenderSignal(module.Component) };
  };
}

/** The route objects (fresh each call). */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      errorElement: <UnexpectedErrorView />,
      HydrateFallback: PageLoading,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, lazy: lazyRoute(searchRouteModules.frontDoor) },
            ...VERTICALS.map((vertical) => ({ path: RESULTS_ROUTE_PATHS[vertical].replace(/^\//, ''), lazy: lazyRoute(resultsRouteModules[vertical]) })),
            ...createBookingRoutes(lazyRoute),
            { path: '*', Component: withFirstRenderSignal(NotFoundView) },
          ],
        },
      ],
    },
  ];
}

/** The browser router for a basename such as `/p/demo`. */
export function createAppRouter(basename: string) {
  return createBrowserRouter(createRoutes(), { basename });
}

/** An in-memory router for tests, starting at `initialPath` (relative to the basename). */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(createRoutes(), { initialEntries: [initialPath] });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
