/**
 * Loaders of the search feature's resource routes (autocomplete as the user types, read with the api layer's
 * `useSuggestions` over `useFetcher`): GET /i/api/airports/v1/autocomplete and /i/api/locations/v1/autocomplete
 * through the one HTTP client, with the router's abort signal (a newer keystroke's load cancels the older one).
 * Each resolves with the items, or null when the call failed (logged; the field keeps what it showed).
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { Airport, Location, LocationKind } from '@travel/contract';
import { logger } from '../../state/index.ts';
import { fetchAirports, fetchLocations } from './api.ts';

async function orNull<T>(request: Request, what: string, call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (!request.signal.aborted) logger.warn(`${what} autocomplete failed`, error);
    return null;
  }
}

/** `/_data/airports?q=`: airports matching a code, city or name. */
export function airportsLoader({ request }: LoaderFunctionArgs): Promise<Airport[] | null> {
  const q = new URL(request.url).searchParams.get('q') ?? '';
  return orNull(request, 'airport', fetchAirports(q, request.signal));
}

/** `/_data/locations?q=&kinds=city,airport`: places of those kinds, best first. */
export function locationsLoader({ request }: LoaderFunctionArgs): Promise<Location[] | null> {
  const params = new URL(request.url).searchParams;
  const kinds = (params.get('kinds') ?? '').split(',').filter(Boolean) as LocationKind[];
  return orNull(request, 'location', fetchLocations(params.get('q') ?? '', kinds, request.signal));
}
