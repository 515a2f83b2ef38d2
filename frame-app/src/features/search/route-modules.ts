/**
 * The search feature's route modules, resource routes and results-page statuses, apart from its entry (index.ts re-
 * exports only: an entry with statements of its own sits on the first page and takes every module it re-exports there;
 * issue #23 "First page budget").
 */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import type { Vertical } from '@travel/contract';
import { AIRPORT_SUGGESTIONS_ROUTE_PATH, LOCATION_SUGGESTIONS_ROUTE_PATH } from './constants.ts';
import { searchFormMessages } from './form-messages.ts';
/** Lazy route module importers; each module exports `Component`. */
export const searchRouteModules = {
  frontDoor: () => import('./front-door-page.tsx'),
  /** Flight results (kept under its old name for existing callers). */
  results: () => import('./flight-results-page.tsx'),
};

/** A results page module as the route table takes it. */
interface ResultsRouteModule {
  Component: ComponentType;
  loader: LoaderFunction;
  shouldRevalidate: ShouldRevalidateFunction;
}

/** Adds the results routes' `shouldRevalidate` ("Show more" writes the page count into the URL without reloading the list). */
async function withPagingRevalidation(module: Promise<{ Component: ComponentType; loader: LoaderFunction }>): Promise<ResultsRouteModule> {
  const [{ Component, loader }, { resultsShouldRevalidate }] = await Promise.all([module, import('./results-view.tsx')]);
  return { Component, loader, shouldRevalidate: resultsShouldRevalidate };
}

/**
 * Lazy results page module per vertical; each module exports `Component` and the `loader` running its search
 * (the list in pages of 20, paging.ts), and gets the shared `shouldRevalidate`.
 */
export const resultsRouteModules: Readonly<Record<Vertical, () => Promise<ResultsRouteModule>>> = {
  flights: () => withPagingRevalidation(import('./flight-results-page.tsx')),
  hotels: () => withPagingRevalidation(import('./hotel-results-page.tsx')),
  cars: () => withPagingRevalidation(import('./car-results-page.tsx')),
  trains: () => withPagingRevalidation(import('./train-results-page.tsx')),
  packages: () => withPagingRevalidation(import('./package-results-page.tsx')),
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
  flights: searchFormMessages.searching,
  hotels: searchFormMessages.searchingHotels,
  cars: searchFormMessages.searchingCars,
  trains: searchFormMessages.searchingTrains,
  packages: searchFormMessages.searchingPackages,
};
