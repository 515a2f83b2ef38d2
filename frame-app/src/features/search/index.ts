/**
 * Search feature: front door (`/`, a tab per vertical) and the results pages of every vertical (paths of the
 * contract's results-urls.ts). Route modules are exposed as importers so the app can load them lazily
 * (code-split) with retries.
 */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { Vertical } from '@travel/contract';
import { AIRPORT_SUGGESTIONS_ROUTE_PATH, LOCATION_SUGGESTIONS_ROUTE_PATH } from './constants.ts';
import { searchMessages } from './messages.ts';

export { SearchSubmitListener } from './search-submit-listener.tsx';
export { resolveSearchSubmit, submitToResultsUrl } from './submit-resolution.ts';
export type { ResolveSearchSubmitOptions } from './submit-resolution.ts';
export { searchMessages, verticalMessages } from './messages.ts';
export { buildResultsPath, buildFrontDoorPath } from './search-url.ts';
export type { FlightSearchParams } from './search-url.ts';
export { RESULTS_ROUTE_PATH, RESULTS_ROUTE_PATHS, FRIENDLY_SEARCH_URL_ENABLED, FRIENDLY_SEARCH_URL_VERTICALS } from './constants.ts';

/** Lazy route module importers; each module exports `Component`. */
export const searchRouteModules = {
  frontDoor: () => import('./front-door-page.tsx'),
  /** Flight results (kept under its old name for existing callers). */
  results: () => import('./flight-results-page.tsx'),
};

/** Lazy results page module per vertical; each module exports `Component` and the `loader` running its search. */
export const resultsRouteModules: Readonly<Record<Vertical, () => Promise<{ Component: ComponentType; loader: LoaderFunction }>>> = {
  flights: () => import('./flight-results-page.tsx'),
  hotels: () => import('./hotel-results-page.tsx'),
  cars: () => import('./car-results-page.tsx'),
  trains: () => import('./train-results-page.tsx'),
  packages: () => import('./package-results-page.tsx'),
};

/**
 * Resource routes of the search feature (no page; the autocomplete fields read them with `useFetcher`); their
 * loaders load lazily, like the pages.
 */
export const searchResourceRoutes: RouteObject[] = [
  { path: AIRPORT_SUGGESTIONS_ROUTE_PATH.slice(1), lazy: async () => ({ loader: (await import('./suggestion-loaders.ts')).airportsLoader }) },
  { path: LOCATION_SUGGESTIONS_ROUTE_PATH.slice(1), lazy: async () => ({ loader: (await import('./suggestion-loaders.ts')).locationsLoader }) },
];

/** The "Searching …" status of each vertical's results page, shown while its first search loads. */
export const RESULTS_SEARCHING_MESSAGES: Readonly<Record<Vertical, MessageDescriptor>> = {
  flights: searchMessages.searching,
  hotels: searchMessages.searchingHotels,
  cars: searchMessages.searchingCars,
  trains: searchMessages.searchingTrains,
  packages: searchMessages.searchingPackages,
};
