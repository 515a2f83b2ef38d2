/**
 * Route table (inside the basename `/p/{partnerId}`):
 *
 * | Path                                          | Page                                  |
 * |-----------------------------------------------|---------------------------------------|
 * | `/`                                           | front door with the flight search form |
 * | `/flights/:route/:departDate/:returnDate?`    | flight results (`route` = `JFK-LHR`; query `adults`, `sort`, optional `cabin`) |
 * | `*`                                           | page not found                        |
 *
 * Page modules load lazily through {@link lazyWithRetry} (core-and-business §8). Errors inside a page show
 * "Unexpected Application Error!" inside the chrome; errors in the chrome itself replace the whole page.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { NotFoundView, PageLoading, RouteErrorPage, UnexpectedErrorView } from '../features/chrome/index.ts';
import { RESULTS_ROUTE_PATH, searchRouteModules } from '../features/search/index.ts';
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
            { path: RESULTS_ROUTE_PATH.replace(/^\//, ''), lazy: lazyRoute(searchRouteModules.results) },
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
