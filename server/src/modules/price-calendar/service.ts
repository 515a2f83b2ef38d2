/**
 * Price calendars (issue #11; contract price-calendar.ts): the cheapest offer per first date, found by running the
 * vertical's own search for each date of the run (sorted by price, one offer), so a calendar price is exactly what
 * the results page lists first for that date. Dates the search refuses (past, more than 365 days ahead) or with no
 * offer get null; any other failure is not swallowed.
 */
import {
  FlightSearchQuerySchema, HotelSearchQuerySchema,
  type FlightPriceCalendarQuery, type HotelPriceCalendarQuery, type PriceCalendarDay, type PriceCalendarResponse,
} from '@travel/contract';
import { ZodError } from 'zod';
import { AppError, validationError } from '../../errors.ts';
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

/** The search's answer for one date: its cheapest price, or null when it refused the date or found nothing. */
async function cheapest(run: () => Promise<{ offers: readonly { price: { amountMinor: number } }[] }>, dateFields: readonly string[]): Promise<number | null> {
  try {
    const reply = await run();
    return reply.offers[0]?.price.amountMinor ?? null;
  } catch (error) {
    // The search query of one date refused by the contract (e.g. more guests than the rooms hold): the whole request's fault.
    if (error instanceof ZodError) throw validationError(error.issues[0]?.path.join('.') ?? 'query', error.issues[0]?.message ?? 'Invalid query');
    // A date out of the bookable window is "no price"; every other refusal (unknown place, ...) is the caller's.
    if (error instanceof AppError && error.statusCode === 400 && error.field !== undefined && dateFields.includes(error.field)) return null;
    throw error;
  }
}

/** Runs `perDate` for each date of the run, a few at a time (the searches are CPU work in this process). */
async function run(from: string, days: number, perDate: (date: string) => Promise<number | null>): Promise<PriceCalendarDay[]> {
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const out: PriceCalendarDay[] = [];
  for (const date of dates) out.push({ date, minPriceMinor: await perDate(date) });
  return out;
}

export function createPriceCalendarService(deps: { flights: Pick<FlightService, 'search'>; hotels: Pick<HotelService, 'search'> }): PriceCalendarService {
  return {
    async flights(q) {
      const days = await run(q.from, q.days, (date) =>
        cheapest(
          () =>
            deps.flights.search(
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
          ['departDate', 'returnDate'],
        ),
      );
      return { currency: q.currency, days };
    },
    async hotels(q) {
      const days = await run(q.from, q.days, (date) =>
        cheapest(
          () =>
            deps.hotels.search(
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
          ['checkIn', 'checkOut'],
        ),
      );
      return { currency: q.currency, days };
    },
  };
}
