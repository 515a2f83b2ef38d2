/**
 * The results routes' page modules and loading statuses, in a module of their own: the app patches the results routes
 * in after the first page (app/later-routes.tsx), so their importers and preload lists are not on it (issue #23
 * "First page budget").
 */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import type { Vertical } from '@travel/contract';
import { searchFormMessages } from './form-messages.ts';

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

/** The "Searching …" status of each vertical's results page, shown while its first search loads. */
export const RESULTS_SEARCHING_MESSAGES: Readonly<Record<Vertical, MessageDescriptor>> = {
  flights: searchFormMessages.searching,
  hotels: searchFormMessages.searchingHotels,
  cars: searchFormMessages.searchingCars,
  trains: searchFormMessages.searchingTrains,
  packages: searchFormMessages.searchingPackages,
};
