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
 * | `/profile/account`                            | the account page: details, password, travelers, bookings (account feature) |
 * | `/profile`, `/profile/:section`                | the profile dashboard (section `dashboard`, the default); another section: not found (account feature) |
 * | `/ui-kit`                                     | the UI kit showcase: every generic piece of src/ui, live (ui-kit feature) |
 * | `/trips`, `/trips/:fullTripId`                | all trips and one trip (trips feature, issue #12) |
 * | `/trips/inbox-sync`                           | inbox sync: connect a mailbox, imported confirmations (inbox-sync feature, issue #26) |
 * | `/privacy`, `/privacy/manage`                 | privacy preferences, IAB TCF partners, data sharing (consent feature, issue #13) |
 * | `/business/verify?redir={path}`               | business two-factor: enrolment, recovery codes, verification (business/two-factor, issue #24) |
 * | `/business`, `/business/*`                    | admin hub, its pages and onboarding progress, guarded in the route loader (business feature, issue #24) |
 * | `/business/join#token={token}`                | an invitation: preview, sign in, join the company (business/join, issue #24) |
 *
 * Results URLs are the contract's results-urls.ts shapes; the last four routes belong to the booking feature.
 *
 * Resource routes (no page; read with `useFetcher`, see src/api/route-data.ts): `/_data/airports?q=`,
 * `/_data/locations?q=&kinds=` (autocomplete), `/_data/booking?reference=&email=` (booking lookup of the confirmation and manage booking pages) and
 * `/_data/auth-state` (the auth state, loaded once when the first access gate renders; access feature's AccessGate) and
 * `/_data/saved-travelers` (the signed-in user's saved travelers for the booking form; account feature).
 *
 * Server state comes from route loaders (frame-app/README.md "Data fetching"): a page module may export `loader`
 * (and `shouldRevalidate`) next to `Component`; loaders get the app's store and basename through the router
 * context ({@link routerContextFor}). The bridge shows the host spinner while a route's code or data loads.
 *
 * Page modules load lazily through {@link lazyWithRetry} (core-and-business §8). Errors inside a page show
 * "Unexpected Application Error!" inside the chrome; errors in the chrome itself replace the whole page.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, type LoaderFunction, type PatchRoutesOnNavigationFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { routerContextFor, type FrameStore } from '../state/index.ts';
import { NotFoundView, PageLoading, RouteErrorPage, UnexpectedErrorView, chromeResourceRoutes } from '../features/chrome/index.ts';
import { RESULTS_ROUTE_PATHS, RESULTS_SEARCHING_MESSAGES, resultsRouteModules, searchResourceRoutes, searchRouteModules } from '../features/search/index.ts';
import { bookingPath, cancelBookingLazily, createBookingRoutes } from '../features/booking/index.ts';
import { createAccountRoutes } from '../features/account/index.ts';
import { isBusinessPath, loadBusinessRoutes } from '../features/business/index.ts';
import { createTripsRoutes, tripsBookingHandle } from '../features/trips/index.ts';
import { createInboxSyncRoutes } from '../features/inbox-sync/index.ts';
import { createConsentRoutes } from '../features/consent/index.ts';
import { UI_KIT_ROUTE_PATH, uiKitRouteModule } from '../features/ui-kit/index.ts';
import { VERTICALS } from '@travel/contract';
import { lazyWithRetry } from './lazy-with-retry.ts';
import { withFirstRenderSignal } from './first-render.ts';
import { RootLayout } from './root-layout.tsx';

/** A lazily loaded page module: the page, and optionally its data loader and revalidation rule. */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * A react-router `lazy` for a page module exporting `Component` (and optionally `loader`, `shouldRevalidate`),
 * with import retries and the first-render signal.
 */
export function lazyRoute(importer: () => Promise<PageModule>): () => Promise<PageModule> {
  const load = lazyWithRetry(importer);
  return async () => {
    const { Component, loader, shouldRevalidate } = await load();
    return { Component: withFirstRenderSignal(Component), ...(loader ? { loader } : {}), ...(shouldRevalidate ? { shouldRevalidate } : {}) };
  };
}

/** Id of the route whose children are the pages (the business routes are patched in there). */
const PAGES_ROUTE_ID = 'pages';

/**
 * react-router's `patchRoutesOnNavigation` for this app: the `/business` routes (features/business/routes.ts) are not
 * in the route table on the first page (issue #23 "First page budget": every business page's route and preload list
 * would be); the first navigation to a `/business` path (before it, that path matches only the `*` catch-all, for
 * which the router asks) loads them and patches them in beside the other pages. Other paths are left alone.
 * @param basename the router's basename (`/p/demo`, or `/` in tests); the router passes full paths
 */
function businessRoutePatcher(basename: string): PatchRoutesOnNavigationFunction {
  const prefix = basename.replace(/\/$/, '');
  return async ({ path, patch }) => {
    const inApp = path.startsWith(`${prefix}/`) || path === prefix ? path.slice(prefix.length) || '/' : path;
    if (!isBusinessPath(inApp)) return;
    const { createBusinessRouteTree } = await loadBusinessRoutes();
    patch(PAGES_ROUTE_ID, createBusinessRouteTree(lazyRoute));
  };
}

/** The route objects (fresh each call). */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      // The trips feature's booking calls for the trip page and the header's trips drawer (trips booking-links.ts).
      handle: tripsBookingHandle({ bookingPath, cancelBooking: cancelBookingLazily }),
      errorElement: <UnexpectedErrorView />,
      HydrateFallback: PageLoading,
      children: [
        {
          id: PAGES_ROUTE_ID,
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, lazy: lazyRoute(searchRouteModules.frontDoor) },
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
            ...searchResourceRoutes,
            ...chromeResourceRoutes,
            { path: '*', Component: withFirstRenderSignal(NotFoundView) },
          ],
        },
      ],
    },
  ];
}

/** The browser router for a basename such as `/p/demo`; loaders read `store` (e.g. the currency). */
export function createAppRouter(basename: string, store: FrameStore) {
  return createBrowserRouter(createRoutes(), { basename, getContext: routerContextFor({ store, basename }), patchRoutesOnNavigation: businessRoutePatcher(basename) });
}

/** An in-memory router for tests, starting at `initialPath` (relative to the basename); loaders read `store`. */
export function createTestRouter(initialPath: string, store: FrameStore) {
  return createMemoryRouter(createRoutes(), {
    initialEntries: [initialPath],
    getContext: routerContextFor({ store, basename: '/' }),
    patchRoutesOnNavigation: businessRoutePatcher('/'),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
