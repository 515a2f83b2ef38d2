/**
 * The search forms' price calendar (issue #11 "The date range picker shows the cheapest price per day for flights and
 * hotels where the inventory can tell it"): the cheapest total per first date from the server's price calendars
 * (contract price-calendar.ts), as notes under the date pickers' days, for the month the calendar shows and the next.
 * Prices are in the frame's currency, whole units, narrow symbol (`$420`); the cheapest fifth of the range is marked
 * `low`. A failed load is logged and shows no prices (the picker works the same without them). The replies' schema,
 * cache and formatting are in price-calendar-notes.ts, off the first page (issue #23 "First page budget").
 */
import { useEffect, useMemo, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { FLIGHT_PRICE_CALENDAR_PATH, HOTEL_PRICE_CALENDAR_PATH, MAX_PRICE_CALENDAR_DAYS, type CabinClass } from '@travel/contract';
import { localeAtom, logger } from '../../state/index.ts';
import type { CalendarDayNotes } from '../../ui/index.ts';
import { isoDateFromToday } from './dates.ts';

/** What a price calendar is asked for: a flight route (a round trip keeps `tripLength` days) or a hotel stay. */
export type PriceCalendarRequest =
  | { kind: 'flights'; origin: string; destination: string; tripLength?: number | undefined; adults: number; cabin: CabinClass }
  | { kind: 'hotels'; destination: string; nights: number; guests: number; rooms: number };

/** First day of the month of `iso`, or today when that is later (`YYYY-MM-DD`). */
export function calendarRunStart(iso: string, today: string): string {
  const first = `${iso.slice(0, 8)}01`;
  return first < today ? today : first;
}

/** The server path of a calendar run of MAX_PRICE_CALENDAR_DAYS dates from `from`, in `currency`. */
export function priceCalendarPath(request: PriceCalendarRequest, from: string, currency: string): string {
  const params = new URLSearchParams({ from, days: String(MAX_PRICE_CALENDAR_DAYS), currency });
  if (request.kind === 'flights') {
    params.set('origin', request.origin);
    params.set('destination', request.destination);
    params.set('adults', String(request.adults));
    params.set('cabin', request.cabin);
    if (request.tripLength !== undefined) params.set('tripLength', String(request.tripLength));
    return `${FLIGHT_PRICE_CALENDAR_PATH}?${params.toString()}`;
  }
  params.set('destination', request.destination);
  params.set('nights', String(request.nights));
  params.set('guests', String(request.guests));
  params.set('rooms', String(request.rooms));
  return `${HOTEL_PRICE_CALENDAR_PATH}?${params.toString()}`;
}

/**
 * Day notes for a date picker: the price calendar of `request` (null: none, e.g. while the form lacks a route) for the
 * month of `visibleDate` (`YYYY-MM-DD`, e.g. the picker's start or its focused day) and the next. Replies are kept
 * for the page's life per query, so moving back and forth asks once.
 * @returns undefined until prices are known
 */
export function usePriceCalendar(request: PriceCalendarRequest | null, visibleDate: string): CalendarDayNotes | undefined {
  const { tag, currency } = useAtomValue(localeAtom);
  const store = useStore();
  const path = useMemo(() => {
    if (!request || !/^\d{4}-\d{2}-\d{2}$/.test(visibleDate)) return null;
    return priceCalendarPath(request, calendarRunStart(visibleDate, isoDateFromToday(0)), currency);
    // The request's fields, not its identity, decide the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(request), visibleDate, currency]);
  const [notes, setNotes] = useState<{ path: string; notes: CalendarDayNotes } | undefined>();
  useEffect(() => {
    if (path === null) return;
    let current = true;
    // The reply's schema, cache and formatting load with the first calendar asked for (price-calendar-notes.ts).
    import('./price-calendar-notes.ts')
      .then(({ loadPriceNotes }) => loadPriceNotes(store, path, tag))
      .then(
        (dayNotes) => current && setNotes({ path, notes: dayNotes }),
        (error: unknown) => logger.warn('price calendar', 'could not load prices', error),
      );
    return () => {
      current = false;
    };
  }, [path, tag, store]);
  return notes && notes.path === path ? notes.notes : undefined;
}
