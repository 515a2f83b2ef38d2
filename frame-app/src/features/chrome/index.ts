/**
 * Page chrome: header with the brand logo, skip link, brand CSS variables, error views and error texts. The access
 * gate and the auth state moved to features/access (issue #24); they are re-exported here so existing importers keep
 * working; new code imports them from `../access/index.ts`.
 */
import type { RouteObject } from 'react-router';
import { accessResourceRoutes } from '../access/index.ts';
import { siteExtrasResourceRoutes } from './site-extras/navigation-state.ts';

export { AppChrome } from './app-chrome.tsx';
export { useNewPageAtTop } from './new-page-scroll.ts';
export { Header } from './header.tsx';
export type { AdminNavigationSource } from './navigation/model.ts';
export { useBrandStyles } from './use-brand-styles.ts';
export { AppErrorBoundary, RouteErrorPage, UnexpectedErrorView, NotFoundView } from './error-boundary.tsx';
export { PageLoading } from './page-loading.tsx';
export { chromeMessages } from './messages.ts';
export { useAnnounce } from './site-extras/announce.ts';
export { errorMessages, apiErrorText, apiErrorEntryText, apiFieldErrorText } from './error-messages.ts';
export {
  AccessGate, useAccess, useAuthState, useAuthStateFollowsTab, useRefreshAuthState, mayUse, accessSubjectOf, type AccessGateProps,
  AUTH_STATE_ROUTE_PATH, AUTH_STATE_FETCHER_KEY,
} from '../access/index.ts';

/**
 * The chrome's resource routes (no page; place them among the root layout's children): the access feature's
 * `_data/auth-state` (kept here so the route table did not change) and the site extras' navigation state.
 */
export const chromeResourceRoutes: RouteObject[] = [...accessResourceRoutes, ...siteExtrasResourceRoutes];
