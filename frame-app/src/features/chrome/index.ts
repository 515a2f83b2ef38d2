/** Page chrome: header with the brand logo, skip link, brand CSS variables, error views. */
export { AppChrome } from './app-chrome.tsx';
export { Header } from './header.tsx';
export { useBrandStyles } from './use-brand-styles.ts';
export { AppErrorBoundary, RouteErrorPage, UnexpectedErrorView, NotFoundView } from './error-boundary.tsx';
export { PageLoading } from './page-loading.tsx';
export { chromeMessages } from './messages.ts';
export { errorMessages, apiErrorText, apiErrorEntryText, apiFieldErrorText } from './error-messages.ts';
