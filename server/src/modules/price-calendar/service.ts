/**
 * Price calendars (issue #11; contract price-calendar.ts): the cheapest offer per first date. Each date's query is
 * the vertical's own search query (sorted by price, one offer), checked by the search's own checks; issue #23: the
 * service then asks the supplier for every date's cheapest price at once (one read of the units sold, no offer
 * built or signed; inventory/offline computes it from the same priced options its search builds offers from), so a
 * calendar price is exactly what the results page lists first for that date (price-calendar.property.test.ts).
 * Dates the search refuses (past, more than 365 days ahead) or with no offer get null; any other failure is not
 * swallowed.
 */
import {
  FlightSearchQuerySchema, HotelSearchQuerySchema,
  type FlightPriceCalendarQuery, type HotelPriceCalendarQuery, type PriceCalendarDay, type PriceCalendarResponse,
} from '@travel/contract';
import { ZodError } from 'zod';
import { AppError, validationError } from '../../errors.ts';
import type { CheapestPrice } from '../search/cheapest.ts';
import type { FlightService } from '../flights/service.ts';
import type { HotelService } from '../hotels/service.ts';

export interface PriceCalendarService {
  /** Cheapest flight per departure date. @throws AppError 400 for an unknown airport (the search's own error) */
  flights(query: FlightPriceCalendarQuery): Promise<PriceCalendarResponse>;
  /** Cheapest stay per check-in date. @throws AppError 400 for an unknown destination (the search's own error) */
  hotels(query: HotelPriceCalendarQuery): Promise<PriceCalendarResponse>;
}

/** `iso` plus `days` calendar days (`YYYY-MM-DD`, UTC arithmetic, no time zone). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Parses one date's search query with the contract schema.
 * @throws AppError 400 VALIDATION_ERROR when the contract refuses it (e.g. more guests than the rooms hold): the
 *   whole request's fault
 */
function parseQuery<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ZodError) throw validationError(error.issues[0]?.path.join('.') ?? 'query', error.issues[0]?.message ?? 'Invalid query');
    throw error;
  }
}

/**
 * Each date's cheapest price from the service's answers: a date the search refuses for its date fields (out of the
 * bookable window) is "no price"; every other refusal (unknown place, ...) is the caller's and is thrown.
 */
function daysOf(dates: readonly string[], answers: readonly CheapestPrice[], dateFields: readonly string[]): PriceCalendarDay[] {
  return dates.map((date, i) => {
    const answer = answers[i];
    if (!answer) throw new Error(`No answer for ${date}`);
    if ('price' in answer) return { date, minPriceMinor: answer.price };
    const { error } = answer;
    if (error instanceof AppError && error.statusCode === 400 && error.field !== undefined && dateFields.includes(error.field)) return { date, minPriceMinor: null };
    throw error;
  });
}

/** The run's dates: `days` dates from `from`. */
const runDates = (from: string, days: number) => Array.from({ length: days }, (_, i) => addDays(from, i));

export function createPriceCalendarService(deps: { flights: Pick<FlightService, 'cheapestPrices'>; hotels: Pick<HotelService, 'cheapestPrices'> }): PriceCalendarService {
  return {
    async flights(q) {
      const dates = runDates(q.from, q.days);
      const queries = dates.map((date) =>
        parseQuery(() =>
          FlightSearchQuerySchema.parse({
            origin: q.origin,
            destination: q.destination,
            departDate: date,
            ...(q.tripLength === undefined ? {} : { returnDate: addDays(date, q.tripLength) }),
            adults: q.adults,
            cabin: q.cabin,
            currency: q.currency,
            sort: 'price',
            limit: 1,
          }),
        ),
      );
      return { currency: q.currency, days: daysOf(dates, await deps.flights.cheapestPrices(queries), ['departDate', 'returnDate']) };
    },
    async hotels(q) {
      const dates = runDates(q.from, q.days);
      const queries = dates.map((date) =>
        parseQuery(() =>
          HotelSearchQuerySchema.parse({
            destination: q.destination,
            checkIn: date,
            checkOut: addDays(date, q.nights),
            guests: q.guests,
            rooms: q.rooms,
            currency: q.currency,
            sort: 'price',
            limit: 1,
          }),
        ),
      );
      return { currency: q.currency, days: daysOf(dates, await deps.hotels.cheapestPrices(queries), ['checkIn', 'checkOut']) };
    },
  };
}
