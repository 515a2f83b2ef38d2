/**
 * The search forms' price calendar (issue #11 "The date range picker shows the cheapest price per day for flights and
 * hotels where the inventory can tell it"): the cheapest total per first date from the server's price calendars
 * (contract price-calendar.ts), as notes under the date pickers' days, for the month the calendar shows and the next.
 * Prices are in the frame's currency, whole units, narrow symbol (`$420`); the cheapest fifth of the range is marked
 * `low`. A failed load is logged and shows no prices (the picker works the same without them).
 */
import { useEffect, useMemo, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import {
  FLIGHT_PRICE_CALENDAR_PATH, HOTEL_PRICE_CALENDAR_PATH, MAX_PRICE_CALENDAR_DAYS, PriceCalendarResponseSchema,
  type CabinClass, type PriceCalendarResponse,
} from '@travel/contract';
import { apiClient } from '../../api/index.ts';
import { localeAtom, logger } from '../../state/index.ts';
import type { CalendarDayNote, CalendarDayNotes } from '../../ui/index.ts';
import { isoDateFromToday } from './dates.ts';
import { currencyFractionDigits } from './format.ts';

/** What a price calendar is asked for: a flight route (a round trip keeps `tripLength` days) or a hotel stay. */
export type PriceCalendarRequest =
  | { kind: 'flights'; origin: string; destination: string; tripLength?: number | undefined; adults: number; cabin: CabinClass }
  | { kind: 'hotels'; destination: string; nights: number; guests: number; rooms: number };

/** Share of the price range (from the lowest) shown as a cheap day. */
const LOW_PRICE_SHARE = 0.2;

/** Replies per app (keyed by its jotai store, so every frame and every test app has its own) and query path. */
const repliesByStore = new WeakMap<object, Map<string, Promise<PriceCalendarResponse>>>();

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

/** `amountMinor` of `currency` in whole units, `locale`'s format with the narrow symbol (`$420`): calendar prices. */
export function formatWholeUnits(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0 });
  return format.format(Math.round(amountMinor / 10 ** currencyFractionDigits(currency)));
}

/**
 * A calendar reply as day notes: each priced day's total in whole units of the reply's currency (`locale`'s format,
 * narrow symbol), the cheapest {@link LOW_PRICE_SHARE} of the range marked `low`. Days without a price get no note.
 */
export function priceNotes(reply: PriceCalendarResponse, locale: string): CalendarDayNotes {
  const priced = reply.days.filter((d): d is { date: string; minPriceMinor: number } => d.minPriceMinor !== null);
  if (priced.length === 0) return new Map();
  const amounts = priced.map((d) => d.minPriceMinor);
  const lowest = Math.min(...amounts);
  const cutoff = lowest + (Math.max(...amounts) - lowest) * LOW_PRICE_SHARE;
  return new Map(
    priced.map((d): [string, CalendarDayNote] => [
      d.date,
      { text: formatWholeUnits(d.minPriceMinor, reply.currency, locale), tone: d.minPriceMinor <= cutoff ? 'low' : 'normal' },
    ]),
  );
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
    let replies = repliesByStore.get(store);
    if (!replies) {
      replies = new Map();
      repliesByStore.set(store, replies);
    }
    const cache = replies;
    let reply = cache.get(path);
    if (!reply) {
      reply = apiClient.get(path, PriceCalendarResponseSchema);
      cache.set(path, reply);
      reply.catch(() => cache.delete(path));
    }
    reply.then(
      (r) => current && setNotes({ path, notes: priceNotes(r, tag) }),
      (error: unknown) => logger.warn('price calendar', 'could not load prices', error),
    );
    return () => {
      current = false;
    };
  }, [path, tag, store]);
  return notes && notes.path === path ? notes.notes : undefined;
}
