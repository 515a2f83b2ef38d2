/**
 * Default values of the search forms (front door tabs) and of bridge search submits, one source for both
 * (core-and-business §1, §7; values and their reasons in constants.ts):
 *
 * | vertical | first date | second date | travelers | other |
 * |---|---|---|---|---|
 * | flights  | today + 14 | today + 21 (one-week trip) | 1 adult | - |
 * | hotels   | check-in today + 14 | check-out + 2 nights | 2 guests | 1 room |
 * | cars     | pick-up today + 14 | drop-off + 3 days | - | driver aged 30 |
 * | trains   | travel today + 14 | - | 1 passenger | - |
 * | packages | depart today + 14 | return + 7 nights | 2 travelers | - |
 *
 * Dates are `YYYY-MM-DD` in the traveller's local calendar.
 */
import type { Vertical } from '@travel/contract';
import { isoDateFromToday } from './dates.ts';
import {
  DEFAULT_CHECK_IN_OFFSET_DAYS,
  DEFAULT_CHECK_OUT_OFFSET_DAYS,
  DEFAULT_DEPART_OFFSET_DAYS,
  DEFAULT_DRIVER_AGE_YEARS,
  DEFAULT_DROP_OFF_OFFSET_DAYS,
  DEFAULT_HOTEL_GUESTS,
  DEFAULT_HOTEL_ROOMS,
  DEFAULT_PACKAGE_TRAVELERS,
  DEFAULT_PICK_UP_OFFSET_DAYS,
  DEFAULT_RETURN_OFFSET_DAYS,
  DEFAULT_TRAIN_OFFSET_DAYS,
  DEFAULT_TRAIN_PASSENGERS,
  MIN_TRAVELERS,
} from './constants.ts';

/** Days from today of each vertical's first and second date (`null`: the vertical has one date). */
const OFFSET_DAYS: Readonly<Record<Vertical, { start: number; end: number | null }>> = {
  flights: { start: DEFAULT_DEPART_OFFSET_DAYS, end: DEFAULT_RETURN_OFFSET_DAYS },
  hotels: { start: DEFAULT_CHECK_IN_OFFSET_DAYS, end: DEFAULT_CHECK_OUT_OFFSET_DAYS },
  cars: { start: DEFAULT_PICK_UP_OFFSET_DAYS, end: DEFAULT_DROP_OFF_OFFSET_DAYS },
  trains: { start: DEFAULT_TRAIN_OFFSET_DAYS, end: null },
  packages: { start: DEFAULT_DEPART_OFFSET_DAYS, end: DEFAULT_RETURN_OFFSET_DAYS },
};

/** Default traveler count (adults, guests, passengers or travelers) per vertical; cars count drivers only. */
const TRAVELERS: Readonly<Record<Vertical, number>> = {
  flights: MIN_TRAVELERS,
  hotels: DEFAULT_HOTEL_GUESTS,
  cars: MIN_TRAVELERS,
  trains: DEFAULT_TRAIN_PASSENGERS,
  packages: DEFAULT_PACKAGE_TRAVELERS,
};

/** What a search form of a vertical starts with. */
export interface SearchFormDefaults {
  /** First date: depart, check-in, pick-up or travel date. */
  start: string;
  /** Second date (return, check-out, drop-off); undefined for trains. */
  end: string | undefined;
  travelers: number;
  rooms: number;
  driverAge: number;
}

/** The defaults of `vertical`'s search form, dates counted from `now`. */
export function searchFormDefaults(vertical: Vertical, now: Date = new Date()): SearchFormDefaults {
  const offsets = OFFSET_DAYS[vertical];
  return {
    start: isoDateFromToday(offsets.start, now),
    end: offsets.end === null ? undefined : isoDateFromToday(offsets.end, now),
    travelers: TRAVELERS[vertical],
    rooms: DEFAULT_HOTEL_ROOMS,
    driverAge: DEFAULT_DRIVER_AGE_YEARS,
  };
}

/**
 * The default second date once the first is chosen: `start` plus the default length (2 hotel nights, 3 rental
 * days, a 7-night trip), so a given start never ends up after the default end. Undefined for trains.
 */
export function defaultEndDate(vertical: Vertical, start: string): string | undefined {
  const offsets = OFFSET_DAYS[vertical];
  if (offsets.end === null) return undefined;
  return isoDateFromToday(offsets.end - offsets.start, new Date(`${start}T12:00:00`));
}
