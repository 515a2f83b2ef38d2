/**
 * Page chrome: header with the brand logo, skip link, brand CSS variables, error views and error texts. The access
 * gate and the auth state moved to features/access (issue #24); they are re-exported here so existing importers keep
 * working; new code imports them from `../access/index.ts`.
 *
 * Re-exports only (issue #23 "First page budget"): an entry with statements of its own is a module of the first page,
 * and the bundler then places every module it re-exports (error texts, views) wherever the entry is, so they all
 * landed on the front door's first page.
 */
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
export { chromeResourceRoutes } from './resource-routes.ts';
