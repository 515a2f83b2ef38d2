/**
 * What every part of the trips service shares: its dependencies, the clock as ISO text, and the errors the trips
 * calls answer. The parts (booked-events.ts, store.ts, editing.ts, sharing.ts, preferences.ts) each take a
 * {@link TripsCore}; service.ts composes them into the one TripsService.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { CityIndex } from '../../inventory/cities.ts';
import type { SupplierAdapter } from '../../inventory/supplier.ts';
import type { TripOrderReferences, TripsAccountDirectory } from './ports.ts';

export interface TripsServiceDeps {
  db: Kysely<Database>;
  /** World cities: an airport's or a car desk's city, a city's latitude (the image season). */
  cities: CityIndex;
  /** Re-prices an offer from its signed id (save, unsave). */
  supplier: SupplierAdapter;
  /** The accounts module's service (names, emails, confirmed flag; ports.ts). */
  accounts: TripsAccountDirectory;
  /** The booking module's order references of booked events (ports.ts). */
  orders: TripOrderReferences;
  /** Clock, epoch ms. */
  now: () => number;
}

/** The dependencies plus the clock as an ISO 8601 UTC string. */
export interface TripsCore extends TripsServiceDeps {
  nowIso(): string;
}

/** Builds the shared core of the trips service parts. */
export function createTripsCore(deps: TripsServiceDeps): TripsCore {
  return { ...deps, nowIso: () => new Date(deps.now()).toISOString() };
}

/** 404 NOT_FOUND: a missing trip or event and another account's answer alike (authorization rule of service.ts). */
export const notFound = (what = 'No such trip') => new AppError(404, 'NOT_FOUND', what);

/** 409 VALIDATION_ERROR `state`: the event is booked or cancelled (or changed meanwhile); only saved and cart events change. */
export const stateConflict = (state: string) => new AppError(409, 'VALIDATION_ERROR', `This event is ${state}: only saved and cart events can be changed this way`, 'state');
