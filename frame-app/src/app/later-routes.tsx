/**
 * Every page route but the front door's (results, hotel details, booking, account, trips, inbox sync, privacy, UI kit),
 * off the first page (issue #23 "First page budget": these route objects and the preload lists of their page chunks
 * are about 2.7 KB brotli). routes.tsx patches them in under the pages route: before the router is created when the
 * frame opens on one of these pages, else on the first navigation that needs them (`patchRoutesOnNavigation`); the
 * app loads this module once the front door has rendered, so that navigation does not wait for it.
 * The path table itself is in routes.tsx's docstring.
 */
import type { RouteObject } from 'react-router';
import { VERTICALS } from '@travel/contract';
import { PageLoading } from '../features/chrome/index.ts';
import { RESULTS_ROUTE_PATHS, RESULTS_SEARCHING_MESSAGES, resultsRouteModules } from '../features/search/index.ts';
import { createBookingRoutes } from '../features/booking/index.ts';
import { createAccountRoutes } from '../features/account/index.ts';
import { createTripsRoutes } from '../features/trips/index.ts';
import { createInboxSyncRoutes } from '../features/inbox-sync/index.ts';
import { createConsentRoutes } from '../features/consent/index.ts';
import { UI_KIT_ROUTE_PATH, uiKitRouteModule } from '../features/ui-kit/index.ts';
import { lazyRoute } from './lazy-route.ts';

/** The page routes after the front door, as children of the pages route (fresh objects each call). */
export function createLaterPageRoutes(): RouteObject[] {
  return [
    ...VERTICALS.map((vertical) => ({
      path: RESULTS_ROUTE_PATHS[vertical].replace(/^\//, ''),
      lazy: lazyRoute(resultsRouteModules[vertical]),
      // A results URL opened directly: the chrome and "Searching …" while the page and its search load.
      HydrateFallback: () => <PageLoading message={RESULTS_SEARCHING_MESSAGES[vertical]} />,
    })),
    ...createBookingRoutes(lazyRoute),
    ...createAccountRoutes(lazyRoute),
    ...createTripsRoutes(lazyRoute),
    ...createInboxSyncRoutes(lazyRoute),
    ...createConsentRoutes(lazyRoute),
    { path: UI_KIT_ROUTE_PATH.slice(1), lazy: lazyRoute(uiKitRouteModule) },
  ];
}
