/**
 * Booked trip events by destination (issue #26 event hub "the editor sees who has booked"): the trips module's reader
 * of the booked events of some accounts whose trip goes to a city within a date range, or with given ids. Other modules
 * (the business event hub) get it through app.ts wiring instead of reading `trips` / `trip_events` themselves
 * (table ownership). One SQL query per call, bounded by the accounts and dates asked (never every trip).
 */
import type { Kysely } from 'kysely';
import type { Vertical } from '@travel/contract';
import type { Database } from '../../db/database.ts';

/** A booked trip event as the reader answers it. Dates `YYYY-MM-DD`. */
export interface BookedDestinationEvent {
  tripEventId: number;
  tripId: string;
  ownerAccountId: string;
  vertical: Vertical;
  title: string;
  startDate: string;
  endDate: string;
}

/** What to read: booked events of `accountIds` to `cityId` overlapping [`from`, `to`], plus booked events `tripEventIds` of those accounts. */
export interface DestinationEventsQuery {
  accountIds: readonly string[];
  cityId: number;
  /** First and last day (inclusive) an event may touch. */
  from: string;
  to: string;
  tripEventIds?: readonly number[];
}

/** The reader. */
export interface TripDestinationEvents {
  /** @returns booked (not cancelled, not saved or in a cart) events, ordered by start date; [] when no account is asked */
  bookedEvents(query: DestinationEventsQuery): Promise<BookedDestinationEvent[]>;
}

/** Creates the reader. @param db the database (reads `trips` and `trip_events`) */
export function createTripDestinationEvents(db: Kysely<Database>): TripDestinationEvents {
  return {
    async bookedEvents(query) {
      if (query.accountIds.length === 0) return [];
      const ids = [...(query.tripEventIds ?? [])];
      const rows = await db
        .selectFrom('trip_events as e')
        .innerJoin('trips as t', 't.id', 'e.trip_id')
        .select(['e.id', 'e.trip_id', 't.owner_account_id', 'e.vertical', 'e.title', 'e.start_date', 'e.end_date'])
        .where('t.owner_account_id', 'in', [...query.accountIds])
        .where('e.state', '=', 'booked')
        .where((eb) => {
          const byPlace = eb.and([eb('t.destination_city_id', '=', query.cityId), eb('e.start_date', '<=', query.to), eb('e.end_date', '>=', query.from)]);
          return ids.length > 0 ? eb.or([byPlace, eb('e.id', 'in', ids)]) : byPlace;
        })
        .orderBy('e.start_date')
        .orderBy('e.id')
        .execute();
      return rows.map((r) => ({
        tripEventId: Number(r.id), tripId: r.trip_id, ownerAccountId: r.owner_account_id ?? '', vertical: r.vertical, title: r.title, startDate: r.start_date, endDate: r.end_date,
      }));
    },
  };
}
