/**
 * Search feature: front door (`/`, a tab per vertical) and the results pages of every vertical (paths of the
 * contract's results-urls.ts). Route modules are exposed as importers so the app can load them lazily
 * (code-split) with retries.
 */
export { SearchSubmitListener } from './search-submit-listener.tsx';
export type { ResolveSearchSubmitOptions } from './submit-resolution.ts';
export { resolveSearchSubmit } from './search-submit-listener.tsx';
export { BackToResults } from './back-to-results.tsx';
export type { BackToResultsProps } from './back-to-results.tsx';
export { buildResultsPath } from './search-url.ts';
export { buildFrontDoorPath } from './results-links.ts';
export type { FlightSearchParams } from './search-url.ts';
export { RESULTS_ROUTE_PATH, RESULTS_ROUTE_PATHS, FRIENDLY_SEARCH_URL_ENABLED, FRIENDLY_SEARCH_URL_VERTICALS } from './constants.ts';
export { searchRouteModules, searchResourceRoutes } from './route-modules.ts';
export { resultsRouteModules, RESULTS_SEARCHING_MESSAGES } from './results-route-modules.ts';
