/**
 * The price calendar's replies as day notes (issue #11; the hook is price-calendar.ts): the calendar request with the
 * contract's reply schema, replies kept per app and query, and their prices in whole units. Loaded with the first
 * calendar a date picker asks for, off the first page (issue #23 "First page budget").
 */
import { PriceCalendarResponseSchema, type PriceCalendarResponse } from '@travel/contract';
import { apiClient } from '../../api/index.ts';
import type { CalendarDayNote, CalendarDayNotes } from '../../ui/index.ts';
import { currencyFractionDigits } from './format.ts';

/** Share of the price range (from the lowest) shown as a cheap day. */
const LOW_PRICE_SHARE = 0.2;

/** Replies per app (keyed by its jotai store, so every frame and every test app has its own) and query path. */
const repliesByStore = new WeakMap<object, Map<string, Promise<PriceCalendarResponse>>>();

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
 * The day notes of the price calendar at `path` (price-calendar.ts `priceCalendarPath`) in `locale`. A reply is asked
 * once per app and path for the page's life; a failed one is forgotten, so the next ask tries again.
 * @param store the app's jotai store (the cache's key)
 * @throws the api client's errors (ApiError, ApiResponseParseError) when the reply cannot be had
 */
export async function loadPriceNotes(store: object, path: string, locale: string): Promise<CalendarDayNotes> {
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
  return priceNotes(await reply, locale);
}
