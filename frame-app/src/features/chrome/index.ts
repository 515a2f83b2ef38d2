/**
 * Page chrome: header with the brand logo, skip link, brand CSS variables, error views, error texts, and the access
 * gate (what the user may not use is hidden, core-and-business §6) with its auth state resource route.
 */
import type { RouteObject } from 'react-router';
import { AUTH_STATE_ROUTE_PATH } from './constants.ts';
import { siteExtrasResourceRoutes } from './site-extras/navigation-state.ts';

export { AppChrome } from './app-chrome.tsx';
export { useNewPageAtTop } from './new-page-scroll.ts';
export { Header } from './header.tsx';
export { useBrandStyles } from './use-brand-styles.ts';
export { AppErrorBoundary, RouteErrorPage, UnexpectedErrorView, NotFoundView } from './error-boundary.tsx';
export { PageLoading } from './page-loading.tsx';
export { chromeMessages } from './messages.ts';
export { useAnnounce } from './site-extras/announce.ts';
export { errorMessages, apiErrorText, apiErrorEntryText, apiFieldErrorText } from './error-messages.ts';
export { AccessGate, useAccess, useAuthState, useAuthStateFollowsTab, useRefreshAuthState, mayUse, accessSubjectOf, type AccessGateProps } from './access-gate.tsx';
export { AUTH_STATE_ROUTE_PATH, AUTH_STATE_FETCHER_KEY } from './constants.ts';

/**
 * The chrome's resource routes (no page; place them among the root layout's children): `_data/auth-state`, the
 * access gate's auth state. Its loader module is imported on the first gate's load, never with the first page;
 * it is not revalidated ("Try again" on a page does not ask the server again: the state is loaded once per app).
 */
export const chromeResourceRoutes: RouteObject[] = [
  {
    path: AUTH_STATE_ROUTE_PATH.slice(1),
    shouldRevalidate: () => false,
    lazy: async () => ({ loader: (await import('./auth-state.ts')).authStateLoader }),
  },
  ...siteExtrasResourceRoutes,
];
