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
 * The router starts with the front door, the resource routes and the `*` catch-all (issue #23 "First page budget"); every
 * other page's route is in later-routes.tsx, in the table from the start when the frame opens on such a page, else
 * patched in by the first navigation that needs it ({@link appRoutePatcher}); the `/business` routes likewise.
 *
 * Page modules load lazily through {@link lazyWithRetry} (core-and-business §8). Errors inside a page show
 * "Unexpected Application Error!" inside the chrome; errors in the chrome itself replace the whole page.
 */
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { routerContextFor, type FrameStore } from '../state/index.ts';
import { NotFoundView, PageLoading, RouteErrorPage, UnexpectedErrorView, chromeResourceRoutes } from '../features/chrome/index.ts';
import { searchResourceRoutes, searchRouteModules } from '../features/search/index.ts';
import { bookingPath, cancelBookingLazily } from '../features/booking/index.ts';
import { isBusinessPath, loadBusinessRoutes } from '../features/business/index.ts';
import { tripsBookingHandle } from '../features/trips/index.ts';
import { lazyWithRetry } from './lazy-with-retry.ts';
import { withFirstRenderSignal } from './first-render.ts';
import { lazyRoute } from './lazy-route.ts';
import { RootLayout } from './root-layout.tsx';

/** Id of the route whose children are the pages (the later page routes and the business routes are patched in there). */
export const PAGES_ROUTE_ID = 'pages';

/**
 * The module of every page route after the front door (later-routes.tsx), with import retries: the app loads it
 * once the front door has rendered, or before creating the router when the frame opens on another page.
 */
export const loadLaterPageRoutes = lazyWithRetry(() => import('./later-routes.tsx'));

/** The path inside the app of a router path (`/p/demo/trips` → `/trips`); paths outside the basename as they are. */
function pathInApp(path: string, basename: string): string {
  const prefix = basename.replace(/\/$/, '');
  return path.startsWith(`${prefix}/`) || path === prefix ? path.slice(prefix.length) || '/' : path;
}

/**
 * Whether a browser path (basename included) is the front door's, the one page whose route is on the first page.
 * @param pathname e.g. `/p/demo/` or `/p/demo/trips`
 * @param basename the router's basename (`/p/demo`)
 */
export function isFrontDoorPath(pathname: string, basename: string): boolean {
  return pathInApp(pathname, basename) === '/';
}

/**
 * react-router's `patchRoutesOnNavigation` for this app (issue #23 "First page budget"). The first page's route table
 * has the front door, the resource routes and the `*` catch-all; a navigation to any other path matches only the
 * catch-all, for which the router asks here. The first such navigation patches in the later page routes
 * (later-routes.tsx) beside the front door, once per router; a `/business` path also patches in the business
 * routes (features/business/routes.ts), whose every page and preload list would otherwise be on the first page.
 * @param basename the router's basename (`/p/demo`, or `/` in tests); the router passes full paths
 * @param laterPatched whether the router was created with the later page routes already in its table
 */
export function appRoutePatcher(basename: string, laterPatched = false): PatchRoutesOnNavigationFunction {
  let haveLater = laterPatched;
  return async ({ path, patch }) => {
    const inApp = pathInApp(path, basename);
    if (inApp === '/') return;
    if (!haveLater) {
      const { createLaterPageRoutes } = await loadLaterPageRoutes();
      if (!haveLater) patch(PAGES_ROUTE_ID, createLaterPageRoutes());
      haveLater = true;
    }
    if (!isBusinessPath(inApp)) return;
    const { createBusinessRouteTree } = await loadBusinessRoutes();
    patch(PAGES_ROUTE_ID, createBusinessRouteTree(lazyRoute));
  };
}

/**
 * The route objects (fresh each call).
 * @param laterPages the later page routes (later-routes.tsx) when they are already loaded, else none: they are patched
 *   in on the first navigation that needs them ({@link appRoutePatcher})
 */
export function createRoutes(laterPages: RouteObject[] = []): RouteObject[] {
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
            ...laterPages,
            ...searchResourceRoutes,
            ...chromeResourceRoutes,
            { path: '*', Component: withFirstRenderSignal(NotFoundView) },
          ],
        },
      ],
    },
  ];
}

/**
 * The browser router for a basename such as `/p/demo`; loaders read `store` (e.g. the currency).
 * @param laterPages the later page routes, when the frame opens on one of them (see {@link createRoutes})
 */
export function createAppRouter(basename: string, store: FrameStore, laterPages: RouteObject[] = []) {
  return createBrowserRouter(createRoutes(laterPages), {
    basename,
    getContext: routerContextFor({ store, basename }),
    patchRoutesOnNavigation: appRoutePatcher(basename, laterPages.length > 0),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
