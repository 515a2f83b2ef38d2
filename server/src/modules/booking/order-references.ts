/**
 * The booking module's side of the trips port `TripOrderReferences` (trips/ports.ts): trips shows the owner of a
 * booked event the reference and contact email of its order, and asks booking for them instead of reading the
 * `bookings` table. It is a reader of its own (not a method of BookingService) because the booking service is
 * built with the trips service, and the trips service needs this reader when it is built (app.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TripOrderReferences } from '../trips/index.ts';
import { findReferencesOfTripEvents } from './repository.ts';

/** Creates the order-reference reader trips is wired with. @param db the database (reads `bookings` only) */
export function createOrderReferences(db: Kysely<Database>): TripOrderReferences {
  return {
    ofTripEvents: (tripEventIds) => findReferencesOfTripEvents(db, tripEventIds),
  };
}
