// @vitest-environment jsdom
/**
 * The first page's route table and the routes patched in after it (routes.tsx, later-routes.tsx; issue #23 "First
 * page budget"): a router built as the app builds it on the front door has only the front door among its pages, and
 * still reaches every other page by navigation.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AUTH_STATE_PATH } from '@travel/contract';
import { signedOutAuthState, TEST_BOOTSTRAP } from '../../test/test-fixtures.ts';
import { createFetchStub, jsonResponse as json } from '../../test/test-http.ts';
import { createFrameStore, routerContextFor } from '../state/index.ts';
import { AppProviders } from './providers.tsx';
import { appRoutePatcher, createRoutes, isFrontDoorPath, PAGES_ROUTE_ID } from './routes.tsx';

const api = createFetchStub();

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.handler = (url) => (url.pathname === AUTH_STATE_PATH ? json(signedOutAuthState) : json({}));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A memory router made the way createAppRouter makes the front door's: no later pages, the app's route patcher. */
function renderFrontDoorRouter() {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter(createRoutes(), {
    initialEntries: ['/'],
    getContext: routerContextFor({ store, basename: '/' }),
    patchRoutesOnNavigation: appRoutePatcher('/'),
  });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Paths of the pages route's children (the index route as `(index)`). */
function pagePaths(router: ReturnType<typeof createMemoryRouter>): string[] {
  const pages = router.routes[0]?.children?.find((route) => route.id === PAGES_ROUTE_ID);
  return (pages?.children ?? []).map((route) => (route.index ? '(index)' : (route.path ?? '')));
}

describe('isFrontDoorPath', () => {
  it('is true for the basename with or without its slash, false for any page under it', () => {
    expect(isFrontDoorPath('/p/demo', '/p/demo')).toBe(true);
    expect(isFrontDoorPath('/p/demo/', '/p/demo')).toBe(true);
    expect(isFrontDoorPath('/p/demo/trips', '/p/demo')).toBe(false);
    expect(isFrontDoorPath('/p/demo/flights/JFK-LHR/2030-05-01', '/p/demo')).toBe(false);
    expect(isFrontDoorPath('/p/demo-two/', '/p/demo')).toBe(false);
  });
});

describe('the front door route table', () => {
  it('holds the front door but no other page until a navigation needs one; then the page opens, and the later routes are patched in once', async () => {
    const router = renderFrontDoorRouter();
    await screen.findByRole('button', { name: 'Search' });
    expect(pagePaths(router)).not.toContain('ui-kit');
    expect(pagePaths(router)).not.toContain('trips');

    await act(() => router.navigate('/ui-kit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'UI kit' })).toBeInTheDocument();
    expect(pagePaths(router)).toContain('trips');

    await act(() => router.navigate('/'));
    await act(() => router.navigate('/ui-kit'));
    await screen.findByRole('heading', { level: 1, name: 'UI kit' });
    expect(pagePaths(router).filter((path) => path === 'ui-kit')).toHaveLength(1);
  });

  it('a path no page has still shows "Page not found" once the later routes are in', async () => {
    const router = renderFrontDoorRouter();
    await screen.findByRole('button', { name: 'Search' });
    await act(() => router.navigate('/no-such-page'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(pagePaths(router)).toContain('ui-kit');
  });
});
