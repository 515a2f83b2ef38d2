/**
 * Flight search feature: front door (`/`) and results (`/flights/:route/:departDate/:returnDate?`).
 * Route modules are exposed as importers so the app can load them lazily (code-split) with retries.
 */
export { SearchSubmitListener } from './search-submit-listener.tsx';
export { searchMessages } from './messages.ts';
export { buildResultsPath, buildFrontDoorPath, parseResultsUrl } from './search-url.ts';
export type { FlightSearchParams } from './search-url.ts';
export { RESULTS_ROUTE_PATH } from './constants.ts';

/** Lazy route module importers; each module exports `Component`. */
export const searchRouteModules = {
  frontDoor: () => import('./front-door-page.tsx'),
  results: () => import('./results-page.tsx'),
};
