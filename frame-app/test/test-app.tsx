/**
 * Test helpers for whole-app tests (Vitest + Testing Library, jsdom): render the real route table in a
 * memory router inside the app's providers, and compute local calendar dates like the forms do.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Provider as JotaiProvider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { createFrameStore, routerContextFor, type FrameStore } from '../src/state/index.ts';
import { TEST_BOOTSTRAP } from './test-fixtures.ts';
import { AppProviders } from '../src/app/providers.tsx';
import { appRoutePatcher, createRoutes } from '../src/app/routes.tsx';
import { createLaterPageRoutes } from '../src/app/later-routes.tsx';
import { preloadLazyFields } from '../src/ui/index.ts';

// Whole-app tests drive the real combo boxes and selects from the start, as a visitor has them once the browser was
// idle: a light field swapped mid-test would detach the element a test holds (ui/lazy-fields.test.tsx covers them).
await preloadLazyFields();
// The root layout's deferred parts (account controls, sign-in host, consent root: app/root-extras.tsx) load once the
// first route rendered; loaded here, a test does not pay their transform time inside its own waiting time.
await import('../src/app/root-extras.tsx');

/**
 * An in-memory router over the whole route table (the later page routes in it from the start, as when the frame opens
 * on one of them), starting at `initialPath` (relative to the basename `/`); loaders read `store`. The business routes
 * are patched in on navigation, as in the app.
 */
export function createTestRouter(initialPath: string, store: FrameStore) {
  return createMemoryRouter(createRoutes(createLaterPageRoutes()), {
    initialEntries: [initialPath],
    getContext: routerContextFor({ store, basename: '/' }),
    patchRoutesOnNavigation: appRoutePatcher('/', true),
  });
}

/**
 * Renders the app at `path` (relative to the basename) with the test bootstrap; returns the router. Pass `store` to
 * drive app-wide atoms from the test (e.g. open the sign-in dialog).
 */
export function renderApp(path: string, store = createFrameStore(TEST_BOOTSTRAP)) {
  const router = createTestRouter(path, store);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** `YYYY-MM-DD` of the local date `days` from today (the forms' default dates are local). */
export function isoFromToday(days: number): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Renders a test's own memory `router` (a part of the app, e.g. the chrome around a stub page) inside the frame's
 * store and an English IntlProvider: the providers a feature test needs without the whole route table.
 */
export function renderRouter(router: Parameters<typeof RouterProvider>[0]['router'], store: FrameStore = createFrameStore(TEST_BOOTSTRAP)) {
  return render(
    <JotaiProvider store={store}>
      <IntlProvider locale="en">
        <RouterProvider router={router} />
      </IntlProvider>
    </JotaiProvider>,
  );
}

/**
 * Renders `routes` in a memory router at `path`, with a fresh frame store as the loaders' context (basename `/`), the
 * way a page test of one feature's routes starts.
 * @returns the router (to read its location) and the store (to read or set atoms)
 */
export function renderRoutesAt(routes: RouteObject[], path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter(routes, { initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }) });
  renderRouter(router, store);
  return { router, store };
}
